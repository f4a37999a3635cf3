// One gate per precondition, so every operation opens with the same checks;
// Realm's wording of each broken rule lives in RealmRules' `Rule`.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing.
// SDK rows (sdk-messages): TX1 TX2 TX2F TX4 WR1; the wrong-realm check of a
// delete runs before its write check (sdk-behaviour).

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Every mutation opens with this gate; the SDK words it by what is changed.
    func checkInWrite(_ mutated: Rule.Mutated) throws(EngineError) {
        guard inWrite else { throw Rule.notInWrite(mutated) }
    }

    /// A frozen key cannot be changed: `error` is the SDK's wording for the change.
    func checkNotFrozen(_ key: ObjectKey, _ error: EngineError) throws(EngineError) {
        if key.isFrozen { throw error }
    }

    /// A frozen collection cannot be changed (the SDK words it as its write check).
    func checkNotFrozen(_ ref: CollectionRef) throws(EngineError) {
        if ref.frozenVersion != nil { throw Rule.frozenCollection(collectionKind(ref)) }
    }

    /// The kind of a collection property, or nil for results and linking objects
    /// (which the SDK names `Results`).
    func collectionKind(_ ref: CollectionRef) -> CollectionKind? {
        guard case .property(let owner, let name) = ref.base, let t = catalog.tableIndex[owner.type],
              let p = catalog.tables[t].propertyIndex[name] else { return nil }
        let prop = catalog.tables[t].property(p)
        return prop.isLinkingObjects ? nil : prop.collection
    }

    /// A negative index is refused before any other check [IX1]; the SDK
    /// names the parameter (`index`, or `index1`/`index2` for a swap).
    func checkNotNegative(_ index: Int, _ parameter: String = "index") throws(EngineError) {
        if index < 0 { throw Rule.negativeIndex(parameter) }
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
