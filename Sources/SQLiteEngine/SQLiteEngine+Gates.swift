// One gate per precondition, so every operation opens with the same checks;
// Realm's wording of each broken rule lives in RealmRules' `Rule`.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing.

import RealmRules
import RealmSpecCore

extension Limits {
    /// Comparisons (and IN options) one SQL WHERE clause may hold; larger
    /// queries are evaluated in Swift.
    static let sqlTerms = 300
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
