// A projected property that follows a list with `projectTo` is a
// ProjectedCollection: it reads and writes through the list, freezes, thaws
// and describes itself as RealmSwift's does, and answers the standard
// library's members on its values. Beside it: a frozen list stays valid when
// its owner is deleted afterwards, and an array's `sorted(by:)` uses its closure.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("ProjectedCollection")
struct ProjectedCollectionTests {
    private let projection = """
    class DogNames: Projection<Person> {
        @Projected(\\Person.dogs.projectTo.name) var names: ProjectedCollection<String>
    }

    """

    private func outcome(_ body: String) -> ScenarioOutcome? {
        let file = load(projection + body)
        return file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
    }

    private let seed = """
        let realm = try Realm()
        try realm.write { realm.add(Person(value: ["id": 1, "dogs": [["name": "Rex"], ["name": "Ace"], ["name": "Max"]]])) }
        let names = realm.objects(DogNames.self).first!.names
    """

    @Test("elements read through the list; assigning one renames that dog")
    func readWrite() {
        let o = outcome("""
        func testX() throws {
        \(seed)
            XCTAssertEqual(names.count, 3)
            XCTAssertEqual(names[1], "Ace")
            try realm.write { names[1] = "Bo" }
            XCTAssertEqual(realm.objects(Dog.self).filter("name == 'Bo'").count, 1)
            XCTAssertEqual(Array(names), ["Rex", "Bo", "Max"])
            XCTAssertEqual(names.sorted(by: { $0 > $1 }), ["Rex", "Max", "Bo"])
            XCTAssertEqual(names.filter { $0.hasPrefix("M") }, ["Max"])
            XCTAssertEqual(names.description, "ProjectedCollection<String> {\\n\\t[0] Rex\\n\\t[1] Bo\\n\\t[2] Max\\n}")
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("freeze gives a frozen projected collection that keeps its names; thaw a live one")
    func freezeThaw() {
        let o = outcome("""
        func testX() throws {
        \(seed)
            XCTAssertFalse(names.isFrozen)
            let frozen = names.freeze()
            XCTAssertTrue(frozen.isFrozen)
            try realm.write { realm.objects(Dog.self).first!.name = "Zed" }
            XCTAssertEqual(frozen[0], "Rex")
            let live = frozen.thaw()!
            XCTAssertFalse(live.isFrozen)
            XCTAssertEqual(live[0], "Zed")
            try realm.write { realm.delete(realm.objects(Person.self)) }
            XCTAssertTrue(live.isInvalidated)
            XCTAssertFalse(frozen.isInvalidated)
            assertThrows(frozen.observe { _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("observe hands the block the projected collection")
    func observe() {
        let o = outcome("""
        func testX() throws {
        \(seed)
            var seen: [[String]] = []
            let token = names.observe { change in
                switch change {
                case .initial(let c): seen.append(Array(c))
                case .update(let c, _, _, _): seen.append(Array(c))
                case .error: XCTFail("no error expected")
                }
            }
            realm.refresh()
            try realm.write { realm.objects(Person.self).first!.dogs.append(Dog(value: ["name": "Kit"])) }
            realm.refresh()
            XCTAssertEqual(seen, [["Rex", "Ace", "Max"], ["Rex", "Ace", "Max", "Kit"]])
            token.invalidate()
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("a frozen list stays valid after its owner is deleted from the live realm")
    func frozenListValid() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1, "dogs": [["name": "d"]]])
            try realm.write { realm.add(p) }
            let frozen = p.dogs.freeze()
            try realm.write { realm.delete(p) }
            XCTAssertFalse(frozen.isInvalidated)
            XCTAssertEqual(frozen.count, 1)
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("an array's sorted(by:) orders by its closure")
    func sortedByClosure() {
        let o = outcome("""
        func testX() throws {
            XCTAssertEqual([2, 3, 1].sorted(by: { $0 > $1 }), [3, 2, 1])
            XCTAssertEqual([2, 3, 1].sorted(), [1, 2, 3])
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }
}
