// Creating a row, or updating the row with the same primary key under the
// `.modified`/`.all` policies: absent keys leave stored values untouched,
// `.modified` writes only values that differ, collections are replaced
// (never merged), and a managed primary key never changes.
//
// Related documentation: crud-update#upsert-an-object, sdk-behaviour.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Creates a row from `fields` or updates the row its primary key names.
    func upsert(table t: Int, fields: [MapEntry], localId: Int?,
                ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        guard ctx.depth <= Limits.graphDepth else { throw Rule.graphTooDeep }
        let info = catalog.tables[t]
        return try upsert(table: t, given: Self.givenValues(fields, info), fields: .named(fields), localId: localId, ctx: &ctx)
    }

    /// The value a dictionary gives each property; a repeated key's last value
    /// wins. Realm reads a dictionary property by property
    /// (`RLMAccessorContext::value_for_property`, `RLMInitializeWithValue`),
    /// so a key that names no property is never read: it is ignored.
    static func givenValues(_ fields: [MapEntry], _ info: TableInfo) -> [Value?] {
        var given = [Value?](repeating: nil, count: info.flags.count)
        for f in fields {
            guard let p = info.propertyIndex[f.key] else { continue }
            given[p] = f.value
        }
        return given
    }

    /// The same for array-form values: one per stored property, in schema
    /// order; missing trailing values are treated as absent.
    func upsert(table t: Int, positional values: [Value], localId: Int?,
                ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let stored = catalog.tables[t].storedProperties
        guard values.count <= stored.count else { throw Rule.tooManyValues(values.count, stored.count) }
        if let key = try insertPlain(table: t, values, policy: ctx.policy) { return key }
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        guard ctx.depth <= Limits.graphDepth else { throw Rule.graphTooDeep }
        var given = [Value?](repeating: nil, count: catalog.tables[t].flags.count)
        for (p, v) in zip(stored, values) { given[p] = v }
        return try upsert(table: t, given: given, fields: .positional(values), localId: localId, ctx: &ctx)
    }

    /// A new row of a type whose properties are all plain scalars, given
    /// every value with its property's own type: stored as it is, with
    /// nothing to convert. Nil when the general path is needed (another
    /// shape, or a taken primary key under an updating policy).
    ///
    /// The primary-key check is folded into the insert
    /// (`insertRow(table:id:values:unlessKeyTaken:)`). `final`: the call
    /// writes nothing after this row, so under `.error` (where nothing
    /// follows the insert, whether it succeeds or the key is taken) the
    /// insert is declared the call's last write.
    func insertPlain(table t: Int, _ values: [Value], policy: UpdatePolicy, final: Bool = false) throws(EngineError) -> ObjectKey? {
        let info = catalog.tables[t]
        guard info.allPlain, values.count == info.flags.count else { return nil }
        for (p, v) in values.enumerated() where info.flags[p].plain?.accepts(v) != true { return nil }
        // The id is taken only once the row is stored: a taken key uses none.
        let id = nextId
        if let pk = info.primaryKey {
            if final && policy == .error { storage.beginFinalWrite() }
            guard storage.insertRow(table: t, id: id, values: values, unlessKeyTaken: pk) != nil else {
                guard policy == .error else { return nil }
                throw Rule.primaryKeyExists(info.name, values[pk])
            }
        } else {
            if final { storage.beginFinalWrite() }
            _ = storage.insertRow(table: t, id: id, values: values)
        }
        _ = makeId()
        return ObjectKey(type: info.name, id: id)
    }

    /// How the fields of an upsert were given, for the update of an existing row.
    enum GivenFields {
        case named([MapEntry])
        case positional([Value])
    }

    private func upsert(table t: Int, given: [Value?], fields: GivenFields, localId: Int?,
                        ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        guard let pk = catalog.tables[t].primaryKey else {
            return try insert(table: t, given: given, primaryKey: nil, localId: localId, ctx: &ctx)
        }
        let pkValue = try primaryKeyValue(table: t, property: pk, given: given[pk], ctx: &ctx)
        guard let existing = storage.row(table: t, primaryKey: pkValue) else {
            return try insert(table: t, given: given, primaryKey: pkValue, localId: localId, ctx: &ctx)
        }
        let id = storage.id(table: t, row: existing)
        let key = ObjectKey(type: catalog.tables[t].name, id: id)
        if ctx.policy == .error { throw Rule.primaryKeyExists(catalog.tables[t].name, pkValue) }
        if let localId { ctx.record(localId, key) }
        switch fields {
        case .named(let entries): try update(table: t, id: id, fields: entries, ctx: &ctx)
        case .positional(let values): try update(table: t, id: id, fields: try positional(values, table: t), ctx: &ctx)
        }
        return key
    }

    private func primaryKeyValue(table t: Int, property pk: Int, given: Value?,
                                 ctx: inout GraphContext) throws(EngineError) -> Value {
        if let given, catalog.tables[t].flags[pk].plain?.accepts(given) == true { return given }
        let prop = catalog.tables[t].property(pk)
        if let given {
            return try element(given, for: prop, in: catalog.tables[t].name, nullable: prop.isOptional, ctx: &ctx)
        }
        if let d = prop.defaultValue { return d }
        if prop.isOptional { return .null }
        throw Rule.missingValue(catalog.tables[t].name, prop.name)
    }

    /// A new row: given values, else defaults, else nil for optionals. The
    /// row is stored first with its primary key and plain values, so that
    /// objects it links to get later ids; the other values are converted and
    /// written after, in schema order, as Realm sets them. A value refused
    /// there (or a required value missing) leaves the row with the values
    /// set before it, and blank values after it.
    private func insert(table t: Int, given: [Value?], primaryKey: Value?, localId: Int?,
                        ctx: inout GraphContext) throws(EngineError) -> ObjectKey {
        let info = catalog.tables[t]
        let id = makeId()
        let key = ObjectKey(type: info.name, id: id)
        if let localId { ctx.record(localId, key) }
        var values = info.blanks
        var later: [Int] = []
        for p in info.storedProperties {
            let f = info.flags[p]
            if f.isPrimaryKey, let primaryKey { values[p] = primaryKey; continue }
            if let input = given[p], let plain = f.plain, plain.accepts(input) { values[p] = input; continue }
            if given[p] != nil || info.property(p).defaultValue != nil || (f.isSingleStored && !f.mayBeAbsent) { later.append(p) }
        }
        let row = storage.insertRow(table: t, id: id, values: values)
        for p in later {
            do throws(EngineError) {
                try insertValue(given[p], table: t, row: row, id: id, property: p, ctx: &ctx)
            } catch {
                blankValues(after: p, of: values, table: t, id: id)
                throw error
            }
        }
        return key
    }

    /// Puts back the blank value of every property after `p` (in schema
    /// order) that the new row was stored with: Realm had not set them yet.
    private func blankValues(after p: Int, of values: [Value], table t: Int, id: Int64) {
        let info = catalog.tables[t]
        guard let row = storage.row(table: t, id: id) else { return }
        for q in info.storedProperties where q > p && info.flags[q].isSingleStored && !info.flags[q].isPrimaryKey {
            if values[q] != info.blanks[q] { storage.setValue(info.blanks[q], table: t, row: row, property: q) }
        }
    }

    /// Stores one given value (or the default) of a new row, through the general path.
    ///
    /// - Throws: `missingValue` for a required value neither given nor defaulted.
    private func insertValue(_ given: Value?, table t: Int, row: Int, id: Int64, property p: Int,
                             ctx: inout GraphContext) throws(EngineError) {
        let prop = catalog.tables[t].property(p)
        guard let input = given ?? prop.defaultValue else {
            if catalog.tables[t].flags[p].mayBeAbsent { return }
            throw Rule.missingValue(catalog.tables[t].name, prop.name)
        }
        let stored = try storableInTurn(input, table: t, id: id, property: p, touch: false, ctx: &ctx)
        guard let row = storage.row(table: t, id: id) else { throw Rule.invalidated }
        if prop.collection == .single { storage.setValue(stored, table: t, row: row, property: p); return }
        try write(table: t, id: id, property: p, stored, touch: false)
    }

    /// Under an upsert with `.modified`, a new value for an embedded object
    /// that already exists updates that object in place, and a list of
    /// embedded objects is updated index by index; under `.all` the old
    /// embedded objects are replaced, and so deleted (sdk-behaviour).
    ///
    /// The same holds for a to-one link to a type without a primary key: an
    /// unmanaged object or a dictionary given for it updates the object the
    /// link holds, changed values only, instead of making a new one. Realm
    /// diffs a link by first reading the value without creating anything (a
    /// managed object is used as it is), then creating it with the current
    /// link as the object to update, and `Object::create` takes that object
    /// when the type has no primary key (realm-core object_accessor.hpp
    /// `ValueUpdater`, `Object::create`; NotificationTests.m
    /// testDiffedUpdatesOnlyNotifyForPropertiesWhichActuallyChanged).
    private func updateLinkedInPlace(table t: Int, id: Int64, property p: Int, with value: Value,
                                       ctx: inout GraphContext) throws(EngineError) -> Bool {
        let prop = catalog.tables[t].property(p)
        guard ctx.policy == .modified, case .object(let target) = prop.type, let tt = catalog.tableIndex[target] else { return false }
        guard catalog.tables[tt].isEmbedded || (prop.collection == .single && catalog.tables[tt].primaryKey == nil) else { return false }
        if prop.collection == .list, case .list(let items) = value {
            return try updateEmbeddedListInPlace(table: t, id: id, property: p, target: tt, items: items, ctx: &ctx)
        }
        guard prop.collection == .single, let row = storage.row(table: t, id: id),
              let current = storage.value(table: t, row: row, property: p).linkKey else { return false }
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

    /// Writes the given fields of an existing row, in schema order as Realm
    /// does: a value refused part-way keeps the values written before it.
    func update(table t: Int, id: Int64, fields: [MapEntry], ctx: inout GraphContext) throws(EngineError) {
        let info = catalog.tables[t]
        let given = Self.givenValues(fields, info)
        for p in info.storedProperties {
            guard let value = given[p] else { continue }
            let prop = info.property(p)
            if try updateLinkedInPlace(table: t, id: id, property: p, with: value, ctx: &ctx) { continue }
            let stored = try storableInTurn(value, table: t, id: id, property: p, touch: true, ctx: &ctx)
            guard let row = storage.row(table: t, id: id) else { throw Rule.invalidated }
            let current = storage.fullValue(table: t, row: row, property: p)
            if prop.isPrimaryKey {
                if stored != current { throw Rule.primaryKeyChange(info.name, prop.name) }
                continue
            }
            if ctx.policy == .modified && stored == current { continue }
            try write(table: t, id: id, property: p, stored, touch: true)
        }
    }
}
