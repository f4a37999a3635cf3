// Sorted results (stable over several descriptors, each a key path that may
// go through to-one links; nil first) and distinct results (the first object
// of each group with equal values at the key paths).
//
// Related documentation: rlmarray#querying.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    /// - Throws: `invalidQuery` for unknown or to-many key paths.
    func sort(_ items: Items, by descriptors: [SortDescriptor]) throws(EngineError) -> Items {
        switch items {
        case .objects(let type, let ids):
            let paths = try queryValidator.sortPaths(descriptors, type: type)
            let keys = try keyValues(type: type, ids: ids, paths: paths)
            return .objects(type: type, ids: Ordering.stableOrder(keys, descriptors).map { ids[$0] })
        case .values(let vs, let element):
            try Ordering.checkValueSort(descriptors)
            let order = Ordering.stableOrder(vs.map { Array(repeating: $0, count: descriptors.count) }, descriptors)
            return .values(order.map { vs[$0] }, element: element)
        }
    }

    /// The values at the key paths of each object, in `ids` order: one SELECT
    /// when every path is a column (through to-one links), else read per object.
    func keyValues(type: String, ids: [Int64], paths: [[String]]) throws(EngineError) -> [[Value]] {
        let translator = QueryTranslator(layout: layout)
        let columns = paths.compactMap { translator.column($0, type: type) }
        if columns.count == paths.count, !ids.isEmpty {
            let select = columns.map(\.0).joined(separator: ", ")
            var byId: [Int64: [Value]] = [:]
            for row in try db("sort").query("SELECT r0.id, \(select) FROM \(layout.table(type)) AS r0", operation: "sort") {
                guard case .integer(let id)? = row.first else { continue }
                byId[id] = zip(columns, row.dropFirst()).map { Cell.decode(tag: Cell.tag(of: $0.1.type), $1) }
            }
            return ids.map { byId[$0] ?? Array(repeating: .null, count: paths.count) }
        }
        var keys: [[Value]] = []
        for id in ids {
            var row: [Value] = []
            for path in paths { row.append(try follow(path, .row(ObjectKey(type: type, id: id))).values.first ?? .null) }
            keys.append(row)
        }
        return keys
    }

    /// - Throws: `invalidQuery` for unknown key paths.
    func distinct(_ items: Items, keyPaths: [String]) throws(EngineError) -> Items {
        switch items {
        case .objects(let type, let ids):
            let paths = try queryValidator.distinctPaths(keyPaths, type: type)
            var seen = Set<[Value]>()
            var kept: [Int64] = []
            for (id, key) in zip(ids, try keyValues(type: type, ids: ids, paths: paths)) {
                if seen.insert(key.map(Ordering.distinctKey)).inserted { kept.append(id) }
            }
            return .objects(type: type, ids: kept)
        case .values(let vs, let element):
            var seen = Set<Value>()
            return .values(vs.filter { seen.insert(Ordering.distinctKey($0)).inserted }, element: element)
        }
    }
}
