// The one place predicate-format strings are parsed (the PredicateFormat
// module's `parse(_:arguments:)`), so a string query and a where closure
// become the same tree.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmSpecCore

enum PredicateStrings {
    static func parse(_ format: String, arguments: [Value]) throws(EngineError) -> Query {
        throw EngineError(.unsupported, "predicate strings are not available in this build: '\(format)'")
    }
}
