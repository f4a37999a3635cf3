// The write paths that take fewer round trips, each with the failure it
// must survive: a create whose primary-key check is the insert itself
// (`ON CONFLICT DO NOTHING RETURNING`), an append at a length the storage
// already knows (no shift, no count), a delete of a query's matches as one
// DELETE … RETURNING; and a floating sum added in the server's order only
// when every order gives the object store's id-order sum to the last bit.
// A failure in the server in the middle of any write leaves nothing of the
// call, and the next call sees the realm as it was.
// Section ids: crud-update#upsert-an-object, rlmarray#adding-removing-replacing,
// crud-delete#delete-multiple-objects, rlmarray#notifications, rlmarray#aggregating

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import ObjectStore
@testable import PostgresEngine

@Suite("PostgreSQL write paths", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct WritePathTests {
    private typealias F = WritePathFixtures

    private func engine() throws -> PostgresEngine {
        let engine = PostgresEngine()
        try engine.open(schema: F.schema)
        return engine
    }

    /// Makes the server refuse a row of `table` whose `column` is 13, in the middle of any statement.
    private func plantFailure(_ engine: PostgresEngine, on table: String, column: String, when event: String = "INSERT") throws {
        let function = Layout.quoted(engine.layout.namespace) + ".planted"
        let row = event == "DELETE" ? "OLD" : "NEW"
        try engine.connection("test").execute("""
            CREATE OR REPLACE FUNCTION \(function)() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'planted'; END $$;
            CREATE TRIGGER planted BEFORE \(event) ON \(table) FOR EACH ROW WHEN (\(row).\(column) = 13) EXECUTE FUNCTION \(function)()
            """, operation: "test")
    }

    @Test("a create whose key is taken writes nothing and takes no id; the write goes on")
    func takenKey() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        let first = try F.key(engine.perform(F.plain(1, 10)))
        #expect(F.failure(engine, F.plain(1, 11)) == .primaryKeyExists)
        let second = try F.key(engine.perform(F.plain(2, 12)))
        #expect(second.id == first.id + 1, "the refused create took no id")
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.plains) == 2)
        _ = try engine.perform(.beginWrite)
        #expect(F.failure(engine, F.plain(1, 13)) == .primaryKeyExists)
        _ = try engine.perform(.create(type: "Plain", value: .list([.int(1), .int(14)]), update: .modified))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(first, property: "v")) == .value(.int(14)))
        #expect(try F.count(engine, F.plains) == 2)
    }

    @Test("a create that fails in the server leaves nothing, and the write goes on")
    func failedCreate() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Plain"])
        try plantFailure(engine, on: engine.layout.table(t), column: engine.layout.column(t, 1))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(F.plain(1, 1))
        #expect(F.failure(engine, F.plain(2, 13)) == .engineFailure)
        _ = try engine.perform(F.plain(2, 2))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.plains) == 2)
    }

    @Test("a server failure in the middle of a multi-row append leaves nothing, and the next append lands after the old end")
    func failedAppend() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Holder"])
        try plantFailure(engine, on: engine.layout.collectionTable(t, 1), column: "i")
        _ = try engine.perform(.beginWrite)
        let holder = try F.key(engine.perform(.create(type: "Holder", value: .list([.int(1)]), update: .error)))
        let numbers = CollectionRef.property(owner: holder, name: "numbers")
        _ = try engine.perform(.listAppend(numbers, values: [.int(1), .int(2)]))
        _ = try engine.perform(.listAppend(numbers, values: [.int(3)]))
        #expect(F.failure(engine, .listAppend(numbers, values: [.int(4), .int(5), .int(13), .int(6)])) == .engineFailure)
        #expect(try F.ints(engine, numbers) == [1, 2, 3])
        _ = try engine.perform(.listAppend(numbers, values: [.int(7)]))
        #expect(F.failure(engine, .listInsert(numbers, values: [.int(8), .int(13)], at: 1)) == .engineFailure)
        _ = try engine.perform(.listAppend(numbers, values: [.int(9)]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.ints(engine, numbers) == [1, 2, 3, 7, 9])
        let positions = try engine.connection("test").query("SELECT pos FROM \(engine.layout.collectionTable(t, 1)) ORDER BY pos", operation: "test")
        #expect(positions == (0..<5).map { [.int8(Int64($0))] })
    }

    @Test("a cancelled write forgets the list lengths it knew")
    func cancelForgetsLengths() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        let holder = try F.key(engine.perform(.create(type: "Holder", value: .list([.int(1), .list([.int(1)])]), update: .error)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let numbers = CollectionRef.property(owner: holder, name: "numbers")
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.listAppend(numbers, values: [.int(2), .int(3)]))
        _ = try engine.perform(.cancelWrite)
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.listAppend(numbers, values: [.int(4)]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.ints(engine, numbers) == [1, 4])
    }

    @Test("deleting a query's matches removes exactly them, their lists and the references to them, and the change set names them")
    func deleteMatches() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        var keys: [ObjectKey] = []
        for i in 0..<10 { keys.append(try F.key(engine.perform(F.item(Int64(i), Int64(i % 4))))) }
        let holder = try F.key(engine.perform(.create(type: "Holder", value: .list([.int(1)]), update: .error)))
        let held = CollectionRef.property(owner: holder, name: "items")
        _ = try engine.perform(.listAppend(held, values: [.link(keys[1]), .link(keys[2]), .link(keys[5])]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        guard case .token(let token) = try engine.perform(.observe(.collection(F.items), keyPaths: nil)) else {
            Issue.record("no token"); return
        }
        _ = try engine.perform(.refresh)
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.deleteCollection(F.below(2)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let removed = [0, 1, 4, 5, 8, 9]
        let expected = CollectionChange(deletions: removed, insertions: [], modifications: [])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: token, change: .update(expected))]))
        for (i, key) in keys.enumerated() {
            #expect(try engine.perform(.isValid(key)) == .bool(!removed.contains(i)), "item \(i)")
        }
        #expect(try engine.perform(.elements(held)) == .values([.link(keys[2])]))
        let t = try #require(engine.catalog.tableIndex["Item"])
        let owners = try engine.connection("test").query("SELECT owner FROM \(engine.layout.collectionTable(t, 2)) ORDER BY owner", operation: "test")
        #expect(owners == [keys[2], keys[3], keys[6], keys[7]].map { [.int8($0.id)] })
    }

    @Test("a server failure in the middle of a delete by query leaves every object and list")
    func failedDeleteMatches() throws {
        guard TestServer.ready() else { return }
        let engine = try engine()
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Item"])
        try plantFailure(engine, on: engine.layout.table(t), column: engine.layout.column(t, 1), when: "DELETE")
        _ = try engine.perform(.beginWrite)
        for i in 0..<6 { _ = try engine.perform(F.item(Int64(i), i == 4 ? 13 : Int64(i))) }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        _ = try engine.perform(.beginWrite)
        #expect(F.failure(engine, .deleteCollection(F.below(100))) == .engineFailure)
        #expect(try F.count(engine, F.items) == 6)
        _ = try engine.perform(.deleteCollection(F.below(2)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.items) == 4)
        let tags = try engine.connection("test").query("SELECT count(*) FROM \(engine.layout.collectionTable(t, 2))", operation: "test")
        #expect(tags == [[.int8(4)]])
    }

    /// Value sets whose sums round differently in different orders, and
    /// sets whose every order is exact.
    static let sums: [[Double]] = [
        [1e16, 1, -1e16, 1, 1],
        [0.1, 0.2, 0.3, -0.6, 1e-17],
        [9007199254740992, 1, 1, 1],
        [1e300, -1e300, 1e-300, 3],
        [.leastNonzeroMagnitude, .leastNonzeroMagnitude, 1, -1],
        [-0.0, -0.0],
        [0.5, 0.25, 1024, -3.75, 2.5e9],
        (0..<200).map { Double($0) * 0.5 },
        (0..<200).map { Double($0 % 7) * 0.1 - 0.3 },
        [Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude],
        [.infinity, 1, 2],
        [.nan, 1],
    ]

    /// The sets of `sums` every order adds up exactly, by column: as floats,
    /// the tiny values of set 4 become zeros.
    static let exactInAnyOrder: [String: Set<Int>] = ["d": [5, 6, 7], "f": [4, 5, 6, 7]]

    @Test("a floating sum and average answer what the object store adds in id order, on values chosen to round differently in other orders",
          arguments: sums.indices)
    func sumParity(_ index: Int) throws {
        guard TestServer.ready() else { return }
        let values = Self.sums[index]
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        for v in values {
            _ = try engine.perform(.create(type: "Measure", value: .map([MapEntry("d", .double(v)), MapEntry("f", .float(Float(v)))]), update: .error))
        }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let all = CollectionRef.objects(type: "Measure")
        let storage = engine.storage
        let t = try #require(engine.catalog.tableIndex["Measure"])
        for op in [AggregateOperator.sum, .avg] {
            for (p, name) in ["d", "f"].enumerated() {
                // The object store's own evaluation: every value read, added in id order.
                let expected = try storage.aggregate(try storage.items(all), op, property: name, owner: nil)
                // Compared as text, so that a NaN answer equals a NaN.
                let answered = try engine.perform(.aggregate(all, op, property: name))
                #expect("\(answered)" == "\(EngineReply.value(expected))", "\(op) of \(name) over \(values)")
                let unordered = storage.unorderedFloatingAggregate(table: t, query: nil, op: op, property: p)
                #expect((unordered != nil) == Self.exactInAnyOrder[name, default: []].contains(index), "\(op) of \(name) added in any order: \(String(describing: unordered))")
            }
        }
    }
}

@Suite("Floating sums that do not depend on the order of their additions")
struct FloatingBoundsTests {
    /// A small deterministic generator.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    private func sum(_ values: [Double]) -> Double { values.reduce(0, +) }

    @Test("values the bounds call exact add up to the same double in every order", arguments: 1...20)
    func exactInEveryOrder(seed: Int) {
        var g = Generator(state: UInt64(seed))
        let unit = Double(sign: .plus, exponent: g.next(40) - 20, significand: 1)
        let values = (0..<(1 + g.next(300))).map { _ in Double(g.next(2_000_001) - 1_000_000) * unit }
        var bounds = FloatingBounds()
        values.forEach { bounds.widen(by: $0) }
        #expect(bounds.sumIsExact(count: values.count))
        let inOrder = sum(values)
        for _ in 0..<20 {
            var shuffled = values
            for i in shuffled.indices.reversed() { shuffled.swapAt(i, g.next(i + 1)) }
            #expect(sum(shuffled).bitPattern == inOrder.bitPattern)
        }
    }

    @Test("values whose order changes the rounding are never called exact")
    func orderDependentRefused() {
        let cases: [[Double]] = [[1e16, 1, -1e16], [0.1, 0.2, -0.3], [9007199254740992, 1, 1], [.leastNonzeroMagnitude, 1], [1e300, 1], [.nan], [.infinity]]
        for values in cases {
            var bounds = FloatingBounds()
            values.forEach { bounds.widen(by: $0) }
            #expect(!bounds.sumIsExact(count: values.count), "\(values)")
        }
        #expect(sum([1e16, 1, -1e16]) != sum([1e16, -1e16, 1]), "the first case does depend on the order")
    }

    @Test("the unit of a value is its lowest set bit")
    func unit() {
        var bounds = FloatingBounds()
        #expect(bounds.sumIsExact(count: 5), "no values, or zeros only")
        bounds.widen(by: 0)
        bounds.widen(by: -0.0)
        #expect(bounds.unit == nil)
        bounds.widen(by: 12)
        #expect(bounds.unit == 2)
        bounds.widen(by: 0.75)
        #expect(bounds.unit == -2)
        #expect(bounds.largest == 12)
        // 12 · n ≤ 2^52 · 2^-2 exactly when n ≤ 2^50 / 12.
        #expect(bounds.sumIsExact(count: (1 << 50) / 12))
        #expect(!bounds.sumIsExact(count: (1 << 50) / 12 + 1))
    }
}
