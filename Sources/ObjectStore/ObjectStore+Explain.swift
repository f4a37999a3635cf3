// How a storage would answer a query: pushed down (and how: a column scan,
// a SELECT), or evaluated by the object store itself. `realmspec engines
// --explain` prints it for a set of query shapes; the seam's optional
// `explain` (Engine+Explain.swift).
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import RealmRules
public import RealmSpecCore

extension ObjectStore {
    /// The storage's plan for `query` over every object of `type`, or nil
    /// when the object store evaluates it.
    ///
    /// - Throws: `invalidQuery` and the other errors the query would raise.
    public func explain(_ query: Query, on type: String) throws(EngineError) -> String? {
        guard isOpenForExplain else { throw EngineError(.engineFailure, "explain: no realm is open") }
        let t = try storage.table(named: type, operation: "explain")
        try storage.validate(query, table: t, element: nil)
        return storage.explain(table: t, query: query)
    }

    /// The storage's plan for a read over the objects of `type` (all of
    /// them, or those matching the read's query), or nil when the object
    /// store answers it.
    ///
    /// - Throws: the errors the read would raise.
    public func explain(_ read: ExplainedRead, on type: String) throws(EngineError) -> String? {
        guard isOpenForExplain else { throw EngineError(.engineFailure, "explain: no realm is open") }
        let t = try storage.table(named: type, operation: "explain")
        func checked(_ query: Query?) throws(EngineError) -> Query? {
            if let query { try storage.validate(query, table: t, element: nil) }
            return query
        }
        /// The stored property of the table a key path names directly, or nil.
        func direct(_ keyPath: String) -> Int? {
            guard let p = catalog.tables[t].propertyIndex[keyPath], catalog.tables[t].flags[p].isSingleStored else { return nil }
            return p
        }
        let storageRead: StorageRead
        switch read {
        case .count(let query):
            storageRead = .count(try checked(query) ?? .truePredicate)
        case .sorted(let query, let descriptors, let limit):
            let query = try checked(query)
            _ = try storage.queryValidator.sortPaths(descriptors, type: type)
            var keys: [SortKey] = []
            for d in descriptors {
                guard let p = direct(d.keyPath) else { return nil }
                keys.append(SortKey(property: p, ascending: d.ascending))
            }
            storageRead = .sorted(query, keys, limit: limit)
        case .distinct(let query, let keyPaths):
            let query = try checked(query)
            _ = try storage.queryValidator.distinctPaths(keyPaths, type: type)
            var properties: [Int] = []
            for keyPath in keyPaths {
                guard let p = direct(keyPath) else { return nil }
                properties.append(p)
            }
            storageRead = .distinct(query, properties: properties)
        case .aggregate(let query, let op, let name):
            let query = try checked(query)
            let p = try storage.property(name, of: t)
            let prop = catalog.tables[t].property(p)
            try Aggregate.checkObjectProperty(op, prop, owner: catalog.tables[t].name)
            guard Aggregate.accepts(op, prop.type) else { throw Rule.unsupportedAggregate(op, prop, owner: catalog.tables[t].name) }
            storageRead = .aggregate(query, op, property: p)
        }
        return storage.explain(table: t, read: storageRead)
    }
}

extension ObjectStore {
    /// The ids of the objects of `type` matching `query` as the storage's
    /// own filter answers it, or nil when it declines (for parity tests of
    /// a storage's translation).
    public func storageMatches(_ query: Query, on type: String) -> [Int64]? {
        guard let t = catalog.tableIndex[type] else { return nil }
        return storage.filter(table: t, query: query)?.map { storage.id(table: t, row: $0) }
    }

    /// The ids of the objects of `type` matching `query` as the object
    /// store's own evaluator selects them.
    public func evaluatedMatches(_ query: Query, on type: String) -> [Int64] {
        guard let t = catalog.tableIndex[type] else { return [] }
        let s = storage
        return s.rows(table: t).filter { s.matches(query, .row(table: t, row: $0)) }.map { s.id(table: t, row: $0) }
    }
}
