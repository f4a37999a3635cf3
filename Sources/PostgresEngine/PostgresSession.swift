// One engine instance's hold on the server: its connection and the
// PostgreSQL schema its realms live in. Each schema is named after a random
// key (`rs_<key>`) and claimed with a shared advisory lock on that key for
// as long as a connection of the instance is up, so parallel workers and
// processes sharing a server never meet. A schema left behind by a process
// that ended without dropping it (killed, or exiting with engines alive)
// holds no lock any more, and the next session to start drops it.

internal import Foundation
internal import ObjectStore
internal import RealmSpecCore

/// One connection and the schema the realm lives in, shared by the copies of
/// a storage value; the first failure of a statement waits here until the
/// object store collects it.
final class PostgresSession {
    private(set) var connection: PostgresConnection
    /// The key of the advisory lock claiming the schema.
    let key: Int32
    /// The PostgreSQL schema of this engine instance.
    let namespace: String
    /// The realm schema whose tables exist in the PostgreSQL schema, if any.
    var tables: Schema?
    /// Whether those tables were emptied when the last realm closed.
    var isEmpty = false
    var failure: EngineError?
    /// Whether the savepoint of the last call that succeeded is still set.
    var savepointKept = false
    /// Whether the current call's savepoint is still to be set: it is sent
    /// with the call's first statement, in the same round trip.
    var savepointPending = false
    /// The columns (table, property) of the realm that have been given a
    /// value SQL would order or group otherwise than Realm: a NaN, or a
    /// string with a non-ASCII character (bytea orders bytes, Realm orders
    /// and compares strings by Unicode's canonical equivalence). Such a
    /// column is sorted, made distinct and aggregated by the object store.
    var irregular: Set<[Int]> = []
    /// Rows and collection lengths known in the live state (ObjectStore's `LiveStateCache`).
    var cache = LiveStateCache()
    /// What every value given to each floating column so far bounds
    /// (`FloatingBounds`), by (table, property): a sum of such a column
    /// may be added in any order when the bounds make it exact.
    var floating = ColumnBounds()

    /// The first key of realmspec's advisory locks ("rs").
    static let lockClass: Int32 = 0x7273

    init(conninfo: String) throws(EngineError) {
        connection = try PostgresConnection(conninfo: conninfo, operation: "open")
        try Self.sweep(connection)
        var key = Int32.random(in: 1...Int32.max)
        while try !Self.claim(key, on: connection, fresh: true) { key = Int32.random(in: 1...Int32.max) }
        self.key = key
        namespace = Self.namespace(key)
    }

    deinit { dropSchema() }

    static func namespace(_ key: Int32) -> String { "rs_\(key)" }

    /// Takes the shared lock on `key`; for a fresh key, only when no schema
    /// of that name exists (a live one, or one the sweep could not drop).
    private static func claim(_ key: Int32, on connection: PostgresConnection, fresh: Bool) throws(EngineError) -> Bool {
        _ = try connection.query("SELECT pg_advisory_lock_shared($1::int4, $2::int4)",
                                 [.int8(Int64(lockClass)), .int8(Int64(key))], operation: "open")
        guard fresh else { return true }
        let taken = try connection.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [.text(namespace(key))], operation: "open")
        if taken.isEmpty { return true }
        _ = try connection.query("SELECT pg_advisory_unlock_shared($1::int4, $2::int4)",
                                 [.int8(Int64(lockClass)), .int8(Int64(key))], operation: "open")
        return false
    }

    /// Drops the schemas of sessions that are gone: those whose lock nobody holds.
    private static func sweep(_ connection: PostgresConnection) throws(EngineError) {
        let names = try connection.query("SELECT nspname::text FROM pg_namespace WHERE nspname ~ '^rs_[0-9]+$'", operation: "open")
        for case .text(let name)? in names.map(\.first) {
            guard let key = Int32(name.dropFirst(3)) else { continue }
            let free = try connection.query("SELECT pg_try_advisory_lock($1::int4, $2::int4)",
                                            [.int8(Int64(lockClass)), .int8(Int64(key))], operation: "open")
            guard free.first?.first == .int8(1) else { continue }
            try? connection.execute("DROP SCHEMA IF EXISTS \(Layout.quoted(name)) CASCADE", operation: "open")
            _ = try connection.query("SELECT pg_advisory_unlock($1::int4, $2::int4)",
                                     [.int8(Int64(lockClass)), .int8(Int64(key))], operation: "open")
        }
    }

    /// Runs a statement (after the call's savepoint when it is still to be
    /// set); a failure is recorded (the first one wins) and answers no rows.
    func rows(_ sql: String, _ arguments: [PGValue], _ operation: String) -> [[PGValue]] {
        do { return try connection.query(sql, arguments, after: takeSavepoint(), operation: operation) } catch {
            record(error)
            return []
        }
    }

    /// Runs a statement without parameters (after the call's savepoint when
    /// it is still to be set); a failure is recorded.
    func execute(_ sql: String, _ operation: String) {
        let prelude = takeSavepoint()
        do { try connection.execute((prelude + [sql]).joined(separator: "; "), operation: operation) } catch { record(error) }
    }

    /// The statements that set the call's savepoint (releasing the last
    /// call's), if it is still to be set; it counts as set from here on.
    private func takeSavepoint() -> [String] {
        guard savepointPending else { return [] }
        savepointPending = false
        defer { savepointKept = false }
        return (savepointKept ? ["RELEASE SAVEPOINT realmspec_call"] : []) + ["SAVEPOINT realmspec_call"]
    }

    func record(_ error: EngineError) {
        if failure == nil { failure = error }
    }

    /// Connects again (for `reopen`): the new connection claims the schema
    /// before the old one lets go, so no sweep can take it in between.
    func reconnect(operation: String) throws(EngineError) {
        let fresh = try PostgresConnection(conninfo: connection.conninfo, operation: operation)
        _ = try Self.claim(key, on: fresh, fresh: false)
        connection.close()
        connection = fresh
        savepointKept = false
        cache.clear()
    }

    func dropSchema() {
        guard tables != nil else { return }
        tables = nil
        isEmpty = false
        if connection.inTransaction { try? connection.execute("ROLLBACK", operation: "close") }
        try? connection.execute("DROP SCHEMA IF EXISTS \(Layout.quoted(namespace)) CASCADE", operation: "close")
    }
}
