// Query trees as SQL: which shapes translate, what SQL they become, and that
// the SQL selects exactly what the Swift evaluation selects.
// Section ids: crud-delete#delete-multiple-objects, rlmarray#querying

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import SQLiteEngine
@testable import ObjectStore
import SQLQuery

@Suite("Query translation to SQL")
struct QueryTranslatorTests {
    let translator = Translator(schema: Fixtures.schema)

    /// The shared translation in SQLite's dialect, over a type named by name.
    struct Translator {
        let catalog: Catalog
        let layout: Layout
        init(schema: Schema) { catalog = Catalog(schema); layout = Layout(schema: schema) }
        init(_ engine: SQLiteEngine) { catalog = engine.catalog; layout = engine.layout }
        func translate(_ query: Query, type: String) -> SQLClause? {
            SQLTranslator(SQLiteDialect(catalog: catalog, layout: layout)).translate(query, table: catalog.tableIndex[type]!)
        }
    }

    @Test("a comparison with a constant becomes a bound column comparison")
    func simpleComparison() throws {
        let clause = try #require(translator.translate(StorageFixtures.compare(["age"], .less, .int(2)), type: "Dog"))
        #expect(clause.sql == "coalesce((r0.\"p:age\" < ?1), 0)")
        #expect(clause.arguments == [.integer(2)])
    }

    @Test("AND, OR and NOT combine translated parts")
    func compound() throws {
        let query = Query.and([StorageFixtures.compare(["age"], .greater, .int(1)),
                               .not(.or([StorageFixtures.compare(["name"], .equal, .string("Rex")), .falsePredicate]))])
        let clause = try #require(translator.translate(query, type: "Dog"))
        #expect(clause.sql.contains(" AND "))
        #expect(clause.sql.contains("NOT ("))
        #expect(clause.sql.contains(" OR "))
        #expect(clause.arguments == [.integer(1), .text("Rex")])
    }

    @Test("a key path through a to-one link becomes a correlated subquery")
    func linkPath() throws {
        let clause = try #require(translator.translate(StorageFixtures.compare(["owner", "best", "name"], .equal, .string("Ann")), type: "Dog"))
        #expect(clause.sql.contains("SELECT \"p:best\" FROM \"o:Person\" WHERE id = r0.\"p:owner\""))
        #expect(clause.sql.contains("SELECT \"p:name\" FROM \"o:Person\""))
    }

    @Test("@count of a list and of linking objects counts rows of their tables")
    func count() throws {
        let list = Query.compare(Comparison(.count(["dogs"]), .greater, .constant(.int(1))))
        let lists = try #require(translator.translate(list, type: "Person"))
        #expect(lists.sql.contains("SELECT count(*) FROM \"c:Person.dogs\" WHERE owner = r0.id"))
        let inverse = Query.compare(Comparison(.count(["owners"]), .equal, .constant(.int(0))))
        let inverses = try #require(translator.translate(inverse, type: "Dog"))
        #expect(inverses.sql.contains("FROM \"c:Person.dogs\" WHERE t = ?1 AND v = r0.id"))
        #expect(inverses.arguments == [.text("link:Dog"), .integer(0)])
    }

    @Test("case- and diacritic-insensitive comparisons fold both sides")
    func folding() throws {
        let clause = try #require(translator.translate(
            StorageFixtures.compare(["name"], .beginsWith, .string("ÉM"), ci: true, di: true), type: "Dog"))
        #expect(clause.sql.contains("rs_fold(r0.\"p:name\", 3)"))
        #expect(clause.arguments == [.text("em")])
    }

    @Test("shapes SQL cannot express are left to Swift", arguments: [
        Query.compare(Comparison(.keyPath(["dogs", "age"]), .greater, .constant(.int(1)), quantifier: .all)),
        Query.compare(Comparison(.aggregate(.sum, ["dogs"], property: "age"), .greater, .constant(.int(1)))),
        StorageFixtures.compare(["dogs", "name"], .equal, .string("Rex")),
        Query.compare(Comparison(.allKeys(["dogs"]), .beginsWith, .constant(.string("R")))),
        Query.compare(Comparison(.keyPath(["name"]), .equal, .allKeys(["dogs"]))),
    ])
    func untranslatedOnPerson(_ query: Query) {
        #expect(translator.translate(query, type: "Person") == nil)
    }

    @Test("AnyRealmValue and decimal comparisons are left to Swift", arguments: [
        StorageFixtures.compare(["anything"], .equal, .int(3)),
        StorageFixtures.compare(["price"], .greater, .decimal128("1")),
        Query.and([.truePredicate, StorageFixtures.compare(["anything"], .equal, .null)]),
    ])
    func untranslatedOnDog(_ query: Query) {
        #expect(translator.translate(query, type: "Dog") == nil)
    }

    static let parityQueries = StorageFixtures.parityQueries

    @Test("SQL selects what the Swift evaluation selects", arguments: parityQueries)
    func parity(_ query: Query) throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        #expect(Translator(engine).translate(query, type: "Dog") != nil)
        #expect(try Self.viaSQL(engine, query) == Self.viaSwift(engine, query))
        let t = try #require(engine.catalog.tableIndex["Dog"])
        #expect(try engine.storage.count(table: t, query: query) == Self.viaSwift(engine, query).count, "SELECT count(*) agrees")
        #expect(try Self.viaSwift(engine, query).allSatisfy { id in dogs.contains { $0.id == id } })
    }

    /// The dogs the storage's SQL selects.
    static func viaSQL(_ engine: SQLiteEngine, _ query: Query) throws -> [Int64] {
        try #require(engine.storageMatches(query, on: "Dog"))
    }

    /// The dogs the object store's own evaluator selects.
    static func viaSwift(_ engine: SQLiteEngine, _ query: Query) throws -> [Int64] {
        engine.evaluatedMatches(query, on: "Dog")
    }

    @Test("a stored NaN compares in SQL as it does in Swift", arguments: [
        ComparisonOperator.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual,
    ])
    func nanParity(_ op: ComparisonOperator) throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "weight", value: .double(.nan)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        for query in [StorageFixtures.compare(["weight"], op, .double(5)),
                      StorageFixtures.compare(["weight"], .between, .list([.int(1), .int(8)]))] {
            #expect(Translator(engine).translate(query, type: "Dog") != nil)
            #expect(try Self.viaSQL(engine, query) == Self.viaSwift(engine, query))
        let t = try #require(engine.catalog.tableIndex["Dog"])
        #expect(try engine.storage.count(table: t, query: query) == Self.viaSwift(engine, query).count, "SELECT count(*) agrees")
        }
    }

    @Test("a folded BEGINSWITH selects across case and accents")
    func foldedSelection() throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        let ref = CollectionRef.filtered(.objects(type: "Dog"), StorageFixtures.compare(["name"], .beginsWith, .string("EM"), ci: true, di: true))
        #expect(try engine.perform(.count(ref)) == .int(2))
    }
}

@Suite("Sorting and distinct on SQL columns")
struct SortColumnTests {
    @Test("sorting through a link keeps ties in order and puts the objects whose link is nil last")
    func sortThroughLink() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let sorted = CollectionRef.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "owner.age"), SortDescriptor(keyPath: "age", ascending: false)])
        // Bob (7): Émile; Ann (40): Rover (2), Rex (1); no owner (a nil link, last): a*b?c (12), émile (5).
        let expected = [dogs[1], dogs[3], dogs[0], dogs[4], dogs[2]].map { Value.link($0) }
        #expect(try engine.perform(.elements(sorted)) == .values(expected))
        let descending = CollectionRef.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "nickname", ascending: false)])
        guard case .values(let names) = try engine.perform(.elements(descending)) else { Issue.record("no values"); return }
        #expect(names.first == .link(dogs[0]))
        #expect(Array(names.suffix(3)) == [dogs[1], dogs[3], dogs[4]].map { Value.link($0) })
    }

    @Test("distinct over a column keeps the first object of each group; a nil link on a distinct key path drops the row")
    func distinctColumn() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let list = CollectionRef.property(owner: people[0], name: "dogs")
        #expect(try engine.perform(.elements(.distinct(list, ["name"]))) == .values([.link(dogs[0]), .link(dogs[3])]))
        #expect(try engine.perform(.elements(.distinct(.objects(type: "Dog"), ["good", "owner.name"]))) ==
                .values([dogs[0], dogs[1]].map { Value.link($0) }))
    }
}
