// Write transactions: begin, commit, cancel. Cancelling restores the state
// at `beginWrite` exactly: objects created in the write become invalid,
// deleted ones come back under the same key. `reopen` keeps committed data
// and rolls back an open write.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects.

import RealmRules
import RealmSpecCore

extension ReferenceEngine {
    func beginWrite() throws(EngineError) -> EngineReply {
        guard !inWrite else { throw Rule.alreadyInWrite }
        rollback = store
        inWrite = true
        writeHasChanges = false
        store.touches = TouchLog()
        return .none
    }

    func commitWrite(withoutNotifying silent: [Int]) throws(EngineError) -> EngineReply {
        guard inWrite else { throw Rule.noWrite("commit") }
        let touches = store.touches
        let before = rollback ?? store
        store.touches = TouchLog()
        store.compact()
        inWrite = false
        rollback = nil
        if writeHasChanges {
            version += 1
            recordCommit(touches: touches, silent: Set(silent), before: before)
        }
        writeHasChanges = false
        return .none
    }

    func cancelWrite() throws(EngineError) -> EngineReply {
        guard inWrite else { throw Rule.noWrite("cancel") }
        if let rollback {
            let (ids, slots) = (store.nextId, store.nextSlot)
            store = rollback
            store.nextId = ids
            store.nextSlot = slots
        }
        store.touches = TouchLog()
        inWrite = false
        rollback = nil
        writeHasChanges = false
        return .none
    }

    func reopen() -> EngineReply {
        if inWrite { _ = try? cancelWrite() }
        return .none
    }
}
