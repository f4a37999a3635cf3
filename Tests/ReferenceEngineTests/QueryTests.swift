// crud-delete#delete-multiple-objects, rlmarray#querying

import RealmSpecCore
import Testing
@testable import ReferenceEngine

private func cmp(_ path: String, _ op: ComparisonOperator, _ v: Value, q: Quantifier? = nil, c: Bool = false, d: Bool = false) -> Query {
    .compare(Comparison(.keyPath(path.split(separator: ".").map(String.init)), op, .constant(v), quantifier: q, caseInsensitive: c, diacriticInsensitive: d))
}

@Suite("Queries")
struct QueryTests {
    /// Dogs: Rex 1 brown (toy Ball), Max 5 nil, Émile 3 black, Bella 8 brown (toy Bone)
    static func realm() throws -> Realm {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.add(realm.new("Dog", ["name": .string("Rex"), "age": .int(1), "color": .string("brown"),
                                                      "favoriteToy": realm.new("DogToy", ["name": .string("Ball")])]))
            let max = try realm.add(realm.new("Dog", ["name": .string("Max"), "age": .int(5)]))
            let emile = try realm.add(realm.new("Dog", ["name": .string("Émile"), "age": .int(3), "color": .string("black")]))
            let bella = try realm.add(realm.new("Dog", ["name": .string("Bella"), "age": .int(8), "color": .string("brown"),
                                                        "favoriteToy": realm.new("DogToy", ["name": .string("Bone")])]))
            _ = try realm.person(1, "P1", dogs: [.link(rex), .link(max)])
            _ = try realm.person(2, "P2", dogs: [.link(emile)])
            _ = try realm.person(3, "P3", dogs: [.link(bella), .link(rex), .link(emile)])
            _ = try realm.person(4, "P4")
        }
        return realm
    }

    @Test("comparison operators", arguments: [
        (cmp("age", .equal, .int(5)), ["Max"]), (cmp("age", .notEqual, .int(5)), ["Rex", "Émile", "Bella"]),
        (cmp("age", .less, .int(3)), ["Rex"]), (cmp("age", .lessOrEqual, .int(3)), ["Rex", "Émile"]),
        (cmp("age", .greater, .int(4)), ["Max", "Bella"]), (cmp("age", .greaterOrEqual, .int(8)), ["Bella"]),
        (cmp("age", .between, .list([.int(3), .int(5)])), ["Max", "Émile"]),
        (cmp("age", .in, .list([.int(1), .int(8)])), ["Rex", "Bella"]),
        (cmp("color", .equal, .null), ["Max"]), (cmp("color", .notEqual, .null), ["Rex", "Émile", "Bella"]),
        (cmp("favoriteToy.name", .equal, .string("Bone")), ["Bella"]), (cmp("favoriteToy", .equal, .null), ["Max", "Émile"]),
    ])
    func operators(query: Query, expected: [String]) throws {
        let realm = try Self.realm()
        #expect(try realm.names(.filtered(dogs, query)) == expected)
    }

    @Test("string operators with [c] and [d]", arguments: [
        (cmp("name", .beginsWith, .string("B")), ["Bella"]), (cmp("name", .endsWith, .string("ex")), ["Rex"]),
        (cmp("name", .contains, .string("a")), ["Max", "Bella"]), (cmp("name", .contains, .string("A"), c: true), ["Max", "Bella"]),
        (cmp("name", .equal, .string("emile"), c: true, d: true), ["Émile"]), (cmp("name", .equal, .string("emile"), c: true), []),
        (cmp("name", .like, .string("?ax")), ["Max"]), (cmp("name", .like, .string("B*a")), ["Bella"]),
        (cmp("name", .like, .string("*e*")), ["Rex", "Émile", "Bella"]),
    ])
    func strings(query: Query, expected: [String]) throws {
        let realm = try Self.realm()
        #expect(try realm.names(.filtered(dogs, query)) == expected)
    }

    @Test("a linking-objects property declared without a collection kind is compared through its origins")
    func linkingObjectsComparison() throws {
        let realm = try Self.realm()
        guard case .key(let p1?) = try realm.call(.objectForPrimaryKey(type: "Person", key: .int(1))) else {
            Issue.record("no person 1"); return
        }
        let dogs = CollectionRef.objects(type: "Dog")
        #expect(try realm.names(.filtered(dogs, cmp("owners", .equal, .link(p1), q: .any))) == ["Rex", "Max"])
        #expect(throws: EngineError.self) { try realm.names(.filtered(dogs, cmp("owners", .equal, .null, q: .any))) }
    }

    @Test("AND, OR, NOT, TRUEPREDICATE and FALSEPREDICATE")
    func logic() throws {
        let realm = try Self.realm()
        let brown = cmp("color", .equal, .string("brown"))
        #expect(try realm.names(.filtered(dogs, .and([brown, cmp("age", .greater, .int(2))]))) == ["Bella"])
        #expect(try realm.names(.filtered(dogs, .or([brown, cmp("age", .equal, .int(5))]))) == ["Rex", "Max", "Bella"])
        #expect(try realm.names(.filtered(dogs, .not(brown))) == ["Max", "Émile"])
        #expect(try realm.count(.filtered(dogs, .truePredicate)) == 4)
        #expect(try realm.count(.filtered(dogs, .falsePredicate)) == 0)
    }

    @Test("ANY, ALL and NONE over a list, @count and aggregates over a list")
    func toMany() throws {
        let realm = try Self.realm()
        let people = CollectionRef.objects(type: "Person")
        #expect(try realm.names(.filtered(people, cmp("dogs.age", .greater, .int(4), q: .any))) == ["P1", "P3"])
        #expect(try realm.names(.filtered(people, cmp("dogs.age", .less, .int(4), q: .all))) == ["P2", "P4"])
        #expect(try realm.names(.filtered(people, cmp("dogs.age", .greater, .int(4), q: Quantifier.none))) == ["P2", "P4"])
        let count = Query.compare(Comparison(.count(["dogs"]), .greaterOrEqual, .constant(.int(2))))
        #expect(try realm.names(.filtered(people, count)) == ["P1", "P3"])
        let sum = Query.compare(Comparison(.aggregate(.sum, ["dogs"], property: "age"), .equal, .constant(.int(12))))
        #expect(try realm.names(.filtered(people, sum)) == ["P3"])
        let max = Query.compare(Comparison(.aggregate(.max, ["dogs"], property: "age"), .less, .constant(.int(4))))
        #expect(try realm.names(.filtered(people, max)) == ["P2"])
        let avg = Query.compare(Comparison(.aggregate(.avg, ["dogs"], property: "age"), .equal, .constant(.int(3))))
        #expect(try realm.names(.filtered(people, avg)) == ["P1", "P2"])
    }

    @Test("results are live: they reflect later writes")
    func live() throws {
        let realm = try Self.realm()
        let young = CollectionRef.filtered(dogs, cmp("age", .less, .int(2)))
        #expect(try realm.count(young) == 1)
        try realm.write { _ = try realm.dog("Pup", 0) }
        #expect(try realm.names(young) == ["Rex", "Pup"])
    }

    @Test("unknown key paths and incompatible constants fail with invalidQuery", arguments: [
        cmp("legs", .equal, .int(4)), cmp("age", .equal, .string("old")), cmp("favoriteToy.colour", .equal, .null),
        cmp("age", .beginsWith, .int(1)), cmp("name.first", .equal, .string("x")),
    ])
    func invalid(query: Query) throws {
        let realm = try Realm()
        expectError(.invalidQuery) { _ = try realm.count(.filtered(dogs, query)) }
    }

    @Test("index(matching:) finds the first match or -1")
    func indexMatching() throws {
        let realm = try Self.realm()
        #expect(try realm.call(.indexMatching(dogs, cmp("age", .greater, .int(2)))) == .int(1))
        #expect(try realm.call(.indexMatching(dogs, cmp("age", .greater, .int(20)))) == .int(-1))
    }

    @Test("collections of primitives query with SELF")
    func primitives() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(5), .int(1), .int(9)])])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        let big = Query.compare(Comparison(.keyPath([]), .greater, .constant(.int(4))))
        #expect(try realm.elements(.filtered(scores, big)) == [.int(5), .int(9)])
        #expect(try realm.elements(.sorted(scores, [SortDescriptor(keyPath: "self", ascending: false)])) == [.int(9), .int(5), .int(1)])
    }

    @Test("a string compared with a decimal property is the decimal it spells, and decimals compare exactly")
    func decimalStrings() throws {
        let realm = try Realm()
        try realm.write {
            for text in ["-Inf", "Inf", "123456789.123456789e1234"] {
                _ = try realm.add(realm.new("Measure", ["dec": .decimal128(text), "required": .string("")]))
            }
        }
        let measures = CollectionRef.objects(type: "Measure")
        #expect(try realm.count(.filtered(measures, cmp("dec", .less, .string("Inf")))) == 2)
        #expect(try realm.count(.filtered(measures, cmp("dec", .equal, .string("-Inf")))) == 1)
        #expect(try realm.count(.filtered(measures, cmp("dec", .greaterOrEqual, .string("123456789.123456789e1234")))) == 2)
        expectError(.invalidQuery) { _ = try realm.count(.filtered(measures, cmp("dec", .equal, .string("1.5abc")))) }
    }

    @Test("a subscript reads a map's key or an AnyRealmValue's nested key and index; a missing one reads as nil; [#any] passes when any element does")
    func subscripts() throws {
        let realm = try Realm()
        try realm.write {
            _ = try realm.add(realm.new("Person", ["_id": .int(1), "nicknames": .map([MapEntry("a", .string("hello"))]),
                                                   "anything": .list([.map([MapEntry("k", .int(5))]), .data(Array("hi".utf8))])]))
            _ = try realm.add(realm.new("Person", ["_id": .int(2), "nicknames": .map([MapEntry("b", .string("hello"))])]))
        }
        let people = CollectionRef.objects(type: "Person")
        func count(_ path: String, _ subscripts: [PathSubscript], _ op: ComparisonOperator, _ v: Value) throws -> Int {
            try realm.count(.filtered(people, .compare(Comparison(.subscripted([path], subscripts), op, .constant(v)))))
        }
        #expect(try count("nicknames", [.key("a")], .equal, .string("hello")) == 1)
        #expect(try count("nicknames", [.key("a")], .notEqual, .string("hello")) == 1)
        #expect(try count("nicknames", [.key("a")], .equal, .null) == 1)
        #expect(try count("anything", [.index(0), .key("k")], .greaterOrEqual, .int(5)) == 1)
        #expect(try count("anything", [.index(2)], .equal, .null) == 2)
        #expect(try count("anything", [.anyElement], .beginsWith, .string("h")) == 1)
        #expect(try count("anything", [.anyElement, .key("k")], .equal, .int(5)) == 1)
        expectError(.invalidQuery) { _ = try count("scores", [.key("a")], .equal, .null) }
    }
}
