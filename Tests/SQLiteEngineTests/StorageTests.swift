// How the realm lives in SQLite: tables per type and collection, the
// temporary file, transactions, reopen, tagged AnyRealmValue cells, and
// failures that become errors instead of crashes.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects,
// crud-update#update-an-anyrealmvalue-property, crud-delete#delete-an-object

import Foundation
import Testing
import EngineTestSupport
import RealmSpecCore
@testable import SQLiteEngine

@Suite("SQLite storage")
struct StorageTests {
    private func names(_ engine: SQLiteEngine, _ sql: String) throws -> [String] {
        try engine.db("test").query(sql, operation: "test").compactMap {
            if case .text(let s)? = $0.first { return s } else { return nil }
        }
    }

    @Test("each type and each collection property gets its own table")
    func tables() throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let tables = try names(engine, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        #expect(tables == ["c:Person.dogs", "o:Dog", "o:Person"])
        let columns = try engine.db("test").query("PRAGMA table_info(\"o:Dog\")", operation: "test").compactMap { row -> String? in
            if row.count > 1, case .text(let s) = row[1] { return s } else { return nil }
        }
        #expect(columns.contains("p:anything") && columns.contains("t:anything"))
        #expect(!columns.contains("p:owners"))
    }

    @Test("a file database is in WAL mode; each statement is prepared once and reused")
    func walAndCachedStatements() throws {
        let (engine, _, _) = try Fixtures.engine(inMemory: false)
        defer { engine.close() }
        #expect(try names(engine, "PRAGMA journal_mode") == ["wal"])
        func createDogs() throws {
            _ = try engine.perform(.beginWrite)
            for i in 0..<50 {
                _ = try engine.perform(.create(type: "Dog", value: .map([MapEntry("name", .string("d\(i)"))]), update: .error))
            }
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        }
        try createDogs()
        let cached = try engine.db("test").cachedStatements
        try createDogs()
        #expect(try engine.db("test").cachedStatements == cached, "the same calls prepare no new statements")
        #expect(cached < 40)
    }

    @Test("a list edit writes only the rows it changes, and every kind of edit keeps list order")
    func listEditsTouchOnlyTheirRows() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let list = CollectionRef.property(owner: people[0], name: "dogs")
        _ = try engine.perform(.beginWrite)
        for _ in 0..<40 { _ = try engine.perform(.listAppend(list, values: dogs.map { .link($0) })) }
        func changes(_ call: EngineCall) throws -> Int64 {
            let before = try engine.db("test").integers("SELECT total_changes()", operation: "test")[0]
            _ = try engine.perform(call)
            return try engine.db("test").integers("SELECT total_changes()", operation: "test")[0] - before
        }
        let count = try #require(Int(exactly: { if case .int(let n) = try engine.perform(.count(list)) { return n } else { return -1 } }()))
        #expect(count >= 40 * dogs.count)
        #expect(try changes(.listAppend(list, values: [.link(dogs[0])])) <= 2, "an append inserts one row")
        #expect(try changes(.listReplace(list, at: 5, value: .link(dogs[1]))) <= 2, "a replace updates one row")
        #expect(try changes(.listRemove(list, at: count)) <= 2, "removing the last element deletes one row")
        // Order after each kind of edit, against the same edits on an array.
        var expected = try engine.perform(.elements(list))
        guard case .values(var mirror) = expected else { Issue.record("elements answered \(expected)"); return }
        _ = try engine.perform(.listMove(list, from: 3, to: 17)); mirror.insert(mirror.remove(at: 3), at: 17)
        _ = try engine.perform(.listMove(list, from: 30, to: 2)); mirror.insert(mirror.remove(at: 30), at: 2)
        _ = try engine.perform(.listSwap(list, 0, 9)); mirror.swapAt(0, 9)
        _ = try engine.perform(.listRemove(list, at: 4)); mirror.remove(at: 4)
        _ = try engine.perform(.listInsert(list, values: [.link(dogs[2])], at: 1)); mirror.insert(.link(dogs[2]), at: 1)
        expected = .values(mirror)
        #expect(try engine.perform(.elements(list)) == expected)
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.elements(list)) == expected)
    }

    @Test("a file realm's snapshot is a read transaction on a second connection: it keeps the old state, and closing leaves no file")
    func snapshotIsAReader() throws {
        let (engine, _, _) = try Fixtures.engine(inMemory: false)
        let path = try #require(engine.path)
        let t = try #require(engine.catalog.tableIndex["Dog"])
        var snapshot: SQLiteStorage? = engine.storage.snapshot()
        #expect(snapshot?.connection?.path == path, "the snapshot reads the same file")
        let before = try #require(snapshot?.count(table: t))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "Dog", value: .map([MapEntry("name", .string("New"))]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(engine.storage.count(table: t) == before + 1)
        #expect(snapshot?.count(table: t) == before, "the snapshot still sees the state it was taken in")
        snapshot?.run("DELETE FROM \"o:Dog\"", [], "test")
        #expect(snapshot?.takeFailure() != nil, "the snapshot cannot write")
        snapshot = nil
        engine.close()
        for suffix in ["", "-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(path + suffix) is left behind")
        }
    }

    @Test("a link column holds the target's id")
    func linkColumn() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let rows = try engine.db("test").query("SELECT \"p:owner\" FROM \"o:Dog\" WHERE id = ?", [.integer(dogs[0].id)], operation: "test")
        #expect(rows == [[.integer(people[0].id)]])
    }

    @Test("the database file exists while the realm is open and is deleted on close")
    func temporaryFile() throws {
        let (engine, _, _) = try Fixtures.engine(inMemory: false)
        let path = try #require(engine.path)
        #expect(FileManager.default.fileExists(atPath: path))
        engine.close()
        #expect(!FileManager.default.fileExists(atPath: path))
        engine.close()
    }

    @Test("reopen keeps committed objects and rolls back an open write")
    func reopen() throws {
        let (engine, dogs, _) = try Fixtures.engine(inMemory: false)
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "age", value: .int(99)))
        _ = try engine.perform(.reopen)
        #expect(try engine.perform(.isInWriteTransaction) == .bool(false))
        #expect(try engine.perform(.get(dogs[0], property: "age")) == .value(.int(1)))
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(5))
    }

    @Test("cancelWrite invalidates objects created in the write and revives deleted ones")
    func cancel() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        let fresh = try StorageFixtures.create(engine, "Dog", ["name": .string("Tmp")])
        _ = try engine.perform(.delete(dogs[0]))
        _ = try engine.perform(.cancelWrite)
        #expect(try engine.perform(.isValid(fresh)) == .bool(false))
        #expect(try engine.perform(.isValid(dogs[0])) == .bool(true))
        // Ids are never reused, even after a rollback.
        _ = try engine.perform(.beginWrite)
        let next = try StorageFixtures.create(engine, "Dog", ["name": .string("Next")])
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(next.id > fresh.id)
    }

    @Test("AnyRealmValue keeps its case through the tag column and is nulled when its object is deleted")
    func mixedCells() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let values: [Value] = [.int(3), .double(3), .string("3"), .bool(true), .data([1, 2]), .date(5),
                               .objectId("5f1b2c3d4e5f60718293a4b5"), .decimal128("1.5"), .null, .link(people[1])]
        _ = try engine.perform(.beginWrite)
        for value in values {
            _ = try engine.perform(.set(dogs[2], property: "anything", value: value))
            #expect(try engine.perform(.get(dogs[2], property: "anything")) == .value(value))
        }
        _ = try engine.perform(.delete(people[1]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(dogs[2], property: "anything")) == .value(.null))
        #expect(try engine.perform(.get(dogs[1], property: "owner")) == .value(.null))
    }

    @Test("a collection nested in an AnyRealmValue round-trips with every kind inside, and a link in it is nulled when its object is deleted")
    func nestedMixedCells() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let nested: Value = .list([.int(1), .string("a;b:c]"), .data([0, 255]), .double(.infinity), .float(-0.5), .null,
                                   .map([MapEntry("k", .list([.bool(true), .date(1.5)])), MapEntry("l", .link(people[1]))])])
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[2], property: "anything", value: nested))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(dogs[2], property: "anything")) == .value(nested))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.delete(people[1]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let nulled: Value = .list([.int(1), .string("a;b:c]"), .data([0, 255]), .double(.infinity), .float(-0.5), .null,
                                   .map([MapEntry("k", .list([.bool(true), .date(1.5)])), MapEntry("l", .null)])])
        #expect(try engine.perform(.get(dogs[2], property: "anything")) == .value(nulled))
    }

    @Test("strings with NUL characters, NaN, infinities and extreme integers survive the round trip")
    func edgeValues() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let cases: [(String, Value)] = [("name", .string("a\u{0}b é 🐕")), ("weight", .double(.infinity)),
                                        ("age", .int(.min)), ("age", .int(.max)), ("height", .float(-.infinity)),
                                        ("nickname", .string(""))]
        _ = try engine.perform(.beginWrite)
        for (property, value) in cases {
            _ = try engine.perform(.set(dogs[0], property: property, value: value))
            #expect(try engine.perform(.get(dogs[0], property: property)) == .value(value))
        }
        _ = try engine.perform(.set(dogs[0], property: "weight", value: .double(.nan)))
        guard case .value(.double(let d)) = try engine.perform(.get(dogs[0], property: "weight")) else {
            Issue.record("NaN did not come back as a double"); return
        }
        #expect(d.isNaN)
    }

    @Test("deleting an object removes every list entry that held it")
    func listEntriesRemoved() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let list = CollectionRef.property(owner: people[0], name: "dogs")
        #expect(try engine.perform(.count(list)) == .int(3))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.delete(dogs[0]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.elements(list)) == .values([.link(dogs[3])]))
    }

    @Test("type and property names with quotes are stored safely")
    func quotedNames() throws {
        let schema = Schema(types: [ObjectSchema(name: "Odd\"; DROP TABLE x; --", properties: [
            PropertySchema(name: "a\"b", type: .string, defaultValue: .string("")),
            PropertySchema(name: "list'", type: .int, collection: .list),
        ])])
        let engine = SQLiteEngine(inMemory: true)
        defer { engine.close() }
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        let key = try StorageFixtures.create(engine, schema.types[0].name, ["a\"b": .string("v"), "list'": .list([.int(1)])])
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(key, property: "a\"b")) == .value(.string("v")))
        let filtered = CollectionRef.filtered(.objects(type: schema.types[0].name), StorageFixtures.compare(["a\"b"], .equal, .string("v")))
        #expect(try engine.perform(.count(filtered)) == .int(1))
    }
}

@Suite("SQLite engine failures")
struct FailureTests {
    private func kind(_ body: () throws -> EngineReply) -> ErrorKind? {
        do { _ = try body(); return nil } catch let error as EngineError { return error.kind } catch { return nil }
    }

    @Test("calls before open and after close are engine failures naming the operation")
    func noRealm() {
        let engine = SQLiteEngine()
        do {
            _ = try engine.perform(.count(.objects(type: "Dog")))
            Issue.record("count answered without a realm")
        } catch {
            #expect(error.kind == .unknownProperty || error.kind == .engineFailure)
        }
        do {
            _ = try engine.perform(.beginWrite)
            Issue.record("beginWrite answered without a realm")
        } catch {
            #expect(error.kind == .engineFailure)
            #expect(error.message.hasPrefix("beginWrite"))
        }
    }

    @Test("observe is refused with Realm's kinds when frozen or inside a write")
    func observeGates() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        #expect(kind { try engine.perform(.observe(.object(dogs[0]), keyPaths: ["nope"])) } == .unknownProperty)
        #expect(kind { try engine.perform(.observe(.object(ObjectKey(type: "Dog", id: dogs[0].id, version: 0)), keyPaths: nil)) } == .frozen)
        #expect(kind { try engine.perform(.get(ObjectKey(type: "Dog", id: dogs[0].id, version: 7), property: "name")) } == .frozen)
        _ = try engine.perform(.beginWrite)
        // An object older than the write may be frozen in it (the SDK allows
        // it); an in-memory database cannot be copied inside a write.
        #expect(kind { try engine.perform(.freeze(.object(dogs[0]))) } == .unsupported)
        #expect(kind { try engine.perform(.observe(.object(dogs[0]), keyPaths: nil)) } == .notificationInWrite)
    }

    @Test("a file database freezes an object inside a write at the committed state")
    func freezeInWrite() throws {
        let (engine, dogs, _) = try Fixtures.engine(inMemory: false)
        defer { engine.close() }
        let before = try engine.perform(.get(dogs[0], property: "name"))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "name", value: .string("Changed")))
        guard case .target(.object(let frozen)?) = try engine.perform(.freeze(.object(dogs[0]))) else {
            Issue.record("no frozen object")
            return
        }
        #expect(try engine.perform(.get(frozen, property: "name")) == before)
        _ = try engine.perform(.cancelWrite)
    }

    @Test("a frozen list reads its snapshot copy, answers frozen keys, and refuses changes")
    func frozenList() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let list = CollectionRef.property(owner: people[0], name: "dogs")
        guard case .target(.collection(let frozen)?) = try engine.perform(.freeze(.collection(list))),
              let version = frozen.frozenVersion else {
            Issue.record("freeze answered no frozen collection"); return
        }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.delete(dogs[0]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let stamped = ObjectKey(type: "Dog", id: dogs[0].id, version: version)
        #expect(try engine.perform(.elements(frozen)) == .values([.link(stamped), .link(ObjectKey(type: "Dog", id: dogs[3].id, version: version)), .link(stamped)]))
        #expect(try engine.perform(.get(stamped, property: "name")) == .value(.string("Rex")))
        #expect(try engine.perform(.isValid(stamped)) == .bool(true))
        #expect(try engine.perform(.count(list)) == .int(1))
        #expect(try engine.perform(.thaw(.object(stamped))) == .target(nil))
        _ = try engine.perform(.beginWrite)
        #expect(kind { try engine.perform(.listAppend(frozen, values: [.link(dogs[1])])) } == .frozen)
        #expect(kind { try engine.perform(.listAppend(list, values: [.link(stamped)])) } == .frozen)
    }

    @Test("unknown types, properties and bad values are errors, not crashes")
    func badInput() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        #expect(kind { try engine.perform(.get(ObjectKey(type: "Cat", id: 1), property: "name")) } == .unknownProperty)
        #expect(kind { try engine.perform(.get(dogs[0], property: "tail")) } == .unknownProperty)
        #expect(kind { try engine.perform(.count(.filtered(.objects(type: "Dog"), StorageFixtures.compare(["tail"], .equal, .int(1))))) } == .invalidQuery)
        #expect(kind { try engine.perform(.element(.objects(type: "Dog"), index: 99)) } == .indexOutOfBounds)
        #expect(kind { try engine.perform(.set(dogs[0], property: "age", value: .int(2))) } == .notInWriteTransaction)
        _ = try engine.perform(.beginWrite)
        #expect(kind { try engine.perform(.set(dogs[0], property: "age", value: .string("old"))) } == .typeMismatch)
        #expect(kind { try engine.perform(.set(dogs[0], property: "owners", value: .list([]))) } == .readOnlyProperty)
        #expect(kind { try engine.perform(.listInsert(.property(owner: people[0], name: "dogs"), values: [.link(dogs[1])], at: -1)) } == .indexOutOfBounds)
        #expect(kind { try engine.perform(.add(.localRef(7), update: .error)) } == .typeMismatch)
        #expect(kind { try engine.perform(.create(type: "Dog", value: .map([MapEntry("owner", .localRef(3))]), update: .error)) } == .typeMismatch)
        #expect(kind { try engine.perform(.aggregate(.objects(type: "Dog"), .sum, property: "name")) } == .unsupportedAggregate)
        let foreign = ObjectKey(type: "Dog", id: 999)
        #expect(kind { try engine.perform(.delete(foreign)) } == .wrongRealm)
        #expect(kind { try engine.perform(.add(.link(foreign), update: .error)) } == .wrongRealm)
        #expect(kind { try engine.perform(.listAppend(.property(owner: people[0], name: "dogs"), values: [.link(foreign)])) } == .wrongRealm)
        _ = try engine.perform(.delete(dogs[4]))
        #expect(kind { try engine.perform(.delete(dogs[4])) } == .invalidated)
    }
}

@Suite("SQLite engine limits")
struct LimitTests {
    @Test("a 20,000-deep unmanaged chain is refused, not a stack overflow")
    func deepGraph() throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        var value = Value.newObject(NewObject(type: "Person", localId: 0, fields: []))
        for i in 1...20_000 {
            value = .newObject(NewObject(type: "Person", localId: i, fields: [MapEntry("best", value)]))
        }
        _ = try engine.perform(.beginWrite)
        do {
            _ = try engine.perform(.add(value, update: .error))
            Issue.record("a 20,000-deep chain was added")
        } catch {
            #expect(error.kind == .typeMismatch)
            #expect(error.message.contains("nested more than"))
        }
    }

    @Test("a query nested 10,000 levels deep is invalidQuery")
    func deepQuery() throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        var query = Query.truePredicate
        for _ in 0..<10_000 { query = .not(query) }
        do {
            _ = try engine.perform(.count(.filtered(.objects(type: "Dog"), query)))
            Issue.record("a 10,000-deep query was evaluated")
        } catch {
            #expect(error.kind == .invalidQuery)
        }
    }

    @Test("an IN with 50,000 options is evaluated outside SQL and still selects", arguments: [50_000])
    func largeIn(_ size: Int) throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let options = (0..<Int64(size)).map { Value.int($0 * 2 + 1) }
        let query = StorageFixtures.compare(["age"], .in, .list(options))
        #expect(engine.storage.filter(table: 0, query: query) == nil)
        #expect(try engine.perform(.count(.filtered(.objects(type: "Dog"), query))) == .int(3))
    }
}
