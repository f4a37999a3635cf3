// The schema an engine is opened with: object and embedded types, their
// properties, primary keys and linking-objects properties.

/// The scalar type of a property, or the element type of a collection property.
public enum PropertyType: Hashable, Sendable, Codable {
    case bool, int, float, double, string, data, date, objectId, uuid, decimal128
    /// AnyRealmValue.
    case mixed
    /// A link to an object (or embedded object) type.
    case object(String)
    /// A computed, read-only inverse of `originType.originProperty`.
    case linkingObjects(originType: String, originProperty: String)

    /// Name used in messages and in the `RLMArray.type` comparisons (`.int`, `.object`).
    public var name: String {
        switch self {
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
        case .mixed: return "mixed"
        case .object: return "object"
        case .linkingObjects: return "linkingObjects"
        }
    }

    public var objectType: String? {
        switch self {
        case .object(let t): return t
        case .linkingObjects(let t, _): return t
        default: return nil
        }
    }
}

/// Whether a property holds one value or a collection of them.
public enum CollectionKind: String, Hashable, Sendable, Codable {
    case single, list, set, map
}

/// One persisted (or computed) property of an object type.
public struct PropertySchema: Hashable, Sendable, Codable {
    public var name: String
    public var type: PropertyType
    public var collection: CollectionKind
    /// For single values: nil is allowed. For collections: elements may be nil.
    public var isOptional: Bool
    /// The value a new object takes when none is given. Absent for required
    /// properties that have no default (creating without them is `missingValue`).
    public var defaultValue: Value?
    public var isPrimaryKey: Bool
    public var isIndexed: Bool

    public init(name: String, type: PropertyType, collection: CollectionKind = .single,
                isOptional: Bool = false, defaultValue: Value? = nil,
                isPrimaryKey: Bool = false, isIndexed: Bool = false) {
        self.name = name; self.type = type; self.collection = collection
        self.isOptional = isOptional; self.defaultValue = defaultValue
        self.isPrimaryKey = isPrimaryKey; self.isIndexed = isIndexed
    }

    public var isLinkingObjects: Bool {
        if case .linkingObjects = type { return true } else { return false }
    }
}

/// One object type.
public struct ObjectSchema: Hashable, Sendable, Codable {
    public var name: String
    /// Embedded objects live only inside a parent.
    public var isEmbedded: Bool
    public var properties: [PropertySchema]

    public init(name: String, isEmbedded: Bool = false, properties: [PropertySchema]) {
        self.name = name; self.isEmbedded = isEmbedded; self.properties = properties
    }

    public var primaryKey: PropertySchema? { properties.first(where: \.isPrimaryKey) }
    public subscript(property name: String) -> PropertySchema? {
        properties.first(where: { $0.name == name })
    }
}

/// All types of one realm.
public struct Schema: Hashable, Sendable, Codable {
    public var types: [ObjectSchema]

    public init(types: [ObjectSchema]) { self.types = types }

    public subscript(type name: String) -> ObjectSchema? {
        types.first(where: { $0.name == name })
    }
}

extension Schema {
    /// The same schema in arrays of its own, sharing no storage with `self`.
    ///
    /// Copying a schema shares its arrays, and every copy and release of
    /// them updates one reference count. Threads that each keep their own
    /// storage never update the same count, which keeps parallel workers
    /// from slowing each other down.
    public func withOwnStorage() -> Schema {
        var copy = self
        copy.types = types.map { $0.withOwnStorage() }
        return copy
    }
}

extension ObjectSchema {
    /// The same type with a property array of its own (see `Schema.withOwnStorage()`).
    public func withOwnStorage() -> ObjectSchema {
        var copy = self
        copy.properties = properties.map { $0 }
        return copy
    }
}
