// The shapes a comparison may take: a key path (or collection operator)
// against a constant or another key path; never two constants, never a
// text operator with the constant on the left, IN and BETWEEN only with a
// key path on the left and constants on the right; and key paths compared
// with key paths of the identical type, neither of them to-many.
//
// Related documentation: sdk-query (query-rules.md §1, §2, §12 last row).

public import RealmSpecCore

extension QueryRule {
    public static let mustCompareKeyPath =
        invalid("Predicate expressions must compare a keypath and another keypath or a constant value")
    public static func requiresKeyPathOnLeft(_ op: ComparisonOperator) -> EngineError {
        invalid("Operator '\(op.rawValue)' requires a keypath on the left side.")
    }
    public static func propertyTypeMismatch(_ a: PropertyType, _ b: PropertyType) -> EngineError {
        invalid("Property type mismatch between \(typeName(a)) and \(typeName(b))")
    }
}

extension QueryValidator {
    /// §1/§2: the comparison's shape, before any key path is resolved.
    func checkShape(_ c: Comparison) throws(EngineError) {
        switch (c.lhs, c.rhs) {
        case (.constant, .constant): throw QueryRule.mustCompareKeyPath
        case (.constant, _) where Self.textual.contains(c.op): throw QueryRule.requiresKeyPathOnLeft(c.op)
        case (.constant, _) where c.op == .between: throw QueryRule.betweenShape
        case (.constant, _) where c.op == .in: throw QueryRule.inNeedsKeyPathAndAggregate
        case (_, .keyPath), (_, .count), (_, .aggregate), (_, .allKeys):
            if c.op == .between { throw QueryRule.betweenShape }
            if c.op == .in { throw QueryRule.inNeedsKeyPathAndAggregate }
        case (_, .constant(.list)), (_, .constant(.set)), (_, .constant(.map)):
            if c.op != .in && c.op != .between { throw QueryRule.mustCompareKeyPath }
        default: break
        }
    }

    /// §12: `keyPath op keyPath`.
    func checkColumns(_ c: Comparison, _ lhs: QueryKeyPath, _ rhs: QueryKeyPath) throws(EngineError) {
        guard !lhs.toMany, !rhs.toMany else { throw QueryRule.collectionNeedsQuantifier }
        let (l, r) = (lhs.property.type, rhs.property.type)
        guard l == r else { throw QueryRule.propertyTypeMismatch(l, r) }
        switch l {
        case .mixed, .object, .linkingObjects:
            guard c.op == .equal || c.op == .notEqual else { throw QueryRule.operatorNotSupported(c.op, type: "object") }
        default:
            try checkOperator(c, type: l, stringOperand: true)
        }
    }
}
