// Each freeze of a live collection is a new frozen instance; freezing a
// frozen one gives the same instance back; a live object's collection
// property is one instance however often it is read.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Identity of frozen collections")
struct FrozenIdentityTests {
    @Test("two freezes of a live list are two instances; a frozen list frozen again is itself")
    func identity() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let vera = Person(value: ["id": 1, "dogs": [["name": "Rex"]]])
            try realm.write { realm.add(vera) }
            let frozen = vera.dogs.freeze()
            XCTAssertFalse(vera.dogs.freeze() === frozen)
            XCTAssertTrue(frozen.freeze() === frozen)
            XCTAssertTrue(vera.dogs === vera.dogs)
        }
        """)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.error)) \(outcome?.failures ?? [])")
    }
}
