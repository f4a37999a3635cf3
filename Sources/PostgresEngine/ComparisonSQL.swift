// One comparison of a SQL expression with a constant, in PostgreSQL: the
// operators, nil, IN, BETWEEN and the substring tests. Answers nil (the
// object store evaluates it) where PostgreSQL would answer differently from
// the documented comparison: [c] and [d] (no folding function on the
// server), LIKE (its `_` matches a byte, not a character), decimals, data,
// AnyRealmValue, NaN constants and mismatched kinds.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import ObjectStore
import RealmSpecCore

struct ComparisonSQL {
    var expression: String
    var type: PropertyType
    var comparison: Comparison

    private var ordered: Bool {
        switch type {
        case .int, .float, .double, .string, .date: return true
        default: return false
        }
    }

    func clause(_ constant: Value, _ binder: Binder) -> String? {
        if type == .string && (comparison.caseInsensitive || comparison.diacriticInsensitive) { return nil }
        switch comparison.op {
        case .equal, .notEqual:
            guard let bound = bind(constant) else { return nil }
            return "\(expression) IS \(comparison.op == .equal ? "NOT " : "")DISTINCT FROM \(binder.bind(bound))"
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let bound = bind(constant) else { return nil }
            guard ordered, bound != .null else { return "FALSE" }
            let test = "\(expression) \(comparison.op.rawValue) \(binder.bind(bound))"
            return nanAware(test, nan: comparison.op == .lessOrEqual || comparison.op == .greaterOrEqual)
        case .in:
            return membership(constant, binder)
        case .between:
            guard case .list(let bounds) = constant, bounds.count == 2,
                  let low = bind(bounds[0]), let high = bind(bounds[1]) else { return nil }
            guard ordered, low != .null, high != .null else { return "FALSE" }
            return nanAware("\(expression) >= \(binder.bind(low)) AND \(expression) <= \(binder.bind(high))", nan: true)
        case .beginsWith, .endsWith, .contains:
            return text(constant, binder)
        case .like:
            return nil
        }
    }

    private func membership(_ constant: Value, _ binder: Binder) -> String? {
        guard case .list(let options) = constant else { return nil }
        guard !options.isEmpty else { return "FALSE" }
        var bound: [PGValue] = []
        for option in options {
            guard let b = bind(option) else { return nil }
            bound.append(b)
        }
        return bound.map { "\(expression) IS NOT DISTINCT FROM \(binder.bind($0))" }.joined(separator: " OR ")
    }

    private func text(_ constant: Value, _ binder: Binder) -> String? {
        guard type == .string else { return nil }
        guard case .string(let pattern) = constant else { return constant.isNull ? "FALSE" : nil }
        // An empty right side matches nothing (sdk-query, query-rules.md §7.1).
        if pattern.isEmpty { return "FALSE" }
        let p = binder.bind(.bytes(Array(pattern.utf8)))
        switch comparison.op {
        case .beginsWith: return "position(\(p) in \(expression)) = 1"
        case .endsWith:
            return "octet_length(\(expression)) >= octet_length(\(p)) AND "
                + "substring(\(expression) from octet_length(\(expression)) - octet_length(\(p)) + 1) = \(p)"
        default: return "position(\(p) in \(expression)) > 0"
        }
    }

    /// A NaN stored value orders equal to everything, as the Swift
    /// evaluation has it: `<=`, `>=` and BETWEEN hold, `<` and `>` do not.
    private func nanAware(_ test: String, nan: Bool) -> String {
        switch type {
        case .float, .double, .date:
            return "CASE WHEN \(expression) = 'NaN'::float8 THEN \(nan ? "TRUE" : "FALSE") ELSE (\(test)) END"
        default:
            return test
        }
    }

    /// The constant as the column stores it, or nil when SQL would compare it differently.
    private func bind(_ constant: Value) -> PGValue? {
        switch StoredScalar.constant(constant, column: type) {
        case nil: return nil
        case .null?: return .null
        case .integer(let i)?: return .int8(i)
        case .real(let d)?: return .float8(d)
        case .text(let s)?: return .bytes(Array(s.utf8))
        case .bytes(let b)?: return .bytes(b)
        }
    }
}
