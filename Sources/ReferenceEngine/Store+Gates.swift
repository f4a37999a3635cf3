// One gate per precondition, and Realm's wording of each broken rule, kept in
// this one file so every operation opens with the same checks and messages.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing.

import RealmSpecCore

/// Realm's messages for broken rules.
enum Rule {
    static func notInWrite(_ operation: String) -> EngineError {
        EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
    }
    static let alreadyInWrite = EngineError(.alreadyInWriteTransaction, "The Realm is already in a write transaction")
    static func noWrite(_ operation: String) -> EngineError {
        EngineError(.noWriteTransaction, "Can't \(operation) a non-existing write transaction")
    }
    static let invalidated = EngineError(.invalidated, "Object has been deleted or invalidated.")
    static let invalidatedCollection = EngineError(
        .invalidated, "Object has been deleted or invalidated. (the collection's owner no longer exists)")
    static func frozen(_ operation: String) -> EngineError {
        EngineError(.frozen, "Attempting to '\(operation)' a frozen object or collection, which is immutable.")
    }
    static let freezeInWrite = EngineError(.frozen, "Cannot freeze an object, collection or Realm inside a write transaction.")
    static func unknownType(_ name: String, _ operation: String) -> EngineError {
        EngineError(.unknownProperty, "Object type '\(name)' is not managed by this Realm (\(operation)).")
    }
    static func unknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, "Invalid property name '\(name)' for class '\(type)'.")
    }
    static func readOnly(_ name: String, type: String) -> EngineError {
        EngineError(.readOnlyProperty, "Cannot modify read-only property '\(type).\(name)'.")
    }
    static func primaryKeyExists(_ type: String, _ value: Value) -> EngineError {
        EngineError(.primaryKeyExists,
                    "Attempting to create an object of type '\(type)' with an existing primary key value '\(plain(value))'.")
    }
    static func noPrimaryKey(_ type: String) -> EngineError {
        EngineError(.noPrimaryKey, "'\(type)' does not have a primary key and can not be updated")
    }
    static func primaryKeyChange(_ type: String, _ name: String) -> EngineError {
        EngineError(.primaryKeyChange, "Primary key can't be changed after an object is inserted. ('\(type).\(name)')")
    }
    static func missingValue(_ type: String, _ name: String) -> EngineError {
        EngineError(.missingValue, "Missing value for property '\(type).\(name)'")
    }
    static func typeMismatch(_ type: String, _ prop: PropertySchema, _ value: Value) -> EngineError {
        let expected = prop.type.objectType.map { "'\($0)'" } ?? prop.type.name
        return EngineError(.typeMismatch,
                           "Invalid value '\(value.description)' of type '\(value.kindName)' for '\(expected)' property '\(type).\(prop.name)'.")
    }
    static func outOfBounds(_ index: Int, _ count: Int) -> EngineError {
        EngineError(.indexOutOfBounds, "Index \(index) is out of bounds (must be less than \(count)).")
    }
    static func embeddedStandalone(_ type: String) -> EngineError {
        EngineError(.embeddedStandalone, "Cannot add an object of embedded type '\(type)' on its own; embedded objects must be created through a parent.")
    }
    static func embeddedAlreadyManaged(_ type: String) -> EngineError {
        EngineError(.embeddedAlreadyManaged, "Cannot set a link to an existing managed embedded object of type '\(type)'.")
    }
    static func wrongRealm(_ what: String) -> EngineError {
        EngineError(.wrongRealm, "Object is managed by another Realm (\(what)).")
    }
    static func invalidMapKey(_ key: String) -> EngineError {
        EngineError(.invalidMapKey, "Invalid key '\(key)': map keys cannot start with '$' or contain '.'.")
    }
    static let notificationInWrite = EngineError(
        .notificationInWrite, "Cannot register notification blocks from within write transactions.")
    static func badLocalRef(_ id: Int) -> EngineError {
        EngineError(.typeMismatch, "Reference to unknown unmanaged object #\(id).")
    }
    static func notACollection(_ name: String, type: String, _ operation: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' is not a collection of the kind '\(operation)' needs.")
    }

    /// A value as Realm prints it in messages: strings without quotes.
    static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }
}

extension ReferenceEngine {
    /// Every mutation opens with this gate.
    func checkInWrite(operation: String) throws(EngineError) {
        guard inWrite else { throw Rule.notInWrite(operation) }
    }

    /// Frozen keys and collections cannot be changed or observed.
    func checkNotFrozen(_ key: ObjectKey, operation: String) throws(EngineError) {
        if key.isFrozen { throw Rule.frozen(operation) }
    }

    func checkNotFrozen(_ ref: CollectionRef, operation: String) throws(EngineError) {
        if ref.frozenVersion != nil { throw Rule.frozen(operation) }
    }

    /// The live row of a key, or `invalidated` (`unknownProperty` for an unknown type).
    func checkValid(_ key: ObjectKey) throws(EngineError) -> (ref: RowRef, row: Int) {
        guard store.tableIndex[key.type] != nil else { throw Rule.unknownType(key.type, "object") }
        guard let found = store.rowRef(key.live) else { throw Rule.invalidated }
        return found
    }
}

extension Store {
    /// The index of a type's table, or `unknownProperty`.
    func table(named name: String, operation: String) throws(EngineError) -> Int {
        guard let t = tableIndex[name] else { throw Rule.unknownType(name, operation) }
        return t
    }

    /// The index of a property, or `unknownProperty`.
    func property(_ name: String, of t: Int) throws(EngineError) -> Int {
        guard let p = tables[t].propertyIndex[name] else { throw Rule.unknownProperty(name, type: tables[t].name) }
        return p
    }
}
