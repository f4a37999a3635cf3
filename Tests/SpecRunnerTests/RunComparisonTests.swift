import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("comparing runs")
struct RunComparisonTests {
    func run(_ engine: String, _ statuses: [(String, CaseStatus)]) -> RunRecord {
        RunRecord(cases: statuses.map {
            CaseRecord(engine: engine, page: "p", section: "s", name: $0.0, file: "Specs/p/A.swift", line: 1, status: $0.1,
                       message: $0.1 == .pass ? nil : "why", duration: Double.random(in: 0...1))
        }, startedAt: 0, hostname: "h")
    }

    @Test("the same statuses compare equal whatever the durations")
    func same() {
        let comparison = RunComparison(run("reference", [("testA", .pass), ("testB", .xfail)]), engine: "reference",
                                       run("external:x", [("testB", .xfail), ("testA", .pass)]), otherEngine: "external:x")
        #expect(comparison.differences.isEmpty)
        #expect(comparison.compared == 2)
    }

    @Test("a different status or a missing scenario is a difference")
    func different() {
        let comparison = RunComparison(run("reference", [("testA", .pass), ("testB", .pass)]), engine: "reference",
                                       run("x", [("testA", .error), ("testC", .pass)]), otherEngine: "x")
        #expect(comparison.differences.count == 3)
        #expect(comparison.differences.contains { $0.contains("testA") && $0.contains("pass on 'reference' vs error on 'x'") })
        #expect(comparison.differences.contains { $0.contains("testB: only in the run of 'reference'") })
        #expect(comparison.differences.contains { $0.contains("testC: only in the run of 'x'") })
    }
}
