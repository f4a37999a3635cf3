// The object calls: add, create (dictionary, array, unmanaged and managed
// forms), get, set, key-value coding over a collection, primary-key lookup
// and validity.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding,
// crud-update#upsert-an-object, crud-update#update-an-anyrealmvalue-property.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    func add(_ value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite()
        switch value {
        case .newObject(let object):
            let schema = try objectSchema(object.type, "add")
            if policy != .error && schema.primaryKey == nil && !schema.isEmbedded {
                throw Rule.noPrimaryKey(object.type)
            }
            var ctx = GraphContext(policy: policy, values: [value])
            let key = try add(object, isRoot: true, ctx: &ctx)
            return .added(root: key, keys: ctx.made)
        case .link(let key):
            try checkNotFrozen(key, "add")
            try checkIssued(key)
            try checkValid(key, "add")
            return .added(root: key, keys: [])
        default:
            throw Rule.notAnObject(value)
        }
    }

    func create(type: String, value: Value, policy: UpdatePolicy) throws(EngineError) -> EngineReply {
        try checkInWrite()
        let schema = try objectSchema(type, "create")
        if schema.isEmbedded { throw Rule.embeddedStandalone(type) }
        if policy != .error && schema.primaryKey == nil { throw Rule.noPrimaryKey(type) }
        var ctx = GraphContext(policy: policy, values: [value])
        let key: ObjectKey
        switch value {
        case .map(let entries):
            key = try upsert(schema, fields: entries, localId: nil, ctx: &ctx)
        case .list(let values):
            key = try upsert(schema, fields: try positional(values, schema), localId: nil, ctx: &ctx)
        case .newObject(let object) where object.type == type:
            key = try upsert(schema, fields: object.fields, localId: object.localId, ctx: &ctx)
        case .link(let source) where source.type == type:
            try checkValid(source, "create")
            key = try upsert(schema, fields: try copyFields(of: source), localId: nil, ctx: &ctx)
        default:
            throw Rule.badObjectValue(value, type: type)
        }
        return .added(root: key, keys: ctx.made)
    }

    /// A managed object's stored values as dictionary-form fields; embedded
    /// children become dictionaries so that they are copied, not shared.
    func copyFields(of key: ObjectKey, depth: Int = 0) throws(EngineError) -> [MapEntry] {
        guard depth < Limits.graphDepth else { throw Rule.graphTooDeep }
        let schema = try checkValid(key, "create")
        var out: [MapEntry] = []
        for prop in schema.properties where prop.isStored {
            out.append(MapEntry(prop.name, try copied(read(key, prop), depth: depth)))
        }
        return out
    }

    private func copied(_ value: Value, depth: Int) throws(EngineError) -> Value {
        try value.copyingEmbedded(isEmbedded: { type in layout[type: type]?.isEmbedded == true },
                                  copy: { k throws(EngineError) in try copyFields(of: k, depth: depth + 1) })
    }

    func isValid(_ key: ObjectKey) throws(EngineError) -> Bool {
        try exists(key)
    }

    func get(_ key: ObjectKey, property name: String) throws(EngineError) -> EngineReply {
        let schema = try checkValid(key, "get")
        return .value(try read(key, try propertySchema(name, of: schema)))
    }

    func set(_ key: ObjectKey, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(key, "set")
        try checkInWrite()
        let schema = try checkValid(key, "set")
        var ctx = GraphContext(policy: .error, values: [value])
        try set(key, schema, property: name, to: value, ctx: &ctx)
        return .added(root: nil, keys: ctx.made)
    }

    /// Sets a property from a caller's value.
    ///
    /// - Throws: `readOnlyProperty` (linking objects), `primaryKeyChange`,
    ///   `typeMismatch`, `unknownProperty`.
    func set(_ key: ObjectKey, _ schema: ObjectSchema, property name: String, to value: Value,
             ctx: inout GraphContext) throws(EngineError) {
        let prop = try propertySchema(name, of: schema)
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: schema.name) }
        let stored = try storable(value, for: prop, in: schema.name, ctx: &ctx)
        guard try exists(key) else { throw Rule.invalidated }
        let current = try read(key, prop)
        if prop.isPrimaryKey {
            if stored != current { throw Rule.primaryKeyChange(schema.name, name) }
            return
        }
        try replace(key, prop, with: stored, old: current)
    }

    func setForAll(_ collection: CollectionRef, property name: String, value: Value) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection, "setValue(forKey:)")
        try checkInWrite()
        let keys = try objectKeys(collection)
        var ctx = GraphContext(policy: .error, values: [value])
        for key in keys {
            let schema = try objectSchema(key.type, "setValue(forKey:)")
            try set(key, schema, property: name, to: value, ctx: &ctx)
        }
        return .added(root: nil, keys: ctx.made)
    }

    func object(type: String, primaryKey: Value) throws(EngineError) -> EngineReply {
        let schema = try objectSchema(type, "object(forPrimaryKey:)")
        guard let pk = schema.primaryKey else { throw Rule.noPrimaryKey(type) }
        let lookup = primaryKey.isNull ? Value.null : Scalars.convert(primaryKey, to: pk.type)
        guard let lookup else {
            throw Rule.badPrimaryKeyValue(primaryKey, type: type, pk)
        }
        return .key(try objectId(schema, primaryKey: lookup).map { ObjectKey(type: type, id: $0) })
    }
}
