// The SQLite storage's answer to a query over a whole table: the query
// translated into one SELECT (QueryTranslator.swift). What SQL cannot
// express is left to the object store's evaluator.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import ObjectStore
import RealmSpecCore

extension SQLiteStorage {
    public func filter(table t: Int, query: Query) -> [Int]? {
        guard let sql = select(table: t, query: query) else { return nil }
        return rows(sql.sql, sql.arguments, "filter").compactMap(Self.integer)
    }

    public func count(table t: Int, query: Query) -> Int? {
        let type = catalog.tables[t].name
        guard let clause = QueryTranslator(layout: layout).translate(query, type: type) else { return nil }
        let found = rows("SELECT count(*) FROM \(layout.table(type)) AS r0 WHERE \(clause.sql)", clause.arguments, "count")
        return Self.integer(found.first ?? [])
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
        let type = catalog.tables[t].name
        var sql = "SELECT min(r0.id) FROM \(layout.table(type)) AS r0"
        var arguments: [SQLValue] = []
        if let query {
            guard let clause = QueryTranslator(layout: layout).translate(query, type: type) else { return nil }
            sql += " WHERE \(clause.sql)"
            arguments = clause.arguments
        }
        sql += " GROUP BY " + groups.joined(separator: ", ") + " ORDER BY 1"
        return rows(sql, arguments, "distinct").compactMap(Self.integer)
    }

    /// `min` and `max` of an int, double, float or date column in one
    /// SELECT (a floating column only while it holds no NaN); sums and
    /// averages are the object store's, whose arithmetic Realm's rules fix.
    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> Value? {
        guard op == .min || op == .max else { return nil }
        let prop = catalog.tables[t].property(p)
        let type = catalog.tables[t].name
        let column = "r0.\(layout.column(prop.name))"
        switch prop.type {
        case .int: break
        case .double, .float, .date:
            guard rows("SELECT 1 FROM \(layout.table(type)) AS r0 WHERE typeof(\(column)) = 'text' LIMIT 1",
                       [], "aggregate").isEmpty else { return nil }
        default: return nil
        }
        var sql = "SELECT \(op == .min ? "min" : "max")(\(column)) FROM \(layout.table(type)) AS r0"
        var arguments: [SQLValue] = []
        if let query {
            guard let clause = QueryTranslator(layout: layout).translate(query, type: type) else { return nil }
            sql += " WHERE \(clause.sql)"
            arguments = clause.arguments
        }
        guard let found = rows(sql, arguments, "aggregate").first?.first else { return nil }
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
                let column = layout.column(prop.name)
                guard rows("SELECT 1 FROM \(layout.table(catalog.tables[t].name)) WHERE typeof(\(column)) = 'text' LIMIT 1",
                           [], "sorted").isEmpty else { return nil }
                collation = ""
            default: return nil
            }
            order.append("r0.\(layout.column(prop.name))\(collation) \(key.ascending ? "ASC" : "DESC")")
        }
        let type = catalog.tables[t].name
        var sql = "SELECT r0.id FROM \(layout.table(type)) AS r0"
        var arguments: [SQLValue] = []
        if let query {
            guard let clause = QueryTranslator(layout: layout).translate(query, type: type) else { return nil }
            sql += " WHERE \(clause.sql)"
            arguments = clause.arguments
        }
        sql += " ORDER BY " + (order + ["r0.id"]).joined(separator: ", ")
        return rows(sql, arguments, "sorted").compactMap(Self.integer)
    }

    private func select(table t: Int, query: Query) -> SQLClause? {
        let type = catalog.tables[t].name
        guard let clause = QueryTranslator(layout: layout).translate(query, type: type) else { return nil }
        return SQLClause(sql: "SELECT r0.id FROM \(layout.table(type)) AS r0 WHERE \(clause.sql) ORDER BY r0.id",
                         arguments: clause.arguments)
    }
}
