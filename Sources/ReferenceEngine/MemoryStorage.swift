// The in-memory storage: one table per object type, stored column by column
// so that a million small objects cost a few arrays rather than a million
// allocations. `MemoryStorage` is a value: a copy (the state at
// `beginWrite`, a frozen version, a notification baseline) shares every
// array until one side writes to it. A savepoint is an undo journal of the
// call's writes, so a failed call costs what it wrote, not a copy.
//
// It stores only; Realm's rules are the object store's (Sources/ObjectStore).

public import ObjectStore
public import RealmSpecCore

/// The rows of one object type.
struct MemoryTable {
    /// Object ids in ascending order; deleted rows stay as tombstones until compaction.
    var ids: [Int64] = []
    var alive: [Bool] = []
    var liveCount = 0
    /// Per property: one value per row (single properties), else empty.
    var scalars: [Column]
    /// Per property: one collection per row (list, set and map properties), else empty.
    var collections: [[CollectionStore]]
    /// Primary key -> row index.
    var primaryKeyIndex = PrimaryKeyIndex()

    init(_ info: TableInfo) {
        scalars = Array(repeating: Column(), count: info.flags.count)
        collections = Array(repeating: [], count: info.flags.count)
    }

    /// The row index of a live object, by binary search over the ascending ids.
    @inline(__always) func row(of id: Int64) -> Int? {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        guard low < ids.count, ids[low] == id, alive[low] else { return nil }
        return low
    }

    /// Appends a row (see `Storage.insertRow`); answers its index.
    mutating func append(id: Int64, values: [Value], info: TableInfo) -> Int {
        if info.allPlain {
            for p in values.indices { scalars[p].append(values[p]) }
        } else {
            let flags = info.flags
            for p in flags.indices {
                if flags[p].collection != .single { collections[p].append(CollectionStore()) }
                else { scalars[p].append(values[p]) }
            }
        }
        ids.append(id)
        alive.append(true)
        liveCount += 1
        let row = ids.count - 1
        if let pk = info.primaryKey { primaryKeyIndex.set(values[pk], row: row) }
        return row
    }

    /// Live row indices in id order.
    var liveRows: [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(liveCount)
        for r in alive.indices where alive[r] { rows.append(r) }
        return rows
    }
}

/// One write of the current call, and how to undo it.
enum MemoryUndo {
    case insert(table: Int)
    case value(table: Int, row: Int, property: Int, old: Value)
    case delete(table: Int, rows: [Int])
    case edit(table: Int, row: Int, property: Int, undo: CollectionEdit)
    case everything([MemoryTable])
}

/// The realm in memory.
public struct MemoryStorage: Storage {
    public private(set) var catalog = Catalog.empty
    var tables: [MemoryTable] = []
    /// The tables at `beginWrite`, restored by `cancelWrite`.
    private var rollback: [MemoryTable]?
    /// The current call's writes, newest last, while a savepoint is open
    /// (`journaling`). Emptied, not freed, between calls.
    private var journal: [MemoryUndo] = []
    private var journaling = false

    public init() {}

    public mutating func create(_ catalog: Catalog) throws(EngineError) {
        self.catalog = catalog
        tables = catalog.tables.map(MemoryTable.init)
        rollback = nil
        journal = []
        journaling = false
    }

    public mutating func close() {
        self = MemoryStorage()
    }

    // MARK: Rows

    public func count(table: Int) -> Int { tables[table].liveCount }
    public func rows(table: Int) -> [Int] { tables[table].liveRows }
    @inline(__always) public func row(table: Int, id: Int64) -> Int? { tables[table].row(of: id) }
    @inline(__always) public func id(table: Int, row: Int) -> Int64 { tables[table].ids[row] }

    public func row(table: Int, primaryKey: Value) -> Int? {
        guard let r = tables[table].primaryKeyIndex.row(for: primaryKey), r < tables[table].alive.count,
              tables[table].alive[r] else { return nil }
        return r
    }

    public mutating func insertRow(table t: Int, id: Int64, values: [Value]) -> Int {
        let row = tables[t].append(id: id, values: values, info: catalog.tables[t])
        if journaling { journal.append(.insert(table: t)) }
        return row
    }

    public mutating func deleteRows(table t: Int, rows: [Int]) {
        var deleted: [Int] = []
        deleted.reserveCapacity(rows.count)
        for r in rows where tables[t].alive[r] {
            tables[t].alive[r] = false
            deleted.append(r)
        }
        tables[t].liveCount -= deleted.count
        if journaling { journal.append(.delete(table: t, rows: deleted)) }
    }

    public mutating func deleteAll() {
        if journaling { journal.append(.everything(tables)) }
        tables = catalog.tables.map(MemoryTable.init)
    }

    // MARK: Cells

    @inline(__always) public func value(table: Int, row: Int, property: Int) -> Value {
        tables[table].scalars[property][row]
    }

    public mutating func setValue(_ value: Value, table: Int, row: Int, property: Int) {
        if journaling { journal.append(.value(table: table, row: row, property: property, old: tables[table].scalars[property][row])) }
        tables[table].scalars[property][row] = value
    }

    public func collection(table: Int, row: Int, property: Int) -> CollectionStore {
        tables[table].collections[property][row]
    }

    public mutating func edit(_ edit: CollectionEdit, table: Int, row: Int, property: Int) {
        let undo = tables[table].collections[property][row].apply(edit)
        if journaling { journal.append(.edit(table: table, row: row, property: property, undo: undo)) }
    }

    // MARK: Transactions and snapshots

    public mutating func beginWrite() { rollback = tables }

    public mutating func commitWrite() {
        rollback = nil
        compact()
    }

    public mutating func cancelWrite() {
        if let rollback { tables = rollback }
        rollback = nil
        endCall()
    }

    public mutating func beginCall() {
        if !journal.isEmpty { journal.removeAll(keepingCapacity: true) }
        journaling = true
    }

    public mutating func endCall() {
        // The entries may hold old arrays; keeping them would make the next
        // write copy what it shares with them.
        if !journal.isEmpty { journal.removeAll(keepingCapacity: true) }
        journaling = false
    }

    public mutating func rollbackCall() {
        guard journaling else { return }
        journaling = false
        while let entry = journal.popLast() { undo(entry) }
    }

    private mutating func undo(_ entry: MemoryUndo) {
        switch entry {
        case .insert(let t):
            // The row index is handed out again, so its primary key must not
            // keep naming it (crud-update#upsert-an-object).
            let row = tables[t].ids.count - 1
            if let pk = catalog.tables[t].primaryKey, row >= 0 {
                tables[t].primaryKeyIndex.remove(tables[t].scalars[pk][row], ifRow: row)
            }
            for p in tables[t].scalars.indices where !tables[t].scalars[p].isEmpty { tables[t].scalars[p].removeLast() }
            for p in tables[t].collections.indices where !tables[t].collections[p].isEmpty { tables[t].collections[p].removeLast() }
            tables[t].ids.removeLast()
            tables[t].alive.removeLast()
            tables[t].liveCount -= 1
        case .value(let t, let r, let p, let old):
            tables[t].scalars[p][r] = old
        case .delete(let t, let rows):
            for r in rows { tables[t].alive[r] = true }
            tables[t].liveCount += rows.count
        case .edit(let t, let r, let p, let edit):
            tables[t].collections[p][r].apply(edit)
        case .everything(let saved):
            tables = saved
        }
    }

    public func snapshot() -> MemoryStorage {
        var copy = self
        copy.rollback = nil
        copy.journal = []
        copy.journaling = false
        return copy
    }

    /// The tables kept at `beginWrite` to cancel the write are the state it started from.
    public func writeStartSnapshot() -> MemoryStorage? {
        guard let rollback else { return nil }
        var copy = snapshot()
        copy.tables = rollback
        return copy
    }

    public mutating func takeFailure() -> EngineError? { nil }

    /// The data lives as long as the storage does, so reopening keeps it.
    public var canReopen: Bool { true }
    public mutating func reopen() throws(EngineError) {}

    /// Drops tombstones once they outnumber live rows (row indices change).
    private mutating func compact() {
        for t in tables.indices {
            let dead = tables[t].ids.count - tables[t].liveCount
            guard dead > 256, dead > tables[t].liveCount else { continue }
            let keep = tables[t].liveRows
            if let pk = catalog.tables[t].primaryKey {
                var index = PrimaryKeyIndex()
                for (r, old) in keep.enumerated() { index.set(tables[t].scalars[pk][old], row: r) }
                tables[t].primaryKeyIndex = index
            }
            tables[t].ids = keep.map { tables[t].ids[$0] }
            tables[t].alive = Array(repeating: true, count: keep.count)
            for p in tables[t].scalars.indices where !tables[t].scalars[p].isEmpty {
                tables[t].scalars[p] = tables[t].scalars[p].keeping(keep)
            }
            for p in tables[t].collections.indices where !tables[t].collections[p].isEmpty {
                tables[t].collections[p] = keep.map { tables[t].collections[p][$0] }
            }
        }
    }
}
