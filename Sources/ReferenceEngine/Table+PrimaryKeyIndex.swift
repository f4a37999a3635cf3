// The primary-key index of one table: integer and string keys (the common
// ones) in dictionaries of their own, so a lookup hashes a plain number or
// string instead of a `Value`; every other key type (objectId, uuid, nil)
// shares one dictionary. Each entry names a row index, so a lookup needs no
// search by id. Deleting leaves the entry (a delete then does not copy an
// index a rollback point shares); lookups check that the row is alive, and
// compaction, which moves rows, builds the index again.
//
// Related documentation: crud-update#upsert-an-object,
// crud-delete#delete-realm-objects.

import RealmSpecCore

/// Primary key -> row index, for one table.
struct PrimaryKeyIndex {
    private var ints: [Int64: Int] = [:]
    private var strings: [String: Int] = [:]
    private var others: [Value: Int] = [:]

    /// The row an entry names, if any.
    @inline(__always) func row(for key: Value) -> Int? {
        switch key {
        case .int(let i): return ints[i]
        case .string(let s): return strings[s]
        default: return others[key]
        }
    }

    /// Points `key` at `row`.
    @inline(__always) mutating func set(_ key: Value, row: Int) {
        switch key {
        case .int(let i): ints[i] = row
        case .string(let s): strings[s] = row
        default: others[key] = row
        }
    }

    /// Every row index an entry names (dead rows included).
    var rows: [Int] { Array(ints.values) + Array(strings.values) + Array(others.values) }

    mutating func reserveCapacity(_ n: Int) { ints.reserveCapacity(n) }
}

/// What the hot paths need to know about one property, without copying its
/// schema (whose strings would be retained and released on every access).
struct PropertyFlags {
    var isLinkingObjects: Bool
    var collection: CollectionKind
    var isPrimaryKey: Bool
    /// A new row may leave it out: it has a default, or takes nil.
    var mayBeAbsent: Bool
    /// The value a plain scalar property stores as it is given.
    var plain: PlainScalar?

    init(_ prop: PropertySchema) {
        isLinkingObjects = prop.isLinkingObjects
        collection = prop.collection
        isPrimaryKey = prop.isPrimaryKey
        mayBeAbsent = prop.defaultValue != nil || prop.isOptional || prop.type.alwaysNullable
        plain = prop.collection == .single ? PlainScalar(prop.type) : nil
    }
}

/// Scalar property types whose values are stored unchanged when given with
/// exactly that type.
enum PlainScalar {
    case bool, int, double, string, date

    init?(_ type: PropertyType) {
        switch type {
        case .bool: self = .bool
        case .int: self = .int
        case .double: self = .double
        case .string: self = .string
        case .date: self = .date
        default: return nil
        }
    }

    /// Whether `value` is stored as it is (any other value takes the general path).
    func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.date, .date): return true
        default: return false
        }
    }
}
