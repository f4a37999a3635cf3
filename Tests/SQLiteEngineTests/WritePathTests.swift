// The write paths that run in fewer statements, each with the failure it
// must survive: a create whose primary-key check is the insert itself, an
// append that is one multi-row INSERT at a length the storage already
// knows, a delete of a query's matches as one DELETE … RETURNING. A
// failure of the database in the middle of any of them leaves nothing of
// the call, and the next call sees the realm as it was. A floating sum goes
// through SQLite's own `sum` only when every order of additions gives the
// object store's id-order sum to the last bit.
// Section ids: crud-update#upsert-an-object, rlmarray#adding-removing-replacing,
// crud-delete#delete-multiple-objects, rlmarray#notifications, rlmarray#aggregating

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import ObjectStore
@testable import SQLiteEngine

@Suite("SQLite write paths")
struct WritePathTests {
    private typealias F = WritePathFixtures

    private func engine() throws -> SQLiteEngine {
        let engine = SQLiteEngine(inMemory: true)
        try engine.open(schema: F.schema)
        return engine
    }

    @Test("a create whose key is taken writes nothing and takes no id; the write goes on")
    func takenKey() throws {
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        let first = try F.key(engine.perform(F.plain(1, 10)))
        #expect(F.failure(engine, F.plain(1, 11)) == .primaryKeyExists)
        let second = try F.key(engine.perform(F.plain(2, 12)))
        #expect(second.id == first.id + 1, "the refused create took no id")
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.plains) == 2)
        #expect(try engine.perform(.get(first, property: "v")) == .value(.int(10)))
        _ = try engine.perform(.beginWrite)
        #expect(F.failure(engine, F.plain(1, 13)) == .primaryKeyExists)
        // Under .modified a taken key updates the row instead.
        _ = try engine.perform(.create(type: "Plain", value: .list([.int(1), .int(14)]), update: .modified))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(first, property: "v")) == .value(.int(14)))
        #expect(try F.count(engine, F.plains) == 2)
    }

    @Test("a create that fails in the database as the call's only statement leaves nothing")
    func failedCreate() throws {
        let engine = try engine()
        defer { engine.close() }
        try engine.db("test").execute("""
            CREATE TRIGGER planted BEFORE INSERT ON "o:Plain" WHEN NEW."p:v" = 13 BEGIN SELECT RAISE(ABORT, 'planted'); END
            """, operation: "test")
        _ = try engine.perform(.beginWrite)
        let first = try F.key(engine.perform(F.plain(1, 1)))
        #expect(F.failsInStorage(engine, F.plain(2, 13)))
        let second = try F.key(engine.perform(F.plain(2, 2)))
        #expect(second.id == first.id + 1, "the failed create took no id")
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.plains) == 2)
    }

    @Test("a database failure in the middle of a multi-row append leaves nothing, and the next append lands after the old end")
    func failedAppend() throws {
        let engine = try engine()
        defer { engine.close() }
        try engine.db("test").execute("""
            CREATE TRIGGER planted BEFORE INSERT ON "c:Holder.numbers" WHEN NEW.v = 13 BEGIN SELECT RAISE(ABORT, 'planted'); END
            """, operation: "test")
        _ = try engine.perform(.beginWrite)
        let holder = try F.key(engine.perform(.create(type: "Holder", value: .list([.int(1)]), update: .error)))
        let numbers = CollectionRef.property(owner: holder, name: "numbers")
        _ = try engine.perform(.listAppend(numbers, values: [.int(1), .int(2)]))
        _ = try engine.perform(.listAppend(numbers, values: [.int(3)]))
        #expect(F.failsInStorage(engine, .listAppend(numbers, values: [.int(4), .int(5), .int(13), .int(6)])))
        #expect(try F.ints(engine, numbers) == [1, 2, 3])
        _ = try engine.perform(.listAppend(numbers, values: [.int(7)]))
        // An insertion before the end (a shift and an INSERT) fails as a whole too.
        #expect(F.failsInStorage(engine, .listInsert(numbers, values: [.int(8), .int(13)], at: 1)))
        _ = try engine.perform(.listAppend(numbers, values: [.int(9)]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.ints(engine, numbers) == [1, 2, 3, 7, 9])
        let positions = try engine.db("test").integers("SELECT pos FROM \"c:Holder.numbers\" ORDER BY pos", operation: "test")
        #expect(positions == [0, 1, 2, 3, 4])
    }

    @Test("a cancelled write forgets the list lengths it knew")
    func cancelForgetsLengths() throws {
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
        let tags = try engine.db("test").integers("SELECT owner FROM \"c:Item.tags\" ORDER BY owner", operation: "test")
        #expect(tags == [keys[2], keys[3], keys[6], keys[7]].map(\.id))
    }

    @Test("a delete of every object of a type through the query hook empties it")
    func deleteAllOfType() throws {
        let engine = try engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        for i in 0..<5 { _ = try engine.perform(F.item(Int64(i), 0)) }
        _ = try engine.perform(.deleteCollection(F.items))
        #expect(try F.count(engine, F.items) == 0)
        _ = try engine.perform(F.item(0, 1))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.items) == 1)
    }

    @Test("a database failure in the middle of a delete by query leaves every object")
    func failedDeleteMatches() throws {
        let engine = try engine()
        defer { engine.close() }
        try engine.db("test").execute("""
            CREATE TRIGGER planted BEFORE DELETE ON "o:Item" WHEN OLD."p:v" = 13 BEGIN SELECT RAISE(ABORT, 'planted'); END
            """, operation: "test")
        _ = try engine.perform(.beginWrite)
        for i in 0..<6 { _ = try engine.perform(F.item(Int64(i), i == 4 ? 13 : Int64(i))) }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        _ = try engine.perform(.beginWrite)
        #expect(F.failsInStorage(engine, .deleteCollection(F.below(100))))
        #expect(try F.count(engine, F.items) == 6)
        _ = try engine.perform(.deleteCollection(F.below(2)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try F.count(engine, F.items) == 4)
        let tags = try engine.db("test").integers("SELECT count(*) FROM \"c:Item.tags\"", operation: "test")
        #expect(tags == [4])
    }

    /// Value sets whose sums round differently in different orders, and
    /// sets whose every order is exact (`exactInAnyOrder`).
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
