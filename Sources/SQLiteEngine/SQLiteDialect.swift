// SQLite's names and spellings for the shared query translation (Sources/SQLQuery):
// numbered `?n` parameters, `IS` as null-safe equality, NaN kept as text,
// `rs_fold` and `rs_like` (SQLFunctions.swift) for [c]/[d] and LIKE.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import ObjectStore
import RealmSpecCore
import SQLQuery

struct SQLiteDialect: SQLDialect {
    let catalog: Catalog
    let layout: Layout

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

/// A SQLite statement and its bound values.
typealias SQLClause = SQLStatement<SQLValue>
