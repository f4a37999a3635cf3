import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("run diff")
struct RunDiffTests {
    func record(_ name: String, _ status: CaseStatus, engine: String = "e", message: String? = nil) -> CaseRecord {
        CaseRecord(engine: engine, page: "p", section: "s", name: name, file: "Specs/p/A.swift", line: 1,
                   status: status, message: message)
    }

    @Test("each status pair falls in one kind; the same case on another engine is another case")
    func kinds() {
        let old = RunRecord(cases: [record("a", .pass), record("b", .fail), record("c", .pass), record("d", .xfail),
                                    record("e", .pass), record("gone", .pass), record("a", .fail, engine: "f")],
                            startedAt: 0, hostname: "h")
        let new = RunRecord(cases: [record("a", .error), record("b", .pass), record("c", .skipped), record("d", .xpass),
                                    record("e", .pass), record("new", .fail), record("a", .fail, engine: "f")],
                            startedAt: 1, hostname: "h")
        let diff = RunDiff(old: old, new: new)
        func kind(_ name: String) -> RunDiff.Kind? { diff.changes.first { $0.id.hasSuffix("::" + name) && $0.engine == "e" }?.kind }
        #expect(kind("a") == .regressed)
        #expect(kind("b") == .fixed)
        #expect(kind("c") == .changed)
        #expect(kind("d") == .regressed, "an expected failure that now passes unexpectedly")
        #expect(kind("e") == nil)
        #expect(kind("new") == .appeared)
        #expect(kind("gone") == .disappeared)
        #expect(!diff.changes.contains { $0.engine == "f" })
        #expect(diff.hasRegression)
        #expect(diff.compared == 6)
        #expect(!RunDiff(old: new, new: new).hasRegression)
    }

    @Test("the pages escape hostile messages: the HTML has no raw markup from the run")
    func escaped() {
        let old = RunRecord(cases: [record("a", .pass)], startedAt: 0, hostname: "h")
        let new = RunRecord(cases: [record("a", .fail, message: "<script>x</script> ]]> \u{1}")], startedAt: 0, hostname: "h")
        let diff = RunDiff(old: old, new: new)
        let html = DiffReport.html(diff)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(!DiffReport.markdown(diff).contains("<script>"))
    }
}
