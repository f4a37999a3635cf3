// Comparisons: quantifiers, operators, string options, IN and BETWEEN, and
// the normal form engines receive.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects

internal import RealmSpecCore

extension PredicateParser {
    /// comparison := [ANY|SOME|ALL|NONE] operand operator [options] operand
    mutating func parseComparison() throws(EngineError) -> Comparison {
        let quantifier = parseQuantifier()
        let lhs = try parseOperand()
        let op = try parseOperator()
        let options = try parseOptions()
        let rhs: Expression
        switch op {
        case .in: rhs = try parseInOperand()
        case .between: rhs = try parseBetweenOperand()
        default: rhs = try parseOperand()
        }
        if bareSubquery { throw PredicateDiagnostics.bareSubquery(op) }
        let comparison = Comparison(lhs, op, PredicateParser.subqueryCount(lhs, rhs), quantifier: quantifier,
                                    caseInsensitive: options.caseInsensitive,
                                    diacriticInsensitive: options.diacriticInsensitive)
        return PredicateParser.normalized(comparison)
    }

    /// The number a subquery's count is compared with, as the SDK reads it
    /// (`integerValue`: a fraction is cut off, a Bool is 0 or 1). Any other
    /// right side is left for the query rules to refuse.
    private static func subqueryCount(_ lhs: Expression, _ rhs: Expression) -> Expression {
        guard case .subquery = lhs, case .constant(let v) = rhs else { return rhs }
        switch v {
        case .double(let d) where d.isFinite && abs(d) < 9.2e18: return .constant(.int(Int64(d)))
        case .float(let f) where f.isFinite && abs(f) < 9.2e18: return .constant(.int(Int64(f)))
        case .bool(let b): return .constant(.int(b ? 1 : 0))
        default: return rhs
        }
    }

    private mutating func parseQuantifier() -> Quantifier? {
        let quantifier: Quantifier
        if isKeyword("ANY", "SOME") { quantifier = .any }
        else if isKeyword("ALL") { quantifier = .all }
        else if isKeyword("NONE") { quantifier = .none }
        else { return nil }
        _ = advance()
        return quantifier
    }

    private static let symbolOperators: [String: ComparisonOperator] = [
        "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual,
        "<": .less, "<=": .lessOrEqual, "=<": .lessOrEqual,
        ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
    ]

    private static let wordOperators: [String: ComparisonOperator] = [
        "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains,
        "LIKE": .like, "IN": .in, "BETWEEN": .between, "MATCHES": .matches,
    ]

    private mutating func parseOperator() throws(EngineError) -> ComparisonOperator {
        switch current.kind {
        case .symbol(let s):
            if let op = PredicateParser.symbolOperators[s] { _ = advance(); return op }
        case .word(let w):
            if let op = PredicateParser.wordOperators[w.uppercased()] { _ = advance(); return op }
        default: break
        }
        throw unexpected(expecting: "a comparison operator")
    }

    /// `[c]`, `[d]`, `[cd]` (in either order) after an operator.
    private mutating func parseOptions() throws(EngineError) -> (caseInsensitive: Bool, diacriticInsensitive: Bool) {
        guard isSymbol("[") else { return (false, false) }
        _ = advance()
        let optionToken = current
        guard case .word(let word) = optionToken.kind else { throw unexpected(expecting: "c, d or cd") }
        let letters = Set(word.lowercased())
        guard !letters.isEmpty, letters.isSubset(of: ["c", "d"]), letters.count == word.count else {
            throw PredicateDiagnostics.unknownOption(format, at: optionToken.position, word)
        }
        _ = advance()
        try expectSymbol("]", "']'")
        return (letters.contains("c"), letters.contains("d"))
    }

    /// `IN {a, b}`, `IN %@` (a list, set or map argument) or `IN keyPath`.
    private mutating func parseInOperand() throws(EngineError) -> Expression {
        if isSymbol("{") { return .constant(.list(try parseBracedList())) }
        if current.kind == .valueArgument {
            let position = advance().position
            let value = try nextArgument()
            guard let elements = PredicateParser.elements(of: value) else {
                throw PredicateDiagnostics.collectionArgument(format, at: position, op: "IN", got: value)
            }
            return .constant(.list(elements))
        }
        return try parseOperand()
    }

    /// `BETWEEN {lo, hi}` or `BETWEEN %@` with a two-element array.
    private mutating func parseBetweenOperand() throws(EngineError) -> Expression {
        let position = current.position
        let bounds: [Value]
        if isSymbol("{") {
            bounds = try parseBracedList()
        } else if current.kind == .valueArgument {
            _ = advance()
            let value = try nextArgument()
            // Only an array: a set or a dictionary is refused as any other non-array is.
            guard case .list(let elements) = value else {
                throw PredicateDiagnostics.collectionArgument(format, at: position, op: "BETWEEN", got: value)
            }
            bounds = elements
        } else {
            // Any other right side is refused by the SDK's shape rule, which
            // the query validator applies (sdk-query, query-rules.md §2).
            return try parseOperand()
        }
        guard bounds.count == 2 else {
            throw PredicateDiagnostics.betweenBounds(format, at: position, count: bounds.count)
        }
        return .constant(.list(bounds))
    }

    /// `{v1, v2, …}` of constants and `%@` arguments; may be empty.
    mutating func parseBracedList() throws(EngineError) -> [Value] {
        try expectSymbol("{", "'{'")
        var values: [Value] = []
        if isSymbol("}") { _ = advance(); return values }
        while true {
            if startsNonConstant(current) {
                throw PredicateDiagnostics.invalid("Expressions within predicate aggregates must be constant values")
            }
            values.append(try parseConstant())
            if isSymbol("}") { _ = advance(); return values }
            try expectSymbol(",", "',' or '}'")
        }
    }

    static func elements(of value: Value) -> [Value]? {
        switch value {
        case .list(let vs), .set(let vs): return vs
        case .map(let entries): return entries.map(\.value)
        default: return nil
        }
    }

    // MARK: Normal form

    /// Constants move to the right of mirrorable operators, and
    /// `value IN keyPath` becomes `ANY keyPath == value`.
    static func normalized(_ c: Comparison) -> Comparison {
        guard case .constant = c.lhs else { return c }
        if case .constant = c.rhs { return c }
        // The SDK compares a subquery's count only when it stands on the left.
        if case .subquery = c.rhs { return c }
        var result = c
        if let op = c.op.mirrored {
            result.lhs = c.rhs; result.rhs = c.lhs; result.op = op
        } else if c.op == .in, Self.isKeyPathExpression(c.rhs) {
            // Rewritten as `ANY keyPath == value` with the options dropped
            // (sdk-query, query-rules.md §2).
            result.lhs = c.rhs; result.rhs = c.lhs; result.op = .equal
            result.quantifier = c.quantifier ?? .any
            result.caseInsensitive = false; result.diacriticInsensitive = false
        }
        return result
    }

    /// A key path, or a map's keys (`map.@allKeys` is a key path to the SDK).
    private static func isKeyPathExpression(_ e: Expression) -> Bool {
        switch e {
        case .keyPath, .allKeys: return true
        default: return false
        }
    }
}
