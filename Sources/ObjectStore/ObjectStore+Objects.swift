// The object calls: add, create, get, set, key-value coding over a
// collection, primary-key lookup, validity, and the delete calls.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding,
// crud-update#upsert-an-object, crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type,
// crud-delete#delete-all-objects-in-a-realm; sdk-behaviour (create copies,
// an embedded object assigned again where it is held).

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    func add(_ value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite(.realm)
        switch value {
        case .newObject(let object):
            let t = try storage.table(named: object.type, operation: "add")
            if policy != .error && catalog.tables[t].primaryKey == nil && !catalog.tables[t].isEmbedded {
                throw Rule.noPrimaryKey(object.type)
            }
            var ctx = GraphContext(policy: policy, root: value)
            let key = try add(object, isRoot: true, ctx: &ctx)
            return .added(root: key, keys: ctx.made)
        case .link(let key):
            if key.isFrozen { throw Rule.frozenLink }
            try checkIssued(key)
            guard catalog.tableIndex[key.type] != nil, storage.rowRef(key.live) != nil else { throw Rule.addInvalidated }
            return .added(root: key, keys: [])
        default:
            throw Rule.notAnObject(value)
        }
    }

    func create(type: String, value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite(.realm)
        // The common case first: a row of plain scalars given in full.
        if case .list(let values) = value, let t = catalog.tableIndex[type] {
            let info = catalog.tables[t]
            if !info.isEmbedded, policy == .error || info.primaryKey != nil,
               let key = try insertPlain(table: t, values, policy: policy, final: true) {
                return .added(root: key, keys: [])
            }
        }
        var ctx = GraphContext(policy: policy, root: value)
        ctx.copies = true
        let key = try create(type: type, value: value, ctx: &ctx)
        // create copies: the unmanaged objects it was given stay unmanaged (sdk-behaviour).
        return .added(root: key, keys: [])
    }

    func isValid(_ key: ObjectKey) -> Bool {
        guard let s = try? reading(version: key.version) else { return false }
        return s.rowRef(key.live) != nil
    }

    func get(_ key: ObjectKey, property name: String) throws(EngineError) -> EngineReply {
        let s = try reading(version: key.version)
        guard catalog.tableIndex[key.type] != nil else { throw Rule.unknownType(key.type, "get") }
        guard let (ref, row) = s.rowRef(key.live) else { throw Rule.invalidated }
        let p = try s.property(name, of: ref.table)
        return .value(s.fullValue(table: ref.table, row: row, property: p).stamped(key.version))
    }

    func set(_ key: ObjectKey, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(key, Rule.frozenObject)
        try checkInWrite(.object)
        let (ref, row) = try checkValid(key)
        if try holdsAlready(ref, row: row, property: name, value) { return .added(root: nil, keys: []) }
        var ctx = GraphContext(policy: .error, values: [value])
        ctx.embeddedPath = .property
        try set(ref, property: name, to: value, ctx: &ctx)
        return .added(root: nil, keys: ctx.made)
    }

    /// Whether `value` is the embedded object the property already holds:
    /// assigning it again changes nothing (sdk-behaviour).
    private func holdsAlready(_ ref: RowRef, row: Int, property name: String, _ value: Value) throws(EngineError) -> Bool {
        guard case .link(let k) = value, isEmbedded(k.type) else { return false }
        let p = try storage.property(name, of: ref.table)
        guard catalog.tables[ref.table].flags[p].isSingleStored else { return false }
        return storage.value(table: ref.table, row: row, property: p).linkKey == k.live
    }

    func setForAll(_ collection: CollectionRef, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection)
        try checkInWrite(.collection(collectionKind(collection)))
        let refs = storage.objectRefs(try storage.items(collection))
        var ctx = GraphContext(policy: .error, values: [value])
        for ref in refs { try set(ref, property: name, to: value, ctx: &ctx) }
        return .added(root: nil, keys: ctx.made)
    }

    func object(type: String, primaryKey: Value) throws(EngineError) -> EngineReply {
        let t = try storage.table(named: type, operation: "object(forPrimaryKey:)")
        guard let pk = catalog.tables[t].primaryKey else { throw Rule.noPrimaryKeyDefined(type) }
        var lookup = primaryKey
        if catalog.tables[t].flags[pk].plain?.accepts(primaryKey) != true {
            let prop = catalog.tables[t].property(pk)
            // The key is checked as a value of the property (RLMGetObject's RLMValidateValueForProperty):
            // null for a required key is refused, as NSNull, which Swift's nil becomes on the way.
            guard let converted = primaryKey.isNull ? (prop.isOptional ? Value.null : nil) : Scalars.convert(primaryKey, to: prop.type) else {
                throw Rule.badPrimaryKeyValue(primaryKey, type: type, prop)
            }
            lookup = converted
        }
        return .key(storage.row(table: t, primaryKey: lookup).map { ObjectKey(type: type, id: storage.id(table: t, row: $0)) })
    }

    func delete(_ keys: [ObjectKey]) throws(EngineError) -> EngineReply {
        // The SDK checks that each object is the realm's before the write.
        for key in keys {
            try checkNotFrozen(key, Rule.frozenRealmObjects)
            try checkIssued(key, deleting: true)
        }
        try checkInWrite(.realm)
        var refs: [RowRef] = []
        for key in keys { refs.append(try checkValid(key).ref) }
        deleteRows(refs)
        return .none
    }

    func deleteCollection(_ collection: CollectionRef) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection)
        try checkInWrite(.collection(collectionKind(collection)))
        if try deleteMatches(collection) { return .none }
        let items = try storage.items(collection)
        if case .objects(let t, let rows) = items {
            deleteRows(table: t, rows: rows)
        } else {
            deleteRows(storage.objectRefs(items))
        }
        // Deleting through a map itself (`realm.delete(map)`, `deleteObjects:`
        // with an RLMDictionary) deletes its objects, then removes every key;
        // deleting the objects elsewhere leaves their keys holding nil
        // (RLMManagedDictionary.mm deleteObjectsFromRealm: remove, then remove_all).
        if case .property = collection, collectionKind(collection) == .map {
            _ = try mapRemove(collection, key: nil)
        }
        return .none
    }

    func deleteAll() throws(EngineError) -> EngineReply {
        try checkInWrite(.realm)
        storage.deleteAll()
        return .none
    }
}
