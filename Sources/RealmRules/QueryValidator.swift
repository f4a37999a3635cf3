// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

import RealmSpecCore

/// Checks queries over the objects of one schema.
public struct QueryValidator {
    /// The schema of an object type, or nil for a type the realm lacks.
    public var objectSchema: (String) -> ObjectSchema?
    /// Whether BETWEEN must be given exactly two bounds.
    public var checksBetweenBounds: Bool
    /// Whether a key path longer than `Limits.keyPathLength` is refused.
    public var checksKeyPathLength: Bool

    public init(checksBetweenBounds: Bool = true, checksKeyPathLength: Bool = true,
                objectSchema: @escaping (String) -> ObjectSchema?) {
        self.objectSchema = objectSchema
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
        case .compare(let c): try validate(c, type: type, element: element)
        }
    }

    private func validate(_ c: Comparison, type: String?, element: PropertySchema?) throws(EngineError) {
        if checksBetweenBounds, c.op == .between {
            guard case .constant(.list(let bounds)) = c.rhs, bounds.count == 2 else { throw Rule.betweenBounds(c.rhs) }
        }
        let left = try expressionType(c.lhs, type: type, element: element)
        let right = try expressionType(c.rhs, type: type, element: element)
        if let (prop, owner) = left, case .constant(let v) = c.rhs {
            try Self.check(v, against: prop, owner: owner, op: c.op)
        } else if let (prop, owner) = right, case .constant(let v) = c.lhs {
            try Self.check(v, against: prop, owner: owner, op: c.op)
        }
    }

    /// The property an expression reads (nil for constants) and its owner type's name.
    private func expressionType(_ e: Expression, type: String?, element: PropertySchema?) throws(EngineError) -> (PropertySchema, String)? {
        switch e {
        case .constant: return nil
        case .keyPath(let path): return try resolvePath(path, type: type, element: element)
        case .count(let path):
            _ = try resolvePath(path, type: type, element: element)
            return (PropertySchema(name: "@count", type: .int), "")
        case .aggregate(_, let path, let property):
            let full = path + (property.map { [$0] } ?? [])
            guard let (prop, owner) = try resolvePath(full, type: type, element: element) else { return nil }
            guard prop.type.isNumeric || prop.type == .date else { throw Rule.cannotAggregate(prop, owner: owner) }
            return (PropertySchema(name: prop.name, type: prop.type, isOptional: true), owner)
        }
    }

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

    /// A key path without a leading `self`.
    public static func steps(_ path: [String]) -> [String] {
        (path.first?.lowercased() == "self") ? Array(path.dropFirst()) : path
    }

    /// Operators that compare text.
    private static let textualOperators: Set<ComparisonOperator> = [.beginsWith, .endsWith, .contains, .like]

    private static func check(_ v: Value, against prop: PropertySchema, owner: String, op: ComparisonOperator) throws(EngineError) {
        if case .list(let vs) = v, op == .in || op == .between {
            for x in vs { try check(x, against: prop, owner: owner, op: .equal) }
            return
        }
        if textualOperators.contains(op) && prop.type != .string && prop.type != .mixed && prop.collection == .single {
            throw Rule.operatorNotSupported(op, prop)
        }
        guard !fits(v, prop.type) else { return }
        throw Rule.queryTypeMismatch(v, prop, owner: owner)
    }

    /// Whether a query constant may be compared with a property of `type`.
    public static func fits(_ v: Value, _ type: PropertyType) -> Bool {
        if v.isNull || type == .mixed { return true }
        switch (type, v) {
        case (.object, .link), (.linkingObjects, .link): return true
        case (.bool, .bool), (.string, .string), (.data, .data), (.date, .date),
             (.objectId, .objectId), (.uuid, .uuid): return true
        default: return type.isNumeric && Compare.number(v) != nil
        }
    }
}
