// The SQLite storage's answers to the object store's push-down hooks: a
// query, count, sort (with LIMIT), distinct or aggregate over a whole table
// as one SELECT composed by the shared translation (Sources/SQLQuery) in
// SQLite's dialect (SQLiteDialect.swift). What SQL cannot express is left
// to the object store's evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying,
// rlmarray#aggregating.

public import ObjectStore
public import RealmSpecCore
internal import SQLQuery

extension SQLiteStorage {
    /// SQLite's spellings for the shared translation.
    var dialect: SQLiteDialect {
        var dialect = SQLiteDialect(catalog: catalog, layout: layout)
        dialect.holdsNaN = { [self] t, p in holdsNaN(table: t, property: p) }
        return dialect
    }

    private var select: SQLSelect<SQLiteDialect> { SQLSelect(dialect) }

    public func filter(table t: Int, query: Query) -> [Int]? {
        guard let sql = select.filter(table: t, query: query) else { return nil }
        return rows(sql.sql, sql.arguments, "filter").compactMap(Self.integer)
    }

    public func count(table t: Int, query: Query) -> Int? {
        guard let sql = select.count(table: t, query: query) else { return nil }
        return Self.integer(rows(sql.sql, sql.arguments, "count").first ?? [])
    }

    public func distinctRows(table t: Int, query: Query?, properties: [Int]) -> [Int]? {
        guard let sql = select.distinct(table: t, query: query, properties: properties) else { return nil }
        return rows(sql.sql, sql.arguments, "distinct").compactMap(Self.integer)
    }

    public func sortedRows(table t: Int, query: Query?, by keys: [SortKey], limit: Int?) -> [Int]? {
        guard let sql = select.sorted(table: t, query: query, by: keys, limit: limit) else { return nil }
        return rows(sql.sql, sql.arguments, "sorted").compactMap(Self.integer)
    }

    /// A floating sum or average first through SQLite's own `sum`, kept
    /// when the column's `FloatingBounds` show every order of additions
    /// gives the same double; otherwise, or for other aggregates, the
    /// dialect's statement (`rs_fsum`, the object store's additions).
    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        if let exact = unorderedFloatingAggregate(table: t, query: query, op: op, property: p) { return exact }
        guard let sql = select.aggregate(table: t, query: query, op: op, property: p) else { return nil }
        guard let found = rows(sql.sql, sql.arguments, "aggregate").first, found.count == 2,
              case .integer(let present) = found[1] else { return nil }
        if found[0] == .null { return present == 0 ? .null : nil }
        if op == .min || op == .max { return Cell.decode(tag: Cell.tag(of: catalog.tables[t].property(p).type), found[0]) }
        switch found[0] {
        case .integer(let i): return .int(i)
        case .real(let d): return .double(d)
        case .text("NaN"): return .double(.nan)
        default: return nil
        }
    }

    /// One DELETE … RETURNING of the matching rows, after one DELETE per
    /// collection table of the rows they own (the only statement, with no
    /// savepoint of its own, when it is the call's last write and the type
    /// has no collections).
    public mutating func deleteRows(table t: Int, matching query: Query?) -> [Int64]? {
        let select = self.select
        guard let delete = select.delete(table: t, query: query) else { return nil }
        var owned: [SQLStatement<SQLValue>] = []
        for p in collectionProperties(t) {
            guard let statement = select.deleteOwned(collectionName(t, p), table: t, query: query) else { return nil }
            owned.append(statement)
        }
        guard willWrite(single: owned.isEmpty) else { return [] }
        for statement in owned { run(statement.sql, statement.arguments, "delete") }
        let ids = rows(delete.sql, delete.arguments, "delete").compactMap { row -> Int64? in
            if case .integer(let id)? = row.first { return id }
            return nil
        }.sorted()
        connection?.cache.forget(table: t, ids: ids)
        return ids
    }

    /// A floating sum or average through SQLite's own `sum`, or nil when
    /// the column's bounds do not show that every order gives the same double.
    func unorderedFloatingAggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        guard let expression = SQLiteDialect.exactFloatingAggregate(op), let bounds = exactBounds(table: t, property: p),
              let sql = select.aggregate(expression, table: t, query: query, property: p),
              let found = rows(sql.sql, sql.arguments, "aggregate").first, found.count == 2,
              case .integer(let present) = found[1], bounds.sumIsExact(count: Int(present)) else { return nil }
        if found[0] == .null { return present == 0 ? .null : nil }
        if case .real(let d) = found[0] { return .double(d) }
        return nil
    }

    /// The bounds of a double or float column whose values may add up
    /// exactly: none a NaN or an infinity, none past 1e290.
    private func exactBounds(table t: Int, property p: Int) -> FloatingBounds? {
        let type = catalog.tables[t].property(p).type
        guard type == .double || type == .float, let connection else { return nil }
        let bounds = connection.bounds.bounds(table: t, property: p)
        return bounds.largest < 1e290 ? bounds : nil
    }

    public func explain(table t: Int, query: Query) -> String? {
        select.filter(table: t, query: query)?.sql
    }

    public func explain(table t: Int, read: StorageRead) -> String? {
        read.statement(select, table: t)
    }

    /// Whether a floating or date column holds a NaN (kept as text).
    private func holdsNaN(table t: Int, property p: Int) -> Bool {
        let column = layout.column(catalog.tables[t].property(p).name)
        return !rows("SELECT 1 FROM \(layout.table(catalog.tables[t].name)) WHERE typeof(\(column)) = 'text' LIMIT 1",
                     [], "nan").isEmpty
    }
}
