// Every query operator through a to-one link, and every quantifier and
// collection operator over lists, sets and lists of primitives.
// crud-delete#delete-multiple-objects, rlmarray#querying

import RealmSpecCore
import Testing
@testable import ReferenceEngine

private func on(_ path: String, _ op: ComparisonOperator, _ v: Value, q: Quantifier? = nil, c: Bool = false, d: Bool = false) -> Query {
    .compare(Comparison(.keyPath(path.split(separator: ".").map(String.init)), op, .constant(v), quantifier: q, caseInsensitive: c, diacriticInsensitive: d))
}

private func collection(_ e: Expression, _ op: ComparisonOperator, _ v: Value) -> Query {
    .compare(Comparison(e, op, .constant(v)))
}

@Suite("Query operators")
struct QueryOperatorTests {
    /// Dogs with toys: Rex "Ball", Bella "Bône", Max none, Ida "bone".
    static func toys() throws -> Realm {
        let realm = try Realm()
        try realm.write {
            for (dog, toy) in [("Rex", "Ball"), ("Bella", "Bône"), ("Max", nil), ("Ida", "bone")] {
                let fields: [String: Value] = toy.map { ["name": .string(dog), "favoriteToy": realm.new("DogToy", ["name": .string($0)])] }
                    ?? ["name": .string(dog)]
                _ = try realm.add(realm.new("Dog", fields))
            }
        }
        return realm
    }

    @Test("each operator through a to-one link", arguments: [
        (on("favoriteToy.name", .equal, .string("Ball")), ["Rex"]),
        (on("favoriteToy.name", .notEqual, .string("Ball")), ["Bella", "Max", "Ida"]),
        // A missing toy's name is null, and a null string is less than every string (realm-core's StringData order).
        (on("favoriteToy.name", .less, .string("Bone")), ["Rex", "Max"]),
        (on("favoriteToy.name", .lessOrEqual, .string("Bone")), ["Rex", "Max"]),
        (on("favoriteToy.name", .greater, .string("Ball")), ["Bella", "Ida"]),
        (on("favoriteToy.name", .greaterOrEqual, .string("Ball")), ["Rex", "Bella", "Ida"]),
        (on("favoriteToy.name", .in, .list([.string("bone"), .string("Kite")])), ["Ida"]),
        (on("favoriteToy.name", .beginsWith, .string("B")), ["Rex", "Bella"]),
        (on("favoriteToy.name", .endsWith, .string("ne")), ["Bella", "Ida"]),
        (on("favoriteToy.name", .contains, .string("al")), ["Rex"]),
        (on("favoriteToy.name", .like, .string("?all")), ["Rex"]),
        (on("favoriteToy.name", .like, .string("b*e")), ["Ida"]),
        (on("favoriteToy", .equal, .null), ["Max"]),
        (on("favoriteToy", .notEqual, .null), ["Rex", "Bella", "Ida"]),
    ])
    func throughLink(query: Query, expected: [String]) throws {
        let realm = try Self.toys()
        #expect(try realm.names(.filtered(dogs, query)) == expected)
    }

    @Test("[c], [d] and [cd] apply to ==, BEGINSWITH, CONTAINS, ENDSWITH and LIKE", arguments: [
        (on("favoriteToy.name", .equal, .string("bone")), ["Ida"]),
        (on("favoriteToy.name", .equal, .string("BONE"), c: true), ["Ida"]),
        (on("favoriteToy.name", .equal, .string("Bone"), d: true), ["Bella"]),
        (on("favoriteToy.name", .equal, .string("BONE"), c: true, d: true), ["Bella", "Ida"]),
        (on("favoriteToy.name", .beginsWith, .string("bo"), c: true), ["Ida"]),
        (on("favoriteToy.name", .beginsWith, .string("bo"), c: true, d: true), ["Bella", "Ida"]),
        (on("favoriteToy.name", .contains, .string("ON"), c: true, d: true), ["Bella", "Ida"]),
        (on("favoriteToy.name", .endsWith, .string("one"), d: true), ["Bella", "Ida"]),
        (on("favoriteToy.name", .like, .string("B?NE"), c: true), ["Bella", "Ida"]),
        (on("favoriteToy.name", .notEqual, .string("BONE"), c: true, d: true), ["Rex", "Max"]),
    ])
    func options(query: Query, expected: [String]) throws {
        let realm = try Self.toys()
        #expect(try realm.names(.filtered(dogs, query)) == expected)
    }

    /// P1: dogs Rex 1, Max 5; friends Rex; scores 3, 9. P2: dog Ida 3; scores 4. P3: nothing.
    static func people() throws -> Realm {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.dog("Rex", 1), max = try realm.dog("Max", 5), ida = try realm.dog("Ida", 3)
            _ = try realm.add(realm.new("Person", ["_id": .int(1), "name": .string("P1"), "dogs": .list([.link(rex), .link(max)]),
                                                   "friends": .set([.link(rex)]), "scores": .list([.int(3), .int(9)])]))
            _ = try realm.add(realm.new("Person", ["_id": .int(2), "name": .string("P2"), "dogs": .list([.link(ida)]),
                                                   "scores": .list([.int(4)])]))
            _ = try realm.person(3, "P3")
        }
        return realm
    }

    @Test("ANY, ALL and NONE over a list of objects, a set and a list of primitives", arguments: [
        (on("dogs.age", .greater, .int(4), q: .any), ["P1"]),
        (on("dogs.age", .between, .list([.int(2), .int(4)]), q: .any), ["P2"]),
        (on("dogs.name", .in, .list([.string("Ida")]), q: .any), ["P2"]),
        (on("dogs.age", .less, .int(4), q: .all), ["P2", "P3"]),
        (on("dogs.age", .equal, .int(1), q: Quantifier.none), ["P2", "P3"]),
        (on("friends.name", .equal, .string("Rex"), q: .any), ["P1"]),
        (on("friends.name", .equal, .string("Rex"), q: Quantifier.none), ["P2", "P3"]),
        (on("scores", .greater, .int(8), q: .any), ["P1"]),
        (on("scores", .greater, .int(3), q: .all), ["P2", "P3"]),
        (on("scores", .equal, .int(4), q: Quantifier.none), ["P1", "P3"]),
    ])
    func quantifiers(query: Query, expected: [String]) throws {
        let realm = try Self.people()
        #expect(try realm.names(.filtered(.objects(type: "Person"), query)) == expected)
    }

    @Test("@count, @min, @max, @sum and @avg over lists of objects, sets and lists of primitives", arguments: [
        (collection(.count(["dogs"]), .equal, .int(2)), ["P1"]),
        (collection(.count(["friends"]), .equal, .int(0)), ["P2", "P3"]),
        (collection(.count(["scores"]), .greaterOrEqual, .int(1)), ["P1", "P2"]),
        (collection(.aggregate(.min, ["dogs"], property: "age"), .equal, .int(1)), ["P1"]),
        (collection(.aggregate(.max, ["dogs"], property: "age"), .greater, .int(4)), ["P1"]),
        (collection(.aggregate(.sum, ["dogs"], property: "age"), .equal, .int(0)), ["P3"]),
        (collection(.aggregate(.avg, ["dogs"], property: "age"), .equal, .int(3)), ["P1", "P2"]),
        (collection(.aggregate(.min, ["scores"], property: nil), .equal, .int(3)), ["P1"]),
        (collection(.aggregate(.max, ["scores"], property: nil), .less, .int(5)), ["P2"]),
        (collection(.aggregate(.sum, ["scores"], property: nil), .equal, .int(12)), ["P1"]),
        (collection(.aggregate(.avg, ["scores"], property: nil), .equal, .int(6)), ["P1"]),
        (collection(.aggregate(.avg, ["scores"], property: nil), .equal, .null), ["P3"]),
    ])
    func collectionOperators(query: Query, expected: [String]) throws {
        let realm = try Self.people()
        #expect(try realm.names(.filtered(.objects(type: "Person"), query)) == expected)
    }

    @Test("TRUEPREDICATE and FALSEPREDICATE combine with AND, OR and NOT")
    func constants() throws {
        let realm = try Self.people()
        let people = CollectionRef.objects(type: "Person")
        let p1 = on("name", .equal, .string("P1"))
        #expect(try realm.names(.filtered(people, .and([.truePredicate, p1]))) == ["P1"])
        #expect(try realm.names(.filtered(people, .or([.falsePredicate, p1]))) == ["P1"])
        #expect(try realm.count(.filtered(people, .and([.falsePredicate, p1]))) == 0)
        #expect(try realm.count(.filtered(people, .not(.falsePredicate))) == 3)
        #expect(try realm.count(.filtered(people, .not(.truePredicate))) == 0)
        #expect(try realm.names(.filtered(people, .not(.or([p1, on("name", .equal, .string("P2"))])))) == ["P3"])
    }

    @Test("a constant on the left compares the same way as on the right")
    func mirrored() throws {
        let realm = try Self.people()
        let young = Query.compare(Comparison(.constant(.int(4)), .greater, .keyPath(["age"])))
        #expect(try realm.names(.filtered(dogs, young)) == ["Rex", "Ida"])
    }
}

@Suite("Query operands")
struct QueryOperandTests {
    @Test("BETWEEN needs exactly two bounds", arguments: [
        Expression.constant(.list([])), .constant(.list([.int(1)])), .constant(.list([.int(1), .int(2), .int(3)])),
        .constant(.int(1)), .keyPath(["age"]),
    ])
    func betweenBounds(rhs: Expression) throws {
        let realm = try Realm()
        let query = Query.compare(Comparison(.keyPath(["age"]), .between, rhs))
        let message = expectError(.invalidQuery) { _ = try realm.count(.filtered(dogs, query)) }
        #expect(message.contains("BETWEEN"))
    }

    @Test("BETWEEN includes both bounds")
    func inclusive() throws {
        let realm = try Realm()
        try realm.write { for age in [1, 2, 3, 4] { _ = try realm.dog("D\(age)", Int64(age)) } }
        let query = Query.compare(Comparison(.keyPath(["age"]), .between, .constant(.list([.int(2), .int(3)]))))
        #expect(try realm.names(.filtered(dogs, query)) == ["D2", "D3"])
    }
}
