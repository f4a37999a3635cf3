// Turning a caller's value into the value a property stores: scalar
// conversions and nil rules, and every `.newObject` reached through links,
// lists, sets, maps and AnyRealmValue becoming a row; `.localRef` closes
// cycles; `.link` of a live row is used as it is.
//
// Related documentation: crud-update#upsert-an-object,
// crud-update#update-an-object, crud-update#update-an-anyrealmvalue-property.

import RealmRules
import RealmSpecCore

/// The state of one call that may turn unmanaged objects into rows.
struct GraphContext {
    var policy: UpdatePolicy
    /// The key each local id became.
    var keys: [Int: ObjectKey] = [:]
    var made: [LocalKey] = []
    /// How many objects deep the value being stored is (see `Limits.graphDepth`).
    var depth = 0
    private var pending: [Int: NewObject] = [:]

    init(policy: UpdatePolicy, values: [Value] = []) {
        self.policy = policy
        pending = NewObject.byLocalId(in: values)
    }

    /// The `.newObject` with a local id anywhere in the call's values.
    func object(localId: Int) -> NewObject? { pending[localId] }

    mutating func record(_ localId: Int, _ key: ObjectKey) {
        keys[localId] = key
        made.append(LocalKey(localId: localId, key: key))
    }
}

extension SQLiteEngine {
    /// The value a property stores for a given value, making rows for any
    /// unmanaged objects in it. Collections come back as `.list`, `.set`
    /// (duplicates dropped) or `.map` (keys sorted, last value wins).
    func storable(_ value: Value, for prop: PropertySchema, in type: String,
                  ctx: inout GraphContext) throws(EngineError) -> Value {
        try CollectionInput.storable(value, for: prop, in: type) { v, nullable throws(EngineError) in
            try element(v, for: prop, in: type, nullable: nullable, ctx: &ctx)
        }
    }

    /// One value of a property's element type.
    func element(_ value: Value, for prop: PropertySchema, in type: String, nullable: Bool,
                 ctx: inout GraphContext) throws(EngineError) -> Value {
        switch try ElementInput.of(value, for: prop, in: type, nullable: nullable) {
        case .stored(let stored): return stored
        case .link(let target): return .link(try linkTarget(value, type: target, prop: prop, owner: type, ctx: &ctx))
        }
    }

    /// The key a link-valued input names, making rows as needed.
    /// `type` nil accepts any non-embedded object type (AnyRealmValue).
    func linkTarget(_ value: Value, type: String?, prop: PropertySchema, owner: String,
                    ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let key: ObjectKey
        switch value {
        case .link(let k):
            try checkNotFrozen(k, "link")
            try checkIssued(k)
            guard let schema = layout[type: k.type], try exists(k) else { throw Rule.invalidated }
            if schema.isEmbedded { throw Rule.embeddedAlreadyManaged(k.type) }
            key = k
        case .newObject(let n):
            if let type, n.type != type { throw Rule.typeMismatch(owner, prop, value) }
            if type == nil, layout[type: n.type]?.isEmbedded == true { throw Rule.typeMismatch(owner, prop, value) }
            key = try add(n, isRoot: false, ctx: &ctx)
        case .localRef(let id):
            key = try resolve(localRef: id, ctx: &ctx)
        case .map(let es) where type != nil:
            let schema = try objectSchema(type ?? "", "create")
            key = try upsert(schema, fields: es, localId: nil, ctx: &ctx)
        case .list(let vs) where type != nil:
            let schema = try objectSchema(type ?? "", "create")
            key = try upsert(schema, fields: try positional(vs, schema), localId: nil, ctx: &ctx)
        default:
            throw Rule.typeMismatch(owner, prop, value)
        }
        if let type, key.type != type { throw Rule.typeMismatch(owner, prop, value) }
        if type == nil, layout[type: key.type]?.isEmbedded == true { throw Rule.typeMismatch(owner, prop, value) }
        return key
    }

    /// Resolves a reference to an object of the same call.
    func resolve(localRef id: Int, ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        if let key = ctx.keys[id] { return key }
        guard let object = ctx.object(localId: id) else { throw Rule.badLocalRef(id) }
        return try add(object, isRoot: false, ctx: &ctx)
    }

    /// Array-form values: one per stored property, in schema order.
    func positional(_ values: [Value], _ schema: ObjectSchema) throws(EngineError) -> [MapEntry] {
        let props = schema.properties.filter(\.isStored)
        guard values.count <= props.count else {
            throw Rule.tooManyValues(values.count, props.count)
        }
        return zip(props, values).map { MapEntry($0.name, $1) }
    }
}
