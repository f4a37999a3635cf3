// Checking a query tree against the schema before it runs, so an unknown
// key path or a constant of the wrong type fails with `invalidQuery` even on
// an empty collection.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    /// The shared validator over this realm's types. This engine does not
    /// check the number of BETWEEN bounds before a query runs.
    var queryValidator: QueryValidator {
        let layout = self.layout
        return QueryValidator(checksBetweenBounds: false) { name in layout[type: name] }
    }

    /// - Throws: `invalidQuery` naming the property and the object type; a
    ///   tree nested deeper than `Limits.queryDepth` is `invalidQuery` too.
    func validate(_ query: Query, type: String?, element: PropertySchema?, depth: Int = 0) throws(EngineError) {
        try queryValidator.validate(query, type: type, element: element, depth: depth)
    }
}
