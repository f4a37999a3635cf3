// Every message the predicate parser can give, in one place. All of them are
// `invalidQuery`, the kind Realm raises for a predicate it cannot use.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects

internal import RealmSpecCore

enum PredicateDiagnostics {
    /// The format string does not parse; `position` is the 0-based character
    /// offset of the offending token (the string's length at its end).
    static func syntax(_ format: String, at position: Int, _ reason: String) -> EngineError {
        EngineError(.invalidQuery,
                    "Unable to parse the format string \"\(format)\" at position \(position): \(reason)")
    }

    /// More placeholders than arguments, or arguments left over.
    static func argumentCount(_ format: String, used: Int, given: Int) -> EngineError {
        let noun = used == 1 ? "argument" : "arguments"
        return EngineError(.invalidQuery,
                           "The format string \"\(format)\" takes \(used) \(noun), but \(given) were given")
    }

    /// A `%K` argument that is not a string.
    static func keyPathArgument(_ format: String, at position: Int, got value: Value) -> EngineError {
        syntax(format, at: position, "%K needs a key path string, got \(value.kindName) \(value.description)")
    }

    /// A rule of the SDK's query language broken by the shape of the
    /// predicate itself, in the SDK's words (sdk-query, query-rules.md).
    static func invalid(_ message: String) -> EngineError { EngineError(.invalidQuery, message) }

    /// A subscript that is neither a string nor a number (sdk-query, query-rules.md §13).
    static func subscriptType(_ text: String) -> EngineError {
        invalid("Invalid subscript type '\(text)': Only `Strings` or index are allowed subscripts")
    }

    /// `IN %@` or `BETWEEN %@` whose argument is not a collection
    /// (sdk-query, query-rules.md §10, §11).
    static func collectionArgument(_ format: String, at position: Int, op: String, got value: Value) -> EngineError {
        invalid(op == "IN" ? "IN clause requires an array of items" : "object must be of type NSArray for BETWEEN operations")
    }

    /// `SUBQUERY(…)` compared without `.@count` after it; IN and BETWEEN are
    /// refused first, as they need a key path (sdk-query, query-rules.md §2).
    static func bareSubquery(_ op: ComparisonOperator) -> EngineError {
        switch op {
        case .in: invalid("Predicate with IN operator must compare a KeyPath with an aggregate")
        case .between: invalid("Predicate with BETWEEN operator must compare a KeyPath with an aggregate with two values")
        default: invalid("SUBQUERY is only supported when immediately followed by .@count.")
        }
    }

    /// `SUBQUERY(…).name` for a name other than `@count` (query-rules.md §14).
    static let subqueryCountOnly =
        invalid("SUBQUERY is only supported when immediately followed by .@count that is compared with a constant number.")

    /// BETWEEN with other than two bounds (sdk-query, query-rules.md §11).
    static func betweenBounds(_ format: String, at position: Int, count: Int) -> EngineError {
        invalid("NSArray object must contain exactly two objects for BETWEEN operations")
    }

    static func unknownOption(_ format: String, at position: Int, _ option: String) -> EngineError {
        syntax(format, at: position, "unknown comparison option '[\(option)]' (expected c, d or cd)")
    }

    /// What a token looks like in a message: `'<'`, `end of string`, `'name'`.
    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .word(let w), .escapedWord(let w): return "'\(w)'"
        case .string(let s): return "string '\(s)'"
        case .integer(let i): return "number \(i)"
        case .real(let d): return "number \(d)"
        case .valueArgument: return "'%@'"
        case .keyPathArgument: return "'%K'"
        case .collectionOperator(let op): return "'\(op)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "end of string"
        }
    }
}
