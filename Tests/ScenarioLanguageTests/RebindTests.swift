// New objects that a write stores through a managed object's list or map
// property become managed, like objects added with realm.add.

import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("new objects stored through a property become managed")
struct RebindTests {
    static let models = testModels + """
    class Kennel: Object {
        @Persisted(primaryKey: true) var id = 0
        @Persisted var residents: Map<String, Dog?>
        @Persisted var visitors: MutableSet<Dog>
        @Persisted var anys: List<AnyRealmValue>
    }

    """

    func run(_ body: String) -> ScenarioOutcome {
        let file = load(body, models: Self.models)
        guard let scenario = file.scenarios.first else { return ScenarioOutcome(status: .error) }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("objects set into a list property take the keys stored at their positions")
    func list() {
        let outcome = run("""
        func testList() throws {
            let realm = try Realm()
            let ann = Person(value: ["id": 1, "name": "Ann"])
            try realm.write { realm.add(ann) }
            let rex = Dog(value: ["name": "Rex"])
            let max = Dog(value: ["name": "Max"])
            try realm.write { ann.setValue([rex, max], forKey: "dogs") }
            XCTAssertNotNil(rex.realm)
            try realm.write { max.name = "Maxi" }
            XCTAssertEqual(ann.dogs[1].name, "Maxi")
            XCTAssertEqual(ann.dogs[0].name, "Rex")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("objects set into a map property take the keys stored under their map keys")
    func map() {
        let outcome = run("""
        func testMap() throws {
            let realm = try Realm()
            let kennel = Kennel(value: ["id": 1])
            try realm.write { realm.add(kennel) }
            let rex = Dog(value: ["name": "Rex"])
            let max = Dog(value: ["name": "Max"])
            try realm.write { kennel.setValue(["north": rex, "south": max], forKey: "residents") }
            XCTAssertNotNil(rex.realm)
            XCTAssertNotNil(max.realm)
            try realm.write { rex.name = "Rexy" }
            XCTAssertEqual(kennel.residents["north"]??.name, "Rexy")
            XCTAssertEqual(kennel.residents["south"]??.name, "Max")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a collection nested in an element of a managed List<AnyRealmValue> reads back, and changing it is refused by name, not lost")
    func nestedSnapshotRefused() {
        let read = run("""
        func testSnapshot() throws {
            let realm = try Realm()
            let k = Kennel(value: ["id": 1])
            try realm.write {
                realm.add(k)
                k.anys.append(AnyRealmValue.fromArray([.int(1), .string("a")]))
            }
            XCTAssertEqual(k.anys[0].listValue?.count, 2)
            XCTAssertEqual(k.anys[0].listValue?[1], .string("a"))
        }
        """)
        #expect(read.status == .passed, "\(read)")
        let changed = run("""
        func testSnapshot() throws {
            let realm = try Realm()
            let k = Kennel(value: ["id": 1])
            try realm.write {
                realm.add(k)
                k.anys.append(AnyRealmValue.fromArray([.int(1)]))
            }
            try realm.write { k.anys[0].listValue?.append(.int(2)) }
        }
        """)
        #expect(changed.status == .error, "\(changed)")
        #expect(changed.error?.message.contains("changing a collection nested in an element of a managed List or Map of AnyRealmValue is not supported") == true,
                "\(String(describing: changed.error))")
    }
}
