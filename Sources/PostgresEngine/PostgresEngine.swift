// The PostgreSQL engine: Realm's rules (the object store) over the
// PostgreSQL storage.

public import ObjectStore
internal import RealmSpecCore

/// The realm in a PostgreSQL schema.
public typealias PostgresEngine = ObjectStore<PostgresStorage>

extension ObjectStore where S == PostgresStorage {
    /// - Parameter conninfo: a libpq connection string; nil finds the server
    ///   from the environment (`REALMSPEC_POSTGRES_URL`, or the socket of the
    ///   throwaway server, see `PostgresServer`).
    public convenience init(conninfo: String? = nil) {
        self.init(storage: PostgresStorage(conninfo: conninfo), name: "postgres")
    }
}

extension ObjectStore where S == PostgresStorage {
    /// The tables of the open realm (for tests).
    var layout: Layout { storage.layout }

    /// The open connection, or `engineFailure` when no realm is open.
    func connection(_ operation: String) throws(EngineError) -> PostgresConnection {
        guard let session = storage.session else { throw EngineError(.engineFailure, "\(operation): no realm is open") }
        return session.connection
    }
}
