// One gate per precondition, and Realm's wording of each broken rule, kept in
// this one file so every operation opens with the same checks and messages.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing.

import RealmSpecCore

/// Realm's messages for broken rules.
enum Rule {
    static let notInWrite = EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
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
    static func wrongRealm(_ key: ObjectKey, deleting: Bool) -> EngineError {
        deleting
            ? EngineError(.wrongRealm, "Can only delete an object from the Realm it belongs to. (\(key))")
            : EngineError(.wrongRealm, "Object is already managed by another Realm. Use create instead to copy it into this Realm. (\(key))")
    }
    static func invalidMapKey(_ key: String) -> EngineError {
        EngineError(.invalidMapKey, "Invalid key '\(key)': map keys cannot start with '$' or contain '.'.")
    }
    static func badLocalRef(_ id: Int) -> EngineError {
        EngineError(.typeMismatch, "Reference to unknown unmanaged object #\(id).")
    }
    static func notACollection(_ name: String, type: String, _ operation: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' is not a collection of the kind '\(operation)' needs.")
    }

    static let graphTooDeep = EngineError(
        .typeMismatch, "Unmanaged objects nested more than \(Limits.graphDepth) levels deep cannot be added.")
    static let queryTooDeep = EngineError(.invalidQuery, "Query nested more than \(Limits.queryDepth) levels deep")

    /// Realm's messages that callers match word for word; they stay as Realm words them.
    static let verbatim: Set<ErrorKind> = [.indexOutOfBounds, .primaryKeyExists]

    /// A value as Realm prints it in messages: strings without quotes.
    static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }
}

/// Bounds that keep deeply nested input from exhausting the stack or SQLite's limits.
enum Limits {
    /// Levels of AND/OR/NOT in one query.
    static let queryDepth = 200
    /// Levels of unmanaged or dictionary-form objects nested in one value,
    /// and of embedded objects copied by `create`.
    static let graphDepth = 200
    /// Steps in one key path.
    static let keyPathLength = 200
    /// Comparisons (and IN options) one SQL WHERE clause may hold; larger
    /// queries are evaluated in Swift.
    static let sqlTerms = 300
}

extension EngineError {
    /// The error with the engine call it came from named at the end, unless
    /// the message is one of Realm's word-for-word texts or names it already.
    func naming(_ call: EngineCall) -> EngineError {
        let name = Mirror(reflecting: call).children.first?.label ?? call.name
        if Rule.verbatim.contains(kind) || message.contains("'\(name)'") || message.hasPrefix(name) { return self }
        return EngineError(kind, "\(message) (in '\(name)')")
    }
}

extension SQLiteEngine {
    /// Every mutation opens with this gate.
    func checkInWrite() throws(EngineError) {
        guard inWrite else { throw Rule.notInWrite }
    }

    /// Frozen keys and collections cannot be changed.
    func checkNotFrozen(_ key: ObjectKey, _ operation: String) throws(EngineError) {
        if key.isFrozen { throw Rule.frozen(operation) }
    }

    func checkNotFrozen(_ ref: CollectionRef, _ operation: String) throws(EngineError) {
        if ref.frozenVersion != nil { throw Rule.frozen(operation) }
    }

    /// Ids count up from 1 and are never reused, so a key with an id this
    /// realm never issued names an object of another realm.
    func checkIssued(_ key: ObjectKey, deleting: Bool = false) throws(EngineError) {
        guard key.id >= 1, key.id < nextId else { throw Rule.wrongRealm(key, deleting: deleting) }
    }

    /// The schema of a type, or `unknownProperty`.
    func objectSchema(_ type: String, _ operation: String) throws(EngineError) -> ObjectSchema {
        guard let schema = layout[type: type] else { throw Rule.unknownType(type, operation) }
        return schema
    }

    /// The schema of a property, or `unknownProperty`.
    func propertySchema(_ name: String, of type: ObjectSchema) throws(EngineError) -> PropertySchema {
        guard let prop = type[property: name] else { throw Rule.unknownProperty(name, type: type.name) }
        return prop
    }

    /// The schema of a live object's type, or `invalidated` (`unknownProperty` for an unknown type).
    @discardableResult
    func checkValid(_ key: ObjectKey, _ operation: String) throws(EngineError) -> ObjectSchema {
        let schema = try objectSchema(key.type, operation)
        guard try exists(key) else { throw Rule.invalidated }
        return schema
    }
}
