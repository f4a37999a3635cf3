// The PostgreSQL storage: the realm in a PostgreSQL schema of its own, one
// table per object type and one per collection property (Layout.swift). A
// Realm write is a PostgreSQL transaction, each engine call inside it a
// savepoint, and a snapshot (a frozen version, a notification baseline) an
// in-memory copy of the tables (PostgresStorage+Snapshot.swift). It stores
// only; Realm's rules are the object store's (Sources/ObjectStore).

internal import Foundation
public import ObjectStore
public import RealmSpecCore

/// The realm in PostgreSQL, in a schema of its own per engine instance;
/// every `open` starts empty.
public struct PostgresStorage: Storage {
    public private(set) var catalog = Catalog.empty
    var layout = Layout(namespace: "", catalog: .empty)
    var session: PostgresSession?
    /// A snapshot's rows, read once; nil for the live storage.
    var frozen: FrozenRealm?
    /// The connection string, or nil to find the server from the environment (PostgresServer.swift).
    let conninfo: String?

    public init(conninfo: String? = nil) { self.conninfo = conninfo }

    public var canReopen: Bool { true }

    public mutating func create(_ catalog: Catalog) throws(EngineError) {
        frozen = nil
        session?.irregular = []
        session?.floating.clear()
        session?.cache.clear()
        session?.savepointPending = false
        if let session, session.connection.isUp {
            session.failure = nil
            session.savepointKept = false
            // A write the last realm left open must not take the emptying
            // below with it when it is rolled back later.
            if session.connection.inTransaction {
                try session.connection.execute("ROLLBACK", operation: "open")
            }
            if session.tables == catalog.schema {
                // The tables of the last realm, emptied when it closed: empty them again if that failed.
                self.catalog = catalog
                layout = Layout(namespace: session.namespace, catalog: catalog)
                if !session.isEmpty { try session.connection.execute(layout.emptyStatement(), operation: "open") }
                session.isEmpty = false
                return
            }
            session.dropSchema()
        } else {
            session = nil
            let info: String
            if let conninfo { info = conninfo } else { info = try PostgresServer.conninfo().get() }
            session = try PostgresSession(conninfo: info)
        }
        guard let session else { return }
        self.catalog = catalog
        layout = Layout(namespace: session.namespace, catalog: catalog)
        try session.connection.forgetPrepared(operation: "open")
        try session.connection.execute("BEGIN", operation: "open")
        session.tables = catalog.schema
        session.isEmpty = false
        do {
            try session.connection.execute(layout.createStatements().joined(separator: ";\n"), operation: "open")
            try session.connection.execute("COMMIT", operation: "open")
        } catch {
            try? session.connection.execute("ROLLBACK", operation: "open")
            session.tables = nil
            throw error
        }
    }

    /// Empties the realm's tables; they are kept for the next `open` of the
    /// same schema (making tables costs far more than emptying them), and
    /// the PostgreSQL schema is dropped when the engine is released or opens
    /// a realm of another schema.
    public mutating func close() {
        frozen = nil
        session?.cache.clear()
        session?.savepointKept = false
        session?.savepointPending = false
        guard let session, session.tables != nil, !session.isEmpty else { return }
        // A write left open is rolled back first.
        if session.connection.inTransaction, (try? session.connection.execute("ROLLBACK", operation: "close")) == nil {
            session.dropSchema()
            return
        }
        if (try? session.connection.execute(layout.emptyStatement(), operation: "close")) != nil {
            session.isEmpty = true
        } else {
            session.dropSchema()
        }
        session.failure = nil
    }

    func rows(_ sql: String, _ arguments: [PGValue] = [], _ operation: String) -> [[PGValue]] {
        guard let session, frozen == nil else { return [] }
        return session.rows(sql, arguments, operation)
    }

    func run(_ sql: String, _ arguments: [PGValue] = [], _ operation: String) {
        _ = rows(sql, arguments, operation)
    }

    private func execute(_ sql: String, _ operation: String) {
        guard let session, frozen == nil else { return }
        session.execute(sql, operation)
    }

    public mutating func takeFailure() -> EngineError? {
        guard let session else { return nil }
        defer { session.failure = nil }
        return session.failure
    }

    // MARK: Transactions

    public mutating func beginWrite() { endTransaction("BEGIN", "beginWrite") }
    public mutating func commitWrite() { endTransaction("COMMIT", "commitWrite") }
    public mutating func cancelWrite() { endTransaction("ROLLBACK", "cancelWrite") }

    /// A call's savepoint is set with the call's first statement, in the
    /// same round trip (libpq's pipeline mode), and released with the next
    /// call's, also in that round trip (or when the transaction ends, which
    /// releases it anyway). A call that runs no statement sets none.
    public mutating func beginCall() {
        guard let session, frozen == nil else { return }
        session.savepointPending = true
    }

    public mutating func endCall() {
        guard let session else { return }
        // A call that ran no statement set no savepoint; the last call's is still kept.
        if session.savepointPending { session.savepointPending = false } else { session.savepointKept = true }
    }

    public mutating func rollbackCall() {
        guard let session else { return }
        session.cache.clear()
        if session.savepointPending {
            // Nothing ran in the call: nothing to undo.
            session.savepointPending = false
            return
        }
        execute("ROLLBACK TO SAVEPOINT realmspec_call; RELEASE SAVEPOINT realmspec_call", "savepoint")
        session.savepointKept = false
    }

    private mutating func endTransaction(_ sql: String, _ operation: String) {
        if sql == "ROLLBACK" { session?.cache.clear() }
        session?.savepointKept = false
        session?.savepointPending = false
        execute(sql, operation)
    }

    /// Committed data survives: the connection is closed (rolling back an
    /// open transaction) and opened again on the same schema.
    public mutating func reopen() throws(EngineError) {
        guard let session else { throw EngineError(.engineFailure, "reopen: no realm is open") }
        try session.reconnect(operation: "reopen")
    }
}
