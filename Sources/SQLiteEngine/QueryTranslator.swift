// Query trees as SQL WHERE clauses over a type's table (aliased `r0`):
// comparisons of a key path (through to-one links) or a collection's @count
// with a constant, AND/OR/NOT, TRUEPREDICATE/FALSEPREDICATE,
// BEGINSWITH/ENDSWITH/CONTAINS/LIKE with [c] and [d], IN, BETWEEN and nil.
// A tree with any other part translates to nil and is evaluated in Swift.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import ObjectStore
import RealmSpecCore

/// A WHERE clause and the values bound to its `?` placeholders, in order.
struct SQLClause: Hashable {
    var sql: String
    var arguments: [SQLValue] = []
}

struct QueryTranslator {
    let layout: Layout

    /// The clause selecting the rows of `type` (as `r0`) that match, or nil
    /// when part of the query cannot be expressed in SQL.
    func translate(_ query: Query, type: String) -> SQLClause? {
        guard query.fits(budget: Limits.sqlTerms) else { return nil }
        return clause(query, type: type)
    }

    private func clause(_ query: Query, type: String) -> SQLClause? {
        switch query {
        case .truePredicate: return SQLClause(sql: "1")
        case .falsePredicate: return SQLClause(sql: "0")
        case .and(let qs): return join(qs, type: type, with: " AND ", empty: "1")
        case .or(let qs): return join(qs, type: type, with: " OR ", empty: "0")
        case .not(let q):
            guard let inner = clause(q, type: type) else { return nil }
            return SQLClause(sql: "NOT (\(inner.sql))", arguments: inner.arguments)
        case .compare(let c):
            guard let clause = comparison(c, type: type) else { return nil }
            return SQLClause(sql: "coalesce((\(clause.sql)), 0)", arguments: clause.arguments)
        }
    }

    private func join(_ queries: [Query], type: String, with separator: String, empty: String) -> SQLClause? {
        guard !queries.isEmpty else { return SQLClause(sql: empty) }
        var parts: [String] = []
        var arguments: [SQLValue] = []
        for q in queries {
            guard let part = clause(q, type: type) else { return nil }
            parts.append("(" + part.sql + ")")
            arguments += part.arguments
        }
        return SQLClause(sql: parts.joined(separator: separator), arguments: arguments)
    }

    private func comparison(_ c: Comparison, type: String) -> SQLClause? {
        guard c.quantifier == nil, case .constant(let constant) = c.rhs else { return nil }
        switch c.lhs {
        case .keyPath(let path):
            guard let (expression, prop) = column(path, type: type) else { return nil }
            return ComparisonSQL(expression: expression, type: prop.type, comparison: c).clause(constant)
        case .count(let path):
            guard let expression = count(path, type: type) else { return nil }
            return ComparisonSQL(expression: expression, type: .int, comparison: c).clause(constant)
        default:
            return nil
        }
    }

    /// The SQL expression of a single-valued key path, following to-one links
    /// with correlated subqueries, and its last property.
    func column(_ path: [String], type: String) -> (String, PropertySchema)? {
        let steps = QueryValidator.steps(path)
        guard let (owner, ownerType, last) = walk(steps, type: type),
              last.collection == .single, last.isStored, last.type != .mixed else { return nil }
        return (value(of: last, in: ownerType, owner: owner), last)
    }

    /// The SQL expression counting a list, set, map or linking-objects property at a key path.
    func count(_ path: [String], type: String) -> String? {
        let steps = QueryValidator.steps(path)
        guard let (owner, ownerType, last) = walk(steps, type: type) else { return nil }
        if case let .linkingObjects(originType, originProperty) = last.type {
            guard let origin = layout[type: originType]?[property: originProperty], origin.type != .mixed else { return nil }
            if origin.collection == .single {
                return "(SELECT count(*) FROM \(layout.table(originType)) WHERE \(layout.column(originProperty)) = \(owner))"
            }
            let table = layout.collectionTable(originType, originProperty)
            return "(SELECT count(*) FROM \(table) WHERE t = '\(escaped("link:" + ownerType))' AND v = \(owner))"
        }
        guard last.collection != .single else { return nil }
        return "(SELECT count(*) FROM \(layout.collectionTable(ownerType, last.name)) WHERE owner = \(owner))"
    }

    /// Follows every step but the last through to-one links: the SQL
    /// expression of the owning object's id, its type, and the last property.
    private func walk(_ steps: [String], type: String) -> (String, String, PropertySchema)? {
        guard let lastName = steps.last else { return nil }
        var owner = "r0.id"
        var ownerType = type
        for name in steps.dropLast() {
            guard let prop = layout[type: ownerType]?[property: name], prop.collection == .single,
                  case .object(let target) = prop.type else { return nil }
            owner = value(of: prop, in: ownerType, owner: owner)
            ownerType = target
        }
        guard let last = layout[type: ownerType]?[property: lastName] else { return nil }
        return (owner, ownerType, last)
    }

    /// The column of `prop` on the object whose id is `owner`.
    private func value(of prop: PropertySchema, in type: String, owner: String) -> String {
        if owner == "r0.id" { return "r0." + layout.column(prop.name) }
        return "(SELECT \(layout.column(prop.name)) FROM \(layout.table(type)) WHERE id = \(owner))"
    }

    private func escaped(_ s: String) -> String { s.replacingOccurrences(of: "'", with: "''") }
}

extension Limits {
    /// The most nodes and IN options a query may have to be translated into
    /// one SQL statement (SQLite limits expression depth); larger queries are
    /// evaluated by the object store.
    static let sqlTerms = 300
}
