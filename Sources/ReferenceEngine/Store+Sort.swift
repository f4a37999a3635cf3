// Sorting results: stable over several descriptors, each a key path that may
// go through to-one links; nil sorts first.
//
// Related documentation: rlmarray#querying.

import RealmRules
import RealmSpecCore

extension Store {
    /// - Throws: `invalidQuery` for unknown or to-many key paths.
    func sort(_ items: Items, by descriptors: [SortDescriptor]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            var paths: [[String]] = []
            for d in descriptors {
                let path = d.keyPath.split(separator: ".").map(String.init)
                guard let (prop, _) = try resolvePath(path, table: t, element: nil),
                      prop.collection == .single, !prop.isLinkingObjects else {
                    throw Rule.cannotSort(d.keyPath)
                }
                paths.append(path)
            }
            let keys = rows.map { r in paths.map { follow($0, .row(table: t, row: r)).values.first ?? .null } }
            return .objects(table: t, rows: stableOrder(keys, descriptors).map { rows[$0] })
        case .values(let vs, let element):
            for d in descriptors where !["self", ""].contains(d.keyPath.lowercased()) {
                throw Rule.cannotSortValues(d.keyPath)
            }
            let order = stableOrder(vs.map { Array(repeating: $0, count: descriptors.count) }, descriptors)
            return .values(order.map { vs[$0] }, element: element)
        }
    }

    /// Indices of `keys` in sorted order, ties kept in their original order.
    private func stableOrder(_ keys: [[Value]], _ descriptors: [SortDescriptor]) -> [Int] {
        Array(keys.indices).sorted { i, j in
            for (n, d) in descriptors.enumerated() {
                let o = Compare.sortOrder(keys[i][n], keys[j][n])
                if o != 0 { return d.ascending ? o < 0 : o > 0 }
            }
            return i < j
        }
    }
}
