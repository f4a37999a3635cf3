// Evaluating a `CollectionRef` into its current contents: all objects of a
// type, a list/set/map/linking-objects property, and filtered, sorted and
// distinct views of them. Results are live: they are evaluated at each access.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying, rlmarray#accessing-objects.

internal import RealmRules
internal import RealmSpecCore

/// The evaluated contents of a collection.
enum Items {
    /// Objects, as rows of one table, in collection order.
    case objects(table: Int, rows: [Int])
    /// Values of a collection of primitives, AnyRealmValue or a map (values in key order).
    case values([Value], element: PropertySchema)

    var count: Int {
        switch self {
        case .objects(_, let rows): return rows.count
        case .values(let vs, _): return vs.count
        }
    }
}

extension Storage {
    /// The contents of a collection in this storage (frozen wrappers are
    /// ignored: the caller picks the snapshot).
    func items(_ ref: CollectionRef) throws(EngineError) -> Items {
        switch ref {
        case .objects(let type):
            let t = try table(named: type, operation: "objects")
            return .objects(table: t, rows: rows(table: t))
        case .property(let owner, let name):
            return try propertyItems(owner: owner, name: name)
        case .filtered(.objects(let type), let query):
            return try filterAll(type: type, query)
        case .filtered(let base, let query):
            return try filter(try queryItems(base, filtering: true), query)
        case .sorted(let base, let descriptors):
            if let pushed = try sortedByStorage(base, descriptors) { return pushed }
            return try sort(try queryItems(base), by: descriptors)
        case .distinct(let base, let keyPaths):
            if let pushed = try distinctByStorage(base, keyPaths) { return pushed }
            return try distinct(try queryItems(base), keyPaths: keyPaths)
        case .frozen(let base, _):
            return try items(base)
        }
    }

    /// The table and query (checked) of all objects of a type, or of those
    /// matching a query: the collections a storage may answer itself; nil
    /// for any other. Errors come in the order evaluation here raises them.
    func tableAndQuery(_ base: CollectionRef) throws(EngineError) -> (table: Int, query: Query?)? {
        let type: String
        let query: Query?
        switch base {
        case .objects(let name): type = name; query = nil
        case .filtered(.objects(let name), let q): type = name; query = q
        default: return nil
        }
        let t = try table(named: type, operation: "objects")
        if let query { try validate(query, table: t, element: nil) }
        return (t, query.map { typedConstants($0, table: t) })
    }

    /// The stored property each key path names directly, or nil when one
    /// goes through a link.
    private func directProperties(_ paths: [[String]], table t: Int) -> [Int]? {
        var properties: [Int] = []
        for path in paths {
            let steps = QueryValidator.steps(path)
            guard steps.count == 1, let p = catalog.tables[t].propertyIndex[steps[0]],
                  catalog.tables[t].flags[p].isSingleStored else { return nil }
            properties.append(p)
        }
        return properties
    }

    /// Sorted by the storage itself when it can; nil to sort here.
    private func sortedByStorage(_ base: CollectionRef, _ descriptors: [SortDescriptor]) throws(EngineError) -> Items? {
        guard let (t, query, keys) = try sortKeys(base, descriptors) else { return nil }
        return sortedRows(table: t, query: query, by: keys).map { .objects(table: t, rows: $0) }
    }

    /// The first `limit` rows of a sort the storage answers itself (fewer:
    /// every row), or nil to evaluate the whole collection. The checks run
    /// as for the whole sort.
    func sortedPrefixByStorage(_ ref: CollectionRef, limit: Int) throws(EngineError) -> (table: Int, rows: [Int])? {
        guard case .sorted(let base, let descriptors) = ref,
              let (t, query, keys) = try sortKeys(base, descriptors) else { return nil }
        return sortedRows(table: t, query: query, by: keys, limit: limit).map { (t, $0) }
    }

    /// The table, query and storage sort keys of a sort over all objects of
    /// a type or a filter of them by stored properties of the type itself.
    private func sortKeys(_ base: CollectionRef, _ descriptors: [SortDescriptor]) throws(EngineError) -> (Int, Query?, [SortKey])? {
        guard let (t, query) = try tableAndQuery(base) else { return nil }
        let paths = try queryValidator.sortPaths(descriptors, type: catalog.tables[t].name)
        guard let properties = directProperties(paths, table: t) else { return nil }
        return (t, query, zip(properties, descriptors).map { SortKey(property: $0, ascending: $1.ascending) })
    }

    /// Made distinct by the storage itself when it can; nil to do it here.
    private func distinctByStorage(_ base: CollectionRef, _ keyPaths: [String]) throws(EngineError) -> Items? {
        guard let (t, query) = try tableAndQuery(base) else { return nil }
        let paths = try queryValidator.distinctPaths(keyPaths, type: catalog.tables[t].name)
        guard let properties = directProperties(paths, table: t) else { return nil }
        return distinctRows(table: t, query: query, properties: properties).map { .objects(table: t, rows: $0) }
    }

    /// The owner row and property index of a collection property.
    func collectionProperty(owner: ObjectKey, name: String) throws(EngineError) -> (ref: RowRef, row: Int, property: Int) {
        let t = try table(named: owner.type, operation: "collection")
        let p = try property(name, of: t)
        let prop = catalog.tables[t].property(p)
        guard let row = row(table: t, id: owner.id) else {
            throw prop.isLinkingObjects ? Rule.invalidated : Rule.invalidatedCollection(prop.collection)
        }
        if prop.collection == .single && !prop.isLinkingObjects {
            throw Rule.notACollection(name, type: owner.type, "collection")
        }
        return (RowRef(table: t, id: owner.id), row, p)
    }

    private func propertyItems(owner: ObjectKey, name: String) throws(EngineError) -> Items {
        if let none = try linkingObjectsOfDeleted(owner: owner, name: name) { return none }
        let (ref, row, p) = try collectionProperty(owner: owner, name: name)
        let prop = catalog.tables[ref.table].property(p)
        if case let .linkingObjects(originType, _) = prop.type, let ot = catalog.tableIndex[originType] {
            let rows = linkingObjects(table: ref.table, row: row, property: p).compactMap { self.row(table: ot, id: $0.id) }
            return .objects(table: ot, rows: rows)
        }
        let values = collection(table: ref.table, row: row, property: p).values
        if prop.collection != .map, case .object(let target) = prop.type, let tt = catalog.tableIndex[target] {
            return .objects(table: tt, rows: values.compactMap { $0.linkKey.flatMap { self.row(table: tt, id: $0.id) } })
        }
        return .values(values, element: prop)
    }

    /// The element of evaluated contents as a value (objects as links).
    func element(of items: Items, at index: Int) -> Value {
        switch items {
        case .objects(let t, let rows): return .link(ObjectKey(type: catalog.tables[t].name, id: id(table: t, row: rows[index])))
        case .values(let vs, _): return vs[index]
        }
    }

    func values(of items: Items) -> [Value] {
        switch items {
        case .objects(let t, let rows):
            let name = catalog.tables[t].name
            return rows.map { .link(ObjectKey(type: name, id: id(table: t, row: $0))) }
        case .values(let vs, _): return vs
        }
    }

    /// The objects of evaluated contents (links among values).
    func objectRefs(_ items: Items) -> [RowRef] {
        switch items {
        case .objects(let t, let rows):
            return rows.map { RowRef(table: t, id: id(table: t, row: $0)) }
        case .values(let vs, _):
            let index = catalog.tableIndex
            return vs.compactMap { v in v.linkKey.flatMap { k in index[k.type].map { RowRef(table: $0, id: k.id) } } }
        }
    }
}
