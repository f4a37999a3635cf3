// Query trees as PostgreSQL: which shapes translate, and that the SQL
// selects exactly what the object store's own evaluation selects.
// Section ids: crud-delete#delete-multiple-objects, rlmarray#querying

import Testing
import RealmSpecCore
@testable import PostgresEngine
@testable import ObjectStore

@Suite("Query translation to PostgreSQL", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct QueryTranslatorTests {
    static let parityQueries: [Query] = [
        Fixtures.compare(["age"], .less, .int(3)),
        Fixtures.compare(["age"], .greaterOrEqual, .double(2.5)),
        Fixtures.compare(["weight"], .equal, .int(4)),
        Fixtures.compare(["height"], .greater, .double(1.1)),
        Fixtures.compare(["height"], .equal, .float(1.25)),
        Fixtures.compare(["born"], .lessOrEqual, .date(200)),
        Fixtures.compare(["good"], .equal, .bool(false)),
        Fixtures.compare(["good"], .notEqual, .bool(false)),
        Fixtures.compare(["nickname"], .equal, .null),
        Fixtures.compare(["nickname"], .notEqual, .null),
        Fixtures.compare(["nickname"], .notEqual, .string("rexy")),
        Fixtures.compare(["nickname"], .less, .string("s")),
        Fixtures.compare(["nickname"], .contains, .string("")),
        Fixtures.compare(["name"], .equal, .string("émile"), ci: true),
        Fixtures.compare(["name"], .equal, .string("EMILE"), ci: true, di: true),
        Fixtures.compare(["name"], .beginsWith, .string("R")),
        Fixtures.compare(["name"], .beginsWith, .string("r"), ci: true),
        Fixtures.compare(["name"], .endsWith, .string("ile")),
        Fixtures.compare(["name"], .endsWith, .string("")),
        Fixtures.compare(["name"], .contains, .string("o")),
        Fixtures.compare(["name"], .like, .string("R?x")),
        Fixtures.compare(["name"], .like, .string("*e")),
        Fixtures.compare(["name"], .like, .string("a[*]b")),
        Fixtures.compare(["name"], .in, .list([.string("Rex"), .string("Rover"), .string("Fido")])),
        Fixtures.compare(["nickname"], .in, .list([.null, .string("rexy")])),
        Fixtures.compare(["age"], .in, .list([])),
        Fixtures.compare(["age"], .between, .list([.int(2), .int(5)])),
        Fixtures.compare(["owner", "name"], .equal, .string("Ann")),
        Fixtures.compare(["owner", "name"], .notEqual, .string("Ann")),
        Fixtures.compare(["owner", "best", "name"], .equal, .string("Ann")),
        Fixtures.compare(["owner", "age"], .greater, .int(10)),
        Fixtures.compare(["owner"], .equal, .null),
        Query.compare(Comparison(.count(["owners"]), .greater, .constant(.int(0)))),
        Query.compare(Comparison(.count(["owners"]), .equal, .constant(.int(2)))),
        Query.not(Fixtures.compare(["nickname"], .less, .string("s"))),
        Query.or([Fixtures.compare(["age"], .greater, .int(10)), Fixtures.compare(["owner", "age"], .less, .int(10))]),
        Query.and([]),
        Query.or([]),
    ]

    /// Shapes PostgreSQL answers differently ([c], [d], LIKE): left to the object store.
    static func untranslated(_ query: Query) -> Bool {
        guard case .compare(let c) = query else { return false }
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

    /// The dogs the storage's SQL selects.
    static func viaSQL(_ engine: PostgresEngine, _ query: Query) throws -> [Int64] {
        let t = try #require(engine.catalog.tableIndex["Dog"])
        return try #require(engine.storage.filter(table: t, query: query)).map(Int64.init)
    }

    /// The dogs the object store's own evaluator selects.
    static func viaSwift(_ engine: PostgresEngine, _ query: Query) throws -> [Int64] {
        let t = try #require(engine.catalog.tableIndex["Dog"])
        let s = engine.storage
        return s.rows(table: t).filter { s.matches(query, .row(table: t, row: $0)) }.map(Int64.init)
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
        for query in [Fixtures.compare(["weight"], op, .double(5)),
                      Fixtures.compare(["weight"], .between, .list([.int(1), .int(8)]))] {
            #expect(engine.storage.explain(table: t, query: query) != nil)
            #expect(try Self.viaSQL(engine, query) == Self.viaSwift(engine, query))
        }
    }

    @Test("a query too large for one statement is left to the object store and still selects")
    func largeIn() throws {
        guard TestServer.ready() else { return }
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let query = Fixtures.compare(["age"], .in, .list((0..<Int64(5_000)).map { .int($0 * 2 + 1) }))
        #expect(engine.storage.filter(table: 0, query: query) == nil)
        #expect(try engine.perform(.count(.filtered(.objects(type: "Dog"), query))) == .int(3))
    }
}
