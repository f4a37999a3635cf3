// Linking objects: the computed, live, read-only inverse of a link or list
// property (`Person.clubs` is every `DogClub` whose `members` holds it).
// The linking objects of a deleted object are empty, not invalidated.
//
// Related documentation: crud-delete#about-the-examples,
// crud-update#about-the-examples, sdk-behaviour.

internal import RealmRules
internal import RealmSpecCore

extension Storage {
    /// The origin rows that link to one row through the linking-objects
    /// property's origin property, once per link, in origin order.
    func linkingObjects(table t: Int, row: Int, property p: Int) -> [RowRef] {
        let cat = catalog
        guard case let .linkingObjects(originType, originProperty) = cat.tables[t].property(p).type,
              let ot = cat.tableIndex[originType],
              let op = cat.tables[ot].propertyIndex[originProperty] else { return [] }
        let target = ObjectKey(type: cat.tables[t].name, id: id(table: t, row: row))
        let isSingle = cat.tables[ot].flags[op].collection == .single
        var out: [RowRef] = []
        for r in rows(table: ot) {
            let ref = RowRef(table: ot, id: id(table: ot, row: r))
            if isSingle {
                if value(table: ot, row: r, property: op).linkKey == target { out.append(ref) }
            } else {
                for v in collection(table: ot, row: r, property: op).values where v.linkKey == target { out.append(ref) }
            }
        }
        return out
    }

    /// No objects, when `name` is a linking-objects property of an object
    /// that no longer exists; nil otherwise.
    func linkingObjectsOfDeleted(owner: ObjectKey, name: String) throws(EngineError) -> Items? {
        let t = try table(named: owner.type, operation: "collection")
        guard let p = catalog.tables[t].propertyIndex[name],
              case let .linkingObjects(originType, _) = catalog.tables[t].property(p).type,
              row(table: t, id: owner.id) == nil, let ot = catalog.tableIndex[originType] else { return nil }
        return .objects(table: ot, rows: [])
    }
}
