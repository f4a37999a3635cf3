// Write transactions: begin, commit, cancel. Cancelling restores the state
// at `beginWrite` exactly: objects created in the write become invalid,
// deleted ones come back under the same key. `reopen` keeps committed data
// and rolls back an open write. Every commit, an empty one too, notifies
// the realm's observers.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    func beginWrite() throws(EngineError) -> EngineReply {
        guard !inWrite else { throw Rule.alreadyInWrite }
        // Observers that may be left out of this write need the state before it.
        writeBase = observers.values.contains(where: \.started) ? committedSnapshot() : nil
        storage.beginWrite()
        inWrite = true
        firstIdOfWrite = nextId
        writeHasChanges = false
        touches = TouchLog()
        return .none
    }

    func commitWrite(withoutNotifying silent: [Int]) throws(EngineError) -> EngineReply {
        guard inWrite else { throw Rule.noWrite("commit") }
        let written = touches
        let before = writeBase
        storage.commitWrite()
        if let failure = storage.takeFailure() {
            storage.cancelWrite()
            endWrite()
            throw failure
        }
        let changed = writeHasChanges
        endWrite()
        if changed {
            version += 1
            latestSnapshot = nil
            recordCommit(touches: written, silent: Set(silent), before: before)
        } else {
            // A commit makes a new version even when it changed nothing
            // (realm-core's DB::do_commit numbers every commit), so a realm
            // frozen after it is another frozen realm. Every commit notifies
            // the realm's observers, an empty one too; nothing else hears a
            // write that changed nothing.
            version += 1
            if let latest = latestSnapshot { latestSnapshot = (version, latest.storage) }
            if observers.values.contains(where: { if case .realm = $0.target { true } else { false } }) {
                recordCommit(touches: written, silent: Set(silent), before: before)
            }
        }
        return .none
    }

    func cancelWrite() throws(EngineError) -> EngineReply {
        guard inWrite else { throw Rule.noWrite("cancel") }
        storage.cancelWrite()
        endWrite()
        return .none
    }

    private func endWrite() {
        touches = TouchLog()
        inWrite = false
        writeHasChanges = false
        writeBase = nil
    }

    func reopen() throws(EngineError) -> EngineReply {
        if inWrite { _ = try cancelWrite() }
        if storage.canReopen { try storage.reopen() }
        return .none
    }
}
