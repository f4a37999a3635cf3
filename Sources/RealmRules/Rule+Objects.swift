// Realm's wording for the rules of transactions, objects, links and
// collections: writes outside a transaction, deleted or frozen objects,
// unknown types and properties, primary keys, embedded objects and values
// of the wrong type.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing, crud-update#upsert-an-object.

import RealmSpecCore

extension Rule {
    // MARK: Transactions and lifetime

    public static let notInWrite = EngineError(
        .notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
    public static let alreadyInWrite = EngineError(.alreadyInWriteTransaction, "The Realm is already in a write transaction")
    public static func noWrite(_ operation: String) -> EngineError {
        EngineError(.noWriteTransaction, "Can't \(operation) a non-existing write transaction")
    }
    public static let invalidated = EngineError(.invalidated, "Object has been deleted or invalidated.")
    /// A collection whose owner was deleted, in Realm's words for its class.
    public static func invalidatedCollection(_ kind: CollectionKind) -> EngineError {
        let name = switch kind {
        case .set: "RLMSet"
        case .map: "RLMDictionary"
        case .list, .single: "RLMArray"
        }
        return EngineError(.invalidated, "\(name) has been invalidated or the containing object has been deleted")
    }
    /// A collection whose owner was deleted, worded as for its owner object.
    public static let ownerDeleted = EngineError(
        .invalidated, "Object has been deleted or invalidated. (the collection's owner no longer exists)")
    public static func frozen(_ operation: String) -> EngineError {
        EngineError(.frozen, "Attempting to '\(operation)' a frozen object or collection, which is immutable.")
    }
    public static let freezeInWrite = EngineError(
        .frozen, "Cannot freeze an object, collection or Realm inside a write transaction.")
    public static func noSnapshot(_ version: Int64) -> EngineError {
        EngineError(.frozen, "No frozen version \(version) exists in this Realm.")
    }
    public static let notificationInWrite = EngineError(
        .notificationInWrite, "Cannot register notification blocks from within write transactions.")

    // MARK: Types and properties

    public static func unknownType(_ name: String, _ operation: String) -> EngineError {
        EngineError(.unknownProperty, "Object type '\(name)' is not managed by this Realm (\(operation)).")
    }
    public static func unknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, "Invalid property name '\(name)' for class '\(type)'.")
    }
    public static func readOnly(_ name: String, type: String) -> EngineError {
        EngineError(.readOnlyProperty, "Cannot modify read-only property '\(type).\(name)'.")
    }
    public static func unknownKeyPath(_ path: String, _ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, "Property '\(name)' not found in object of type '\(type)' (key path '\(path)').")
    }
    public static func keyPathTooLong(_ path: String) -> EngineError {
        EngineError(.unknownProperty, "Key path '\(path.prefix(40))…' has more than \(Limits.keyPathLength) steps.")
    }
    public static func notACollection(_ name: String, type: String, _ operation: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' is not a collection of the kind '\(operation)' needs.")
    }
    public static func notAMutableCollection(_ operation: String) -> EngineError {
        EngineError(.typeMismatch, "'\(operation)' needs a list, set or map property; results cannot be changed this way.")
    }
    public static let notAMap = EngineError(.typeMismatch, "Map keys need a map property.")
    public static func invalidMapKey(_ key: String) -> EngineError {
        EngineError(.invalidMapKey, "Invalid key '\(key)': map keys cannot start with '$' or contain '.'.")
    }
    public static func outOfBounds(_ index: Int, _ count: Int) -> EngineError {
        EngineError(.indexOutOfBounds, "Index \(index) is out of bounds (must be less than \(count)).")
    }

    // MARK: Primary keys

    public static func primaryKeyExists(_ type: String, _ value: Value) -> EngineError {
        EngineError(.primaryKeyExists,
                    "Attempting to create an object of type '\(type)' with an existing primary key value '\(plain(value))'.")
    }
    public static func noPrimaryKey(_ type: String) -> EngineError {
        EngineError(.noPrimaryKey, "'\(type)' does not have a primary key and can not be updated")
    }
    public static func primaryKeyChange(_ type: String, _ name: String) -> EngineError {
        EngineError(.primaryKeyChange, "Primary key can't be changed after an object is inserted. ('\(type).\(name)')")
    }
    public static func badPrimaryKeyValue(_ value: Value, type: String, _ prop: PropertySchema) -> EngineError {
        EngineError(.typeMismatch,
                    "Invalid value '\(value.description)' for primary key '\(type).\(prop.name)' of type '\(prop.type.name)'.")
    }
}
