// Plain SQL over libpq, for the floor the bench measures the PostgreSQL
// engine against: the same work as hand-written statements on the same
// driver and server. It shares nothing with the engine but the library.

internal import CLibPQ
internal import Foundation
internal import RealmSpecCore

/// One libpq connection running hand-written SQL: text statements, and
/// named prepared statements run with text parameters.
public final class PostgresFloorConnection {
    private let db: OpaquePointer

    /// Connects with a libpq connection string; notices are dropped.
    public init(conninfo: String) throws {
        guard let db = PQconnectdb(conninfo) else { throw EngineError(.engineFailure, "floor: libpq could not allocate a connection") }
        guard PQstatus(db) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(db))
            PQfinish(db)
            throw EngineError(.engineFailure, "floor: cannot connect to PostgreSQL: " + message)
        }
        self.db = db
        PQsetNoticeProcessor(db, { _, _ in }, nil)
    }

    deinit { PQfinish(db) }

    /// Runs SQL text (several statements allowed).
    public func exec(_ sql: String) throws {
        let result = PQexec(db, sql)
        defer { PQclear(result) }
        try check(result)
    }

    /// Prepares a named statement.
    public func prepare(_ name: String, _ sql: String) throws {
        let result = PQprepare(db, name, sql, 0, nil)
        defer { PQclear(result) }
        try check(result)
    }

    /// Runs a named prepared statement with text parameters.
    public func run(_ name: String, _ parameters: [String]) throws {
        let copies = parameters.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        let result = pointers.withUnsafeBufferPointer {
            PQexecPrepared(db, name, Int32(parameters.count), $0.baseAddress, nil, nil, 0)
        }
        defer { PQclear(result) }
        try check(result)
    }

    private func check(_ result: OpaquePointer?) throws {
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            throw EngineError(.engineFailure, "floor: PostgreSQL: " + String(cString: PQerrorMessage(db)))
        }
    }
}
