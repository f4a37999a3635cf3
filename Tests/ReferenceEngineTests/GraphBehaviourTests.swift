// Object-graph behaviours the pages leave to the SDK (sdk-behaviour), and
// the query rules as the object store evaluates them (sdk-query).

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Object-graph behaviours and evaluated query rules")
struct GraphBehaviourTests {
    @Test("a deleted object's linking objects are empty, not invalidated")
    func linkingObjectsOfDeleted() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write {
            rex = try realm.dog("Rex")
            _ = try realm.person(1, "Ann", dogs: [.link(rex)])
        }
        let owners = CollectionRef.property(owner: rex, name: "owners")
        #expect(try realm.count(owners) == 1)
        try realm.write { try realm.call(.delete(rex)) }
        #expect(try realm.count(owners) == 0)
        #expect(try realm.count(.filtered(owners, eq("name", .string("Ann")))) == 0)
        var ann = ObjectKey(type: "", id: 0)
        try realm.write { ann = try realm.person(2, "Bo") }
        try realm.write { try realm.call(.delete(ann)) }
        #expect(try realm.count(.property(owner: ann, name: "clubs")) == 0)
        expectError(.invalidated) { _ = try realm.count(.property(owner: ann, name: "dogs")) }
    }

    @Test("create reports no keys for the unmanaged objects it copied; add does")
    func createCopies() throws {
        let realm = try Realm()
        let dog = realm.new("Dog", ["name": .string("Rex")], id: 7)
        try realm.write {
            guard case .added(_, let keys) = try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1)), MapEntry("dogs", .list([dog]))]), update: .error)) else {
                Issue.record("no reply"); return
            }
            #expect(keys.isEmpty)
            guard case .added(_, let added) = try realm.call(.add(realm.new("Person", ["_id": .int(2), "dogs": .list([dog])]), update: .error)) else {
                Issue.record("no reply"); return
            }
            #expect(added.contains { $0.localId == 7 })
        }
        #expect(try realm.count(.objects(type: "Dog")) == 2)
    }

    @Test("nil for a list or set in create is an empty collection")
    func nilList() throws {
        let realm = try Realm()
        try realm.write {
            let p = try realm.add(realm.new("Person", ["_id": .int(1), "dogs": .null, "tags": .null]))
            #expect(try realm.count(.property(owner: p, name: "dogs")) == 0)
            #expect(try realm.count(.property(owner: p, name: "tags")) == 0)
        }
    }

    @Test("assigning the embedded object a property already holds changes nothing; another managed one fails")
    func embeddedReassign() throws {
        let realm = try Realm()
        var (a, b) = (ObjectKey(type: "", id: 0), ObjectKey(type: "", id: 0))
        try realm.write {
            a = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("A")])]))
            b = try realm.add(realm.new("Person", ["_id": .int(2), "address": realm.new("Address", ["street": .string("B")])]))
        }
        let held = try #require(try realm.get(a, "address").linkKey)
        try realm.write { try realm.set(a, "address", .link(held)) }
        #expect(try realm.isValid(held))
        #expect(try realm.get(a, "address").linkKey == held)
        try realm.write { expectError(.embeddedAlreadyManaged) { try realm.set(b, "address", .link(held)) } }
    }

    @Test("upsert with .all replaces an embedded object (the old one is deleted); .modified updates it in place")
    func embeddedUpsert() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("A"), "city": .string("X")])])) }
        let first = try #require(try realm.get(p, "address").linkKey)
        try realm.write { try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("B")])]), update: .modified) }
        #expect(try realm.isValid(first))
        #expect(try realm.get(first, "street") == .string("B"))
        #expect(try realm.get(first, "city") == .string("X"))
        try realm.write { try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("C")])]), update: .all) }
        #expect(try realm.isValid(first) == false)
        let second = try #require(try realm.get(p, "address").linkKey)
        #expect(try realm.get(second, "city") == .null)
        #expect(try realm.count(.objects(type: "Address")) == 1)
    }

    @Test("distinct through a nil link drops the object")
    func distinctNilLink() throws {
        let realm = try Realm()
        try realm.write {
            for (name, toy) in [("Rex", "Ball"), ("Max", nil), ("Ida", "Ball"), ("Bo", "Rope")] {
                var fields: [String: Value] = ["name": .string(name)]
                if let toy { fields["favoriteToy"] = realm.new("DogToy", ["name": .string(toy)]) }
                _ = try realm.add(realm.new("Dog", fields))
            }
        }
        #expect(try realm.names(.distinct(.objects(type: "Dog"), ["favoriteToy.name"])) == ["Rex", "Bo"])
        #expect(try realm.names(.distinct(.objects(type: "Dog"), ["color"])) == ["Rex"])
    }

    @Test("an empty string matches nothing under BEGINSWITH, ENDSWITH, CONTAINS; its negation everything; a bool takes 0 and 1")
    func evaluatedStringAndBoolRules() throws {
        let realm = try Realm()
        try realm.write {
            _ = try realm.add(realm.new("Dog", ["name": .string("Rex"), "color": .string("")]))
            _ = try realm.add(realm.new("Dog", ["name": .string("")]))
            _ = try realm.add(realm.new("Measure", ["required": .string("x"), "flag": .bool(true)]))
        }
        let c = { (path: String, op: ComparisonOperator, v: Value) in Query.compare(Comparison(.keyPath([path]), op, .constant(v))) }
        for op in [ComparisonOperator.beginsWith, .endsWith, .contains] {
            #expect(try realm.count(.filtered(dogs, c("name", op, .string("")))) == 0)
            #expect(try realm.count(.filtered(dogs, .not(c("color", op, .string(""))))) == 2)
        }
        #expect(try realm.names(.filtered(dogs, c("color", .like, .null))) == [""])
        #expect(try realm.count(.filtered(.objects(type: "Measure"), c("flag", .equal, .int(1)))) == 1)
        #expect(try realm.count(.filtered(.objects(type: "Measure"), c("flag", .in, .list([.int(0)])))) == 0)
        expectError(.invalidQuery) { _ = try realm.count(.filtered(.objects(type: "Measure"), c("flag", .equal, .int(2)))) }
    }
}
