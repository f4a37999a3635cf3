// crud-update#update-an-embedded-object-property, crud-update#overwrite-an-embedded-object

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Embedded objects")
struct EmbeddedTests {
    @Test("overwriting an embedded object deletes the old one")
    func overwrite() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("Old")])])) }
        let old = try #require(try realm.get(p, "address").linkKey)
        try realm.write { try realm.set(p, "address", realm.new("Address", ["street": .string("New")])) }
        #expect(try realm.isValid(old) == false)
        #expect(try realm.count(.objects(type: "Address")) == 1)
    }

    @Test("updating an embedded object's property writes through the parent's link")
    func updateProperty() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address")])) }
        let address = try #require(try realm.get(p, "address").linkKey)
        try realm.write { try realm.set(address, "street", .string("Main")) }
        #expect(try realm.get(address, "street") == .string("Main"))
    }

    @Test("deleting a parent deletes its embedded children; unlinking deletes them")
    func cascade() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address"),
                                                   "addresses": .list([realm.new("Address"), realm.new("Address")])]))
        }
        try realm.write { try realm.call(.listRemove(.property(owner: p, name: "addresses"), at: 0)) }
        #expect(try realm.count(.objects(type: "Address")) == 2)
        try realm.write { try realm.set(p, "address", .null) }
        #expect(try realm.count(.objects(type: "Address")) == 1)
        try realm.write { try realm.call(.delete(p)) }
        #expect(try realm.count(.objects(type: "Address")) == 0)
    }

    @Test("linking a managed embedded object from a second place fails")
    func alreadyManaged() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0), q = p
        try realm.write {
            p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address")]))
            q = try realm.person(2)
        }
        let address = try realm.get(p, "address")
        try realm.call(.beginWrite)
        expectError(.embeddedAlreadyManaged) { try realm.set(q, "address", address) }
        expectError(.embeddedAlreadyManaged) { try realm.call(.listAppend(.property(owner: q, name: "addresses"), values: [address])) }
    }
}
