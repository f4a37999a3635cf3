// A query, sort or distinct over a map of objects works on the objects its
// values link to, nil entries left out; an observer of linking objects hears
// an object that starts linking. An aggregate over a property of a map of
// objects reads the objects too.
// Related SDK sections: sdk-api (api-surface.md §9 M18, M22, M23; §8, §4 RC38).

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Maps of objects in queries; observed linking objects")
struct MapObjectsAndBacklinksTests {
    /// A person whose map `pets` holds Rex (3), Ace (5) and a nil entry.
    static func petsRexAceAndNil() throws -> (Realm, CollectionRef) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            p = try realm.person(1)
            let pets = CollectionRef.property(owner: p, name: "pets")
            try realm.call(.mapSet(pets, key: "a", value: .link(try realm.dog("Rex", 3))))
            try realm.call(.mapSet(pets, key: "b", value: .link(try realm.dog("Ace", 5))))
            try realm.call(.mapSet(pets, key: "c", value: .null))
        }
        return (realm, .property(owner: p, name: "pets"))
    }

    @Test("filtering and sorting a map of objects gives its linked objects by their properties; a nil entry is not among them")
    func mapOfObjectsQueries() throws {
        let (realm, pets) = try Self.petsRexAceAndNil()
        #expect(try realm.count(pets) == 3)
        #expect(try realm.names(.filtered(pets, lt("age", .int(4)))) == ["Rex"])
        #expect(try realm.names(.sorted(pets, [SortDescriptor(keyPath: "name", ascending: true)])) == ["Ace", "Rex"])
        #expect(try realm.count(.sorted(pets, [SortDescriptor(keyPath: "age", ascending: false)])) == 2)
    }

    @Test("a query over a map of objects whose owner was deleted reads nothing and stays valid; a sort of it is invalidated")
    func mapOfDeletedOwner() throws {
        let (realm, pets) = try Self.petsRexAceAndNil()
        guard case .property(let owner, _) = pets else { throw Failure("not a property") }
        let all = CollectionRef.filtered(pets, .truePredicate)
        #expect(try realm.count(all) == 2)
        try realm.write { try realm.call(.delete(owner)) }
        #expect(try realm.count(all) == 0)
        #expect(try realm.elements(all).isEmpty)
        expectError(.invalidated) { _ = try realm.count(.sorted(pets, [SortDescriptor(keyPath: "age", ascending: true)])) }
    }

    @Test("deleting through a map itself deletes its objects and removes every key; deleting the same objects as a query's matches leaves the keys holding nil")
    func deleteThroughMap() throws {
        let (realm, pets) = try Self.petsRexAceAndNil()
        try realm.write { try realm.call(.deleteCollection(.filtered(pets, .truePredicate))) }
        #expect(try realm.count(.objects(type: "Dog")) == 0)
        #expect(try realm.count(pets) == 3)
        let (again, pets2) = try Self.petsRexAceAndNil()
        try again.write { try again.call(.deleteCollection(pets2)) }
        #expect(try again.count(.objects(type: "Dog")) == 0)
        #expect(try again.count(pets2) == 0)
    }

    @Test("an aggregate over a property of a map of objects reads its linked objects, nil entries left out; a map of values takes only self")
    func mapOfObjectsAggregates() throws {
        let (realm, pets) = try Self.petsRexAceAndNil()
        #expect(try realm.call(.aggregate(pets, .sum, property: "age")) == .value(.int(8)))
        #expect(try realm.call(.aggregate(pets, .min, property: "age")) == .value(.int(3)))
        #expect(try realm.call(.aggregate(pets, .avg, property: "age")) == .value(.double(4)))
        #expect(throws: EngineError.self) { try realm.call(.aggregate(pets, .sum, property: "weight")) }
    }

    @Test("an observer of linking objects hears an object that starts linking as an insertion")
    func linkingObjectsInsertion() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        let clubs = CollectionRef.property(owner: p, name: "clubs")
        guard case .token(let token) = try realm.call(.observe(.collection(clubs), keyPaths: nil)) else { throw Failure("no token") }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .initial)]))
        try realm.write { _ = try realm.add(realm.new("DogClub", ["name": .string("C"), "members": .list([.link(p)])])) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(CollectionChange(insertions: [0])))]))
    }
}
