// Expectations at scale: matching is a dictionary lookup, so
// forty thousand entries load and apply in a moment, not in minutes.

import Foundation
import SpecReports
import Testing
@testable import SpecRunner

@Suite("scale")
struct ScaleTests {
    @Test("40,000 expectations entries load and match every scenario (hang bound: 60 s)")
    func manyExpectations() throws {
        let count = 40_000
        var yaml = "expected-failures:\n"
        for i in 0..<count { yaml += "  - scenario: p/F\(i % 100).swift::test\(i)\n    reason: known \(i)\n" }
        let clock = ContinuousClock()
        var matched = 0
        let elapsed = try clock.measure {
            let expectations = try ExpectationsLoader.parse(yaml, file: "reference.yaml")
            #expect(expectations.entries.count == count)
            for i in 0..<count {
                let (status, reason) = expectations.apply(to: .fail, scenarioId: "p/F\(i % 100).swift::test\(i)")
                if status == .xfail && reason == "known \(i)" { matched += 1 }
            }
            #expect(expectations.reason(for: "p/F0.swift::testMissing") == nil)
        }
        #expect(matched == count)
        #expect(elapsed < .seconds(60), "matching took \(elapsed)")
    }

    @Test("a scenario listed twice is still refused, at the second entry")
    func listedTwice() {
        let yaml = "expected-failures:\n  - scenario: p/A.swift::testA\n    reason: a\n  - scenario: p/A.swift::testA\n    reason: b\n"
        let error = #expect(throws: SpecConfigError.self) { try ExpectationsLoader.parse(yaml, file: "x.yaml") }
        #expect(error?.line == 4)
        #expect(error?.message.contains("listed twice") == true)
    }

    @Test("an expectations value keeps its lookups after its entries change")
    func entriesChange() {
        var expectations = Expectations(entries: [.init(scenario: "p/A.swift::testA", reason: "a")])
        #expect(expectations.reason(for: "p/A.swift::testA") == "a")
        expectations.entries.append(.init(scenario: "p/B.swift::testB", reason: "b"))
        #expect(expectations.reason(for: "p/B.swift::testB") == "b")
    }
}
