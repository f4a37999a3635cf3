// SQLite's names and spellings for the shared query translation (Sources/SQLQuery):
// numbered `?n` parameters, `IS` as null-safe equality, NaN kept as text,
// `rs_fold` and `rs_like` (SQLFunctions.swift) for [c]/[d] and LIKE.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import ObjectStore
internal import RealmSpecCore
internal import SQLQuery

struct SQLiteDialect: SQLDialect {
    let catalog: Catalog
    let layout: Layout
    /// Whether a floating or date column holds a NaN (kept as text, which
    /// SQL orders after every number): such a column is sorted and
    /// aggregated by the object store.
    var holdsNaN: (_ t: Int, _ p: Int) -> Bool = { _, _ in false }

    func table(_ t: Int) -> String { layout.table(catalog.tables[t].name) }
    func column(_ t: Int, _ p: Int) -> String { layout.column(catalog.tables[t].property(p).name) }
    func collectionTable(_ t: Int, _ p: Int) -> String {
        layout.collectionTable(catalog.tables[t].name, catalog.tables[t].property(p).name)
    }
    var linkTargetColumn: String { "v" }

    func argument(_ scalar: StoredScalar) -> SQLValue { scalar }
    func tagArgument(_ tag: String) -> SQLValue { .text(tag) }
    func placeholder(_ n: Int) -> String { "?\(n)" }

    var trueLiteral: String { "1" }
    var falseLiteral: String { "0" }
    func same(_ lhs: String, _ rhs: String, negated: Bool) -> String { "\(lhs) \(negated ? "IS NOT" : "IS") \(rhs)" }
    func isNaN(_ expression: String) -> String { "typeof(\(expression)) = 'text'" }
    func folded(_ expression: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String? {
        "rs_fold(\(expression), \((caseInsensitive ? 1 : 0) | (diacriticInsensitive ? 2 : 0)))"
    }
    var matchesLike: Bool { true }
    func like(_ expression: String, _ pattern: String) -> String { "rs_like(\(expression), \(pattern))" }
    func substring(_ op: ComparisonOperator, _ expression: String, _ pattern: String) -> String {
        switch op {
        case .beginsWith: return "instr(\(expression), \(pattern)) = 1"
        case .endsWith: return "substr(\(expression), -length(\(pattern))) = \(pattern)"
        default: return "instr(\(expression), \(pattern)) > 0"
        }
    }
}

extension SQLiteDialect {
    private func type(_ t: Int, _ p: Int) -> PropertyType { catalog.tables[t].property(p).type }

    /// Ints and bools as stored; strings in Realm's order through the
    /// `rs_order` collation; floating and date columns while they hold no NaN.
    func orderKey(_ t: Int, _ p: Int) -> String? {
        let column = "r0." + self.column(t, p)
        switch type(t, p) {
        case .int, .bool: return column
        case .string: return column + " COLLATE rs_order"
        case .double, .float, .date: return holdsNaN(t, p) ? nil : column
        default: return nil
        }
    }

    /// SQLite sorts NULL first ascending and last descending, as Realm does.
    func nullsPlacement(ascending: Bool) -> String { "" }

    /// Ints and bools as stored; strings by Realm's equality through `rs_order`.
    func groupKey(_ t: Int, _ p: Int) -> String? {
        let column = "r0." + self.column(t, p)
        switch type(t, p) {
        case .int, .bool: return column
        case .string: return column + " COLLATE rs_order"
        default: return nil
        }
    }

    /// min/max of ints, and of floating and date columns without NaN;
    /// sums and averages through `rs_isum` and `rs_fsum` (SQLFunctions.swift),
    /// which add as the object store does, over the rows in id order.
    func aggregate(_ op: AggregateOperator, _ t: Int, _ p: Int) -> String? {
        let type = type(t, p)
        switch op {
        case .min, .max:
            switch type {
            case .int: break
            case .double, .float, .date: guard !holdsNaN(t, p) else { return nil }
            default: return nil
            }
            return "\(op == .min ? "min" : "max")(s.v)"
        case .sum:
            switch type {
            case .int: return "rs_isum(s.v)"
            case .float, .double: return "rs_fsum(s.v)"
            default: return nil
            }
        case .avg:
            switch type {
            case .int, .float, .double: return "rs_fsum(s.v) / count(s.v)"
            default: return nil
            }
        }
    }

    var aggregateInputOrder: String { " ORDER BY r0.id" }

    /// A floating sum or average through SQLite's own `sum` (whose order of
    /// additions, and whether it compensates, are SQLite's): the storage
    /// uses it only when the column's `FloatingBounds` make every order
    /// give the same double.
    static func exactFloatingAggregate(_ op: AggregateOperator) -> String? {
        switch op {
        case .sum: return "sum(s.v)"
        case .avg: return "sum(s.v) / count(s.v)"
        case .min, .max: return nil
        }
    }
}

/// A SQLite statement and its bound values.
typealias SQLClause = SQLStatement<SQLValue>
