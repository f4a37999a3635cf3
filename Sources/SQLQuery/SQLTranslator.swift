// Query trees as SQL WHERE clauses over a type's table (aliased `r0`):
// comparisons of a key path (through to-one links) or a collection's
// @count with a constant, AND/OR/NOT, TRUEPREDICATE/FALSEPREDICATE,
// BEGINSWITH/ENDSWITH/CONTAINS/LIKE with [c] and [d] where the dialect can
// fold and match, IN, BETWEEN and nil. A tree with any other part
// translates to nil and is evaluated by the object store.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import ObjectStore
internal import RealmRules
public import RealmSpecCore

public struct SQLTranslator<D: SQLDialect> {
    public let dialect: D

    public init(_ dialect: D) { self.dialect = dialect }

    /// The most nodes and IN options a query may have to be translated into
    /// one statement (SQLite limits expression depth); larger queries are
    /// evaluated by the object store.
    public static var sqlTerms: Int { 300 }

    /// The clause selecting the rows of table `t` (as `r0`) that match, or
    /// nil when part of the query cannot be expressed in SQL.
    public func translate(_ query: Query, table t: Int) -> SQLStatement<D.Argument>? {
        let binder = SQLBinder(dialect)
        guard let sql = translate(query, table: t, binder) else { return nil }
        return SQLStatement(sql: sql, arguments: binder.arguments)
    }

    /// The clause, its values bound to `binder`.
    public func translate(_ query: Query, table t: Int, _ binder: SQLBinder<D>) -> String? {
        guard query.fits(budget: Self.sqlTerms) else { return nil }
        return clause(query, table: t, binder)
    }

    private func clause(_ query: Query, table t: Int, _ binder: SQLBinder<D>) -> String? {
        switch query {
        case .truePredicate: return dialect.trueLiteral
        case .falsePredicate: return dialect.falseLiteral
        case .and(let qs): return join(qs, table: t, with: " AND ", empty: dialect.trueLiteral, binder)
        case .or(let qs): return join(qs, table: t, with: " OR ", empty: dialect.falseLiteral, binder)
        case .not(let q):
            guard let inner = clause(q, table: t, binder) else { return nil }
            return "NOT (\(inner))"
        case .compare(let c):
            guard let sql = comparison(c, table: t, binder) else { return nil }
            return "coalesce((\(sql)), \(dialect.falseLiteral))"
        }
    }

    private func join(_ queries: [Query], table t: Int, with separator: String, empty: String, _ binder: SQLBinder<D>) -> String? {
        guard !queries.isEmpty else { return empty }
        var parts: [String] = []
        for q in queries {
            guard let part = clause(q, table: t, binder) else { return nil }
            parts.append("(" + part + ")")
        }
        return parts.joined(separator: separator)
    }

    private func comparison(_ c: Comparison, table t: Int, _ binder: SQLBinder<D>) -> String? {
        guard c.quantifier == nil, case .constant(let constant) = c.rhs else { return nil }
        switch c.lhs {
        case .keyPath(let path):
            guard let (expression, prop) = column(path, table: t) else { return nil }
            return SQLComparison(dialect: dialect, expression: expression, type: prop.type, comparison: c).clause(constant, binder)
        case .count(let path):
            guard let expression = count(path, table: t, binder) else { return nil }
            return SQLComparison(dialect: dialect, expression: expression, type: .int, comparison: c).clause(constant, binder)
        default:
            return nil
        }
    }

    /// The SQL expression of a single-valued key path, following to-one links
    /// with correlated subqueries, and its last property.
    public func column(_ path: [String], table t: Int) -> (String, PropertySchema)? {
        let steps = QueryValidator.steps(path)
        guard let (owner, ownerTable, p) = walk(steps, table: t) else { return nil }
        let last = dialect.catalog.tables[ownerTable].property(p)
        guard last.collection == .single, !last.isLinkingObjects, last.type != .mixed else { return nil }
        return (value(of: p, in: ownerTable, owner: owner), last)
    }

    /// The SQL expression counting a list, set, map or linking-objects property at a key path.
    func count(_ path: [String], table t: Int, _ binder: SQLBinder<D>) -> String? {
        let steps = QueryValidator.steps(path)
        guard let (owner, ownerTable, p) = walk(steps, table: t) else { return nil }
        let catalog = dialect.catalog
        let last = catalog.tables[ownerTable].property(p)
        if case let .linkingObjects(originType, originProperty) = last.type {
            guard let origin = catalog.tableIndex[originType],
                  let op = catalog.tables[origin].propertyIndex[originProperty] else { return nil }
            let prop = catalog.tables[origin].property(op)
            guard prop.type != .mixed else { return nil }
            if prop.collection == .single {
                return "(SELECT count(*) FROM \(dialect.table(origin)) WHERE \(dialect.column(origin, op)) = \(owner))"
            }
            let tag = "link:" + catalog.tables[ownerTable].name
            guard !tag.contains("\u{0}") else { return nil }
            return "(SELECT count(*) FROM \(dialect.collectionTable(origin, op)) WHERE t = \(binder.bind(dialect.tagArgument(tag))) "
                + "AND \(dialect.linkTargetColumn) = \(owner))"
        }
        guard last.collection != .single else { return nil }
        return "(SELECT count(*) FROM \(dialect.collectionTable(ownerTable, p)) WHERE owner = \(owner))"
    }

    /// Follows every step but the last through to-one links: the SQL
    /// expression of the owning object's id, its table, and the last property.
    private func walk(_ steps: [String], table t: Int) -> (String, Int, Int)? {
        guard let lastName = steps.last else { return nil }
        let catalog = dialect.catalog
        var owner = "r0.id"
        var ownerTable = t
        for name in steps.dropLast() {
            guard let p = catalog.tables[ownerTable].propertyIndex[name] else { return nil }
            let prop = catalog.tables[ownerTable].property(p)
            guard prop.collection == .single, case .object(let target) = prop.type,
                  let next = catalog.tableIndex[target] else { return nil }
            owner = value(of: p, in: ownerTable, owner: owner)
            ownerTable = next
        }
        guard let last = catalog.tables[ownerTable].propertyIndex[lastName] else { return nil }
        return (owner, ownerTable, last)
    }

    /// The column of property `p` on the object of table `t` whose id is `owner`.
    private func value(of p: Int, in t: Int, owner: String) -> String {
        if owner == "r0.id" { return "r0." + dialect.column(t, p) }
        return "(SELECT \(dialect.column(t, p)) FROM \(dialect.table(t)) WHERE id = \(owner))"
    }
}
