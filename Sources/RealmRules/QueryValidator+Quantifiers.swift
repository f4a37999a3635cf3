// ANY, SOME, ALL and NONE: a quantifier needs a key path through a list,
// set, map or linking objects (or ending on a mixed property), and such a
// key path needs a quantifier. A comparison of two key paths takes no
// to-many key path at all. The SDK's predicate strings refuse ALL outright
// (RLMQueryUtil.mm:1798-1799); the engine-neutral query tree keeps it, so
// a validator for that tree alone may accept it.
//
// Related documentation: sdk-query (query-rules.md §1 modifiers, §4 Q-ANY1/Q-ANY2).

public import RealmSpecCore

extension QueryRule {
    public static let quantifierNeedsCollection =
        invalid("Aggregate operations can only be used on key paths that include an collection property")
    /// `ALL` in a predicate string [query-rules.md §1 modifiers].
    public static let allModifier = invalid("ALL modifier not supported")
    public static let collectionNeedsQuantifier =
        invalid("Key paths that include a collection property must use aggregate operations")
}

extension QueryValidator {
    /// Q-ANY1 and Q-ANY2 for a key path compared with a constant.
    func checkQuantifier(_ quantifier: Quantifier?, _ path: QueryKeyPath) throws(EngineError) {
        if quantifier != nil {
            guard path.toMany || path.property.type == .mixed else { throw QueryRule.quantifierNeedsCollection }
        } else if path.toMany {
            throw QueryRule.collectionNeedsQuantifier
        }
    }
}
