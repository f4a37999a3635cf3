// One comparison of a SQL expression with a constant, in SQL: the operators,
// nil, [c]/[d] through `rs_fold`, LIKE through `rs_like`. Answers nil for a
// constant or property type whose SQL comparison would differ from the
// documented one (decimals, data, AnyRealmValue, mismatched kinds).
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import ObjectStore
import RealmSpecCore

struct ComparisonSQL {
    var expression: String
    var type: PropertyType
    var comparison: Comparison

    private var folds: Bool { type == .string && (comparison.caseInsensitive || comparison.diacriticInsensitive) }
    private var flags: Int { (comparison.caseInsensitive ? 1 : 0) | (comparison.diacriticInsensitive ? 2 : 0) }
    private var left: String { folds ? "rs_fold(\(expression), \(flags))" : expression }
    private var ordered: Bool {
        switch type {
        case .int, .float, .double, .string, .date: return true
        default: return false
        }
    }

    func clause(_ constant: Value) -> SQLClause? {
        switch comparison.op {
        case .equal, .notEqual:
            guard let bound = bind(constant) else { return nil }
            return SQLClause(sql: "\(left) \(comparison.op == .equal ? "IS" : "IS NOT") ?", arguments: [bound])
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let bound = bind(constant) else { return nil }
            guard ordered, bound != .null else { return SQLClause(sql: "0") }
            let test = "\(left) \(comparison.op.rawValue) ?"
            return SQLClause(sql: nanAware(test, nan: comparison.op == .lessOrEqual || comparison.op == .greaterOrEqual),
                             arguments: [bound])
        case .in:
            return membership(constant)
        case .between:
            guard case .list(let bounds) = constant, bounds.count == 2,
                  let low = bind(bounds[0]), let high = bind(bounds[1]) else { return nil }
            guard ordered, low != .null, high != .null else { return SQLClause(sql: "0") }
            return SQLClause(sql: nanAware("\(left) >= ? AND \(left) <= ?", nan: true), arguments: [low, high])
        case .beginsWith, .endsWith, .contains, .like:
            return text(constant)
        }
    }

    private func membership(_ constant: Value) -> SQLClause? {
        guard case .list(let options) = constant else { return nil }
        guard !options.isEmpty else { return SQLClause(sql: "0") }
        var arguments: [SQLValue] = []
        for option in options {
            guard let bound = bind(option) else { return nil }
            arguments.append(bound)
        }
        let tests = Array(repeating: "\(left) IS ?", count: arguments.count).joined(separator: " OR ")
        return SQLClause(sql: tests, arguments: arguments)
    }

    private func text(_ constant: Value) -> SQLClause? {
        guard type == .string else { return nil }
        guard case .string(let raw) = constant else {
            guard constant.isNull else { return nil }
            return SQLClause(sql: comparison.op == .like ? "\(expression) IS NULL" : "0")
        }
        // An empty right side matches nothing (sdk-query, query-rules.md §7.1).
        if raw.isEmpty && comparison.op != .like { return SQLClause(sql: "0") }
        let pattern = folds ? Compare.fold(raw, comparison.caseInsensitive, comparison.diacriticInsensitive) : raw
        if pattern.isEmpty && comparison.op != .like { return SQLClause(sql: "\(expression) IS NOT NULL") }
        switch comparison.op {
        case .beginsWith: return SQLClause(sql: "instr(\(left), ?) = 1", arguments: [.text(pattern)])
        case .endsWith:
            return SQLClause(sql: "substr(\(left), -length(?)) = ?", arguments: [.text(pattern), .text(pattern)])
        case .contains: return SQLClause(sql: "instr(\(left), ?) > 0", arguments: [.text(pattern)])
        default: return SQLClause(sql: "rs_like(\(left), ?)", arguments: [.text(pattern)])
        }
    }

    /// A NaN stored value (kept as text) orders equal to everything, as the
    /// Swift evaluation has it: `<=`, `>=` and BETWEEN hold, `<` and `>` do not.
    private func nanAware(_ test: String, nan: Bool) -> String {
        switch type {
        case .float, .double, .date:
            return "CASE WHEN typeof(\(expression)) = 'text' THEN \(nan ? 1 : 0) ELSE (\(test)) END"
        default:
            return test
        }
    }

    /// The constant as the column stores it, or nil when SQL would compare it differently.
    private func bind(_ constant: Value) -> SQLValue? {
        let stored = StoredScalar.constant(constant, column: type)
        if case .text(let s)? = stored, type == .string, folds {
            return .text(Compare.fold(s, comparison.caseInsensitive, comparison.diacriticInsensitive))
        }
        return stored
    }
}
