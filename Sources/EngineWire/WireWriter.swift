// The one encoder of the wire format (docs/engine-protocol.md,
// docs/engine-protocol.schema.json): every message, keys sorted, so the same
// message is always the same bytes. WireReader is its inverse; tests check
// that every call and reply survives the trip and validates against the schema.

internal import RealmSpecCore

/// Appends the JSON of vocabulary values to a byte buffer.
struct WireWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    // MARK: Primitives

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { escape(byte) }
            }
        }
        bytes.append(0x22)
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case ..<0x20:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            raw("\\u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0x0F)])
        default: bytes.append(byte)
        }
    }

    mutating func int<I: BinaryInteger>(_ value: I) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Finite numbers as JSON numbers; the others as "NaN", "Infinity", "-Infinity".
    mutating func double(_ value: Double) {
        if value.isNaN { raw("\"NaN\""); return }
        if value.isInfinite { if value < 0 { raw("\"-Infinity\"") } else { raw("\"Infinity\"") }; return }
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func float(_ value: Float) {
        if value.isNaN { raw("\"NaN\""); return }
        if value.isInfinite { if value < 0 { raw("\"-Infinity\"") } else { raw("\"Infinity\"") }; return }
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func array<T>(_ items: [T], _ write: (inout WireWriter, T) -> Void) {
        bytes.append(0x5B)
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.append(0x2C) }
            write(&self, item)
        }
        bytes.append(0x5D)
    }

    mutating func strings(_ items: [String]) { array(items) { $0.string($1) } }

    // MARK: Keys and values

    mutating func key(_ key: ObjectKey) {
        raw("{\"id\":"); int(key.id)
        raw(",\"type\":"); string(key.type)
        if let version = key.version { raw(",\"version\":"); int(version) }
        raw("}")
    }

    mutating func value(_ value: Value) {
        switch value {
        case .null: raw("{\"null\":{}}")
        case .bool(let b): raw("{\"bool\":{\"value\":"); bool(b); raw("}}")
        case .int(let i): raw("{\"int\":{\"value\":"); int(i); raw("}}")
        case .float(let f): raw("{\"float\":{\"value\":"); float(f); raw("}}")
        case .double(let d): raw("{\"double\":{\"value\":"); double(d); raw("}}")
        case .string(let s): raw("{\"string\":{\"value\":"); string(s); raw("}}")
        case .data(let d): raw("{\"data\":{\"value\":"); array(d) { $0.int($1) }; raw("}}")
        case .date(let t): raw("{\"date\":{\"value\":"); double(t); raw("}}")
        case .objectId(let s): raw("{\"objectId\":{\"value\":"); string(s); raw("}}")
        case .uuid(let s): raw("{\"uuid\":{\"value\":"); string(s); raw("}}")
        case .decimal128(let s): raw("{\"decimal128\":{\"value\":"); string(s); raw("}}")
        case .link(let k): raw("{\"link\":{\"key\":"); key(k); raw("}}")
        case .list(let vs): raw("{\"list\":{\"elements\":"); values(vs); raw("}}")
        case .set(let vs): raw("{\"set\":{\"elements\":"); values(vs); raw("}}")
        case .map(let es): raw("{\"map\":{\"entries\":"); entries(es); raw("}}")
        case .newObject(let o): raw("{\"newObject\":"); newObject(o); raw("}")
        case .localRef(let id): raw("{\"localRef\":{\"localId\":"); int(id); raw("}}")
        }
    }

    mutating func values(_ vs: [Value]) { array(vs) { $0.value($1) } }

    mutating func entries(_ es: [MapEntry]) {
        array(es) { w, e in
            w.raw("{\"key\":"); w.string(e.key)
            w.raw(",\"value\":"); w.value(e.value)
            w.raw("}")
        }
    }

    private mutating func newObject(_ o: NewObject) {
        raw("{\"fields\":"); entries(o.fields)
        raw(",\"localId\":"); int(o.localId)
        raw(",\"type\":"); string(o.type)
        raw("}")
    }
}
