// The SDK's query rules, each with its message word for word
// (sdk-query; query-rules.md §1–§12).

import Testing
import RealmSpecCore
@testable import RealmRules

private let dog = ObjectSchema(name: "Dog", properties: [
    PropertySchema(name: "name", type: .string),
    PropertySchema(name: "nickname", type: .string, isOptional: true),
    PropertySchema(name: "age", type: .int),
    PropertySchema(name: "weight", type: .double),
    PropertySchema(name: "height", type: .float),
    PropertySchema(name: "good", type: .bool),
    PropertySchema(name: "born", type: .date),
    PropertySchema(name: "tag", type: .objectId),
    PropertySchema(name: "photo", type: .data, isOptional: true),
    PropertySchema(name: "anything", type: .mixed, isOptional: true),
    PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
    PropertySchema(name: "scores", type: .int, collection: .list),
    PropertySchema(name: "names", type: .string, collection: .list),
    PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs")),
])
private let person = ObjectSchema(name: "Person", properties: [
    PropertySchema(name: "name", type: .string),
    PropertySchema(name: "age", type: .int),
    PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
])

private func v(_ value: Value) -> Expression { .constant(value) }

@Suite("Query rules in the SDK's words")
struct QueryRuleTests {
    private let validator = QueryValidator { ["Dog": dog, "Person": person][$0] }

    private func message(_ q: Query, on type: String = "Dog") -> String? { ruleMessage(validator, q, on: type) }

    @Test("refused queries give the SDK's message", arguments: [
        // §2 shapes
        (c(v(.int(5)), .equal, v(.int(5))), "Predicate expressions must compare a keypath and another keypath or a constant value"),
        (c(v(.string("a")), .beginsWith, kp("name")), "Operator 'BEGINSWITH' requires a keypath on the left side."),
        (c(kp("age"), .between, kp("age")), "Predicate with BETWEEN operator must compare a KeyPath with an aggregate with two values"),
        (c(kp("age"), .in, kp("age")), "Predicate with IN operator must compare a KeyPath with an aggregate"),
        (c(kp("age"), .equal, v(.list([.int(1), .int(2)]))), "Predicate expressions must compare a keypath and another keypath or a constant value"),
        // §14 SUBQUERY
        (c(.subquery(["owners"], c(kp("age"), .greater, v(.int(1)))), .equal, kp("age")), "SUBQUERY(…).@count is only supported when compared with a constant number."),
        (c(.subquery(["owners"], c(kp("age"), .greater, v(.int(1)))), .equal, v(.string("1"))), "SUBQUERY(…).@count is only supported when compared with a constant number."),
        (c(.subquery(["name"], c(kp("age"), .greater, v(.int(1)))), .equal, v(.int(1))), "Aggregate operations can only be used on key paths that include an collection property"),
        (c(.subquery(["owners"], c(kp("colour"), .equal, v(.int(1)))), .equal, v(.int(1))), "Invalid keypath 'colour': Property 'colour' not found in object of type 'Person'"),
        (c(.subquery(["scores"], c(kp("age"), .equal, v(.int(1)))), .equal, v(.int(1))), "SUBQUERY over 'scores' needs a collection of objects: the predicate is read against the element's object type."),
        (c(.subquery(["owners"], c(kp("age"), .greater, v(.int(1)))), .in, v(.list([.int(1)]))), "Predicate with IN operator must compare a KeyPath with an aggregate"),
        (c(v(.int(0)), .less, .subquery(["owners"], c(kp("age"), .greater, v(.int(1))))), "Predicate expressions must compare a keypath and another keypath or a constant value"),
        // §3 key paths
        (c(kp("owner.nickname"), .equal, v(.string("x"))), "Invalid keypath 'owner.nickname': Property 'nickname' not found in object of type 'Person'"),
        (c(kp("name.first"), .equal, v(.string("x"))), "Invalid keypath 'name.first': Property 'Dog.name' is not a link or collection and can only appear at the end of a keypath."),
        (c(kp("scores.@allValues"), .equal, v(.int(1)), q: .any), "Invalid keypath 'scores.@allValues': @allValues must follow a dictionary property."),
        (c(kp("owner.@allValues.name"), .equal, v(.string("x")), q: .any), "Invalid keypath 'owner.@allValues.name': @allValues must follow a dictionary property."),
        (c(kp("scores.value"), .equal, v(.int(1)), q: .any), "Invalid keypath 'scores.value': List<int> property scores can only be followed by a collection operation."),
        (c(.count(["name"]), .equal, v(.int(1))), "Invalid keypath 'name.@count': Property 'Dog.name' is not a link or collection and can only appear at the end of a keypath."),
        (c(.count(["owner"]), .equal, v(.int(1))), "Invalid keypath 'owner.@count': collection operation '@count' must be applied to a collection"),
        (c(.count([]), .equal, v(.int(1))), "Invalid keypath '@count': collection operation '@count' must be applied to a collection"),
        (c(.aggregate(.sum, ["owners"], property: nil), .equal, v(.int(1))), "Invalid keypath 'owners.@sum': @sum on a collection of objects cannot appear at the end of a keypath."),
        (c(.aggregate(.avg, ["age"], property: nil), .equal, v(.int(1))), "Invalid keypath 'age.@avg': Property 'Dog.age' is not a link or collection and can only appear at the end of a keypath."),
        (c(.aggregate(.max, ["owner", "age"], property: nil), .equal, v(.int(1))), "Invalid keypath 'owner.age.@max': Property 'Person.age' is not a link or collection and can only appear at the end of a keypath."),
        (c(.aggregate(.min, ["owner"], property: nil), .equal, v(.int(1))), "Invalid keypath 'owner.@min': collection operation '@min' must be applied to a collection"),
        (c(.aggregate(.max, ["scores"], property: "x"), .equal, v(.int(1))), "Invalid keypath 'scores.@max.x': @max on a collection of values must appear at the end of a keypath."),
        (c(.aggregate(.avg, ["names"], property: nil), .equal, v(.int(1))), "Invalid keypath 'names.@avg': @avg can only be applied to a collection of numeric values."),
        (c(.aggregate(.min, ["owners"], property: "name"), .equal, v(.int(1))), "Invalid keypath 'owners.@min.name': @min must be followed by a numeric property."),
        (c(.aggregate(.min, ["owners"], property: "dogs"), .equal, v(.int(1))), "Invalid keypath 'owners.@min.dogs': @min must be followed by a numeric property."),
        // §4 ANY
        (c(kp("age"), .equal, v(.int(1)), q: .any), "Aggregate operations can only be used on key paths that include an collection property"),
        (c(kp("owner.name"), .equal, v(.string("x")), q: Quantifier.none), "Aggregate operations can only be used on key paths that include an collection property"),
        (c(kp("scores"), .greater, v(.int(5))), "Key paths that include a collection property must use aggregate operations"),
        (c(kp("owners.name"), .equal, v(.string("x"))), "Key paths that include a collection property must use aggregate operations"),
        // §5 values
        (c(kp("age"), .equal, v(.null)), "Cannot compare value '(null)' of type '(null)' to property 'age' of type 'int'"),
        (c(kp("age"), .equal, v(.double(1.5))), "Cannot compare value '1.5' of type '__NSCFNumber' to property 'age' of type 'int'"),
        (c(kp("weight"), .equal, v(.bool(true))), "Cannot compare value '1' of type '__NSCFBoolean' to property 'weight' of type 'double'"),
        (c(kp("owners"), .equal, v(.null), q: .any), "Cannot compare value '(null)' of type '(null)' to property 'owners' of type 'Person'"),
        (c(kp("owner"), .equal, v(.link(ObjectKey(type: "Dog", id: 1)))), "to property 'owner' of type 'Person'"),
        (c(kp("age"), .beginsWith, v(.string("a"))), "Cannot compare value 'a' of type '__NSCFString' to property 'age' of type 'int'"),
        (c(v(.double(1.5)), .greater, kp("age")), "Cannot compare value '1.5' of type '__NSCFNumber' to property 'age' of type 'int'"),
        // §6, §7 operators
        (c(kp("age"), .beginsWith, v(.int(5))), "Operator 'BEGINSWITH' not supported for type 'int'"),
        (c(kp("good"), .less, v(.bool(true))), "Operator '<' not supported for type 'bool'"),
        (c(kp("tag"), .greater, v(.objectId("000000000000000000000001"))), "Operator '>' not supported for type 'object id'"),
        (c(kp("owner"), .greater, v(.null)), "Operator '>' not supported for type 'object'"),
        (c(kp("name"), .less, v(.string("m")), ci: true), "Lexicographical comparisons must be case-sensitive"),
        (c(kp("name"), .greaterOrEqual, v(.string("m")), di: true), "Operator '>=' not supported for type 'string'"),
        (c(kp("name"), .like, v(.string("R*")), di: true), "Operator 'LIKE' not supported with diacritic-insensitive modifier."),
        (c(kp("name"), .like, v(.string("R*")), ci: true, di: true), "Operator 'LIKE' not supported with diacritic-insensitive modifier."),
        (c(kp("photo"), .like, v(.string("R*")), di: true), "Cannot compare value 'R*' of type '__NSCFString' to property 'photo' of type 'data'"),
        (c(kp("anything"), .less, v(.string("m")), ci: true), "Lexicographical comparisons must be case-sensitive"),
        (c(kp("names"), .less, v(.string("m")), q: .any, ci: true), "Lexicographical comparisons must be case-sensitive"),
        // §10 IN, §11 BETWEEN
        (c(kp("age"), .in, v(.int(1))), "IN clause requires an array of items"),
        (c(kp("age"), .in, v(.list([.int(1), .string("x")]))), "Cannot compare value 'x' of type '__NSCFString' to property 'age' of type 'int'"),
        (c(kp("age"), .between, v(.int(1))), "object must be of type NSArray for BETWEEN operations"),
        (c(kp("age"), .between, v(.list([.int(1)]))), "NSArray object must contain exactly two objects for BETWEEN operations"),
        (c(kp("age"), .between, v(.list([.int(1), .string("x")]))), "NSArray objects must be of type int for BETWEEN operations"),
        (c(kp("name"), .between, v(.list([.string("a"), .string("b")]))), "Operator 'BETWEEN' not supported for type 'string'"),
        (c(kp("good"), .between, v(.list([.bool(false), .bool(true)]))), "Operator 'BETWEEN' not supported for type 'bool'"),
        // §6 MATCHES parses and is refused for every type
        (c(kp("age"), .matches, v(.int(0))), "Operator 'MATCHES' not supported for type 'int'"),
        (c(kp("born"), .matches, v(.date(0))), "Operator 'MATCHES' not supported for type 'date'"),
        (c(kp("name"), .matches, v(.string("a"))), "Operator 'MATCHES' not supported for type 'string'"),
        (c(kp("photo"), .matches, v(.data([0x61]))), "Operator 'MATCHES' not supported for type 'data'"),
        (c(kp("anything"), .matches, v(.string("a"))), "Operator 'MATCHES' not supported for type 'mixed'"),
        (c(kp("owners.name"), .matches, v(.string("a")), q: .any), "Operator 'MATCHES' not supported for type 'string'"),
        // §9 collection operators
        (c(.count(["scores"]), .equal, v(.string("1"))), "@count can only be compared with a numeric value."),
        (c(.count(["scores"]), .equal, v(.null)), "@count can only be compared with a numeric value."),
        (c(.count(["scores"]), .beginsWith, v(.int(1))), "Operator 'BEGINSWITH' not supported for type 'int'"),
        (c(.aggregate(.min, ["owners"], property: "age"), .equal, v(.double(1.23))), "@min on a property of type int cannot be compared with '1.23'"),
        (c(.aggregate(.sum, ["scores"], property: nil), .equal, v(.null)), "@sum on a property of type int cannot be compared with '(null)'"),
        (c(.aggregate(.min, ["owners"], property: "age.foo.bar"), .equal, v(.double(1.23))),
         "Invalid keypath 'owners.@min.age.foo.bar': Property 'Person.age' is not a link or collection and can only appear at the end of a keypath."),
        (c(.aggregate(.sum, ["owners"], property: "dogs.age"), .equal, v(.int(1))), "Invalid keypath 'owners.@sum.dogs.age': @sum must be followed by a numeric property."),
        (c(.aggregate(.sum, ["owners"], property: "colour.age"), .equal, v(.int(1))), "Invalid keypath 'owners.@sum.colour.age': Property 'colour' not found in object of type 'Person'"),
        // §12 key path against key path
        (c(.count(["scores"]), .equal, .count(["names"])), "Key paths including aggregate operations cannot be compared with other aggregate operations."),
        (c(.count(["scores"]), .equal, kp("name")), "@count can only be compared with a numeric value."),
        (c(kp("name"), .less, .count(["scores"])), "@count can only be compared with a numeric value."),
        (c(.aggregate(.max, ["scores"], property: nil), .equal, kp("name")), "@max on a property of type int cannot be compared with property of type 'string'"),
        (c(.count(["scores"]), .equal, kp("owners.age")), "Key paths that include a collection property must use aggregate operations"),
        (c(kp("age"), .equal, kp("weight")), "Property type mismatch between int and double"),
        (c(kp("scores"), .equal, kp("age"), q: .any), "Key paths that include a collection property must use aggregate operations"),
        (c(kp("anything"), .less, kp("anything")), "Operator '<' not supported for type 'object'"),
        (c(kp("name"), .less, kp("nickname"), ci: true), "Lexicographical comparisons must be case-sensitive"),
    ])
    func refused(query: Query, expected: String) {
        let got = message(query)
        #expect(got?.contains(expected) == true, "got \(got ?? "no error")")
    }

    @Test("a collection of values of an Objective-C model is named as RLMArray, RLMSet or RLMDictionary")
    func objectiveCCollectionNames() {
        let owner = ObjectSchema(name: "Prims", properties: [
            PropertySchema(name: "ints", type: .int, collection: .list),
            PropertySchema(name: "intSet", type: .int, collection: .set),
            PropertySchema(name: "intMap", type: .int, collection: .map),
        ])
        var objc = QueryValidator { $0 == "Prims" ? owner : nil }
        objc.objectiveCTypes = ["Prims"]
        let swift = QueryValidator { $0 == "Prims" ? owner : nil }
        for (name, objcName, swiftName) in [("ints", "RLMArray<int>", "List<int>"), ("intSet", "RLMSet<int>", "MutableSet<int>"),
                                            ("intMap", "RLMDictionary<int>", "Map<int>")] {
            let q = c(kp("\(name).foo"), .equal, v(.int(25)), q: .any)
            #expect(ruleMessage(objc, q, on: "Prims")
                    == "Invalid keypath '\(name).foo': \(objcName) property \(name) can only be followed by a collection operation.")
            #expect(ruleMessage(swift, q, on: "Prims")
                    == "Invalid keypath '\(name).foo': \(swiftName) property \(name) can only be followed by a collection operation.")
        }
    }

    @Test("accepted queries pass", arguments: [
        c(kp("age"), .equal, v(.bool(true))),
        c(v(.int(3)), .greater, kp("age")),
        c(kp("good"), .equal, v(.int(1))),
        c(kp("height"), .less, v(.double(2.5))),
        c(kp("weight"), .less, v(.int(2))),
        c(kp("nickname"), .equal, v(.null)),
        c(kp("owner"), .equal, v(.null)),
        c(kp("owner"), .equal, v(.link(ObjectKey(type: "Person", id: 1)))),
        c(kp("owners"), .equal, v(.link(ObjectKey(type: "Person", id: 1))), q: .any),
        c(kp("owners.name"), .beginsWith, v(.string("A")), q: .any, ci: true),
        c(kp("scores"), .equal, v(.int(3)), q: Quantifier.none),
        c(kp("scores"), .between, v(.list([.int(1), .int(3)])), q: .any),
        c(kp("anything"), .equal, v(.string("x")), q: .any),
        c(kp("anything"), .greater, v(.int(2))),
        c(kp("name"), .less, v(.string("m"))),
        c(kp("name"), .like, v(.string("R*")), ci: true),
        c(kp("name"), .equal, v(.string("émile")), ci: true, di: true),
        c(kp("name"), .in, v(.list([])), ci: true),
        c(kp("born"), .between, v(.list([.date(0), .date(10)]))),
        c(kp("age"), .equal, kp("owner.age")),
        c(kp("name"), .beginsWith, kp("nickname"), ci: true),
        c(.count(["scores"]), .greater, v(.int(1)), q: .any),
        c(.count(["scores"]), .less, kp("age")),
        c(kp("age"), .greater, .count(["scores"])),
        c(.aggregate(.avg, ["owners"], property: "age"), .equal, v(.null)),
        c(.aggregate(.min, ["scores"], property: nil), .lessOrEqual, v(.int(2))),
    ])
    func accepted(query: Query) {
        #expect(message(query) == nil)
    }

    @Test("a date is neither summed nor averaged in a query")
    func dateSum() {
        let owners = ObjectSchema(name: "Walk", properties: [PropertySchema(name: "at", type: .date, collection: .list)])
        let v2 = QueryValidator { $0 == "Walk" ? owners : nil }
        #expect(throws: EngineError(.invalidQuery, "Cannot sum or average date properties")) {
            try v2.validate(c(.aggregate(.sum, ["at"], property: nil), .equal, v(.date(1))), type: "Walk", element: nil)
        }
        #expect((try? v2.validate(c(.aggregate(.max, ["at"], property: nil), .equal, v(.date(1))), type: "Walk", element: nil)) != nil)
    }

    @Test("an empty or nil right side never matches BEGINSWITH, ENDSWITH or CONTAINS; LIKE nil matches nil")
    func emptyStrings() {
        for op in [ComparisonOperator.beginsWith, .endsWith, .contains] {
            #expect(!Compare.test(.string("Rex"), op, .string("")))
            #expect(!Compare.test(.string(""), op, .string("")))
            #expect(!Compare.test(.string("Rex"), op, .null))
            #expect(!Compare.test(.string("Rex"), op, .string(""), caseInsensitive: true, diacriticInsensitive: true))
            #expect(Compare.test(.string("Rex"), op, .string("e")) == (op == .contains))
        }
        #expect(Compare.test(.null, .like, .null))
        #expect(!Compare.test(.string("Rex"), .like, .null))
        #expect(Compare.test(.string(""), .like, .string("")))
    }

    @Test("ALL is refused before the key path is looked at; a validator for the query tree alone may take it")
    func allModifier() {
        #expect(message(c(kp("scores"), .greater, v(.int(1)), q: .all)) == "ALL modifier not supported")
        #expect(message(c(kp("age"), .greater, v(.int(1)), q: .all)) == "ALL modifier not supported")
        #expect(message(c(kp("nothing"), .greater, v(.int(1)), q: .all)) == "ALL modifier not supported")
        #expect(message(.or([c(kp("age"), .equal, v(.int(1))), c(kp("scores"), .less, v(.int(1)), q: .all)]))
                == "ALL modifier not supported")
        #expect(message(c(kp("scores"), .greater, v(.int(1)), q: Quantifier.none)) == nil)
        let tree = QueryValidator(refusesAllModifier: false) { ["Dog": dog, "Person": person][$0] }
        #expect((try? tree.validate(c(kp("scores"), .greater, v(.int(1)), q: .all), type: "Dog", element: nil)) != nil)
    }
}
