// Sorting and distinct over evaluated results: a sort key path reaches one
// single value (through to-one links), a collection of values sorts only by
// `self`, ties keep their original order, nil sorts first, and distinct keeps
// the first element of each group, numbers of different kinds that are equal
// falling in one group.
//
// Related documentation: rlmarray#querying.

import RealmSpecCore

/// The order and grouping rules of sorted and distinct results.
public enum Ordering {
    /// Indices of `keys` (one row of sort keys per element) in sorted order,
    /// ties kept in their original order.
    public static func stableOrder(_ keys: [[Value]], _ descriptors: [SortDescriptor]) -> [Int] {
        Array(keys.indices).sorted { i, j in
            for (n, d) in descriptors.enumerated() {
                let o = Compare.sortOrder(keys[i][n], keys[j][n])
                if o != 0 { return d.ascending ? o < 0 : o > 0 }
            }
            return i < j
        }
    }

    /// A collection of values sorts only by `self`.
    /// - Throws: `invalidQuery` naming the first other key path.
    public static func checkValueSort(_ descriptors: [SortDescriptor]) throws(EngineError) {
        for d in descriptors where !["self", ""].contains(d.keyPath.lowercased()) {
            throw Rule.cannotSortValues(d.keyPath)
        }
    }

    /// The value distinct groups by: equal numbers of any kind are one group,
    /// and links group by the live object.
    public static func distinctKey(_ v: Value) -> Value {
        if let d = Compare.number(v) { return .double(d) }
        return v.live
    }
}

extension QueryValidator {
    /// The key paths of sort descriptors over objects of `type`, each checked.
    /// - Throws: `invalidQuery` for an unknown key path or one that does not
    ///   reach a single value.
    public func sortPaths(_ descriptors: [SortDescriptor], type: String) throws(EngineError) -> [[String]] {
        var paths: [[String]] = []
        for d in descriptors {
            let path = d.keyPath.split(separator: ".").map(String.init)
            guard let (prop, _) = try resolvePath(path, type: type, element: nil),
                  prop.collection == .single, !prop.isLinkingObjects else {
                throw Rule.cannotSort(d.keyPath)
            }
            paths.append(path)
        }
        return paths
    }

    /// The key paths distinct groups objects of `type` by, each checked.
    /// - Throws: `invalidQuery` for an unknown key path.
    public func distinctPaths(_ keyPaths: [String], type: String) throws(EngineError) -> [[String]] {
        var paths: [[String]] = []
        for k in keyPaths {
            let path = k.split(separator: ".").map(String.init)
            _ = try resolvePath(path, type: type, element: nil)
            paths.append(path)
        }
        return paths
    }
}
