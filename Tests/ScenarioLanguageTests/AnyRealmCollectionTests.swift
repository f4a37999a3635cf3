// `AnyRealmCollection(_:)`, the type-erased RealmCollection: its description
// names AnyRealmCollection over the wrapped collection's elements, its == is
// the wrapped collection's equality (results: the same results; a managed
// list: the same property of the same object), lint knows its declared
// members and records them, and a Map is refused as no RealmCollection.

import ReferenceEngine
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("AnyRealmCollection")
struct AnyRealmCollectionTests {
    private func outcome(_ body: String) -> ScenarioOutcome? {
        let file = load(body)
        return file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
    }

    @Test("description names AnyRealmCollection and lists the wrapped list's elements")
    func description() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1, "dogs": [["name": "Rex"]]])
            try realm.write { realm.add(p) }
            let any = AnyRealmCollection(p.dogs)
            XCTAssertTrue(any.description.hasPrefix("AnyRealmCollection<Dog> <0x"))
            XCTAssertTrue(any.description.contains("[0] Dog {\\n\\t\\tname = Rex;"))
            XCTAssertTrue(p.dogs.description.hasPrefix("List<Dog> <0x"))
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("== compares the wrapped collections: the same results, the same managed list")
    func equality() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Person(value: ["id": 1, "dogs": [["name": "a"]]]))
                realm.add(Person(value: ["id": 2, "dogs": [["name": "a"]]]))
            }
            let people = realm.objects(Person.self)
            XCTAssertEqual(AnyRealmCollection(people), AnyRealmCollection(people))
            XCTAssertNotEqual(AnyRealmCollection(people), AnyRealmCollection(realm.objects(Person.self)))
            let one = people[0], two = people[1]
            XCTAssertEqual(AnyRealmCollection(one.dogs), AnyRealmCollection(one.dogs))
            XCTAssertNotEqual(AnyRealmCollection(one.dogs), AnyRealmCollection(two.dogs))
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("a Map is refused: it is no RealmCollection")
    func mapRefused() {
        let o = outcome("""
        func testX() throws {
            let p = Person()
            let any = AnyRealmCollection(p.scores)
        }
        """)
        #expect(o?.status == .error)
        #expect(o?.error?.message.contains("AnyRealmCollection(_:)") == true, "\(String(describing: o?.error))")
    }

    @Test("lint knows the wrapper: its description and == are recorded, other members are unknown")
    func lintRecords() {
        let file = load("""
        func testX() throws {
            let p = Person()
            let any = AnyRealmCollection(p.dogs)
            XCTAssertTrue(any.description.isEmpty == false)
            XCTAssertEqual(any, any)
        }
        """)
        let ids = Set(file.scenarios.first?.apiUsage?.members.map(\.id) ?? [])
        #expect(ids.contains("AnyRealmCollection.description"), "\(ids.sorted())")
        #expect(ids.contains("AnyRealmCollection.init(_:)"), "\(ids.sorted())")
        #expect(ids.contains("AnyRealmCollection.==(_:)"), "\(ids.sorted())")
        let (diagnostics, _) = lint("""
        func testX() throws {
            let p = Person()
            let any = AnyRealmCollection(p.dogs)
            XCTAssertEqual(any.count, 0)
        }
        """)
        #expect(diagnostics.contains { $0.message.contains("count") }, "\(diagnostics.map(\.description))")
    }
}
