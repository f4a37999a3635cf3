// SUBQUERY: `SUBQUERY(collection, $x, predicate).@count <op> number`. The
// collection key path must cross a collection of objects; the predicate is
// checked against the element's type with every rule of a query; the count
// compares with a constant number only.
//
// Related documentation: sdk-query (query-rules.md §2, §14).

public import RealmSpecCore

extension QueryRule {
    /// The count of a subquery compared with anything but a constant number
    /// (RLMQueryUtil.mm `apply_function_expression`).
    public static let subqueryCountNeedsNumber =
        invalid("SUBQUERY(…).@count is only supported when compared with a constant number.")
    /// A subquery over a collection of values: the SDK reads the predicate
    /// against the collection's object class, which values lack.
    public static func subqueryNeedsObjects(_ path: String) -> EngineError {
        invalid("SUBQUERY over '\(path)' needs a collection of objects: the predicate is read against the element's object type.")
    }
}

extension QueryValidator {
    /// A comparison with a subquery on either side, in the SDK's order: the
    /// ALL modifier, IN and BETWEEN (which need a key path), the subquery's
    /// count on the left; false when neither side is a subquery.
    func validateSubquery(_ c: Comparison, type: String?, element: PropertySchema?, depth: Int) throws(EngineError) -> Bool {
        let left: (path: [String], inner: Query)?
        if case .subquery(let path, let inner) = c.lhs { left = (path, inner) } else { left = nil }
        var right = false
        if case .subquery = c.rhs { right = true }
        guard left != nil || right else { return false }
        if c.quantifier == .all && refusesAllModifier { throw QueryRule.allModifier }
        if c.op == .between { throw QueryRule.betweenShape }
        if c.op == .in { throw QueryRule.inNeedsKeyPathAndAggregate }
        guard let left else { throw QueryRule.mustCompareKeyPath }
        try checkSubquery(c, left.path, left.inner, type: type, element: element, depth: depth)
        return true
    }

    /// `SUBQUERY(path, $x, inner).@count op rhs`, the subquery on the left.
    func checkSubquery(_ c: Comparison, _ path: [String], _ inner: Query, type: String?,
                       element: PropertySchema?, depth: Int) throws(EngineError) {
        let text = path.joined(separator: ".")
        guard let resolved = try queryKeyPath(path, type: type, element: element), resolved.toMany else {
            throw QueryRule.quantifierNeedsCollection
        }
        guard let target = resolved.property.type.objectType, objectSchema(target) != nil else {
            throw QueryRule.subqueryNeedsObjects(text)
        }
        switch c.rhs {
        case .constant(.int), .constant(.double), .constant(.float), .constant(.bool), .constant(.decimal128): break
        default: throw QueryRule.subqueryCountNeedsNumber
        }
        guard Self.countOperators.contains(c.op) else {
            throw QueryRule.operatorNotSupported(c.op, type: QueryRule.typeName(.int))
        }
        try validate(inner, type: target, element: nil, depth: depth + 1)
    }
}
