// Values in PostgreSQL cells and back: every value is a tag ("int",
// "string", "link:Dog", …) and one PostgreSQL value, kept in a bigint, a
// double precision or a bytea column. Every kind round-trips exactly:
// 64-bit integers, doubles and floats with NaN and infinities (sent in
// binary), strings with NUL characters (as UTF-8 bytes), decimal128,
// objectId and uuid as their text.
//
// Related documentation: crud-update#update-an-anyrealmvalue-property,
// crud-update#update-an-object.

internal import ObjectStore
internal import RealmSpecCore

enum Cell {
    /// The physical column a value lives in.
    enum Kind: Int { case integer = 0, real = 1, bytes = 2 }

    /// The tag and PostgreSQL value a stored value is written as.
    static func encode(_ value: Value) -> (tag: String, pg: PGValue) {
        switch value {
        case .bool(let b): return ("bool", .int8(b ? 1 : 0))
        case .int(let i): return ("int", .int8(i))
        case .float(let f): return ("float", .float8(Double(f)))
        case .double(let d): return ("double", .float8(d))
        case .string(let s): return ("string", .bytes(Array(s.utf8)))
        case .data(let d): return ("data", .bytes(d))
        case .date(let t): return ("date", .float8(t))
        case .objectId(let s): return ("objectId", .bytes(Array(s.utf8)))
        case .uuid(let s): return ("uuid", .bytes(Array(s.utf8)))
        case .decimal128(let s): return ("decimal128", .bytes(Array(s.utf8)))
        case .link(let k): return ("link:" + k.type, .int8(k.id))
        case .list, .map: return (StoredScalar.nestedTag, .bytes(Array(StoredScalar.json(nested: value).utf8)))
        default: return ("null", .null)
        }
    }

    /// The tag, then the i, r and b columns, of a value kept beside its tag.
    static func tagged(_ value: Value) -> [PGValue] {
        let (tag, pg) = encode(value)
        var out: [PGValue] = [.text(tag), .null, .null, .null]
        if let kind = kind(of: pg) { out[1 + kind.rawValue] = pg }
        return out
    }

    /// The value of a tag and its i, r and b columns.
    static func untagged(_ tag: PGValue, _ i: PGValue, _ r: PGValue, _ b: PGValue) -> Value {
        guard case .text(let name) = tag else { return .null }
        let kind = kind(ofTag: name)
        return decode(tag: name, kind == .integer ? i : kind == .real ? r : b)
    }

    private static func kind(of pg: PGValue) -> Kind? {
        switch pg {
        case .int8: return .integer
        case .float8: return .real
        case .bytes: return .bytes
        default: return nil
        }
    }

    static func kind(ofTag tag: String) -> Kind {
        switch tag {
        case "bool", "int": return .integer
        case "float", "double", "date": return .real
        default: return tag.hasPrefix("link:") ? .integer : .bytes
        }
    }

    /// The column type of a typed (not AnyRealmValue) property.
    static func columnType(of type: PropertyType) -> String {
        switch kind(ofTag: tag(of: type)) {
        case .integer: return "bigint"
        case .real: return "double precision"
        case .bytes: return "bytea"
        }
    }

    /// The tag of a typed (not AnyRealmValue) property's values.
    static func tag(of type: PropertyType) -> String { type.storageTag }

    /// The value a tag and PostgreSQL value stand for.
    static func decode(tag: String, _ pg: PGValue) -> Value {
        let scalar: StoredScalar
        switch pg {
        case .null, .int8Array: scalar = .null
        case .int8(let i): scalar = .integer(i)
        case .float8(let d): scalar = .real(d)
        case .bytes(let b): scalar = .bytes(b)
        case .text(let t): scalar = .text(t)
        }
        return scalar.value(tag: tag)
    }
}
