import Foundation
import ScenarioLanguage
import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("statuses and expectations")
struct StatusAndExpectationTests {
    let file = specFile("Specs/p/A.swift", scenarios: [
        ("testPasses", "s1", []), ("testFails", "s1", []), ("testErrors", "s2", []),
        ("testSkips", "s2", []), ("testHangs", "s2", []),
    ])

    func run(_ expectations: Expectations = Expectations(), timeout: Double = 0.6) -> [String: CaseRecord] {
        let run = SpecRun(corpus: corpus([file]), engines: [idleEngine(expectations: expectations)],
                          options: SchedulerOptions(jobs: 2, timeout: timeout, grace: 0.5), runScenario: scriptedRunner)
        return Dictionary(uniqueKeysWithValues: run.execute().cases.map { ($0.name, $0) })
    }

    @Test("each way a scenario ends maps to its status")
    func statuses() {
        let cases = run()
        #expect(cases["testPasses"]?.status == .pass)
        #expect(cases["testFails"]?.status == .fail)
        #expect(cases["testErrors"]?.status == .error)
        #expect(cases["testSkips"]?.status == .skipped)
        #expect(cases["testHangs"]?.status == .timeout)
    }

    @Test("a failure's message carries the location, expected and actual")
    func failureMessage() throws {
        let record = try #require(run()["testFails"])
        #expect(record.message?.contains("Specs/p/A.swift:8:1") == true)
        #expect(record.details?.contains("expected: 2") == true)
        #expect(record.details?.contains("actual:   1") == true)
        #expect(record.failureType == "assertion")
        #expect(record.section == "s1" && record.page == "p")
    }

    @Test("an error keeps its kind as the failure type")
    func errorKind() {
        #expect(run()["testErrors"]?.failureType == "invalidated")
        #expect(run()["testErrors"]?.message?.contains("object was deleted") == true)
    }

    @Test("listed failures, errors and timeouts become expected failures with their reason")
    func expectedFailures() {
        let expectations = Expectations(entries: [
            .init(scenario: "p/A.swift::testFails", reason: "known bug 1"),
            .init(scenario: "p/A.swift::testErrors", reason: "known bug 2"),
            .init(scenario: "p/A.swift::testHangs", reason: "known bug 3"),
        ])
        let cases = run(expectations)
        #expect(cases["testFails"]?.status == .xfail)
        #expect(cases["testErrors"]?.status == .xfail)
        #expect(cases["testHangs"]?.status == .xfail)
        #expect(cases["testFails"]?.details?.contains("known bug 1") == true)
        #expect(!RunSummary(Array(cases.values)).hasUnexpected)
    }

    @Test("a listed scenario that passes is an unexpected pass")
    func unexpectedPass() {
        let cases = run(Expectations(entries: [.init(scenario: "p/A.swift::testPasses", reason: "was broken")]))
        #expect(cases["testPasses"]?.status == .xpass)
        #expect(cases["testPasses"]?.failureType == "unexpected-pass")
        #expect(RunSummary(Array(cases.values)).hasUnexpected)
    }

    @Test("a listed scenario that is skipped stays skipped")
    func skippedStays() {
        let cases = run(Expectations(entries: [.init(scenario: "p/A.swift::testSkips", reason: "n/a")]))
        #expect(cases["testSkips"]?.status == .skipped)
    }

    @Test("an expectations entry naming no existing file is an error at its line")
    func staleFile() throws {
        let root = try temporaryFolder()
        try write("func testA() {}", to: root + "/p/A.swift")
        let yaml = "expected-failures:\n  - scenario: p/Gone.swift::testA\n    reason: old\n"
        let expectations = try ExpectationsLoader.parse(yaml, file: "exp.yaml")
        let run = SpecRun(corpus: corpus([specFile(root + "/p/A.swift", scenarios: [("testA", nil, [])])], root: root),
                          engines: [idleEngine(expectations: expectations)], runScenario: scriptedRunner)
        #expect(throws: SpecConfigError.self) { try run.checkExpectations() }
        do { try run.checkExpectations() } catch {
            #expect(error.line == 2 && error.file == "exp.yaml")
            #expect(error.message.contains("p/Gone.swift::testA"))
        }
    }

    @Test("an expectations entry naming a missing scenario of a loaded file is an error")
    func staleScenario() throws {
        let root = try temporaryFolder()
        try write("func testA() {}", to: root + "/p/A.swift")
        let expectations = Expectations(entries: [.init(scenario: "p/A.swift::testRenamed", reason: "old")])
        let run = SpecRun(corpus: corpus([specFile(root + "/p/A.swift", scenarios: [("testA", nil, [])])], root: root),
                          engines: [idleEngine(expectations: expectations)], runScenario: scriptedRunner)
        #expect(throws: SpecConfigError.self) { try run.checkExpectations() }
        let good = SpecRun(corpus: run.corpus, engines: [idleEngine(expectations: Expectations(entries: [
            .init(scenario: "p/A.swift::testA", reason: "fine")]))], runScenario: scriptedRunner)
        #expect(throws: Never.self) { try good.checkExpectations() }
    }

    @Test("an expectations file with no entries, or with an empty list, expects nothing",
          arguments: ["", "# nothing\n", "expected-failures:\n", "expected-failures: []\n"])
    func emptyExpectations(yaml: String) throws {
        #expect(try ExpectationsLoader.parse(yaml, file: "e.yaml").entries.isEmpty)
    }

    @Test("expectations files: a missing reason and unknown keys are located errors",
          arguments: [
            ("expected-failures:\n  - scenario: a/B.swift::testX\n", 2, "lacks 'reason'"),
            ("expected-failures:\n  - scenario: a/B.swift::testX\n    reason: r\n    why: x\n", 4, "unknown key 'why'"),
            ("expected-failures:\n  - scenario: testX\n    reason: r\n", 2, "path/File.swift::testName"),
            ("expected-failures: [\n", 2, ""),
            ("fuzz-divergences:\n  - signature: get FzObj.f\n", 2, "lacks 'reason'"),
            ("fuzz-divergences:\n  - signature: a\n    reason: r\n  - signature: a\n    reason: s\n", 4, "listed twice"),
          ])
    func expectationErrors(yaml: String, line: Int, text: String) {
        do {
            _ = try ExpectationsLoader.parse(yaml, file: "e.yaml")
            Issue.record("no error for \(yaml)")
        } catch {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("e.yaml:\(line):"))
            #expect(text.isEmpty || error.message.contains(text))
        }
    }

    @Test("fuzz-divergences: a listed signature has its reason, an unlisted one none")
    func fuzzDivergences() throws {
        let yaml = "expected-failures: []\nfuzz-divergences:\n  - signature: get FzObj.f\n    reason: floats are stored as doubles\n"
        let e = try ExpectationsLoader.parse(yaml, file: "e.yaml")
        #expect(e.fuzzReason(for: "get FzObj.f") == "floats are stored as doubles")
        #expect(e.fuzzReason(for: "get FzObj.d") == nil)
    }
}
