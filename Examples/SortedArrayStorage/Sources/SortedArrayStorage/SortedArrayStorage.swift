// A storage that keeps each table in one array of rows sorted by object
// id, and finds a row by binary search. A row handle is the object id
// itself, so a handle stays valid whatever is inserted or deleted. It is a
// value: a snapshot, the state at `beginWrite` and the savepoint of a call
// are copies that share the arrays until one side writes.
//
// It stores only: every rule of Realm is the object store's.

import ObjectStore
import RealmSpecCore

/// One object: its id, one value per single-valued property and one
/// collection per list, set or map property (unused slots stay blank).
struct SortedRow: Hashable, Sendable {
    var id: Int64
    var values: [Value]
    var collections: [CollectionStore]
}

/// The rows of one object type, in ascending id order.
struct SortedTable: Hashable, Sendable {
    var rows: [SortedRow] = []
    /// Primary key -> object id.
    var primaryKeys: [Value: Int64] = [:]

    /// The position of the row with this id, or where it would go.
    func position(of id: Int64) -> (index: Int, found: Bool) {
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return (low, low < rows.count && rows[low].id == id)
    }

    func index(of id: Int) -> Int? {
        let (index, found) = position(of: Int64(id))
        return found ? index : nil
    }
}

/// Every table of a realm in sorted arrays.
public struct SortedArrayStorage: Storage {
    public private(set) var catalog = Catalog.empty
    var tables: [SortedTable] = []
    /// The tables at `beginWrite`, restored by `cancelWrite`.
    private var writeStart: [SortedTable]?
    /// The tables at `beginCall`, restored by `rollbackCall`.
    private var callStart: [SortedTable]?

    public init() {}

    public mutating func create(_ catalog: Catalog) throws(EngineError) {
        self = SortedArrayStorage()
        self.catalog = catalog
        tables = Array(repeating: SortedTable(), count: catalog.tables.count)
    }

    public mutating func close() { self = SortedArrayStorage() }

    // MARK: Rows

    public func count(table: Int) -> Int { tables[table].rows.count }

    public func rows(table: Int) -> [Int] { tables[table].rows.map { Int($0.id) } }

    public func row(table: Int, id: Int64) -> Int? { tables[table].position(of: id).found ? Int(id) : nil }

    public func id(table: Int, row: Int) -> Int64 { Int64(row) }

    public func row(table: Int, primaryKey: Value) -> Int? { tables[table].primaryKeys[primaryKey].map { Int($0) } }

    public mutating func insertRow(table: Int, id: Int64, values: [Value]) -> Int {
        let info = catalog.tables[table]
        let row = SortedRow(id: id, values: values,
                            collections: Array(repeating: CollectionStore(), count: info.flags.count))
        let (index, _) = tables[table].position(of: id)
        tables[table].rows.insert(row, at: index)
        if let pk = info.primaryKey { tables[table].primaryKeys[values[pk]] = id }
        return Int(id)
    }

    public mutating func deleteRows(table: Int, rows: [Int]) {
        let doomed = Set(rows.map(Int64.init))
        if let pk = catalog.tables[table].primaryKey {
            for row in tables[table].rows where doomed.contains(row.id) {
                tables[table].primaryKeys[row.values[pk]] = nil
            }
        }
        tables[table].rows.removeAll { doomed.contains($0.id) }
    }

    public mutating func deleteAll() {
        tables = Array(repeating: SortedTable(), count: catalog.tables.count)
    }

    // MARK: Cells

    public func value(table: Int, row: Int, property: Int) -> Value {
        guard let index = tables[table].index(of: row) else { return .null }
        return tables[table].rows[index].values[property]
    }

    public mutating func setValue(_ value: Value, table: Int, row: Int, property: Int) {
        guard let index = tables[table].index(of: row) else { return }
        if property == catalog.tables[table].primaryKey {
            tables[table].primaryKeys[tables[table].rows[index].values[property]] = nil
            tables[table].primaryKeys[value] = Int64(row)
        }
        tables[table].rows[index].values[property] = value
    }

    public func collection(table: Int, row: Int, property: Int) -> CollectionStore {
        guard let index = tables[table].index(of: row) else { return CollectionStore() }
        return tables[table].rows[index].collections[property]
    }

    public mutating func edit(_ edit: CollectionEdit, table: Int, row: Int, property: Int) {
        guard let index = tables[table].index(of: row) else { return }
        tables[table].rows[index].collections[property].apply(edit)
    }

    // MARK: Transactions and snapshots

    public mutating func beginWrite() { writeStart = tables }

    public mutating func commitWrite() {
        writeStart = nil
        callStart = nil
    }

    public mutating func cancelWrite() {
        if let writeStart { tables = writeStart }
        writeStart = nil
        callStart = nil
    }

    public mutating func beginCall() { callStart = tables }

    public mutating func endCall() { callStart = nil }

    public mutating func rollbackCall() {
        if let callStart { tables = callStart }
        callStart = nil
    }

    public func snapshot() -> SortedArrayStorage {
        var copy = self
        copy.writeStart = nil
        copy.callStart = nil
        return copy
    }

    /// Inside a write, the tables it started from (kept to cancel it): what
    /// an object frozen inside the write shows.
    public func writeStartSnapshot() -> SortedArrayStorage? {
        guard let writeStart else { return nil }
        var copy = snapshot()
        copy.tables = writeStart
        return copy
    }

    /// Nothing here can fail.
    public mutating func takeFailure() -> EngineError? { nil }

    // MARK: Bookkeeping

    /// Ids ascend, every row has a cell per property, and the primary-key
    /// index names exactly the rows.
    public func checkInvariants() throws(InvariantViolation) {
        for (t, table) in tables.enumerated() {
            let info = catalog.tables[t]
            guard zip(table.rows, table.rows.dropFirst()).allSatisfy({ $0.id < $1.id }) else {
                throw InvariantViolation(description: "\(info.name): ids are not in ascending order")
            }
            for row in table.rows where row.values.count != info.flags.count || row.collections.count != info.flags.count {
                throw InvariantViolation(description: "\(info.name)#\(row.id): \(row.values.count) cells for \(info.flags.count) properties")
            }
            if let pk = info.primaryKey {
                let expected = Dictionary(table.rows.map { ($0.values[pk], $0.id) }, uniquingKeysWith: { a, _ in a })
                guard expected == table.primaryKeys else {
                    throw InvariantViolation(description: "\(info.name): the primary-key index does not match the rows")
                }
            }
        }
    }
}
