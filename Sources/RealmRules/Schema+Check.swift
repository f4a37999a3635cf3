// A schema a realm can open: every link and linking-objects property names a
// type of the schema, and a primary key is one stored scalar value.
//
// Related documentation: crud-update#upsert-an-object, crud-update#update-an-object.

import RealmSpecCore

extension Schema {
    /// - Parameter operation: named in the message, or nil for none.
    /// - Throws: `unknownProperty` for a link to an unknown type,
    ///   `typeMismatch` for a primary key that is not a single scalar.
    public func checkTargetsAndKeys(operation: String?) throws(EngineError) {
        let names = Set(types.map(\.name))
        for type in types {
            for prop in type.properties {
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
