// Query trees as PostgreSQL: which shapes translate, and that the SQL
// selects exactly what the object store's own evaluation selects.
// Section ids: crud-delete#delete-multiple-objects, rlmarray#querying

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import PostgresEngine
@testable import ObjectStore

@Suite("Query translation to PostgreSQL", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct QueryTranslatorTests {
    static let parityQueries = StorageFixtures.parityQueries

    /// Shapes PostgreSQL answers differently ([c], [d], LIKE with a pattern): left to
    /// the object store. `LIKE nil` is `IS NULL` in both dialects.
    static func untranslated(_ query: Query) -> Bool {
        if case .not(let inner) = query { return untranslated(inner) }
        guard case .compare(let c) = query else { return false }
        if c.op == .like, case .constant(.null) = c.rhs { return c.caseInsensitive || c.diacriticInsensitive }
        return c.caseInsensitive || c.diacriticInsensitive || c.op == .like
    }

    @Test("SQL selects what the object store's evaluation selects", arguments: parityQueries)
    func parity(_ query: Query) throws {
        guard TestServer.ready() else { return }
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Dog"])
        if Self.untranslated(query) {
            #expect(engine.storage.filter(table: t, query: query) == nil)
            return
        }
        #expect(engine.storage.explain(table: t, query: query) != nil)
        #expect(try Self.viaSQL(engine, query) == Self.viaSwift(engine, query))
        #expect(try Self.viaSwift(engine, query).allSatisfy { id in dogs.contains { $0.id == id } })
    }

    @Test("a comparison of a map's keys is left to the object store, on either side", arguments: [
        Query.compare(Comparison(.allKeys(["dogs"]), .beginsWith, .constant(.string("R")))),
        Query.compare(Comparison(.keyPath(["name"]), .equal, .allKeys(["dogs"]))),
    ])
    func allKeysUntranslated(_ query: Query) throws {
        guard TestServer.ready() else { return }
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let t = try #require(engine.catalog.tableIndex["Person"])
        #expect(engine.storage.filter(table: t, query: query) == nil)
        #expect(engine.storage.explain(table: t, query: query) == nil)
    }

    /// The dogs the storage's SQL selects.
    static func viaSQL(_ engine: PostgresEngine, _ query: Query) throws -> [Int64] {
        try #require(engine.storageMatches(query, on: "Dog"))
    }

    /// The dogs the object store's own evaluator selects.
    static func viaSwift(_ engine: PostgresEngine, _ query: Query) throws -> [Int64] {
        engine.evaluatedMatches(query, on: "Dog")
    }

    @Test("a stored NaN compares in SQL as it does in Swift", arguments: [
        ComparisonOperator.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual,
    ])
    func nanParity(_ op: ComparisonOperator) throws {
        guard TestServer.ready() else { return }
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "weight", value: .double(.nan)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let t = try #require(engine.catalog.tableIndex["Dog"])
        for query in [StorageFixtures.compare(["weight"], op, .double(5)),
                      StorageFixtures.compare(["weight"], .between, .list([.int(1), .int(8)]))] {
            #expect(engine.storage.explain(table: t, query: query) != nil)
            #expect(try Self.viaSQL(engine, query) == Self.viaSwift(engine, query))
        }
    }

    @Test("a query too large for one statement is left to the object store and still selects")
    func largeIn() throws {
        guard TestServer.ready() else { return }
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let query = StorageFixtures.compare(["age"], .in, .list((0..<Int64(5_000)).map { .int($0 * 2 + 1) }))
        #expect(engine.storage.filter(table: 0, query: query) == nil)
        #expect(try engine.perform(.count(.filtered(.objects(type: "Dog"), query))) == .int(3))
    }
}
