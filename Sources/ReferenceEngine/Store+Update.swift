// Writing one property of a managed object: scalars, links, and whole
// collections (assigning a collection replaces the contents in order).
// Replacing an embedded object deletes the old one.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding,
// crud-update#overwrite-an-embedded-object.

import RealmRules
import RealmSpecCore

extension Store {
    /// Stores an already converted value (see `storable`) in a property.
    mutating func write(table t: Int, id: Int64, property p: Int, _ stored: Value, touch: Bool) throws(EngineError) {
        guard let row = tables[t].row(of: id) else { throw Rule.invalidated }
        let prop = tables[t].schema.properties[p]
        let ref = RowRef(table: t, id: id)
        if touch { self.touch(ref, property: p) }
        switch prop.collection {
        case .single:
            let old = tables[t].scalars[p][row]
            tables[t].scalars[p][row] = stored
            if old != stored { deleteEmbedded([old]) }
        case .list, .set, .map:
            let old = tables[t].collections[p][row]
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
            tables[t].collections[p][row] = fresh
            let kept = Set(fresh.values)
            deleteEmbedded(old.values.filter { !kept.contains($0) })
        }
    }

    /// Sets a property from a caller's value.
    ///
    /// - Throws: `readOnlyProperty` (linking objects), `primaryKeyChange`,
    ///   `typeMismatch`, `unknownProperty`.
    mutating func set(_ ref: RowRef, property name: String, to value: Value, ctx: inout GraphContext) throws(EngineError) {
        let p = try property(name, of: ref.table)
        let prop = tables[ref.table].schema.properties[p]
        let type = tables[ref.table].name
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: type) }
        let stored = try storable(value, for: prop, in: type, ctx: &ctx)
        guard let row = tables[ref.table].row(of: ref.id) else { throw Rule.invalidated }
        if prop.isPrimaryKey {
            if stored != self.value(table: ref.table, row: row, property: p) { throw Rule.primaryKeyChange(type, name) }
            return
        }
        try write(table: ref.table, id: ref.id, property: p, stored, touch: true)
    }
}
