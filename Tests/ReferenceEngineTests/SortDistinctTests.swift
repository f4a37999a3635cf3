// rlmarray#querying (sortedResults, distinctResults)

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Sorting and distinct")
struct SortDistinctTests {
    @Test("sorting is stable over several descriptors")
    func stable() throws {
        let realm = try Realm()
        try realm.write {
            for (n, a, c) in [("A", 2, "b"), ("B", 1, "a"), ("C", 2, "a"), ("D", 1, "a"), ("E", 2, "b")] {
                _ = try realm.add(realm.new("Dog", ["name": .string(n), "age": .int(Int64(a)), "color": .string(c)]))
            }
        }
        let byAge = CollectionRef.sorted(dogs, [SortDescriptor(keyPath: "age")])
        #expect(try realm.names(byAge) == ["B", "D", "A", "C", "E"])
        let two = CollectionRef.sorted(dogs, [SortDescriptor(keyPath: "color"), SortDescriptor(keyPath: "age", ascending: false)])
        #expect(try realm.names(two) == ["C", "B", "D", "A", "E"])
    }

    @Test("sorting through a to-one link puts an object whose link is nil last, and first descending")
    func throughLink() throws {
        let realm = try Realm()
        try realm.write {
            _ = try realm.add(realm.new("Dog", ["name": .string("A"), "favoriteToy": realm.new("DogToy", ["name": .string("z")])]))
            _ = try realm.add(realm.new("Dog", ["name": .string("B")]))
            _ = try realm.add(realm.new("Dog", ["name": .string("C"), "favoriteToy": realm.new("DogToy", ["name": .string("a")])]))
        }
        #expect(try realm.names(.sorted(dogs, [SortDescriptor(keyPath: "favoriteToy.name")])) == ["C", "A", "B"])
        #expect(try realm.names(.sorted(dogs, [SortDescriptor(keyPath: "favoriteToy.name", ascending: false)])) == ["B", "A", "C"])
        expectError(.invalidQuery) { _ = try realm.count(.sorted(dogs, [SortDescriptor(keyPath: "owners")])) }
        expectError(.invalidQuery) { _ = try realm.count(.sorted(dogs, [SortDescriptor(keyPath: "nope")])) }
    }

    @Test("distinct keeps the first object of each group")
    func distinct() throws {
        let realm = try Realm()
        try realm.write {
            for (n, a) in [("A", 2), ("B", 1), ("C", 2), ("D", 1), ("E", 3)] { _ = try realm.dog(n, Int64(a)) }
        }
        #expect(try realm.names(.distinct(dogs, ["age"])) == ["A", "B", "E"])
        #expect(try realm.names(.distinct(.sorted(dogs, [SortDescriptor(keyPath: "name", ascending: false)]), ["age"])) == ["E", "D", "C"])
        expectError(.invalidQuery) { _ = try realm.count(.distinct(dogs, ["nope"])) }
    }

    @Test("distinct over several key paths keeps the first of each combination; descending puts nil last")
    func severalKeyPaths() throws {
        let realm = try Realm()
        try realm.write {
            for (n, a, c) in [("A", 1, "b"), ("B", 1, "a"), ("C", 1, "b"), ("D", 2, "b"), ("E", 1, nil)] as [(String, Int64, String?)] {
                _ = try realm.add(realm.new("Dog", ["name": .string(n), "age": .int(a), "color": c.map(Value.string) ?? .null]))
            }
        }
        #expect(try realm.names(.distinct(dogs, ["age", "color"])) == ["A", "B", "D", "E"])
        #expect(try realm.names(.sorted(dogs, [SortDescriptor(keyPath: "color")])).first == "E")
        #expect(try realm.names(.sorted(dogs, [SortDescriptor(keyPath: "color", ascending: false)])) == ["A", "C", "D", "B", "E"])
    }
}
