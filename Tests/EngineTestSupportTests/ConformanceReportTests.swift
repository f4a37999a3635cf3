// The conformance report: every check of the kit on one engine, grouped by
// the capability it needs, with what each failure found.

import Testing
import RealmSpecCore
import EngineTestSupport
import ReferenceEngine

private let reference: EngineFactory = { () throws(EngineError) -> any Engine in ReferenceEngine() }

private func planted(_ bug: PlantedBugEngine.Bug) -> EngineFactory {
    { () throws(EngineError) -> any Engine in PlantedBugEngine(wrapping: ReferenceEngine(), bug: bug) }
}

@Suite("Conformance report")
struct ConformanceReportTests {
    @Test("the reference engine passes every check, and every capability has a row")
    func referencePasses() {
        let report = ConformanceReport.run(engine: "reference", factory: reference)
        #expect(report.passed, "\(report.table)")
        #expect(report.outcomes.count == EngineConformanceKit.checks.count)
        #expect(!report.outcomes.contains { $0.skipped })
        let areas = Set(report.rows.map(\.area))
        for area in ["core", "lists", "sets", "maps", "queries", "aggregates", "freeze", "notifications"] {
            #expect(areas.contains(area), "no row '\(area)' in \(areas)")
        }
        #expect(report.table.contains("total"))
        #expect(!report.table.contains("FAIL"))
    }

    @Test("a planted bug fails exactly the checks it breaks, in the row of their capability",
          arguments: PlantedBugEngine.Bug.allCases)
    func plantedBugIsPinpointed(_ bug: PlantedBugEngine.Bug) {
        let report = ConformanceReport.run(engine: "planted", factory: planted(bug))
        let failed = report.outcomes.filter(\.failed)
        #expect(Set(failed.map(\.name)) == Self.broken[bug], "\(report.table)")
        #expect(Set(failed.map(\.area)) == [Self.area[bug] ?? ""])
        #expect(!report.passed)
        #expect(report.table.contains("FAIL [\(Self.area[bug] ?? "")]"))
    }

    /// The checks each bug breaks, and nothing else.
    static let broken: [PlantedBugEngine.Bug: Set<String>] = [
        .listMoveOffByOne: ["append, insert, replace, move, swap and remove keep the list in order"],
        .filterDropsLastMatch: ["filtered results match the query and stay live"],
    ]
    static let area: [PlantedBugEngine.Bug: String] = [.listMoveOffByOne: "lists", .filterDropsLastMatch: "queries"]

    @Test("a check needing a capability the engine lacks is skipped, naming the capability")
    func skipsNamingTheCapability() {
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            RecordingEngine(info: EngineInfo(name: "bare", version: "0", capabilities: [])) { call throws(EngineError) in
                throw EngineError.unsupported(call)
            }
        }
        let report = ConformanceReport.run(engine: "bare", factory: factory)
        let lists = report.outcomes.filter { $0.area == "lists" }
        #expect(!lists.isEmpty)
        for outcome in lists { #expect(outcome.status == .skipped("the engine lacks lists")) }
        #expect(report.rows.first { $0.area == "lists" }?.skipped == lists.count)
        #expect(report.outcomes.filter { $0.area == "core" }.allSatisfy { $0.failed })
    }
}
