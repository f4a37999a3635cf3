// Under an upsert with `.modified`, a list of embedded objects is updated
// index by index, as Realm assigns a list under a diffing policy: the
// embedded object at each index the new value also has is updated in place
// (so it stays valid and keeps its identity), further values are appended as
// new embedded objects, and the objects past the new value's end are removed,
// and so deleted. Under `.all` the list is replaced and every old embedded
// object deleted.
//
// Related documentation: crud-update#upsert-an-object, sdk-behaviour.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Updates the embedded objects of list property `p` of row `id` in
    /// place from `items`; false when an item in the range of the stored list
    /// is not a description of an object (a new object of the target type, a
    /// dictionary or an array), which the general path handles by replacing.
    func updateEmbeddedListInPlace(table t: Int, id: Int64, property p: Int, target tt: Int, items: [Value],
                                   ctx: inout GraphContext) throws(EngineError) -> Bool {
        guard let row = storage.row(table: t, id: id) else { return false }
        let current = storage.collection(table: t, row: row, property: p).values.compactMap(\.linkKey)
        let kept = min(items.count, current.count)
        guard items.prefix(kept).allSatisfy({ describesObject($0, of: catalog.tables[tt].name) }) else { return false }
        for (item, key) in zip(items, current) {
            try updateInPlace(key, table: tt, from: item, ctx: &ctx)
        }
        guard items.count != current.count else { return true }
        let prop = catalog.tables[t].property(p)
        let ref = RowRef(table: t, id: id)
        if items.count < current.count {
            try editList(ref, property: p, .remove(at: kept, count: current.count - kept))
            deleteEmbedded(current.dropFirst(kept).map(Value.link))
            return true
        }
        guard case .list(let added) = try storable(.list(Array(items.dropFirst(kept))), for: prop,
                                                   in: catalog.tables[t].name, ctx: &ctx) else { return true }
        try editList(ref, property: p, .insert(at: kept, values: added, slots: added.map { _ in makeSlot() }, keys: []))
        return true
    }

    /// Whether a value given for an embedded object describes one of `type`.
    private func describesObject(_ value: Value, of type: String) -> Bool {
        switch value {
        case .newObject(let object): return object.type == type
        case .map, .list: return true
        default: return false
        }
    }

    /// Writes the values `item` describes into the existing embedded object `key`.
    private func updateInPlace(_ key: ObjectKey, table tt: Int, from item: Value, ctx: inout GraphContext) throws(EngineError) {
        switch item {
        case .newObject(let object):
            ctx.record(object.localId, key)
            try update(table: tt, id: key.id, fields: object.fields, ctx: &ctx)
        case .map(let fields):
            try update(table: tt, id: key.id, fields: fields, ctx: &ctx)
        case .list(let values):
            try update(table: tt, id: key.id, fields: try positional(values, table: tt), ctx: &ctx)
        default:
            break
        }
    }

    private func editList(_ ref: RowRef, property p: Int, _ edit: CollectionEdit) throws(EngineError) {
        guard let row = storage.row(table: ref.table, id: ref.id) else { throw Rule.invalidated }
        touches.touch(ref, property: p)
        storage.edit(edit, table: ref.table, row: row, property: p)
    }
}
