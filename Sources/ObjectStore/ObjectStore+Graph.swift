// Adding an unmanaged object graph: every `.newObject` reached through links,
// lists, sets, maps and AnyRealmValue becomes a row; `.localRef` closes
// cycles; `.link` of a live row is used as it is.
//
// Related documentation: crud-update#upsert-an-object,
// crud-update#update-an-object, crud-update#update-an-anyrealmvalue-property,
// sdk-behaviour (nil for a list or set is an empty one).

internal import RealmRules
internal import RealmSpecCore

/// The state of one call that may turn unmanaged objects into rows.
struct GraphContext {
    var policy: UpdatePolicy
    /// The key each local id became.
    var keys: [Int: ObjectKey] = [:]
    var made: [LocalKey] = []
    /// How many objects deep the value being stored is (see `Limits.graphDepth`).
    var depth = 0
    /// Where the call's own values go, which decides the SDK's words for an
    /// already managed embedded object given directly (EM2, EM3); one met
    /// deeper in the value is core's graph path (EM4).
    var embeddedPath: Rule.EmbeddedPath = .graph
    /// Whether the call copies the objects of its value (`create`): a
    /// managed embedded object met in the value is then copied into a new
    /// embedded object, not refused (realm-core's `validate_embedded`
    /// refuses it only when the policy does not copy).
    var copies = false
    /// The values of the call, searched for objects a reference names
    /// before the object itself is met.
    private let roots: [Value]
    /// A call's one value, kept apart so that a call need not build an array.
    private let root: Value?
    private var pending: [Int: NewObject]?

    init(policy: UpdatePolicy, values: [Value] = []) {
        self.policy = policy
        roots = values
        root = nil
    }

    init(policy: UpdatePolicy, root: Value) {
        self.policy = policy
        roots = []
        self.root = root
    }

    /// The `.newObject` with a local id anywhere in the call's values.
    mutating func object(localId: Int) -> NewObject? {
        if pending == nil { pending = NewObject.byLocalId(in: root.map { [$0] } ?? roots) }
        return pending?[localId]
    }

    mutating func record(_ localId: Int, _ key: ObjectKey) {
        keys[localId] = key
        made.append(LocalKey(localId: localId, key: key))
    }
}

extension ObjectStore {
    /// Makes a `.newObject` a row (or finds the row its primary key names).
    ///
    /// - Throws: `embeddedStandalone` for an embedded type at the root,
    ///   `primaryKeyExists` under `.error`, `missingValue`, `typeMismatch`.
    func add(_ object: NewObject, isRoot: Bool, ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        var localId: Int? = object.localId
        if let key = ctx.keys[object.localId] {
            // A repeat of the same object is the same row; a different object
            // sent under a reused id is a new one.
            if ctx.object(localId: object.localId) == object { return key }
            localId = nil
        }
        let t = try storage.table(named: object.type, operation: "add")
        if isRoot && catalog.tables[t].isEmbedded { throw Rule.embeddedStandalone(object.type) }
        return try upsert(table: t, fields: object.fields, localId: localId, ctx: &ctx)
    }

    /// Resolves a reference to an object of the same call.
    func resolve(localRef id: Int, ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        if let key = ctx.keys[id] { return key }
        guard let object = ctx.object(localId: id) else { throw Rule.badLocalRef(id) }
        return try add(object, isRoot: false, ctx: &ctx)
    }

    /// The value a property stores for a given value, making rows for any
    /// unmanaged objects in it.
    /// nil for a list or set gives an empty one (sdk-behaviour).
    func storable(_ value: Value, for prop: PropertySchema, in type: String,
                  ctx: inout GraphContext) throws(EngineError) -> Value {
        if value.isNull, prop.collection == .list || prop.collection == .set {
            return prop.collection == .set ? .set([]) : .list([])
        }
        return try CollectionInput.storable(value, for: prop, in: type) { v, nullable throws(EngineError) in
            try element(v, for: prop, in: type, nullable: nullable, ctx: &ctx)
        }
    }

    /// One map value: object-typed maps always take nil.
    func mapValue(_ value: Value, for prop: PropertySchema, in type: String,
                  ctx: inout GraphContext) throws(EngineError) -> Value {
        try element(value, for: prop, in: type, nullable: prop.isOptional || prop.type.alwaysNullable, ctx: &ctx)
    }

    /// One value of a property's element type.
    func element(_ value: Value, for prop: PropertySchema, in type: String, nullable: Bool,
                 ctx: inout GraphContext) throws(EngineError) -> Value {
        // A list or dictionary given for an AnyRealmValue is a collection nested in
        // it (AnyRealmValue.list / .dictionary), each element an AnyRealmValue.
        if prop.type == .mixed, let nested = try nestedMixed(value, for: prop, in: type, depth: 0, ctx: &ctx) { return nested }
        switch try ElementInput.of(value, for: prop, in: type, nullable: nullable) {
        case .stored(let stored): return stored
        case .link(let target): return .link(try linkTarget(value, type: target, prop: prop, owner: type, ctx: &ctx))
        }
    }

    func isEmbedded(_ type: String) -> Bool {
        catalog.tableIndex[type].map { catalog.tables[$0].isEmbedded } == true
    }

    /// The key a link-valued input names, making rows as needed.
    /// `type` nil accepts any object type (AnyRealmValue).
    func linkTarget(_ value: Value, type: String?, prop: PropertySchema, owner: String,
                    ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let key: ObjectKey
        switch value {
        case .link(let k):
            if k.isFrozen { throw Rule.frozenLink }
            try checkIssued(k)
            guard let t = catalog.tableIndex[k.type], storage.isAlive(RowRef(table: t, id: k.id)) else { throw Rule.invalidated }
            if catalog.tables[t].isEmbedded {
                guard ctx.copies else {
                    throw Rule.embeddedAlreadyManaged(k.type, path: ctx.depth == 0 ? ctx.embeddedPath : .graph)
                }
                key = try upsert(table: t, fields: try copyFields(of: k), localId: nil, ctx: &ctx)
            } else if ctx.copies, let type, k.type != type, let target = catalog.tableIndex[type] {
                // Copied by key-value coding into a new object of the link's class.
                key = try upsert(table: target, fields: try keyValueFields(try copyFields(of: k), source: k.type, shown: value, into: target),
                                 localId: nil, ctx: &ctx)
            } else {
                key = k
            }
        case .newObject(let n) where ctx.copies && type != nil && n.type != type && !isEmbedded(n.type):
            let target = try storage.table(named: type ?? "", operation: "create")
            key = try upsert(table: target, fields: try keyValueFields(n.fields, source: n.type, shown: value, into: target),
                             localId: nil, ctx: &ctx)
        case .newObject(let n):
            if let type, n.type != type { throw Rule.typeMismatch(owner, prop, value) }
            if type == nil, isEmbedded(n.type) { throw Rule.typeMismatch(owner, prop, value) }
            key = try add(n, isRoot: false, ctx: &ctx)
        case .localRef(let id):
            key = try resolve(localRef: id, ctx: &ctx)
        case .map(let es) where type != nil:
            let t = try storage.table(named: type ?? "", operation: "create")
            key = try upsert(table: t, fields: es, localId: nil, ctx: &ctx)
        case .list(let vs) where type != nil:
            let t = try storage.table(named: type ?? "", operation: "create")
            key = try upsert(table: t, positional: vs, localId: nil, ctx: &ctx)
        default:
            throw Rule.typeMismatch(owner, prop, value)
        }
        if let type, key.type != type { throw Rule.typeMismatch(owner, prop, value) }
        if type == nil, isEmbedded(key.type) { throw Rule.typeMismatch(owner, prop, value) }
        return key
    }

    /// Array-form values: one per stored property, in schema order; missing
    /// trailing values are treated as absent.
    func positional(_ values: [Value], table t: Int) throws(EngineError) -> [MapEntry] {
        let stored = catalog.tables[t].storedProperties
        guard values.count <= stored.count else {
            throw Rule.tooManyValues(values.count, stored.count)
        }
        var out: [MapEntry] = []
        out.reserveCapacity(values.count)
        for (p, v) in zip(stored, values) { out.append(MapEntry(catalog.tables[t].property(p).name, v)) }
        return out
    }

    /// A collection nested in an AnyRealmValue, its elements stored as an
    /// AnyRealmValue's are (new objects made, links checked), keys checked as
    /// a map's; nil when `value` is no list or dictionary.
    func nestedMixed(_ value: Value, for prop: PropertySchema, in type: String, depth: Int,
                     ctx: inout GraphContext) throws(EngineError) -> Value? {
        guard depth < 100 else { throw Rule.typeMismatch(type, prop, value) }
        switch value {
        case .list(let items):
            var out: [Value] = []
            out.reserveCapacity(items.count)
            for item in items {
                if let nested = try nestedMixed(item, for: prop, in: type, depth: depth + 1, ctx: &ctx) { out.append(nested); continue }
                out.append(try element(item, for: prop, in: type, nullable: true, ctx: &ctx))
            }
            return .list(out)
        case .map(let entries):
            // Keys as a map keeps them: checked, the last value of a key winning, in key order.
            return .map(try CollectionInput.mapEntries(entries) { v throws(EngineError) in
                if let nested = try nestedMixed(v, for: prop, in: type, depth: depth + 1, ctx: &ctx) { return nested }
                return try element(v, for: prop, in: type, nullable: true, ctx: &ctx)
            })
        default:
            return nil
        }
    }
}
