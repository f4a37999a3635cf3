// Creating a row, or updating the row with the same primary key under the
// `.modified`/`.all` policies: absent keys leave stored values untouched,
// `.modified` writes only values that differ, collections are replaced
// (never merged), and a managed primary key never changes.
//
// Related documentation: crud-update#upsert-an-object.

import RealmRules
import RealmSpecCore

extension Store {
    /// Creates a row from `fields` or updates the row its primary key names.
    mutating func upsert(table t: Int, fields: [MapEntry], localId: Int?,
                         ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        guard ctx.depth <= Limits.graphDepth else { throw Rule.graphTooDeep }
        for f in fields where tables[t].propertyIndex[f.key] == nil {
            throw Rule.unknownProperty(f.key, type: tables[t].name)
        }
        guard let pk = tables[t].primaryKey else {
            return try insert(table: t, fields: fields, primaryKey: nil, localId: localId, ctx: &ctx)
        }
        let pkValue = try primaryKeyValue(table: t, property: pk, fields: fields, ctx: &ctx)
        guard let existing = tables[t].object(primaryKey: pkValue) else {
            return try insert(table: t, fields: fields, primaryKey: pkValue, localId: localId, ctx: &ctx)
        }
        let key = ObjectKey(type: tables[t].name, id: existing)
        if ctx.policy == .error { throw Rule.primaryKeyExists(tables[t].name, pkValue) }
        if let localId { ctx.record(localId, key) }
        try update(table: t, id: existing, fields: fields, ctx: &ctx)
        return key
    }

    private mutating func primaryKeyValue(table t: Int, property pk: Int, fields: [MapEntry],
                                          ctx: inout GraphContext) throws(EngineError) -> Value {
        let prop = tables[t].schema.properties[pk]
        if let given = fields.last(where: { $0.key == prop.name })?.value {
            return try element(given, for: prop, in: tables[t].name, nullable: prop.isOptional, ctx: &ctx)
        }
        if let d = prop.defaultValue { return d }
        if prop.isOptional { return .null }
        throw Rule.missingValue(tables[t].name, prop.name)
    }

    /// A new row: given values, else defaults, else nil for optionals.
    private mutating func insert(table t: Int, fields: [MapEntry], primaryKey: Value?, localId: Int?,
                                 ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let schema = tables[t].schema
        var given = [Value?](repeating: nil, count: schema.properties.count)
        for f in fields { if let p = tables[t].propertyIndex[f.key] { given[p] = f.value } }
        for (p, prop) in schema.properties.enumerated() where prop.collection == .single && !prop.isLinkingObjects {
            if given[p] != nil || prop.defaultValue != nil || prop.isOptional || prop.type.alwaysNullable { continue }
            throw Rule.missingValue(schema.name, prop.name)
        }
        let id = nextId
        nextId += 1
        let row = appendRow(table: t, id: id)
        let key = ObjectKey(type: schema.name, id: id)
        if let localId { ctx.record(localId, key) }
        if let primaryKey { tables[t].primaryKeyIndex[primaryKey] = id }
        for (p, prop) in schema.properties.enumerated() where !prop.isLinkingObjects {
            if prop.isPrimaryKey, let primaryKey { tables[t].scalars[p][row] = primaryKey; continue }
            guard let input = given[p] ?? prop.defaultValue else { continue }
            let stored = try storable(input, for: prop, in: schema.name, ctx: &ctx)
            if prop.collection == .single { tables[t].scalars[p][row] = stored; continue }
            try write(table: t, id: id, property: p, stored, touch: false)
        }
        return key
    }

    /// Under an upsert, a new value for an embedded object that already exists
    /// updates that object in place rather than replacing it.
    private mutating func updateEmbeddedInPlace(table t: Int, id: Int64, property p: Int, with value: Value,
                                                ctx: inout GraphContext) throws(EngineError) -> Bool {
        let prop = tables[t].schema.properties[p]
        guard prop.collection == .single, case .object(let target) = prop.type, let tt = tableIndex[target],
              tables[tt].schema.isEmbedded, let row = tables[t].row(of: id),
              let current = tables[t].scalars[p][row].linkKey else { return false }
        switch value {
        case .newObject(let object) where object.type == target:
            ctx.record(object.localId, current)
            try update(table: tt, id: current.id, fields: object.fields, ctx: &ctx)
        case .map(let fields):
            try update(table: tt, id: current.id, fields: fields, ctx: &ctx)
        default:
            return false
        }
        return true
    }

    /// Writes the given fields of an existing row.
    mutating func update(table t: Int, id: Int64, fields: [MapEntry], ctx: inout GraphContext) throws(EngineError) {
        let name = tables[t].name
        for f in fields {
            guard let p = tables[t].propertyIndex[f.key] else { throw Rule.unknownProperty(f.key, type: name) }
            let prop = tables[t].schema.properties[p]
            if prop.isLinkingObjects { continue }
            if try updateEmbeddedInPlace(table: t, id: id, property: p, with: f.value, ctx: &ctx) { continue }
            let stored = try storable(f.value, for: prop, in: name, ctx: &ctx)
            guard let row = tables[t].row(of: id) else { throw Rule.invalidated }
            let current = value(table: t, row: row, property: p)
            if prop.isPrimaryKey {
                if stored != current { throw Rule.primaryKeyChange(name, prop.name) }
                continue
            }
            if ctx.policy == .modified && stored == current { continue }
            try write(table: t, id: id, property: p, stored, touch: true)
        }
    }
}
