// crud-update#update-an-anyrealmvalue-property, crud-delete#delete-anyrealmvalue-value

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("AnyRealmValue")
struct MixedTests {
    @Test("every case round-trips", arguments: [
        Value.null, .int(1), .bool(true), .float(1.5), .double(2.5), .string("s"), .data([1, 2]), .date(3),
        .objectId("5f481c21f634a1f4eeaa7268"), .decimal128("1.5"), .uuid("6b1d2c4e-0000-4000-8000-000000000001"),
    ])
    func cases(value: Value) throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.write { try realm.set(p, "anything", value) }
        #expect(try realm.get(p, "anything") == value)
    }

    @Test("an unmanaged object inside a value is added with its parent; deleting it gives .none")
    func object() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.write { try realm.set(p, "anything", realm.new("Dog", ["name": .string("Rex")])) }
        let rex = try #require(try realm.get(p, "anything").linkKey)
        #expect(try realm.get(rex, "name") == .string("Rex"))
        try realm.write { try realm.call(.delete(rex)) }
        #expect(try realm.get(p, "anything") == .null)
    }

    @Test("a list or dictionary nested in an AnyRealmValue is stored whole, new objects in it made, links to deleted objects made nil")
    func nestedCollections() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        var rex = ObjectKey(type: "", id: 0)
        try realm.write {
            p = try realm.person(1)
            rex = try realm.dog("Rex", 3)
            try realm.set(p, "anything", .list([.int(1), .map([MapEntry("b", .link(rex)), MapEntry("a", .list([.string("x")]))])]))
        }
        // A nested dictionary keeps its keys in order.
        #expect(try realm.get(p, "anything") == .list([.int(1), .map([MapEntry("a", .list([.string("x")])), MapEntry("b", .link(rex))])]))
        try realm.write { try realm.call(.delete(rex)) }
        #expect(try realm.get(p, "anything") == .list([.int(1), .map([MapEntry("a", .list([.string("x")])), MapEntry("b", .null)])]))
        try realm.call(.beginWrite)
        expectError(.invalidMapKey) { try realm.set(p, "anything", .map([MapEntry("a.b", .int(1))])) }
    }
}

@Suite("AnyRealmValue and embedded objects")
struct MixedEmbeddedTests {
    @Test("an embedded object cannot be held by an AnyRealmValue, and nothing is added")
    func embedded() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.call(.beginWrite)
        expectError(.typeMismatch) { try realm.set(p, "anything", realm.new("Address")) }
        try realm.call(.commitWrite(withoutNotifying: []))
        try realm.engine.checkInvariants()
        #expect(try realm.count(.objects(type: "Address")) == 0)
    }
}
