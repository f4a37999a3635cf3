// The in-memory storage's own bookkeeping, checked by the tests after every
// commit and cancel: ids ascend, every column has a cell per row, slots
// match values, and the primary-key index matches the rows.

public import ObjectStore
internal import RealmSpecCore

extension MemoryStorage {
    public func checkInvariants() throws(InvariantViolation) {
        for t in tables.indices {
            try checkShape(t)
            try checkPrimaryKeys(t)
        }
    }

    private func checkShape(_ t: Int) throws(InvariantViolation) {
        let table = tables[t], info = catalog.tables[t]
        let n = table.ids.count
        guard table.alive.count == n, table.liveCount == table.alive.filter({ $0 }).count,
              zip(table.ids, table.ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw InvariantViolation(description: "\(info.name): row bookkeeping is inconsistent")
        }
        for p in info.flags.indices {
            let count = info.isCollection(p) ? table.collections[p].count : table.scalars[p].count
            if count != n { throw InvariantViolation(description: "\(info.name).\(info.property(p).name): \(count) cells for \(n) rows") }
            if info.isCollection(p) {
                for c in table.collections[p] where c.slots.count != c.values.count {
                    throw InvariantViolation(description: "\(info.name).\(info.property(p).name): slots and values differ")
                }
            }
        }
    }

    private func checkPrimaryKeys(_ t: Int) throws(InvariantViolation) {
        let table = tables[t], info = catalog.tables[t]
        guard let pk = info.primaryKey else { return }
        let live = table.primaryKeyIndex.rows.filter { $0 < table.alive.count && table.alive[$0] }.count
        guard live == table.liveCount else {
            throw InvariantViolation(description: "\(info.name): \(live) primary keys for \(table.liveCount) rows")
        }
        for row in table.alive.indices where table.alive[row] {
            if table.primaryKeyIndex.row(for: table.scalars[pk][row]) != row {
                throw InvariantViolation(description: "\(info.name)#\(table.ids[row]): primary-key index is stale")
            }
        }
    }
}
