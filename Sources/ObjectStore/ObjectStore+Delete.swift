// Deleting objects: one, a collection (snapshotted first), every object of a
// type, or everything. Deleted objects keep their id forever (ids are never
// reused); their keys answer `invalidated` from then on. Deleting an object
// deletes its embedded objects and removes every reference to it
// (ObjectStore+DeleteEffects.swift); ordinary links do not cascade.
//
// Related documentation: crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type,
// crud-delete#delete-all-objects-in-a-realm,
// crud-delete#delete-an-object-and-its-related-objects.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Deletes objects, their embedded children, and every reference to them.
    func deleteRows(_ refs: [RowRef]) {
        let mayHaveChildren = refs.contains { catalog.tables[$0.table].hasLinks }
        let doomed = mayHaveChildren ? Array(withEmbeddedChildren(refs)) : refs
        var rowsByTable: [Int: [Int]] = [:]
        var idsByTable: [Int: [Int64]] = [:]
        var seen = Set<RowRef>()
        for ref in doomed where seen.insert(ref).inserted {
            guard let row = storage.row(table: ref.table, id: ref.id) else { continue }
            rowsByTable[ref.table, default: []].append(row)
            idsByTable[ref.table, default: []].append(ref.id)
        }
        for (t, rows) in rowsByTable.sorted(by: { $0.key < $1.key }) { storage.deleteRows(table: t, rows: rows) }
        if !idsByTable.isEmpty { removeReferences(to: idsByTable) }
    }

    /// Deletes rows of one table (a query's matches): no search by id unless
    /// a row may have embedded children.
    func deleteRows(table t: Int, rows: [Int]) {
        if catalog.tables[t].hasLinks {
            let reading = storage
            deleteRows(rows.map { RowRef(table: t, id: reading.id(table: t, row: $0)) })
            return
        }
        guard catalog.mayBeReferenced[t] else {
            storage.deleteRows(table: t, rows: rows)
            return
        }
        let reading = storage
        let ids = rows.map { reading.id(table: t, row: $0) }
        storage.deleteRows(table: t, rows: rows)
        if !ids.isEmpty { removeReferences(to: [t: ids]) }
    }
}
