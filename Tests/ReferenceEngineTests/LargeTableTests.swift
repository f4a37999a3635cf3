// crud-update#upsert-an-object, crud-delete#delete-multiple-objects,
// rlmarray#querying: the paths large tables take (primary-key index by row,
// one-pass scans of a whole table, deleting a query's matches by row) give
// the same answers as the general ones.

import RealmSpecCore
import Testing
@testable import ReferenceEngine
@testable import ObjectStore

@Suite("Large tables")
struct LargeTableTests {
    func people(_ realm: Realm, _ ids: Range<Int64>) throws {
        for id in ids {
            try realm.call(.create(type: "Person", value: .map([MapEntry("_id", .int(id))]), update: .error))
        }
    }

    func lookup(_ realm: Realm, _ id: Int64) throws -> ObjectKey? {
        guard case .key(let k) = try realm.call(.objectForPrimaryKey(type: "Person", key: .int(id))) else {
            throw Failure("no key reply")
        }
        return k
    }

    @Test("primary keys find the same objects after deleting most rows compacts the table")
    func lookupAfterCompaction() throws {
        let realm = try Realm()
        try realm.write { try people(realm, 0..<600) }
        let before = try #require(try lookup(realm, 550))
        try realm.write { try realm.call(.deleteCollection(.filtered(.objects(type: "Person"), lt("_id", .int(500))))) }
        #expect(realm.engine.storage.tables[realm.engine.catalog.tableIndex["Person"] ?? 0].ids.count == 100)
        #expect(try lookup(realm, 550) == before)
        #expect(try lookup(realm, 10) == nil)
        try realm.write { try people(realm, 10..<11) }
        let again = try #require(try lookup(realm, 10))
        #expect(again.id > before.id)
        #expect(try realm.count(.objects(type: "Person")) == 101)
    }

    @Test("a primary key freed by a delete in the same write names the new object")
    func reusedKey() throws {
        let realm = try Realm()
        try realm.write { try people(realm, 0..<3) }
        let old = try #require(try lookup(realm, 1))
        try realm.write {
            try realm.call(.delete(old))
            try people(realm, 1..<2)
        }
        let new = try #require(try lookup(realm, 1))
        #expect(new != old)
        #expect(try realm.isValid(new))
    }

    @Test("integer comparisons over a whole table agree with the general path on nil and mixed values",
          arguments: [ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual])
    func integerScan(op: ComparisonOperator) throws {
        let realm = try Realm()
        try realm.write {
            for n in 0..<12 {
                let i: Value = n % 4 == 0 ? .null : .int(Int64(n % 7))
                let any: Value = n % 3 == 0 ? .string("s\(n)") : .int(Int64(n))
                try realm.call(.create(type: "Measure", value: .map([
                    MapEntry("i", i), MapEntry("any", any), MapEntry("required", .string("r")),
                ]), update: .error))
            }
        }
        for name in ["i", "any"] {
            let query = Query.compare(Comparison(.keyPath([name]), op, .constant(.int(4))))
            let all = CollectionRef.objects(type: "Measure")
            let scanned = try realm.elements(.filtered(all, query))
            let general = try realm.elements(.filtered(.filtered(all, .truePredicate), query))
            #expect(scanned == general, "\(name) \(op)")
            #expect(!general.isEmpty)
        }
    }

    @Test("deleting the matches of a query on a type without links still clears links to them")
    func deleteMatchesClearsReferences() throws {
        let realm = try Realm()
        var dog = ObjectKey(type: "", id: 0)
        try realm.write {
            dog = try realm.add(realm.new("Dog", ["name": .string("Rex"), "favoriteToy": realm.new("DogToy", ["name": .string("Ball")])]))
            _ = try realm.add(realm.new("DogToy", ["name": .string("Rope")]))
        }
        try realm.write { try realm.call(.deleteCollection(.filtered(.objects(type: "DogToy"), eq("name", .string("Ball"))))) }
        #expect(try realm.get(dog, "favoriteToy") == .null)
        #expect(try realm.names(.objects(type: "DogToy")) == ["Rope"])
    }

    @Test("deleting a query's matches and cancelling brings every row back")
    func deleteMatchesThenCancel() throws {
        let realm = try Realm()
        try realm.write { try people(realm, 0..<50) }
        try realm.call(.beginWrite)
        try realm.call(.deleteCollection(.filtered(.objects(type: "Person"), lt("_id", .int(40)))))
        #expect(try realm.count(.objects(type: "Person")) == 10)
        try realm.cancel()
        #expect(try realm.count(.objects(type: "Person")) == 50)
        #expect(try lookup(realm, 5) != nil)
    }

    @Test("integer keys far apart, negative, or later covered by the direct table all find their rows")
    func integerKeys() {
        var keys = IntegerKeys()
        let wanted: [(Int64, Int)] = [(5_000_000, 0), (-3, 1), (2_000, 2), (0, 3), (1, 4), (Int64.max, 5), (Int64.min, 6)]
        for (k, r) in wanted { keys.set(k, row: r) }
        for i in 2..<3_000 where i != 2_000 { keys.set(Int64(i), row: 100 + i) }
        for (k, r) in wanted { #expect(keys.row(for: k) == r, "key \(k)") }
        #expect(keys.row(for: 2_999) == 3_099)
        #expect(keys.row(for: 3_000) == nil)
        #expect(keys.row(for: 4_999_999) == nil)
        #expect(keys.row(for: -4) == nil)
        keys.set(2_000, row: 9)
        #expect(keys.row(for: 2_000) == 9)
        #expect(keys.rows.count == wanted.count + 2_997)
    }

    @Test("objects with spread-out and negative integer keys are found by primary key")
    func spreadKeys() throws {
        let realm = try Realm()
        let ids: [Int64] = [-7, 0, 1, 1_000_000_000, 3, Int64.min, 2_048]
        try realm.write { for id in ids { try people(realm, id..<(id + 1)) } }
        for id in ids { #expect(try lookup(realm, id) != nil, "id \(id)") }
        #expect(try lookup(realm, 2) == nil)
        #expect(try lookup(realm, 999_999_999) == nil)
    }

    static let plainSchema = Schema(types: [
        ObjectSchema(name: "Small", properties: [
            PropertySchema(name: "id", type: .int, isPrimaryKey: true),
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "score", type: .double, defaultValue: .double(0)),
        ]),
    ])

    @Test("array-form creates of plain values store them, refuse a taken key, and update under .modified")
    func plainCreates() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Self.plainSchema)
        _ = try engine.perform(.beginWrite)
        guard case .added(let a?, _) = try engine.perform(.create(type: "Small", value: .list([.int(1), .string("a"), .double(0.5)]), update: .error)) else {
            Issue.record("no key"); return
        }
        guard case .added(let b?, _) = try engine.perform(.create(type: "Small", value: .list([.int(2), .string("b"), .int(3)]), update: .error)) else {
            Issue.record("no key"); return
        }
        expectError(.primaryKeyExists) { _ = try engine.perform(.create(type: "Small", value: .list([.int(1), .string("x"), .double(1)]), update: .error)) }
        _ = try engine.perform(.create(type: "Small", value: .list([.int(1), .string("z"), .double(0.5)]), update: .modified))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        try engine.checkInvariants()
        #expect(try engine.perform(.get(a, property: "name")) == .value(.string("z")))
        #expect(try engine.perform(.get(b, property: "score")) == .value(.double(3)))
        #expect(try engine.perform(.count(.objects(type: "Small"))) == .int(2))
    }
}
