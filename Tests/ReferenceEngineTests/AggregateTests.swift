// rlmarray#aggregating

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Aggregates")
struct AggregateTests {
    static func measures(_ rows: [[String: Value]]) throws -> Realm {
        let realm = try Realm()
        try realm.write { for r in rows { _ = try realm.add(realm.new("Measure", r.merging(["required": .string("")]) { a, _ in a })) } }
        return realm
    }

    func agg(_ realm: Realm, _ op: AggregateOperator, _ p: String?, _ ref: CollectionRef = .objects(type: "Measure")) throws -> Value {
        guard case .value(let v) = try realm.call(.aggregate(ref, op, property: p)) else { throw Failure("no value") }
        return v
    }

    @Test("a double compared with a float property is the float it rounds to, on every path (filter, count, aggregate)")
    func floatConstants() throws {
        let realm = try Self.measures([["f": .float(20.2), "i": .int(1)], ["f": .float(20.25), "i": .int(2)]])
        let query = Query.compare(Comparison(.keyPath(["f"]), .equal, .constant(.double(20.2))))
        let matches = CollectionRef.filtered(.objects(type: "Measure"), query)
        #expect(try realm.count(matches) == 1)
        #expect(try agg(realm, .max, "i", matches) == .int(1))
        let listed = Query.compare(Comparison(.keyPath(["f"]), .in, .constant(.list([.double(20.2), .double(3)]))))
        #expect(try agg(realm, .sum, "i", .filtered(.objects(type: "Measure"), listed)) == .int(1))
    }

    @Test("min, max, sum, average over int, float, double and date")
    func values() throws {
        let realm = try Self.measures([
            ["i": .int(3), "f": .float(1.5), "d": .double(2), "when": .date(10)],
            ["i": .int(5), "f": .float(2.5), "d": .double(4), "when": .date(20)],
            ["i": .null, "f": .float(0), "d": .double(0), "when": .date(5)],
        ])
        #expect(try agg(realm, .min, "i") == .int(3))
        #expect(try agg(realm, .max, "i") == .int(5))
        #expect(try agg(realm, .sum, "i") == .int(8))
        #expect(try agg(realm, .avg, "i") == .double(4))
        #expect(try agg(realm, .sum, "d") == .double(6))
        #expect(try agg(realm, .max, "f") == .float(2.5))
        #expect(try agg(realm, .min, "when") == .date(5))
    }

    @Test("an empty collection gives nil, except sum, which gives zero")
    func empty() throws {
        let realm = try Realm()
        #expect(try agg(realm, .min, "i") == .null)
        #expect(try agg(realm, .max, "d") == .null)
        #expect(try agg(realm, .avg, "f") == .null)
        #expect(try agg(realm, .sum, "i") == .int(0))
        #expect(try agg(realm, .sum, "d") == .double(0))
    }

    @Test("other property types fail with unsupportedAggregate", arguments: [
        (AggregateOperator.sum, "when"), (.avg, "when"), (.min, "text"), (.max, "text"), (.sum, "any"), (.min, "flag"),
    ])
    func unsupported(op: AggregateOperator, property: String) throws {
        let realm = try Realm()
        expectError(.unsupportedAggregate) { _ = try agg(realm, op, property) }
    }

    @Test("a decimal property aggregates to Decimal128s; no objects give nil, and a Decimal128 zero for sum")
    func decimal() throws {
        let empty = try Realm()
        #expect(try agg(empty, .max, "dec") == .null)
        #expect(try agg(empty, .avg, "dec") == .null)
        #expect(try agg(empty, .sum, "dec") == .decimal128("0"))
        let realm = try Self.measures([["dec": .decimal128("2")], ["dec": .decimal128("5")]])
        #expect(try agg(realm, .min, "dec") == .decimal128("2"))
        #expect(try agg(realm, .max, "dec") == .decimal128("5"))
        #expect(try agg(realm, .sum, "dec") == .decimal128("7"))
        #expect(try agg(realm, .avg, "dec") == .decimal128("3.5"))
    }

    @Test("an unknown property fails with unknownProperty")
    func unknown() throws {
        let realm = try Realm()
        expectError(.unknownProperty) { _ = try agg(realm, .sum, "nope") }
    }

    @Test("aggregates over a list of objects and a list of numbers")
    func lists() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(4), .int(2)]),
                                                   "dogs": .list([realm.new("Dog", ["age": .int(6)])])]))
        }
        #expect(try agg(realm, .max, "age", .property(owner: p, name: "dogs")) == .int(6))
        #expect(try agg(realm, .sum, nil, .property(owner: p, name: "scores")) == .int(6))
        #expect(try agg(realm, .avg, nil, .property(owner: p, name: "scores")) == .double(3))
    }
}

@Suite("Aggregates on lists")
struct ListAggregateTests {
    static func lists(empty: Bool) throws -> (Realm, CollectionRef, CollectionRef) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            p = empty ? try realm.person(1)
                : try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(4), .int(2)]),
                                                     "dogs": .list([realm.new("Dog", ["age": .int(6)]), realm.new("Dog", ["age": .int(2)])])]))
        }
        return (realm, .property(owner: p, name: "dogs"), .property(owner: p, name: "scores"))
    }

    @Test("min, max, sum and average of a list of objects and of numbers", arguments: [
        (AggregateOperator.min, Value.int(2), Value.int(2)), (.max, .int(6), .int(4)), (.sum, .int(8), .int(6)), (.avg, .double(4), .double(3)),
    ])
    func values(op: AggregateOperator, objects: Value, numbers: Value) throws {
        let (realm, dogsList, scores) = try Self.lists(empty: false)
        #expect(try realm.call(.aggregate(dogsList, op, property: "age")) == .value(objects))
        #expect(try realm.call(.aggregate(scores, op, property: nil)) == .value(numbers))
    }

    @Test("an empty list gives nil for min, max and average, and zero for sum", arguments: [
        (AggregateOperator.min, Value.null), (.max, .null), (.avg, .null), (.sum, .int(0)),
    ])
    func empty(op: AggregateOperator, expected: Value) throws {
        let (realm, dogsList, scores) = try Self.lists(empty: true)
        #expect(try realm.call(.aggregate(dogsList, op, property: "age")) == .value(expected))
        #expect(try realm.call(.aggregate(scores, op, property: nil)) == .value(expected))
    }

    @Test("a list aggregate of another type is unsupportedAggregate; of an unknown property, unknownProperty")
    func refused() throws {
        let (realm, dogsList, _) = try Self.lists(empty: false)
        for op in [AggregateOperator.min, .max, .sum, .avg] {
            expectError(.unsupportedAggregate) { try realm.call(.aggregate(dogsList, op, property: "name")) }
            expectError(.unsupportedAggregate) { try realm.call(.aggregate(dogsList, op, property: "favoriteToy")) }
            expectError(.unknownProperty) { try realm.call(.aggregate(dogsList, op, property: "weight")) }
        }
    }
}
