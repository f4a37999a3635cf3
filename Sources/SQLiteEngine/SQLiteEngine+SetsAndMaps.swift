// MutableSet: insert (duplicates ignored), remove, intersect, remove all.
// Map<String, V>: set or add an entry, remove a key (absent: no-op), read a
// key, list the keys, remove all. Map keys must not start with `$` or
// contain `.`; assigning nil keeps the key with a nil value when values are
// optional and removes the key otherwise.
//
// Related documentation: crud-update#update-a-mutableset-property,
// crud-delete#delete-mutableset-elements, crud-update#update-a-map-dictionary,
// crud-delete#delete-map-keys-values.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    func setInsert(_ ref: CollectionRef, _ values: [Value]) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: "insert")
        var ctx = GraphContext(policy: .error, values: values)
        let new = try elements(values, for: target, ctx: &ctx)
        var contents = try readContents(target.owner, target.prop)
        for v in new where !contents.values.contains(v) { contents.values.append(v) }
        try writeContents(target.owner, target.prop, contents)
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes the given values (`keep` false), keeps only them (`keep` true),
    /// or removes everything (`values` nil).
    func setRemove(_ ref: CollectionRef, _ values: [Value]?, keep: Bool) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: keep ? "formIntersection" : "remove")
        var contents = try readContents(target.owner, target.prop)
        if let values {
            let given = Set(values.map { Scalars.convert($0, to: target.prop.type) ?? $0.live })
            contents.values.removeAll { given.contains($0) != keep }
        } else {
            contents.values = []
        }
        try writeContents(target.owner, target.prop, contents)
        return .none
    }

    func mapSet(_ ref: CollectionRef, key: String, value: Value) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "setValue(forKey:)")
        try Scalars.checkMapKey(key)
        if value.isNull && !(target.prop.isOptional || target.prop.type.alwaysNullable) {
            return try mapRemove(ref, key: key)
        }
        var ctx = GraphContext(policy: .error, values: [value])
        let new = try element(value, for: target.prop, in: target.owner.type,
                              nullable: target.prop.isOptional || target.prop.type.alwaysNullable, ctx: &ctx)
        var contents = try readContents(target.owner, target.prop)
        var old: Value?
        if let at = contents.keys.firstIndex(of: key) {
            old = contents.values[at]
            contents.values[at] = new
        } else {
            let at = contents.keys.firstIndex { $0 > key } ?? contents.keys.count
            contents.keys.insert(key, at: at)
            contents.values.insert(new, at: at)
        }
        try writeContents(target.owner, target.prop, contents)
        if let old, old != new { try deleteEmbedded([old]) }
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes one key, or every key when `key` is nil.
    func mapRemove(_ ref: CollectionRef, key: String?) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .map, operation: "removeObject(for:)")
        var contents = try readContents(target.owner, target.prop)
        var removed: [Value] = []
        if let key {
            guard let at = contents.keys.firstIndex(of: key) else { return .none }
            contents.keys.remove(at: at)
            removed.append(contents.values.remove(at: at))
        } else {
            removed = contents.values
            contents = Contents()
        }
        try writeContents(target.owner, target.prop, contents)
        try deleteEmbedded(removed)
        return .none
    }

    func mapGet(_ ref: CollectionRef, key: String) throws(EngineError) -> EngineReply {
        let contents = try mapContents(ref)
        guard let at = contents.keys.firstIndex(of: key) else { return .optional(nil) }
        return .optional(contents.values[at])
    }

    func mapKeys(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        .values(try mapContents(ref).keys.map(Value.string))
    }

    private func mapContents(_ ref: CollectionRef) throws(EngineError) -> Contents {
        guard case let .property(owner, name) = ref.base else {
            throw Rule.notAMap
        }
        let (_, prop) = try collectionProperty(owner: owner, name: name)
        guard prop.collection == .map else { throw Rule.notACollection(name, type: owner.type, "map") }
        return try readContents(owner, prop)
    }
}
