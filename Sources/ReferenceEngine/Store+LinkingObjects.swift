// Linking objects: the computed, live, read-only inverse of a link or list
// property (`Person.clubs` is every `DogClub` whose `members` holds it).
//
// Related documentation: crud-delete#about-the-examples,
// crud-update#about-the-examples.

import RealmRules
import RealmSpecCore

extension Store {
    /// The origin rows that link to one row through the linking-objects
    /// property's origin property, once per link, in origin order.
    func linkingObjects(table t: Int, row: Int, property p: Int) -> [RowRef] {
        guard case let .linkingObjects(originType, originProperty) = tables[t].schema.properties[p].type,
              let ot = tableIndex[originType],
              let op = tables[ot].propertyIndex[originProperty] else { return [] }
        let target = ObjectKey(type: tables[t].name, id: tables[t].ids[row])
        let origin = tables[ot]
        let isSingle = origin.schema.properties[op].collection == .single
        var out: [RowRef] = []
        for r in origin.alive.indices where origin.alive[r] {
            let ref = RowRef(table: ot, id: origin.ids[r])
            if isSingle {
                if origin.scalars[op][r].linkKey == target { out.append(ref) }
            } else {
                for v in origin.collections[op][r].values where v.linkKey == target { out.append(ref) }
            }
        }
        return out
    }
}
