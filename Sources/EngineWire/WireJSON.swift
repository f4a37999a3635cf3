// The JSON parser of the wire: bytes into a tree that the readers in
// WireReader*.swift turn into vocabulary values. Anything that is not one
// JSON document (RFC 8259; strings valid UTF-8, at most 200 levels deep) is
// nil, which the codec reports as "not valid JSON".

/// A parsed JSON value.
indirect enum JSONNode: Sendable {
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// The number's text, converted on use.
    case number(String)
    case bool(Bool)
    case null

    /// The member named `key` of an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }
}

/// Parses one JSON document; nil when it is not valid JSON (or is deeper than 200 levels).
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    static func parse(_ data: UnsafeBufferPointer<UInt8>) -> JSONNode? {
        var parser = JSONParser(bytes: data)
        guard let node = parser.value() else { return nil }
        parser.skipSpace()
        return parser.index == data.count ? node : nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func value() -> JSONNode? {
        skipSpace()
        guard let c = current else { return nil }
        switch c {
        case 0x7B: return object()
        case 0x5B: return array()
        case 0x22: return string().map(JSONNode.string)
        case 0x74: return literal("true", .bool(true))
        case 0x66: return literal("false", .bool(false))
        case 0x6E: return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ node: JSONNode) -> JSONNode? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for i in 0..<count where bytes[index + i] != word.utf8Start[i] { return nil }
        index += count
        return node
    }

    private mutating func object() -> JSONNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 200 else { return nil }
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        skipSpace()
        if current == 0x7D { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == 0x22, let key = string() else { return nil }
            skipSpace()
            guard current == 0x3A else { return nil }
            index += 1
            guard let member = value() else { return nil }
            members.append((key, member))
            skipSpace()
            if current == 0x2C { index += 1; continue }
            guard current == 0x7D else { return nil }
            index += 1
            return .object(members)
        }
    }

    private mutating func array() -> JSONNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 200 else { return nil }
        index += 1
        var items: [JSONNode] = []
        skipSpace()
        if current == 0x5D { index += 1; return .array(items) }
        while true {
            guard let item = value() else { return nil }
            items.append(item)
            skipSpace()
            if current == 0x2C { index += 1; continue }
            guard current == 0x5D else { return nil }
            index += 1
            return .array(items)
        }
    }

    /// A string; one without escapes is read in one piece.
    private mutating func string() -> String? {
        index += 1
        let start = index
        while let c = current {
            if c == 0x22 {
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if c == 0x5C { return escapedString(from: start) }
            if c < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(bytes[start..<index])
        while let c = current {
            index += 1
            switch c {
            case 0x22: return String(validating: utf8, as: UTF8.self)
            case ..<0x20: return nil
            case 0x5C:
                guard let e = current else { return nil }
                index += 1
                switch e {
                case 0x22, 0x5C, 0x2F: utf8.append(e)
                case 0x62: utf8.append(0x08)
                case 0x66: utf8.append(0x0C)
                case 0x6E: utf8.append(0x0A)
                case 0x72: utf8.append(0x0D)
                case 0x74: utf8.append(0x09)
                case 0x75:
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default: utf8.append(c)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(high) {
            guard current == 0x5C, index + 1 < bytes.count, bytes[index + 1] == 0x75 else { return nil }
            index += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() -> JSONNode? {
        let start = index
        if current == 0x2D { index += 1 }
        guard let first = current, first >= 0x30, first <= 0x39 else { return nil }
        if first == 0x30, index + 1 < bytes.count, bytes[index + 1] >= 0x30, bytes[index + 1] <= 0x39 { return nil }
        while let c = current, (c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x65 || c == 0x45 || c == 0x2B || c == 0x2D {
            index += 1
        }
        guard index > start else { return nil }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }
}
