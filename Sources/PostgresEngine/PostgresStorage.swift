// The PostgreSQL storage: the realm in a PostgreSQL schema of its own, one
// table per object type and one per collection property (Layout.swift). A
// Realm write is a PostgreSQL transaction, each engine call inside it a
// savepoint, and a snapshot (a frozen version, a notification baseline) an
// in-memory copy of the tables (PostgresStorage+Snapshot.swift). It stores
// only; Realm's rules are the object store's (Sources/ObjectStore).

import Foundation
import ObjectStore
import RealmSpecCore

/// One connection and the schema the realm lives in, shared by the copies of
/// a storage value; the first failure of a statement waits here until the
/// object store collects it.
final class PostgresSession {
    private(set) var connection: PostgresConnection
    /// The PostgreSQL schema of this engine instance.
    let namespace: String
    /// Whether the schema exists (between `create` and `close`).
    var hasSchema = false
    var failure: EngineError?

    init(conninfo: String) throws(EngineError) {
        connection = try PostgresConnection(conninfo: conninfo, operation: "open")
        namespace = Self.freshNamespace()
    }

    deinit { dropSchema() }

    /// Schemas are named after the process and a counter, so parallel
    /// workers and processes sharing a server never meet.
    private static func freshNamespace() -> String {
        counterLock.lock()
        defer { counterLock.unlock() }
        counter += 1
        return "rs_\(ProcessInfo.processInfo.processIdentifier)_\(counter)"
    }
    nonisolated(unsafe) private static var counter = 0
    private static let counterLock = NSLock()

    /// Runs a statement; a failure is recorded (the first one wins) and answers no rows.
    func rows(_ sql: String, _ arguments: [PGValue], _ operation: String) -> [[PGValue]] {
        do { return try connection.query(sql, arguments, operation: operation) } catch {
            record(error)
            return []
        }
    }

    /// Runs a statement without parameters; a failure is recorded.
    func execute(_ sql: String, _ operation: String) {
        do { try connection.execute(sql, operation: operation) } catch { record(error) }
    }

    func record(_ error: EngineError) {
        if failure == nil { failure = error }
    }

    /// Connects again (after a lost connection, or for `reopen`).
    func reconnect(operation: String) throws(EngineError) {
        connection.close()
        connection = try PostgresConnection(conninfo: connection.conninfo, operation: operation)
    }

    func dropSchema() {
        guard hasSchema else { return }
        hasSchema = false
        try? connection.execute("DROP SCHEMA IF EXISTS \(Layout.quoted(namespace)) CASCADE", operation: "close")
    }
}

/// The realm in PostgreSQL: a fresh schema per `open`, dropped on `close`.
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
        if let session, session.connection.isUp {
            session.dropSchema()
        } else {
            session = nil
            let info: String
            if let conninfo { info = conninfo } else { info = try PostgresServer.conninfo().get() }
            session = try PostgresSession(conninfo: info)
        }
        guard let session else { return }
        session.failure = nil
        self.catalog = catalog
        layout = Layout(namespace: session.namespace, catalog: catalog)
        try session.connection.execute("BEGIN", operation: "open")
        session.hasSchema = true
        do {
            for statement in layout.createStatements() { try session.connection.execute(statement, operation: "open") }
            try session.connection.execute("COMMIT", operation: "open")
        } catch {
            try? session.connection.execute("ROLLBACK", operation: "open")
            session.hasSchema = false
            throw error
        }
    }

    /// Drops the realm's schema; the connection is kept for the next `open`.
    public mutating func close() {
        frozen = nil
        session?.dropSchema()
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

    public mutating func beginWrite() { execute("BEGIN", "beginWrite") }
    public mutating func commitWrite() { execute("COMMIT", "commitWrite") }
    public mutating func cancelWrite() { execute("ROLLBACK", "cancelWrite") }
    public mutating func beginCall() { execute("SAVEPOINT realmspec_call", "savepoint") }
    public mutating func endCall() { execute("RELEASE SAVEPOINT realmspec_call", "savepoint") }

    public mutating func rollbackCall() {
        execute("ROLLBACK TO SAVEPOINT realmspec_call", "savepoint")
        execute("RELEASE SAVEPOINT realmspec_call", "savepoint")
    }

    /// Committed data survives: the connection is closed (rolling back an
    /// open transaction) and opened again on the same schema.
    public mutating func reopen() throws(EngineError) {
        guard let session else { throw EngineError(.engineFailure, "reopen: no realm is open") }
        try session.reconnect(operation: "reopen")
    }
}
