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
        Self.match(parts[...], Array(reason.unicodeScalars)[...])
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

    private static func match(_ parts: ArraySlice<Part>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let part = parts.first else { return text.isEmpty }
        let rest = parts.dropFirst()
        switch part {
        case .literal(let l):
            let scalars = Array(l.unicodeScalars)
            guard text.count >= scalars.count, text.prefix(scalars.count).elementsEqual(scalars) else { return false }
            return match(rest, text.dropFirst(scalars.count))
        case .hole(let kind):
            let minimum = kind == .optionalText ? 0 : 1
            var length = 0
            while true {
                if length >= minimum, match(rest, text.dropFirst(length)) { return true }
                guard length < text.count, accepts(kind, text[text.startIndex + length]) else { return false }
                length += 1
            }
        }
    }

    private static func accepts(_ kind: SDKMessageHole, _ c: Unicode.Scalar) -> Bool {
        switch kind {
        case .number: return ("0"..."9").contains(c)
        case .name: return c == "_" || c == "." || c.properties.isAlphabetic || ("0"..."9").contains(c)
        case .text, .optionalText: return c != "\n"
        }
    }
}
