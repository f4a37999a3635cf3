// The PostgreSQL storage's answer to a query over a whole table: the query
// translated into one SELECT (Sources/SQLQuery, PostgresDialect.swift). What SQL cannot
// express, and every query on a snapshot, is left to the object store's
// evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import ObjectStore
import SQLQuery
import RealmSpecCore

extension PostgresStorage {
    public func filter(table t: Int, query: Query) -> [Int]? {
        guard frozen == nil, let sql = select(table: t, query: query) else { return nil }
        return rows(sql.sql, sql.arguments, "filter").compactMap(Self.integer)
    }

    public func explain(table t: Int, query: Query) -> String? {
        guard frozen == nil else { return nil }
        return select(table: t, query: query)?.sql
    }

    private func select(table t: Int, query: Query) -> SQLClause? {
        guard let clause = SQLTranslator(PostgresDialect(layout: layout)).translate(query, table: t) else { return nil }
        return SQLClause(sql: "SELECT r0.id FROM \(layout.table(t)) AS r0 WHERE \(clause.sql) ORDER BY r0.id",
                         arguments: clause.arguments)
    }
}
