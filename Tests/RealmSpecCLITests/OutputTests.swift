// What a run prints off a terminal: the cases that did not pass, passing ones
// only with --verbose, the unexpected cases again at the end, where the
// reports went, and the closing line with the run's time.

import Foundation
import Testing

@Suite("run output off a terminal")
struct OutputTests {
    func tree() throws -> SpecTree {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes), ("testWrong", Body.fails)])
        return tree
    }

    @Test("without --verbose: a line for the failing case, none for passing ones")
    func quiet() throws {
        let result = try tree().run(["run", "--jobs", "1"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("PASS "), "\(result)")
        #expect(result.stdoutLines.filter { $0.hasPrefix("FAIL    [reference] testWrong") }.count == 1, "\(result)")
        #expect(Array(result.stdoutLines.suffix(3).dropLast()) == [
            "reference: 2 passed, 1 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout",
            "Reports written to Reports",
        ], "one engine: its counts once, not again on a line of their own: \(result)")
        #expect(result.lastLine.range(of: #"^2 passed, 1 failed, 0 skipped in [0-9.]+ s \(load [0-9.]+ s, run [0-9.]+ s\)$"#,
                                      options: .regularExpression) != nil,
                "the closing line ends with the run's time, split into load and run: \(result)")
        // The unexpected case is listed again after the run, under a heading.
        let heading = try #require(result.stdoutLines.firstIndex(of: "Unexpected (1):"), "\(result)")
        #expect(result.stdoutLines[heading + 1].hasPrefix("  FAIL    [reference] testWrong (Specs/p/A.swift:"), "\(result)")
        #expect(result.stdoutLines.filter { $0.contains("FAIL    [reference] testWrong") }.count == 2, "\(result)")
        // The failure's text once under its line: the details add expected and actual, not the message again.
        #expect(result.stdout.components(separatedBy: "is not equal to").count - 1 == 2, "live and in the closing list: \(result)")
        #expect(!result.stdout.contains("\u{1B}"), "no escape codes off a terminal")
    }

    @Test("with --verbose: a line for every case, the same summary lines")
    func verbose() throws {
        let tree = try tree()
        let quiet = try tree.run(["run", "--jobs", "1"])
        let result = try tree.run(["run", "--jobs", "1", "--verbose"])
        #expect(result.status == 1)
        #expect(result.stdoutLines.contains { $0.hasPrefix("PASS    [reference] testOne (Specs/p/A.swift:") }, "\(result)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("PASS    [reference] testTwo (Specs/p/A.swift:") }, "\(result)")
        #expect(result.stdoutLines.suffix(3).dropLast() == quiet.stdoutLines.suffix(3).dropLast())
        #expect(result.summary == quiet.summary)
        // Each case's time follows its location with --verbose.
        #expect(result.stdoutLines.contains { $0.range(of: #"^PASS    \[reference\] testOne \(Specs/p/A.swift:[0-9]+\) \[[0-9.]+ s\]$"#,
                                                         options: .regularExpression) != nil }, "\(result)")
        #expect(!quiet.stdoutLines.contains { $0.contains("testWrong") && $0.contains(" s]") }, "no times without --verbose")
    }
}
