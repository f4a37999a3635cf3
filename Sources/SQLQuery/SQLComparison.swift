// One comparison of a SQL expression with a constant: the operators, nil,
// IN, BETWEEN, the substring tests and LIKE, [c]/[d] through the dialect's
// folding. Answers nil for a constant or property type whose SQL comparison
// would differ from the documented one (decimals, data, AnyRealmValue, NaN
// constants, mismatched kinds), and where the dialect cannot fold or match.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import ObjectStore
internal import RealmRules
internal import RealmSpecCore

struct SQLComparison<D: SQLDialect> {
    var dialect: D
    var expression: String
    var type: PropertyType
    var comparison: Comparison

    private var folds: Bool { type == .string && (comparison.caseInsensitive || comparison.diacriticInsensitive) }
    private var ordered: Bool {
        switch type {
        case .int, .float, .double, .string, .date: return true
        default: return false
        }
    }

    func clause(_ constant: Value, _ binder: SQLBinder<D>) -> String? {
        let left: String
        if folds {
            guard let folded = dialect.folded(expression, caseInsensitive: comparison.caseInsensitive,
                                              diacriticInsensitive: comparison.diacriticInsensitive) else { return nil }
            left = folded
        } else {
            left = expression
        }
        switch comparison.op {
        case .equal, .notEqual:
            guard let bound = bind(constant) else { return nil }
            return dialect.same(left, binder.bind(dialect.argument(bound)), negated: comparison.op == .notEqual)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let bound = bind(constant) else { return nil }
            // Only nil orders against nil, as equal: `<= nil` and `>= nil` hold for a nil value;
            // a string orders after nil, so `> nil` holds for a set string and `>= nil` for every one.
            if bound == .null {
                if type == .string {
                    switch comparison.op {
                    case .greater: return "\(expression) IS NOT NULL"
                    case .greaterOrEqual: return dialect.trueLiteral
                    case .lessOrEqual: return "\(expression) IS NULL"
                    default: return dialect.falseLiteral
                    }
                }
                return comparison.op == .lessOrEqual || comparison.op == .greaterOrEqual ? "\(expression) IS NULL" : dialect.falseLiteral
            }
            guard ordered else { return dialect.falseLiteral }
            let test = "\(left) \(comparison.op.rawValue) \(binder.bind(dialect.argument(bound)))"
            // A nil string orders before every string: `<` and `<=` a string hold for it.
            if type == .string, comparison.op == .less || comparison.op == .lessOrEqual {
                return "(\(test) OR \(expression) IS NULL)"
            }
            return nanAware(test, nan: comparison.op == .lessOrEqual || comparison.op == .greaterOrEqual)
        case .in:
            guard case .list(let options) = constant else { return nil }
            guard !options.isEmpty else { return dialect.falseLiteral }
            var bound: [StoredScalar] = []
            for option in options {
                guard let b = bind(option) else { return nil }
                bound.append(b)
            }
            return bound.map { dialect.same(left, binder.bind(dialect.argument($0)), negated: false) }.joined(separator: " OR ")
        case .between:
            guard case .list(let bounds) = constant, bounds.count == 2,
                  let low = bind(bounds[0]), let high = bind(bounds[1]) else { return nil }
            guard ordered, low != .null, high != .null else { return dialect.falseLiteral }
            let test = "\(left) >= \(binder.bind(dialect.argument(low))) AND \(left) <= \(binder.bind(dialect.argument(high)))"
            return nanAware(test, nan: true)
        case .beginsWith, .endsWith, .contains, .like:
            return text(constant, left, binder)
        case .matches:
            // Refused by the query rules; there is no SQL form.
            return nil
        }
    }

    private func text(_ constant: Value, _ left: String, _ binder: SQLBinder<D>) -> String? {
        guard type == .string else { return nil }
        guard case .string(let raw) = constant else {
            guard constant.isNull else { return nil }
            // `LIKE nil` matches nil; the other string operators never match nil.
            return comparison.op == .like ? "\(expression) IS NULL" : dialect.falseLiteral
        }
        // An empty right side matches nothing (sdk-query, query-rules.md §7.1).
        if raw.isEmpty && comparison.op != .like { return dialect.falseLiteral }
        let pattern = folds ? Compare.fold(raw, comparison.caseInsensitive, comparison.diacriticInsensitive) : raw
        if comparison.op == .like {
            guard dialect.matchesLike else { return nil }
            return dialect.like(left, binder.bind(dialect.argument(.text(pattern))))
        }
        if pattern.isEmpty { return "\(expression) IS NOT NULL" }
        return dialect.substring(comparison.op, left, binder.bind(dialect.argument(.text(pattern))))
    }

    /// A NaN stored value orders equal to everything, as the object store's
    /// evaluation has it: `<=`, `>=` and BETWEEN hold, `<` and `>` do not.
    private func nanAware(_ test: String, nan: Bool) -> String {
        switch type {
        case .float, .double, .date:
            return "CASE WHEN \(dialect.isNaN(expression)) THEN \(nan ? dialect.trueLiteral : dialect.falseLiteral) ELSE (\(test)) END"
        default:
            return test
        }
    }

    /// The constant as the column stores it, or nil when SQL would compare it differently.
    private func bind(_ constant: Value) -> StoredScalar? {
        let stored = StoredScalar.constant(constant, column: type)
        if case .text(let s)? = stored, type == .string, folds {
            return .text(Compare.fold(s, comparison.caseInsensitive, comparison.diacriticInsensitive))
        }
        return stored
    }
}
