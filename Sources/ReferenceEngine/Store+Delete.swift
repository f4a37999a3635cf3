// Deleting objects: one, a collection (snapshotted first), every object of a
// type, or everything. Deleted rows keep their id forever (ids are never
// reused); their keys answer `invalidated` from then on.
//
// Related documentation: crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type,
// crud-delete#delete-all-objects-in-a-realm,
// crud-delete#delete-an-object-and-its-related-objects.

import RealmRules
import RealmSpecCore

extension Store {
    /// Deletes rows, their embedded children, and every reference to them.
    /// Ordinary links do not cascade.
    mutating func deleteRows(_ refs: [RowRef]) {
        let mayHaveChildren = refs.contains { tables[$0.table].hasLinks }
        let doomed = mayHaveChildren ? Array(withEmbeddedChildren(refs)) : refs
        var byTable: [Int: [Int64]] = [:]
        for ref in doomed {
            guard let row = tables[ref.table].row(of: ref.id) else { continue }
            tables[ref.table].alive[row] = false
            tables[ref.table].liveCount -= 1
            byTable[ref.table, default: []].append(ref.id)
        }
        if !byTable.isEmpty { removeReferences(to: byTable) }
    }

    /// Deletes rows of one table given by row index (a query's matches):
    /// no search by id unless a row may have embedded children.
    mutating func deleteRows(table t: Int, rows: [Int]) {
        if tables[t].hasLinks {
            deleteRows(rows.map { RowRef(table: t, id: tables[t].ids[$0]) })
            return
        }
        var ids: [Int64] = []
        ids.reserveCapacity(rows.count)
        for r in rows where tables[t].alive[r] {
            tables[t].alive[r] = false
            ids.append(tables[t].ids[r])
        }
        tables[t].liveCount -= ids.count
        if !ids.isEmpty { removeReferences(to: [t: ids]) }
    }

    /// Deletes every object of every type.
    mutating func deleteAll() {
        for t in tables.indices {
            let schema = tables[t].schema
            tables[t] = Table(schema: schema)
        }
    }

    /// Drops tombstones once they outnumber live rows.
    mutating func compact() {
        for t in tables.indices {
            let dead = tables[t].ids.count - tables[t].liveCount
            guard dead > 256, dead > tables[t].liveCount else { continue }
            let keep = tables[t].liveRows
            if let pk = tables[t].primaryKey {
                var index = PrimaryKeyIndex()
                for (r, old) in keep.enumerated() { index.set(tables[t].scalars[pk][old], row: r) }
                tables[t].primaryKeyIndex = index
            }
            tables[t].ids = keep.map { tables[t].ids[$0] }
            tables[t].alive = Array(repeating: true, count: keep.count)
            for p in tables[t].scalars.indices where !tables[t].scalars[p].isEmpty {
                tables[t].scalars[p] = tables[t].scalars[p].keeping(keep)
            }
            for p in tables[t].collections.indices where !tables[t].collections[p].isEmpty {
                tables[t].collections[p] = keep.map { tables[t].collections[p][$0] }
            }
        }
    }
}
