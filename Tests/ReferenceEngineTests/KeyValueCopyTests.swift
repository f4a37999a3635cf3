// crud-update#upsert-an-object: `create` given nil, an object of another
// class, a scalar, or an object of the realm and class it upserts.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Creating objects from values read by key")
struct KeyValueCopyTests {
    @Test("nil as the whole value is refused with the SDK's text")
    func nilValue() throws {
        let realm = try Realm()
        try realm.write {
            let message = expectError(.missingValue) { _ = try realm.call(.create(type: "Dog", value: .null, update: .error)) }
            #expect(message == "Must provide a non-nil value.")
        }
    }

    @Test("an object of another class gives the properties both classes name")
    func otherClassCopies() throws {
        let realm = try Realm()
        try realm.write {
            let dog = try realm.dog("Rex", 4)
            guard case .added(let toy?, _) = try realm.call(.create(type: "DogToy", value: .link(dog), update: .error)) else {
                Issue.record("no root"); return
            }
            #expect(toy.type == "DogToy")
            #expect(try realm.get(toy, "name") == .string("Rex"))
        }
    }

    @Test("an object of another class that lacks a key of the class is refused by that key")
    func otherClassMissingKey() throws {
        let realm = try Realm()
        try realm.write {
            let toy = try realm.add(realm.new("DogToy", ["name": .string("ball")]))
            let message = expectError(.missingValue) { _ = try realm.call(.create(type: "Dog", value: .link(toy), update: .error)) }
            #expect(message.hasSuffix("to initialize object of type 'Dog': missing key 'age'"), "\(message)")
        }
    }

    @Test("a string as the whole value lacks every key: the primary key is read first")
    func scalarValue() throws {
        let realm = try Realm()
        try realm.write {
            let message = expectError(.missingValue) { _ = try realm.call(.create(type: "Person", value: .string("x"), update: .error)) }
            #expect(message == "Invalid value 'x' to initialize object of type 'Person': missing key '_id'")
        }
    }

    @Test("a link given an object of another class copies it into a new object of the link's class")
    func linkCopies() throws {
        let realm = try Realm()
        try realm.write {
            let other = try realm.dog("Bone", 2)
            let value = Value.map([MapEntry("name", .string("Rex")), MapEntry("favoriteToy", .link(other))])
            guard case .added(let dog?, _) = try realm.call(.create(type: "Dog", value: value, update: .error)) else {
                Issue.record("no root"); return
            }
            guard case .link(let toy) = try realm.get(dog, "favoriteToy") else { Issue.record("no toy"); return }
            #expect(toy.type == "DogToy")
            #expect(try realm.get(toy, "name") == .string("Bone"))
        }
    }

    @Test("upserting an object of the realm and class answers it and adds nothing")
    func upsertSameObject() throws {
        let realm = try Realm()
        try realm.write {
            let p = try realm.person(1, "Ann")
            guard case .added(let root?, _) = try realm.call(.create(type: "Person", value: .link(p), update: .all)) else {
                Issue.record("no root"); return
            }
            #expect(root == p)
            #expect(try realm.count(.objects(type: "Person")) == 1)
        }
    }
}
