// Predicate-format strings, step one: characters into tokens.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects
// (both accept queries as NSPredicate format strings with %@ arguments).

internal import RealmSpecCore

/// One lexical unit of a format string, with the character offset it starts at.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A bare word: a key path component or a reserved word (`AND`, `ANY`, `nil`…).
        case word(String)
        /// A word written with a leading `#`, never a reserved word.
        case escapedWord(String)
        case string(String)
        case integer(Int64)
        case real(Double)
        /// `%@`, `%d`, `%f`… : the next argument as a value.
        case valueArgument
        /// `%K`: the next argument as a key path.
        case keyPathArgument
        /// `@count`, `@sum`…
        case collectionOperator(String)
        /// Operators and punctuation: `==`, `<=`, `&&`, `(`, `{`, `,`, `.`, `[`…
        case symbol(String)
        case end
    }

    var kind: Kind
    var position: Int
}

/// Splits a format string into tokens; the only errors are bad characters,
/// unterminated strings and malformed numbers.
struct Lexer {
    private let text: [Character]
    private let format: String
    private var index = 0

    init(_ format: String) {
        self.format = format
        self.text = Array(format)
    }

    static func tokens(_ format: String) throws(EngineError) -> [Token] {
        var lexer = Lexer(format)
        var result: [Token] = []
        while true {
            let token = try lexer.next()
            result.append(token)
            if token.kind == .end { return result }
        }
    }

    private var current: Character? { index < text.count ? text[index] : nil }
    private func peek(_ offset: Int = 1) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private mutating func next() throws(EngineError) -> Token {
        while let c = current, c.isWhitespace { index += 1 }
        let start = index
        guard let c = current else { return Token(kind: .end, position: start) }
        if c.isPredicateWordStart { return Token(kind: .word(readWord()), position: start) }
        if c.isNumber, c.isASCII { return Token(kind: try readNumber(), position: start) }
        switch c {
        case "'", "\"": return Token(kind: .string(try readString(quote: c)), position: start)
        case "#":
            index += 1
            guard let w = current, w.isPredicateWordStart else {
                throw PredicateDiagnostics.syntax(format, at: start, "expected a name after '#'")
            }
            return Token(kind: .escapedWord(readWord()), position: start)
        case "@":
            index += 1
            guard let w = current, w.isPredicateWordStart else {
                throw PredicateDiagnostics.syntax(format, at: start, "expected a collection operator after '@'")
            }
            return Token(kind: .collectionOperator("@" + readWord()), position: start)
        case "%": return Token(kind: try readArgument(), position: start)
        default: return Token(kind: .symbol(try readSymbol()), position: start)
        }
    }

    private mutating func readWord() -> String {
        let start = index
        while let c = current, c.isPredicateWordPart { index += 1 }
        return String(text[start..<index])
    }

    private mutating func readNumber() throws(EngineError) -> Token.Kind {
        let start = index
        var isReal = false
        while let c = current, c.isASCII, c.isNumber { index += 1 }
        if current == ".", let d = peek(), d.isASCII, d.isNumber {
            isReal = true
            index += 1
            while let c = current, c.isASCII, c.isNumber { index += 1 }
        }
        if current == "e" || current == "E" {
            let signed = peek() == "+" || peek() == "-"
            if let d = peek(signed ? 2 : 1), d.isASCII, d.isNumber {
                isReal = true
                index += signed ? 2 : 1
                while let c = current, c.isASCII, c.isNumber { index += 1 }
            }
        }
        if let c = current, c.isPredicateWordPart {
            throw PredicateDiagnostics.syntax(format, at: start, "malformed number")
        }
        let literal = String(text[start..<index])
        if !isReal, let value = Int64(literal) { return .integer(value) }
        guard let value = Double(literal) else {
            throw PredicateDiagnostics.syntax(format, at: start, "malformed number")
        }
        return .real(value)
    }

    private mutating func readString(quote: Character) throws(EngineError) -> String {
        let start = index
        index += 1
        var result = ""
        while let c = current {
            index += 1
            if c == quote { return result }
            if c == "\\", let escaped = current {
                index += 1
                result.append(Lexer.unescape(escaped))
            } else {
                result.append(c)
            }
        }
        throw PredicateDiagnostics.syntax(format, at: start, "unterminated string literal")
    }

    private static func unescape(_ c: Character) -> Character {
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        default: return c
        }
    }

    private mutating func readArgument() throws(EngineError) -> Token.Kind {
        let start = index
        index += 1
        // Length modifiers as in printf: %ld, %lld, %lf.
        while current == "l" { index += 1 }
        guard let spec = current else {
            throw PredicateDiagnostics.syntax(format, at: start, "incomplete format specifier")
        }
        index += 1
        switch spec {
        case "@", "d", "i", "u", "f", "g", "e", "s": return .valueArgument
        case "K": return .keyPathArgument
        default:
            throw PredicateDiagnostics.syntax(format, at: start, "unknown format specifier '%\(spec)'")
        }
    }

    private static let symbols = ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||",
                                  "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",", ".", "-", "+"]

    private mutating func readSymbol() throws(EngineError) -> String {
        for symbol in Lexer.symbols where matches(symbol) {
            index += symbol.count
            return symbol
        }
        let bad = current.map(String.init) ?? ""
        throw PredicateDiagnostics.syntax(format, at: index, "unexpected character '\(bad)'")
    }

    private func matches(_ symbol: String) -> Bool {
        var i = index
        for c in symbol {
            guard i < text.count, text[i] == c else { return false }
            i += 1
        }
        return true
    }
}

extension Character {
    var isPredicateWordStart: Bool { isLetter || self == "_" || self == "$" }
    var isPredicateWordPart: Bool { isLetter || isNumber || self == "_" || self == "$" }
}
