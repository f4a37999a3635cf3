// Subscripts: `dict['key'] op constant`, `mixed[0]['key'][#any] op
// constant`. The key path must reach a dictionary or an AnyRealmValue; a
// dictionary takes exactly one string key, an AnyRealmValue any number of
// keys, indexes and `[#any]`. The constant is not checked against a type:
// the value reached is compared as an AnyRealmValue is.
//
// Related documentation: sdk-query (query-rules.md §2, §13).

public import RealmSpecCore

extension QueryRule {
    /// A subscript on a property that is neither a dictionary nor an AnyRealmValue.
    public static func subscriptNeedsDictionary(_ text: String) -> EngineError {
        invalid("Invalid keypath '\(text)': only dictionaries and realm `Any` support subscript predicates.")
    }
    /// More than one subscript on a dictionary.
    public static func subscriptSize(_ text: String) -> EngineError {
        invalid("Invalid subscript size '\(text)': nested dictionaries queries are only allowed in mixed properties.")
    }
    /// An index subscript on a dictionary.
    public static func dictionarySubscriptType(_ text: String) -> EngineError {
        invalid("Invalid subscript type '\(text)'; only string keys are allowed as subscripts in dictionary queries.")
    }

    /// `dict["key"][0]`, as the SDK prints a subscript expression.
    public static func subscriptText(_ path: [String], _ subscripts: [PathSubscript]) -> String {
        path.joined(separator: ".") + subscripts.map(\.text).joined()
    }
}

extension QueryValidator {
    /// A comparison with a subscript on either side, in the SDK's order
    /// (RLMQueryUtil.mm `apply_predicate`, `apply_map_expression`); false
    /// when neither side is subscripted.
    func validateSubscripts(_ c: Comparison, type: String?, element: PropertySchema?) throws(EngineError) -> Bool {
        let left: (path: [String], subscripts: [PathSubscript])?
        if case .subscripted(let path, let subscripts) = c.lhs { left = (path, subscripts) } else { left = nil }
        var right = false
        if case .subscripted = c.rhs { right = true }
        guard left != nil || right else { return false }
        if c.quantifier == .all && refusesAllModifier { throw QueryRule.allModifier }
        if c.op == .between { throw QueryRule.betweenShape }
        if c.op == .in { throw QueryRule.inNeedsKeyPathAndAggregate }
        guard let left, case .constant(let value) = c.rhs else { throw QueryRule.mustCompareKeyPath }
        let text = QueryRule.subscriptText(left.path, left.subscripts)
        guard let resolved = try queryKeyPath(left.path, type: type, element: element) else {
            throw QueryRule.quantifierNeedsCollection
        }
        let prop = resolved.property
        guard resolved.toMany || prop.type == .mixed else { throw QueryRule.quantifierNeedsCollection }
        if prop.type != .mixed || prop.collection != .single {
            guard prop.collection == .map else { throw QueryRule.subscriptNeedsDictionary(text) }
            guard left.subscripts.count == 1 else { throw QueryRule.subscriptSize(text) }
            guard case .key = left.subscripts[0] else { throw QueryRule.dictionarySubscriptType(text) }
        }
        try checkOperator(c, type: .mixed, stringOperand: Self.isText(value))
        return true
    }

    private static func isText(_ v: Value) -> Bool { if case .string = v { return true } else { return false } }
}
