// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection.
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

import RealmRules
import RealmSpecCore

extension Store {
    /// The shared validator over this store's types. Key-path length is
    /// bounded by the query depth here, so it is not checked again.
    var queryValidator: QueryValidator {
        let (tables, tableIndex) = (self.tables, self.tableIndex)
        return QueryValidator(checksKeyPathLength: false) { name in tableIndex[name].map { tables[$0].schema } }
    }

    /// - Throws: `invalidQuery` naming the property and the object type.
    ///   A tree nested deeper than `Limits.queryDepth` is `invalidQuery` too.
    func validate(_ query: Query, table: Int?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        try queryValidator.validate(query, type: table.map { tables[$0].name }, element: element, depth: depth)
    }
}
