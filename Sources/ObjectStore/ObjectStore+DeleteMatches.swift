// Deleting every object of a type, or the matches of a query over a type,
// in one storage step: the storage deletes the rows its query selects and
// answers their ids (`Storage.deleteRows(table:matching:)`, a DELETE …
// RETURNING in SQL), instead of the object store reading the ids first and
// deleting them by id. Types whose objects may have embedded children go the
// long way (their children are found row by row); references to the deleted
// objects are removed as for any delete (ObjectStore+DeleteEffects.swift).
//
// Related documentation: crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type.

internal import RealmSpecCore

extension ObjectStore {
    /// Deletes `collection` through the storage's delete-by-query hook when
    /// it is a type's objects or a query over them and the storage can
    /// answer the query: true when done, false (nothing deleted) otherwise.
    ///
    /// - Throws: the query's validation errors, as reading the collection would.
    func deleteMatches(_ collection: CollectionRef) throws(EngineError) -> Bool {
        let type: String
        let query: Query?
        switch collection {
        case .objects(let name): (type, query) = (name, nil)
        case .filtered(.objects(let name), let q): (type, query) = (name, q)
        default: return false
        }
        guard let t = catalog.tableIndex[type], !catalog.tables[t].hasLinks else { return false }
        var typed: Query?
        if let query {
            try storage.validate(query, table: t, element: nil)
            typed = storage.typedConstants(query, table: t)
        }
        let referenced = catalog.mayBeReferenced[t]
        // Unless references must go too, the DELETE is the call's last write.
        if !referenced { storage.beginFinalWrite() }
        guard let ids = storage.deleteRows(table: t, matching: typed) else { return false }
        if referenced && !ids.isEmpty { removeReferences(to: [t: ids]) }
        return true
    }
}
