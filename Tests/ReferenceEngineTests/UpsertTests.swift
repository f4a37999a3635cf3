// crud-update#upsert-an-object

import RealmSpecCore
import Testing
@testable import ReferenceEngine
@testable import ObjectStore

@Suite("Primary keys and update policies")
struct UpsertTests {
    @Test("a taken primary key under .error fails with Realm's message")
    func taken() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.person(1234, "Jones") }
        try realm.call(.beginWrite)
        let message = expectError(.primaryKeyExists) { _ = try realm.person(1234, "Again") }
        #expect(message == "Attempting to create an object of type 'Person' with an existing primary key value '1234'")
        expectError(.primaryKeyExists) { try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1234))]), update: .error)) }
    }

    @Test("update policies on a type without a primary key fail with noPrimaryKey", arguments: [UpdatePolicy.modified, .all])
    func noPrimaryKey(policy: UpdatePolicy) throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        expectError(.noPrimaryKey) { try realm.add(realm.new("Dog"), update: policy) }
        expectError(.noPrimaryKey) { try realm.call(.create(type: "Dog", value: .map([]), update: policy)) }
    }

    @Test("absent dictionary keys leave stored values untouched", arguments: [UpdatePolicy.modified, .all])
    func partial(policy: UpdatePolicy) throws {
        let realm = try Realm()
        var jones = ObjectKey(type: "", id: 0)
        try realm.write { jones = try realm.person(1234, "Jones", dogs: [realm.new("Dog")]) }
        try realm.write {
            let reply = try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1234)), MapEntry("name", .string("Bowie"))]), update: policy))
            #expect(reply == .added(root: jones, keys: []))
        }
        #expect(try realm.get(jones, "name") == .string("Bowie"))
        #expect(try realm.count(.property(owner: jones, name: "dogs")) == 1)
        #expect(try realm.count(.objects(type: "Person")) == 1)
    }

    @Test("a whole object overwrites every property and the handle becomes the existing row")
    func wholeObject() throws {
        let realm = try Realm()
        var jones = ObjectKey(type: "", id: 0)
        try realm.write { jones = try realm.person(1, "Jones", dogs: [realm.new("Dog")]) }
        try realm.write {
            let value = realm.new("Person", ["_id": .int(1), "name": .string("Bowie"), "dogs": .list([])], id: 9)
            let reply = try realm.call(.add(value, update: .modified))
            #expect(reply == .added(root: jones, keys: [LocalKey(localId: 9, key: jones)]))
        }
        #expect(try realm.get(jones, "name") == .string("Bowie"))
        #expect(try realm.count(.property(owner: jones, name: "dogs")) == 0)
        #expect(try realm.count(dogs) == 1)
    }

    @Test("lists in an upsert value replace the old contents, never merge")
    func listsReplace() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(1), .int(2)])])) }
        try realm.write {
            try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1)), MapEntry("scores", .list([.int(3)]))]), update: .modified))
        }
        #expect(try realm.get(p, "scores") == .list([.int(3)]))
    }

    @Test(".modified writes only values that differ; .all writes every value")
    func modifiedVersusAll() throws {
        for (policy, expected) in [(UpdatePolicy.modified, Set<Int>([1])), (.all, [1, 11])] {
            let realm = try Realm()
            var p = ObjectKey(type: "", id: 0)
            try realm.write { p = try realm.person(1, "A") }
            try realm.call(.beginWrite)
            try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1)), MapEntry("name", .string("B")),
                                                                MapEntry("anything", .null)]), update: policy))
            let t = realm.engine.catalog.tableIndex["Person"] ?? -1
            let touched = realm.engine.touches.properties[RowRef(table: t, id: p.id)] ?? []
            #expect(touched == expected, "\(policy)")
            try realm.call(.commitWrite(withoutNotifying: []))
        }
    }

    @Test("nested objects without a primary key become new rows on upsert")
    func nested() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1, "A", dogs: [realm.new("Dog")]) }
        try realm.write {
            let value = Value.map([MapEntry("_id", .int(1)), MapEntry("dogs", .list([.map([MapEntry("name", .string("New"))])]))])
            try realm.call(.create(type: "Person", value: value, update: .modified))
        }
        #expect(try realm.count(.objects(type: "Person")) == 1)
        #expect(try realm.count(dogs) == 2)
        #expect(try realm.names(.property(owner: p, name: "dogs")) == ["New"])
    }

    /// An owner with a primary key whose to-one link `pet` holds a type without one.
    static let linkSchema = Schema(types: [
        ObjectSchema(name: "Pet", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
        ]),
        ObjectSchema(name: "Owner", properties: [
            PropertySchema(name: "_id", type: .int, isPrimaryKey: true),
            PropertySchema(name: "pet", type: .object("Pet"), isOptional: true),
        ]),
    ])

    @Test("under .modified a dictionary for a to-one link to a type without a primary key updates the linked object in place, changed values only; under .all it makes a new one")
    func modifiedUpdatesLinkedObjectInPlace() throws {
        for policy in [UpdatePolicy.modified, .all] {
            let engine = ReferenceEngine()
            try engine.open(schema: Self.linkSchema)
            let petValue = Value.map([MapEntry("name", .string("Rex")), MapEntry("age", .int(3))])
            let owner = Value.map([MapEntry("_id", .int(1)), MapEntry("pet", petValue)])
            try engine.perform(.beginWrite)
            _ = try engine.perform(.create(type: "Owner", value: owner, update: .error))
            try engine.perform(.commitWrite(withoutNotifying: []))
            let pets = CollectionRef.objects(type: "Pet")
            guard case .values(let before) = try engine.perform(.elements(pets)), case .link(let first)? = before.first else {
                throw Failure("no pet")
            }
            try engine.perform(.beginWrite)
            let older = Value.map([MapEntry("name", .string("Rex")), MapEntry("age", .int(4))])
            _ = try engine.perform(.create(type: "Owner", value: .map([MapEntry("_id", .int(1)), MapEntry("pet", older)]), update: policy))
            let t = engine.catalog.tableIndex["Pet"] ?? -1
            let touched = engine.touches.properties[RowRef(table: t, id: first.id)] ?? []
            try engine.perform(.commitWrite(withoutNotifying: []))
            guard case .values(let after) = try engine.perform(.elements(pets)) else { throw Failure("no pets") }
            if policy == .modified {
                #expect(after == [.link(first)])
                #expect(try engine.perform(.get(first, property: "age")) == .value(.int(4)))
                #expect(touched == [1], "only age changed")
            } else {
                #expect(after.count == 2)
                #expect(try engine.perform(.get(first, property: "age")) == .value(.int(3)))
            }
        }
    }

    @Test("a nested object whose primary key is taken fails under .error")
    func nestedTaken() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.person(1, "A") }
        try realm.call(.beginWrite)
        let club = realm.new("DogClub", ["members": .list([realm.new("Person", ["_id": .int(1)])])])
        expectError(.primaryKeyExists) { try realm.add(club) }
    }

    @Test("changing a managed primary key fails with primaryKeyChange")
    func primaryKeyChange() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        try realm.call(.beginWrite)
        expectError(.primaryKeyChange) { try realm.set(p, "_id", .int(2)) }
        // The value it holds is refused too: the SDK's managed setter throws for a
        // primary-key property before it reads the value (RLMAccessor.mm `willChange`).
        expectError(.primaryKeyChange) { try realm.set(p, "_id", .int(1)) }
        // A wrongly typed value meets the primary-key refusal first.
        expectError(.primaryKeyChange) { try realm.set(p, "_id", .string("x")) }
    }

    @Test("object(forPrimaryKey:) finds the row or answers nil")
    func lookup() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(5) }
        #expect(try realm.call(.objectForPrimaryKey(type: "Person", key: .int(5))) == .key(p))
        #expect(try realm.call(.objectForPrimaryKey(type: "Person", key: .int(6))) == .key(nil))
        expectError(.noPrimaryKey) { try realm.call(.objectForPrimaryKey(type: "Dog", key: .int(1))) }
    }
}

@Suite("Upserting embedded objects")
struct EmbeddedUpsertTests {
    @Test("an upsert updates an existing embedded object in place")
    func inPlace() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "address": realm.new("Address", ["street": .string("A"), "city": .string("X")])])) }
        let address = try #require(try realm.get(p, "address").linkKey)
        try realm.write {
            try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(1)), MapEntry("address", .map([MapEntry("street", .string("B"))]))]), update: .modified))
        }
        #expect(try realm.isValid(address))
        #expect(try realm.get(address, "street") == .string("B"))
        #expect(try realm.get(address, "city") == .string("X"))
    }

    /// Two embedded objects stored, three (or one) given under an upsert.
    private func upsertAddresses(_ streets: [String], policy: UpdatePolicy) throws -> (Realm, ObjectKey, [ObjectKey]) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            p = try realm.add(realm.new("Person", ["_id": .int(1), "addresses": .list([
                realm.new("Address", ["street": .string("A")]), realm.new("Address", ["street": .string("B")])])]))
        }
        guard case .list(let before) = try realm.get(p, "addresses") else { throw Failure("no list") }
        try realm.write {
            let given = streets.map { realm.new("Address", ["street": .string($0)]) }
            _ = try realm.add(realm.new("Person", ["_id": .int(1), "addresses": .list(given)]), update: policy)
        }
        return (realm, p, before.compactMap(\.linkKey))
    }

    @Test("under .modified a list of embedded objects is updated index by index, extra values appended")
    func listInPlace() throws {
        let (realm, p, before) = try upsertAddresses(["C", "D", "E"], policy: .modified)
        #expect(try before.allSatisfy { try realm.isValid($0) })
        #expect(try before.map { try realm.get($0, "street") } == [.string("C"), .string("D")])
        guard case .list(let after) = try realm.get(p, "addresses") else { throw Failure("no list") }
        #expect(Array(after.prefix(2)) == before.map(Value.link))
        #expect(after.count == 3)
    }

    @Test("under .modified the embedded objects past the new list's end are deleted")
    func listShrinks() throws {
        let (realm, p, before) = try upsertAddresses(["C"], policy: .modified)
        #expect(try realm.isValid(before[0]))
        #expect(try !realm.isValid(before[1]))
        #expect(try realm.get(p, "addresses") == .list([.link(before[0])]))
    }

    @Test("under .all a list of embedded objects is replaced")
    func listReplaced() throws {
        let (realm, _, before) = try upsertAddresses(["C", "D"], policy: .all)
        #expect(try before.allSatisfy { try !realm.isValid($0) })
    }
}

@Suite("What upserts report")
struct UpsertNotificationTests {
    @Test(".modified reports only the values that differ; .all reports every value given but the primary key", arguments: [
        (UpdatePolicy.modified, ["name"]), (.all, ["name", "scores"]),
    ])
    func reported(policy: UpdatePolicy, expected: [String]) throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "name": .string("A"), "scores": .list([.int(1)])])) }
        guard case .token(let token) = try realm.call(.observe(.object(p), keyPaths: nil)) else { throw Failure("no token") }
        try realm.write {
            let value = Value.map([MapEntry("_id", .int(1)), MapEntry("name", .string("B")), MapEntry("scores", .list([.int(1)]))])
            try realm.call(.create(type: "Person", value: value, update: policy))
        }
        guard case .deliveries(let ds) = try realm.call(.refresh), let d = ds.first, d.token == token,
              case .objectChanged(let changes) = d.change else { Issue.record("no delivery"); return }
        #expect(changes.map(\.name) == expected)
    }
}

@Suite("upsert after a refused create")
struct FailedAddPrimaryKeyTests {
    /// Found by `realmspec fuzz --seed 1`, when a refused call was rolled
    /// back: its primary key then named a row index the next object took.
    /// Realm keeps the row a refused create made, with its primary key.
    @Test("a create refused part-way keeps its row and its primary key")
    func refusedCreateKeepsKey() throws {
        let e = ReferenceEngine()
        try e.open(schema: Schema(types: [ObjectSchema(name: "P", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "link", type: .object("P"), isOptional: true),
        ])]))
        _ = try e.perform(.beginWrite)
        guard case .added(let first?, _) = try e.perform(.create(type: "P", value: .map([MapEntry("id", .int(1))]), update: .error)) else {
            Issue.record("no key"); return
        }
        _ = try e.perform(.delete(first))
        // Refused after its row is made: the link names a deleted object.
        #expect(throws: EngineError.self) {
            try e.perform(.create(type: "P", value: .map([MapEntry("id", .int(3)), MapEntry("link", .link(first))]), update: .error))
        }
        _ = try e.perform(.create(type: "P", value: .map([MapEntry("id", .int(2))]), update: .error))
        guard case .key(let kept?) = try e.perform(.objectForPrimaryKey(type: "P", key: .int(3))) else {
            Issue.record("the refused create's row is gone"); return
        }
        #expect(try e.perform(.get(kept, property: "link")) == .value(.null))
        #expect(throws: EngineError.self) {
            try e.perform(.create(type: "P", value: .map([MapEntry("id", .int(3))]), update: .error))
        }
        _ = try e.perform(.commitWrite(withoutNotifying: []))
        #expect(try e.perform(.count(.objects(type: "P"))) == .int(2))
        try e.checkInvariants()
    }
}
