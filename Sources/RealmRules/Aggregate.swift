// min, max, sum and average of a property (or of a collection of numbers):
// min/max take int, float, double, decimal128 and date; sum/average take int,
// float, double and decimal128 (a Decimal128 total and mean, as realm-core's
// `Aggregate<Decimal128>` gives them); an empty collection gives nil, except
// sum, which gives zero.
//
// Related documentation: rlmarray#aggregating.

public import RealmSpecCore

/// The aggregate rules every engine applies once it has the values.
public enum Aggregate {
    /// Whether an operator takes a property type.
    public static func accepts(_ op: AggregateOperator, _ type: PropertyType) -> Bool {
        switch (op, type) {
        case (_, .int), (_, .float), (_, .double), (_, .decimal128): return true
        case (.min, .date), (.max, .date): return true
        default: return false
        }
    }

    /// An aggregate over objects reads one single-valued property.
    /// - Throws: `unsupportedAggregate` for a collection or linking-objects property.
    public static func checkObjectProperty(_ op: AggregateOperator, _ prop: PropertySchema, owner: String) throws(EngineError) {
        guard prop.collection == .single, !prop.isLinkingObjects else { throw Rule.unsupportedAggregate(op, prop, owner: owner) }
    }

    /// An aggregate over a collection of values reads the values themselves
    /// (no property, or `self`).
    /// - Throws: `unknownProperty` for any other property name.
    public static func checkElementProperty(_ name: String?, _ element: PropertySchema) throws(EngineError) {
        if let name, name.lowercased() != "self" { throw Rule.unknownElementProperty(name, element) }
    }

    /// The aggregate of `values` over a property: checks the operator takes
    /// the property, drops nils and gives the empty sum as zero.
    /// `owner` is the class holding the property, for the message.
    /// - Throws: `unsupportedAggregate` for a property the operator does not take.
    public static func result(_ op: AggregateOperator, of values: [Value], _ prop: PropertySchema,
                              owner: String) throws(EngineError) -> Value {
        if isMixedElements(prop) { return mixedElements(op, values, emptySumIsInt: prop.collection == .map) }
        guard accepts(op, prop.type) else { throw Rule.unsupportedAggregate(op, prop, owner: owner) }
        let present = values.filter { !$0.isNull }
        if present.isEmpty && op == .sum { return zero(prop.type) }
        if op == .sum, case .int = zero(prop.type), present.allSatisfy(\.isInt), sumOfInts(present) == nil {
            throw Rule.sumOverflow(prop)
        }
        return compute(op, present, kind: zero(prop.type))
    }

    /// The aggregate of non-nil values; `kind` is a sample value for the empty sum.
    public static func compute(_ op: AggregateOperator, _ values: [Value], kind: Value?) -> Value {
        switch op {
        case .min: return values.min { Compare.sortOrder($0, $1) < 0 } ?? .null
        case .max: return values.max { Compare.sortOrder($0, $1) < 0 } ?? .null
        case .avg:
            guard !values.isEmpty else { return .null }
            if case .decimal128? = kind {
                if let total = DecimalArithmetic.sum(values) { return .decimal128(DecimalArithmetic.text(DecimalArithmetic.quotient(total, values.count))) }
                return .decimal128(decimalText(values.compactMap(Compare.number).reduce(0, +) / Double(values.count)))
            }
            return .double(values.compactMap(Compare.number).reduce(0, +) / Double(values.count))
        case .sum: return sum(values, kind: kind)
        }
    }

    /// Ints sum to an int unless the property holds floating values. A sum
    /// past Int64 never wraps: `result` refuses it (`Rule.sumOverflow`), and
    /// inside a query it is compared as a double.
    private static func sum(_ values: [Value], kind: Value?) -> Value {
        let allInts = values.allSatisfy(\.isInt)
        let kindIsInt: Bool
        if case .int? = kind { kindIsInt = true } else { kindIsInt = kind == nil }
        if allInts && kindIsInt, let total = sumOfInts(values) { return .int(total) }
        if case .decimal128? = kind, let exact = DecimalArithmetic.sum(values) { return .decimal128(DecimalArithmetic.text(exact)) }
        let total = values.compactMap(Compare.number).reduce(0, +)
        if case .decimal128? = kind { return .decimal128(decimalText(total)) }
        if case .float = kind ?? values.first ?? .null { return .float(Float(total)) }
        return .double(total)
    }

    /// The sum of int values, or nil when it does not fit in Int64.
    static func sumOfInts(_ values: [Value]) -> Int64? {
        var total: Int64 = 0
        for case .int(let i) in values {
            let (next, overflow) = total.addingReportingOverflow(i)
            if overflow { return nil }
            total = next
        }
        return total
    }

    /// The empty-collection sum for a property type.
    public static func zero(_ type: PropertyType) -> Value {
        switch type {
        case .int: return .int(0)
        case .float: return .float(0)
        case .decimal128: return .decimal128("0")
        default: return .double(0)
        }
    }
}

extension Value {
    var isInt: Bool { if case .int = self { return true } else { return false } }
}
