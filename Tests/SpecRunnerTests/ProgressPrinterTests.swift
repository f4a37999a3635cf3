import Foundation
import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
}

@Suite("printing a run")
struct ProgressPrinterTests {
    let failure = CaseRecord(engine: "reference", page: "p", section: "s", name: "testWrong", file: "Specs/p/A.swift", line: 7,
                             status: .fail, message: "Specs/p/A.swift:9:5: XCTAssertEqual failed",
                             details: "Specs/p/A.swift:9:5: XCTAssertEqual: values differ\n  expected: 2\n  actual:   1")
    let pass = CaseRecord(engine: "reference", page: "p", section: "s", name: "testRight", file: "Specs/p/A.swift", line: 1, status: .pass)

    let xfail = CaseRecord(engine: "reference", page: "p", section: "s", name: "testKnown", file: "Specs/p/A.swift", line: 20,
                           status: .xfail, message: "known")

    @Test("plain output: passing cases left out, one line per other case, the counts last")
    func plainQuiet() {
        let out = Captured()
        let printer = ProgressPrinter(total: 3, interactive: false, color: false, write: { out.append($0) })
        printer.record(pass)
        printer.record(xfail)
        printer.record(failure)
        printer.finish([pass, xfail, failure])
        let lines = out.text.split(separator: "\n").map(String.init)
        #expect(!out.text.contains("testRight"))
        #expect(lines.first == "XFAIL   [reference] testKnown (Specs/p/A.swift:20): known")
        #expect(lines.filter { $0.hasPrefix("FAIL    [reference] testWrong") }.count == 1)
        #expect(lines.suffix(2) == ["reference: 1 passed, 1 failed, 0 skipped; 1 xfail, 0 xpass, 0 error, 0 timeout",
                                    "1 passed, 1 failed, 0 skipped"])
        #expect(lines.filter { $0.contains("xfail, ") }.count == 1, "the counts line once with one engine: \(out.text)")
    }

    @Test("plain output with verbose: one line per case, failures with expected and actual, the counts last")
    func plain() {
        let out = Captured()
        let printer = ProgressPrinter(total: 2, interactive: false, color: false, verbose: true, write: { out.append($0) })
        printer.record(pass)
        printer.record(failure)
        printer.finish([pass, failure])
        let lines = out.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("PASS    [reference] testRight (Specs/p/A.swift:1) [") == true, "with its time")
        #expect(lines.contains { $0.hasPrefix("FAIL    [reference] testWrong (Specs/p/A.swift:7)") })
        #expect(lines.contains("      expected: 2"))
        #expect(lines.contains("      actual:   1"))
        #expect(lines.suffix(2) == ["reference: 1 passed, 1 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout",
                                    "1 passed, 1 failed, 0 skipped"])
        #expect(!out.text.contains("\u{1B}"), "no escape codes when not on a terminal")
    }

    @Test("on a terminal: a counter line redrawn in place, passes not listed")
    func interactive() {
        let out = Captured()
        let printer = ProgressPrinter(total: 2, interactive: true, color: true, write: { out.append($0) })
        printer.record(pass)
        #expect(out.text.hasSuffix("[1/2] 1 passed, 0 failed, 0 skipped"))
        #expect(!out.text.contains("testRight"))
        printer.record(failure)
        #expect(out.text.contains("\u{1B}[31mFAIL"))
        #expect(out.text.hasSuffix("[2/2] 1 passed, 1 failed, 0 skipped"))
    }

    @Test("NO_COLOR set to anything turns colour off", arguments: [([:], true), (["NO_COLOR": "1"], false), (["NO_COLOR": ""], true)])
    func noColor(environment: [String: String], allowed: Bool) {
        #expect(ProgressPrinter.colorAllowed(environment) == allowed)
    }
}

@Suite("grouping the closing list")
struct ProgressPrinterGroupingTests {
    func record(_ name: String, engine: String, status: CaseStatus = .fail, message: String, line: Int = 3) -> CaseRecord {
        CaseRecord(engine: engine, page: "p", section: "s", name: name, file: "Specs/p/A.swift", line: line, status: status, message: message)
    }

    func printed(_ cases: [CaseRecord], unstarted: Set<String> = []) -> String {
        let out = Captured()
        let printer = ProgressPrinter(total: cases.count, interactive: false, color: false, unstarted: unstarted, write: { out.append($0) })
        for c in cases { printer.record(c) }
        printer.finish(cases)
        return out.text
    }

    @Test("a failure identical on every engine is listed once at the end, naming the engines, with a hint that the spec may be wrong")
    func sameOnEveryEngine() {
        let cases = [record("testX", engine: "reference", message: "A.swift:9: values differ"),
                     record("testX", engine: "sqlite", message: "A.swift:9: values differ"),
                     record("testY", engine: "reference", message: "A.swift:20: other", line: 18)]
        let text = printed(cases)
        let closing = text.components(separatedBy: "Unexpected (3):\n")[1]
        #expect(closing.contains("  FAIL    [reference, sqlite] testX (Specs/p/A.swift:3): A.swift:9: values differ\n"
                                 + "      the same on every engine"), "\(text)")
        #expect(closing.components(separatedBy: "testX").count - 1 == 1, "\(closing)")
        #expect(closing.contains("  FAIL    [reference] testY (Specs/p/A.swift:18): A.swift:20: other"), "\(closing)")
    }

    @Test("identical messages of one engine are one closing line with their count; an engine that cannot start gets no line per case")
    func repeatedMessage() {
        let failure = "cannot start engine 'postgres': open: no PostgreSQL server to connect to"
        let cases = (1...300).map { record("test\($0)", engine: "postgres", status: .error, message: failure, line: $0) }
        let text = printed(cases, unstarted: ["postgres"])
        #expect(text.components(separatedBy: "no PostgreSQL server").count - 1 == 1, "\(text)")
        #expect(text.contains("  ERROR   [postgres] test1, test2, test3 and 297 more (300 cases): \(failure)\n"), "\(text)")
        #expect(text.contains("postgres: 0 passed, 300 failed, 0 skipped; 0 xfail, 0 xpass, 300 error, 0 timeout"), "\(text)")
    }

    @Test("a failure's message is printed once under its line, its details without the message again")
    func messageOnce() {
        let failing = CaseRecord(engine: "reference", page: "p", section: "s", name: "testWrong", file: "Specs/p/A.swift", line: 7,
                                 status: .fail, message: "Specs/p/A.swift:9:5: XCTAssertEqual(x, 2) failed: (1) is not equal to (2)",
                                 details: "Specs/p/A.swift:9:5: XCTAssertEqual: XCTAssertEqual(x, 2) failed: (1) is not equal to (2)"
                                    + "\n  expected: 2\n  actual:   1")
        let text = printed([failing])
        #expect(text.components(separatedBy: "is not equal to").count - 1 == 2, "once live, once at the end: \(text)")
        #expect(text.contains("      expected: 2\n      actual:   1\n"), "\(text)")
    }
}

@Suite("claims in the terminal")
struct ProgressPrinterClaimsTests {
    @Test("an unexpected case is followed by its description and its claims with their statements, live and again at the end")
    func claims() {
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let printer = ProgressPrinter(total: 2, interactive: false, color: false,
                                      claimTexts: ["c.one": "The first claim."], write: { sink.text += $0 })
        let failing = CaseRecord(engine: "reference", page: "p", section: "s", name: "testWrong", file: "Specs/p/A.swift", line: 7,
                                 description: "Something works.", claims: ["c.one", "c.unknown"], status: .fail, message: "m")
        let passing = CaseRecord(engine: "reference", page: "p", section: "s", name: "testRight", file: "Specs/p/A.swift", line: 1,
                                 description: "Other things work.", claims: ["c.one"], status: .pass)
        printer.record(failing)
        printer.record(passing)
        printer.finish([failing, passing])
        #expect(sink.text.components(separatedBy: "claim c.one: The first claim.").count - 1 == 2, "\(sink.text)")
        #expect(sink.text.contains("scenario: Something works."))
        #expect(sink.text.contains("claim c.unknown\n"), "an unknown statement leaves the id alone")
        #expect(!sink.text.contains("Other things work."), "passing cases are not described")
    }
}

@Suite("details that repeat the message")
struct DetailLineTests {
    @Test("a details line that says the message again is left out, whatever the file's path holds (spaces included)")
    func pathWithSpace() {
        let message = "language/a b.swift:7:5: XCTAssertEqual(1, 2) failed: (\"1\") is not equal to (\"2\")"
        #expect(ProgressPrinter.sameText("language/a b.swift:7:5: XCTAssertEqual: XCTAssertEqual(1, 2) failed: (\"1\") is not equal to (\"2\")", message))
        #expect(ProgressPrinter.sameText(message, message))
        #expect(!ProgressPrinter.sameText("language/a b.swift:8:5: XCTAssertEqual(3, 4) failed", message))
    }
}
