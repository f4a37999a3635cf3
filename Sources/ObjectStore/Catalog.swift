// What the object store and every storage know about a checked schema,
// worked out once per `open`: each type's properties by name, its primary
// key, the blank value of each property, and the flags the hot paths read
// (reading a `PropertySchema` copies it, retaining its strings).
//
// Related documentation: crud-update#about-the-examples,
// crud-delete#about-the-examples.

internal import RealmRules
public import RealmSpecCore

/// The tables of one schema. Shared by a store and all its snapshots.
public final class Catalog: @unchecked Sendable {
    // Sendable: every property is a `let`, set in init (see the comment below).
    // Immutable after init, so sharing it between threads is safe.
    public let schema: Schema
    public let tables: [TableInfo]
    public let tableIndex: [String: Int]
    /// Per table: whether some stored property (a link to its type, or an
    /// AnyRealmValue) can hold a reference to one of its rows.
    public let mayBeReferenced: [Bool]

    public init(_ schema: Schema) {
        self.schema = schema
        tables = schema.types.map(TableInfo.init)
        var index: [String: Int] = [:]
        for (i, t) in schema.types.enumerated() { index[t.name] = i }
        tableIndex = index
        let stored = schema.types.flatMap(\.properties).filter { !$0.isLinkingObjects }
        let anyMixed = stored.contains { $0.type == .mixed }
        let targets = Set(stored.compactMap(\.type.objectType))
        mayBeReferenced = schema.types.map { anyMixed || targets.contains($0.name) }
    }

    /// The empty catalog of a closed store.
    public static let empty = Catalog(Schema(types: []))
}

/// One object type.
public final class TableInfo: Sendable {
    public let schema: ObjectSchema
    public let name: String
    public let propertyIndex: [String: Int]
    public let primaryKey: Int?
    /// The value each single property holds before anything is written.
    public let blanks: [Value]
    /// Per property, what the hot paths check.
    public let flags: [PropertyFlags]
    /// The stored (not computed) properties, in schema order.
    public let storedProperties: [Int]
    /// Whether every property is a plain scalar (array-form creates of such
    /// a type can write their cells straight away).
    public let allPlain: Bool
    /// Whether some stored property links to objects (only then can a row
    /// have embedded children).
    public let hasLinks: Bool

    init(_ schema: ObjectSchema) {
        self.schema = schema
        name = schema.name
        var index: [String: Int] = [:]
        for (i, p) in schema.properties.enumerated() { index[p.name] = i }
        propertyIndex = index
        primaryKey = schema.properties.firstIndex(where: \.isPrimaryKey)
        blanks = schema.properties.map { $0.isOptional ? .null : Scalars.zero(of: $0.type) }
        flags = schema.properties.map(PropertyFlags.init)
        storedProperties = schema.properties.indices.filter { !schema.properties[$0].isLinkingObjects }
        allPlain = flags.allSatisfy { $0.plain != nil }
        hasLinks = schema.properties.contains { $0.type.objectType != nil && !$0.isLinkingObjects }
    }

    public var isEmbedded: Bool { schema.isEmbedded }
    public func property(_ p: Int) -> PropertySchema { schema.properties[p] }
    public func isCollection(_ p: Int) -> Bool { flags[p].collection != .single }
}

/// What the hot paths need to know about one property.
public struct PropertyFlags: Sendable {
    public var isLinkingObjects: Bool
    public var collection: CollectionKind
    public var isPrimaryKey: Bool
    /// A new row may leave it out: it has a default, or takes nil.
    public var mayBeAbsent: Bool
    /// The value a plain scalar property stores as it is given.
    public var plain: PlainScalar?
    /// A single stored value in the row (not a collection, not computed).
    public var isSingleStored: Bool { collection == .single && !isLinkingObjects }

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
public enum PlainScalar: Sendable {
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
    @inline(__always)
    public func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.date, .date): return true
        default: return false
        }
    }
}
