// The predicate text and arguments a where closure builds
// (`query(Query<T>._constructForTesting())._constructPredicate()`), a query
// closure held in a typed constant, and tuple destructuring.

import ReferenceEngine
import Testing
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("Query predicate text")
struct QueryPredicateTextTests {
    static let models = """
    class Row: Object {
        @Persisted var boolCol: Bool
        @Persisted var intCol: Int
        @Persisted var stringCol: String
        @Persisted var anyCol: AnyRealmValue
        @Persisted var arrayInt: List<Int>
        @Persisted var list: List<Row>
        @Persisted var mapInt: Map<String, Int>
        @Persisted var objectCol: Row?
    }
    class Holder: Object {
        @Persisted var map: Map<String, Row?>
    }

    """

    private func runOnReference(_ body: String) -> ScenarioOutcome {
        let file = load(body, models: Self.models)
        guard let s = file.scenarios.first else {
            return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
        }
        return ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
    }

    /// A scenario checking that `closure` builds `text` with `count` arguments.
    private func textScenario(_ closure: String, _ text: String, count: Int) -> String {
        """
        func testX() throws {
            let query: (Query<Row>) -> Query<Bool> = { \(closure) }
            let (text, args) = query(Query<Row>._constructForTesting())._constructPredicate()
            XCTAssertEqual(text, "\(text)")
            XCTAssertEqual(args.count, \(count))
        }
        """
    }

    @Test("each where-closure form builds the SDK's format text and arguments", arguments: [
        ("$0.intCol == 3", "(intCol == %@)", 1),
        ("$0.boolCol", "boolCol == true", 0),
        ("!$0.boolCol", "boolCol == false", 0),
        ("$0.intCol == 0 && $0.boolCol", "((intCol == %@) && boolCol == true)", 1),
        ("!$0.boolCol || $0.intCol == 0", "(boolCol == false || (intCol == %@))", 1),
        ("$0.list.intCol > 3", "(ANY list.intCol > %@)", 1),
        ("$0.arrayInt.contains(3)", "(%@ IN arrayInt)", 1),
        ("!$0.arrayInt.contains(3)", "(NOT %@ IN arrayInt)", 1),
        ("$0.intCol.in([1, 2])", "(intCol IN %@)", 1),
        ("!$0.intCol.in([1, 2])", "(NOT intCol IN %@)", 1),
        ("$0.intCol.contains(1...3)", "(intCol BETWEEN {%@, %@})", 2),
        ("$0.list.intCol.avg > 2", "(list.@avg.intCol > %@)", 1),
        ("$0.arrayInt.count == 0", "(arrayInt.@count == %@)", 1),
        ("$0.mapInt.keys.starts(with: \"a\", options: [.caseInsensitive])", "(ANY mapInt.@allKeys BEGINSWITH[c] %@)", 1),
        ("$0.stringCol.contains(\"a\", options: [.caseInsensitive, .diacriticInsensitive])", "(stringCol CONTAINS[cd] %@)", 1),
        ("$0.objectCol == nil", "(objectCol == %@)", 1),
        ("$0.intCol > $0.intCol", "(intCol > intCol)", 0),
        ("$0.anyCol == .int(1) && $0.intCol != 2 && $0.intCol < 4", "(((anyCol == %@) && (intCol != %@)) && (intCol < %@))", 3),
        ("($0.list.intCol > 1).count > 0", "(SUBQUERY(list, $col1, ($col1.intCol > %@)).@count > %@)", 2),
        ("($0.list.intCol > 1 && $0.list.arrayInt.count >= 0).count == 0",
         "(SUBQUERY(list, $col1, (($col1.intCol > %@) && ($col1.arrayInt.@count >= %@))).@count == %@)", 3),
        ("($0.list.stringCol == $0.stringCol).count == 0", "(SUBQUERY(list, $col1, ($col1.stringCol == stringCol)).@count == %@)", 1),
        ("($0.list.intCol == 1).count == 1 && ($0.list.intCol == 2).count == 0",
         "((SUBQUERY(list, $col1, ($col1.intCol == %@)).@count == %@) && (SUBQUERY(list, $col2, ($col2.intCol == %@)).@count == %@))", 4),
        ("($0.list.intCol > 0 && ($0.list.intCol != 5).count > 0).count > 0",
         "(SUBQUERY(list, $col1, (($col1.intCol > %@) && (SUBQUERY(list, $col2, ($col2.intCol != %@)).@count > %@))).@count > %@)", 4),
    ])
    func text(_ closure: String, _ text: String, _ count: Int) {
        let outcome = runOnReference(textScenario(closure, text, count: count))
        #expect(outcome.status == .passed, "\(closure): \(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("the arguments are the closure's values, evaluated when the text is built, nil as nil")
    func argumentValues() {
        let outcome = runOnReference("""
        func testX() throws {
            var limit = 1
            let query: (Query<Row>) -> Query<Bool> = { $0.intCol > limit && $0.objectCol == nil }
            limit = 5
            let (text, args) = query(Query<Row>._constructForTesting())._constructPredicate()
            XCTAssertEqual(NSPredicate(format: text, argumentArray: args),
                           NSPredicate(format: "((intCol > %@) && (objectCol == %@))", argumentArray: [5, NSNull()]))
            XCTAssertNotEqual(NSPredicate(format: text, argumentArray: args),
                              NSPredicate(format: "((intCol > %@) && (objectCol == %@))", argumentArray: [1, NSNull()]))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a query closure held in a typed constant filters results like the same closure written in place")
    func heldClosureFilters() {
        let outcome = runOnReference("""
        func testX() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Row(value: ["intCol": 3]))
                realm.add(Row(value: ["intCol": 7, "boolCol": true]))
            }
            let query: (Query<Row>) -> Query<Bool> = { $0.intCol > 5 || !$0.boolCol }
            XCTAssertEqual(realm.objects(Row.self).where(query).count, 2)
            let strict: (Query<Row>) -> Query<Bool> = { $0.intCol > 5 && !$0.boolCol }
            XCTAssertEqual(realm.objects(Row.self).where(strict).count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a query closure on the optional object (Query<Row?>), as a map of objects takes, builds the same text and filters the map")
    func optionalRootClosure() {
        let outcome = runOnReference("""
        func testX() throws {
            let realm = try Realm()
            let holder = Holder()
            holder.map["a"] = Row(value: ["intCol": 3])
            try realm.write {
                realm.add(holder)
            }
            let query: (Query<Row?>) -> Query<Bool> = { $0.intCol == 3 }
            let (text, args) = query(Query<Row?>._constructForTesting())._constructPredicate()
            XCTAssertEqual(text, "(intCol == %@)")
            XCTAssertEqual(args.count, 1)
            XCTAssertEqual(holder.map.where(query).count, 1)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a subquery counts the elements matching it, its key paths read from the element; one without a collection is refused")
    func subqueryCounts() {
        let outcome = runOnReference("""
        func testX() throws {
            let realm = try Realm()
            let owner = Row(value: ["intCol": 1, "stringCol": "a"])
            owner.list.append(Row(value: ["intCol": 5, "stringCol": "a"]))
            owner.list.append(Row(value: ["intCol": 7, "stringCol": "b"]))
            try realm.write {
                realm.add(owner)
            }
            let rows = realm.objects(Row.self)
            XCTAssertEqual(rows.where { ($0.list.intCol > 4).count == 2 }.count, 1)
            XCTAssertEqual(rows.where { ($0.list.intCol > 4 && $0.list.stringCol == "b").count == 1 }.count, 1)
            XCTAssertEqual(rows.where { ($0.list.intCol > 6).count == 0 }.count, 2)
            XCTAssertEqual(rows.where { ($0.list.stringCol == $0.stringCol).count == 2 }.count, 1)
            assertThrows(rows.where { ($0.intCol == $0.intCol).count == 0 }, reason: "Subqueries must contain a keypath starting with a collection.")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a tuple binds to names and `_` by position")
    func destructuring() {
        let outcome = runOnReference("""
        func testX() throws {
            let (a, _, c) = (1, "two", 3.0)
            XCTAssertEqual(a, 1)
            XCTAssertEqual(c, 3.0)
            var (x, y) = (1, 2)
            x += y
            XCTAssertEqual(x, 3)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("'_constructPredicate' other than on a query closure given 'Query<T>._constructForTesting()' is refused by name")
    func otherSpellingsRefused() {
        let file = load("""
        func testX() throws {
            let query: (Query<Row>) -> Query<Bool> = { $0.intCol == 3 }
            let q = Query<Row>._constructForTesting()
            _ = q._constructPredicate()
        }
        """, models: Self.models)
        let messages = file.diagnostics.map(\.message)
        #expect(messages.contains { $0 == "'_constructPredicate without a query closure of Query<T>' is outside the scenario subset" }, "\(messages)")
    }

    @Test("a typed query closure's key paths are checked against its model")
    func unknownKeyPath() {
        let file = load("""
        func testX() throws {
            let query: (Query<Row>) -> Query<Bool> = { $0.nope == 3 }
        }
        """, models: Self.models)
        #expect(file.diagnostics.contains { $0.message.contains("'nope'") }, "\(file.diagnostics.map(\.message))")
    }
}
