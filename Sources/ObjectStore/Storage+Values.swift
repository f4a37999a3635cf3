// Reading an object's values through any storage: a key's live row, a
// property's whole value (scalars as they are, collections as
// `.list`/`.set`/`.map`, linking objects as a `.list` of links), and the
// lookups every operation opens with.
//
// Related documentation: crud-update#update-an-object, rlmarray#accessing-objects.

internal import RealmRules
internal import RealmSpecCore

extension Storage {
    func key(_ ref: RowRef) -> ObjectKey { ObjectKey(type: catalog.tables[ref.table].name, id: ref.id) }
    func link(_ ref: RowRef) -> Value { .link(key(ref)) }

    /// The live row a key names, or nil.
    func rowRef(_ key: ObjectKey) -> (ref: RowRef, row: Int)? {
        guard let t = catalog.tableIndex[key.type], let r = row(table: t, id: key.id) else { return nil }
        return (RowRef(table: t, id: key.id), r)
    }

    func isAlive(_ ref: RowRef) -> Bool { row(table: ref.table, id: ref.id) != nil }

    /// The stored value of any property.
    func fullValue(table t: Int, row r: Int, property p: Int) -> Value {
        let flags = catalog.tables[t].flags[p]
        if flags.isLinkingObjects { return .list(linkingObjects(table: t, row: r, property: p).map(link)) }
        switch flags.collection {
        case .single: return value(table: t, row: r, property: p)
        case .list: return .list(collection(table: t, row: r, property: p).values)
        case .set: return .set(collection(table: t, row: r, property: p).values)
        case .map:
            let c = collection(table: t, row: r, property: p)
            return .map(zip(c.keys, c.values).map { MapEntry($0, $1) })
        }
    }

    /// The stored values of a property that can hold links: one for a
    /// single property, every element for a collection.
    func storedValues(table t: Int, row r: Int, property p: Int) -> [Value] {
        catalog.tables[t].flags[p].collection == .single
            ? [value(table: t, row: r, property: p)] : collection(table: t, row: r, property: p).values
    }

    /// The index of a type's table, or `unknownProperty`.
    func table(named name: String, operation: String) throws(EngineError) -> Int {
        guard let t = catalog.tableIndex[name] else { throw Rule.unknownType(name, operation) }
        return t
    }

    /// The index of a property, or `unknownProperty`.
    func property(_ name: String, of t: Int) throws(EngineError) -> Int {
        guard let p = catalog.tables[t].propertyIndex[name] else { throw Rule.unknownProperty(name, type: catalog.tables[t].name) }
        return p
    }
}
