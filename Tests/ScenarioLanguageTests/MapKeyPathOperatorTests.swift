// Key-value coding of a map by key path takes the collections' operators:
// unions over its values, a list of owners joining its maps' keys, and the
// SDK's refusals of an unknown or incomplete operator.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Map key paths with collection operators")
struct MapKeyPathOperatorTests {
    @Test("unions over a map's values and keys, AG6 for an unknown operator or a missing key path")
    func unionsAndRefusals() {
        let file = load("""
        class Kennel: Object {
            @Persisted var dogs: Map<String, Dog?>
        }
        class Street: Object {
            @Persisted var kennels: List<Kennel>
        }
        func testX() throws {
            let realm = try Realm()
            let rex = Dog(value: ["name": "Rex"])
            let ash = Dog(value: ["name": "Ash"])
            let street = Street(value: ["kennels": [["dogs": ["a": rex, "b": ash, "c": rex]], ["dogs": ["a": ash]]]])
            try realm.write { realm.add(street) }
            let dogs = street.kennels[0].dogs
            XCTAssertEqual((dogs.value(forKeyPath: "@unionOfObjects.name") as! [String]).sorted(), ["Ash", "Rex", "Rex"])
            XCTAssertEqual((dogs.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String]).sorted(), ["Ash", "Rex"])
            XCTAssertEqual((street.kennels.value(forKeyPath: "@unionOfArrays.dogs") as! [String]).sorted(), ["a", "a", "b", "c"])
            assertThrows(dogs.value(forKeyPath: "@first.name"), reason: "Unsupported KVC collection operator found in key path '@first.name'")
            assertThrows(dogs.value(forKeyPath: "@max"), reason: "Missing key path for KVC collection operator max in key path '@max'")
        }
        """)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.error)) \(outcome?.failures ?? [])")
    }
}
