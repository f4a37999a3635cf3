// The one catalogue of Realm's wording for broken rules. Every engine throws
// these values, so the same broken rule reads the same whatever the engine.
// This file holds the shared bounds, the word-for-word set and how an error
// names the engine call it came from; the messages live in the `Rule+…`
// files beside it.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing.

import RealmSpecCore

/// Realm's messages for broken rules, as `EngineError` factories.
public enum Rule {
    /// Realm's messages that callers match word for word; they stay as Realm words them.
    public static let verbatim: Set<ErrorKind> = [.indexOutOfBounds, .primaryKeyExists]

    /// A value as Realm prints it in messages: strings without quotes.
    public static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }
}

/// How deep caller-supplied trees may nest. Evaluation recurses once per
/// level, so an unbounded depth would run off the end of the stack.
public enum Limits {
    /// Levels of AND/OR/NOT in one query.
    public static let queryDepth = 200
    /// Levels of unmanaged or dictionary-form objects nested in one value,
    /// and of embedded objects copied by `create`.
    public static let graphDepth = 200
    /// Steps in one key path (observed or queried).
    public static let keyPathLength = 200
}

extension EngineError {
    /// The error with the engine call it came from named at the end, unless
    /// the message is one of Realm's word-for-word texts or names it already.
    public func naming(_ call: EngineCall) -> EngineError {
        let name = call.name
        if Rule.verbatim.contains(kind) || message.contains("'\(name)'") || message.hasPrefix(name) { return self }
        return EngineError(kind, "\(message) (in '\(name)')")
    }
}
