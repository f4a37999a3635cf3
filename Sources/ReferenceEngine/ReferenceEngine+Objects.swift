// The object calls: add, create, get, set, key-value coding over a
// collection, primary-key lookup, validity, and the delete calls.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding,
// crud-update#upsert-an-object, crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type,
// crud-delete#delete-all-objects-in-a-realm.

import RealmRules
import RealmSpecCore

extension ReferenceEngine {
    func add(_ value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite(operation: "add")
        switch value {
        case .newObject(let object):
            let t = try store.table(named: object.type, operation: "add")
            if policy != .error && store.tables[t].primaryKey == nil && !store.tables[t].schema.isEmbedded {
                throw Rule.noPrimaryKey(object.type)
            }
            var ctx = GraphContext(policy: policy, root: value)
            let key = try store.add(object, isRoot: true, ctx: &ctx)
            return .added(root: key, keys: ctx.made)
        case .link(let key):
            if key.isFrozen { throw Rule.frozen("add") }
            try store.checkIssued(key)
            _ = try checkValid(key)
            return .added(root: key, keys: [])
        default:
            throw Rule.notAnObject(value)
        }
    }

    func create(type: String, value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite(operation: "create")
        var ctx = GraphContext(policy: policy, root: value)
        let key = try store.create(type: type, value: value, ctx: &ctx)
        return .added(root: key, keys: ctx.made)
    }

    func isValid(_ key: ObjectKey) -> Bool {
        guard let s = try? storeFor(version: key.version) else { return false }
        return s.rowRef(key.live) != nil
    }

    func get(_ key: ObjectKey, property name: String) throws(EngineError) -> EngineReply {
        let s = try storeFor(version: key.version)
        guard s.tableIndex[key.type] != nil else { throw Rule.unknownType(key.type, "get") }
        guard let (ref, row) = s.rowRef(key.live) else { throw Rule.invalidated }
        let p = try s.property(name, of: ref.table)
        return .value(s.value(table: ref.table, row: row, property: p).stamped(key.version))
    }

    func set(_ key: ObjectKey, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(key, operation: "set")
        try checkInWrite(operation: "set")
        let (ref, _) = try checkValid(key)
        var ctx = GraphContext(policy: .error, values: [value])
        try store.set(ref, property: name, to: value, ctx: &ctx)
        return .added(root: nil, keys: ctx.made)
    }

    func setForAll(_ collection: CollectionRef, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection, operation: "setValue(forKey:)")
        try checkInWrite(operation: "setValue(forKey:)")
        let refs = try objectRefs(collection)
        var ctx = GraphContext(policy: .error, values: [value])
        for ref in refs { try store.set(ref, property: name, to: value, ctx: &ctx) }
        return .added(root: nil, keys: ctx.made)
    }

    func object(type: String, primaryKey: Value) throws(EngineError) -> EngineReply {
        let t = try store.table(named: type, operation: "object(forPrimaryKey:)")
        guard let pk = store.tables[t].primaryKey else { throw Rule.noPrimaryKey(type) }
        if store.tables[t].flags[pk].plain?.accepts(primaryKey) == true {
            return .key(store.tables[t].object(primaryKey: primaryKey).map { ObjectKey(type: type, id: $0) })
        }
        let prop = store.tables[t].schema.properties[pk]
        let lookup = primaryKey.isNull ? Value.null : Scalars.convert(primaryKey, to: prop.type)
        guard let lookup else {
            throw Rule.badPrimaryKeyValue(primaryKey, type: type, prop)
        }
        return .key(store.tables[t].object(primaryKey: lookup).map { ObjectKey(type: type, id: $0) })
    }

    func delete(_ keys: [ObjectKey]) throws(EngineError) -> EngineReply {
        for key in keys { try checkNotFrozen(key, operation: "delete") }
        try checkInWrite(operation: "delete")
        var refs: [RowRef] = []
        for key in keys {
            try store.checkIssued(key, deleting: true)
            refs.append(try checkValid(key).ref)
        }
        store.deleteRows(refs)
        return .none
    }

    func deleteCollection(_ collection: CollectionRef) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection, operation: "delete")
        try checkInWrite(operation: "delete")
        let items = try store.items(collection)
        if case .objects(let t, let rows) = items {
            store.deleteRows(table: t, rows: rows)
        } else {
            store.deleteRows(objectRefs(items))
        }
        return .none
    }

    func deleteAll() throws(EngineError) -> EngineReply {
        try checkInWrite(operation: "deleteAll")
        store.deleteAll()
        return .none
    }

    /// The objects of a collection, snapshotted, or `typeMismatch` for values.
    func objectRefs(_ collection: CollectionRef) throws(EngineError) -> [RowRef] {
        objectRefs(try store.items(collection))
    }

    /// The objects of evaluated contents (links among values).
    func objectRefs(_ items: Items) -> [RowRef] {
        switch items {
        case .objects(let t, let rows):
            return rows.map { RowRef(table: t, id: store.tables[t].ids[$0]) }
        case .values(let vs, _):
            return vs.compactMap { v in v.linkKey.flatMap { k in store.tableIndex[k.type].map { RowRef(table: $0, id: k.id) } } }
        }
    }
}
