// Top-level CustomPersistable types as model property types: the schema
// stores the persisted type, a value is held as its persisted value, and
// queries compare that value.

import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("CustomPersistable properties")
struct CustomPersistableTests {
    static let models = """
    struct Cents: CustomPersistable {
        typealias PersistedType = Int
        var persistableValue: Int
        init(persistedValue: Int) { self.persistableValue = persistedValue }
    }
    struct Tag: CustomPersistable {
        typealias PersistedType = String
        var persistableValue: String
        init(persistedValue: String) { self.persistableValue = persistedValue }
    }
    class Priced: Object {
        @Persisted var price: Cents
        @Persisted var start = Cents(persistedValue: 5)
        @Persisted var maybe: Tag?
        @Persisted var tags: List<Tag>
        @Persisted var byName: Map<String, Cents?>
    }

    """

    @Test("a wrapper property is its persisted type in the schema, alone, optional, or in a collection")
    func schema() throws {
        let file = load("func testX() {}", models: Self.models)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let priced = try #require(file.schema.types.first { $0.name == "Priced" })
        let price = try #require(priced.properties.first { $0.name == "price" })
        #expect(price.type == .int)
        #expect(price.defaultValue == .int(0))
        #expect(priced.properties.first { $0.name == "start" }?.defaultValue == .int(5))
        let maybe = try #require(priced.properties.first { $0.name == "maybe" })
        #expect(maybe.type == .string && maybe.isOptional)
        let tags = try #require(priced.properties.first { $0.name == "tags" })
        #expect(tags.type == .string && tags.collection == .list)
        let byName = try #require(priced.properties.first { $0.name == "byName" })
        #expect(byName.type == .int && byName.collection == .map && byName.isOptional)
    }

    @Test("a wrapper is held as its persisted value: stored, read back, and compared in where closures and filter strings")
    func values() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let p = Priced()
            p.price = Cents(persistedValue: 250)
            try realm.write { realm.add(p) }
            XCTAssertEqual(p.price.persistableValue, 250)
            XCTAssertEqual(p.price, Cents(persistedValue: 250))
            XCTAssertEqual(realm.objects(Priced.self).where { $0.price > Cents(persistedValue: 100) }.count, 1)
            XCTAssertEqual(realm.objects(Priced.self).where { $0.price == Cents(persistedValue: 100) }.count, 0)
            XCTAssertEqual(Tag(persistedValue: "sale").persistableValue, "sale")
            XCTAssertEqual(realm.objects(Priced.self).filter("price == %@", Cents(persistedValue: 250)).count, 1)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a table annotated with a query-closure position holds query closures, whose text and matches a loop reads")
    func queryClosureTable() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let p = Priced()
            p.price = Cents(persistedValue: 250)
            try realm.write { realm.add(p) }
            let checks: [(String, Int, (Query<Priced>) -> Query<Bool>)] = [
                ("(price == %@)", 1, { $0.price == Cents(persistedValue: 250) }),
                ("(price < %@)", 0, { $0.price < Cents(persistedValue: 250) }),
            ]
            for (text, count, query) in checks {
                let (t, args) = query(Query<Priced>._constructForTesting())._constructPredicate()
                XCTAssertEqual(t, text)
                XCTAssertEqual(args.count, 1)
                XCTAssertEqual(realm.objects(Priced.self).where(query).count, count)
            }
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a wrapper made from a value of another type is an error naming the wrapper")
    func wrongPersistedValue() {
        let outcome = runOne("""
        func testX() {
            let c = Cents(persistedValue: "ten")
        }
        """, models: Self.models)
        #expect(outcome.status != .passed)
        #expect("\(String(describing: outcome.error))".contains("Cents(persistedValue:)"), "\(String(describing: outcome.error))")
    }

    @Test("a wrapper that misses a required member, or persists as a type Realm does not store, is a lint error at its declaration")
    func badDeclarations() {
        let missing = load("func testX() {}", models: """
        struct NoInit: CustomPersistable {
            typealias PersistedType = Int
            var persistableValue: Int
        }

        """)
        #expect(missing.diagnostics.contains { $0.message.contains("'NoInit' must declare 'init(persistedValue:)'") }, "\(missing.diagnostics)")
        let badType = load("func testX() {}", models: """
        struct Odd: CustomPersistable {
            typealias PersistedType = UInt
            var persistableValue: UInt
            init(persistedValue: UInt) { self.persistableValue = persistedValue }
        }

        """)
        #expect(badType.diagnostics.contains { $0.message.contains("'UInt'") && $0.message.contains("'Odd'") }, "\(badType.diagnostics)")
        let failable = load("func testX() {}", models: """
        struct Maybe: FailableCustomPersistable {
            typealias PersistedType = Int
            var persistableValue: Int
            init?(persistedValue: Int) { self.persistableValue = persistedValue }
        }

        """)
        #expect(failable.diagnostics.contains { $0.message.contains("'Maybe' is a 'FailableCustomPersistable'") }, "\(failable.diagnostics)")
    }

    @Test("wrong labels on a wrapper's initialiser are a lint error")
    func wrongLabels() {
        let file = load("""
        func testX() {
            let c = Cents(value: 1)
        }
        """, models: Self.models)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message) + file.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("Cents") && $0.contains("persistedValue") }, "\(messages)")
    }
}
