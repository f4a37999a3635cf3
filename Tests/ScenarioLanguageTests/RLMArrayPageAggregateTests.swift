// The RLMArray page lists the property types its aggregates take; a
// Decimal128 property is refused on an RLMArray, as the page says, while the
// Swift List over the same objects computes it, as the shipped SDK does.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("RLMArray aggregates follow the page")
struct RLMArrayPageAggregateTests {
    static let models = """
    class Reading: Object {
        @Persisted var amount: Decimal128 = 0
        @Persisted var count = 0
    }
    class Logbook: Object {
        @Persisted var readings: List<Reading>
    }

    """

    @Test("min and sum of a Decimal128 property: refused on the RLMArray, computed on the List; an int property works on both")
    func decimalOnlyRefusedOnRLMArray() throws {
        let file = load("""
        func testA() throws {
            let realm = try Realm()
            let log = Logbook()
            log.readings.append(Reading(value: ["amount": Decimal128(number: 2), "count": 3]))
            try realm.write { realm.add(log) }
            let readings = ObjectiveCSupport.convert(object: log.readings)
            assertThrows(readings.min(ofProperty: "amount"), .unsupportedAggregate)
            assertThrows(readings.sum(ofProperty: "amount"), .unsupportedAggregate)
            XCTAssertEqual(log.readings.sum(ofProperty: "amount") as Decimal128, Decimal128(number: 2))
            XCTAssertEqual(readings.sum(ofProperty: "count").intValue, 3)
        }
        """, models: Self.models)
        let scenario = try #require(file.scenarios.first)
        let outcome = ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
