// Plain SQL on SQLite's C API, for the floor the bench measures the SQLite
// engine against: the same work as hand-written statements on the same
// driver. It shares nothing with the engine but the library.

internal import CSQLite
internal import RealmSpecCore

/// Hand-written SQL over SQLite's C API, the same driver and library the
/// engine uses, and nothing of the engine: the floor `realmspec-bench`
/// measures the SQLite engine against. One connection, statements the
/// caller prepares once and runs many times.
public final class SQLiteFloorConnection {
    /// A value bound to a statement's parameter.
    public enum Argument { case int(Int64), double(Double), text(String) }

    /// A prepared statement of this connection.
    public final class Statement {
        let handle: OpaquePointer
        let db: SQLiteFloorConnection
        init(_ handle: OpaquePointer, _ db: SQLiteFloorConnection) { self.handle = handle; self.db = db }
        deinit { sqlite3_finalize(handle) }

        /// Binds `arguments` and steps the statement to its end.
        public func run(_ arguments: [Argument]) throws { _ = try rows(arguments) }

        /// Binds `arguments`, steps the statement to its end reading each row's first column, and answers the number of rows.
        @discardableResult
        public func rows(_ arguments: [Argument]) throws -> Int {
            defer { sqlite3_reset(handle) }
            for (i, a) in arguments.enumerated() {
                let at = Int32(i + 1)
                switch a {
                case .int(let v): sqlite3_bind_int64(handle, at, v)
                case .double(let v): sqlite3_bind_double(handle, at, v)
                case .text(let v): sqlite3_bind_text(handle, at, v, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                }
            }
            var n = 0
            while true {
                let status = sqlite3_step(handle)
                if status == SQLITE_DONE { return n }
                guard status == SQLITE_ROW else { throw db.error() }
                n += 1
                db.firstColumn &+= sqlite3_column_int64(handle, 0)
            }
        }
    }

    private var db: OpaquePointer?
    /// The sum of the first columns read, so that reading them is not optimised away.
    public private(set) var firstColumn: Int64 = 0

    /// Opens (creating when absent) the database file at `path`.
    public init(path: String) throws {
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw EngineError(.engineFailure, "floor: SQLite cannot open '\(path)'") }
    }
    deinit { sqlite3_close_v2(db) }

    /// Runs SQL text that returns no rows (several statements allowed).
    public func exec(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw error() }
    }

    /// Prepares one statement.
    public func prepare(_ sql: String) throws -> Statement {
        var s: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &s, nil) == SQLITE_OK, let s else { throw error() }
        return Statement(s, self)
    }

    func error() -> EngineError { EngineError(.engineFailure, "floor: SQLite: " + String(cString: sqlite3_errmsg(db))) }
}
