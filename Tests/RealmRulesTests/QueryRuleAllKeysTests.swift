// The SDK's rules for a map's keys in queries (`map.@allKeys`), each with
// its message word for word (sdk-query; query-rules.md §3 Q-KP6, Q-KP8,
// §9 row @allKeys, §12).

import Testing
import RealmSpecCore
@testable import RealmRules

private let dog = ObjectSchema(name: "Dog", properties: [
    PropertySchema(name: "name", type: .string),
    PropertySchema(name: "age", type: .int),
    PropertySchema(name: "parks", type: .string, collection: .map),
    PropertySchema(name: "scores", type: .int, collection: .map),
    PropertySchema(name: "cities", type: .string, collection: .set),
    PropertySchema(name: "names", type: .string, collection: .list),
    PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
])
private let person = ObjectSchema(name: "Person", properties: [
    PropertySchema(name: "name", type: .string),
    PropertySchema(name: "tags", type: .string, collection: .map),
    PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
])

private func keys(_ s: String) -> Expression { .allKeys(s.split(separator: ".").map(String.init)) }
private func s(_ text: String) -> Expression { .constant(.string(text)) }

@Suite("Query rules for @allKeys in the SDK's words")
struct QueryRuleAllKeysTests {
    private let validator = QueryValidator { ["Dog": dog, "Person": person][$0] }

    private func message(_ q: Query, on type: String = "Dog") -> String? { ruleMessage(validator, q, on: type) }

    @Test("refused uses of @allKeys give the SDK's message", arguments: [
        // Q-KP6, Q-KP8: after a map only
        (c(keys("name"), .equal, s("x")), "Invalid keypath 'name.@allKeys': collection operation '@allKeys' must be applied to a collection"),
        (c(.allKeys([]), .equal, s("x")), "Invalid keypath '@allKeys': collection operation '@allKeys' must be applied to a collection"),
        (c(keys("cities"), .equal, s("x")), "Invalid keypath 'cities.@allKeys': @allKeys must follow a dictionary property."),
        (c(keys("names"), .equal, s("x")), "Invalid keypath 'names.@allKeys': @allKeys must follow a dictionary property."),
        (c(keys("owner.dogs"), .equal, s("x")), "Invalid keypath 'owner.dogs.@allKeys': @allKeys must follow a dictionary property."),
        (c(keys("owner.nickname"), .equal, s("x")), "Invalid keypath 'owner.nickname.@allKeys': Property 'nickname' not found in object of type 'Person'"),
        // §9: the other side is a string or nil
        (c(keys("parks"), .equal, .constant(.int(1))), "@allKeys can only be compared with a string value."),
        (c(keys("parks"), .equal, .constant(.bool(true))), "@allKeys can only be compared with a string value."),
        (c(keys("parks"), .in, .constant(.list([.string("a"), .string("b")]))), "@allKeys can only be compared with a string value."),
        (c(keys("parks"), .between, .constant(.list([.string("a"), .string("b")]))), "@allKeys can only be compared with a string value."),
        // §7 string modifiers
        (c(keys("parks"), .like, s("a*"), di: true), "Operator 'LIKE' not supported with diacritic-insensitive modifier."),
        (c(keys("parks"), .less, s("m"), ci: true), "Lexicographical comparisons must be case-sensitive"),
        (c(keys("parks"), .greater, s("m"), di: true), "Operator '>' not supported for type 'string'"),
        // §12: key paths and other collection operators
        (c(keys("parks"), .equal, kp("age")), "@allKeys can only be compared with a string value."),
        (c(kp("age"), .equal, keys("parks")), "@allKeys can only be compared with a string value."),
        (c(keys("parks"), .equal, kp("names")), "Key paths that include a collection property must use aggregate operations"),
        (c(keys("parks"), .equal, .count(["parks"])), "Key paths including aggregate operations cannot be compared with other aggregate operations."),
        (c(.count(["parks"]), .equal, keys("scores")), "Key paths including aggregate operations cannot be compared with other aggregate operations."),
        (c(keys("parks"), .equal, keys("scores")), "Key paths including aggregate operations cannot be compared with other aggregate operations."),
        (c(kp("name"), .beginsWith, keys("parks")), "Operator 'BEGINSWITH' requires a keypath on the left side."),
        (c(kp("name"), .in, keys("parks")), "Predicate with IN operator must compare a KeyPath with an aggregate"),
        // §1: ALL in a predicate string
        (c(keys("parks"), .equal, s("x"), q: .all), "ALL modifier not supported"),
    ])
    func refused(query: Query, expected: String) {
        #expect(message(query) == expected)
    }

    @Test("accepted uses of @allKeys pass", arguments: [
        c(keys("parks"), .equal, s("Oslo")),
        c(keys("parks"), .equal, s("Oslo"), q: .any),
        c(keys("parks"), .equal, s("Oslo"), q: Quantifier.none),
        c(keys("parks"), .notEqual, .constant(.null)),
        c(keys("scores"), .beginsWith, s("a"), ci: true, di: true),
        c(keys("parks"), .like, s("O*"), ci: true),
        c(keys("parks"), .less, s("P")),
        c(keys("parks"), .equal, kp("name")),
        c(kp("name"), .equal, keys("parks")),
        c(.constant(.string("Oslo")), .equal, keys("parks")),
        c(keys("owner.tags"), .contains, s("x"), di: true),
        c(keys("dogs.parks"), .endsWith, s("x")),
    ])
    func accepted(query: Query) {
        #expect(message(query, on: query == c(keys("dogs.parks"), .endsWith, s("x")) ? "Person" : "Dog") == nil)
    }

    @Test("a validator for the engine-neutral tree takes ALL over the keys")
    func allForEngines() throws {
        let engines = QueryValidator(refusesAllModifier: false) { ["Dog": dog, "Person": person][$0] }
        try engines.validate(c(keys("parks"), .beginsWith, s("O"), q: .all), type: "Dog", element: nil)
    }
}
