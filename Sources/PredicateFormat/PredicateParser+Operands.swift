// Operands: constants, %@ arguments, key paths (also from %K), SELF, the
// collection operators @count, @sum, @min, @max, @avg and a map's @allKeys,
// SUBQUERY(collection, $x, predicate).@count, and subscripts of a key path
// (`dict['key']`, `mixed[0][#any]`).
// Section ids: rlmarray#querying, rlmarray#aggregating

internal import RealmSpecCore

extension PredicateParser {
    /// Words that cannot start a key path unless written with `#`.
    private static let reserved: Set<String> = [
        "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "BETWEEN", "BEGINSWITH",
        "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    /// operand := constant | keyPath | "SELF" | "{" list "}" | "(" operand ")"
    mutating func parseOperand() throws(EngineError) -> Expression {
        if isSymbol("{") { return .constant(.list(try parseBracedList())) }
        // `(null)`, as `%@` formats nil into a format string: a parenthesised operand.
        if isSymbol("(") {
            try enter()
            defer { depth -= 1 }
            _ = advance()
            let inner = try parseOperand()
            try expectSymbol(")", "')' closing a parenthesised value")
            return inner
        }
        if let literal = literalValue(current) {
            _ = advance()
            return .constant(literal)
        }
        switch current.kind {
        case .valueArgument, .integer, .real, .string:
            return .constant(try parseConstant())
        case .symbol("-"):
            return .constant(try parseConstant())
        case .word(let w) where w.uppercased() == "SELF":
            let position = advance().position
            return try parseKeyPath(startingWith: [], at: position)
        case .word(let w) where w.uppercased() == "SUBQUERY":
            return try parseSubquery()
        case .word(let w) where !PredicateParser.reserved.contains(w.uppercased()):
            let position = advance().position
            return try parseKeyPath(startingWith: [w], at: position)
        case .escapedWord(let w):
            let position = advance().position
            return try parseKeyPath(startingWith: [w], at: position)
        case .keyPathArgument:
            let position = current.position
            let first = try keyPathArgumentComponents()
            return try parseKeyPath(startingWith: first, at: position)
        case .collectionOperator(let op):
            // `@count == 0`: NSPredicate reads a key path that starts with an
            // operator; the key-path rules refuse it (Q-KP5, Q-KP6).
            let position = advance().position
            return try parseKeyPath(startingWith: [op], at: position)
        default:
            throw unexpected(expecting: "a key path or a value")
        }
    }

    /// A literal, a negative number or a `%@` argument.
    mutating func parseConstant() throws(EngineError) -> Value {
        if let literal = literalValue(current) { _ = advance(); return literal }
        switch current.kind {
        case .valueArgument: _ = advance(); return try nextArgument()
        case .string(let s): _ = advance(); return .string(s)
        case .integer(let i): _ = advance(); return .int(i)
        case .real(let d): _ = advance(); return .double(d)
        case .symbol("-"):
            _ = advance()
            switch current.kind {
            case .integer(let i): _ = advance(); return .int(-i)
            case .real(let d): _ = advance(); return .double(-d)
            default: throw unexpected(expecting: "a number after '-'")
            }
        default:
            throw unexpected(expecting: "a value")
        }
    }

    /// Whether `token` starts an operand that is not a constant (a key path,
    /// `SELF`, an operator, a nested `{…}`), which an aggregate refuses.
    func startsNonConstant(_ token: Token) -> Bool {
        if literalValue(token) != nil { return false }
        switch token.kind {
        case .word, .escapedWord, .keyPathArgument, .collectionOperator, .symbol("{"): return true
        default: return false
        }
    }

    /// `true false YES NO nil NULL`, in any case.
    private func literalValue(_ token: Token) -> Value? {
        guard case .word(let w) = token.kind else { return nil }
        switch w.uppercased() {
        case "TRUE", "YES": return .bool(true)
        case "FALSE", "NO": return .bool(false)
        case "NIL", "NULL": return .null
        default: return nil
        }
    }

    /// The components of a `%K` argument: `"favoriteToy.name"` is two.
    private mutating func keyPathArgumentComponents() throws(EngineError) -> [String] {
        let position = advance().position
        let value = try nextArgument()
        guard case .string(let path) = value else {
            throw PredicateDiagnostics.keyPathArgument(format, at: position, got: value)
        }
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Q-KP1, Q-KP2: a `%K` key path with an empty component.
        if components.count > 1, components.last == "" {
            throw PredicateDiagnostics.invalid("Invalid keypath '\(path)': no key name after last '.'")
        }
        if components.count > 1, components.contains(where: \.isEmpty) {
            throw PredicateDiagnostics.invalid("Invalid keypath '\(path)': no key name before '.'")
        }
        guard !components.contains(where: \.isEmpty) else {
            throw PredicateDiagnostics.syntax(format, at: position, "%K argument '\(path)' is not a key path")
        }
        return components
    }

    /// Reads `.component` and `.@operator` suffixes, then folds the path.
    private mutating func parseKeyPath(startingWith first: [String], at position: Int) throws(EngineError) -> Expression {
        var components = first
        while isSymbol(".") {
            _ = advance()
            switch current.kind {
            case .word(let w), .escapedWord(let w): _ = advance(); components.append(w)
            case .collectionOperator(let op): _ = advance(); components.append(op)
            case .keyPathArgument: components += try keyPathArgumentComponents()
            default: throw unexpected(expecting: "a property name after '.'")
            }
        }
        if case .collectionOperator(let op) = current.kind, components.isEmpty {
            _ = advance()
            components.append(op)
        }
        // `$employee.age` inside SUBQUERY(…, $employee, …) starts at the element.
        if let first = components.first, subqueryVariables.contains(first) { components.removeFirst() }
        if isSymbol("[") { return .subscripted(components, try parseSubscripts(after: components)) }
        return try expression(from: components, at: position)
    }

    /// `['key']`, `[%@]` (a string key or a number index), `[0]`, and
    /// `[#any]` or `[%K]` given `#any` (every element), one or more.
    private mutating func parseSubscripts(after path: [String]) throws(EngineError) -> [PathSubscript] {
        var subscripts: [PathSubscript] = []
        while isSymbol("[") {
            _ = advance()
            let text = path.joined(separator: ".") + subscripts.map(\.text).joined()
            switch current.kind {
            case .escapedWord(let w) where w.lowercased() == "any":
                _ = advance(); subscripts.append(.anyElement)
            case .keyPathArgument:
                _ = advance()
                guard case .string(let name) = try nextArgument(), name == "#any" || name.lowercased() == "any" else {
                    throw PredicateDiagnostics.invalid(
                        "Invalid expression type '\(text)': Subscripts queries don't allow any other expression types")
                }
                subscripts.append(.anyElement)
            default:
                switch try parseConstant() {
                case .string(let key): subscripts.append(.key(key))
                case .int(let i): subscripts.append(.index(Int(clamping: i)))
                case let other: throw PredicateDiagnostics.subscriptType("\(text)[\(Self.subscriptDescription(other))]")
                }
            }
            try expectSymbol("]", "']' closing a subscript")
        }
        return subscripts
    }

    /// A subscript value as the SDK prints it in its message.
    private static func subscriptDescription(_ v: Value) -> String {
        switch v {
        case .objectId(let s), .uuid(let s), .decimal128(let s), .string(let s): return s
        case .double(let d): return "\(d)"
        case .float(let f): return "\(f)"
        case .bool(let b): return b ? "1" : "0"
        default: return String(describing: v)
        }
    }

    /// `a.b` is a key path; `a.@count` a count; `a.@sum.b` or `a.@max` an
    /// aggregate; `map.@allValues` the map's values; `map.@allKeys` its keys. The SDK's key-path rules
    /// (sdk-query, query-rules.md §3 Q-KP3–Q-KP9) name the whole key path.
    private func expression(from components: [String], at position: Int) throws(EngineError) -> Expression {
        let text = components.joined(separator: ".")
        if components.first == "@allValues" {
            throw PredicateDiagnostics.invalid("Invalid keypath '\(text)': @allValues must follow a dictionary property.")
        }
        // `@allValues` stays in the key path; the query rules check that a
        // map comes before it, and evaluation reads the map's values there.
        guard let opIndex = components.firstIndex(where: { $0.hasPrefix("@") && $0 != "@allValues" }) else {
            return .keyPath(components)
        }
        let path = Array(components[..<opIndex])
        let rest = components[(opIndex + 1)...]
        let op = components[opIndex]
        if rest.contains(where: { $0.hasPrefix("@") }) {
            throw PredicateDiagnostics.invalid("Invalid keypath '\(text)': at most one collection operation per keypath is supported.")
        }
        switch op {
        case "@count":
            guard rest.isEmpty else {
                throw PredicateDiagnostics.invalid("Invalid keypath '\(text)': @count must appear at the end of a keypath.")
            }
            return .count(path)
        case "@sum", "@min", "@max", "@avg":
            guard let aggregate = AggregateOperator(rawValue: op) else { break }
            // `list.@min.a.b`: the query rules walk `a.b` on the element type
            // and name the step that cannot be followed (Q-KP12, Q-KP13).
            return .aggregate(aggregate, path, property: rest.isEmpty ? nil : rest.joined(separator: "."))
        case "@allKeys":
            // Q-KP8: last; the query rules check that a map comes before it.
            guard rest.isEmpty else {
                throw PredicateDiagnostics.invalid("Invalid keypath '\(text)': @allKeys must appear at the end of a keypath.")
            }
            return .allKeys(path)
        default: break
        }
        throw PredicateDiagnostics.invalid("Invalid keypath '\(text)': Unsupported collection operation '\(op)'")
    }
}

extension PredicateParser {
    /// `SUBQUERY(collection, $x, predicate).@count`: the predicate's key paths
    /// start at the element, with or without `$x.` before them, as the SDK
    /// puts `SELF` for the variable and reads the predicate against the
    /// element's type (sdk-query, query-rules.md §14). Without `.@count`
    /// after it the comparison is refused once its operator is known.
    mutating func parseSubquery() throws(EngineError) -> Expression {
        _ = advance()
        try enter()
        defer { depth -= 1 }
        try expectSymbol("(", "'(' after SUBQUERY")
        let position = current.position
        guard case .keyPath(let collection) = try parseOperand() else {
            throw PredicateDiagnostics.syntax(format, at: position, "SUBQUERY needs a collection key path first")
        }
        try expectSymbol(",", "',' after the SUBQUERY collection")
        guard case .word(let variable) = current.kind, variable.hasPrefix("$"), variable.count > 1 else {
            throw unexpected(expecting: "a SUBQUERY variable such as '$x'")
        }
        _ = advance()
        try expectSymbol(",", "',' after the SUBQUERY variable")
        subqueryVariables.append(variable)
        let inner = try parsePredicate()
        subqueryVariables.removeLast()
        try expectSymbol(")", "')' closing SUBQUERY")
        guard isSymbol(".") else {
            bareSubquery = true
            return .subquery(collection, inner)
        }
        _ = advance()
        guard case .collectionOperator("@count") = current.kind else { throw PredicateDiagnostics.subqueryCountOnly }
        _ = advance()
        return .subquery(collection, inner)
    }
}
