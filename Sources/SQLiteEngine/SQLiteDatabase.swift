// One SQLite connection: each statement is prepared once and kept (a cache
// by SQL text, as GRDB's cached statements), then bound, stepped and reset
// for every use; every SQLite failure becomes an `EngineError` naming the
// engine operation it interrupted.

internal import CSQLite
internal import ObjectStore
internal import RealmRules
internal import RealmSpecCore

/// A value as SQLite stores it.
typealias SQLValue = StoredScalar

/// SQLite's "copy the bytes now" destructor.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A connection to one database file (or `:memory:`).
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    /// Prepared statements by SQL text.
    private var statements: [String: OpaquePointer] = [:]
    /// How many statements the cache keeps before it starts over.
    static let statementCacheLimit = 512

    /// Opens (creating when absent) the database at `path`.
    ///
    /// - Throws: `engineFailure` when SQLite cannot open it.
    init(path: String, readOnly: Bool = false) throws(EngineError) {
        var db: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "status \(status)"
            sqlite3_close_v2(db)
            throw EngineError(.engineFailure, "open: SQLite could not open '\(path)': \(message)")
        }
        handle = db
        SQLFunctions.register(on: db)
        if readOnly {
            // A reader of a file another connection set up.
        } else if path == ":memory:" {
            try execute("PRAGMA journal_mode = MEMORY", operation: "open")
        } else {
            // Write-ahead logging; every committed write survives the
            // process being killed (NORMAL syncs at checkpoints, so a power
            // loss may lose the last commits, never corrupt the file).
            try execute("PRAGMA journal_mode = WAL", operation: "open")
            try execute("PRAGMA synchronous = NORMAL", operation: "open")
        }
    }

    deinit { close() }

    /// Closes the connection; an open transaction is rolled back. Safe to call twice.
    func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// How many rows the last INSERT, UPDATE or DELETE that succeeded changed.
    var changes: Int { handle.map { Int(sqlite3_changes64($0)) } ?? 0 }

    /// How many prepared statements the cache holds (for tests).
    var cachedStatements: Int { statements.count }

    /// The cached statement for `sql`, prepared on first use.
    private func statement(_ sql: String, operation: String) throws(EngineError) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        guard let handle else { throw EngineError(.engineFailure, "\(operation): the database is closed") }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw failure(operation, sql)
        }
        if statements.count >= Self.statementCacheLimit {
            for old in statements.values { sqlite3_finalize(old) }
            statements = [:]
        }
        statements[sql] = statement
        return statement
    }

    /// Copies the whole database into another (for a snapshot).
    ///
    /// - Throws: `engineFailure` when SQLite cannot copy it.
    func copy(into copy: SQLiteDatabase) throws(EngineError) {
        guard let handle, let target = copy.handle, let backup = sqlite3_backup_init(target, "main", handle, "main") else {
            throw EngineError(.engineFailure, "snapshot: SQLite could not start copying the database")
        }
        let status = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard status == SQLITE_DONE else { throw EngineError(.engineFailure, "snapshot: SQLite could not copy the database (status \(status))") }
    }

    /// Runs a statement that returns no rows.
    func execute(_ sql: String, _ arguments: [SQLValue] = [], operation: String) throws(EngineError) {
        _ = try query(sql, arguments, operation: operation)
    }

    /// Runs a statement and answers every row it returns.
    func query(_ sql: String, _ arguments: [SQLValue] = [], operation: String) throws(EngineError) -> [[SQLValue]] {
        guard handle != nil else { throw EngineError(.engineFailure, "\(operation): the database is closed") }
        let statement = try statement(sql, operation: operation)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (i, argument) in arguments.enumerated() {
            guard bind(argument, at: Int32(clamping: i + 1), in: statement) == SQLITE_OK else { throw failure(operation, sql) }
        }
        var rows: [[SQLValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw failure(operation, sql) }
            rows.append(row(of: statement))
        }
    }

    /// The first column of every row, as integers (nulls skipped).
    func integers(_ sql: String, _ arguments: [SQLValue] = [], operation: String) throws(EngineError) -> [Int64] {
        try query(sql, arguments, operation: operation).compactMap { row in
            if case .integer(let i)? = row.first { return i }
            return nil
        }
    }

    private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .null: return sqlite3_bind_null(statement, index)
        case .integer(let i): return sqlite3_bind_int64(statement, index, i)
        case .real(let d): return sqlite3_bind_double(statement, index, d)
        case .text(let s):
            // An explicit length keeps characters after an embedded NUL.
            let bytes = Array(s.utf8)
            guard bytes.count <= Int(Int32.max) else { return SQLITE_TOOBIG }
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite3_bind_text(statement, index, $0, Int32(bytes.count), transient)
                    }
                } ?? sqlite3_bind_text(statement, index, "", 0, transient)
            }
        case .bytes(let bytes):
            guard bytes.count <= Int(Int32.max) else { return SQLITE_TOOBIG }
            return bytes.withUnsafeBytes { raw in
                sqlite3_bind_blob(statement, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                                  Int32(bytes.count), transient)
            }
        }
    }

    private func row(of statement: OpaquePointer) -> [SQLValue] {
        (0..<sqlite3_column_count(statement)).map { column(statement, $0) }
    }

    private func column(_ statement: OpaquePointer, _ i: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, i))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(statement, i))
            guard count > 0, let text = sqlite3_column_text(statement, i) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, i))
            guard count > 0, let bytes = sqlite3_column_blob(statement, i) else { return .bytes([]) }
            return .bytes(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    private func failure(_ operation: String, _ sql: String) -> EngineError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection"
        return EngineError(.engineFailure, "\(operation): SQLite failed: \(message) (in: \(sql))")
    }
}
