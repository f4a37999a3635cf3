// Map<String, V>: set or add an entry, remove a key (absent: no-op), read a
// key, list the keys, remove all. Keys must not start with `$` or contain
// `.`. Assigning nil keeps the key with a nil value when values are optional
// (as the Delete page says) and removes the key otherwise.
//
// Related documentation: crud-update#update-a-map-dictionary,
// crud-delete#delete-map-keys-values.

import RealmRules
import RealmSpecCore

extension ReferenceEngine {
    func mapSet(_ ref: CollectionRef, key: String, value: Value) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "setValue(forKey:)")
        try Scalars.checkMapKey(key)
        if value.isNull && !(target.schema.isOptional || target.schema.type.alwaysNullable) {
            return try mapRemove(ref, key: key)
        }
        var ctx = GraphContext(policy: .error, values: [value])
        let new = try store.mapValue(value, for: target.schema, in: target.typeName, ctx: &ctx)
        let old: Value? = try withCollection(target) { c, s in
            let at = insertionPoint(c.keys, key)
            if at < c.keys.count && c.keys[at] == key {
                s.touches.slots.insert(c.slots[at])
                defer { c.values[at] = new }
                return c.values[at]
            }
            c.keys.insert(key, at: at)
            c.values.insert(new, at: at)
            c.slots.insert(s.makeSlot(), at: at)
            return nil
        }
        if let old, old != new { store.deleteEmbedded([old]) }
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes one key, or every key when `key` is nil.
    func mapRemove(_ ref: CollectionRef, key: String?) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "removeObject(for:)")
        let removed: [Value] = try withCollection(target) { c, _ in
            guard let key else { defer { c = CollectionStore() }; return c.values }
            let at = insertionPoint(c.keys, key)
            guard at < c.keys.count, c.keys[at] == key else { return [] }
            c.keys.remove(at: at)
            c.slots.remove(at: at)
            return [c.values.remove(at: at)]
        }
        store.deleteEmbedded(removed)
        return .none
    }

    func mapGet(_ ref: CollectionRef, key: String) throws(EngineError) -> EngineReply {
        let (c, version) = try mapContents(ref)
        let at = insertionPoint(c.keys, key)
        guard at < c.keys.count, c.keys[at] == key else { return .optional(nil) }
        return .optional(c.values[at].stamped(version))
    }

    func mapKeys(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        .values(try mapContents(ref).contents.keys.map(Value.string))
    }

    private func mapContents(_ ref: CollectionRef) throws(EngineError) -> (contents: CollectionStore, version: Int64?) {
        guard case let .property(owner, name) = ref.base else {
            throw Rule.notAMap
        }
        let s = try storeFor(version: ref.frozenVersion)
        let (row, r, p) = try s.collectionProperty(owner: owner, name: name)
        guard s.tables[row.table].schema.properties[p].collection == .map else {
            throw Rule.notACollection(name, type: owner.type, "map")
        }
        return (s.tables[row.table].collections[p][r], ref.frozenVersion)
    }

    /// Where `key` is or would go in the sorted keys.
    private func insertionPoint(_ keys: [String], _ key: String) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
