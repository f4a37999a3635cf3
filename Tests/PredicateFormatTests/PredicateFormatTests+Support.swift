import Testing
import RealmSpecCore
@testable import PredicateFormat

/// One format string, its arguments and the tree it must become.
struct ParseCase: Sendable, CustomTestStringConvertible {
    var format: String
    var arguments: [Value] = []
    var expected: Query
    var testDescription: String { format }
}

/// One format string that must fail, and a piece of the message it must give.
struct FailureCase: Sendable, CustomTestStringConvertible {
    var format: String
    var arguments: [Value] = []
    var messagePart: String
    var testDescription: String { format }
}

func key(_ path: String) -> Expression { .keyPath(path.split(separator: ".").map(String.init)) }

func compare(_ path: String, _ op: ComparisonOperator, _ value: Value,
             _ quantifier: Quantifier? = nil, c: Bool = false, d: Bool = false) -> Query {
    .compare(Comparison(key(path), op, .constant(value), quantifier: quantifier,
                        caseInsensitive: c, diacriticInsensitive: d))
}

