// Sorting results (stable over several descriptors, each a key path that may
// go through to-one links; nil sorts first, and an object whose key path
// meets a nil link sorts last ascending and first descending) and distinct results (the first
// object of each group with equal values at the given key paths; a row
// whose link on a distinct key path is nil is dropped).
//
// Related documentation: rlmarray#querying, sdk-query.

internal import RealmRules
internal import RealmSpecCore

extension Storage {
    /// - Throws: `invalidQuery` for unknown or to-many key paths.
    func sort(_ items: Items, by descriptors: [SortDescriptor]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            let paths = try queryValidator.sortPaths(descriptors, type: catalog.tables[t].name)
            let columns = paths.map { column($0, table: t, rows: rows) }
            let keys = rows.indices.map { i in columns.map { $0[i] } }
            return .objects(table: t, rows: Ordering.stableOrder(throughLinks: keys, descriptors).map { rows[$0] })
        case .values(let vs, let element):
            try Ordering.checkValueSort(descriptors, element: element)
            let order = Ordering.stableOrder(vs.map { Array(repeating: $0, count: descriptors.count) }, descriptors)
            return .values(order.map { vs[$0] }, element: element)
        }
    }

    /// The value at a key path for each row, nil where a link on the way is
    /// nil: one column read when the path names a stored property of the
    /// table itself.
    private func column(_ path: [String], table t: Int, rows: [Int]) -> [Value?] {
        let steps = QueryValidator.steps(path)
        if steps.count == 1, let p = catalog.tables[t].propertyIndex[steps[0]], catalog.tables[t].flags[p].isSingleStored {
            return values(table: t, rows: rows, property: p)
        }
        return rows.map { follow(path, .row(table: t, row: $0)).values.first }
    }

    /// - Throws: `invalidQuery` for unknown key paths.
    func distinct(_ items: Items, keyPaths: [String]) throws(EngineError) -> Items {
        switch items {
        case .objects(let t, let rows):
            let paths = try queryValidator.distinctPaths(keyPaths, type: catalog.tables[t].name)
            var seen = Set<[Value]>()
            let kept = rows.filter { r in
                var key: [Value] = []
                for path in paths {
                    // A row whose link on the path is nil has no value there
                    // and is left out (sdk-query, query-rules.md §16).
                    guard let v = follow(path, .row(table: t, row: r)).values.first else { return false }
                    key.append(Ordering.distinctKey(v))
                }
                return seen.insert(key).inserted
            }
            return .objects(table: t, rows: kept)
        case .values(let vs, let element):
            var seen = Set<Value>()
            return .values(vs.filter { seen.insert(Ordering.distinctKey($0)).inserted }, element: element)
        }
    }
}
