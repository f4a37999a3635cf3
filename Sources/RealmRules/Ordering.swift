// Sorting and distinct over evaluated results: a sort key path reaches one
// single value (through to-one links), a collection of values sorts only by
// `self`, ties keep their original order, nil sorts first, an object whose
// key path meets a nil link sorts after every value ascending and before
// every value descending (realm-core's sorter), and distinct keeps
// the first element of each group, numbers of different kinds that are equal
// falling in one group.
//
// Related documentation: rlmarray#querying.

public import RealmSpecCore

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

    /// As `stableOrder(_:_:)`, where a nil key is a key path that met a nil
    /// link before its last property: such an element sorts after every
    /// value when its descriptor is ascending and before every value when it
    /// is descending, and two of them tie on that descriptor.
    public static func stableOrder(throughLinks keys: [[Value?]], _ descriptors: [SortDescriptor]) -> [Int] {
        Array(keys.indices).sorted { i, j in
            for (n, d) in descriptors.enumerated() {
                switch (keys[i][n], keys[j][n]) {
                case (nil, nil): continue
                case (nil, _): return !d.ascending
                case (_, nil): return d.ascending
                case (let a?, let b?):
                    let o = Compare.sortOrder(a, b)
                    if o != 0 { return d.ascending ? o < 0 : o > 0 }
                }
            }
            return i < j
        }
    }

    /// A collection of values sorts only by `self`.
    /// - Throws: `invalidQuery` naming the first other key path and the
    ///   element type (`element` nil: the type is not known).
    public static func checkValueSort(_ descriptors: [SortDescriptor], element: PropertySchema? = nil) throws(EngineError) {
        for d in descriptors where !["self", ""].contains(d.keyPath.lowercased()) {
            throw Rule.cannotSortValues(d.keyPath, element: element)
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
    /// The key paths of sort descriptors over objects of `type`, each checked
    /// as realm-core checks a sort key path (Q6): every step a property, a
    /// to-one link before each further step, and the last step a single
    /// value that is neither a link nor data.
    /// - Throws: `invalidQuery` with core's reason for the first bad step.
    public func sortPaths(_ descriptors: [SortDescriptor], type: String) throws(EngineError) -> [[String]] {
        var paths: [[String]] = []
        for d in descriptors {
            // The SDK refuses a collection operator before core reads the path.
            if d.keyPath.contains("@") { throw Rule.cannotSort(d.keyPath, "KVC collection operators are not supported") }
            let path = d.keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if checksKeyPathLength, path.count > Limits.keyPathLength { throw Rule.queryKeyPathTooLong(path) }
            try checkSortSteps(d.keyPath, path, type: type)
            paths.append(path)
        }
        return paths
    }

    /// How core names a collection property's type in a sort error; nil for a single value.
    static func collectionName(_ prop: PropertySchema) -> String? {
        if prop.isLinkingObjects { return "linking objects" }
        switch prop.collection {
        case .list: return "array"
        case .set: return "set"
        case .map: return "dictionary"
        case .single: return nil
        }
    }

    private func checkSortSteps(_ keyPath: String, _ path: [String], type: String) throws(EngineError) {
        var current = type
        for (i, name) in path.enumerated() {
            // A step is read up to the next dot; a dot that ends the path is
            // refused at the step before it.
            let nextIsEmpty = i + 1 == path.count - 1 && path[i + 1].isEmpty
            guard !name.isEmpty, !nextIsEmpty else { throw Rule.cannotSort(keyPath, "missing property name") }
            guard let schema = objectSchema(current), let prop = schema[property: name] else {
                throw Rule.cannotSort(keyPath, "property '\(current).\(name)' does not exist")
            }
            let last = i == path.count - 1
            let unsortable: String? = switch prop.collection {
            case _ where prop.isLinkingObjects: "linking objects"
            case .list: "array"
            case .set: "set"
            case .map: "dictionary"
            case .single: prop.type == .data ? "data" : nil
            }
            if let unsortable {
                throw Rule.cannotSort(keyPath, "property '\(current).\(name)' is of unsupported type '\(unsortable)'")
            }
            if case .object(let target) = prop.type {
                if last {
                    throw Rule.cannotSort(keyPath, "property '\(current).\(name)' of type 'object' cannot be the final property in the key path")
                }
                current = target
            } else if !last {
                throw Rule.cannotSort(keyPath,
                    "property '\(current).\(name)' of type '\(Rule.coreTypeName(prop.type))' may only be the final property in the key path")
            }
        }
    }

    /// The key paths distinct groups objects of `type` by, each checked.
    /// - Throws: `invalidQuery` for an unknown key path.
    public func distinctPaths(_ keyPaths: [String], type: String) throws(EngineError) -> [[String]] {
        var paths: [[String]] = []
        for k in keyPaths {
            // realm-core's Results::distinct reads each key path with the sort's parser
            // (object-store results.cpp `parse_keypath`): an empty step is a missing
            // property name, and a link may not end the path.
            if k.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                throw Rule.cannotSort(k, "missing property name")
            }
            let path = k.split(separator: ".").map(String.init)
            // Realm reads a distinct key path as a sort key path: it may not
            // end in a list, set, map or linking objects (Q6).
            if let (prop, owner) = try resolvePath(path, type: type, element: nil), let kind = Self.collectionName(prop) {
                throw Rule.cannotSort(k, "property '\(owner).\(prop.name)' is of unsupported type '\(kind)'")
            }
            if let (prop, owner) = try resolvePath(path, type: type, element: nil), prop.collection == .single,
               !prop.isLinkingObjects, case .object = prop.type {
                throw Rule.cannotSort(k, "property '\(owner).\(prop.name)' of type 'object' cannot be the final property in the key path")
            }
            paths.append(path)
        }
        return paths
    }
}
