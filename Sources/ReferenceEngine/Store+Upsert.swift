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
        // The value given for each property; a repeated key's last value wins.
        var given = [Value?](repeating: nil, count: tables[t].flags.count)
        for f in fields {
            guard let p = tables[t].propertyIndex[f.key] else { throw Rule.unknownProperty(f.key, type: tables[t].name) }
            given[p] = f.value
        }
        return try upsert(table: t, given: given, fields: .named(fields), localId: localId, ctx: &ctx)
    }

    /// The same for array-form values: one per stored property, in schema
    /// order; missing trailing values are treated as absent.
    mutating func upsert(table t: Int, positional values: [Value], localId: Int?,
                         ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let stored = tables[t].storedProperties
        guard values.count <= stored.count else { throw Rule.tooManyValues(values.count, stored.count) }
        if let key = try insertPlain(table: t, values, policy: ctx.policy) { return key }
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        guard ctx.depth <= Limits.graphDepth else { throw Rule.graphTooDeep }
        var given = [Value?](repeating: nil, count: tables[t].flags.count)
        for (p, v) in zip(stored, values) { given[p] = v }
        return try upsert(table: t, given: given, fields: .positional(values), localId: localId, ctx: &ctx)
    }

    /// A new row of a type whose properties are all plain scalars, given
    /// every value with its property's own type: written cell by cell, with
    /// nothing to convert. Nil when the general path is needed (another
    /// shape, or a taken primary key under an updating policy).
    private mutating func insertPlain(table t: Int, _ values: [Value], policy: UpdatePolicy) throws(EngineError) -> ObjectKey? {
        guard tables[t].allPlain, values.count == tables[t].flags.count else { return nil }
        for (p, v) in values.enumerated() where tables[t].flags[p].plain?.accepts(v) != true { return nil }
        if let pk = tables[t].primaryKey, tables[t].object(primaryKey: values[pk]) != nil {
            guard policy == .error else { return nil }
            throw Rule.primaryKeyExists(tables[t].name, values[pk])
        }
        let id = nextId
        nextId += 1
        let row = tables[t].appendRow(id: id, plain: values)
        if let pk = tables[t].primaryKey { tables[t].primaryKeyIndex.set(values[pk], row: row) }
        return ObjectKey(type: tables[t].name, id: id)
    }

    /// How the fields of an upsert were given, for the update of an existing row.
    enum GivenFields {
        case named([MapEntry])
        case positional([Value])
    }

    private mutating func upsert(table t: Int, given: [Value?], fields: GivenFields, localId: Int?,
                                 ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        guard let pk = tables[t].primaryKey else {
            return try insert(table: t, given: given, primaryKey: nil, localId: localId, ctx: &ctx)
        }
        let pkValue = try primaryKeyValue(table: t, property: pk, given: given[pk], ctx: &ctx)
        guard let existing = tables[t].object(primaryKey: pkValue) else {
            return try insert(table: t, given: given, primaryKey: pkValue, localId: localId, ctx: &ctx)
        }
        let key = ObjectKey(type: tables[t].name, id: existing)
        if ctx.policy == .error { throw Rule.primaryKeyExists(tables[t].name, pkValue) }
        if let localId { ctx.record(localId, key) }
        switch fields {
        case .named(let entries): try update(table: t, id: existing, fields: entries, ctx: &ctx)
        case .positional(let values): try update(table: t, id: existing, fields: try positional(values, table: t), ctx: &ctx)
        }
        return key
    }

    private mutating func primaryKeyValue(table t: Int, property pk: Int, given: Value?,
                                          ctx: inout GraphContext) throws(EngineError) -> Value {
        if let given, tables[t].flags[pk].plain?.accepts(given) == true { return given }
        let prop = tables[t].schema.properties[pk]
        if let given {
            return try element(given, for: prop, in: tables[t].name, nullable: prop.isOptional, ctx: &ctx)
        }
        if let d = prop.defaultValue { return d }
        if prop.isOptional { return .null }
        throw Rule.missingValue(tables[t].name, prop.name)
    }

    /// A new row: given values, else defaults, else nil for optionals.
    private mutating func insert(table t: Int, given: [Value?], primaryKey: Value?, localId: Int?,
                                 ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        for (p, f) in tables[t].flags.enumerated() where f.collection == .single && !f.isLinkingObjects {
            if given[p] != nil || f.mayBeAbsent { continue }
            throw Rule.missingValue(tables[t].name, tables[t].schema.properties[p].name)
        }
        let id = nextId
        nextId += 1
        let row = tables[t].appendRow(id: id)
        let key = ObjectKey(type: tables[t].name, id: id)
        if let localId { ctx.record(localId, key) }
        if let primaryKey { tables[t].primaryKeyIndex.set(primaryKey, row: row) }
        for p in tables[t].storedProperties {
            let f = tables[t].flags[p]
            if f.isPrimaryKey, let primaryKey { tables[t].scalars[p][row] = primaryKey; continue }
            if let input = given[p], let plain = f.plain, plain.accepts(input) {
                tables[t].scalars[p][row] = input
                continue
            }
            try insertValue(given[p], table: t, row: row, id: id, property: p, ctx: &ctx)
        }
        return key
    }

    /// Stores one given value (or the default) of a new row, through the general path.
    private mutating func insertValue(_ given: Value?, table t: Int, row: Int, id: Int64, property p: Int,
                                      ctx: inout GraphContext) throws(EngineError) {
        let prop = tables[t].schema.properties[p]
        guard let input = given ?? prop.defaultValue else { return }
        let stored = try storable(input, for: prop, in: tables[t].name, ctx: &ctx)
        if prop.collection == .single { tables[t].scalars[p][row] = stored; return }
        try write(table: t, id: id, property: p, stored, touch: false)
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
