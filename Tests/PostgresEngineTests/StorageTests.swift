// How the realm lives in PostgreSQL: every value kind round-trips exactly,
// a failed call is rolled back to its savepoint, engines in parallel keep to
// their own schemas, each open starts empty, reopen keeps committed data,
// and odd names are stored safely.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects,
// crud-update#update-an-anyrealmvalue-property

import Dispatch
import Foundation
import Testing
import EngineTestSupport
import RealmSpecCore
@testable import ObjectStore
@testable import PostgresEngine

@Suite("PostgreSQL storage", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct StorageTests {
    /// A type with a property of every kind, and collections of AnyRealmValue.
    static let allKinds = Schema(types: [
        ObjectSchema(name: "All", properties: [
            PropertySchema(name: "b", type: .bool, defaultValue: .bool(false)),
            PropertySchema(name: "i", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "f", type: .float, defaultValue: .float(0)),
            PropertySchema(name: "d", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "s", type: .string, defaultValue: .string("")),
            PropertySchema(name: "data", type: .data, defaultValue: .data([])),
            PropertySchema(name: "date", type: .date, defaultValue: .date(0)),
            PropertySchema(name: "oid", type: .objectId, isOptional: true),
            PropertySchema(name: "u", type: .uuid, isOptional: true),
            PropertySchema(name: "dec", type: .decimal128, isOptional: true),
            PropertySchema(name: "any", type: .mixed, isOptional: true),
            PropertySchema(name: "anys", type: .mixed, collection: .list),
            PropertySchema(name: "bag", type: .mixed, collection: .map),
            PropertySchema(name: "link", type: .object("All"), isOptional: true),
        ]),
    ])

    static let samples: [(String, Value)] = [
        ("b", .bool(true)), ("i", .int(.min)), ("i", .int(.max)), ("f", .float(-.infinity)), ("f", .float(1.1)),
        ("f", .float(.leastNonzeroMagnitude)), ("d", .double(.infinity)), ("d", .double(-0.0)), ("d", .double(0.1 + 0.2)),
        ("d", .double(.greatestFiniteMagnitude)), ("s", .string("a\u{0}b é 🐕 '\"\\")), ("s", .string("")),
        ("data", .data([0, 255, 0, 92, 120])), ("data", .data([])), ("date", .date(-1e9 + 0.125)),
        ("oid", .objectId("5f1b2c3d4e5f60718293a4b5")), ("u", .uuid("3b241101-e2bb-4255-8caf-4136c566a962")),
        ("dec", .decimal128("-1.25E+6143")), ("oid", .null), ("dec", .null),
    ]

    static let mixedSamples: [Value] = [
        .int(3), .int(.min), .double(3), .float(2.5), .string("3\u{0}"), .bool(true), .bool(false), .data([1, 2]), .data([]),
        .date(5), .objectId("5f1b2c3d4e5f60718293a4b5"), .uuid("3b241101-e2bb-4255-8caf-4136c566a962"),
        .decimal128("1.5"), .null, .double(-.infinity),
        // Collections nested in an AnyRealmValue, every kind inside.
        .list([.int(1), .string("a;b:c]"), .data([0, 255]), .double(.infinity), .float(-0.5), .null,
               .map([MapEntry("k", .list([.bool(true), .date(1.5)])), MapEntry("z", .map([]))])]),
        .map([MapEntry("", .objectId("5f1b2c3d4e5f60718293a4b5")), MapEntry("é", .uuid("3b241101-e2bb-4255-8caf-4136c566a962"))]),
        .list([]),
    ]

    private static func openAll() throws -> (PostgresEngine, ObjectKey) {
        let engine = PostgresEngine()
        try engine.open(schema: allKinds)
        _ = try engine.perform(.beginWrite)
        guard case .added(let key?, _) = try engine.perform(.create(type: "All", value: .map([]), update: .error)) else {
            throw EngineError(.engineFailure, "create answered no key")
        }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return (engine, key)
    }

    @Test("every value kind round-trips exactly, in typed columns, AnyRealmValue and collections, before and after a commit")
    func roundTrip() throws {
        guard TestServer.ready() else { return }
        let (engine, key) = try Self.openAll()
        defer { engine.close() }
        for (property, value) in Self.samples {
            _ = try engine.perform(.beginWrite)
            _ = try engine.perform(.set(key, property: property, value: value))
            #expect(try engine.perform(.get(key, property: property)) == .value(value), "\(property) = \(value)")
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
            #expect(try engine.perform(.get(key, property: property)) == .value(value), "\(property) = \(value) committed")
        }
        let mixed = Self.mixedSamples + [.link(key)]
        _ = try engine.perform(.beginWrite)
        for value in mixed {
            _ = try engine.perform(.set(key, property: "any", value: value))
            #expect(try engine.perform(.get(key, property: "any")) == .value(value), "any = \(value)")
        }
        let list = CollectionRef.property(owner: key, name: "anys")
        _ = try engine.perform(.listAppend(list, values: mixed))
        let map = CollectionRef.property(owner: key, name: "bag")
        for (n, value) in mixed.enumerated() { _ = try engine.perform(.mapSet(map, key: "k\(n)\u{0}é", value: value)) }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.elements(list)) == .values(mixed))
        for (n, value) in mixed.enumerated() {
            #expect(try engine.perform(.mapGet(map, key: "k\(n)\u{0}é")) == .optional(value))
        }
        // NaN comes back as NaN, in a column and beside a tag.
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(key, property: "d", value: .double(.nan)))
        _ = try engine.perform(.set(key, property: "any", value: .float(.nan)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        guard case .value(.double(let d)) = try engine.perform(.get(key, property: "d")),
              case .value(.float(let f)) = try engine.perform(.get(key, property: "any")) else {
            Issue.record("NaN did not come back as a double and a float"); return
        }
        #expect(d.isNaN && f.isNaN)
    }

    @Test("a frozen snapshot keeps every value kind")
    func snapshotRoundTrip() throws {
        guard TestServer.ready() else { return }
        let (engine, key) = try Self.openAll()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(key, property: "s", value: .string("x\u{0}y")))
        _ = try engine.perform(.set(key, property: "any", value: .decimal128("2.5")))
        _ = try engine.perform(.listAppend(.property(owner: key, name: "anys"), values: Self.mixedSamples))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        guard case .target(.object(let frozen)?) = try engine.perform(.freeze(.object(key))) else {
            Issue.record("freeze answered no object"); return
        }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(key, property: "s", value: .string("changed")))
        _ = try engine.perform(.listRemoveAll(.property(owner: key, name: "anys")))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(frozen, property: "s")) == .value(.string("x\u{0}y")))
        #expect(try engine.perform(.get(frozen, property: "any")) == .value(.decimal128("2.5")))
        #expect(try engine.perform(.elements(.property(owner: frozen, name: "anys"))) == .values(Self.mixedSamples))
    }

    @Test("a list's count and elements read through the index agree with its contents after every kind of insert")
    func listIndexReads() throws {
        guard TestServer.ready() else { return }
        let (engine, key) = try Self.openAll()
        defer { engine.close() }
        let list = CollectionRef.property(owner: key, name: "anys")
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.listAppend(list, values: [.int(1), .int(2)]))
        _ = try engine.perform(.listInsert(list, values: [.string("a"), .string("b"), .string("c")], at: 1))
        _ = try engine.perform(.listInsert(list, values: [.double(0.5)], at: 0))
        _ = try engine.perform(.listAppend(list, values: [.bool(true)]))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let expected: [Value] = [.double(0.5), .int(1), .string("a"), .string("b"), .string("c"), .int(2), .bool(true)]
        #expect(try engine.perform(.elements(list)) == .values(expected))
        let t = try #require(engine.catalog.tableIndex[key.type])
        let p = try #require(engine.catalog.tables[t].propertyIndex["anys"])
        let row = try #require(engine.storage.row(table: t, id: key.id))
        #expect(engine.storage.collectionCount(table: t, row: row, property: p) == expected.count)
        for (i, v) in expected.enumerated() {
            #expect(engine.storage.collectionElement(table: t, row: row, property: p, at: i) == v)
        }
        #expect(engine.storage.collectionElement(table: t, row: row, property: p, at: expected.count) == nil)
    }

    /// A storage with the fixture schema's tables, and that schema's catalog.
    private static func fixtureStorage() throws -> (PostgresStorage, Catalog) {
        let catalog = Catalog(Fixtures.schema)
        var storage = PostgresStorage()
        try storage.create(catalog)
        return (storage, catalog)
    }

    @Test("a call that runs no statement sets no savepoint, and the calls around it keep and undo their own")
    func emptyCallSavepoints() throws {
        guard TestServer.ready() else { return }
        var (storage, catalog) = try Self.fixtureStorage()
        defer { storage.close() }
        let blanks = catalog.tables[0].blanks
        storage.beginWrite()
        storage.beginCall()
        _ = storage.insertRow(table: 0, id: 1, values: blanks)
        storage.endCall()
        storage.beginCall()
        storage.endCall()
        storage.beginCall()
        storage.rollbackCall()
        storage.beginCall()
        _ = storage.insertRow(table: 0, id: 2, values: blanks)
        storage.rollbackCall()
        storage.beginCall()
        _ = storage.insertRow(table: 0, id: 3, values: blanks)
        storage.endCall()
        storage.commitWrite()
        #expect(storage.takeFailure() == nil)
        #expect(storage.rows(table: 0) == [1, 3])
    }

    @Test("a call that fails in PostgreSQL is rolled back to its savepoint; the write goes on")
    func savepointRollback() throws {
        guard TestServer.ready() else { return }
        var (storage, catalog) = try Self.fixtureStorage()
        defer { storage.close() }
        let blanks = catalog.tables[0].blanks
        storage.beginWrite()
        storage.beginCall()
        _ = storage.insertRow(table: 0, id: 1, values: blanks)
        _ = storage.insertRow(table: 0, id: 1, values: blanks)  // the same id twice: PostgreSQL refuses it
        let failure = storage.takeFailure()
        #expect(failure?.kind == .engineFailure)
        #expect(failure?.message.contains("insert: PostgreSQL failed") == true)
        storage.rollbackCall()
        storage.beginCall()
        _ = storage.insertRow(table: 0, id: 2, values: blanks)
        storage.endCall()
        storage.commitWrite()
        #expect(storage.takeFailure() == nil)
        #expect(storage.rows(table: 0) == [2])
    }

    @Test("an engine call a rule refuses part-way keeps what it wrote before the refusal")
    func refusedCallKeepsEarlierWrites() throws {
        guard TestServer.ready() else { return }
        let (engine, _, people) = try Fixtures.engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        let dogs = CollectionRef.property(owner: people[0], name: "dogs")
        // The second new dog has a property of the wrong type: the first stays
        // in the list, and the second's row, made before its values, stays too.
        let bad = Value.list([.newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("name", .string("New"))])),
                              .newObject(NewObject(type: "Dog", localId: 2, fields: [MapEntry("age", .string("old"))]))])
        #expect(throws: EngineError.self) { try engine.perform(.listAppend(dogs, values: bad.listValues)) }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(7))
        #expect(try engine.perform(.count(dogs)) == .int(4))
    }

    @Test("two engines working at once keep to their own schemas")
    func isolation() throws {
        guard TestServer.ready() else { return }
        let engines = [PostgresEngine(), PostgresEngine()]
        defer { engines.forEach { $0.close() } }
        for engine in engines { try engine.open(schema: Fixtures.schema) }
        #expect(engines[0].storage.session?.namespace != engines[1].storage.session?.namespace)
        let errors = Errors()
        DispatchQueue.concurrentPerform(iterations: 2) { n in
            do {
                for i in 0..<(50 * (n + 1)) {
                    _ = try engines[n].perform(.beginWrite)
                    _ = try StorageFixtures.create(engines[n], "Dog", ["name": .string("w\(n)-\(i)")])
                    _ = try engines[n].perform(.commitWrite(withoutNotifying: []))
                }
            } catch { errors.add("\(error)") }
        }
        #expect(errors.all.isEmpty, "\(errors.all)")
        #expect(try engines[0].perform(.count(.objects(type: "Dog"))) == .int(50))
        #expect(try engines[1].perform(.count(.objects(type: "Dog"))) == .int(100))
    }

    @Test("each open starts empty, after a close and without one, for the same schema and another")
    func openStartsEmpty() throws {
        guard TestServer.ready() else { return }
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        engine.close()
        try engine.open(schema: Fixtures.schema)
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(0))
        _ = try engine.perform(.beginWrite)
        _ = try StorageFixtures.create(engine, "Dog", ["name": .string("A")])
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        try engine.open(schema: Fixtures.schema)
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(0))
        try engine.open(schema: Self.allKinds)
        #expect(try engine.perform(.count(.objects(type: "All"))) == .int(0))
        // A write left open when the realm closes is rolled back, not kept.
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "All", value: .map([]), update: .error))
        engine.close()
        try engine.open(schema: Self.allKinds)
        #expect(try engine.perform(.count(.objects(type: "All"))) == .int(0))
        // A write left open when the next realm opens without a close: the
        // new realm starts empty and stays so when its own write is cancelled
        // (found by realmspec fuzz, which reuses one engine for many sequences).
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "All", value: .map([]), update: .error))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.create(type: "All", value: .map([]), update: .error))
        try engine.open(schema: Self.allKinds)
        #expect(try engine.perform(.count(.objects(type: "All"))) == .int(0))
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.cancelWrite)
        #expect(try engine.perform(.count(.objects(type: "All"))) == .int(0), "the emptying is not rolled back")
    }

    @Test("the engine's PostgreSQL schema is dropped when the engine is released")
    func schemaDropped() throws {
        guard TestServer.ready() else { return }
        var namespace = ""
        do {
            let (engine, _, _) = try Fixtures.engine()
            namespace = try #require(engine.storage.session?.namespace)
            #expect(try Self.schemaExists(namespace))
            engine.close()
        }
        #expect(try !Self.schemaExists(namespace))
    }

    static func schemaExists(_ namespace: String) throws -> Bool {
        let connection = try PostgresConnection(conninfo: PostgresServer.conninfo().get(), operation: "test")
        return try !connection.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [.text(namespace)], operation: "test").isEmpty
    }

    @Test("reopen keeps committed objects and rolls back an open write")
    func reopen() throws {
        guard TestServer.ready() else { return }
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let before = try engine.connection("test").backendPID
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "age", value: .int(99)))
        _ = try engine.perform(.reopen)
        #expect(try engine.connection("test").backendPID != before, "reopen connects again")
        #expect(try engine.perform(.isInWriteTransaction) == .bool(false))
        #expect(try engine.perform(.get(dogs[0], property: "age")) == .value(.int(1)))
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(5))
    }

    @Test("type and property names with quotes, NULs and past 63 bytes are stored safely")
    func oddNames() throws {
        guard TestServer.ready() else { return }
        let long = String(repeating: "Ü", count: 40)
        let schema = Schema(types: [ObjectSchema(name: "Odd\"; DROP TABLE x; --" + long, properties: [
            PropertySchema(name: "a\"b" + long, type: .string, defaultValue: .string("")),
            PropertySchema(name: "a\"b" + long + "2", type: .string, defaultValue: .string("")),
            PropertySchema(name: "list'", type: .int, collection: .list),
        ])])
        let engine = PostgresEngine()
        defer { engine.close() }
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        let key = try StorageFixtures.create(engine, schema.types[0].name, ["a\"b" + long: .string("v"), "a\"b" + long + "2": .string("w"),
                                                                     "list'": .list([.int(1)])])
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(key, property: "a\"b" + long)) == .value(.string("v")))
        #expect(try engine.perform(.get(key, property: "a\"b" + long + "2")) == .value(.string("w")))
        let filtered = CollectionRef.filtered(.objects(type: schema.types[0].name), StorageFixtures.compare(["a\"b" + long], .equal, .string("v")))
        #expect(try engine.perform(.count(filtered)) == .int(1))
    }
}

/// Errors collected from several threads.
final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ s: String) { lock.withLock { list.append(s) } }
    var all: [String] { lock.withLock { list } }
}

extension Value {
    var listValues: [Value] { if case .list(let vs) = self { return vs } else { return [] } }
}
