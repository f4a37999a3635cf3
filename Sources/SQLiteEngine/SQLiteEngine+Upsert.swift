// Creating a row, or updating the row with the same primary key under the
// `.modified`/`.all` policies: absent keys leave stored values untouched,
// `.modified` writes only values that differ, collections are replaced
// (never merged), and a managed primary key never changes.
//
// Related documentation: crud-update#upsert-an-object.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    /// Makes a `.newObject` a row (or finds the row its primary key names).
    func add(_ object: NewObject, isRoot: Bool, ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        var localId: Int? = object.localId
        if let key = ctx.keys[object.localId] {
            // A repeat of the same object is the same row; a different object
            // sent under a reused id is a new one.
            if ctx.object(localId: object.localId) == object { return key }
            localId = nil
        }
        let schema = try objectSchema(object.type, "add")
        if isRoot && schema.isEmbedded { throw Rule.embeddedStandalone(object.type) }
        return try upsert(schema, fields: object.fields, localId: localId, ctx: &ctx)
    }

    /// Creates a row from `fields` or updates the row its primary key names.
    func upsert(_ schema: ObjectSchema, fields: [MapEntry], localId: Int?,
                ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        guard ctx.depth <= Limits.graphDepth else { throw Rule.graphTooDeep }
        for f in fields where schema[property: f.key] == nil {
            throw Rule.unknownProperty(f.key, type: schema.name)
        }
        guard let pk = schema.primaryKey else {
            return try insert(schema, fields: fields, primaryKey: nil, localId: localId, ctx: &ctx)
        }
        let pkValue = try primaryKeyValue(schema, pk, fields: fields, ctx: &ctx)
        guard let existing = try objectId(schema, primaryKey: pkValue) else {
            return try insert(schema, fields: fields, primaryKey: pkValue, localId: localId, ctx: &ctx)
        }
        let key = ObjectKey(type: schema.name, id: existing)
        if ctx.policy == .error { throw Rule.primaryKeyExists(schema.name, pkValue) }
        if let localId { ctx.record(localId, key) }
        try update(schema, key, fields: fields, ctx: &ctx)
        return key
    }

    /// The id of the object with this (converted) primary key value, if any.
    func objectId(_ schema: ObjectSchema, primaryKey value: Value) throws(EngineError) -> Int64? {
        guard let pk = schema.primaryKey else { return nil }
        let sql = "SELECT id FROM \(layout.table(schema.name)) WHERE \(layout.column(pk.name)) IS ?"
        return try db("primaryKey").integers(sql, [Cell.encode(value).sql], operation: "primaryKey").first
    }

    private func primaryKeyValue(_ schema: ObjectSchema, _ prop: PropertySchema, fields: [MapEntry],
                                 ctx: inout GraphContext) throws(EngineError) -> Value {
        if let given = fields.last(where: { $0.key == prop.name })?.value {
            return try element(given, for: prop, in: schema.name, nullable: prop.isOptional, ctx: &ctx)
        }
        if let d = prop.defaultValue { return d }
        if prop.isOptional { return .null }
        throw Rule.missingValue(schema.name, prop.name)
    }

    /// A new row: given values, else defaults, else nil for optionals.
    private func insert(_ schema: ObjectSchema, fields: [MapEntry], primaryKey: Value?, localId: Int?,
                        ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        var given: [String: Value] = [:]
        for f in fields { given[f.key] = f.value }
        for prop in schema.properties where prop.collection == .single && prop.isStored {
            if given[prop.name] != nil || prop.defaultValue != nil || prop.isOptional || prop.type.alwaysNullable { continue }
            throw Rule.missingValue(schema.name, prop.name)
        }
        let key = ObjectKey(type: schema.name, id: nextId)
        nextId += 1
        try db("add").execute("INSERT INTO \(layout.table(schema.name)) (id) VALUES (?)", [.integer(key.id)], operation: "add")
        if let localId { ctx.record(localId, key) }
        for prop in schema.properties where prop.isStored {
            if prop.isPrimaryKey, let primaryKey { try writeSingle(key, prop, primaryKey); continue }
            guard let input = given[prop.name] ?? prop.defaultValue else { continue }
            let stored = try storable(input, for: prop, in: schema.name, ctx: &ctx)
            try store(key, prop, stored)
        }
        return key
    }

    /// Writes the given fields of an existing row.
    func update(_ schema: ObjectSchema, _ key: ObjectKey, fields: [MapEntry], ctx: inout GraphContext) throws(EngineError) {
        for f in fields {
            let prop = try propertySchema(f.key, of: schema)
            if prop.isLinkingObjects { continue }
            if try updateEmbeddedInPlace(key, prop, with: f.value, ctx: &ctx) { continue }
            let stored = try storable(f.value, for: prop, in: schema.name, ctx: &ctx)
            guard try exists(key) else { throw Rule.invalidated }
            let current = try read(key, prop)
            if prop.isPrimaryKey {
                if stored != current { throw Rule.primaryKeyChange(schema.name, prop.name) }
                continue
            }
            if ctx.policy == .modified && stored == current { continue }
            try replace(key, prop, with: stored, old: current)
        }
    }

    /// Under an upsert, a new value for an embedded object that already exists
    /// updates that object in place rather than replacing it.
    private func updateEmbeddedInPlace(_ key: ObjectKey, _ prop: PropertySchema, with value: Value,
                                       ctx: inout GraphContext) throws(EngineError) -> Bool {
        guard prop.collection == .single, case .object(let target) = prop.type,
              let targetSchema = layout[type: target], targetSchema.isEmbedded,
              let current = try readSingle(key, prop).linkKey else { return false }
        switch value {
        case .newObject(let object) where object.type == target:
            ctx.record(object.localId, current)
            try update(targetSchema, current, fields: object.fields, ctx: &ctx)
        case .map(let fields):
            try update(targetSchema, current, fields: fields, ctx: &ctx)
        default:
            return false
        }
        return true
    }

    /// Stores an already converted value in a new row's property.
    func store(_ key: ObjectKey, _ prop: PropertySchema, _ stored: Value) throws(EngineError) {
        switch stored {
        case .list(let vs) where prop.collection != .single, .set(let vs) where prop.collection != .single:
            try writeContents(key, prop, Contents(values: vs))
        case .map(let es) where prop.collection != .single:
            try writeContents(key, prop, Contents(values: es.map(\.value), keys: es.map(\.key)))
        default:
            try writeSingle(key, prop, stored)
        }
    }

    /// Replaces a stored value; embedded objects no longer referenced are deleted.
    func replace(_ key: ObjectKey, _ prop: PropertySchema, with stored: Value, old: Value) throws(EngineError) {
        try store(key, prop, stored)
        let kept = Set(Self.members(stored))
        try deleteEmbedded(Self.members(old).filter { !kept.contains($0) })
    }

    /// The values inside a stored value (itself for a single value).
    static func members(_ value: Value) -> [Value] {
        switch value {
        case .list(let vs), .set(let vs): return vs
        case .map(let es): return es.map(\.value)
        default: return [value]
        }
    }
}
