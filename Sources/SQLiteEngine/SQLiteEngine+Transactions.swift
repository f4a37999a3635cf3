// Write transactions as SQLite transactions: beginWrite is BEGIN, commitWrite
// COMMIT, cancelWrite ROLLBACK (objects created in the write become invalid,
// objects deleted in it valid again). `reopen` closes the connection (an open
// write is rolled back) and opens the same file again.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    func beginWrite() throws(EngineError) -> EngineReply {
        guard !inWrite else { throw Rule.alreadyInWrite }
        try db("beginWrite").execute("BEGIN IMMEDIATE", operation: "beginWrite")
        inWrite = true
        writeHasChanges = false
        rememberViews()
        return .none
    }

    func commitWrite(withoutNotifying silent: [Int]) throws(EngineError) -> EngineReply {
        let reply = try endWrite(commit: true)
        // A write that changed nothing is no new version and notifies no one.
        if writeHasChanges {
            version += 1
            recordCommit(silent: silent)
        }
        writeHasChanges = false
        return reply
    }

    /// Commits or rolls back the open write.
    ///
    /// - Throws: `noWriteTransaction` when no write is open.
    func endWrite(commit: Bool) throws(EngineError) -> EngineReply {
        let operation = commit ? "commit" : "cancel"
        guard inWrite else { throw Rule.noWrite(operation) }
        try db(operation).execute(commit ? "COMMIT" : "ROLLBACK", operation: operation + "Write")
        inWrite = false
        return .none
    }

    /// Committed data survives; an open write is rolled back.
    func reopen() throws(EngineError) -> EngineReply {
        guard let path else { throw EngineError(.unsupported, "this engine does not support 'reopen' on an in-memory realm") }
        database?.close()
        database = nil
        inWrite = false
        database = try SQLiteDatabase(path: path)
        return .none
    }
}
