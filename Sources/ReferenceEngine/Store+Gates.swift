// One gate per precondition, so every operation opens with the same checks;
// Realm's wording of each broken rule lives in RealmRules' `Rule`.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing.

import RealmRules
import RealmSpecCore

extension ReferenceEngine {
    /// Every mutation opens with this gate.
    func checkInWrite(operation: String) throws(EngineError) {
        guard inWrite else { throw Rule.notInWrite }
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
    /// Ids count up from 1 and are never reused, so a key with an id this
    /// realm never issued names an object of another realm.
    func checkIssued(_ key: ObjectKey, deleting: Bool = false) throws(EngineError) {
        guard key.id >= 1, key.id < nextId else { throw Rule.wrongRealm(key, deleting: deleting) }
    }

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
