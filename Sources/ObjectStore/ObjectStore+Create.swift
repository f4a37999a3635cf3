// `create(_:value:update:)`: a new row copied from a dictionary-form,
// array-form, unmanaged or managed object value. Dictionary keys that are
// absent leave stored values untouched on update and take defaults on
// creation; array-form values are positional. nil is refused [MV3]; an
// object of another class, or a scalar, is read by key-value coding
// (`ObjectStore+KeyValueCopy.swift`); upserting an object of this realm
// and class answers that object unchanged (RLMAccessor.mm `createObject`).
//
// Related documentation: crud-update#upsert-an-object.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Creates or upserts one object of `type` from `value`.
    ///
    /// - Throws: `noPrimaryKey` for `.modified`/`.all` on a type without one,
    ///   `embeddedStandalone`, `primaryKeyExists`, `missingValue`, `typeMismatch`.
    func create(type: String, value: Value, ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let t = try storage.table(named: type, operation: "create")
        let info = catalog.tables[t]
        if info.isEmbedded { throw Rule.embeddedStandalone(type) }
        if ctx.policy != .error && info.primaryKey == nil { throw Rule.noPrimaryKey(type) }
        switch value {
        case .map(let entries):
            return try upsert(table: t, fields: entries, localId: nil, ctx: &ctx)
        case .list(let values):
            return try upsert(table: t, positional: values, localId: nil, ctx: &ctx)
        case .newObject(let object):
            guard object.type == type else {
                // Another class's object is read by key-value coding into a new one.
                let fields = try keyValueFields(object.fields, source: object.type, shown: value, into: t)
                return try upsert(table: t, fields: fields, localId: nil, ctx: &ctx)
            }
            return try upsert(table: t, fields: object.fields, localId: object.localId, ctx: &ctx)
        case .link(let key):
            guard key.type == type else {
                let fields = try keyValueFields(try copyFields(of: key), source: key.type, shown: value, into: t)
                return try upsert(table: t, fields: fields, localId: nil, ctx: &ctx)
            }
            // Upserting an object of this realm and class changes nothing: it is the answer.
            if ctx.policy != .error, !info.isEmbedded, !key.isFrozen {
                guard storage.isAlive(RowRef(table: t, id: key.id)) else { throw Rule.invalidated }
                return key
            }
            return try upsert(table: t, fields: try copyFields(of: key), localId: nil, ctx: &ctx)
        case .null:
            throw Rule.nilObjectValue
        case .bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128:
            try refuseScalarObjectValue(value, into: t)
            return try upsert(table: t, fields: [], localId: nil, ctx: &ctx)
        default:
            throw Rule.badObjectValue(value, type: type)
        }
    }

    /// A managed object's stored values as dictionary-form fields; embedded
    /// children become dictionaries so that they are copied, not shared.
    func copyFields(of key: ObjectKey, depth: Int = 0) throws(EngineError) -> [MapEntry] {
        guard depth < Limits.graphDepth else { throw Rule.graphTooDeep }
        guard let (ref, row) = storage.rowRef(key.live) else { throw Rule.invalidated }
        var out: [MapEntry] = []
        for (p, prop) in catalog.tables[ref.table].schema.properties.enumerated() where !prop.isLinkingObjects {
            out.append(MapEntry(prop.name, try copied(storage.fullValue(table: ref.table, row: row, property: p), depth: depth)))
        }
        return out
    }

    private func copied(_ value: Value, depth: Int) throws(EngineError) -> Value {
        let cat = catalog
        return try value.copyingEmbedded(isEmbedded: { type in cat.tableIndex[type].map { cat.tables[$0].isEmbedded } == true },
                                         copy: { k throws(EngineError) in try copyFields(of: k, depth: depth + 1) })
    }
}
