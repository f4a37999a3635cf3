// The statements a SQL storage answers the object store's push-down hooks
// with, composed once for both dialects: the ids of the rows a query
// selects (id order), their count, the rows ordered by sort keys (Realm's
// order: nil first ascending, ties in id order) with an optional LIMIT, the
// first row of each distinct group, and an aggregate of one column. Every
// part a dialect cannot express makes the statement nil, and the object
// store answers the call itself.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying,
// rlmarray#aggregating.

public import ObjectStore
public import RealmSpecCore

public struct SQLSelect<D: SQLDialect> {
    public let dialect: D

    public init(_ dialect: D) { self.dialect = dialect }

    /// `head` over the table's rows (as `r0`), with the query's WHERE
    /// clause when there is one; nil when the query does not translate.
    public func statement(_ head: String, table t: Int, query: Query?, _ binder: SQLBinder<D>) -> String? {
        let from = "\(head) FROM \(dialect.table(t)) AS r0"
        guard let query else { return from }
        guard let clause = SQLTranslator(dialect).translate(query, table: t, binder) else { return nil }
        return from + " WHERE " + clause
    }

    private func finish(_ sql: String?, _ binder: SQLBinder<D>) -> SQLStatement<D.Argument>? {
        sql.map { SQLStatement(sql: $0, arguments: binder.arguments) }
    }

    /// The ids of the matching rows, ascending.
    public func filter(table t: Int, query: Query) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        return finish(statement("SELECT r0.id", table: t, query: query, binder).map { $0 + " ORDER BY r0.id" }, binder)
    }

    /// Deletes the matching rows (every row when `query` is nil) and
    /// answers their ids, in no particular order.
    public func delete(table t: Int, query: Query?) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        return finish(statement("DELETE", table: t, query: query, binder).map { $0 + " RETURNING id" }, binder)
    }

    /// Deletes the rows of the collection table `collection` whose owner is
    /// a matching row (every row's when `query` is nil).
    public func deleteOwned(_ collection: String, table t: Int, query: Query?) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        return finish(statement("SELECT r0.id", table: t, query: query, binder).map {
            "DELETE FROM \(collection) WHERE owner IN (\($0))"
        }, binder)
    }

    /// The number of matching rows.
    public func count(table t: Int, query: Query) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        return finish(statement("SELECT count(*)", table: t, query: query, binder), binder)
    }

    /// The ids of the matching rows (every row when `query` is nil) in the
    /// order of `keys`, ties in id order; the first `limit` when given.
    public func sorted(table t: Int, query: Query?, by keys: [SortKey], limit: Int? = nil) -> SQLStatement<D.Argument>? {
        var order: [String] = []
        for key in keys {
            guard let column = dialect.orderKey(t, key.property) else { return nil }
            order.append("\(column) \(key.ascending ? "ASC" : "DESC")\(dialect.nullsPlacement(ascending: key.ascending))")
        }
        let binder = SQLBinder(dialect)
        guard let select = statement("SELECT r0.id", table: t, query: query, binder) else { return nil }
        let limited = limit.map { " LIMIT \(max(0, $0))" } ?? ""
        return finish(select + " ORDER BY " + (order + ["r0.id"]).joined(separator: ", ") + limited, binder)
    }

    /// The smallest id of each group of matching rows with equal values in
    /// `properties` (the first row of the group in id order), ascending.
    public func distinct(table t: Int, query: Query?, properties: [Int]) -> SQLStatement<D.Argument>? {
        var groups: [String] = []
        for p in properties {
            guard let column = dialect.groupKey(t, p) else { return nil }
            groups.append(column)
        }
        let binder = SQLBinder(dialect)
        guard let select = statement("SELECT min(r0.id)", table: t, query: query, binder) else { return nil }
        return finish(select + " GROUP BY " + groups.joined(separator: ", ") + " ORDER BY 1", binder)
    }

    /// One row: the aggregate (see `SQLDialect.aggregate`), then how many
    /// matching rows hold a non-nil value.
    public func aggregate(table t: Int, query: Query?, op: AggregateOperator, property p: Int) -> SQLStatement<D.Argument>? {
        guard let expression = dialect.aggregate(op, t, p) else { return nil }
        return aggregate(expression, table: t, query: query, property: p)
    }

    /// The same with an aggregate expression of the caller's over `s.v` (and `s.id`).
    public func aggregate(_ expression: String, table t: Int, query: Query?, property p: Int) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        let head = "SELECT r0.\(dialect.column(t, p)) AS v, r0.id AS id"
        guard let rows = statement(head, table: t, query: query, binder) else { return nil }
        return finish("SELECT \(expression), count(s.v) FROM (\(rows)\(dialect.aggregateInputOrder)) AS s", binder)
    }
}

extension StorageRead {
    /// The statement `select` answers this read with, or nil.
    public func statement<D: SQLDialect>(_ select: SQLSelect<D>, table t: Int) -> String? {
        switch self {
        case .filter(let query): return select.filter(table: t, query: query)?.sql
        case .count(let query): return select.count(table: t, query: query)?.sql
        case .sorted(let query, let keys, let limit): return select.sorted(table: t, query: query, by: keys, limit: limit)?.sql
        case .distinct(let query, let properties): return select.distinct(table: t, query: query, properties: properties)?.sql
        case .aggregate(let query, let op, let p): return select.aggregate(table: t, query: query, op: op, property: p)?.sql
        }
    }
}
