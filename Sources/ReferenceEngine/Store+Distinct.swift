// Distinct results: keeps the first object of each group with equal values
// at the given key paths.
//
// Related documentation: rlmarray#querying.

import RealmRules
import RealmSpecCore

extension Store {
    /// - Throws: `invalidQuery` for unknown key paths.
    func distinct(_ items: Items, keyPaths: [String]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            let paths = try queryValidator.distinctPaths(keyPaths, type: tables[t].name)
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
