// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection. The rules themselves are grouped in the
// `QueryValidator+…` files, one per section of the SDK's query rules.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying, sdk-query.

public import RealmSpecCore

/// Checks queries over the objects of one schema.
public struct QueryValidator {
    /// The schema of an object type, or nil for a type the realm lacks.
    public var objectSchema: (String) -> ObjectSchema?
    /// Whether BETWEEN must be given exactly two bounds.
    public var checksBetweenBounds: Bool
    /// Whether a key path longer than `Limits.keyPathLength` is refused.
    public var checksKeyPathLength: Bool
    /// Whether the ALL quantifier is refused, as the SDK's predicate strings
    /// refuse it; an engine evaluating the query tree itself may take it.
    public var refusesAllModifier: Bool
    /// The types declared as Objective-C models (`RLMObject`): messages name
    /// their collection properties `RLMArray<int>`, `RLMSet<int>` and
    /// `RLMDictionary<int>`, where a Swift model's are `List<int>`,
    /// `MutableSet<int>` and `Map<int>`, as the SDK names a property by
    /// whether it has a Swift accessor.
    public var objectiveCTypes: Set<String> = []

    public init(checksBetweenBounds: Bool = true, checksKeyPathLength: Bool = true, refusesAllModifier: Bool = true,
                objectSchema: @escaping (String) -> ObjectSchema?) {
        self.objectSchema = objectSchema
        self.refusesAllModifier = refusesAllModifier
        self.checksBetweenBounds = checksBetweenBounds
        self.checksKeyPathLength = checksKeyPathLength
    }

    /// - Parameters:
    ///   - type: the object type queried, nil for a collection of values.
    ///   - element: the element of a collection of values.
    /// - Throws: `invalidQuery` naming the property and the object type.
    ///   A tree nested deeper than `Limits.queryDepth` is `invalidQuery` too.
    public func validate(_ query: Query, type: String?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        guard depth < Limits.queryDepth else { throw Rule.queryTooDeep }
        switch query {
        case .truePredicate, .falsePredicate: return
        case .and(let qs), .or(let qs): for q in qs { try validate(q, type: type, element: element, depth: depth + 1) }
        case .not(let q): try validate(q, type: type, element: element, depth: depth + 1)
        case .compare(let c):
            if try validateSubquery(c, type: type, element: element, depth: depth) { return }
            if try validateSubscripts(c, type: type, element: element) { return }
            try validate(c, type: type, element: element)
        }
    }

    /// One comparison, checked in the SDK's order (query-rules.md §6): its
    /// shape, collection operators, ANY, BETWEEN, IN, the constant, then
    /// the operator for the property's type.
    private func validate(_ c: Comparison, type: String?, element: PropertySchema?) throws(EngineError) {
        // The modifier is refused before the comparison is looked at (RLMQueryUtil.mm:1798).
        if c.quantifier == .all && refusesAllModifier { throw QueryRule.allModifier }
        try checkShape(c)
        var c = c
        // A constant, or a key path facing a collection operator, goes to
        // the right with the operator mirrored (query-rules.md §2, §9).
        var constantLeft = false
        if case .constant = c.lhs { constantLeft = true }
        let operationRight = !Self.isOperation(c.lhs) && Self.isOperation(c.rhs)
        if constantLeft || operationRight {
            guard let op = c.op.mirrored else {
                // A text operator cannot be turned around (RLMQueryUtil.mm invert_comparison_operator).
                if operationRight { throw QueryRule.requiresKeyPathOnLeft(c.op) }
                return try validateUnmirrored(c, type: type, element: element)
            }
            (c.lhs, c.rhs, c.op) = (c.rhs, c.lhs, op)
        }
        try validateUnmirrored(c, type: type, element: element)
    }

    /// The comparison after constants and key paths facing a collection
    /// operator have moved to the right.
    private func validateUnmirrored(_ c: Comparison, type: String?, element: PropertySchema?) throws(EngineError) {
        if Self.isOperation(c.lhs) { return try checkCollectionOperation(c, type: type, element: element) }
        guard case .keyPath(let path) = c.lhs, let lhs = try queryKeyPath(path, type: type, element: element) else { return }
        if case .keyPath(let other) = c.rhs {
            guard let rhs = try queryKeyPath(other, type: type, element: element) else { return }
            return try checkColumns(c, lhs, rhs)
        }
        if type != nil { try checkQuantifier(c.quantifier, lhs) }
        switch c.op {
        case .between:
            try checkBetween(c.rhs, lhs.property)
        case .in:
            for option in try checkIn(c.rhs, lhs.property) {
                try checkOperator(c, type: lhs.property.type, stringOperand: Self.isString(option))
            }
        default:
            guard case .constant(let v) = c.rhs else { return }
            try checkValue(v, lhs.property)
            try checkOperator(c, type: lhs.property.type, stringOperand: Self.isString(v))
        }
    }

    private static func isOperation(_ e: Expression) -> Bool {
        switch e {
        case .count, .aggregate, .allKeys, .subquery: return true
        default: return false
        }
    }

    private static func isString(_ v: Value) -> Bool { if case .string = v { return true } else { return false } }

    /// Resolves a key path to its last property and that property's owner
    /// type (empty for a collection of values), or `invalidQuery`.
    public func resolvePath(_ path: [String], type: String?, element: PropertySchema?) throws(EngineError) -> (PropertySchema, String)? {
        let steps = Self.steps(path)
        if checksKeyPathLength, steps.count > Limits.keyPathLength { throw Rule.queryKeyPathTooLong(path) }
        guard var current = type else {
            guard steps.isEmpty else { throw Rule.valuesKeyPath(path) }
            return element.map { ($0, "") }
        }
        guard !steps.isEmpty else { return nil }
        for (i, name) in steps.enumerated() {
            guard let schema = objectSchema(current), let prop = schema[property: name] else {
                throw Rule.queryUnknownProperty(name, type: current)
            }
            if i == steps.count - 1 { return (prop, current) }
            guard let target = prop.type.objectType, objectSchema(target) != nil else {
                throw Rule.notALink(name, type: current)
            }
            current = target
        }
        return nil
    }

    /// A key path without a leading `self`, and without `@allValues` (a
    /// map's values are what a map step yields anyway).
    public static func steps(_ path: [String]) -> [String] {
        let rest = (path.first?.lowercased() == "self") ? Array(path.dropFirst()) : path
        return rest.contains("@allValues") ? rest.filter { $0 != "@allValues" } : rest
    }
}
