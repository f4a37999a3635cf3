// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmSpecCore

extension SQLiteEngine {
    /// - Throws: `invalidQuery` naming the property and the object type; a
    ///   tree nested deeper than `Limits.queryDepth` is `invalidQuery` too.
    func validate(_ query: Query, type: String?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        guard depth < Limits.queryDepth else { throw Rule.queryTooDeep }
        switch query {
        case .truePredicate, .falsePredicate: return
        case .and(let qs), .or(let qs): for q in qs { try validate(q, type: type, element: element, depth: depth + 1) }
        case .not(let q): try validate(q, type: type, element: element, depth: depth + 1)
        case .compare(let c):
            let left = try expressionType(c.lhs, type: type, element: element)
            let right = try expressionType(c.rhs, type: type, element: element)
            if let (prop, owner) = left, case .constant(let v) = c.rhs {
                try check(v, against: prop, owner: owner, op: c.op)
            } else if let (prop, owner) = right, case .constant(let v) = c.lhs {
                try check(v, against: prop, owner: owner, op: c.op)
            }
        }
    }

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
            guard prop.type.isNumeric || prop.type == .date else {
                throw EngineError(.invalidQuery, "Cannot aggregate property '\(prop.name)' of type '\(prop.type.name)' on object of type '\(owner)'")
            }
            return (PropertySchema(name: prop.name, type: prop.type, isOptional: true), owner)
        }
    }

    /// Resolves a key path to its last property and that property's owner type, or `invalidQuery`.
    func resolvePath(_ path: [String], type: String?, element: PropertySchema?) throws(EngineError) -> (PropertySchema, String)? {
        let steps = Self.steps(path)
        guard steps.count <= Limits.keyPathLength else {
            throw EngineError(.invalidQuery, "Key path '\(path.prefix(40).joined(separator: "."))…' has more than \(Limits.keyPathLength) steps.")
        }
        guard var current = type else {
            guard steps.isEmpty else {
                throw EngineError(.invalidQuery, "Invalid keypath '\(path.joined(separator: "."))': a collection of values can only be queried with 'self'")
            }
            return element.map { ($0, "") }
        }
        guard !steps.isEmpty else { return nil }
        for (i, name) in steps.enumerated() {
            guard let schema = layout[type: current], let prop = schema[property: name] else {
                throw EngineError(.invalidQuery, "Property '\(name)' not found in object of type '\(current)'")
            }
            if i == steps.count - 1 { return (prop, current) }
            guard let target = prop.type.objectType, layout[type: target] != nil else {
                throw EngineError(.invalidQuery, "Property '\(name)' is not a link in object of type '\(current)'")
            }
            current = target
        }
        return nil
    }

    /// A key path without a leading `self`.
    static func steps(_ path: [String]) -> [String] {
        (path.first?.lowercased() == "self") ? Array(path.dropFirst()) : path
    }

    private func check(_ v: Value, against prop: PropertySchema, owner: String, op: ComparisonOperator) throws(EngineError) {
        if case .list(let vs) = v, op == .in || op == .between {
            for x in vs { try check(x, against: prop, owner: owner, op: .equal) }
            return
        }
        let textual: Set<ComparisonOperator> = [.beginsWith, .endsWith, .contains, .like]
        if textual.contains(op) && prop.type != .string && prop.type != .mixed && prop.collection == .single {
            throw EngineError(.invalidQuery, "Operator '\(op.rawValue)' not supported for type '\(prop.type.name)' (property '\(prop.name)')")
        }
        guard !Self.fits(v, prop.type) else { return }
        let on = owner.isEmpty ? "" : " on object of type '\(owner)'"
        throw EngineError(.invalidQuery,
                          "Expected object of type \(prop.type.name) for property '\(prop.name)'\(on), but received: \(Rule.plain(v))")
    }

    private static func fits(_ v: Value, _ type: PropertyType) -> Bool {
        if v.isNull || type == .mixed { return true }
        switch (type, v) {
        case (.object, .link), (.linkingObjects, .link): return true
        case (.bool, .bool), (.string, .string), (.data, .data), (.date, .date),
             (.objectId, .objectId), (.uuid, .uuid): return true
        default: return type.isNumeric && Compare.number(v) != nil
        }
    }
}
