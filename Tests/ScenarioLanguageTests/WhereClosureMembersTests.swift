// Members of `Query` in where closures beyond comparisons: `equals` and
// `notEquals` with options, `like` with its case flag, `containsAny(in:)`,
// `contains` of a range on collections and single values, and aggregates of
// a single value, refused as Realm refuses them.

import ReferenceEngine
import Testing
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("Where-closure members")
struct WhereClosureMembersTests {
    static let models = """
    class Row: Object {
        @Persisted var intCol: Int
        @Persisted var doubleCol: Double
        @Persisted var stringCol: String
        @Persisted var arrayInt: List<Int>
        @Persisted var setInt: MutableSet<Int>
        @Persisted var mapInt: Map<String, Int>
        @Persisted var mapString: Map<String, String>
        @Persisted var objectCol: Row?
        @Persisted(originProperty: "objectCol") var linkingObjects: LinkingObjects<Row>
    }

    """

    /// Runs `checks` after storing one row: "Foó", 3, a list and a set of [1, 3], a map of foo: 1, bar: 3.
    private func run(_ checks: String) -> ScenarioOutcome {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let row = Row()
            row.stringCol = "Foó"
            row.intCol = 3
            row.arrayInt.append(objectsIn: [1, 3])
            row.setInt.insert(objectsIn: [1, 3])
            row.mapInt["foo"] = 1
            row.mapInt["bar"] = 3
            row.mapString["foo"] = "Foó"
            try realm.write {
                realm.add(row)
            }
            let all = realm.objects(Row.self)
        \(checks)
        }
        """, models: Self.models)
        guard let s = file.scenarios.first else {
            return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
        }
        return ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
    }

    @Test("each member matches what Realm's query of the same text matches", arguments: [
        ("$0.stringCol.equals(\"foó\", options: [.caseInsensitive])", 1),
        ("$0.stringCol.equals(\"foo\", options: [.caseInsensitive])", 0),
        ("$0.stringCol.equals(\"foo\", options: [.caseInsensitive, .diacriticInsensitive])", 1),
        ("$0.stringCol.equals(\"Foo\")", 0),
        ("!$0.stringCol.notEquals(\"Foo\", options: [.diacriticInsensitive])", 1),
        ("$0.stringCol.notEquals(\"Foó\")", 0),
        ("$0.stringCol.like(\"f*\", caseInsensitive: true)", 1),
        ("$0.stringCol.like(\"?O?\", caseInsensitive: true)", 1),
        ("$0.stringCol.like(\"f*\")", 0),
        ("$0.stringCol.like(\"F*\", caseInsensitive: false)", 1),
        ("$0.arrayInt.contains(1...3)", 1),
        ("$0.arrayInt.contains(1..<3)", 0),
        ("$0.setInt.contains(2...3)", 0),
        ("$0.mapInt.contains(1...3)", 1),
        ("!$0.mapInt.contains(1..<3)", 1),
        ("$0.intCol.contains(1..<3)", 0),
        ("$0.intCol.contains(1..<4)", 1),
        ("$0.arrayInt.containsAny(in: [3, 5])", 1),
        ("$0.setInt.containsAny(in: [5])", 0),
        ("$0.mapInt.containsAny(in: [3])", 1),
        ("!$0.mapInt.containsAny(in: [3])", 0),
        ("$0.mapInt.values == 3", 1),
        ("$0.mapInt.values > 3", 0),
        ("$0.stringCol.contains($0.stringCol)", 1),
        ("$0.stringCol.starts(with: $0.stringCol, options: [.caseInsensitive])", 1),
        ("$0.arrayInt.avg == 2", 1),
        ("$0.mapInt.sum == 4", 1),
        ("$0.mapString[\"foo\"].contains(\"oo\", options: [.diacriticInsensitive])", 1),
        ("$0.mapString[\"foo\"].starts(with: \"fo\")", 0),
        ("$0.mapString[\"foo\"].like(\"f*\", caseInsensitive: true)", 1),
        ("!$0.mapString[\"foo\"].ends(with: \"x\")", 1),
    ])
    func counts(_ closure: String, _ count: Int) {
        let outcome = run("    XCTAssertEqual(all.where { \(closure) }.count, \(count))")
        #expect(outcome.status == .passed, "\(closure): \(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("the same members build the SDK's predicate text", arguments: [
        ("$0.stringCol.equals(\"a\", options: [.caseInsensitive])", "(stringCol ==[c] %@)", 1),
        ("!$0.stringCol.notEquals(\"a\", options: [.caseInsensitive, .diacriticInsensitive])", "(NOT stringCol !=[cd] %@)", 1),
        ("$0.stringCol.like(\"a*\", caseInsensitive: true)", "(stringCol LIKE[c] %@)", 1),
        ("$0.stringCol.like(\"a*\")", "(stringCol LIKE %@)", 1),
        ("$0.arrayInt.contains(1...3)", "((arrayInt.@min >= %@) && (arrayInt.@max <= %@))", 2),
        ("!$0.arrayInt.contains(1..<3)", "NOT ((arrayInt.@min >= %@) && (arrayInt.@max < %@))", 2),
        ("$0.intCol.contains(1..<3)", "((intCol >= %@) && (intCol < %@))", 2),
        ("$0.mapInt.containsAny(in: [3])", "(ANY mapInt IN %@)", 1),
        ("$0.mapInt.values == 3", "(ANY mapInt.@allValues == %@)", 1),
        ("$0.stringCol.contains($0.stringCol, options: [.caseInsensitive])", "(stringCol CONTAINS[c] stringCol)", 0),
        ("!$0.linkingObjects.containsAny(in: [Row()])", "(NOT ANY linkingObjects IN %@)", 1),
        ("$0.mapString[\"foo\"].contains(\"o\", options: [.caseInsensitive, .diacriticInsensitive])", "(mapString[%@] CONTAINS[cd] %@)", 2),
        ("!$0.mapString[\"foo\"].like(\"o\")", "(NOT mapString[%@] LIKE %@)", 2),
    ])
    func text(_ closure: String, _ text: String, _ count: Int) {
        let outcome = run("""
            let query: (Query<Row>) -> Query<Bool> = { \(closure) }
            let (text, args) = query(Query<Row>._constructForTesting())._constructPredicate()
            XCTAssertEqual(text, "\(text)")
            XCTAssertEqual(args.count, \(count))
        """)
        #expect(outcome.status == .passed, "\(closure): \(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("containsAny(in:) on linking objects matches an object linked from one of the given objects")
    func containsAnyLinkingObjects() {
        let outcome = run("""
            let other = Row()
            try realm.write {
                other.objectCol = row
                realm.add(other)
            }
            XCTAssertEqual(all.where { $0.linkingObjects.containsAny(in: [other]) }.count, 1)
            XCTAssertEqual(all.where { !$0.linkingObjects.containsAny(in: [other]) }.count, 1)
            XCTAssertEqual(all.where { $0.linkingObjects.containsAny(in: [row]) }.count, 0)
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("an aggregate of a single value is refused when the query is made, in Realm's words")
    func aggregateOfSingleValue() {
        let outcome = run("""
            assertThrows(all.where { $0.intCol.avg == 1 }, .invalidQuery,
                         reason: "Invalid keypath 'intCol.@avg': Property 'Row.intCol' is not a link or collection and can only appear at the end of a keypath.")
            assertThrows(all.where { $0.doubleCol.max != 1 }, .invalidQuery,
                         reason: "Invalid keypath 'doubleCol.@max': Property 'Row.doubleCol' is not a link or collection and can only appear at the end of a keypath.")
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a key path after a map subscript is refused while the closure runs, in the SDK's words")
    func keyPathAfterMapSubscript() {
        let file = load("""
        class Holder: Object {
            @Persisted var intCol: Int
            @Persisted var map: Map<String, Holder?>
        }

        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.objects(Holder.self).where { $0.map["foo"].intCol == 5 }, reason: "Cannot apply key path to Map subscripts.")
            assertThrows(realm.objects(Holder.self).where { $0.intCol == 1 && $0.map["foo"].map["x"].intCol > 5 },
                         reason: "Cannot apply key path to Map subscripts.")
        }
        """, models: "")
        guard let s = file.scenarios.first else {
            Issue.record("no scenario: \(file.diagnostics.map(\.message))")
            return
        }
        let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("two key paths through collections compared with each other are refused while the closure runs")
    func twoCollectionColumns() {
        let outcome = run("""
            assertThrows(all.where { $0.arrayInt == $0.setInt }, reason: "Comparing two collection columns is not permitted.")
            let query: (Query<Row>) -> Query<Bool> = { $0.intCol == 3 && $0.arrayInt != $0.mapInt }
            assertThrows(query(Query<Row>._constructForTesting())._constructPredicate(), reason: "Comparing two collection columns is not permitted.")
            assertThrows(all.where { $0.arrayInt == $0.intCol }, reason: "Key paths that include a collection property must use aggregate operations")
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("statements before a where closure's expression run first, each time the query is built")
    func statementsBeforeExpression() {
        let outcome = run("""
            var built = 0
            XCTAssertEqual(all.where {
                var limit = 2
                limit += 0
                built += 1
                return $0.intCol > limit
            }.count, 1)
            XCTAssertEqual(built, 1)
            let query: (Query<Row>) -> Query<Bool> = {
                let names = ["Foó", "x"]
                return $0.stringCol.in(names)
            }
            let (text, args) = query(Query<Row>._constructForTesting())._constructPredicate()
            XCTAssertEqual(text, "(stringCol IN %@)")
            XCTAssertEqual(NSPredicate(format: text, argumentArray: args), NSPredicate(format: "(stringCol IN %@)", argumentArray: [["Foó", "x"]]))
            XCTAssertEqual(all.where(query).count, 1)
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("like's case flag must be written as a literal")
    func likeFlagLiteral() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let flag = true
            _ = realm.objects(Row.self).where { $0.stringCol.like("a", caseInsensitive: flag) }
        }
        """, models: Self.models)
        #expect(file.diagnostics.contains { $0.message.contains("'caseInsensitive:' flag that is not 'true' or 'false'") },
                "\(file.diagnostics.map(\.message))")
    }
}

@Suite("Where-closure forms outside the subset")
struct WhereClosureOutsideTests {
    @Test("lint names each form a where closure cannot take, instead of failing at run time", arguments: [
        ("$0.list[0] == nil", "'a subscript in a where closure' is outside the scenario subset"),
        ("$0.list[0].intCol == 1", "'a key path after a subscript in a where closure' is outside the scenario subset"),
    ])
    func refused(_ closure: String, _ message: String) {
        let file = load("""
        class Row: Object {
            @Persisted var intCol: Int
            @Persisted var anyCol: AnyRealmValue
            @Persisted var mapInt: Map<String, Int>
            @Persisted var list: List<Row>
            @Persisted var map: Map<String, Row?>
        }

        func testX() throws {
            let realm = try Realm()
            _ = realm.objects(Row.self).where { \(closure) }
        }
        """, models: "")
        #expect(file.diagnostics.map(\.message).contains(message), "\(file.diagnostics.map(\.message))")
    }
}

@Suite("Where-closure subscripts")
struct WhereClosureSubscriptTests {
    @Test("a map's key, an AnyRealmValue's keys and indexes and its .any wildcard are query subscripts lint accepts", arguments: [
        "$0.mapInt[\"foo\"] == 1", "$0.anyCol[0] == .int(1)", "$0.anyCol[\"a\"][1] != .int(1)",
        "$0.anyCol.any == .int(1)", "$0.anyCol[0].any >= .int(1)",
    ])
    func accepted(_ closure: String) {
        let file = load("""
        class Row: Object {
            @Persisted var anyCol: AnyRealmValue
            @Persisted var mapInt: Map<String, Int>
        }

        func testX() throws {
            let realm = try Realm()
            _ = realm.objects(Row.self).where { \(closure) }
        }
        """, models: "")
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics.map(\.message))")
    }
}
