// Which operators each property type takes, and the string modifiers:
// no ordering with [c] (lexicographic comparisons are case-sensitive), no
// ordering and no LIKE with [d], no BETWEEN on strings, booleans, ids or
// links, no text operators on numbers, and MATCHES on nothing.
//
// Related documentation: sdk-query (query-rules.md §6, §7).

public import RealmSpecCore

extension QueryRule {
    public static func operatorNotSupported(_ op: ComparisonOperator, type: String) -> EngineError {
        EngineError(.invalidQuery, "Operator '\(op.rawValue)' not supported for type '\(type)'")
    }
    public static let lexicographicCaseSensitive = invalid("Lexicographical comparisons must be case-sensitive")
    public static let likeDiacriticInsensitive =
        invalid("Operator 'LIKE' not supported with diacritic-insensitive modifier.")
}

extension QueryValidator {
    static let ordering: Set<ComparisonOperator> = [.less, .lessOrEqual, .greater, .greaterOrEqual]
    static let textual: Set<ComparisonOperator> = [.beginsWith, .endsWith, .contains, .like]

    /// Whether `type` takes `op`, with the comparison's string options;
    /// `stringOperand` says the other side is text (mixed takes the string rules then).
    func checkOperator(_ c: Comparison, type: PropertyType, stringOperand: Bool) throws(EngineError) {
        let op = c.op
        let name = QueryRule.typeName(type)
        // MATCHES parses but no property type takes it (§6).
        if op == .matches {
            throw QueryRule.operatorNotSupported(op, type: type.objectType == nil ? name : "object")
        }
        switch type {
        case .bool, .objectId, .uuid:
            guard [.equal, .notEqual, .in].contains(op) else { throw QueryRule.operatorNotSupported(op, type: name) }
        case .object, .linkingObjects:
            guard [.equal, .notEqual, .in].contains(op) else { throw QueryRule.operatorNotSupported(op, type: "object") }
        case .int, .float, .double, .decimal128, .date:
            guard !Self.textual.contains(op) else { throw QueryRule.operatorNotSupported(op, type: name) }
        case .string, .data:
            guard op != .between else { throw QueryRule.operatorNotSupported(op, type: name) }
            try checkStringOptions(c)
        case .mixed:
            if stringOperand { try checkStringOptions(c) }
        }
    }

    /// §7: the modifiers an operator on text takes.
    func checkStringOptions(_ c: Comparison) throws(EngineError) {
        if c.diacriticInsensitive {
            if c.op == .like { throw QueryRule.likeDiacriticInsensitive }
            if Self.ordering.contains(c.op) { throw QueryRule.operatorNotSupported(c.op, type: "string") }
        } else if c.caseInsensitive, Self.ordering.contains(c.op) {
            throw QueryRule.lexicographicCaseSensitive
        }
    }
}
