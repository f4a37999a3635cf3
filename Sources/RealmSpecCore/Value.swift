// Values that cross the engine seam.
//
// Every value an engine stores, receives or returns is one of these cases, so
// a call can travel as JSON to another process or be stored in SQL columns.
// Objects are never Swift references: a managed object is `.link(ObjectKey)`,
// and a graph of not-yet-managed objects is `.newObject(NewObject)` with
// `.localRef(Int)` closing cycles.

/// A value stored in, passed to or returned by an engine.
///
/// `Codable` (synthesised) serves the load cache's entries of compiled
/// scenario files; the wire protocol does not use it (EngineWire's
/// `WireWriter`/`WireReader` are its one codec, with named fields).
public enum Value: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case int(Int64)
    case float(Float)
    case double(Double)
    case string(String)
    case data([UInt8])
    /// Seconds since 1970-01-01T00:00:00Z.
    case date(Double)
    /// 24 lowercase hexadecimal digits.
    case objectId(String)
    /// Canonical lowercase 8-4-4-4-12 form.
    case uuid(String)
    /// The decimal's canonical text ("1.5", "-3", "1E+10").
    case decimal128(String)
    /// A managed object.
    indirect case link(ObjectKey)
    /// An ordered collection (list contents, or an array-form object value).
    case list([Value])
    /// An unordered collection without duplicates (set contents).
    case set([Value])
    /// A string-keyed collection (map contents, or a dictionary-form object value).
    /// Kept as pairs so key order survives the wire.
    case map([MapEntry])
    /// An object that is not managed yet: `realm.add` makes it managed,
    /// together with every object it reaches.
    indirect case newObject(NewObject)
    /// A back-reference to a `NewObject` of the same graph (cycles).
    case localRef(Int)

    public var isNull: Bool { if case .null = self { return true } else { return false } }
}

/// One key and its value in a `.map`.
public struct MapEntry: Hashable, Sendable, Codable {
    public var key: String
    public var value: Value
    public init(_ key: String, _ value: Value) { self.key = key; self.value = value }
}

/// An object not managed by any realm yet.
///
/// `localId` is unique within one call; after `add`, the engine answers with
/// the key each local id became, so the caller's handles become managed.
public struct NewObject: Hashable, Sendable, Codable {
    public var type: String
    public var localId: Int
    /// Property values by name; properties absent here take their defaults.
    public var fields: [MapEntry]

    public init(type: String, localId: Int, fields: [MapEntry]) {
        self.type = type; self.localId = localId; self.fields = fields
    }

    public subscript(field name: String) -> Value? {
        fields.first(where: { $0.key == name })?.value
    }
}

extension Value {
    /// A short, type-tagged rendering for messages: `"Rex"`, `5`, `Dog#3`, `nil`.
    public var description: String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .float(let f): return String(f)
        case .double(let d): return String(d)
        case .string(let s): return "\"\(s)\""
        case .data(let d): return "<\(d.count) bytes>"
        case .date(let t): return "date(\(t))"
        case .objectId(let s): return "ObjectId(\(s))"
        case .uuid(let s): return "UUID(\(s))"
        case .decimal128(let s): return "Decimal128(\(s))"
        case .link(let k): return k.description
        case .list(let vs): return "[" + vs.map(\.description).joined(separator: ", ") + "]"
        case .set(let vs): return "Set([" + vs.map(\.description).joined(separator: ", ") + "])"
        case .map(let es):
            if es.isEmpty { return "[:]" }
            return "[" + es.map { "\"\($0.key)\": \($0.value.description)" }.joined(separator: ", ") + "]"
        case .newObject(let o): return "\(o.type)(unmanaged)"
        case .localRef(let id): return "ref(\(id))"
        }
    }

    /// The name of the case, for type errors: "int", "string", "link", …
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .int: return "int"
        case .float: return "float"
        case .double: return "double"
        case .string: return "string"
        case .data: return "data"
        case .date: return "date"
        case .objectId: return "objectId"
        case .uuid: return "uuid"
        case .decimal128: return "decimal128"
        case .link: return "link"
        case .list: return "list"
        case .set: return "set"
        case .map: return "map"
        case .newObject: return "object"
        case .localRef: return "object"
        }
    }
}
