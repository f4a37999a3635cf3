// A schema a realm can open: every link and linking-objects property names a
// type of the schema, and a primary key is one stored scalar value.
//
// Related documentation: crud-update#upsert-an-object, crud-update#update-an-object.

public import RealmSpecCore

extension Schema {
    /// - Parameter operation: named in the message, or nil for none.
    /// - Throws: `unknownProperty` for a link to an unknown type,
    ///   `typeMismatch` for a primary key that is not a single scalar, or a
    ///   type or property name that appears twice (every engine refuses the
    ///   same schemas: this check runs in the object store for all of them).
    public func checkTargetsAndKeys(operation: String?) throws(EngineError) {
        var names: Set<String> = []
        for type in types where !names.insert(type.name).inserted {
            throw Rule.schemaDuplicateType(type.name, operation: operation)
        }
        for type in types {
            var propertyNames: Set<String> = []
            for prop in type.properties {
                if !propertyNames.insert(prop.name).inserted {
                    throw Rule.schemaDuplicateProperty(type.name, prop.name, operation: operation)
                }
                if let target = prop.type.objectType, !names.contains(target) {
                    throw Rule.schemaUnknownTarget(type.name, prop.name, target, operation: operation)
                }
                if prop.isPrimaryKey && (prop.collection != .single || prop.type.objectType != nil || prop.type == .mixed) {
                    throw Rule.schemaBadPrimaryKey(type.name, prop.name, operation: operation)
                }
            }
        }
    }
}
