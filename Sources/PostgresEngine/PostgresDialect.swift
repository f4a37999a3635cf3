// PostgreSQL's names and spellings for the shared query translation
// (Sources/SQLQuery): `$n` parameters, `IS NOT DISTINCT FROM`, booleans,
// strings as UTF-8 bytes (bytea columns compare byte by byte). No [c]/[d]
// folding and no LIKE (its `_` matches a byte, not a character): those
// comparisons are left to the object store.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import ObjectStore
import RealmSpecCore
import SQLQuery

struct PostgresDialect: SQLDialect {
    let layout: Layout
    var catalog: Catalog { layout.catalog }

    func table(_ t: Int) -> String { layout.table(t) }
    func column(_ t: Int, _ p: Int) -> String { layout.column(t, p) }
    func collectionTable(_ t: Int, _ p: Int) -> String { layout.collectionTable(t, p) }
    var linkTargetColumn: String { "i" }

    func argument(_ scalar: StoredScalar) -> PGValue {
        switch scalar {
        case .null: return .null
        case .integer(let i): return .int8(i)
        case .real(let d): return .float8(d)
        case .text(let s): return .bytes(Array(s.utf8))
        case .bytes(let b): return .bytes(b)
        }
    }
    func tagArgument(_ tag: String) -> PGValue { .text(tag) }
    func placeholder(_ n: Int) -> String { "$\(n)" }

    var trueLiteral: String { "TRUE" }
    var falseLiteral: String { "FALSE" }
    func same(_ lhs: String, _ rhs: String, negated: Bool) -> String {
        "\(lhs) IS \(negated ? "" : "NOT ")DISTINCT FROM \(rhs)"
    }
    func isNaN(_ expression: String) -> String { "\(expression) = 'NaN'::float8" }
    func folded(_ expression: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String? { nil }
    var matchesLike: Bool { false }
    func like(_ expression: String, _ pattern: String) -> String { "FALSE" }
    func substring(_ op: ComparisonOperator, _ expression: String, _ pattern: String) -> String {
        switch op {
        case .beginsWith: return "position(\(pattern) in \(expression)) = 1"
        case .endsWith:
            return "octet_length(\(expression)) >= octet_length(\(pattern)) AND "
                + "substring(\(expression) from octet_length(\(expression)) - octet_length(\(pattern)) + 1) = \(pattern)"
        default: return "position(\(pattern) in \(expression)) > 0"
        }
    }
}

/// A PostgreSQL statement and its bound values.
typealias SQLClause = SQLStatement<PGValue>
