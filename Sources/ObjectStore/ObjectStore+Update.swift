// Writing one property of a managed object: scalars, links, and whole
// collections (assigning a collection replaces the contents in order).
// Replacing an embedded object deletes the old one.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding,
// crud-update#overwrite-an-embedded-object.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Stores an already converted value (see `storable`) in a property.
    func write(table t: Int, id: Int64, property p: Int, _ stored: Value, touch: Bool) throws(EngineError) {
        guard let row = storage.row(table: t, id: id) else { throw Rule.invalidated }
        if touch { touches.touch(RowRef(table: t, id: id), property: p) }
        switch catalog.tables[t].flags[p].collection {
        case .single:
            let old = storage.value(table: t, row: row, property: p)
            storage.setValue(stored, table: t, row: row, property: p)
            if old != stored { deleteEmbedded([old]) }
        case .list, .set, .map:
            let old = storage.collection(table: t, row: row, property: p).values
            var fresh = CollectionStore()
            switch stored {
            case .list(let vs), .set(let vs):
                fresh.values = vs
            case .map(let es):
                fresh.keys = es.map(\.key)
                fresh.values = es.map(\.value)
            default:
                break
            }
            fresh.slots = fresh.values.map { _ in makeSlot() }
            storage.edit(.replaceAll(fresh), table: t, row: row, property: p)
            let kept = Set(fresh.values)
            deleteEmbedded(old.filter { !kept.contains($0) })
        }
    }

    /// Sets a property from a caller's value.
    ///
    /// - Throws: `readOnlyProperty` (linking objects), `primaryKeyChange`,
    ///   `typeMismatch`, `unknownProperty`.
    func set(_ ref: RowRef, property name: String, to value: Value, ctx: inout GraphContext) throws(EngineError) {
        let p = try storage.property(name, of: ref.table)
        let prop = catalog.tables[ref.table].property(p)
        let type = catalog.tables[ref.table].name
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: type) }
        // A managed object's primary key is refused whatever the value, the one it holds included,
        // before the value is checked: realm-swift's RLMAccessor.mm `willChange` (and `RLMMakeSetter`)
        // throws for any primary-key property (ModernObjectTests.testCannotUpdatePrimaryKey sets it
        // to the value it holds).
        if prop.isPrimaryKey { throw Rule.primaryKeyChange(type, name) }
        let stored = try storable(value, for: prop, in: type, ctx: &ctx)
        guard storage.row(table: ref.table, id: ref.id) != nil else { throw Rule.invalidated }
        try write(table: ref.table, id: ref.id, property: p, stored, touch: true)
    }
}
