// crud-update#upsert-an-object, crud-update#update-an-object

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Adding objects")
struct AddTests {
    @Test("adding an object adds everything it reaches, cycles included")
    func graph() throws {
        let realm = try Realm()
        let toy = realm.new("DogToy", ["name": .string("Ball")], id: 3)
        let dog = realm.new("Dog", ["name": .string("Rex"), "favoriteToy": toy], id: 2)
        let person = realm.new("Person", ["_id": .int(1), "dogs": .list([dog]), "anything": .localRef(2),
                                          "pets": .map([MapEntry("best", .localRef(2))])], id: 1)
        try realm.call(.beginWrite)
        guard case .added(let root?, let keys) = try realm.call(.add(person, update: .error)) else {
            Issue.record("no reply"); return
        }
        try realm.call(.commitWrite(withoutNotifying: []))
        try realm.engine.checkInvariants()
        #expect(Set(keys.map(\.localId)) == [1, 2, 3])
        #expect(root.type == "Person")
        let dogKey = try #require(keys.first { $0.localId == 2 }?.key)
        #expect(try realm.get(root, "anything") == .link(dogKey))
        #expect(try realm.count(dogs) == 1)
        #expect(try realm.count(.objects(type: "DogToy")) == 1)
        let toyLink = try realm.get(dogKey, "favoriteToy")
        #expect(try realm.get(try #require(toyLink.linkKey), "name") == .string("Ball"))
    }

    @Test("a local reference closes a cycle back to an object of the same call")
    func cycle() throws {
        let realm = try Realm()
        let club = realm.new("DogClub", ["name": .string("C"), "members": .list([
            realm.new("Person", ["_id": .int(7)], id: 5), .localRef(5),
        ])], id: 4)
        var root = ObjectKey(type: "", id: 0)
        try realm.write { root = try realm.add(club) }
        let members = try realm.elements(.property(owner: root, name: "members"))
        #expect(members.count == 2 && members[0] == members[1])
        #expect(try realm.count(.objects(type: "Person")) == 1)
    }

    @Test("objects reached through a set are added; a cycle back to the root is closed, not duplicated")
    func setAndTrueCycle() throws {
        let realm = try Realm()
        let club = realm.new("DogClub", ["name": .string("C"), "members": .list([.localRef(1)])], id: 2)
        let person = realm.new("Person", ["_id": .int(1), "anything": club,
                                          "friends": .set([realm.new("Dog", ["name": .string("Rex")], id: 3),
                                                           realm.new("Dog", ["name": .string("Max")], id: 4)])], id: 1)
        var root = ObjectKey(type: "", id: 0)
        try realm.write { root = try realm.add(person) }
        #expect(try realm.count(.objects(type: "Person")) == 1)
        #expect(try realm.names(.property(owner: root, name: "friends")).sorted() == ["Max", "Rex"])
        let clubKey = try #require(try realm.get(root, "anything").linkKey)
        #expect(try realm.elements(.property(owner: clubKey, name: "members")) == [.link(root)])
        #expect(try realm.elements(.property(owner: root, name: "clubs")) == [.link(clubKey)])
    }

    @Test("adding an already managed object is a no-op")
    func addManaged() throws {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.dog("Rex")
            #expect(try realm.call(.add(.link(rex), update: .error)) == .added(root: rex, keys: []))
        }
        #expect(try realm.count(dogs) == 1)
    }

    @Test("an embedded object cannot be added on its own")
    func embeddedStandalone() throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        expectError(.embeddedStandalone) { try realm.add(realm.new("Address")) }
        expectError(.embeddedStandalone) { try realm.call(.create(type: "Address", value: .map([]), update: .error)) }
    }

    @Test("a required value with no default fails with missingValue")
    func missingValue() throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        expectError(.missingValue) { try realm.add(realm.new("Measure")) }
        expectError(.missingValue) { try realm.add(realm.new("Person", ["name": .string("no id")])) }
    }

    @Test("missing properties take their defaults; optionals start nil")
    func defaults() throws {
        let realm = try Realm()
        var dog = ObjectKey(type: "", id: 0)
        try realm.write { dog = try realm.add(realm.new("Dog")) }
        #expect(try realm.get(dog, "name") == .string(""))
        #expect(try realm.get(dog, "age") == .int(0))
        #expect(try realm.get(dog, "color") == .null)
    }

    @Test("a bad local reference is an error, not a crash")
    func badLocalRef() throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        expectError(.typeMismatch) { try realm.add(realm.new("Dog", ["favoriteToy": .localRef(99)])) }
    }
}
