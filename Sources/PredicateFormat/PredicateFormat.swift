// Predicate-format strings (`filter("age < %@", 2)`) into query trees, so a
// string query and a `where { … }` closure reach every engine as the same
// `Query`. Section ids: rlmarray#querying, crud-delete#delete-multiple-objects.

public import RealmSpecCore

/// Parses NSPredicate format strings, as Realm accepts them, into `Query` trees.
///
/// Realm's `filter(_:_:)`, `objectsWhere:`, `indexOfObjectWhere:` and friends
/// take a predicate-format string plus arguments. This parser turns one into
/// the engine-neutral tree of RealmSpecCore, for example:
///
/// ```swift
/// let query = try PredicateFormat.parse("age < %@ AND name BEGINSWITH[c] 'r'", arguments: [.int(2)])
/// // .and([age < 2, name BEGINSWITH[c] "r"])
/// ```
///
/// Supported: `== = != <> < <= =< > >= =>`, `BETWEEN {lo, hi}`, `IN {…}`,
/// `IN %@`, `AND && OR || NOT !`, parentheses, `BEGINSWITH ENDSWITH CONTAINS
/// LIKE` with `[c]`, `[d]`, `[cd]`, `MATCHES` (parsed, then refused by the
/// query rules for every property type), quoted strings, numbers, booleans
/// (`true false TRUE FALSE YES NO`), `nil`/`NULL`, key paths, `ANY SOME ALL
/// NONE`, `@count`, `@sum @min @max @avg`, `SUBQUERY(collection, $x,
/// predicate).@count`, `TRUEPREDICATE`, `FALSEPREDICATE`,
/// `%@` (a value), `%K` (a key path given as a `.string`) and `SELF`.
/// Reserved words are case-insensitive; `#word` uses a reserved word as a
/// property name.
///
/// The tree is normalised in two ways engines can rely on: a constant on the
/// left of `== != < <= > >=` is moved to the right (the operator mirrored),
/// and `value IN keyPath` becomes `ANY keyPath == value`.
///
/// Related documentation: `rlmarray#querying`, `crud-delete#delete-multiple-objects`.
///
/// Schema checks (unknown properties, incompatible types) are not made here;
/// the engine makes them when it evaluates the query.
public enum PredicateFormat {
    /// Parses a format string with its arguments.
    ///
    /// - Parameters:
    ///   - format: the predicate text, e.g. `"age < %@"`.
    ///   - arguments: one value per `%@`/`%K`, in order; `%K` takes a `.string`;
    ///     any after the last placeholder's are not read.
    /// - Returns: the query tree.
    /// - Throws: `invalidQuery` when the string does not parse (the message
    ///   names the 0-based character position), when there are fewer
    ///   arguments than placeholders (more are ignored, as NSPredicate
    ///   ignores them), or when an argument has the
    ///   wrong shape (`%K` not a string, `IN %@` not a collection).
    public static func parse(_ format: String, arguments: [Value]) throws(EngineError) -> Query {
        let tokens = try Lexer.tokens(format)
        let placeholders = tokens.filter { $0.kind == .valueArgument || $0.kind == .keyPathArgument }.count
        // NSPredicate reads one argument per placeholder and ignores the
        // rest; too few is an error.
        guard placeholders <= arguments.count else {
            throw PredicateDiagnostics.argumentCount(format, used: placeholders, given: arguments.count)
        }
        var parser = PredicateParser(format: format, tokens: tokens, arguments: Array(arguments.prefix(placeholders)))
        let query = try parser.parsePredicate()
        try parser.expectEnd()
        return query
    }
}

/// A recursive-descent parser over the tokens of one format string.
///
/// predicate  := conjunction (("OR" | "||") conjunction)*
/// conjunction:= negation (("AND" | "&&") negation)*
/// negation   := ("NOT" | "!") negation | primary
/// primary    := "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE" | comparison
///               (a comparison may start with a parenthesised value: `(null) = x`)
struct PredicateParser {
    let format: String
    private let tokens: [Token]
    private var index = 0
    private var arguments: ArraySlice<Value>
    /// Parentheses and negations open around the token being read.
    var depth = 0
    /// The variables of the SUBQUERY expressions open around the token being
    /// read (`$employee`): a key path starting with one starts at the element.
    var subqueryVariables: [String] = []
    /// Set when a SUBQUERY was read without `.@count` after it.
    var bareSubquery = false
    /// Deeper nesting is refused, so that no string can exhaust the stack;
    /// engines refuse query trees deeper than this too (`Limits.queryDepth`).
    static let maximumDepth = 200

    init(format: String, tokens: [Token], arguments: [Value]) {
        self.format = format
        self.tokens = tokens
        self.arguments = arguments[...]
    }

    // MARK: Token navigation

    var current: Token { tokens[min(index, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func isSymbol(_ symbols: String...) -> Bool {
        if case .symbol(let s) = current.kind { return symbols.contains(s) }
        return false
    }

    func isKeyword(_ words: String...) -> Bool {
        if case .word(let w) = current.kind { return words.contains(w.uppercased()) }
        return false
    }

    mutating func expectSymbol(_ symbol: String, _ what: String) throws(EngineError) {
        guard isSymbol(symbol) else { throw unexpected(expecting: what) }
        _ = advance()
    }

    func unexpected(expecting what: String) -> EngineError {
        PredicateDiagnostics.syntax(format, at: current.position,
                                    "expected \(what), found \(PredicateDiagnostics.describe(current))")
    }

    mutating func expectEnd() throws(EngineError) {
        guard current.kind == .end else { throw unexpected(expecting: "end of string") }
    }

    /// The next argument; the counts were checked before parsing began.
    mutating func nextArgument() throws(EngineError) -> Value {
        guard let value = arguments.popFirst() else {
            throw PredicateDiagnostics.syntax(format, at: current.position, "missing argument")
        }
        return value
    }

    // MARK: Predicates

    mutating func parsePredicate() throws(EngineError) -> Query {
        var terms = [try parseConjunction()]
        while isKeyword("OR") || isSymbol("||") {
            _ = advance()
            terms.append(try parseConjunction())
        }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseConjunction() throws(EngineError) -> Query {
        var terms = [try parseNegation()]
        while isKeyword("AND") || isSymbol("&&") {
            _ = advance()
            terms.append(try parseNegation())
        }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseNegation() throws(EngineError) -> Query {
        if isKeyword("NOT") || isSymbol("!") {
            try enter()
            defer { depth -= 1 }
            _ = advance()
            return .not(try parseNegation())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(EngineError) -> Query {
        if isSymbol("(") {
            let start = self
            do throws(EngineError) {
                return try parseParenthesised()
            } catch {
                // `(null) = boolObj`: a parenthesised value starts a comparison.
                var comparison = start
                guard let c = try? comparison.parseComparison() else { throw error }
                self = comparison
                return .compare(c)
            }
        }
        if isKeyword("TRUEPREDICATE") { _ = advance(); return .truePredicate }
        if isKeyword("FALSEPREDICATE") { _ = advance(); return .falsePredicate }
        return .compare(try parseComparison())
    }

    /// `( predicate )`.
    private mutating func parseParenthesised() throws(EngineError) -> Query {
        try enter()
        defer { depth -= 1 }
        _ = advance()
        let inner = try parsePredicate()
        try expectSymbol(")", "')'")
        return inner
    }

    /// One level deeper, or a syntax error at the current token past the limit.
    mutating func enter() throws(EngineError) {
        guard depth < Self.maximumDepth else {
            throw PredicateDiagnostics.syntax(format, at: current.position,
                                              "nested more than \(Self.maximumDepth) levels deep")
        }
        depth += 1
    }
}
