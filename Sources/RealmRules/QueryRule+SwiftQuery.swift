// Where closures the Swift SDK's `Query` refuses while it builds the
// predicate, before Realm reads it: a key path after a map subscript, two
// key paths through collections compared with each other.
//
// Related documentation: sdk-query (query-rules.md §0).

public import RealmSpecCore

extension QueryRule {
    /// The SDK's `Query` raises `message` while the where closure runs.
    public static func refusedWhileBuilding(_ message: String) -> EngineError {
        invalid(message)
    }

    /// `$0.list.a == $0.set.b`: both sides go through a collection.
    public static let twoCollectionColumns = "Comparing two collection columns is not permitted."
}
