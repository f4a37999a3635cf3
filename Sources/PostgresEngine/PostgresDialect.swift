// PostgreSQL's names and spellings for the shared query translation
// (Sources/SQLQuery): `$n` parameters, `IS NOT DISTINCT FROM`, booleans,
// strings as UTF-8 bytes (bytea columns compare byte by byte). No [c]/[d]
// folding and no LIKE (its `_` matches a byte, not a character): those
// comparisons are left to the object store.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import ObjectStore
internal import RealmSpecCore
internal import SQLQuery

struct PostgresDialect: SQLDialect {
    let layout: Layout
    /// The columns SQL would order otherwise than Realm (`PostgresSession.irregular`).
    var irregular: Set<[Int]> = []
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

extension PostgresDialect {
    private func type(_ t: Int, _ p: Int) -> PropertyType { catalog.tables[t].property(p).type }

    /// Ints and bools as stored; strings (bytes) while every one stored is
    /// ASCII, where byte order is Realm's order; floating and date columns
    /// while they hold no NaN (PostgreSQL orders NaN above every number).
    func orderKey(_ t: Int, _ p: Int) -> String? {
        let column = "r0." + self.column(t, p)
        switch type(t, p) {
        case .int, .bool: return column
        case .string, .double, .float, .date: return irregular.contains([t, p]) ? nil : column
        default: return nil
        }
    }

    /// PostgreSQL sorts NULL last ascending: Realm sorts it first.
    func nullsPlacement(ascending: Bool) -> String { ascending ? " NULLS FIRST" : " NULLS LAST" }

    /// Ints and bools as stored; ASCII strings, whose bytes are equal when Realm holds them equal.
    func groupKey(_ t: Int, _ p: Int) -> String? {
        let column = "r0." + self.column(t, p)
        switch type(t, p) {
        case .int, .bool: return column
        case .string: return irregular.contains([t, p]) ? nil : column
        default: return nil
        }
    }

    /// min/max of ints, and of floating and date columns without NaN. An
    /// int sum in numeric, kept when neither the positive nor the negative
    /// values alone pass Int64 (no order of additions can overflow then);
    /// a floating sum added one value at a time in id order (`float8pl`),
    /// kept while every value is below 1e300 in magnitude (PostgreSQL
    /// refuses an overflowing addition that Swift would make infinite); an
    /// int average while the magnitudes add up to at most 2^53 (every
    /// partial sum is then exact as a double).
    func aggregate(_ op: AggregateOperator, _ t: Int, _ p: Int) -> String? {
        let type = type(t, p)
        let bounded = "max(abs(s.v)) < 1e300::float8"
        let floatingSum = "(0 + sum(CASE WHEN abs(s.v) < 1e300::float8 THEN s.v ELSE 0 END ORDER BY s.id))"
        switch (op, type) {
        case (.min, .int), (.max, .int): return "\(op == .min ? "min" : "max")(s.v)"
        case (.min, .double), (.min, .float), (.min, .date), (.max, .double), (.max, .float), (.max, .date):
            return irregular.contains([t, p]) ? nil : "\(op == .min ? "min" : "max")(s.v)"
        case (.sum, .int):
            return "CASE WHEN coalesce(sum(s.v) FILTER (WHERE s.v > 0), 0) <= 9223372036854775807 "
                + "AND coalesce(sum(s.v) FILTER (WHERE s.v < 0), 0) >= -9223372036854775808 THEN sum(s.v)::bigint END"
        case (.sum, .double), (.sum, .float):
            return "CASE WHEN \(bounded) THEN \(floatingSum) END"
        case (.avg, .int):
            return "CASE WHEN coalesce(sum(abs(s.v::numeric)), 0) <= 9007199254740992 THEN sum(s.v)::float8 / count(s.v) END"
        case (.avg, .double), (.avg, .float):
            return "CASE WHEN \(bounded) THEN \(floatingSum) / count(s.v) END"
        default:
            return nil
        }
    }

    var aggregateInputOrder: String { "" }

    /// A floating sum or average added in whatever order the server reads
    /// the rows: the storage uses it only when the column's
    /// `FloatingBounds` make every order give the same double.
    static func unorderedFloatingAggregate(_ op: AggregateOperator) -> String? {
        switch op {
        case .sum: return "0 + sum(s.v)"
        case .avg: return "(0 + sum(s.v)) / count(s.v)"
        case .min, .max: return nil
        }
    }
}
