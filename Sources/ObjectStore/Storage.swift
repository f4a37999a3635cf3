// The storage protocol: the only thing a backend implements. A storage keeps
// tables of rows with typed columns and list, set and map contents, runs
// write transactions with a savepoint around each engine call, and hands out
// read snapshots. It knows nothing of Realm's rules: the object store
// (ObjectStore.swift) decides what every call means and tells the storage
// what to store, as realm-core's object store does over its storage layer.

public import RealmSpecCore

/// Where a backend keeps a realm.
///
/// Tables and properties are addressed by their index in the `Catalog`.
/// Rows are addressed by a row handle the storage chooses (an index, or the
/// object id); a handle is valid until the next `commitWrite`, `cancelWrite`
/// or `deleteAll`. Object ids are chosen by the object store and never reused.
///
/// Reads and writes do not throw: a backend that can fail (a database)
/// records its first failure and answers a blank value; the object store
/// collects it with `takeFailure()` at the end of every call, rolls the
/// call back and reports it as `engineFailure`. Nothing is swallowed.
///
/// A conforming type is usually a struct: `snapshot()` returns a copy that
/// keeps answering reads of the state it was taken in.
public protocol Storage {
    /// Makes the empty tables of a checked schema, discarding anything stored before.
    mutating func create(_ catalog: Catalog) throws(EngineError)
    /// Releases the realm (files, connections). Safe to call twice.
    mutating func close()
    /// The schema the storage was created with.
    var catalog: Catalog { get }

    // MARK: Rows

    /// The number of live rows of a table.
    func count(table: Int) -> Int
    /// The live rows of a table, in ascending id order.
    func rows(table: Int) -> [Int]
    /// The live row of an object id, or nil.
    func row(table: Int, id: Int64) -> Int?
    /// The object id of a live row.
    func id(table: Int, row: Int) -> Int64
    /// The live row whose primary-key column holds `key`, or nil.
    func row(table: Int, primaryKey: Value) -> Int?
    /// Appends a row with an id above every id of the table. `values` holds
    /// one stored value per property, in schema order (anything for
    /// collection and linking-objects properties); collections start empty.
    mutating func insertRow(table: Int, id: Int64, values: [Value]) -> Int
    /// Deletes rows with their collection contents.
    mutating func deleteRows(table: Int, rows: [Int])
    /// Deletes every row of every table.
    mutating func deleteAll()

    // MARK: Cells

    /// The value of a single-valued property.
    func value(table: Int, row: Int, property: Int) -> Value
    mutating func setValue(_ value: Value, table: Int, row: Int, property: Int)
    /// The value of one single-valued property for many rows, in the order
    /// given (a column read; the default reads one cell at a time).
    func values(table: Int, rows: [Int], property: Int) -> [Value]
    /// The contents of a list, set or map property.
    func collection(table: Int, row: Int, property: Int) -> CollectionStore
    /// The number of elements of a list, set or map property (the default
    /// reads the contents).
    func collectionCount(table: Int, row: Int, property: Int) -> Int
    /// The element at `index` of a list, set or map property, or nil past
    /// its end (the default reads the contents).
    func collectionElement(table: Int, row: Int, property: Int, at index: Int) -> Value?
    /// Changes the contents of a list, set or map property.
    mutating func edit(_ edit: CollectionEdit, table: Int, row: Int, property: Int)

    // MARK: Transactions and snapshots

    mutating func beginWrite()
    mutating func commitWrite()
    /// Restores the state at `beginWrite`.
    mutating func cancelWrite()
    /// Opens the savepoint around one engine call (inside a write).
    mutating func beginCall()
    /// Keeps what the call changed.
    mutating func endCall()
    /// Undoes everything the call changed since `beginCall`.
    mutating func rollbackCall()
    /// A read-only copy of the current committed state.
    func snapshot() -> Self
    /// Inside a write, a read-only copy of the state the write started
    /// from, when the storage keeps it anyway (to cancel the write); nil
    /// otherwise. An object frozen inside a write reads it, as the SDK's
    /// frozen object shows the version the write started from.
    func writeStartSnapshot() -> Self?
    /// Closes and reopens the stored realm; committed data survives.
    ///
    /// - Throws: `unsupported` for a storage that does not outlive its connection.
    mutating func reopen() throws(EngineError)
    /// Whether `reopen` keeps the data.
    var canReopen: Bool { get }

    /// The first failure since the last call, if any; clears it.
    mutating func takeFailure() -> EngineError?

    // MARK: Writes in fewer statements (optional)

    /// Declares that the call's next write (one call of `insertRow`,
    /// `deleteRows`, `setValue` or `edit`) is its last and that nothing after
    /// it can fail. A database whose single statements are atomic may run
    /// that write without the call's savepoint when the call has written
    /// nothing before it and the write is one statement: a failure of the
    /// statement then leaves nothing of it, and nothing else is left to undo.
    mutating func beginFinalWrite()
    /// Appends a row as `insertRow` does unless a live row already holds the
    /// same value in the primary-key property `primaryKey`: the new row, or
    /// nil with nothing written. The default looks the key up first; a
    /// database folds the check into the insert (a unique index).
    mutating func insertRow(table: Int, id: Int64, values: [Value], unlessKeyTaken primaryKey: Int) -> Int?
    /// Deletes the live rows of a table that match `query` (every row when
    /// nil) with their collection contents, and answers their object ids in
    /// ascending order; nil, with nothing deleted, when the storage cannot
    /// answer the query (the object store then deletes the rows it selects).
    mutating func deleteRows(table: Int, matching query: Query?) -> [Int64]?

    // MARK: Push-down (optional)

    /// The live rows of a table that match `query`, in ascending id order;
    /// nil when the storage cannot answer it (the object store then
    /// evaluates the query itself).
    func filter(table: Int, query: Query) -> [Int]?
    /// How many live rows of a table match `query`; nil when the storage
    /// cannot answer it.
    func count(table: Int, query: Query) -> Int?
    /// The first live row (in id order) of each group of rows that match
    /// `query` (every row when nil) and hold equal values in `properties`,
    /// in id order; nil when the storage cannot answer it. Every property
    /// is a single stored property of the table.
    func distinctRows(table: Int, query: Query?, properties: [Int]) -> [Int]?
    /// `op` of a single stored property over the live rows that match
    /// `query` (every row when nil), added and compared as Realm's
    /// `Aggregate` does (values in id order): the min or max value, the sum
    /// (an int for ints, a double otherwise) or the average (a double), or
    /// `.null` when no row holds a value; nil when the storage cannot
    /// answer it exactly. The object store has checked the operator takes
    /// the property, and applies `Aggregate`'s rules to the answer (the
    /// empty sum, the result's type).
    func aggregate(table: Int, query: Query?, op: AggregateOperator, property: Int) -> Value?
    /// Describes how `filter` would answer `query`: nil when it cannot.
    func explain(table: Int, query: Query) -> String?
    /// Describes how the storage would answer a read (the statement it
    /// would run): nil when it leaves the read to the object store.
    func explain(table: Int, read: StorageRead) -> String?
    /// The first `limit` (every one when nil) of the live rows of a table
    /// that match `query` (every row when nil), ordered by `keys` (Realm's
    /// order: nil first ascending, last descending, ties in ascending id
    /// order); nil when the storage cannot answer it. Every key is a single
    /// stored property of the table. A limit lets a storage stop after the
    /// prefix a caller reads instead of ordering every row.
    func sortedRows(table: Int, query: Query?, by keys: [SortKey], limit: Int?) -> [Int]?

    /// Checks the storage's own bookkeeping (tests call it after each commit).
    ///
    /// - Throws: `InvariantViolation` describing the first broken invariant.
    func checkInvariants() throws(InvariantViolation)
}

extension Storage {
    public func values(table: Int, rows: [Int], property: Int) -> [Value] {
        rows.map { value(table: table, row: $0, property: property) }
    }
    public func collectionCount(table: Int, row: Int, property: Int) -> Int {
        collection(table: table, row: row, property: property).values.count
    }
    public func collectionElement(table: Int, row: Int, property: Int, at index: Int) -> Value? {
        let values = collection(table: table, row: row, property: property).values
        return values.indices.contains(index) ? values[index] : nil
    }
    public var canReopen: Bool { false }
    public func writeStartSnapshot() -> Self? { nil }
    public mutating func reopen() throws(EngineError) {
        throw EngineError(.unsupported, "this engine does not support 'reopen' on this storage")
    }
    public mutating func beginFinalWrite() {}
    public mutating func insertRow(table t: Int, id: Int64, values: [Value], unlessKeyTaken primaryKey: Int) -> Int? {
        if row(table: t, primaryKey: values[primaryKey]) != nil { return nil }
        return insertRow(table: t, id: id, values: values)
    }
    public mutating func deleteRows(table: Int, matching query: Query?) -> [Int64]? { nil }
    public func filter(table: Int, query: Query) -> [Int]? { nil }
    public func count(table: Int, query: Query) -> Int? { nil }
    public func aggregate(table: Int, query: Query?, op: AggregateOperator, property: Int) -> Value? { nil }
    public func distinctRows(table: Int, query: Query?, properties: [Int]) -> [Int]? { nil }
    public func explain(table: Int, query: Query) -> String? { nil }
    public func explain(table: Int, read: StorageRead) -> String? {
        if case .filter(let query) = read { return explain(table: table, query: query) }
        return nil
    }
    public func sortedRows(table: Int, query: Query?, by keys: [SortKey], limit: Int?) -> [Int]? { nil }
    /// Every row of `sortedRows(table:query:by:limit:)`.
    public func sortedRows(table: Int, query: Query?, by keys: [SortKey]) -> [Int]? {
        sortedRows(table: table, query: query, by: keys, limit: nil)
    }
    public func checkInvariants() throws(InvariantViolation) {}
}

/// A read the object store may leave to a storage (for `explain`).
public enum StorageRead {
    case filter(Query)
    case count(Query)
    case sorted(Query?, [SortKey], limit: Int?)
    case distinct(Query?, properties: [Int])
    case aggregate(Query?, AggregateOperator, property: Int)
}

/// One key of a sort pushed down to a storage.
public struct SortKey: Hashable, Sendable {
    public var property: Int
    public var ascending: Bool
    public init(property: Int, ascending: Bool) { self.property = property; self.ascending = ascending }
}
