// A map's keys in queries (`map.@allKeys`): the operator follows a map
// property (that it comes last is checked where predicate strings are
// parsed, PredicateParser+Operands.swift). Its other side is a string,
// nil, or a key path to a single string property, never another
// collection operator. The keys then take the string operators with their
// usual modifiers (no ordering with [c], no LIKE with [d]). BETWEEN and IN
// hand it an array, which is not a string, so they get the same message.
//
// Related documentation: sdk-query (query-rules.md §3 Q-KP5, Q-KP8, §9 row
// @allKeys, §12 second row).

public import RealmSpecCore

extension QueryRule {
    public static func allKeysNeedsDictionary(_ path: String) -> EngineError {
        invalid("Invalid keypath '\(path)': @allKeys must follow a dictionary property.")
    }
    public static let allKeysNeedsString = invalid("@allKeys can only be compared with a string value.")
}

extension QueryValidator {
    /// `path.@allKeys`: the path must end on a map (Q-KP6, then Q-KP8).
    public func allKeysKeyPath(_ path: [String], type: String?, element: PropertySchema?) throws(EngineError) -> QueryKeyPath {
        let text = (path + ["@allKeys"]).joined(separator: ".")
        guard let resolved = try queryKeyPath(path, type: type, element: element, text: text),
              !resolved.owner.isEmpty, Self.isCollection(resolved.property) else {
            throw QueryRule.operationNeedsCollection(text, "@allKeys")
        }
        guard resolved.property.collection == .map else { throw QueryRule.allKeysNeedsDictionary(text) }
        return resolved
    }

    /// `map.@allKeys op rhs`, the keys on the left (§9, §12).
    func checkAllKeys(_ c: Comparison, _ path: [String], type: String?, element: PropertySchema?) throws(EngineError) {
        _ = try allKeysKeyPath(path, type: type, element: element)
        switch c.rhs {
        case .count, .aggregate, .allKeys, .subquery:
            throw QueryRule.aggregateWithAggregate
        case .subscripted: throw QueryRule.mustCompareKeyPath
        case .keyPath(let other):
            guard let resolved = try queryKeyPath(other, type: type, element: element) else { throw QueryRule.mustCompareKeyPath }
            guard !resolved.toMany else { throw QueryRule.collectionNeedsQuantifier }
            guard resolved.property.type == .string else { throw QueryRule.allKeysNeedsString }
        case .constant(let v):
            switch v {
            case .null, .string: break
            default: throw QueryRule.allKeysNeedsString
            }
        }
        try checkOperator(c, type: .string, stringOperand: true)
    }
}
