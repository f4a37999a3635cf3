// Where closures the Swift SDK's `Query` refuses while it builds the
// predicate, before Realm reads it: a key path after a map subscript.
//
// Related documentation: sdk-query (query-rules.md §0).

import RealmSpecCore

extension QueryRule {
    /// The SDK's `Query` raises `message` while the where closure runs.
    public static func refusedWhileBuilding(_ message: String) -> EngineError {
        invalid(message)
    }
}
