// What the hot paths of a table need to know about each property, worked
// out once from the schema: reading a `PropertySchema` from the table copies
// it, retaining and releasing its strings on every access.
//
// Related documentation: crud-update#upsert-an-object,
// crud-update#update-an-object.

import RealmSpecCore

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
