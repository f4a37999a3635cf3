// How a storage would answer a query: pushed down (and how: a column scan,
// a SELECT), or evaluated by the object store itself. `realmspec engines
// --explain` prints it for a set of query shapes.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import RealmSpecCore

/// An engine that can say how it would answer a query (the object store
/// over any storage).
public protocol ExplainsQueries: Engine {
    /// The storage's plan for `query` over every object of `type`, or nil
    /// when the object store evaluates it.
    ///
    /// - Throws: `invalidQuery` and the other errors the query would raise.
    func explain(_ query: Query, on type: String) throws(EngineError) -> String?
}

extension ObjectStore: ExplainsQueries {
    public func explain(_ query: Query, on type: String) throws(EngineError) -> String? {
        guard isOpenForExplain else { throw EngineError(.engineFailure, "explain: no realm is open") }
        let t = try storage.table(named: type, operation: "explain")
        try storage.validate(query, table: t, element: nil)
        return storage.explain(table: t, query: query)
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
