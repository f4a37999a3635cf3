// Sorting results (stable over several descriptors, each a key path that may
// go through to-one links; nil sorts first) and distinct results (the first
// object of each group with equal values at the given key paths).
//
// Related documentation: rlmarray#querying.

import RealmRules
import RealmSpecCore

extension Storage {
    /// - Throws: `invalidQuery` for unknown or to-many key paths.
    func sort(_ items: Items, by descriptors: [SortDescriptor]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            let paths = try queryValidator.sortPaths(descriptors, type: catalog.tables[t].name)
            let keys = rows.map { r in paths.map { follow($0, .row(table: t, row: r)).values.first ?? .null } }
            return .objects(table: t, rows: Ordering.stableOrder(keys, descriptors).map { rows[$0] })
        case .values(let vs, let element):
            try Ordering.checkValueSort(descriptors)
            let order = Ordering.stableOrder(vs.map { Array(repeating: $0, count: descriptors.count) }, descriptors)
            return .values(order.map { vs[$0] }, element: element)
        }
    }

    /// - Throws: `invalidQuery` for unknown key paths.
    func distinct(_ items: Items, keyPaths: [String]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            let paths = try queryValidator.distinctPaths(keyPaths, type: catalog.tables[t].name)
            var seen = Set<[Value]>()
            let kept = rows.filter { r in
                seen.insert(paths.map { Ordering.distinctKey(follow($0, .row(table: t, row: r)).values.first ?? .null) }).inserted
            }
            return .objects(table: t, rows: kept)
        case .values(let vs, let element):
            var seen = Set<Value>()
            return .values(vs.filter { seen.insert(Ordering.distinctKey($0)).inserted }, element: element)
        }
    }
}
