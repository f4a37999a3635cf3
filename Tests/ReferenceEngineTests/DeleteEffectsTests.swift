// crud-delete#delete-an-object, crud-delete#delete-map-keys-values,
// crud-delete#delete-mutableset-elements, crud-delete#delete-anyrealmvalue-value

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("What deleting does to references")
struct DeleteEffectsTests {
    @Test("list entries are removed, to-one links and mixed values become nil, map values nil with the key kept, sets drop it")
    func effects() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0), rex = p, toy = p, other = p
        try realm.write {
            rex = try realm.dog("Rex")
            other = try realm.dog("Other")
            toy = try realm.add(realm.new("DogToy"))
            p = try realm.add(realm.new("Person", [
                "_id": .int(1), "dogs": .list([.link(rex), .link(other), .link(rex)]),
                "anything": .link(rex), "pets": .map([MapEntry("a", .link(rex))]), "friends": .set([.link(rex), .link(other)]),
            ]))
            try realm.set(other, "favoriteToy", .link(toy))
        }
        try realm.write { try realm.call(.deleteObjects([rex, toy])) }
        #expect(try realm.get(p, "dogs") == .list([.link(other)]))
        #expect(try realm.get(p, "anything") == .null)
        #expect(try realm.get(p, "pets") == .map([MapEntry("a", .null)]))
        #expect(try realm.get(p, "friends") == .set([.link(other)]))
        #expect(try realm.get(other, "favoriteToy") == .null)
    }

    @Test("linking objects drop a deleted origin")
    func linkingObjects() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0), p = rex
        try realm.write { rex = try realm.dog("Rex"); p = try realm.person(1, dogs: [.link(rex)]) }
        #expect(try realm.elements(.property(owner: rex, name: "owners")) == [.link(p)])
        try realm.write { try realm.call(.delete(p)) }
        #expect(try realm.count(.property(owner: rex, name: "owners")) == 0)
    }

    @Test("a collection whose owner was deleted is invalidated")
    func ownerDeleted() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.write { try realm.call(.delete(p)) }
        let message = expectError(.invalidated) { _ = try realm.count(.property(owner: p, name: "dogs")) }
        #expect(message == "List is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed.")
        #expect(expectError(.invalidated) { _ = try realm.count(.property(owner: p, name: "tags")) } == "Set is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed.")
        #expect(expectError(.invalidated) { _ = try realm.count(.property(owner: p, name: "counts")) } == "Dictionary is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed.")
        try realm.call(.beginWrite)
        expectError(.invalidated) { try realm.call(.listAppend(.property(owner: p, name: "dogs"), values: [])) }
    }
}
