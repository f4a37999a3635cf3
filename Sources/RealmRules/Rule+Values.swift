// Realm's wording for values that do not fit where they are given: a value
// of the wrong type for a property, missing values, objects in the wrong
// realm, embedded objects on their own, and malformed object input.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-an-anyrealmvalue-property, crud-update#update-an-embedded-object-property.

import RealmSpecCore

extension Rule {
    public static func missingValue(_ type: String, _ name: String) -> EngineError {
        EngineError(.missingValue, "Missing value for property '\(type).\(name)'")
    }
    public static func typeMismatch(_ type: String, _ prop: PropertySchema, _ value: Value) -> EngineError {
        let expected = prop.type.objectType.map { "'\($0)'" } ?? prop.type.name
        return EngineError(.typeMismatch,
                           "Invalid value '\(value.description)' of type '\(value.kindName)' for '\(expected)' property '\(type).\(prop.name)'.")
    }
    public static func embeddedStandalone(_ type: String) -> EngineError {
        EngineError(.embeddedStandalone,
                    "Cannot add an object of embedded type '\(type)' on its own; embedded objects must be created through a parent.")
    }
    public static func embeddedAlreadyManaged(_ type: String) -> EngineError {
        EngineError(.embeddedAlreadyManaged, "Cannot set a link to an existing managed embedded object of type '\(type)'.")
    }
    public static func wrongRealm(_ key: ObjectKey, deleting: Bool) -> EngineError {
        deleting
            ? EngineError(.wrongRealm, "Can only delete an object from the Realm it belongs to. (\(key))")
            : EngineError(.wrongRealm, "Object is already managed by another Realm. Use create instead to copy it into this Realm. (\(key))")
    }
    public static func badLocalRef(_ id: Int) -> EngineError {
        EngineError(.typeMismatch, "Reference to unknown unmanaged object #\(id).")
    }
    public static func notAnObject(_ value: Value) -> EngineError {
        EngineError(.typeMismatch, "Cannot add '\(value.description)': only objects can be added to a Realm.")
    }
    public static func badObjectValue(_ value: Value, type: String) -> EngineError {
        EngineError(.typeMismatch, "Invalid value '\(value.description)' to initialize an object of type '\(type)'.")
    }
    public static func tooManyValues(_ given: Int, _ properties: Int) -> EngineError {
        EngineError(.typeMismatch, "Invalid array input: more values (\(given)) than properties (\(properties)).")
    }
    public static let graphTooDeep = EngineError(
        .typeMismatch, "Unmanaged objects nested more than \(Limits.graphDepth) levels deep cannot be added.")
    /// A link to a type the schema lacks; `operation` (if any) is named in parentheses.
    public static func schemaUnknownTarget(_ type: String, _ name: String, _ target: String,
                                           operation: String? = "open") -> EngineError {
        EngineError(.unknownProperty, "Property '\(type).\(name)' links to unknown type '\(target)'\(during(operation)).")
    }
    /// A primary key that is not one stored scalar; `operation` (if any) is named in parentheses.
    public static func schemaDuplicateType(_ type: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch, "Type '\(type)' appears more than once in the schema\(during(operation)).")
    }

    public static func schemaDuplicateProperty(_ type: String, _ name: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' appears more than once in its type\(during(operation)).")
    }

    public static func schemaBadPrimaryKey(_ type: String, _ name: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch,
                    "Property '\(type).\(name)' cannot be a primary key: it is not a single scalar value\(during(operation)).")
    }

    private static func during(_ operation: String?) -> String {
        operation.map { " (\($0))" } ?? ""
    }
}
