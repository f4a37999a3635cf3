// The in-memory storage's answer to a query over a whole table, when every
// comparison in it reads one stored column against a constant: the columns
// are scanned in one tight loop each (integer comparisons without building
// values). Comparing is RealmRules' `Compare`, as in the object store's own
// evaluator; anything else (links, collections, quantifiers, aggregates) is
// left to the object store.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import ObjectStore
internal import RealmRules
public import RealmSpecCore

extension MemoryStorage {
    public func filter(table t: Int, query: Query) -> [Int]? {
        if let rows = integerScan(query, table: t) { return rows }
        guard let test = compile(query, table: t) else { return nil }
        let alive = tables[t].alive
        var rows: [Int] = []
        for r in alive.indices where alive[r] && test(r) { rows.append(r) }
        return rows
    }

    public func explain(table t: Int, query: Query) -> String? {
        compile(query, table: t) == nil ? nil : "column scan"
    }

    /// A row predicate over stored columns, or nil when part of the query
    /// reads anything else.
    private func compile(_ query: Query, table t: Int) -> ((Int) -> Bool)? {
        switch query {
        case .truePredicate: return { _ in true }
        case .falsePredicate: return { _ in false }
        case .and(let qs):
            var parts: [(Int) -> Bool] = []
            for q in qs { guard let part = compile(q, table: t) else { return nil }; parts.append(part) }
            return { r in parts.allSatisfy { $0(r) } }
        case .or(let qs):
            var parts: [(Int) -> Bool] = []
            for q in qs { guard let part = compile(q, table: t) else { return nil }; parts.append(part) }
            return { r in parts.contains { $0(r) } }
        case .not(let q):
            guard let part = compile(q, table: t) else { return nil }
            return { !part($0) }
        case .compare(let c):
            guard let (p, k) = storedColumn(c, table: t) else { return nil }
            let cells = tables[t].scalars[p].cells
            let (op, ci, di) = (c.op, c.caseInsensitive, c.diacriticInsensitive)
            return { Compare.test(cells[$0], op, k, caseInsensitive: ci, diacriticInsensitive: di) }
        }
    }

    /// The column and constant of `property <op> constant` when the property
    /// is one value stored in the row.
    private func storedColumn(_ c: Comparison, table t: Int) -> (property: Int, constant: Value)? {
        guard c.quantifier == nil, case .keyPath(let path) = c.lhs, path.count == 1, case .constant(let k) = c.rhs,
              let p = catalog.tables[t].propertyIndex[path[0]], catalog.tables[t].flags[p].isSingleStored else { return nil }
        return (p, k)
    }

    /// `property <op> integer` as one tight loop; nil for another shape.
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
}
