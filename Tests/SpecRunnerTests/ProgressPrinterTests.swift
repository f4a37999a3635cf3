import Foundation
import SpecReports
import Testing
@testable import SpecRunner

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
        #expect(lines.suffix(2) == ["1 xfail, 0 xpass, 0 error, 0 timeout", "1 passed, 1 failed, 0 skipped"])
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
        #expect(lines.contains("reference: 1 passed, 1 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout"))
        #expect(lines.suffix(2) == ["0 xfail, 0 xpass, 0 error, 0 timeout", "1 passed, 1 failed, 0 skipped"])
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
