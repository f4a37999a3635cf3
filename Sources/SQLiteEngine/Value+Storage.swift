// Values in SQL cells and back: every value is a tag ("int", "string",
// "link:Dog", …) and a SQLite value. The conversions a property applies to
// a value it is given are RealmRules' `Scalars`.
//
// Related documentation: crud-update#update-an-anyrealmvalue-property,
// crud-update#update-an-object.

internal import RealmRules
internal import ObjectStore
internal import RealmSpecCore

enum Cell {
    /// The tag and SQL value a stored value is written as.
    static func encode(_ value: Value) -> (tag: String, sql: SQLValue) {
        switch value {
        case .bool(let b): return ("bool", .integer(b ? 1 : 0))
        case .int(let i): return ("int", .integer(i))
        case .float(let f): return ("float", real(Double(f)))
        case .double(let d): return ("double", real(d))
        case .string(let s): return ("string", .text(s))
        case .data(let d): return ("data", .bytes(d))
        case .date(let t): return ("date", real(t))
        case .objectId(let s): return ("objectId", .text(s))
        case .uuid(let s): return ("uuid", .text(s))
        case .decimal128(let s): return ("decimal128", .text(s))
        case .link(let k): return ("link:" + k.type, .integer(k.id))
        case .list, .map: return (StoredScalar.nestedTag, .text(StoredScalar.json(nested: value)))
        default: return ("null", .null)
        }
    }

    /// SQLite stores NaN as NULL, so NaN is kept as text.
    private static func real(_ d: Double) -> SQLValue {
        d.isNaN ? .text("NaN") : .real(d)
    }

    /// The tag of a typed (not AnyRealmValue) property's values.
    static func tag(of type: PropertyType) -> String { type.storageTag }

    /// The value a tag and SQL value stand for.
    static func decode(tag: String, _ sql: SQLValue) -> Value { sql.value(tag: tag) }

    static func tagText(_ sql: SQLValue) -> String {
        if case .text(let s) = sql { return s }
        return "null"
    }
}
