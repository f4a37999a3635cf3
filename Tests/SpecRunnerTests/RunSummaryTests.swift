import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("summary lines and exit status")
struct RunSummaryTests {
    func record(_ status: CaseStatus, engine: String = "e") -> CaseRecord {
        CaseRecord(engine: engine, page: "p", section: "s", name: "t", file: "f", line: 1, status: status)
    }

    @Test("the run fails exactly when something is unexpected", arguments: CaseStatus.allCases)
    func exitStatus(status: CaseStatus) {
        let summary = RunSummary([record(.pass), record(status)])
        let unexpected: Set<CaseStatus> = [.fail, .error, .timeout, .xpass]
        #expect(summary.exitStatus == (unexpected.contains(status) ? 1 : 0))
    }

    @Test("the last line counts passed, failed and skipped, failed being everything unexpected; the line before the rest")
    func lines() {
        let cases: [CaseStatus] = [.pass, .pass, .fail, .skipped, .xfail, .xfail, .xpass, .error, .timeout, .timeout, .timeout]
        let summary = RunSummary(cases.map { record($0) })
        #expect(summary.finalLine == "2 passed, 6 failed, 1 skipped", "1 fail + 1 xpass + 1 error + 3 timeouts")
        #expect(summary.detailLine == "2 xfail, 1 xpass, 1 error, 3 timeout")
        #expect(summary.counterLine == "2 passed, 6 failed (1 error, 3 timeouts), 1 skipped")
        #expect(RunSummary([record(.pass), record(.fail)]).counterLine == "1 passed, 1 failed, 0 skipped")
    }

    @Test("an empty run succeeds")
    func empty() {
        #expect(RunSummary([]).exitStatus == 0)
        #expect(RunSummary([]).finalLine == "0 passed, 0 failed, 0 skipped")
    }

    @Test("summaries per engine keep the engines' order")
    func perEngine() {
        let cases = [record(.pass, engine: "b"), record(.fail, engine: "a"), record(.pass, engine: "b")]
        let engines = RunSummary.perEngine(cases)
        #expect(engines.map(\.engine) == ["b", "a"])
        #expect(engines[0].summary[.pass] == 2 && engines[1].summary[.fail] == 1)
    }
}
