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
            var paths: [[String]] = []
            for k in keyPaths {
                let path = k.split(separator: ".").map(String.init)
                _ = try resolvePath(path, table: t, element: nil)
                paths.append(path)
            }
            var seen = Set<[Value]>()
            let kept = rows.filter { r in
                seen.insert(paths.map { normalized(follow($0, .row(table: t, row: r)).values.first ?? .null) }).inserted
            }
            return .objects(table: t, rows: kept)
        case .values(let vs, let element):
            var seen = Set<Value>()
            return .values(vs.filter { seen.insert(normalized($0)).inserted }, element: element)
        }
    }

    /// Numbers of different kinds that are equal group together.
    private func normalized(_ v: Value) -> Value {
        if let d = Compare.number(v) { return .double(d) }
        return v.live
    }
}
