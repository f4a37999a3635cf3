// crud-update#update-realm-objects, crud-delete#delete-realm-objects

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Write transactions")
struct TransactionTests {
    @Test("begin inside a write fails with alreadyInWriteTransaction")
    func nestedBegin() throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        let message = expectError(.alreadyInWriteTransaction) { try realm.call(.beginWrite) }
        #expect(message == "The Realm is already in a write transaction")
        #expect(try realm.call(.isInWriteTransaction) == .bool(true))
    }

    @Test("commit or cancel without a write fails with noWriteTransaction", arguments: [
        EngineCall.commitWrite(withoutNotifying: []), .cancelWrite,
    ])
    func noWrite(call: EngineCall) throws {
        let realm = try Realm()
        expectError(.noWriteTransaction) { try realm.call(call) }
        #expect(try realm.call(.isInWriteTransaction) == .bool(false))
    }

    @Test("every mutation outside a write fails with notInWriteTransaction")
    func mutationOutsideWrite() throws {
        let realm = try Realm()
        var dog = ObjectKey(type: "Dog", id: 0)
        var person = ObjectKey(type: "Person", id: 0)
        try realm.write {
            dog = try realm.dog("Rex")
            person = try realm.person(1)
        }
        let dogsList = CollectionRef.property(owner: person, name: "dogs")
        let realmWide = "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."
        let calls: [(EngineCall, String)] = [
            (.add(realm.new("Dog"), update: .error), realmWide), (.create(type: "Dog", value: .map([]), update: .error), realmWide),
            (.set(dog, property: "age", value: .int(3)),
             "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first."),
            (.delete(dog), realmWide), (.deleteAll, realmWide),
            (.deleteCollection(dogs), "Cannot modify Results outside of a write transaction."),
            (.setForAll(dogs, property: "age", value: .int(1)), "Cannot modify Results outside of a write transaction."),
            (.listAppend(dogsList, values: [.link(dog)]), "Cannot modify List outside of a write transaction."),
            (.setInsert(.property(owner: person, name: "tags"), values: [.string("a")]), "Cannot modify Set outside of a write transaction."),
            (.mapSet(.property(owner: person, name: "counts"), key: "a", value: .int(1)),
             "Cannot modify Dictionary outside of a write transaction."),
        ]
        for (call, expected) in calls {
            let message = expectError(.notInWriteTransaction) { try realm.call(call) }
            #expect(message == expected)
        }
        #expect(try realm.get(dog, "age") == .int(1))
    }

    @Test("reads outside a write are allowed")
    func readsOutsideWrite() throws {
        let realm = try Realm()
        var dog = ObjectKey(type: "Dog", id: 0)
        try realm.write { dog = try realm.dog("Rex", 4) }
        #expect(try realm.get(dog, "name") == .string("Rex"))
        #expect(try realm.count(dogs) == 1)
    }

    @Test("cancel invalidates objects created in the write and reverts values")
    func cancelReverts() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "Dog", id: 0)
        var person = ObjectKey(type: "Person", id: 0)
        try realm.write {
            rex = try realm.dog("Rex", 2)
            person = try realm.person(1, dogs: [.link(rex)])
        }
        try realm.call(.beginWrite)
        let max = try realm.dog("Max")
        try realm.set(rex, "age", .int(9))
        try realm.call(.listAppend(.property(owner: person, name: "dogs"), values: [.link(max)]))
        try realm.cancel()
        #expect(try realm.isValid(max) == false)
        #expect(try realm.get(rex, "age") == .int(2))
        #expect(try realm.count(.property(owner: person, name: "dogs")) == 1)
        expectError(.invalidated) { _ = try realm.get(max, "name") }
    }

    @Test("cancel brings deleted objects back under the same key")
    func cancelRestoresDeleted() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "Dog", id: 0)
        try realm.write { rex = try realm.dog("Rex") }
        try realm.call(.beginWrite)
        try realm.call(.delete(rex))
        #expect(try realm.isValid(rex) == false)
        try realm.cancel()
        #expect(try realm.isValid(rex))
        #expect(try realm.get(rex, "name") == .string("Rex"))
    }

    @Test("reopen keeps committed data and rolls back an open write")
    func reopen() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.dog("Rex") }
        try realm.call(.beginWrite)
        _ = try realm.dog("Max")
        try realm.call(.reopen)
        #expect(try realm.call(.isInWriteTransaction) == .bool(false))
        #expect(try realm.names(dogs) == ["Rex"])
    }

    @Test("object ids are never reused, even after a cancel")
    func idsNotReused() throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        let first = try realm.dog("A")
        try realm.cancel()
        var second = ObjectKey(type: "Dog", id: 0)
        try realm.write { second = try realm.dog("B") }
        #expect(first.id != second.id)
        #expect(try realm.names(dogs) == ["B"])
    }
}

@Suite("Cancel rolls back everything")
struct CancelTests {
    @Test("links, sets, maps, mixed values and the effects of a delete revert on cancel")
    func everythingReverts() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0), rex = p, toy = p
        try realm.write {
            rex = try realm.add(realm.new("Dog", ["name": .string("Rex"), "favoriteToy": realm.new("DogToy", ["name": .string("Ball")])]))
            toy = try #require(try realm.get(rex, "favoriteToy").linkKey)
            p = try realm.add(realm.new("Person", ["_id": .int(1), "dogs": .list([.link(rex)]), "friends": .set([.link(rex)]),
                                                   "pets": .map([MapEntry("a", .link(rex))]), "anything": .link(rex),
                                                   "tags": .set([.string("x")]), "counts": .map([MapEntry("k", .int(1))])]))
        }
        let before = try ["dogs", "friends", "pets", "anything", "tags", "counts"].map { try realm.get(p, $0) }
        try realm.call(.beginWrite)
        try realm.set(rex, "favoriteToy", .null)
        try realm.call(.setInsert(.property(owner: p, name: "tags"), values: [.string("y")]))
        try realm.call(.mapSet(.property(owner: p, name: "counts"), key: "k", value: .int(2)))
        try realm.call(.delete(rex))
        try realm.cancel()
        #expect(try ["dogs", "friends", "pets", "anything", "tags", "counts"].map { try realm.get(p, $0) } == before)
        #expect(try realm.get(rex, "favoriteToy") == .link(toy))
        #expect(try realm.elements(.property(owner: rex, name: "owners")) == [.link(p)])
    }

    @Test("every list, set and map change needs a write", arguments: [
        EngineCall.listInsert(CancelTests.list, values: [], at: 0), .listAppend(CancelTests.list, values: []),
        .listRemove(CancelTests.list, at: 0), .listRemoveAll(CancelTests.list),
        .listReplace(CancelTests.list, at: 0, value: .link(ObjectKey(type: "Dog", id: 1))),
        .listMove(CancelTests.list, from: 0, to: 0), .listSwap(CancelTests.list, 0, 0),
        .setInsert(CancelTests.tags, values: []), .setRemove(CancelTests.tags, values: []),
        .setIntersect(CancelTests.tags, values: []), .setRemoveAll(CancelTests.tags),
        .mapSet(CancelTests.counts, key: "a", value: .int(1)), .mapRemove(CancelTests.counts, key: "a"),
        .mapRemoveAll(CancelTests.counts), .setForAll(CancelTests.list, property: "age", value: .int(1)),
        .deleteCollection(CancelTests.list), .deleteObjects([ObjectKey(type: "Dog", id: 1)]),
    ])
    func collectionChangesNeedAWrite(call: EngineCall) throws {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.dog("Rex")
            let p = try realm.person(1, dogs: [.link(rex)])
            #expect(rex.id == 1 && p == CancelTests.owner)
        }
        expectError(.notInWriteTransaction) { try realm.call(call) }
    }

    static let owner = ObjectKey(type: "Person", id: 2)
    static let list = CollectionRef.property(owner: owner, name: "dogs")
    static let tags = CollectionRef.property(owner: owner, name: "tags")
    static let counts = CollectionRef.property(owner: owner, name: "counts")
}

@Suite("Opening again")
struct ReopenSchemaTests {
    static let person = ObjectSchema(name: "Person", properties: [PropertySchema(name: "name", type: .string)])
    static let toy = ObjectSchema(name: "Toy", properties: [PropertySchema(name: "label", type: .string)])

    @Test("opening the same schema again starts from an empty realm")
    func sameSchemaStartsEmpty() throws {
        let engine = ReferenceEngine()
        let schema = Schema(types: [Self.person])
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Person", value: .map([MapEntry("name", .string("Ann"))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.count(.objects(type: "Person"))) == .int(1))
        engine.close()
        try engine.open(schema: schema)
        #expect(try engine.perform(.count(.objects(type: "Person"))) == .int(0))
        #expect(try engine.perform(.isInWriteTransaction) == .bool(false))
    }

    @Test("opening a different schema after one uses the new types only")
    func otherSchemaReplacesTypes() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Schema(types: [Self.person]))
        engine.close()
        try engine.open(schema: Schema(types: [Self.toy]))
        #expect(try engine.perform(.count(.objects(type: "Toy"))) == .int(0))
        #expect(throws: EngineError.self) { try engine.perform(.count(.objects(type: "Person"))) }
    }

    @Test("a broken schema is refused even right after a good one opened")
    func brokenSchemaStillChecked() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Schema(types: [Self.person]))
        let broken = ObjectSchema(name: "Person", properties: [PropertySchema(name: "pet", type: .object("Missing"))])
        #expect(throws: EngineError.self) { try engine.open(schema: Schema(types: [broken])) }
    }
}
