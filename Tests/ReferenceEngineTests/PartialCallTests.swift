// A call a Realm rule refuses part-way keeps what it wrote before the
// refusal, in the order Realm writes: create and add make the row with its
// primary key, then set the values in schema order; several elements are
// added one at a time. Checks Realm makes before any write still leave
// nothing. Embedded objects no parent holds are not kept.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("a call refused part-way")
struct PartialCallTests {
    /// A stored person and the key of a dog that was stored and deleted.
    private func annAndDeletedDog(_ realm: Realm) throws -> (ann: ObjectKey, gone: ObjectKey) {
        var ann = ObjectKey(type: "Person", id: 0)
        var gone = ObjectKey(type: "Dog", id: 0)
        try realm.write {
            ann = try realm.person(1, "Ann")
            gone = try realm.dog("Gone")
            try realm.call(.delete(gone))
        }
        return (ann, gone)
    }

    private func only(_ realm: Realm, _ type: String) throws -> ObjectKey {
        let all = try realm.elements(.objects(type: type))
        #expect(all.count == 1, "\(type) objects: \(all.count)")
        guard case .link(let key)? = all.first else { throw Failure("no \(type)") }
        return key
    }

    @Test("a create refused at a value keeps its row with the values before it, and blank values after it")
    func createKeepsEarlierValues() throws {
        let realm = try Realm()
        try realm.write {
            expectError(.typeMismatch) {
                try realm.call(.create(type: "Measure", value: .map([
                    MapEntry("i", .int(1)), MapEntry("text", .string("t")), MapEntry("dec", .string("zz")),
                    MapEntry("flag", .bool(true)), MapEntry("required", .string("r")),
                ]), update: .error))
            }
        }
        let kept = try only(realm, "Measure")
        #expect(try realm.get(kept, "i") == .int(1))
        #expect(try realm.get(kept, "text") == .string("t"))
        #expect(try realm.get(kept, "flag") == .bool(false))
        #expect(try realm.get(kept, "required") == .string(""))
    }

    @Test("a required value that is missing is refused after the row is made, in schema order")
    func missingValueAfterRow() throws {
        let realm = try Realm()
        try realm.write {
            expectError(.missingValue) {
                try realm.call(.create(type: "Measure", value: .map([MapEntry("text", .string("t"))]), update: .error))
            }
        }
        let kept = try only(realm, "Measure")
        #expect(try realm.get(kept, "text") == .string("t"))
    }

    @Test("an update sets the given values in schema order, not in the order given")
    func updateInSchemaOrder() throws {
        let realm = try Realm()
        var ann = ObjectKey(type: "Person", id: 0)
        try realm.write { ann = try realm.person(1, "Ann") }
        try realm.write {
            expectError(.typeMismatch) {
                try realm.call(.create(type: "Person", value: .map([
                    MapEntry("tags", .int(5)), MapEntry("name", .string("Bea")), MapEntry("_id", .int(1)),
                ]), update: .all))
            }
        }
        #expect(try realm.get(ann, "name") == .string("Bea"))
    }

    @Test("a taken primary key is refused before anything is written")
    func takenKeyWritesNothing() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.person(1, "Ann") }
        try realm.write {
            expectError(.primaryKeyExists) {
                try realm.call(.create(type: "Person", value: .map([
                    MapEntry("_id", .int(1)), MapEntry("dogs", .list([.map([MapEntry("name", .string("Rex"))])])),
                ]), update: .error))
            }
        }
        #expect(try realm.count(dogs) == 0)
        #expect(try realm.count(.objects(type: "Person")) == 1)
    }

    @Test("appending several elements keeps those before a refused one")
    func appendKeepsEarlierElements() throws {
        let realm = try Realm()
        let (ann, gone) = try annAndDeletedDog(realm)
        let list = CollectionRef.property(owner: ann, name: "dogs")
        try realm.write {
            expectError(.invalidated) {
                try realm.call(.listAppend(list, values: [realm.new("Dog", ["name": .string("Rex")]), .link(gone),
                                                          realm.new("Dog", ["name": .string("Ace")])]))
            }
        }
        #expect(try realm.names(list) == ["Rex"])
        #expect(try realm.count(dogs) == 1)
    }

    @Test("inserting several elements into a set keeps those before a refused one")
    func setInsertKeepsEarlierElements() throws {
        let realm = try Realm()
        let (ann, gone) = try annAndDeletedDog(realm)
        let set = CollectionRef.property(owner: ann, name: "friends")
        try realm.write {
            expectError(.invalidated) {
                try realm.call(.setInsert(set, values: [realm.new("Dog", ["name": .string("Rex")]), .link(gone)]))
            }
        }
        #expect(try realm.names(set) == ["Rex"])
    }

    @Test("a list of objects given to add keeps the elements before a refused one")
    func addKeepsListPrefix() throws {
        let realm = try Realm()
        var gone = ObjectKey(type: "Dog", id: 0)
        try realm.write {
            gone = try realm.dog("Gone")
            try realm.call(.delete(gone))
        }
        try realm.write {
            expectError(.invalidated) {
                try realm.call(.add(realm.new("Person", ["_id": .int(1), "name": .string("Ann"), "dogs": .list([
                    realm.new("Dog", ["name": .string("Rex")]), .link(gone), realm.new("Dog", ["name": .string("Ace")]),
                ])]), update: .error))
            }
        }
        let ann = try only(realm, "Person")
        #expect(try realm.get(ann, "name") == .string("Ann"))
        #expect(try realm.names(.property(owner: ann, name: "dogs")) == ["Rex"])
    }

    @Test("an embedded object refused at one of its values is not kept without a parent")
    func refusedEmbeddedIsDropped() throws {
        let realm = try Realm()
        try realm.write {
            expectError(.typeMismatch) {
                try realm.call(.create(type: "Person", value: .map([
                    MapEntry("_id", .int(1)), MapEntry("address", .map([MapEntry("street", .list([.int(5)]))])),
                ]), update: .error))
            }
        }
        let ann = try only(realm, "Person")
        #expect(try realm.get(ann, "address") == .null)
    }

    @Test("create copies a managed embedded object met in its value; add refuses it")
    func createCopiesManagedEmbedded() throws {
        let realm = try Realm()
        var ann = ObjectKey(type: "Person", id: 0)
        try realm.write {
            ann = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["city": .string("Oslo")])]))
        }
        guard case .link(let oslo) = try realm.get(ann, "address") else { throw Failure("no address") }
        var bea = ObjectKey(type: "Person", id: 0)
        try realm.write {
            guard case .added(let key?, _) = try realm.call(.create(type: "Person", value: .map([
                MapEntry("_id", .int(2)), MapEntry("address", .link(oslo)), MapEntry("addresses", .list([.link(oslo)])),
            ]), update: .error)) else { throw Failure("no key") }
            bea = key
        }
        guard case .link(let copy) = try realm.get(bea, "address") else { throw Failure("no copied address") }
        #expect(copy.id != oslo.id)
        #expect(try realm.get(copy, "city") == .string("Oslo"))
        let copies = try realm.elements(.property(owner: bea, name: "addresses"))
        #expect(copies.count == 1 && copies.first?.linkKey?.id != oslo.id)
        #expect(try realm.get(ann, "address").linkKey?.id == oslo.id)
        try realm.write {
            expectError(.embeddedAlreadyManaged) {
                try realm.call(.add(realm.new("Person", ["_id": .int(3), "address": .link(oslo)]), update: .error))
            }
        }
    }
}
