// Evaluating `map.@allKeys`: the keys of a map compared with the string
// operators, any key by default, ALL and NONE when asked, [c] and [d], the
// keys on either side, and maps reached through links (sdk-query,
// query-rules.md §9 row @allKeys).

import RealmSpecCore
import Testing
@testable import ReferenceEngine

private func keys(_ path: String, _ op: ComparisonOperator, _ v: Value, q: Quantifier? = nil,
                  c: Bool = false, d: Bool = false) -> Query {
    .compare(Comparison(.allKeys(path.split(separator: ".").map(String.init)), op, .constant(v), quantifier: q,
                        caseInsensitive: c, diacriticInsensitive: d))
}

private let people = CollectionRef.objects(type: "Person")

@Suite("Queries on a map's keys")
struct AllKeysQueryTests {
    /// Ann: nicknames Oslo, Paris (counts a); Bob: Zürich (counts b, c); Cy: no entries.
    static func owners() throws -> Realm {
        let realm = try Realm()
        try realm.write {
            let rex = realm.new("Dog", ["name": .string("Rex")])
            _ = try realm.add(realm.new("Person", ["_id": .int(1), "name": .string("Ann"),
                "nicknames": .map([MapEntry("Oslo", .string("A")), MapEntry("Paris", .null)]),
                "counts": .map([MapEntry("a", .int(1))]), "dogs": .list([rex])]))
            _ = try realm.add(realm.new("Person", ["_id": .int(2), "name": .string("Bob"),
                "nicknames": .map([MapEntry("Zürich", .string("B"))]),
                "counts": .map([MapEntry("b", .int(2)), MapEntry("Bob", .int(3))])]))
            _ = try realm.add(realm.new("Person", ["_id": .int(3), "name": .string("Cy")]))
        }
        return realm
    }

    @Test("each string operator over the keys, any key matching", arguments: [
        (keys("nicknames", .equal, .string("Paris")), ["Ann"]),
        (keys("nicknames", .equal, .string("paris")), []),
        (keys("nicknames", .equal, .string("paris"), c: true), ["Ann"]),
        (keys("nicknames", .notEqual, .string("Oslo")), ["Ann", "Bob"]),
        (keys("nicknames", .less, .string("P")), ["Ann"]),
        (keys("nicknames", .greaterOrEqual, .string("Z")), ["Bob"]),
        (keys("nicknames", .beginsWith, .string("Zü")), ["Bob"]),
        (keys("nicknames", .beginsWith, .string("")), []),
        (keys("nicknames", .contains, .string("uri"), d: true), ["Bob"]),
        (keys("nicknames", .contains, .string("URI"), c: true), []),
        (keys("nicknames", .contains, .string("URI"), c: true, d: true), ["Bob"]),
        (keys("nicknames", .endsWith, .string("LO"), c: true), ["Ann"]),
        (keys("nicknames", .like, .string("?slo")), ["Ann"]),
        (keys("nicknames", .like, .string("z*H"), c: true), ["Bob"]),
        (keys("nicknames", .equal, .null), []),
        (keys("nicknames", .notEqual, .null), ["Ann", "Bob"]),
        (keys("counts", .beginsWith, .string("b"), c: true), ["Bob"]),
    ])
    func operators(query: Query, expected: [String]) throws {
        let realm = try Self.owners()
        #expect(try realm.names(.filtered(people, query)) == expected)
    }

    @Test("ANY, ALL and NONE count the keys; an empty map has none and passes ALL", arguments: [
        (keys("counts", .beginsWith, .string("b"), q: .any), ["Bob"]),
        (keys("counts", .beginsWith, .string("b"), q: .all, c: true), ["Bob", "Cy"]),
        (keys("counts", .beginsWith, .string("b"), q: .all), ["Cy"]),
        (keys("counts", .beginsWith, .string("b"), q: Quantifier.none), ["Ann", "Cy"]),
        (.not(keys("counts", .equal, .string("a"))), ["Bob", "Cy"]),
    ])
    func quantifiers(query: Query, expected: [String]) throws {
        let realm = try Self.owners()
        #expect(try realm.names(.filtered(people, query)) == expected)
    }

    @Test("a string property on the other side, the keys on either side")
    func againstProperty() throws {
        let realm = try Self.owners()
        let left = Query.compare(Comparison(.allKeys(["counts"]), .equal, .keyPath(["name"])))
        let right = Query.compare(Comparison(.keyPath(["name"]), .equal, .allKeys(["counts"])))
        let none = Query.compare(Comparison(.keyPath(["name"]), .equal, .allKeys(["counts"]), quantifier: Quantifier.none))
        #expect(try realm.names(.filtered(people, left)) == ["Bob"])
        #expect(try realm.names(.filtered(people, right)) == ["Bob"])
        #expect(try realm.names(.filtered(people, none)) == ["Ann", "Cy"])
        let after = Query.compare(Comparison(.keyPath(["name"]), .less, .allKeys(["counts"])))
        #expect(try realm.names(.filtered(people, after)) == ["Ann", "Bob"])
    }

    @Test("a map reached through a link or linking objects gives its owner's keys")
    func throughLinks() throws {
        let realm = try Self.owners()
        let dogsOfOslo = keys("owners.nicknames", .equal, .string("Oslo"), q: .any)
        #expect(try realm.names(.filtered(dogs, dogsOfOslo)) == ["Rex"])
        #expect(try realm.names(.filtered(dogs, keys("owners.nicknames", .equal, .string("Zürich"), q: .any))) == [])
    }

    @Test("the query rules run first: a list is not a map, a number is not a key")
    func refused() throws {
        let realm = try Self.owners()
        let list = expectError(.invalidQuery) { _ = try realm.count(.filtered(people, keys("scores", .equal, .string("x")))) }
        #expect(list == "Invalid keypath 'scores.@allKeys': @allKeys must follow a dictionary property.")
        let number = expectError(.invalidQuery) { _ = try realm.count(.filtered(people, keys("counts", .equal, .int(1)))) }
        #expect(number == "@allKeys can only be compared with a string value.")
    }
}
