// crud-update#update-an-object, crud-update#update-properties-with-key-value-coding

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Updating objects")
struct UpdateTests {
    @Test("setting a property changes the stored value")
    func set() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.dog("Rex", 1) }
        try realm.write { try realm.set(rex, "age", .int(2)) }
        #expect(try realm.get(rex, "age") == .int(2))
    }

    @Test("setting through a to-one link reaches the related object")
    func throughLink() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write {
            rex = try realm.add(realm.new("Dog", ["favoriteToy": realm.new("DogToy", ["name": .string("Ball")])]))
        }
        let toy = try #require(try realm.get(rex, "favoriteToy").linkKey)
        try realm.write { try realm.set(toy, "name", .string("Rope")) }
        #expect(try realm.get(toy, "name") == .string("Rope"))
    }

    @Test("key-value coding on results sets the key on every object")
    func kvcResults() throws {
        let realm = try Realm()
        try realm.write { for n in ["A", "B", "C"] { _ = try realm.dog(n, 1) } }
        try realm.write { try realm.call(.setForAll(.filtered(dogs, eq("name", .string("B")).negated), property: "age", value: .int(7))) }
        let ages = try realm.elements(dogs).map { try realm.get(#require($0.linkKey), "age") }
        #expect(ages == [.int(7), .int(1), .int(7)])
    }

    @Test("key-value coding on a list sets the key on every element")
    func kvcList() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1, dogs: [realm.new("Dog"), realm.new("Dog")]) }
        try realm.write { try realm.call(.setForAll(.property(owner: p, name: "dogs"), property: "name", value: .string("Z"))) }
        #expect(try realm.names(dogs) == ["Z", "Z"])
    }

    @Test("assigning a collection to a list replaces its contents in order")
    func assignList() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1, dogs: [realm.new("Dog", ["name": .string("Old")])]) }
        try realm.write {
            let a = try realm.dog("A"), b = try realm.dog("B")
            try realm.set(p, "dogs", .list([.link(b), .link(a)]))
        }
        #expect(try realm.names(.property(owner: p, name: "dogs")) == ["B", "A"])
        #expect(try realm.count(dogs) == 3)
    }

    @Test("wrong value kinds fail with typeMismatch", arguments: [
        ("age", Value.string("x")), ("name", .null), ("favoriteToy", .int(1)), ("age", .double(1.5)),
    ])
    func mismatch(property: String, value: Value) throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.dog("Rex") }
        try realm.call(.beginWrite)
        expectError(.typeMismatch) { try realm.set(rex, property, value) }
    }

    @Test("an unknown property is unknownProperty; a linking-objects one is read-only")
    func unknownAndReadOnly() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.dog("Rex") }
        try realm.call(.beginWrite)
        expectError(.unknownProperty) { try realm.set(rex, "legs", .int(4)) }
        expectError(.unknownProperty) { _ = try realm.get(rex, "legs") }
        expectError(.readOnlyProperty) { try realm.set(rex, "owners", .list([])) }
    }

    @Test("two keys to one row read the same object")
    func identity() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(3) }
        #expect(try realm.call(.objectForPrimaryKey(type: "Person", key: .int(3))) == .key(p))
        #expect(try realm.elements(.objects(type: "Person")) == [.link(p)])
    }
}

extension Query {
    var negated: Query { .not(self) }
}
