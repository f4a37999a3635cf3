// `realmspec run`: the exit status and the two closing lines.

import Foundation
import Testing

@Suite("exit status and summary lines")
struct ExitStatusTests {
    @Test("everything passing exits 0 and ends with the counts line and N passed, N failed, N skipped")
    func allPass() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.summary == "2 passed, 0 failed, 0 skipped", "\(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 0 error, 0 timeout", "\(result)")
        #expect(result.stdout.contains("reference: 2 passed, 0 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout"))
    }

    @Test("a failing scenario exits 1 and prints expected and actual")
    func failing() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 1, "\(result)")
        #expect(result.summary == "1 passed, 1 failed, 0 skipped", "\(result)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("FAIL    [reference] testWrong (Specs/p/A.swift:") }, "\(result)")
        #expect(result.stdoutLines.contains { $0.trimmingCharacters(in: .whitespaces) == "expected: 2" }, "\(result)")
        #expect(result.stdoutLines.contains { $0.trimmingCharacters(in: .whitespaces) == "actual:   1" }, "\(result)")
    }

    @Test("a failure listed in the engine's expectations is an xfail and exits 0")
    func expectedFailure() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testWrong", Body.fails)])
        try tree.write("Specs/expectations/reference.yaml",
                       "expected-failures:\n  - scenario: p/A.swift::testWrong\n    reason: counts differently\n")
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.countsLine == "1 xfail, 0 xpass, 0 error, 0 timeout", "\(result)")
        #expect(result.summary == "0 passed, 0 failed, 0 skipped", "\(result)")
    }

    @Test("a pass listed in the engine's expectations is an xpass and exits 1")
    func unexpectedPass() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Specs/expectations/reference.yaml",
                       "expected-failures:\n  - scenario: p/A.swift::testOne\n    reason: thought to fail\n")
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 1, "\(result)")
        #expect(result.countsLine == "0 xfail, 1 xpass, 0 error, 0 timeout", "\(result)")
        #expect(result.stdout.contains("XPASS   [reference] testOne"), "\(result)")
        #expect(result.stdout.contains("delete the entry 'p/A.swift::testOne' at "), "names the entry: \(result)")
        #expect(result.stdout.contains("expectations/reference.yaml:2"), "with its file and line: \(result)")
        #expect(result.summary == "0 passed, 1 failed, 0 skipped", "an unexpected pass counts as failed: \(result)")
    }

    @Test("a scenario past --timeout is a timeout, the next scenario still runs, exit 1")
    func timeout() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testLoops", "    var n = 0\n    while true { n += 1 }"), ("testAfter", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1", "--timeout", "1"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("TIMEOUT [reference] testLoops"), "\(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 0 error, 1 timeout", "\(result)")
        #expect(result.summary == "1 passed, 1 failed, 0 skipped", "a timeout counts as failed: \(result)")
    }

    @Test("usage errors exit 2", arguments: [
        ["run", "--jobs", "0"], ["run", "--no-such-flag"], ["run", "--shard", "3/2"],
        ["run", "--junit-profile", "fancy"], ["run", "Specs/none"], ["frobnicate"],
    ])
    func usage(arguments: [String]) throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(!result.stderr.isEmpty, "\(result)")
        #expect(!tree.exists("Reports"), "a usage error writes no report")
    }

    @Test("a stale expectations entry is an error naming it, exit 2")
    func staleExpectation() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Specs/expectations/reference.yaml",
                       "expected-failures:\n  - scenario: p/A.swift::testGone\n    reason: removed\n")
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("p/A.swift::testGone"), "\(result)")
    }
}
