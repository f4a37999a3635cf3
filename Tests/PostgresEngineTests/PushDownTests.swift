// Sorts, LIMITs, distinct and aggregates pushed down into PostgreSQL answer
// exactly what the object store's own evaluation answers, on generated rows
// and generated keys: nil first (last descending), ASCII strings in byte
// order, ties in id order, over all rows and over a filter; columns holding
// a NaN or a non-ASCII string are left to the object store.
// Section ids: rlmarray#querying

import Testing
import RealmSpecCore
@testable import ObjectStore
@testable import PostgresEngine

@Suite("Sorts, distinct and aggregates pushed down to PostgreSQL", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct PushDownTests {
    static let schema = Schema(types: [
        ObjectSchema(name: "Row", properties: [
            PropertySchema(name: "i", type: .int, isOptional: true),
            PropertySchema(name: "b", type: .bool, defaultValue: .bool(false)),
            PropertySchema(name: "s", type: .string, isOptional: true),
            PropertySchema(name: "d", type: .double, defaultValue: .double(0)),
        ]),
    ])

    /// ASCII strings (PostgreSQL orders bytes, which is Realm's order for them), with a NUL.
    static let strings: [Value] = ["a", "B", "b", "e", "E", "z", "", "ss", "Zebra", "zebra", "10", "9", "a\u{0}b", "a ", "~"]
        .map { .string($0) } + [.null]

    /// A small deterministic generator.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// An in-memory engine holding `count` generated rows; `values` makes
    /// the fields of one.
    static func engine(rows count: Int, _ g: inout Generator, _ values: (inout Generator) -> [MapEntry]) throws -> PostgresEngine {
        let engine = PostgresEngine()
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        for _ in 0..<count { _ = try engine.perform(.create(type: "Row", value: .map(values(&g)), update: .error)) }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return engine
    }

    /// Every kind of field, with ties, nils and look-alike strings.
    static func mixedRow(_ g: inout Generator) -> [MapEntry] {
        let i: Value = g.next(5) == 0 ? .null : .int(Int64(g.next(7)) - 3)
        return [MapEntry("i", i), MapEntry("b", .bool(g.next(2) == 0)),
                MapEntry("s", strings[g.next(strings.count)]), MapEntry("d", .double(Double(g.next(4))))]
    }

    @Test("PostgreSQL orders rows as the object store does", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func parity(seed: Int) throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: UInt64(seed))
        let engine = try Self.engine(rows: 150, &g, Self.mixedRow)
        defer { engine.close() }
        let storage = engine.storage
        let t = try #require(engine.catalog.tableIndex["Row"])
        for _ in 0..<20 {
            let names = ["i", "b", "s", "d"].shuffledDeterministically(&g)
            let descriptors = names.prefix(1 + g.next(3)).map { SortDescriptor(keyPath: $0, ascending: g.next(2) == 0) }
            let filter: Query? = g.next(2) == 0 ? nil
                : .compare(Comparison(.keyPath(["d"]), .less, .constant(.double(2))))
            let base: CollectionRef = filter.map { .filtered(.objects(type: "Row"), $0) } ?? .objects(type: "Row")
            let keys = descriptors.map { SortKey(property: engine.catalog.tables[t].propertyIndex[$0.keyPath]!, ascending: $0.ascending) }
            let pushed = try #require(storage.sortedRows(table: t, query: filter, by: keys), "\(descriptors) not pushed down")
            guard case .objects(_, let fallback) = try storage.sort(try storage.items(base), by: descriptors) else {
                Issue.record("the fallback sort answered values"); return
            }
            #expect(pushed == fallback, "\(descriptors) over \(String(describing: filter))")
            let limit = g.next(12)
            #expect(storage.sortedRows(table: t, query: filter, by: keys, limit: limit) == Array(fallback.prefix(limit)),
                    "LIMIT \(limit) of \(descriptors)")
        }
    }

    @Test("the first elements of a sort are read through a LIMIT and equal the whole sort's")
    func prefixElements() throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: 99)
        let engine = try Self.engine(rows: 80, &g, Self.mixedRow)
        defer { engine.close() }
        let descriptors = [SortDescriptor(keyPath: "i", ascending: false), SortDescriptor(keyPath: "s")]
        let sorted = CollectionRef.sorted(.objects(type: "Row"), descriptors)
        let storage = engine.storage
        guard case .objects(let t, let rows) = try storage.sort(try storage.items(.objects(type: "Row")), by: descriptors) else {
            Issue.record("the fallback sort answered values"); return
        }
        for i in [0, 1, 5, 31, 32, 79] {
            #expect(try engine.perform(.element(sorted, index: i)) == .value(.link(ObjectKey(type: "Row", id: storage.id(table: t, row: rows[i])))))
        }
        #expect(engine.lastPrefix?.rows.count == ObjectStore<PostgresStorage>.prefixLimit, "the storage answered a prefix")
        #expect(throws: EngineError.self) { try engine.perform(.element(sorted, index: 80)) }
    }

    @Test("distinct pushed down to PostgreSQL keeps the rows the object store keeps", arguments: [21, 22, 23, 24])
    func distinctParity(seed: Int) throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: UInt64(seed))
        let engine = try Self.engine(rows: 120, &g, Self.mixedRow)
        defer { engine.close() }
        let storage = engine.storage
        let t = try #require(engine.catalog.tableIndex["Row"])
        for _ in 0..<12 {
            let names = Array(["i", "b", "s"].shuffledDeterministically(&g).prefix(1 + g.next(3)))
            let filter: Query? = g.next(2) == 0 ? nil : .compare(Comparison(.keyPath(["d"]), .less, .constant(.double(2))))
            let base: CollectionRef = filter.map { .filtered(.objects(type: "Row"), $0) } ?? .objects(type: "Row")
            let properties = names.map { engine.catalog.tables[t].propertyIndex[$0]! }
            let pushed = try #require(storage.distinctRows(table: t, query: filter, properties: properties))
            guard case .objects(_, let fallback) = try storage.distinct(try storage.items(base), keyPaths: names) else {
                Issue.record("the fallback distinct answered values"); return
            }
            #expect(pushed == fallback, "\(names) over \(String(describing: filter))")
        }
    }

    @Test("aggregates pushed down to PostgreSQL answer what Realm's aggregate rules answer", arguments: [11, 12, 13, 14])
    func aggregateParity(seed: Int) throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: UInt64(seed))
        let engine = try Self.engine(rows: seed == 11 ? 0 : 60, &g) { g in
            [MapEntry("i", g.next(4) == 0 ? .null : .int(Int64(g.next(1000)) - 500)),
             MapEntry("d", .double(Double(g.next(2000)) / 7 - 100))]
        }
        defer { engine.close() }
        let storage = engine.storage
        let t = try #require(engine.catalog.tableIndex["Row"])
        for filter in [nil, Query.compare(Comparison(.keyPath(["d"]), .less, .constant(.double(0))))] {
            let base = filter.map { CollectionRef.filtered(.objects(type: "Row"), $0) } ?? .objects(type: "Row")
            for op in [AggregateOperator.min, .max, .sum, .avg] {
                for p in [0, 3] {
                    #expect(storage.aggregate(table: t, query: filter, op: op, property: p) != nil, "\(op) is pushed down")
                    let name = engine.catalog.tables[t].property(p).name
                    let fallback = try storage.aggregate(try storage.items(base), op, property: name, owner: nil)
                    #expect(try engine.perform(.aggregate(base, op, property: name)) == .value(fallback), "\(op) of \(name)")
                }
            }
        }
    }

    @Test("an int sum that could pass Int64 is left to the object store, which refuses it")
    func sumOverflow() throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: 5)
        let engine = try Self.engine(rows: 3, &g) { g in [MapEntry("i", .int(Int64.max - Int64(g.next(3))))] }
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Row"])
        #expect(engine.storage.aggregate(table: t, query: nil, op: .sum, property: 0) == nil)
        #expect(throws: EngineError.self) { try engine.perform(.aggregate(.objects(type: "Row"), .sum, property: "i")) }
        #expect(engine.storage.aggregate(table: t, query: nil, op: .avg, property: 0) == nil,
                "magnitudes past 2^53 make the average the object store's")
        #expect(try engine.perform(.aggregate(.objects(type: "Row"), .avg, property: "i")) != .value(.null))
    }

    @Test("a double column holding NaN is sorted by the object store, not by SQL")
    func fallsBack() throws {
        guard TestServer.ready() else { return }
        let engine = PostgresEngine()
        defer { engine.close() }
        try engine.open(schema: Self.schema)
        let t = try #require(engine.catalog.tableIndex["Row"])
        let byD = [SortKey(property: 3, ascending: true)]
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Row", value: .map([MapEntry("d", .double(1))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(engine.storage.sortedRows(table: t, query: nil, by: byD) != nil)
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Row", value: .map([MapEntry("d", .double(.nan))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(engine.storage.sortedRows(table: t, query: nil, by: byD) == nil)
    }
}

extension Array {
    func shuffledDeterministically(_ g: inout PushDownTests.Generator) -> [Element] {
        var out = self
        for i in stride(from: out.count - 1, to: 0, by: -1) { out.swapAt(i, g.next(i + 1)) }
        return out
    }
}

extension PushDownTests {
    @Test("a string column given a non-ASCII string is sorted and made distinct by the object store")
    func nonASCIIFallsBack() throws {
        guard TestServer.ready() else { return }
        let engine = PostgresEngine()
        defer { engine.close() }
        try engine.open(schema: Self.schema)
        let t = try #require(engine.catalog.tableIndex["Row"])
        let byS = [SortKey(property: 2, ascending: true)]
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Row", value: .map([MapEntry("s", .string("b"))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(engine.storage.sortedRows(table: t, query: nil, by: byS) != nil)
        #expect(engine.storage.distinctRows(table: t, query: nil, properties: [2]) != nil)
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Row", value: .map([MapEntry("s", .string("e\u{301}"))]), update: .error))
        _ = try engine.perform(.create(type: "Row", value: .map([MapEntry("s", .string("\u{E9}"))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(engine.storage.sortedRows(table: t, query: nil, by: byS) == nil)
        #expect(engine.storage.distinctRows(table: t, query: nil, properties: [2]) == nil)
        #expect(try engine.perform(.count(.distinct(.objects(type: "Row"), ["s"]))) == .int(2), "canonically equal strings are one group")
    }

    @Test("a floating sum with a NaN or a huge value is left to the object store")
    func floatingSumFallsBack() throws {
        guard TestServer.ready() else { return }
        var g = Generator(state: 7)
        let engine = try Self.engine(rows: 2, &g) { _ in [MapEntry("d", .double(1e308))] }
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Row"])
        #expect(engine.storage.aggregate(table: t, query: nil, op: .sum, property: 3) == nil)
        #expect(try engine.perform(.aggregate(.objects(type: "Row"), .sum, property: "d")) == .value(.double(.infinity)))
    }
}

extension PushDownTests {
    @Test("explain shows the statement of each read the storage answers, and nil for the reads it leaves")
    func explainsReads() throws {
        guard TestServer.ready() else { return }
        let engine = PostgresEngine()
        defer { engine.close() }
        try engine.open(schema: Self.schema)
        let young = Query.compare(Comparison(.keyPath(["i"]), .less, .constant(.int(2))))
        let sorted = try #require(try engine.explain(.sorted(young, [SortDescriptor(keyPath: "s", ascending: false)], limit: 10), on: "Row"))
        #expect(sorted.contains("DESC NULLS LAST") && sorted.hasSuffix("LIMIT 10"), "\(sorted)")
        #expect(try engine.explain(.count(young), on: "Row")?.hasPrefix("SELECT count(*)") == true)
        #expect(try engine.explain(.distinct(nil, ["s"]), on: "Row")?.contains("GROUP BY") == true)
        #expect(try engine.explain(.distinct(nil, ["d"]), on: "Row") == nil, "doubles are made distinct by the object store")
        #expect(try engine.explain(.aggregate(nil, .sum, property: "d"), on: "Row")?.contains("ORDER BY s.id") == true)
        #expect(throws: EngineError.self) { try engine.explain(.aggregate(nil, .sum, property: "s"), on: "Row") }
    }
}
