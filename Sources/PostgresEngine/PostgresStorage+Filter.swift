// The PostgreSQL storage's answers to the object store's push-down hooks: a
// query, count, sort (with LIMIT), distinct or aggregate over a whole table
// as one SELECT composed by the shared translation (Sources/SQLQuery) in
// PostgreSQL's dialect (PostgresDialect.swift). What SQL cannot express,
// and every read of a snapshot, is left to the object store's evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying,
// rlmarray#aggregating.

import ObjectStore
import RealmSpecCore
import SQLQuery

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

    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        guard let sql = select?.aggregate(table: t, query: query, op: op, property: p) else { return nil }
        guard let found = rows(sql.sql, sql.arguments, "aggregate").first, found.count == 2,
              case .int8(let present) = found[1] else { return nil }
        if found[0] == .null { return present == 0 ? .null : nil }
        if op == .min || op == .max { return Cell.decode(tag: Cell.tag(of: catalog.tables[t].property(p).type), found[0]) }
        switch found[0] {
        case .int8(let i): return .int(i)
        case .float8(let d): return .double(d)
        default: return nil
        }
    }

    public func explain(table t: Int, query: Query) -> String? {
        select?.filter(table: t, query: query)?.sql
    }

    public func explain(table t: Int, read: StorageRead) -> String? {
        select.flatMap { read.statement($0, table: t) }
    }
}
