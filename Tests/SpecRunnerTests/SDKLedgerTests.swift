import Foundation
import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("SDK test ledger")
struct SDKLedgerTests {
    let text = """
    - file: RealmSwift/Tests/ListTests.swift
      tests:
      - test: ListTests.testAppend
        runs-in: [ListTests, ListStandaloneTests]
        status: covered
        covers: [ListStandaloneTests]
        left-out: the part on a second thread
      - test: ListTests.testAsync
        status: out-of-scope
        reason: threads-or-queues
        why: appends from a background queue
      - test: ListTests.testOpen
        status: open
    """

    @Test("entries load with their status, reason, instantiations and line")
    func loads() throws {
        let ledger = try SDKLedger.parse(text, file: "sdk-ledger.yaml")
        #expect(ledger.entries.map(\.id) == ["RealmSwift/Tests/ListTests.swift ListTests.testAppend",
                                             "RealmSwift/Tests/ListTests.swift ListTests.testAsync",
                                             "RealmSwift/Tests/ListTests.swift ListTests.testOpen"])
        #expect(ledger.entries[0].status == .covered(leftOut: "the part on a second thread"))
        #expect(ledger.entries[0].covers == ["ListStandaloneTests"])
        #expect(ledger.entries[1].status == .outOfScope(.threadsOrQueues, why: "appends from a background queue"))
        #expect(ledger.entries[2].status == .open && ledger.entries[2].line == 12)
    }

    @Test("a mistake is reported at its line and column", arguments: [
        ("status: done", "'done' is not a status", 13),
        ("status: out-of-scope\n    reason: too-hard\n    why: x", "'too-hard' is not a reason", 14),
        ("status: out-of-scope\n    reason: sync", "lacks 'why'", 12),
        ("status: open\n    reason: sync", "belongs to an accounted entry", 14),
        ("status: covered\n    covers: [Other]", "'covers' names 'Other'", 14),
        ("status: open\n    colour: red", "unknown key 'colour'", 14),
    ])
    func mistakes(tail: String, message: String, line: Int) {
        let bad = text.replacingOccurrences(of: "status: open", with: tail)
        #expect {
            try SDKLedger.parse(bad, file: "sdk-ledger.yaml")
        } throws: { error in
            guard let e = error as? SpecConfigError else { return false }
            return e.all.contains { $0.message.contains(message) && $0.line == line && $0.file == "sdk-ledger.yaml" }
        }
    }

    @Test("a test listed twice and a malformed test id are errors")
    func duplicates() {
        let twice = text + "\n  - test: ListTests.testOpen\n    status: open\n"
        #expect(throws: SpecConfigError.self) { try SDKLedger.parse(twice, file: "l.yaml") }
        let malformed = text.replacingOccurrences(of: "ListTests.testOpen", with: "testOpen")
        #expect(throws: SpecConfigError.self) { try SDKLedger.parse(malformed, file: "l.yaml") }
    }

    @Test("accounting: figures per file, and every disagreement with the scenarios is a problem")
    func accounting() throws {
        let ledger = try SDKLedger.parse(text, file: "sdk-ledger.yaml")
        let file = "RealmSwift/Tests/ListTests.swift "
        let good = ledger.account(scenarios: [("p/A.swift::testA", [file + "ListTests.testAppend"])])
        #expect(good.problems.isEmpty)
        #expect(good.files.map(\.methods) == [3] && good.covered == 1 && good.outOfScope == 1 && good.accounted == 2)
        #expect(abs(good.percent - 200.0 / 3) < 0.01)

        let unnamed = ledger.account(scenarios: [])
        #expect(unnamed.problems.count == 1 && unnamed.problems[0].contains("no scenario names it"))

        let wrong = ledger.account(scenarios: [("p/A.swift::testA", [file + "ListTests.testAppend", file + "ListTests.testOpen",
                                                                      file + "ListTests.testAsync"])])
        #expect(wrong.problems.count == 2)
        #expect(wrong.problems.contains { $0.contains("testOpen") && $0.contains("open; mark it covered") })
        #expect(wrong.problems.contains { $0.contains("testAsync") && $0.contains("out of scope") })
    }

    @Test("a covered entry whose scenario failed on an engine of the run is a problem; a declared skip is not")
    func failingScenario() throws {
        let ledger = try SDKLedger.parse(text, file: "sdk-ledger.yaml")
        let id = "RealmSwift/Tests/ListTests.swift ListTests.testAppend"
        func run(_ statuses: [CaseStatus]) -> RunRecord {
            RunRecord(cases: statuses.enumerated().map { i, status in
                CaseRecord(engine: "e\(i)", page: "p", section: "s", name: "testA", file: "p/A.swift", line: 1,
                           status: status)
            }, startedAt: 0, hostname: "h")
        }
        #expect(ledger.account(scenarios: [("p/A.swift::testA", [id])], run: run([.pass, .skipped])).problems.isEmpty)
        let failed = ledger.account(scenarios: [("p/A.swift::testA", [id])], run: run([.pass, .fail]))
        #expect(failed.problems == ["'\(id)' is covered by 'p/A.swift::testA', which is fail on e1"])
    }

    @Test("the corpus loads the ledger beside pages.yaml and names its ids to the loader")
    func corpusLoadsLedger() throws {
        let root = try temporaryFolder() + "/Specs"
        try write("func testA() {}", to: root + "/p/A.swift")
        try write(text, to: root + "/" + SDKLedger.fileName)
        let seen = Counter()
        let loaded = try SpecCorpus.load(paths: [root]) { path, options in
            if options.knownSDKTests?.contains("RealmSwift/Tests/ListTests.swift ListTests.testOpen") == true { _ = seen.next() }
            return specFile(path, scenarios: [("testA", nil, [])])
        }
        #expect(loaded.ledger?.entries.count == 3)
        #expect(seen.count == 1)
        try write("- file: x\n  tests:\n  - test: A.b\n    status: maybe\n", to: root + "/" + SDKLedger.fileName)
        #expect(throws: SpecConfigError.self) { try SpecCorpus.load(paths: [root]) { path, _ in specFile(path, scenarios: []) } }
    }
}
