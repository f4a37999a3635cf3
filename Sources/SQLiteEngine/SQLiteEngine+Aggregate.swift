// min, max, sum and average of a property (or of a collection of numbers):
// min/max take int, float, double and date; sum/average take int, float and
// double; an empty collection gives nil, except sum, which gives zero.
//
// Related documentation: rlmarray#aggregating.

import RealmSpecCore

enum Aggregate {
    /// Whether an operator takes a property type.
    static func accepts(_ op: AggregateOperator, _ type: PropertyType) -> Bool {
        switch (op, type) {
        case (_, .int), (_, .float), (_, .double): return true
        case (.min, .date), (.max, .date): return true
        default: return false
        }
    }

    /// The aggregate of non-nil values; `kind` is a sample value for the empty sum.
    static func compute(_ op: AggregateOperator, _ values: [Value], kind: Value?) -> Value {
        switch op {
        case .min: return values.min { Compare.sortOrder($0, $1) < 0 } ?? .null
        case .max: return values.max { Compare.sortOrder($0, $1) < 0 } ?? .null
        case .avg:
            guard !values.isEmpty else { return .null }
            return .double(values.compactMap(Compare.number).reduce(0, +) / Double(values.count))
        case .sum:
            let allInts = values.allSatisfy { if case .int = $0 { return true } else { return false } }
            let kindIsInt: Bool
            if case .int? = kind { kindIsInt = true } else { kindIsInt = kind == nil }
            if allInts && kindIsInt {
                return .int(values.reduce(Int64(0)) { acc, v in if case .int(let i) = v { return acc &+ i } else { return acc } })
            }
            let total = values.compactMap(Compare.number).reduce(0, +)
            if case .float = kind ?? values.first ?? .null { return .float(Float(total)) }
            return .double(total)
        }
    }

    /// The empty-collection sum for a property type.
    static func zero(_ type: PropertyType) -> Value {
        switch type {
        case .int: return .int(0)
        case .float: return .float(0)
        default: return .double(0)
        }
    }
}

extension SQLiteEngine {
    /// - Throws: `unknownProperty` for a property the objects lack,
    ///   `unsupportedAggregate` for a type the operator does not take.
    func aggregate(_ ref: CollectionRef, _ op: AggregateOperator, property: String?) throws(EngineError) -> Value {
        let prop: PropertySchema
        var values: [Value] = []
        switch try items(ref) {
        case .objects(let type, let ids):
            let schema = try objectSchema(type, "aggregate")
            guard let name = property else {
                throw EngineError(.unknownProperty, "\(op.rawValue) on a collection of '\(type)' objects needs a property name")
            }
            prop = try propertySchema(name, of: schema)
            guard prop.collection == .single, !prop.isLinkingObjects else { throw unsupported(op, prop) }
            values = try keyValues(type: type, ids: ids, paths: [[name]]).compactMap(\.first)
        case .values(let vs, let element):
            if let name = property, name.lowercased() != "self" {
                throw EngineError(.unknownProperty, "Invalid property name '\(name)' for a collection of \(element.type.name) values.")
            }
            prop = element
            values = vs
        }
        guard Aggregate.accepts(op, prop.type) else { throw unsupported(op, prop) }
        values.removeAll(where: \.isNull)
        if values.isEmpty && op == .sum { return Aggregate.zero(prop.type) }
        return Aggregate.compute(op, values, kind: Aggregate.zero(prop.type))
    }

    private func unsupported(_ op: AggregateOperator, _ prop: PropertySchema) -> EngineError {
        EngineError(.unsupportedAggregate, "\(op.rawValue) is not supported on \(prop.type.name) property '\(prop.name)'.")
    }
}
