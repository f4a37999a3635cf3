// The SQLite engine: Realm's rules (the object store) over the SQLite storage.

public import ObjectStore
internal import RealmSpecCore

/// The realm in a SQLite database.
public typealias SQLiteEngine = ObjectStore<SQLiteStorage>

extension ObjectStore where S == SQLiteStorage {
    /// - Parameter inMemory: keep each realm in `:memory:` (then `reopen` is unsupported).
    public convenience init(inMemory: Bool = false) {
        self.init(storage: SQLiteStorage(inMemory: inMemory), name: "sqlite")
    }

    /// A realm kept in the database file at `path` (see `SQLiteStorage.init(file:)`).
    public convenience init(file path: String) {
        self.init(storage: SQLiteStorage(file: path), name: "sqlite")
    }
}

extension ObjectStore where S == SQLiteStorage {
    /// The tables of the open realm (for tests and `engines --explain`).
    var layout: Layout { storage.layout }
    /// The database file, or nil for an in-memory realm.
    var path: String? { storage.connection?.path }

    /// The open connection, or `engineFailure` when no realm is open.
    func db(_ operation: String) throws(EngineError) -> SQLiteDatabase {
        guard let connection = storage.connection else { throw EngineError(.engineFailure, "\(operation): no realm is open") }
        return connection.db
    }
}
