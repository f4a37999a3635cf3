// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

import RealmSpecCore

extension Store {
    /// - Throws: `invalidQuery` naming the property and the object type.
    ///   A tree nested deeper than `Limits.queryDepth` is `invalidQuery` too.
    func validate(_ query: Query, table: Int?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        guard depth < Limits.queryDepth else { throw Rule.queryTooDeep }
        switch query {
        case .truePredicate, .falsePredicate: return
        case .and(let qs), .or(let qs): for q in qs { try validate(q, table: table, element: element, depth: depth + 1) }
        case .not(let q): try validate(q, table: table, element: element, depth: depth + 1)
        case .compare(let c): try validate(c, table: table, element: element)
        }
    }

    private func validate(_ c: Comparison, table: Int?, element: PropertySchema?) throws(EngineError) {
        if c.op == .between {
            guard case .constant(.list(let bounds)) = c.rhs, bounds.count == 2 else { throw Rule.betweenBounds(c.rhs) }
        }
        let left = try expressionType(c.lhs, table: table, element: element)
        let right = try expressionType(c.rhs, table: table, element: element)
        if let (prop, owner) = left, case .constant(let v) = c.rhs {
            try check(v, against: prop, owner: owner, op: c.op)
        } else if let (prop, owner) = right, case .constant(let v) = c.lhs {
            try check(v, against: prop, owner: owner, op: c.op)
        }
    }

    /// The property an expression reads (nil for constants) and its owner type's name.
    private func expressionType(_ e: Expression, table: Int?, element: PropertySchema?) throws(EngineError) -> (PropertySchema, String)? {
        switch e {
        case .constant: return nil
        case .keyPath(let path): return try resolvePath(path, table: table, element: element)
        case .count(let path):
            _ = try resolvePath(path, table: table, element: element)
            return (PropertySchema(name: "@count", type: .int), "")
        case .aggregate(_, let path, let property):
            let full = path + (property.map { [$0] } ?? [])
            guard let (prop, owner) = try resolvePath(full, table: table, element: element) else { return nil }
            guard prop.type.isNumeric || prop.type == .date else {
                throw Rule.cannotAggregate(prop, owner: owner)
            }
            return (PropertySchema(name: prop.name, type: prop.type, isOptional: true), owner)
        }
    }

    /// Resolves a key path to its last property, or `invalidQuery`.
    func resolvePath(_ path: [String], table: Int?, element: PropertySchema?) throws(EngineError) -> (PropertySchema, String)? {
        let steps = (path.first?.lowercased() == "self") ? Array(path.dropFirst()) : path
        guard var t = table else {
            guard steps.isEmpty else {
                throw Rule.valuesKeyPath(path)
            }
            return element.map { ($0, "") }
        }
        guard !steps.isEmpty else { return nil }
        for (i, name) in steps.enumerated() {
            guard let p = tables[t].propertyIndex[name] else {
                throw Rule.queryUnknownProperty(name, type: tables[t].name)
            }
            let prop = tables[t].schema.properties[p]
            if i == steps.count - 1 { return (prop, tables[t].name) }
            guard let target = prop.type.objectType, let next = tableIndex[target] else {
                throw Rule.notALink(name, type: tables[t].name)
            }
            t = next
        }
        return nil
    }

    private func check(_ v: Value, against prop: PropertySchema, owner: String, op: ComparisonOperator) throws(EngineError) {
        if case .list(let vs) = v, op == .in || op == .between {
            for x in vs { try check(x, against: prop, owner: owner, op: .equal) }
            return
        }
        let textual: Set<ComparisonOperator> = [.beginsWith, .endsWith, .contains, .like]
        if textual.contains(op) && prop.type != .string && prop.type != .mixed && prop.collection == .single {
            throw Rule.operatorNotSupported(op, prop)
        }
        guard !fits(v, prop.type) else { return }
        throw Rule.queryTypeMismatch(v, prop, owner: owner)
    }

    private func fits(_ v: Value, _ type: PropertyType) -> Bool {
        if v.isNull || type == .mixed { return true }
        switch (type, v) {
        case (.object, .link), (.linkingObjects, .link): return true
        case (.bool, .bool), (.string, .string), (.data, .data), (.date, .date),
             (.objectId, .objectId), (.uuid, .uuid): return true
        default: return type.isNumeric && Compare.number(v) != nil
        }
    }
}
