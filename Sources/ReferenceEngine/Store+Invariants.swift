// Executable invariants, checked by the tests after every commit and cancel:
// links point at live rows, each embedded row has exactly one parent, the
// primary-key index matches the rows, list entries are live.

import RealmRules
import RealmSpecCore

/// A broken invariant, described.
public struct InvariantViolation: Error, CustomStringConvertible {
    public var description: String
}

extension ReferenceEngine {
    /// Checks the stored data: links point at live rows, each embedded object
    /// has exactly one parent, the primary-key index matches the rows, list
    /// entries are live.
    ///
    /// - Throws: `InvariantViolation` describing the first broken invariant.
    public func checkInvariants() throws(InvariantViolation) {
        try store.checkInvariants()
    }
}

extension Store {
    /// - Throws: `InvariantViolation` describing the first broken invariant.
    func checkInvariants() throws(InvariantViolation) {
        var parents: [RowRef: Int] = [:]
        for t in tables.indices {
            try checkShape(t)
            try checkPrimaryKeys(t)
            for row in tables[t].alive.indices where tables[t].alive[row] {
                for (p, prop) in tables[t].schema.properties.enumerated() where !prop.isLinkingObjects {
                    let values = prop.collection == .single ? [tables[t].scalars[p][row]] : tables[t].collections[p][row].values
                    for v in values { try checkLink(v, from: t, row: row, prop, parents: &parents) }
                }
            }
        }
        for t in tables.indices where tables[t].schema.isEmbedded {
            for row in tables[t].alive.indices where tables[t].alive[row] {
                let n = parents[RowRef(table: t, id: tables[t].ids[row]), default: 0]
                if n != 1 { throw InvariantViolation(description: "\(tables[t].name)#\(tables[t].ids[row]) has \(n) parents") }
            }
        }
    }

    private func checkShape(_ t: Int) throws(InvariantViolation) {
        let table = tables[t]
        let n = table.ids.count
        guard table.alive.count == n, table.liveCount == table.alive.filter({ $0 }).count,
              zip(table.ids, table.ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw InvariantViolation(description: "\(table.name): row bookkeeping is inconsistent")
        }
        for p in table.schema.properties.indices {
            let count = table.isCollection(p) ? table.collections[p].count : table.scalars[p].count
            if count != n { throw InvariantViolation(description: "\(table.name).\(table.schema.properties[p].name): \(count) cells for \(n) rows") }
            if table.isCollection(p) {
                for c in table.collections[p] where c.slots.count != c.values.count {
                    throw InvariantViolation(description: "\(table.name).\(table.schema.properties[p].name): slots and values differ")
                }
            }
        }
    }

    private func checkPrimaryKeys(_ t: Int) throws(InvariantViolation) {
        let table = tables[t]
        guard let pk = table.primaryKey else { return }
        let live = table.primaryKeyIndex.rows.filter { $0 < table.alive.count && table.alive[$0] }.count
        guard live == table.liveCount else {
            throw InvariantViolation(description: "\(table.name): \(live) primary keys for \(table.liveCount) rows")
        }
        for row in table.alive.indices where table.alive[row] {
            if table.primaryKeyIndex.row(for: table.scalars[pk][row]) != row {
                throw InvariantViolation(description: "\(table.name)#\(table.ids[row]): primary-key index is stale")
            }
        }
    }

    private func checkLink(_ v: Value, from t: Int, row: Int, _ prop: PropertySchema,
                           parents: inout [RowRef: Int]) throws(InvariantViolation) {
        guard let k = v.linkKey else { return }
        let owner = "\(tables[t].name)#\(tables[t].ids[row]).\(prop.name)"
        guard let tt = tableIndex[k.type], tables[tt].row(of: k.id) != nil else {
            throw InvariantViolation(description: "\(owner) links to \(k), which is not live")
        }
        if k.version != nil { throw InvariantViolation(description: "\(owner) stores a frozen key") }
        if tables[tt].schema.isEmbedded { parents[RowRef(table: tt, id: k.id), default: 0] += 1 }
    }
}
