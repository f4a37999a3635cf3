// A literal takes the type its context gives it: `20.2` beside a Float
// property is a Float, in comparisons, collections and where closures.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("literal context")
struct LiteralContextTests {
    static let models = """
    class Gauge: Object {
        @Persisted var weight: Float = 0
        @Persisted var level: Double = 0
        @Persisted var weights: List<Float>
    }

    """

    @Test("a Double literal compared with a Float is a Float")
    func floatContext() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let g = Gauge(value: ["weight": 20.2, "level": 20.2])
            try realm.write {
                realm.add(g)
                g.weights.append(20.2)
            }
            XCTAssertEqual(g.weight, 20.2)
            XCTAssertTrue(g.weight == 20.2)
            XCTAssertTrue(g.weight > 20.1)
            XCTAssertFalse(g.weight < 20.2)
            XCTAssertEqual(g.level, 20.2)
            XCTAssertEqual(g.weights.first, 20.2)
            XCTAssertEqual(g.weights.sum(), 20.2)
            XCTAssertEqual(realm.objects(Gauge.self).where { $0.weight == 20.2 }.count, 1)
            XCTAssertEqual(realm.objects(Gauge.self).where { 20.2 == $0.weight }.count, 1)
            XCTAssertEqual(realm.objects(Gauge.self).where { $0.level == 20.2 }.count, 1)
        }
        """, models: Self.models)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }

    @Test("a Double that is not the Float's value still differs")
    func floatDiffers() {
        let file = load("""
        func testX() throws {
            let g = Gauge(value: ["weight": 20.25])
            XCTAssertNotEqual(g.weight, 20.2)
            XCTAssertTrue(g.weight > 20.2)
        }
        """, models: Self.models)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }
}
