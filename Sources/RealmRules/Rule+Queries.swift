// Realm's wording for queries, sorting, distinct and aggregates that do not
// fit the schema: unknown key paths, operators a type does not take,
// constants of the wrong type and aggregates over the wrong kind of property.
//
// Related documentation: rlmarray#querying, rlmarray#aggregating,
// crud-delete#delete-multiple-objects.

import RealmSpecCore

extension Rule {
    // MARK: Aggregates (rlmarray#aggregating)

    public static func aggregateNeedsProperty(_ op: AggregateOperator, type: String) -> EngineError {
        EngineError(.unknownProperty, "\(op.rawValue) on a collection of '\(type)' objects needs a property name")
    }
    public static func unknownElementProperty(_ name: String, _ element: PropertySchema) -> EngineError {
        EngineError(.unknownProperty, "Invalid property name '\(name)' for a collection of \(element.type.name) values.")
    }
    public static func unsupportedAggregate(_ op: AggregateOperator, _ prop: PropertySchema) -> EngineError {
        EngineError(.unsupportedAggregate, "\(op.rawValue) is not supported on \(prop.type.name) property '\(prop.name)'.")
    }

    /// A sum of int values past Int64: refused rather than wrapped, the way
    /// Swift traps on an overflowing `+`.
    public static func sumOverflow(_ prop: PropertySchema) -> EngineError {
        EngineError(.unsupportedAggregate, "sum of int property '\(prop.name)' overflows: the total is outside \(Int64.min)...\(Int64.max)")
    }

    // MARK: Queries, sorting and distinct (rlmarray#querying)

    public static func cannotAggregate(_ prop: PropertySchema, owner: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot aggregate property '\(prop.name)' of type '\(prop.type.name)' on object of type '\(owner)'")
    }
    public static func valuesKeyPath(_ path: [String]) -> EngineError {
        EngineError(.invalidQuery,
                    "Invalid keypath '\(path.joined(separator: "."))': a collection of values can only be queried with 'self'")
    }
    public static func queryKeyPathTooLong(_ path: [String]) -> EngineError {
        EngineError(.invalidQuery,
                    "Key path '\(path.prefix(40).joined(separator: "."))…' has more than \(Limits.keyPathLength) steps.")
    }
    public static func queryUnknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' not found in object of type '\(type)'")
    }
    public static func notALink(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' is not a link in object of type '\(type)'")
    }
    public static func operatorNotSupported(_ op: ComparisonOperator, _ prop: PropertySchema) -> EngineError {
        EngineError(.invalidQuery, "Operator '\(op.rawValue)' not supported for type '\(prop.type.name)' (property '\(prop.name)')")
    }
    public static func queryTypeMismatch(_ v: Value, _ prop: PropertySchema, owner: String) -> EngineError {
        let on = owner.isEmpty ? "" : " on object of type '\(owner)'"
        return EngineError(.invalidQuery,
                           "Expected object of type \(prop.type.name) for property '\(prop.name)'\(on), but received: \(plain(v))")
    }
    public static func betweenBounds(_ rhs: Expression) -> EngineError {
        let given: String
        if case .constant(.list(let vs)) = rhs { given = "\(vs.count) values" } else { given = "no list" }
        return EngineError(.invalidQuery, "BETWEEN needs a list of exactly two values, a lower and an upper bound (got \(given))")
    }
    public static let queryTooDeep = EngineError(.invalidQuery, "Query nested more than \(Limits.queryDepth) levels deep")
    public static func cannotSort(_ keyPath: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot sort on key path '\(keyPath)': property must be a single value")
    }
    public static func cannotSortValues(_ keyPath: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot sort on key path '\(keyPath)': a collection of values sorts only by 'self'")
    }
}
