// The SDK's names for types and values in query messages, shared by every
// query-rule group (query-rules.md §0.1: `RLMTypeToString`, `%@` of a
// constant and its runtime class).
//
// Related documentation: sdk-query (query-rules.md §0.1).

public import RealmSpecCore

/// The query language's rules as the shipped SDK words them. Each group of
/// rules lives in its own `QueryRule+…` / `QueryValidator+…` file.
public enum QueryRule {
    /// A property type as `RLMTypeToString` prints it.
    public static func typeName(_ type: PropertyType) -> String {
        switch type {
        case .bool: return "bool"
        case .int: return "int"
        case .float: return "float"
        case .double: return "double"
        case .string: return "string"
        case .data: return "data"
        case .date: return "date"
        case .objectId: return "object id"
        case .uuid: return "uuid"
        case .decimal128: return "decimal128"
        case .mixed: return "mixed"
        case .object: return "object"
        case .linkingObjects: return "linking objects"
        }
    }

    /// `property.typeName`: the type name, or `List<int>` for a collection
    /// (`RLMArray<int>` for a property of an Objective-C model).
    public static func declaredTypeName(_ prop: PropertySchema, objectiveC: Bool = false) -> String {
        let element = typeName(prop.type)
        switch prop.collection {
        case .single: return element
        case .list: return objectiveC ? "RLMArray<\(element)>" : "List<\(element)>"
        case .set: return objectiveC ? "RLMSet<\(element)>" : "MutableSet<\(element)>"
        case .map: return objectiveC ? "RLMDictionary<\(element)>" : "Map<\(element)>"
        }
    }

    /// The type named in a value error: a link's class, else the type name.
    public static func valueTypeName(_ prop: PropertySchema) -> String {
        prop.type.objectType ?? typeName(prop.type)
    }

    /// A constant as `%@` prints it.
    public static func describe(_ v: Value) -> String {
        switch v {
        case .null: return "(null)"
        case .bool(let b): return b ? "1" : "0"
        case .string(let s), .decimal128(let s), .objectId(let s): return s
        case .uuid(let s): return s.uppercased()
        case .link(let k): return "\(k.type) (\(k.id))"
        case .newObject(let o): return "\(o.type) (unmanaged)"
        default: return v.description
        }
    }

    /// The runtime class `'%@' of type '%@'` prints for a constant.
    public static func className(_ v: Value) -> String {
        switch v {
        case .null: return "(null)"
        case .bool: return "__NSCFBoolean"
        case .int, .float, .double: return "__NSCFNumber"
        case .string: return "__NSCFString"
        case .data: return "NSConcreteData"
        case .date: return "__NSDate"
        case .objectId: return "RLMObjectId"
        case .uuid: return "__NSConcreteUUID"
        case .decimal128: return "RLMDecimal128"
        case .link(let k): return k.type
        case .newObject(let o): return o.type
        case .list, .set, .map: return "__NSArrayI"
        case .localRef: return "RLMObjectBase"
        }
    }

    /// int, float, double, decimal128, date and mixed (`propertyTypeIsNumeric`).
    public static func isNumeric(_ type: PropertyType) -> Bool {
        switch type {
        case .int, .float, .double, .decimal128, .date, .mixed: return true
        default: return false
        }
    }

    static func invalid(_ message: String) -> EngineError { EngineError(.invalidQuery, message) }
}
