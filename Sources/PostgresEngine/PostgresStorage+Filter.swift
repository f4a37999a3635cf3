// The PostgreSQL storage's answers to the object store's push-down hooks: a
// query, count, sort (with LIMIT), distinct or aggregate over a whole table
// as one SELECT composed by the shared translation (Sources/SQLQuery) in
// PostgreSQL's dialect (PostgresDialect.swift). What SQL cannot express,
// and every read of a snapshot, is left to the object store's evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying,
// rlmarray#aggregating.

public import ObjectStore
public import RealmSpecCore
internal import SQLQuery

extension PostgresStorage {
    /// PostgreSQL's spellings for the shared translation; nil for a snapshot.
    private var select: SQLSelect<PostgresDialect>? {
        guard frozen == nil else { return nil }
        return SQLSelect(PostgresDialect(layout: layout, irregular: session?.irregular ?? []))
    }

    public func filter(table t: Int, query: Query) -> [Int]? {
        guard let sql = select?.filter(table: t, query: query) else { return nil }
        return rows(sql.sql, sql.arguments, "filter").compactMap(Self.integer)
    }

    public func count(table t: Int, query: Query) -> Int? {
        guard let sql = select?.count(table: t, query: query) else { return nil }
        return Self.integer(rows(sql.sql, sql.arguments, "count").first ?? [])
    }

    public func distinctRows(table t: Int, query: Query?, properties: [Int]) -> [Int]? {
        guard let sql = select?.distinct(table: t, query: query, properties: properties) else { return nil }
        return rows(sql.sql, sql.arguments, "distinct").compactMap(Self.integer)
    }

    public func sortedRows(table t: Int, query: Query?, by keys: [SortKey], limit: Int?) -> [Int]? {
        guard let sql = select?.sorted(table: t, query: query, by: keys, limit: limit) else { return nil }
        return rows(sql.sql, sql.arguments, "sorted").compactMap(Self.integer)
    }

    /// A floating sum or average first in the server's order, kept when the
    /// column's `FloatingBounds` show every order gives the same double (no
    /// sort); otherwise, or for other aggregates, the dialect's statement
    /// (a floating sum in id order).
    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        if let exact = unorderedFloatingAggregate(table: t, query: query, op: op, property: p) { return exact }
        guard let sql = select?.aggregate(table: t, query: query, op: op, property: p) else { return nil }
        return answer(rows(sql.sql, sql.arguments, "aggregate"), op: op, table: t, property: p)
    }

    /// A floating sum or average in the server's order, or nil when the
    /// column's bounds do not show that every order gives the same double.
    func unorderedFloatingAggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        guard let select, let expression = PostgresDialect.unorderedFloatingAggregate(op),
              let bounds = exactBounds(table: t, property: p),
              let sql = select.aggregate(expression, table: t, query: query, property: p),
              let found = rows(sql.sql, sql.arguments, "aggregate").first, found.count == 2,
              case .int8(let present) = found[1], bounds.sumIsExact(count: Int(present)) else { return nil }
        if found[0] == .null { return present == 0 ? .null : nil }
        if case .float8(let d) = found[0] { return .double(d) }
        return nil
    }

    /// The bounds of a double or float column whose values may add up
    /// exactly: given no NaN, none past 1e290 (no addition can overflow).
    private func exactBounds(table t: Int, property p: Int) -> FloatingBounds? {
        let type = catalog.tables[t].property(p).type
        guard type == .double || type == .float, let session, !session.irregular.contains([t, p]) else { return nil }
        let bounds = session.floating.bounds(table: t, property: p)
        return bounds.largest < 1e290 ? bounds : nil
    }

    /// The storage's answer from an aggregate's row (value, number of values).
    private func answer(_ found: [[PGValue]], op: AggregateOperator, table t: Int, property p: Int) -> Value? {
        guard let found = found.first, found.count == 2,
              case .int8(let present) = found[1] else { return nil }
        if found[0] == .null { return present == 0 ? .null : nil }
        if op == .min || op == .max { return Cell.decode(tag: Cell.tag(of: catalog.tables[t].property(p).type), found[0]) }
        switch found[0] {
        case .int8(let i): return .int(i)
        case .float8(let d): return .double(d)
        default: return nil
        }
    }

    /// One statement: the DELETE … RETURNING of the matching rows, with a
    /// DELETE of the collection rows they own beside it in the same WITH.
    public mutating func deleteRows(table t: Int, matching query: Query?) -> [Int64]? {
        guard let delete = select?.delete(table: t, query: query) else { return nil }
        var sql = "WITH gone AS (\(delete.sql))"
        for (n, p) in layout.collections(t).enumerated() {
            sql += ", owned\(n) AS (DELETE FROM \(layout.collectionTable(t, p)) WHERE owner IN (SELECT id FROM gone))"
        }
        let ids = rows(sql + " SELECT id FROM gone", delete.arguments, "delete").compactMap { row -> Int64? in
            if case .int8(let id)? = row.first { return id }
            return nil
        }.sorted()
        session?.cache.forget(table: t, ids: ids)
        return ids
    }

    public func explain(table t: Int, query: Query) -> String? {
        select?.filter(table: t, query: query)?.sql
    }

    public func explain(table t: Int, read: StorageRead) -> String? {
        select.flatMap { read.statement($0, table: t) }
    }
}
