// The SQLite storage: the realm in a SQLite database, one table per object
// type and one per collection property (Layout.swift). A Realm write is a
// SQLite transaction, each engine call inside it a savepoint, and a snapshot
// (a frozen version, a notification baseline) a read transaction held open
// on a second connection (a copy for an in-memory database). It stores only; Realm's rules are the object store's
// (Sources/ObjectStore).

internal import Foundation
internal import RunTemporaries
public import ObjectStore
public import RealmSpecCore

/// One open database, shared by the copies of a storage value; the first
/// failure of a statement waits here until the object store collects it.
final class SQLiteConnection {
    let db: SQLiteDatabase
    /// The database file, or nil for `:memory:`.
    let path: String?
    var failure: EngineError?
    /// Where the current call stands with its savepoint.
    var savepoint = CallSavepoint.none
    /// Rows and collection lengths known in the live state (ObjectStore's `LiveStateCache`).
    var cache = LiveStateCache()
    /// What every value given to each floating column bounds (`FloatingBounds`).
    var bounds = ColumnBounds()

    init(path: String?, readOnly: Bool = false) throws(EngineError) {
        db = try SQLiteDatabase(path: path ?? ":memory:", readOnly: readOnly)
        self.path = path
    }

    /// Runs a statement; a failure is recorded (the first one wins) and answers no rows.
    func rows(_ sql: String, _ arguments: [SQLValue] = [], _ operation: String) -> [[SQLValue]] {
        do { return try db.query(sql, arguments, operation: operation) } catch {
            if failure == nil { failure = error }
            return []
        }
    }

    func run(_ sql: String, _ arguments: [SQLValue] = [], _ operation: String) {
        _ = rows(sql, arguments, operation)
    }
}

/// Where a call stands with its savepoint, which is set before the call's
/// first write rather than when the call begins: a call that writes nothing
/// sets none, and neither does a call whose only write is one statement
/// declared its last (`Storage.beginFinalWrite`), since SQLite undoes a
/// failed statement by itself.
enum CallSavepoint {
    /// Outside a call.
    case none
    /// In a call that has not written yet.
    case pending
    /// As `pending`, and the next write is the call's last.
    case final
    /// The savepoint is set.
    case set
    /// The call's last write ran as one statement without a savepoint.
    case unprotected
}

/// The realm in a SQLite database: a temporary file per `open`, deleted on
/// `close`; a file the caller names, kept after `close`; or an in-memory
/// database.
public struct SQLiteStorage: Storage {
    public private(set) var catalog = Catalog.empty
    var layout = Layout(schema: Schema(types: []))
    /// The statements the row and cell calls run, written once per schema.
    var text = StatementText()
    var connection: SQLiteConnection?
    /// Whether each realm lives in `:memory:` rather than a file.
    let inMemory: Bool
    /// The caller's database file: replaced by every `open`, kept after `close`.
    let file: String?
    /// Whether `close` deletes the temporary file (a snapshot only reads it).
    var ownsFile = true

    public init(inMemory: Bool = false) {
        self.inMemory = inMemory
        file = nil
    }

    /// A realm kept in the file at `path`, which each `open` starts afresh
    /// and `close` leaves in place (for inspection, and the durability test).
    public init(file path: String) {
        inMemory = false
        file = path
    }

    public var canReopen: Bool { !inMemory }

    public mutating func create(_ catalog: Catalog) throws(EngineError) {
        close()
        if let file { Self.remove(file) }
        let connection = try SQLiteConnection(path: inMemory ? nil : file ?? Self.temporaryPath())
        self.connection = connection
        self.catalog = catalog
        layout = Layout(schema: catalog.schema)
        text = StatementText(catalog: catalog, layout: layout)
        for statement in layout.createStatements() {
            try connection.db.execute(statement, operation: "open")
        }
    }

    public mutating func close() {
        guard let connection else { return }
        connection.db.close()
        if let path = connection.path, file == nil, ownsFile { Self.remove(path) }
        self.connection = nil
    }

    /// In the run's own folder, so a signal or a kill -9 leaves nothing
    /// behind for long (see `RunTemporaries`).
    private static func temporaryPath() -> String {
        RunTemporaries.path(prefix: "sqlite-", suffix: ".sqlite")
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// Runs a statement on the open database (a failure is recorded).
    func rows(_ sql: String, _ arguments: [SQLValue] = [], _ operation: String) -> [[SQLValue]] {
        guard let connection else { return [] }
        return connection.rows(sql, arguments, operation)
    }

    func run(_ sql: String, _ arguments: [SQLValue] = [], _ operation: String) {
        connection?.run(sql, arguments, operation)
    }

    public mutating func takeFailure() -> EngineError? {
        guard let connection else { return nil }
        defer { connection.failure = nil }
        return connection.failure
    }

    // MARK: Transactions and snapshots

    public mutating func beginWrite() { run("BEGIN IMMEDIATE", [], "beginWrite") }
    public mutating func commitWrite() { run("COMMIT", [], "commitWrite") }

    public mutating func cancelWrite() {
        connection?.cache.clear()
        run("ROLLBACK", [], "cancelWrite")
    }

    /// The savepoint is set by the call's first write (`willWrite`).
    public mutating func beginCall() { connection?.savepoint = .pending }

    public mutating func beginFinalWrite() {
        if connection?.savepoint == .pending { connection?.savepoint = .final }
    }

    public mutating func endCall() {
        guard let connection else { return }
        if connection.savepoint == .set { connection.run("RELEASE realmspec_call", [], "savepoint") }
        connection.savepoint = .none
    }

    public mutating func rollbackCall() {
        guard let connection else { return }
        connection.cache.clear()
        if connection.savepoint == .set {
            connection.run("ROLLBACK TO realmspec_call", [], "savepoint")
            connection.run("RELEASE realmspec_call", [], "savepoint")
        }
        connection.savepoint = .none
    }

    /// Sets the call's savepoint before a write that needs it: the call's
    /// first write, unless it is the declared last one and `single` (one
    /// statement). False when the savepoint could not be set: the write
    /// must not run (the failure is recorded, and the call rolled back).
    func willWrite(single: Bool) -> Bool {
        guard let connection else { return false }
        switch connection.savepoint {
        case .none, .set: return true
        case .final where single:
            connection.savepoint = .unprotected
            return true
        case .pending, .final, .unprotected:
            do { try connection.db.execute("SAVEPOINT realmspec_call", operation: "savepoint") } catch {
                if connection.failure == nil { connection.failure = error }
                return false
            }
            connection.savepoint = .set
            return true
        }
    }

    /// Inside a write on a file, the state the write started from: a second
    /// connection reads the committed state. Nil for `:memory:`, whose copy
    /// would hold the write's changes.
    public func writeStartSnapshot() -> SQLiteStorage? {
        guard connection?.path != nil else { return nil }
        return snapshot()
    }

    /// The committed state, kept for reads: for a file, a second, read-only
    /// connection holding a read transaction open (WAL lets it keep seeing
    /// the state it began in while writes go on), closed when the last copy
    /// of the snapshot is dropped; for `:memory:`, a copy of the database.
    public func snapshot() -> SQLiteStorage {
        var copy = SQLiteStorage(inMemory: true)
        copy.ownsFile = false
        copy.catalog = catalog
        copy.layout = layout
        copy.text = text
        guard let connection else { return copy }
        do {
            if let path = connection.path {
                let reader = try SQLiteConnection(path: path, readOnly: true)
                try reader.db.execute("BEGIN", operation: "snapshot")
                _ = try reader.db.query("SELECT count(*) FROM sqlite_master", operation: "snapshot")
                reader.bounds = connection.bounds
                copy.connection = reader
            } else {
                let frozen = try SQLiteConnection(path: nil)
                try connection.db.copy(into: frozen.db)
                frozen.bounds = connection.bounds
                copy.connection = frozen
            }
        } catch {
            if connection.failure == nil { connection.failure = error }
        }
        return copy
    }

    /// Committed data survives; the connection is opened again on the same file.
    public mutating func reopen() throws(EngineError) {
        guard let old = connection, let path = old.path else {
            throw EngineError(.unsupported, "this engine does not support 'reopen' on an in-memory realm")
        }
        old.db.close()
        let fresh = try SQLiteConnection(path: path)
        fresh.bounds = old.bounds
        connection = fresh
    }
}
