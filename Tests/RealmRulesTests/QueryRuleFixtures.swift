// What the query-rule tests share: key paths and comparisons written
// briefly, and the message a validator over a schema gives for a query.

import Testing
import RealmSpecCore
@testable import RealmRules

func kp(_ s: String) -> Expression { .keyPath(s.split(separator: ".").map(String.init)) }

func c(_ l: Expression, _ op: ComparisonOperator, _ r: Expression, q: Quantifier? = nil,
       ci: Bool = false, di: Bool = false) -> Query {
    .compare(Comparison(l, op, r, quantifier: q, caseInsensitive: ci, diacriticInsensitive: di))
}

/// The SDK's message for `q` on `type`, or nil when the validator accepts it;
/// every refusal must be an invalid query.
func ruleMessage(_ validator: QueryValidator, _ q: Query, on type: String) -> String? {
    do throws(EngineError) {
        try validator.validate(q, type: type, element: nil)
        return nil
    } catch {
        #expect(error.kind == .invalidQuery)
        return error.message
    }
}
