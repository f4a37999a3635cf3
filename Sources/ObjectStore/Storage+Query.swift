// Evaluating query trees: comparisons, AND/OR/NOT, TRUEPREDICATE and
// FALSEPREDICATE, key paths through to-one links, ANY/ALL/NONE over to-many
// key paths, @count and @sum/@min/@max/@avg, a map's @allKeys,
// SUBQUERY(…).@count over the elements of a collection, and subscripts of a
// map or an AnyRealmValue (Storage+Subscripts). A query over every object of a
// type is offered to the storage first (`Storage.filter`); what the storage
// cannot answer is evaluated here, the same way for every storage.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

internal import RealmRules
internal import RealmSpecCore

/// What a query is evaluated on: an object row, or one primitive value (SELF).
enum Subject {
    case row(table: Int, row: Int)
    case value(Value)
}

extension Storage {
    /// The elements of `items` that match `query`, in order.
    ///
    /// - Throws: `invalidQuery` for unknown key paths and incompatible constants.
    func filter(_ items: Items, _ query: Query) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            try validate(query, table: t, element: nil)
            let query = typedConstants(query, table: t)
            return .objects(table: t, rows: rows.filter { matches(query, .row(table: t, row: $0)) })
        case .values(let vs, let element):
            try validate(query, table: nil, element: element)
            return .values(vs.filter { matches(query, .value($0)) }, element: element)
        }
    }

    /// The live objects of a type that match `query`: the storage's own
    /// answer when it has one, else every live row tested here.
    func filterAll(type: String, _ query: Query) throws(EngineError) -> Items {
        let t = try table(named: type, operation: "objects")
        try validate(query, table: t, element: nil)
        let query = typedConstants(query, table: t)
        if let rows = filter(table: t, query: query) { return .objects(table: t, rows: rows) }
        return .objects(table: t, rows: rows(table: t).filter { matches(query, .row(table: t, row: $0)) })
    }

    func matches(_ query: Query, _ subject: Subject) -> Bool {
        switch query {
        case .truePredicate: return true
        case .falsePredicate: return false
        case .and(let qs): return qs.allSatisfy { matches($0, subject) }
        case .or(let qs): return qs.contains { matches($0, subject) }
        case .not(let q): return !matches(q, subject)
        case .compare(let c): return matches(c, subject)
        }
    }

    private func matches(_ c: Comparison, _ subject: Subject) -> Bool {
        let c = c.keysOnLeft
        let (lhs, lhsMany) = operand(c.lhs, subject)
        let (rhs, rhsMany) = operand(c.rhs, subject)
        return c.holds(lhs: lhs, lhsMany: lhsMany, rhs: rhs, rhsMany: rhsMany)
    }

    /// The values an expression yields, and whether it crossed a to-many key path.
    func operand(_ e: Expression, _ subject: Subject) -> (values: [Value], many: Bool) {
        switch e {
        case .constant(let v):
            return ([v], false)
        case .keyPath(let path):
            let (vs, many) = follow(path, subject)
            return (!many && vs.isEmpty) ? ([.null], false) : (vs, many)
        case .count(let path):
            return ([.int(Int64(follow(path, subject).values.count))], false)
        case .aggregate(let op, let path, let property):
            let vs = follow(path + (property.map { [$0] } ?? []), subject).values
            return ([Aggregate.compute(op, vs.filter { !$0.isNull }, kind: vs.first(where: { !$0.isNull }))], false)
        case .allKeys(let path):
            return (keys(path, subject), true)
        case .subquery(let path, let inner):
            let elements = follow(path, subject).values.compactMap(subject(for:))
            return ([.int(Int64(elements.filter { matches(inner, $0) }.count))], false)
        case .subscripted(let path, let subscripts):
            return subscripted(path, subscripts, subject)
        }
    }

    /// The keys of the maps at a key path (`map.@allKeys`), as strings; the
    /// path may pass links, and to-many ones gather the keys of every map.
    func keys(_ path: [String], _ subject: Subject) -> [Value] {
        let steps = QueryValidator.steps(path)
        guard let last = steps.last else { return [] }
        let owners = steps.count == 1 ? [subject] : follow(Array(steps.dropLast()), subject).values.compactMap(subject(for:))
        var keys: [Value] = []
        for case let .row(t, r) in owners {
            guard let p = catalog.tables[t].propertyIndex[last],
                  case .map(let entries) = fullValue(table: t, row: r, property: p) else { continue }
            keys += entries.map { .string($0.key) }
        }
        return keys
    }

    /// Walks a key path from a subject; nil links end the walk.
    func follow(_ path: [String], _ subject: Subject) -> (values: [Value], many: Bool) {
        let cat = catalog
        let steps = QueryValidator.steps(path)
        if steps.isEmpty {
            switch subject {
            case .value(let v): return ([v], false)
            case .row(let t, let r): return ([.link(ObjectKey(type: cat.tables[t].name, id: id(table: t, row: r)))], false)
            }
        }
        var current: [Subject] = [subject]
        var many = false
        for (i, name) in steps.enumerated() {
            var next: [Value] = []
            for case let .row(t, r) in current {
                guard let p = cat.tables[t].propertyIndex[name] else { continue }
                if cat.tables[t].flags[p].isSingleStored {
                    next.append(value(table: t, row: r, property: p))
                } else {
                    many = true
                    next.append(contentsOf: Self.elements(of: fullValue(table: t, row: r, property: p)))
                }
            }
            if i == steps.count - 1 { return (next, many) }
            current = next.compactMap(subject(for:))
        }
        return ([], many)
    }

    /// The elements of a collection value (map: its values).
    static func elements(of v: Value) -> [Value] {
        switch v {
        case .list(let vs), .set(let vs): return vs
        case .map(let es): return es.map(\.value)
        default: return [v]
        }
    }

    func subject(for value: Value) -> Subject? {
        guard let k = value.linkKey, let t = catalog.tableIndex[k.type], let r = row(table: t, id: k.id) else { return nil }
        return .row(table: t, row: r)
    }

    /// The query with its constants read as the property's type, as the
    /// SDK reads a format argument (sdk-query, query-rules.md §5): an integer
    /// 0 or 1 compared with a bool property is false or true, and a double
    /// compared with a float property is the float it rounds to
    /// (`floatValue`), so `weight == %@` with 20.2 matches a stored 20.2 float,
    /// and a string compared with a decimal128 property is the decimal it
    /// spells, so `decimalCol < 'Inf'` compares with infinity.
    func typedConstants(_ query: Query, table t: Int) -> Query {
        switch query {
        case .truePredicate, .falsePredicate: return query
        case .and(let qs): return .and(qs.map { typedConstants($0, table: t) })
        case .or(let qs): return .or(qs.map { typedConstants($0, table: t) })
        case .not(let q): return .not(typedConstants(q, table: t))
        case .compare(var c):
            if case .subquery(let path, let inner) = c.lhs {
                guard let element = elementTable(path, table: t) else { return query }
                c.lhs = .subquery(path, typedConstants(inner, table: element))
                return .compare(c)
            }
            guard case .keyPath(let path) = c.lhs, case .constant(let v) = c.rhs,
                  let resolved = try? queryValidator.queryKeyPath(path, type: catalog.tables[t].name, element: nil)
            else { return query }
            let convert: (Value) -> Value
            switch resolved.property.type {
            case .bool: convert = { if case .int(let i) = $0 { return .bool(i == 1) } else { return $0 } }
            case .float: convert = Self.asFloat
            case .decimal128: convert = { Scalars.convert($0, to: .decimal128) ?? $0 }
            // A date argument becomes a Timestamp, as the dates it is compared with did.
            case .date: convert = Scalars.stored
            default: return query
            }
            if case .list(let vs) = v { c.rhs = .constant(.list(vs.map(convert))) } else { c.rhs = .constant(convert(v)) }
            return .compare(c)
        }
    }

    /// The table of the objects a subquery's collection key path reaches.
    private func elementTable(_ path: [String], table t: Int) -> Int? {
        guard let resolved = try? queryValidator.queryKeyPath(path, type: catalog.tables[t].name, element: nil),
              let target = resolved.property.type.objectType else { return nil }
        return catalog.tableIndex[target]
    }

    /// A double as the float the SDK makes of it for a float property.
    static func asFloat(_ v: Value) -> Value {
        if case .double(let d) = v, abs(d) <= Double(Float.greatestFiniteMagnitude) || d.isNaN { return .float(Float(d)) }
        return v
    }

    /// The shared validator over this storage's types. Key-path length is
    /// bounded by the query depth here, so it is not checked again. The
    /// query tree may carry ALL, which this store evaluates; the SDK's
    /// refusal of ALL belongs to its predicate strings, checked before the
    /// tree reaches an engine.
    var queryValidator: QueryValidator {
        let cat = catalog
        return QueryValidator(checksKeyPathLength: false, refusesAllModifier: false) { name in cat.tableIndex[name].map { cat.tables[$0].schema } }
    }

    /// Checks a query tree against the schema before it runs, so an unknown
    /// key path or a constant of the wrong type fails even on an empty collection.
    ///
    /// - Throws: `invalidQuery` naming the property and the object type.
    func validate(_ query: Query, table: Int?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        try queryValidator.validate(query, type: table.map { catalog.tables[$0].name }, element: element, depth: depth)
    }
}

extension Comparison {
    /// `name == map.@allKeys` as `map.@allKeys == name`, so that the
    /// quantifier counts the keys (sdk-query, query-rules.md §12: the
    /// operator is inverted when the collection operator is on the right).
    var keysOnLeft: Comparison {
        guard case .allKeys = rhs, !Self.isAllKeys(lhs), let op = op.mirrored else { return self }
        var c = self
        (c.lhs, c.rhs, c.op) = (rhs, lhs, op)
        return c
    }

    private static func isAllKeys(_ e: Expression) -> Bool { if case .allKeys = e { return true } else { return false } }
}
