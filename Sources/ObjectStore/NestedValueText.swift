// A collection nested in an AnyRealmValue, as the text SQL storages keep in
// one cell: every value kind round-trips exactly (numbers by their bit
// patterns, strings and identifiers length-prefixed), nested lists and maps
// included. The form is this project's own; nothing outside reads it.
//   n  nil          b0 b1  Bool       i<n>;  Int       f<bits>;  Float
//   d<bits>; Double  t<bits>; Date     s<len>:text  String  x<len>:hex  Data
//   o<len>:text ObjectId  u<len>:text UUID  m<len>:text Decimal128
//   l<len>:type;<id>;  link    [ … ]  list    { s<len>:key value … }  map
// Related documentation: crud-update#update-an-anyrealmvalue-property.

internal import RealmSpecCore

enum NestedValueText {
    static func encode(_ value: Value) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: Value, into out: inout String) {
        func text(_ tag: Character, _ s: String) { out.append(tag); out += String(s.utf8.count); out.append(":"); out += s }
        switch value {
        case .null: out += "n"
        case .bool(let b): out += b ? "b1" : "b0"
        case .int(let i): out += "i\(i);"
        case .float(let f): out += "f\(String(f.bitPattern, radix: 16));"
        case .double(let d): out += "d\(String(d.bitPattern, radix: 16));"
        case .date(let d): out += "t\(String(d.bitPattern, radix: 16));"
        case .string(let s): text("s", s)
        case .data(let bytes): text("x", bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
        case .objectId(let s): text("o", s)
        case .uuid(let s): text("u", s)
        case .decimal128(let s): text("m", s)
        case .link(let k): text("l", k.type); out += "\(k.id);"
        case .list(let items), .set(let items):
            out += "["
            for item in items { write(item, into: &out) }
            out += "]"
        case .map(let entries):
            out += "{"
            for e in entries { text("s", e.key); write(e.value, into: &out) }
            out += "}"
        case .newObject, .localRef: out += "n"
        }
    }

    static func decode(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let v = reader.value(), reader.at == reader.bytes.count else { return nil }
        return v
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func next() -> UInt8? {
            guard at < bytes.count else { return nil }
            defer { at += 1 }
            return bytes[at]
        }

        /// Characters up to `end`, which is consumed.
        mutating func until(_ end: UInt8) -> String? {
            guard let stop = bytes[at...].firstIndex(of: end) else { return nil }
            defer { at = stop + 1 }
            return String(decoding: bytes[at..<stop], as: UTF8.self)
        }

        /// A length-prefixed string: `<len>:<bytes>`.
        mutating func counted() -> String? {
            guard let n = until(UInt8(ascii: ":")).flatMap({ Int($0) }), n >= 0, at + n <= bytes.count else { return nil }
            defer { at += n }
            return String(decoding: bytes[at..<(at + n)], as: UTF8.self)
        }

        mutating func bits() -> UInt64? { until(UInt8(ascii: ";")).flatMap { UInt64($0, radix: 16) } }

        mutating func value() -> Value? {
            guard let tag = next() else { return nil }
            switch tag {
            case UInt8(ascii: "n"): return .null
            case UInt8(ascii: "b"): return next().map { .bool($0 == UInt8(ascii: "1")) }
            case UInt8(ascii: "i"): return until(UInt8(ascii: ";")).flatMap { Int64($0) }.map(Value.int)
            case UInt8(ascii: "f"): return bits().flatMap { UInt32(exactly: $0) }.map { .float(Float(bitPattern: $0)) }
            case UInt8(ascii: "d"): return bits().map { .double(Double(bitPattern: $0)) }
            case UInt8(ascii: "t"): return bits().map { .date(Double(bitPattern: $0)) }
            case UInt8(ascii: "s"): return counted().map(Value.string)
            case UInt8(ascii: "o"): return counted().map(Value.objectId)
            case UInt8(ascii: "u"): return counted().map(Value.uuid)
            case UInt8(ascii: "m"): return counted().map(Value.decimal128)
            case UInt8(ascii: "x"):
                guard let hex = counted(), hex.count % 2 == 0 else { return nil }
                var out: [UInt8] = []
                var i = hex.startIndex
                while i < hex.endIndex {
                    let j = hex.index(i, offsetBy: 2)
                    guard let b = UInt8(hex[i..<j], radix: 16) else { return nil }
                    out.append(b)
                    i = j
                }
                return .data(out)
            case UInt8(ascii: "l"):
                guard let type = counted(), let id = until(UInt8(ascii: ";")).flatMap({ Int64($0) }) else { return nil }
                return .link(ObjectKey(type: type, id: id))
            case UInt8(ascii: "["):
                var items: [Value] = []
                while at < bytes.count, bytes[at] != UInt8(ascii: "]") {
                    guard let v = value() else { return nil }
                    items.append(v)
                }
                guard next() == UInt8(ascii: "]") else { return nil }
                return .list(items)
            case UInt8(ascii: "{"):
                var entries: [MapEntry] = []
                while at < bytes.count, bytes[at] != UInt8(ascii: "}") {
                    guard next() == UInt8(ascii: "s"), let key = counted(), let v = value() else { return nil }
                    entries.append(MapEntry(key, v))
                }
                guard next() == UInt8(ascii: "}") else { return nil }
                return .map(entries)
            default: return nil
            }
        }
    }
}
