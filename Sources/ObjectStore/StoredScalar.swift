// What SQL storages share: a scalar in the shape both SQLite and PostgreSQL
// columns keep it, the constant of a query as such a column holds it, the
// tag naming a property's kind of value, and the size check of a query
// before it is translated. Each storage maps these onto its own driver's
// values and dialect.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import RealmRules
public import RealmSpecCore

/// A scalar as a SQL column keeps it.
public enum StoredScalar: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case bytes([UInt8])

    /// The value this scalar stands for in a column whose values have `tag`
    /// (see `PropertyType.storageTag`): numbers from integers or reals, NaN
    /// kept as the text `NaN`, strings and identifiers from text or UTF-8
    /// bytes; a scalar of the wrong shape reads as nil.
    public func value(tag: String) -> Value {
        if tag.hasPrefix("link:") {
            guard case .integer(let id) = self else { return .null }
            return .link(ObjectKey(type: String(tag.dropFirst(5)), id: id))
        }
        switch (tag, self) {
        case (_, .null): return .null
        case ("bool", .integer(let i)): return .bool(i != 0)
        case ("int", .integer(let i)): return .int(i)
        case ("float", _): return real.map { .float(Float($0)) } ?? .null
        case ("double", _): return real.map { .double($0) } ?? .null
        case ("date", _): return real.map { .date($0) } ?? .null
        case ("string", _): return text.map { .string($0) } ?? .null
        case ("data", .bytes(let b)): return .data(b)
        case ("objectId", _): return text.map { .objectId($0) } ?? .null
        case ("uuid", _): return text.map { .uuid($0) } ?? .null
        case ("decimal128", _): return text.map { .decimal128($0) } ?? .null
        case (StoredScalar.nestedTag, _): return text.flatMap { StoredScalar.nested(json: $0) } ?? .null
        default: return .null
        }
    }

    /// The tag of a collection nested in an AnyRealmValue, kept as JSON text.
    public static let nestedTag = "nested"

    /// A collection nested in an AnyRealmValue as text (NestedValueText.swift).
    public static func json(nested value: Value) -> String { NestedValueText.encode(value) }

    static func nested(json: String) -> Value? { NestedValueText.decode(json) }

    private var real: Double? {
        switch self {
        case .real(let d): return d
        case .integer(let i): return Double(i)
        case .text("NaN"): return .nan
        default: return nil
        }
    }

    private var text: String? {
        switch self {
        case .text(let s): return s
        case .bytes(let b): return String(decoding: b, as: UTF8.self)
        default: return nil
        }
    }

    /// A query constant as a column of `type` stores it; nil when SQL would
    /// compare it otherwise than Realm does (NaN, a link to another type, a
    /// kind the column does not hold).
    public static func constant(_ constant: Value, column type: PropertyType) -> StoredScalar? {
        if let n = Compare.number(constant), n.isNaN { return nil }
        if case .date(let t) = constant, t.isNaN { return nil }
        switch (type, constant) {
        case (_, .null): return .null
        case (.bool, .bool(let b)): return .integer(b ? 1 : 0)
        case (.int, .int(let i)), (.float, .int(let i)), (.double, .int(let i)): return .integer(i)
        case (.int, .float(let f)), (.float, .float(let f)), (.double, .float(let f)): return .real(Double(f))
        case (.int, .double(let d)), (.float, .double(let d)), (.double, .double(let d)): return .real(d)
        case (.string, .string(let s)): return .text(s)
        case (.date, .date(let t)): return .real(t)
        case (.objectId, .objectId(let s)), (.uuid, .uuid(let s)): return .text(s)
        case (.object(let target), .link(let k)) where k.type == target: return .integer(k.id)
        default: return nil
        }
    }
}

extension PropertyType {
    /// The tag a storage keeps beside a value to say what kind it is: the
    /// type's name, or `link:Type` for a link.
    public var storageTag: String {
        switch self {
        case .object(let target): return "link:" + target
        default: return name
        }
    }
}

extension Query {
    /// Whether the tree has at most `budget` nodes and IN options, counted
    /// without recursion (a larger query is evaluated by the object store).
    public func fits(budget: Int) -> Bool {
        var budget = budget
        var todo = [self]
        while let q = todo.popLast() {
            budget -= 1
            switch q {
            case .and(let qs), .or(let qs): todo.append(contentsOf: qs)
            case .not(let inner): todo.append(inner)
            case .compare(let c): if case .constant(.list(let vs)) = c.rhs { budget -= vs.count }
            default: break
            }
            if budget < 0 { return false }
        }
        return true
    }
}
