// The one place predicate-format strings are parsed (the PredicateFormat
// module), so a string query and a where closure become the same tree.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import PredicateFormat
internal import RealmSpecCore

enum PredicateStrings {
    static func parse(_ format: String, arguments: [Value]) throws(EngineError) -> Query {
        try PredicateFormat.parse(format, arguments: arguments)
    }
}
