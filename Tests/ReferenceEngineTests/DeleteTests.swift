// crud-delete#delete-an-object, crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type, crud-delete#delete-all-objects-in-a-realm,
// crud-delete#delete-an-object-and-its-related-objects

import RealmSpecCore
import Testing
@testable import ReferenceEngine
@testable import ObjectStore

@Suite("Deleting objects")
struct DeleteTests {
    @Test("a deleted object is invalid and every use fails with invalidated")
    func deleted() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.dog("Rex") }
        try realm.write { try realm.call(.delete(rex)) }
        #expect(try realm.isValid(rex) == false)
        let message = expectError(.invalidated) { _ = try realm.get(rex, "name") }
        #expect(message == "Object has been deleted or invalidated.")
        try realm.call(.beginWrite)
        expectError(.invalidated) { try realm.set(rex, "age", .int(1)) }
        expectError(.invalidated) { try realm.call(.delete(rex)) }
        let added = expectError(.invalidated) { try realm.call(.add(.link(rex), update: .error)) }
        #expect(added == "Adding a deleted or invalidated object to a Realm is not permitted")
        let p = try realm.person(1)
        expectError(.invalidated) { try realm.call(.listAppend(.property(owner: p, name: "dogs"), values: [.link(rex)])) }
        expectError(.invalidated) { try realm.set(p, "anything", .link(rex)) }
        expectError(.invalidated) { try realm.call(.mapSet(.property(owner: p, name: "pets"), key: "a", value: .link(rex))) }
        expectError(.invalidated) { try realm.call(.create(type: "Dog", value: .link(rex), update: .error)) }
        try realm.call(.cancelWrite)
        expectError(.invalidated) { try realm.call(.observe(.object(rex), keyPaths: nil)) }
        expectError(.invalidated) { try realm.call(.freeze(.object(rex))) }
    }

    @Test("deleting query results removes exactly the matches; results stay live")
    func deleteResults() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.dog("Rex", 1); _ = try realm.dog("Max", 5); _ = try realm.dog("Pup", 0) }
        let puppies = CollectionRef.filtered(dogs, lt("age", .int(2)))
        #expect(try realm.count(puppies) == 2)
        try realm.write { try realm.call(.deleteCollection(puppies)) }
        #expect(try realm.names(dogs) == ["Max"])
        #expect(try realm.count(puppies) == 0)
    }

    @Test("deleting a list deletes its targets")
    func deleteList() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1, dogs: [realm.new("Dog"), realm.new("Dog")]); _ = try realm.dog("Other") }
        try realm.write { try realm.call(.deleteCollection(.property(owner: p, name: "dogs"))) }
        #expect(try realm.names(dogs) == ["Other"])
        #expect(try realm.isValid(p))
    }

    @Test("deleting any sequence of objects, all of a type, and everything")
    func deleteSequenceTypeAll() throws {
        let realm = try Realm()
        var keys: [ObjectKey] = []
        try realm.write { keys = try ["A", "B", "C"].map { try realm.dog($0) }; _ = try realm.person(1) }
        try realm.write { try realm.call(.deleteObjects([keys[0], keys[2]])) }
        #expect(try realm.names(dogs) == ["B"])
        try realm.write { try realm.call(.deleteCollection(dogs)) }
        #expect(try realm.count(dogs) == 0)
        #expect(try realm.count(.objects(type: "Person")) == 1)
        try realm.write { try realm.call(.deleteAll) }
        #expect(try realm.count(.objects(type: "Person")) == 0)
        try realm.write { _ = try realm.person(1) }
        #expect(try realm.count(.objects(type: "Person")) == 1)
    }

    @Test("ordinary links do not cascade: related objects stay as orphans")
    func noCascade() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.add(realm.new("Dog", ["favoriteToy": realm.new("DogToy")])) }
        try realm.write { try realm.call(.delete(rex)) }
        #expect(try realm.count(.objects(type: "DogToy")) == 1)
    }

    @Test("deleting many objects compacts storage and keeps the survivors readable")
    func compaction() throws {
        let realm = try Realm()
        try realm.write { for i in 0..<1000 { _ = try realm.dog("D\(i)", Int64(i % 10)) } }
        try realm.write { try realm.call(.deleteCollection(.filtered(dogs, lt("age", .int(8))))) }
        #expect(try realm.count(dogs) == 200)
        let t = try #require(realm.engine.catalog.tableIndex["Dog"])
        #expect(realm.engine.storage.tables[t].ids.count == 200)
        #expect(try realm.names(.filtered(dogs, eq("name", .string("D999")))) == ["D999"])
    }
}

@Suite("Primary keys after deletion")
struct DeletedPrimaryKeyTests {
    @Test("a primary key is free again once its object is deleted, before and after compaction", arguments: [1, 600])
    func reuse(count: Int) throws {
        let realm = try Realm()
        try realm.write { for i in 0..<count { _ = try realm.person(Int64(i)) } }
        try realm.write { try realm.call(.deleteCollection(.objects(type: "Person"))) }
        #expect(try realm.call(.objectForPrimaryKey(type: "Person", key: .int(0))) == .key(nil))
        var again = ObjectKey(type: "", id: 0)
        try realm.write { again = try realm.person(0, "Again") }
        #expect(try realm.call(.objectForPrimaryKey(type: "Person", key: .int(0))) == .key(again))
        #expect(try realm.count(.objects(type: "Person")) == 1)
    }
}

@Suite("Objects of another realm")
struct ForeignObjectTests {
    /// A key this realm never issued: the object of another realm with the same type.
    static func foreign() throws -> (Realm, ObjectKey) {
        let other = try Realm()
        var key = ObjectKey(type: "", id: 0)
        try other.write { _ = try other.dog("Here"); _ = try other.dog("There"); key = try other.dog("Elsewhere") }
        let realm = try Realm()
        try realm.write { _ = try realm.dog("Rex") }
        return (realm, key)
    }

    @Test("deleting an object this realm does not manage fails with wrongRealm")
    func deleteForeign() throws {
        let (realm, key) = try Self.foreign()
        try realm.call(.beginWrite)
        let message = expectError(.wrongRealm) { try realm.call(.delete(key)) }
        #expect(message.hasPrefix("Can only delete an object from the Realm it belongs to."))
        expectError(.wrongRealm) { try realm.call(.deleteObjects([key])) }
        #expect(try realm.count(dogs) == 1)
    }

    @Test("adding or linking an object managed by another realm fails with wrongRealm")
    func addForeign() throws {
        let (realm, key) = try Self.foreign()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.call(.beginWrite)
        expectError(.wrongRealm) { try realm.call(.add(.link(key), update: .error)) }
        expectError(.wrongRealm) { try realm.call(.listAppend(.property(owner: p, name: "dogs"), values: [.link(key)])) }
        expectError(.wrongRealm) { try realm.set(p, "anything", .link(key)) }
    }

    @Test("a deleted object of this realm stays invalidated, not foreign")
    func deletedIsNotForeign() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.dog("Rex") }
        try realm.write { try realm.call(.delete(rex)) }
        try realm.call(.beginWrite)
        expectError(.invalidated) { try realm.call(.delete(rex)) }
        let added = expectError(.invalidated) { try realm.call(.add(.link(rex), update: .error)) }
        #expect(added == "Adding a deleted or invalidated object to a Realm is not permitted")
        let p = try realm.person(1)
        expectError(.invalidated) { try realm.call(.listAppend(.property(owner: p, name: "dogs"), values: [.link(rex)])) }
        expectError(.invalidated) { try realm.set(p, "anything", .link(rex)) }
        expectError(.invalidated) { try realm.call(.mapSet(.property(owner: p, name: "pets"), key: "a", value: .link(rex))) }
        expectError(.invalidated) { try realm.call(.create(type: "Dog", value: .link(rex), update: .error)) }
        try realm.call(.cancelWrite)
        expectError(.invalidated) { try realm.call(.observe(.object(rex), keyPaths: nil)) }
        expectError(.invalidated) { try realm.call(.freeze(.object(rex))) }
    }
}
