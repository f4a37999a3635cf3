// Collection operators in comparisons: @count compares with numbers, @min,
// @max and @avg with nil or a value of the aggregated property, @sum with a
// non-nil one; dates are neither summed nor averaged; two collection
// operators are never compared with each other, and a collection operator
// compared with a key path needs a numeric single-valued one.
//
// Related documentation: sdk-query (query-rules.md §9, §12 first two rows).

public import RealmSpecCore

extension QueryRule {
    public static let countNeedsNumber = invalid("@count can only be compared with a numeric value.")
    public static func aggregateCannotCompare(_ op: AggregateOperator, _ prop: PropertySchema, _ v: Value) -> EngineError {
        invalid("\(op.rawValue) on a property of type \(typeName(prop.type)) cannot be compared with '\(describe(v))'")
    }
    public static func aggregateCannotCompareProperty(_ op: AggregateOperator, _ prop: PropertySchema,
                                                      _ other: PropertySchema) -> EngineError {
        invalid("\(op.rawValue) on a property of type \(typeName(prop.type)) cannot be compared with property of type '\(typeName(other.type))'")
    }
    public static let cannotSumDates = invalid("Cannot sum or average date properties")
    public static let aggregateWithAggregate =
        invalid("Key paths including aggregate operations cannot be compared with other aggregate operations.")
}

extension QueryValidator {
    static let countOperators: Set<ComparisonOperator> = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]

    /// `collection.@op … rhs` where the left side is a collection operator.
    func checkCollectionOperation(_ c: Comparison, type: String?, element: PropertySchema?) throws(EngineError) {
        let elementType: PropertyType
        var aggregate: (AggregateOperator, QueryKeyPath)?
        switch c.lhs {
        case .count(let path):
            elementType = try countKeyPath(path, type: type, element: element).property.type
        case .aggregate(let op, let path, let property):
            let resolved = try aggregateKeyPath(op, path, property: property, type: type, element: element)
            elementType = resolved.property.type
            aggregate = (op, resolved)
        case .allKeys(let path):
            return try checkAllKeys(c, path, type: type, element: element)
        default: return
        }
        switch c.rhs {
        case .count, .aggregate, .allKeys, .subquery: throw QueryRule.aggregateWithAggregate
        case .subscripted: throw QueryRule.mustCompareKeyPath
        case .keyPath(let path):
            guard let other = try queryKeyPath(path, type: type, element: element) else { throw QueryRule.mustCompareKeyPath }
            guard !other.toMany else { throw QueryRule.collectionNeedsQuantifier }
            guard let (op, resolved) = aggregate else {
                guard QueryRule.isNumeric(other.property.type) else { throw QueryRule.countNeedsNumber }
                return
            }
            guard QueryRule.isNumeric(other.property.type) else {
                throw QueryRule.aggregateCannotCompareProperty(op, resolved.property, other.property)
            }
        case .constant(let v):
            guard Self.countOperators.contains(c.op) else {
                throw QueryRule.operatorNotSupported(c.op, type: QueryRule.typeName(elementType))
            }
            guard let (op, resolved) = aggregate else {
                switch v {
                case .int, .float, .double, .decimal128, .bool: return
                default: throw QueryRule.countNeedsNumber
                }
            }
            if op == .sum, v.isNull { throw QueryRule.aggregateCannotCompare(op, resolved.property, v) }
            guard Self.accepts(v, resolved.property) else { throw QueryRule.aggregateCannotCompare(op, resolved.property, v) }
            if resolved.property.type == .date, op == .sum || op == .avg { throw QueryRule.cannotSumDates }
        }
    }
}
