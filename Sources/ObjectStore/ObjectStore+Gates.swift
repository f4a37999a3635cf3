// One gate per precondition, so every operation opens with the same checks;
// Realm's wording of each broken rule lives in RealmRules' `Rule`.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing.

import RealmRules
import RealmSpecCore

extension ObjectStore {
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
        guard catalog.tableIndex[key.type] != nil else { throw Rule.unknownType(key.type, "object") }
        guard let found = storage.rowRef(key.live) else { throw Rule.invalidated }
        return found
    }

    /// Ids count up from 1 and are never reused, so a key with an id this
    /// realm never issued names an object of another realm.
    func checkIssued(_ key: ObjectKey, deleting: Bool = false) throws(EngineError) {
        guard key.id >= 1, key.id < nextId else { throw Rule.wrongRealm(key, deleting: deleting) }
    }

    func makeSlot() -> Int64 {
        defer { nextSlot += 1 }
        return nextSlot
    }

    func makeId() -> Int64 {
        defer { nextId += 1 }
        return nextId
    }
}
