// Evaluating query trees: comparisons, AND/OR/NOT, TRUEPREDICATE and
// FALSEPREDICATE, key paths through to-one links, ANY/ALL/NONE over to-many
// key paths, @count and @sum/@min/@max/@avg.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

import RealmRules
import RealmSpecCore

/// What a query is evaluated on: an object row, or one primitive value (SELF).
enum Subject {
    case row(table: Int, row: Int)
    case value(Value)
}

extension Store {
    /// The elements of `items` that match `query`, in order.
    ///
    /// - Throws: `invalidQuery` for unknown key paths and incompatible constants.
    func filter(_ items: Items, _ query: Query) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            try validate(query, table: t, element: nil)
            return .objects(table: t, rows: rows.filter(compile(query, table: t)))
        case .values(let vs, let element):
            try validate(query, table: nil, element: element)
            return .values(vs.filter { matches(query, .value($0)) }, element: element)
        }
    }

    /// The live objects of a type that match `query`, tested in one pass
    /// over the table (no list of every live row is built first).
    func filterAll(type: String, _ query: Query) throws(EngineError) -> Items {
        let t = try table(named: type, operation: "objects")
        try validate(query, table: t, element: nil)
        if let rows = integerScan(query, table: t) { return .objects(table: t, rows: rows) }
        let test = compile(query, table: t)
        let alive = tables[t].alive
        var rows: [Int] = []
        for r in alive.indices where alive[r] && test(r) { rows.append(r) }
        return .objects(table: t, rows: rows)
    }

    /// `property <op> integer` over a whole table as one tight loop; nil when
    /// the query has another shape.
    private func integerScan(_ query: Query, table t: Int) -> [Int]? {
        guard case .compare(let c) = query, let (p, k) = storedColumn(c, table: t), case .int(let y) = k else { return nil }
        let cells = tables[t].scalars[p].cells, alive = tables[t].alive
        let other = { (r: Int) in Compare.test(cells[r], c.op, k, caseInsensitive: false, diacriticInsensitive: false) }
        switch c.op {
        case .equal: return Self.scan(cells, alive, other) { $0 == y }
        case .notEqual: return Self.scan(cells, alive, other) { $0 != y }
        case .less: return Self.scan(cells, alive, other) { $0 < y }
        case .lessOrEqual: return Self.scan(cells, alive, other) { $0 <= y }
        case .greater: return Self.scan(cells, alive, other) { $0 > y }
        case .greaterOrEqual: return Self.scan(cells, alive, other) { $0 >= y }
        default: return nil
        }
    }

    /// The column and constant of `property <op> constant` when the property
    /// is one value stored in this table's row (not a collection, and not
    /// linking objects, which are computed from other rows), so that the
    /// comparison can read the column directly.
    private func storedColumn(_ c: Comparison, table t: Int) -> (property: Int, constant: Value)? {
        guard c.quantifier == nil, case .keyPath(let path) = c.lhs, path.count == 1, case .constant(let k) = c.rhs,
              let p = tables[t].propertyIndex[path[0]] else { return nil }
        let flags = tables[t].flags[p]
        guard flags.collection == .single, !flags.isLinkingObjects else { return nil }
        return (p, k)
    }

    @inline(__always)
    private static func scan(_ cells: [Cell], _ alive: [Bool], _ other: (Int) -> Bool,
                             _ test: (Int64) -> Bool) -> [Int] {
        var rows: [Int] = []
        cells.withUnsafeBufferPointer { cellBuffer in
            alive.withUnsafeBufferPointer { aliveBuffer in
                for r in 0..<min(cellBuffer.count, aliveBuffer.count) where aliveBuffer[r] {
                    if case .int(let x) = cellBuffer[r] {
                        if test(x) { rows.append(r) }
                    } else if other(r) {
                        rows.append(r)
                    }
                }
            }
        }
        return rows
    }

    /// A row predicate; comparisons of one stored value with a constant read
    /// the column directly, everything else goes through `matches`.
    func compile(_ query: Query, table t: Int) -> (Int) -> Bool {
        switch query {
        case .and(let qs):
            let parts = qs.map { compile($0, table: t) }
            return { r in parts.allSatisfy { $0(r) } }
        case .or(let qs):
            let parts = qs.map { compile($0, table: t) }
            return { r in parts.contains { $0(r) } }
        case .not(let q):
            let part = compile(q, table: t)
            return { !part($0) }
        case .compare(let c):
            if let (p, k) = storedColumn(c, table: t) {
                let cells = tables[t].scalars[p].cells
                let (op, ci, di) = (c.op, c.caseInsensitive, c.diacriticInsensitive)
                return { Compare.test(cells[$0], op, k, caseInsensitive: ci, diacriticInsensitive: di) }
            }
        default:
            break
        }
        return { self.matches(query, .row(table: t, row: $0)) }
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
        }
    }

    /// Walks a key path from a subject; nil links end the walk.
    func follow(_ path: [String], _ subject: Subject) -> (values: [Value], many: Bool) {
        let steps = QueryValidator.steps(path)
        if steps.isEmpty {
            switch subject {
            case .value(let v): return ([v], false)
            case .row(let t, let r): return ([.link(ObjectKey(type: tables[t].name, id: tables[t].ids[r]))], false)
            }
        }
        var current: [Subject] = [subject]
        var many = false
        for (i, name) in steps.enumerated() {
            var next: [Value] = []
            for case let .row(t, r) in current {
                guard let p = tables[t].propertyIndex[name] else { continue }
                let prop = tables[t].schema.properties[p]
                if prop.collection == .single && !prop.isLinkingObjects {
                    next.append(tables[t].scalars[p][r])
                } else {
                    many = true
                    next.append(contentsOf: collectionValues(value(table: t, row: r, property: p)))
                }
            }
            if i == steps.count - 1 { return (next, many) }
            current = next.compactMap(subject(for:))
        }
        return ([], many)
    }

    private func collectionValues(_ v: Value) -> [Value] {
        switch v {
        case .list(let vs), .set(let vs): return vs
        case .map(let es): return es.map(\.value)
        default: return [v]
        }
    }

    private func subject(for value: Value) -> Subject? {
        guard let k = value.linkKey, let t = tableIndex[k.type], let r = tables[t].row(of: k.id) else { return nil }
        return .row(table: t, row: r)
    }
}
