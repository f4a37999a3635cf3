// An exceptions.md text as a template: literal text and typed holes where
// the SDK's placeholders are (`%@`, `%s`, `%llu`, `%zu`, core's `%1`…`%9`).
// A reason matches the template only in full: every literal character in
// place, every hole filled with text of the hole's kind.
//
// The kinds: `%llu` and `%zu` hold a count or index (digits); `%s` holds a
// C string that may be empty (the SDK's optional `?` marks); `%@`/`%n` holds
// a class or property name (or a key path) when it is one side of `'%1.%2'`
// or the row names one there (`holeKinds`), and any non-empty text otherwise
// (a value's description, a runtime class name, a selector).
// Related SDK sections: sdk-messages (exceptions.md §0 placeholders).

/// What a placeholder of a message template may stand for.
public enum SDKMessageHole: Hashable, Sendable {
    /// A count or an index: one or more digits.
    case number
    /// A class, property or collection name, or a key path: letters, digits, `_` and `.`.
    case name
    /// Any text of one character or more, on one line.
    case text
    /// Any text on one line, possibly empty.
    case optionalText
}

/// One text of an exceptions.md row, parsed into literal runs and holes.
public struct SDKMessageTemplate: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case hole(SDKMessageHole)
    }

    public let parts: [Part]

    /// - Parameters:
    ///   - id: the row's id, for the rows whose `%@` holes are names.
    ///   - template: the text with the SDK's placeholders.
    public init(id: String = "", _ template: String) {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(template)
        var holes = 0
        let kinds = Self.holeKinds[id]
        while let first = rest.first {
            guard first == "%", let (spec, kind) = Self.placeholder(rest.dropFirst()) else {
                literal.append(first)
                rest = rest.dropFirst()
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            rest = rest.dropFirst(1 + spec.count)
            var hole = kind
            if kind == .text, let kinds, holes < kinds.count { hole = kinds[holes] }
            parts.append(.hole(hole))
            holes += 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = Self.namingDottedPairs(parts)
    }

    /// How many characters of the template are literal text.
    public var literalLength: Int {
        parts.reduce(0) { n, part in
            if case .literal(let l) = part { return n + l.unicodeScalars.count }
            return n
        }
    }

    /// Whether `reason` is this template in full.
    public func matches(_ reason: String) -> Bool {
        var matcher = Matcher(parts: parts, text: Array(reason.unicodeScalars))
        return matcher.match(0, 0)
    }

    // MARK: Parsing

    /// The placeholder at the start of `text` (after its `%`) and its kind.
    private static func placeholder(_ text: Substring) -> (String, SDKMessageHole)? {
        if let digit = text.first, let n = digit.wholeNumberValue, n >= 1 { return (String(digit), .text) }
        for (spec, kind) in [("@", SDKMessageHole.text), ("llu", .number), ("zu", .number), ("s", .optionalText)] where text.hasPrefix(spec) {
            return (spec, kind)
        }
        return nil
    }

    /// `'%1.%2'`, `'%@.%@'`: a class name and a property name.
    private static func namingDottedPairs(_ parts: [Part]) -> [Part] {
        var out = parts
        for i in out.indices.dropFirst().dropLast() where out[i] == .literal(".") {
            guard case .hole(let a) = out[i - 1], case .hole(let b) = out[i + 1], a == .text || a == .name, b == .text || b == .name else { continue }
            out[i - 1] = .hole(.name)
            out[i + 1] = .hole(.name)
        }
        return out
    }

    /// The rows whose `%@` holes, in order, are names rather than any text
    /// (exceptions.md: a collection's class name, a model class, a parameter).
    static let holeKinds: [String: [SDKMessageHole]] = [
        "TX4": [.name], "INV3": [.name], "PK2": [.name], "PK2c": [.name], "PK2d": [.name], "PK2o": [.name], "PK3": [.name],
        "IX1": [.name], "EM2": [.name], "UP1": [.name, .name], "UP3": [.name, .name], "UP4": [.name, .name],
        "UP6": [.name, .name], "PK1": [.name, .text], "IX4": [.number, .number],
        // Rows that repeat another row's text take its holes.
        "FZ3": [.name], "AG5": [.name, .name], "NT7": [.name, .name],
    ]

    // MARK: Matching

    static func accepts(_ kind: SDKMessageHole, _ c: Unicode.Scalar) -> Bool {
        switch kind {
        case .number: return ("0"..."9").contains(c)
        case .name: return c == "_" || c == "." || c.properties.isAlphabetic || ("0"..."9").contains(c)
        case .text, .optionalText: return c != "\n"
        }
    }

    /// Matches parts from a part index at a text position, remembering the
    /// states that failed, so a reason is matched in time bounded by its
    /// length squared times the template's parts.
    private struct Matcher {
        let parts: [Part]
        let text: [Unicode.Scalar]
        var failed = Set<Int>()

        mutating func match(_ part: Int, _ position: Int) -> Bool {
            guard part < parts.count else { return position == text.count }
            let key = part * (text.count + 1) + position
            if failed.contains(key) { return false }
            let found = matchHere(part, position)
            if !found { failed.insert(key) }
            return found
        }

        private mutating func matchHere(_ part: Int, _ position: Int) -> Bool {
            switch parts[part] {
            case .literal(let l):
                let scalars = Array(l.unicodeScalars)
                guard text.count - position >= scalars.count, text[position..<position + scalars.count].elementsEqual(scalars) else { return false }
                return match(part + 1, position + scalars.count)
            case .hole(let kind):
                var end = position + (kind == .optionalText ? 0 : 1)
                guard end <= text.count, end == position || SDKMessageTemplate.accepts(kind, text[position]) else { return false }
                while true {
                    if match(part + 1, end) { return true }
                    guard end < text.count, SDKMessageTemplate.accepts(kind, text[end]) else { return false }
                    end += 1
                }
            }
        }
    }
}
