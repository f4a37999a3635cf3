// IN takes a collection of constants, each one valid for the property;
// BETWEEN exactly two constants valid for the property, and only on
// numeric types (int, float, double, decimal128, date, mixed).
//
// Related documentation: sdk-query (query-rules.md §2 IN/BETWEEN shapes, §10, §11).

public import RealmSpecCore

extension QueryRule {
    public static let inNeedsKeyPathAndAggregate =
        invalid("Predicate with IN operator must compare a KeyPath with an aggregate")
    public static let inNeedsArray = invalid("IN clause requires an array of items")
    public static let betweenShape =
        invalid("Predicate with BETWEEN operator must compare a KeyPath with an aggregate with two values")
    public static let betweenNeedsArray = invalid("object must be of type NSArray for BETWEEN operations")
    public static let betweenNeedsTwo = invalid("NSArray object must contain exactly two objects for BETWEEN operations")
    public static func betweenElementType(_ prop: PropertySchema) -> EngineError {
        invalid("NSArray objects must be of type \(valueTypeName(prop)) for BETWEEN operations")
    }
}

extension QueryValidator {
    /// `keyPath BETWEEN {lo, hi}` with the key path resolved.
    func checkBetween(_ rhs: Expression, _ prop: PropertySchema) throws(EngineError) {
        let bounds = try Self.betweenBounds(rhs, checksCount: checksBetweenBounds)
        for b in bounds where !Self.accepts(b, prop) { throw QueryRule.betweenElementType(prop) }
        guard QueryRule.isNumeric(prop.type) else {
            throw QueryRule.operatorNotSupported(.between, type: QueryRule.typeName(prop.type))
        }
    }

    /// The two bounds of a BETWEEN, or the SDK's error for its shape.
    static func betweenBounds(_ rhs: Expression, checksCount: Bool) throws(EngineError) -> [Value] {
        guard case .constant(let v) = rhs else { throw QueryRule.betweenShape }
        guard case .list(let bounds) = v else { throw QueryRule.betweenNeedsArray }
        guard !checksCount || bounds.count == 2 else { throw QueryRule.betweenNeedsTwo }
        return bounds
    }

    /// `keyPath IN {…}` with the key path resolved: each element checked as for `==`.
    func checkIn(_ rhs: Expression, _ prop: PropertySchema) throws(EngineError) -> [Value] {
        guard case .constant(let v) = rhs else { throw QueryRule.inNeedsKeyPathAndAggregate }
        guard case .list(let options) = v else { throw QueryRule.inNeedsArray }
        for o in options { try checkValue(o, prop) }
        return options
    }
}
