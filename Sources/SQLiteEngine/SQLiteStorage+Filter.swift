// The SQLite storage's answer to a query over a whole table: the query
// translated into one SELECT (Sources/SQLQuery, SQLiteDialect.swift). What SQL cannot
// express is left to the object store's evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import ObjectStore
import SQLQuery
import RealmSpecCore

extension SQLiteStorage {
    public func filter(table t: Int, query: Query) -> [Int]? {
        guard let sql = select(table: t, query: query) else { return nil }
        return rows(sql.sql, sql.arguments, "filter").compactMap(Self.integer)
    }

    public func count(table t: Int, query: Query) -> Int? {
        guard let select = statement("SELECT count(*)", table: t, query: query) else { return nil }
        return Self.integer(rows(select.sql, select.arguments, "count").first ?? [])
    }

    /// One SELECT … GROUP BY, when every property is an int, bool or string
    /// column (strings grouped by Realm's equality through `rs_order`): the
    /// smallest id of each group is the first row in id order.
    public func distinctRows(table t: Int, query: Query?, properties: [Int]) -> [Int]? {
        var groups: [String] = []
        for p in properties {
            let prop = catalog.tables[t].property(p)
            switch prop.type {
            case .int, .bool: groups.append("r0.\(layout.column(prop.name))")
            case .string: groups.append("r0.\(layout.column(prop.name)) COLLATE rs_order")
            default: return nil
            }
        }
        guard let select = statement("SELECT min(r0.id)", table: t, query: query) else { return nil }
        return rows(select.sql + " GROUP BY " + groups.joined(separator: ", ") + " ORDER BY 1", select.arguments, "distinct")
            .compactMap(Self.integer)
    }

    /// `min` and `max` of an int, double, float or date column in one
    /// SELECT (a floating column only while it holds no NaN); sums and
    /// averages are the object store's, whose arithmetic Realm's rules fix.
    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        guard op == .min || op == .max else { return nil }
        let prop = catalog.tables[t].property(p)
        let column = "r0.\(layout.column(prop.name))"
        switch prop.type {
        case .int: break
        case .double, .float, .date: guard !holdsNaN(table: t, property: p) else { return nil }
        default: return nil
        }
        guard let select = statement("SELECT \(op == .min ? "min" : "max")(\(column))", table: t, query: query),
              let found = rows(select.sql, select.arguments, "aggregate").first?.first else { return nil }
        return Cell.decode(tag: Cell.tag(of: prop.type), found)
    }

    public func explain(table t: Int, query: Query) -> String? {
        select(table: t, query: query)?.sql
    }

    /// One SELECT with the filter and ORDER BY, when every key is an int,
    /// bool, string, double, float or date column (strings in Realm's order
    /// through the `rs_order` collation; floating columns only while they
    /// hold no NaN); other types keep their own ordering rules in the object
    /// store.
    public func sortedRows(table t: Int, query: Query?, by keys: [SortKey]) -> [Int]? {
        var order: [String] = []
        for key in keys {
            let prop = catalog.tables[t].property(key.property)
            let collation: String
            switch prop.type {
            case .int, .bool: collation = ""
            case .string: collation = " COLLATE rs_order"
            case .double, .float, .date:
                // NaN is kept as text, which SQL orders after every number:
                // a column holding one is sorted by the object store.
                guard !holdsNaN(table: t, property: key.property) else { return nil }
                collation = ""
            default: return nil
            }
            order.append("r0.\(layout.column(prop.name))\(collation) \(key.ascending ? "ASC" : "DESC")")
        }
        guard let select = statement("SELECT r0.id", table: t, query: query) else { return nil }
        return rows(select.sql + " ORDER BY " + (order + ["r0.id"]).joined(separator: ", "), select.arguments, "sorted")
            .compactMap(Self.integer)
    }

    /// Whether a floating or date column holds a NaN (kept as text).
    private func holdsNaN(table t: Int, property p: Int) -> Bool {
        let column = layout.column(catalog.tables[t].property(p).name)
        return !rows("SELECT 1 FROM \(layout.table(catalog.tables[t].name)) WHERE typeof(\(column)) = 'text' LIMIT 1",
                     [], "nan").isEmpty
    }

    /// `head` over the table's rows (as `r0`), with the query's WHERE
    /// clause when there is one; nil when the query does not translate.
    private func statement(_ head: String, table t: Int, query: Query?) -> SQLClause? {
        let type = catalog.tables[t].name
        let from = "\(head) FROM \(layout.table(type)) AS r0"
        guard let query else { return SQLClause(sql: from, arguments: []) }
        guard let clause = SQLTranslator(dialect).translate(query, table: t) else { return nil }
        return SQLClause(sql: from + " WHERE \(clause.sql)", arguments: clause.arguments)
    }

    private func select(table t: Int, query: Query) -> SQLClause? {
        guard let select = statement("SELECT r0.id", table: t, query: query) else { return nil }
        return SQLClause(sql: select.sql + " ORDER BY r0.id", arguments: select.arguments)
    }
}

extension SQLiteStorage {
    /// SQLite's spellings for the shared translation.
    var dialect: SQLiteDialect { SQLiteDialect(catalog: catalog, layout: layout) }
}
