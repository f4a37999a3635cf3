// Every message the predicate parser can give, in one place. All of them are
// `invalidQuery`, the kind Realm raises for a predicate it cannot use.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects

import RealmSpecCore

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

    /// `IN %@` or `BETWEEN %@` whose argument is not a collection of the right size.
    static func collectionArgument(_ format: String, at position: Int, op: String, got value: Value) -> EngineError {
        syntax(format, at: position, "\(op) needs a collection, got \(value.kindName) \(value.description)")
    }

    static func betweenBounds(_ format: String, at position: Int, count: Int) -> EngineError {
        syntax(format, at: position, "BETWEEN needs exactly two bounds, got \(count)")
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
