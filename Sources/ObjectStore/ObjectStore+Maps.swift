// Map<String, V>: set or add an entry, remove a key (absent: no-op), read a
// key, list the keys, remove all. Keys must not start with `$` or contain
// `.`. Assigning nil keeps the key with a nil value when values are optional
// (as the Delete page says) and removes the key otherwise.
//
// Related documentation: crud-update#update-a-map-dictionary,
// crud-delete#delete-map-keys-values.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    func mapSet(_ ref: CollectionRef, key: String, value: Value) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "setValue(forKey:)")
        try Scalars.checkMapKey(key)
        if value.isNull && !(target.schema.isOptional || target.schema.type.alwaysNullable) {
            return try mapRemove(ref, key: key)
        }
        var ctx = GraphContext(policy: .error, values: [value])
        ctx.embeddedPath = .map
        let new = try mapValue(value, for: target.schema, in: target.typeName, ctx: &ctx)
        let (at, existing) = try position(of: key, target)
        if let (slot, old) = existing {
            touches.replaced(slot)
            try apply(.replace(at: at, value: new), to: target)
            if old != new { deleteEmbedded([old]) }
        } else {
            try apply(.insert(at: at, values: [new], slots: [makeSlot()], keys: [key]), to: target)
        }
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes one key, or every key when `key` is nil.
    func mapRemove(_ ref: CollectionRef, key: String?) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "removeObject(for:)")
        guard let key else {
            let removed = try contents(target).values
            try apply(.replaceAll(CollectionStore()), to: target)
            deleteEmbedded(removed)
            return .none
        }
        let (at, existing) = try position(of: key, target)
        guard let (_, old) = existing else {
            touches.touch(target.ref, property: target.property)
            return .none
        }
        try apply(.remove(at: at, count: 1), to: target)
        deleteEmbedded([old])
        return .none
    }

    /// Where `key` is or would go, and its slot and value when present.
    private func position(of key: String, _ target: CollectionTarget) throws(EngineError) -> (Int, (Int64, Value)?) {
        let c = try contents(target)
        let at = Self.insertionPoint(c.keys, key)
        guard at < c.keys.count, c.keys[at] == key else { return (at, nil) }
        return (at, (c.slots[at], c.values[at]))
    }

    func mapGet(_ ref: CollectionRef, key: String) throws(EngineError) -> EngineReply {
        let (c, version) = try mapContents(ref)
        let at = Self.insertionPoint(c.keys, key)
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
        let s = try reading(version: ref.frozenVersion)
        let (row, r, p) = try s.collectionProperty(owner: owner, name: name)
        guard catalog.tables[row.table].flags[p].collection == .map else {
            throw Rule.notACollection(name, type: owner.type, "map")
        }
        return (s.collection(table: row.table, row: r, property: p), ref.frozenVersion)
    }

    /// Where `key` is or would go in the sorted keys.
    static func insertionPoint(_ keys: [String], _ key: String) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
