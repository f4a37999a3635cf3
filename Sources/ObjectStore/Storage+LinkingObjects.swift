// Linking objects: the computed, live, read-only inverse of a link or list
// property (`Person.clubs` is every `DogClub` whose `members` holds it).
//
// Related documentation: crud-delete#about-the-examples,
// crud-update#about-the-examples.

import RealmRules
import RealmSpecCore

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
}
