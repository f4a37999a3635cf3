// A snapshot of the PostgreSQL storage: every table read once into memory,
// which keeps answering reads of the state it was taken in (a frozen
// version, a notification baseline). It lives as long as the storage value
// that holds it, so it is released when the object store drops it, and
// nothing is left in the database.
//
// Related documentation: crud-update#update-realm-objects, rlmarray#notifications.

internal import ObjectStore
internal import RealmSpecCore

/// The rows of every table at one moment.
final class FrozenRealm {
    struct Table {
        /// Object ids, ascending.
        var ids: [Int64] = []
        /// The position of each id in `ids`.
        var index: [Int64: Int] = [:]
        /// Per property, the value of each row (empty for collections).
        var cells: [[Value]] = []
        /// Per collection property, the contents of each owner that has any.
        var collections: [Int: [Int64: CollectionStore]] = [:]
    }

    let tables: [Table]

    init(tables: [Table]) { self.tables = tables }

    func value(table t: Int, row: Int, property p: Int) -> Value {
        guard let i = tables[t].index[Int64(row)], p < tables[t].cells.count, i < tables[t].cells[p].count else { return .null }
        return tables[t].cells[p][i]
    }

    func collection(table t: Int, row: Int, property p: Int) -> CollectionStore {
        tables[t].collections[p]?[Int64(row)] ?? CollectionStore()
    }

    func row(table t: Int, property p: Int, value: Value) -> Int? {
        guard p < tables[t].cells.count, let i = tables[t].cells[p].firstIndex(of: value) else { return nil }
        return Int(tables[t].ids[i])
    }
}

extension PostgresStorage {
    /// A copy of the committed tables in memory (the object store takes it outside a write).
    public func snapshot() -> PostgresStorage {
        var copy = self
        guard frozen == nil, session != nil else { return copy }
        var tables: [FrozenRealm.Table] = []
        for t in catalog.tables.indices { tables.append(read(table: t, through: rows)) }
        copy.frozen = FrozenRealm(tables: tables)
        return copy
    }

    /// Inside a write, the committed tables as a connection of its own reads
    /// them: the state the write started from, which the writing connection
    /// no longer sees. Nil outside a write, or when that connection cannot be
    /// opened or read (the object store then falls back to `snapshot()`).
    public func writeStartSnapshot() -> PostgresStorage? {
        guard frozen == nil, let session, session.connection.inTransaction,
              let reader = try? PostgresConnection(conninfo: session.connection.conninfo, operation: "freeze") else { return nil }
        defer { reader.close() }
        var failed = false
        let read = { (sql: String, arguments: [PGValue], operation: String) -> [[PGValue]] in
            do { return try reader.query(sql, arguments, operation: operation) } catch { failed = true; return [] }
        }
        var tables: [FrozenRealm.Table] = []
        for t in catalog.tables.indices { tables.append(self.read(table: t, through: read)) }
        guard !failed else { return nil }
        var copy = self
        copy.frozen = FrozenRealm(tables: tables)
        return copy
    }

    private func read(table t: Int, through rows: (String, [PGValue], String) -> [[PGValue]]) -> FrozenRealm.Table {
        var table = FrozenRealm.Table()
        let singles = layout.singles(t)
        let columns = singles.flatMap { layout.columns(t, $0) }
        let select = (["id"] + columns).joined(separator: ", ")
        table.cells = Array(repeating: [], count: catalog.tables[t].flags.count)
        for found in rows("SELECT \(select) FROM \(layout.table(t)) ORDER BY id", [], "snapshot") where found.count == 1 + columns.count {
            guard case .int8(let id) = found[0] else { continue }
            table.index[id] = table.ids.count
            table.ids.append(id)
            var at = 1
            for p in singles {
                let type = catalog.tables[t].property(p).type
                let width = type == .mixed ? 4 : 1
                table.cells[p].append(Self.decode(Array(found[at..<(at + width)]), type: type))
                at += width
            }
        }
        for p in layout.collections(t) {
            let isMap = catalog.tables[t].flags[p].collection == .map
            var contents: [Int64: CollectionStore] = [:]
            for found in rows("SELECT owner, slot, t, i, r, b, k FROM \(layout.collectionTable(t, p)) ORDER BY owner, pos", [], "snapshot")
            where found.count == 7 {
                guard case .int8(let owner) = found[0] else { continue }
                Self.append(Array(found[1...]), to: &contents[owner, default: CollectionStore()], isMap: isMap)
            }
            table.collections[p] = contents
        }
        return table
    }
}
