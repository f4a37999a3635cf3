// An index past the end says the same words from the same member whether
// the collection is managed or not; the interpreter records which row of
// exceptions.md it raised, by the line of the `assertThrows` that saw it.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Rows told apart when raised")
struct RaisedRowTests {
    private func raised(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Int: String] {
        let file = load(body)
        guard let s = file.scenarios.first else { Issue.record("no scenario", sourceLocation: sourceLocation); return [:] }
        let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(String(describing: outcome.error)) \(outcome.failures)", sourceLocation: sourceLocation)
        return Dictionary(outcome.raisedRows.map { ($0.line, $0.row) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("an unmanaged List raises IX2, a managed one IX2m, a managed replace IX2r, an unmanaged MutableSet IX2s")
    func byState() {
        let rows = raised("""
        func testX() throws {
            let realm = try Realm()
            let loose = Person(value: ["id": 1])
            loose.dogs.append(Dog())
            assertThrows(loose.dogs[3], reason: "Index 3 is out of bounds (must be less than 1).")
            loose.tags.insert("a")
            assertThrows(loose.tags[2], reason: "Index 2 is out of bounds (must be less than 1).")
            let kept = Person(value: ["id": 2])
            try realm.write {
                realm.add(kept)
                kept.dogs.append(Dog())
            }
            assertThrows(kept.dogs[3], reason: "Index 3 is out of bounds (must be less than 1).")
            try realm.write {
                assertThrows(kept.dogs.replace(index: 4, object: Dog()), reason: "Index 4 is out of bounds (must be less than 1).")
            }
            assertThrows(kept.dogs[5])
        }
        """)
        #expect(rows == [line(5): "IX2", line(7): "IX2s", line(13): "IX2m", line(15): "IX2r"], "\(rows)")
    }

    @Test("an assertion that fails, or asserts no reason, records no row")
    func onlyPassingReasons() {
        let file = load("""
        func testX() throws {
            let loose = Person(value: ["id": 1])
            assertThrows(loose.dogs[3], reason: "Index 3 is out of bounds (must be less than 9).")
            assertThrows(loose.dogs[4])
        }
        """)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .failed)
        #expect(outcome?.raisedRows == [])
    }
}
