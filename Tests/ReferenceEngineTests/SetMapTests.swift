// crud-update#update-a-mutableset-property, crud-delete#delete-mutableset-elements,
// crud-update#update-a-map-dictionary, crud-delete#delete-map-keys-values

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Sets and maps")
struct SetMapTests {
    static func person() throws -> (Realm, ObjectKey) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        return (realm, p)
    }

    @Test("set insert ignores duplicates; remove, intersect, removeAll, contains")
    func sets() throws {
        let (realm, p) = try Self.person()
        let tags = CollectionRef.property(owner: p, name: "tags")
        try realm.write { try realm.call(.setInsert(tags, values: [.string("a"), .string("b"), .string("a"), .string("c")])) }
        #expect(try realm.count(tags) == 3)
        try realm.write { try realm.call(.setRemove(tags, values: [.string("b"), .string("zz")])) }
        #expect(try realm.call(.contains(tags, value: .string("b"))) == .bool(false))
        try realm.write { try realm.call(.setIntersect(tags, values: [.string("c"), .string("d")])) }
        #expect(try realm.elements(tags) == [.string("c")])
        try realm.write { try realm.call(.setRemoveAll(tags)) }
        #expect(try realm.count(tags) == 0)
    }

    @Test("a set of objects keeps one entry per object")
    func objectSet() throws {
        let (realm, p) = try Self.person()
        let friends = CollectionRef.property(owner: p, name: "friends")
        try realm.write {
            let rex = try realm.dog("Rex")
            try realm.call(.setInsert(friends, values: [.link(rex), .link(rex)]))
        }
        #expect(try realm.count(friends) == 1)
    }

    @Test("map set, update, get, keys, remove; absent keys read as absent")
    func maps() throws {
        let (realm, p) = try Self.person()
        let counts = CollectionRef.property(owner: p, name: "counts")
        try realm.write {
            try realm.call(.mapSet(counts, key: "b", value: .int(2)))
            try realm.call(.mapSet(counts, key: "a", value: .int(1)))
            try realm.call(.mapSet(counts, key: "b", value: .int(3)))
        }
        #expect(try realm.call(.mapKeys(counts)) == .values([.string("a"), .string("b")]))
        #expect(try realm.elements(counts) == [.int(1), .int(3)])
        #expect(try realm.call(.mapGet(counts, key: "b")) == .optional(.int(3)))
        #expect(try realm.call(.mapGet(counts, key: "z")) == .optional(nil))
        try realm.write { try realm.call(.mapRemove(counts, key: "a")); try realm.call(.mapRemove(counts, key: "zz")) }
        #expect(try realm.count(counts) == 1)
        try realm.write { try realm.call(.mapRemoveAll(counts)) }
        #expect(try realm.count(counts) == 0)
    }

    @Test("assigning nil keeps the key for optional values and removes it otherwise")
    func nilValues() throws {
        let (realm, p) = try Self.person()
        let nicknames = CollectionRef.property(owner: p, name: "nicknames")
        let counts = CollectionRef.property(owner: p, name: "counts")
        try realm.write {
            try realm.call(.mapSet(nicknames, key: "a", value: .string("x")))
            try realm.call(.mapSet(counts, key: "a", value: .int(1)))
        }
        try realm.write {
            try realm.call(.mapSet(nicknames, key: "a", value: .null))
            try realm.call(.mapSet(counts, key: "a", value: .null))
        }
        #expect(try realm.call(.mapGet(nicknames, key: "a")) == .optional(.null))
        #expect(try realm.call(.mapGet(counts, key: "a")) == .optional(nil))
    }

    @Test("map keys starting with $ or containing . are rejected", arguments: ["$a", "a.b", "."])
    func badKeys(key: String) throws {
        let (realm, p) = try Self.person()
        try realm.call(.beginWrite)
        expectError(.invalidMapKey) { try realm.call(.mapSet(.property(owner: p, name: "counts"), key: key, value: .int(1))) }
        expectError(.invalidMapKey) { try realm.set(p, "counts", .map([MapEntry(key, .int(1))])) }
    }
}

@Suite("Sets of numbers")
struct NumberSetTests {
    @Test("values are converted to the element type for insert, remove, intersect and contains")
    func converted() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Schema(types: [ObjectSchema(name: "Bag", properties: [
            PropertySchema(name: "ratios", type: .double, collection: .set),
        ])]))
        _ = try engine.perform(.beginWrite)
        guard case .added(let bag?, _) = try engine.perform(.create(type: "Bag", value: .map([]), update: .error)) else {
            throw Failure("no bag")
        }
        let ratios = CollectionRef.property(owner: bag, name: "ratios")
        _ = try engine.perform(.setInsert(ratios, values: [.int(1), .double(1), .int(2), .int(3)]))
        #expect(try engine.perform(.elements(ratios)) == .values([.double(1), .double(2), .double(3)]))
        #expect(try engine.perform(.contains(ratios, value: .int(2))) == .bool(true))
        _ = try engine.perform(.setRemove(ratios, values: [.int(1)]))
        _ = try engine.perform(.setIntersect(ratios, values: [.int(3)]))
        #expect(try engine.perform(.elements(ratios)) == .values([.double(3)]))
    }
}

@Suite("Large sets")
struct LargeSetTests {
    @Test("inserting many values with duplicates into a set keeps one of each, in first-seen order")
    func many() throws {
        let (realm, p) = try SetMapTests.person()
        let tags = CollectionRef.property(owner: p, name: "tags")
        let values = (0..<30_000).map { Value.string("t\($0 % 20_000)") }
        try realm.write { try realm.call(.setInsert(tags, values: values)) }
        try realm.write { try realm.call(.setInsert(tags, values: Array(values.prefix(10)))) }
        #expect(try realm.count(tags) == 20_000)
        #expect(try realm.elements(tags).prefix(2) == [.string("t0"), .string("t1")])
    }
}

@Suite("Large maps")
struct LargeMapTests {
    @Test("assigning a map with repeated keys keeps the last value of each key, in key order")
    func repeatedKeys() throws {
        let (realm, p) = try SetMapTests.person()
        let entries = (0..<30_000).map { MapEntry("k\($0 % 20_000)", .int(Int64($0))) }
        try realm.write { try realm.set(p, "counts", .map(entries)) }
        let counts = CollectionRef.property(owner: p, name: "counts")
        #expect(try realm.count(counts) == 20_000)
        #expect(try realm.call(.mapGet(counts, key: "k0")) == .optional(.int(20_000)))
        #expect(try realm.call(.mapGet(counts, key: "k19999")) == .optional(.int(19_999)))
        #expect(try realm.call(.mapKeys(counts)) == .values((0..<20_000).map { "k\($0)" }.sorted().map(Value.string)))
    }
}
