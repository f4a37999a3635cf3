// A scenario file with a file-level lint error (here top-level code): its
// diagnostics, one error case, and the other files still run.

import Foundation
import Testing

@Suite("malformed scenario files")
struct MalformedFileTests {
    static let broken = """
        // page: p

        /// Broken.
        func testBroken() throws {
            let realm = try Realm()
            realm.frobnicate()
        }
        let stray = 1

        """

    @Test("diagnostics as file:line:col: error:, one error test case in the JUnit report, the other files run")
    func oneErrorCase() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        try tree.write("Specs/p/Broken.swift", Self.broken)
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("Specs/p/Broken.swift:6:11: error: "), "\(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 1 error, 0 timeout", "\(result)")
        #expect(result.summary == "2 passed, 1 failed, 0 skipped", "\(result)")
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3, "\(junit)")
        #expect(junit.components(separatedBy: "<error ").count - 1 == 1, "\(junit)")
        #expect(junit.contains("<testcase name=\"Broken.swift\""), "\(junit)")
        #expect(!junit.contains("testBroken"), "the broken file's functions are not cases of their own")
    }

    @Test("--list names the broken file as one that cannot run; exactly one shard holds it")
    func listAndShards() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", (1...6).map { ("testAdd\($0)", Body.passes) })
        try tree.write("Specs/p/Broken.swift", Self.broken)
        let list = try tree.run(["run", "--list"])
        #expect(list.status == 0, "\(list)")
        #expect(list.stdoutLines.contains("p/Broken.swift (cannot run: lint errors)"), "\(list)")
        #expect(list.lastLine == "6 scenarios", "\(list)")
        let holders = try ["1/2", "2/2"].filter { shard in
            try tree.run(["run", "--list", "--shard", shard]).stdout.contains("p/Broken.swift")
        }
        #expect(holders.count == 1, "\(holders)")
    }

    @Test("lint prints file:line:col: error: message and a count, exit 1")
    func lintErrors() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Specs/p/Broken.swift", Self.broken)
        let result = try tree.run(["lint"])
        #expect(result.status == 1, "\(result)")
        let diagnostics = result.stdoutLines.dropLast()
        #expect(!diagnostics.isEmpty)
        for line in diagnostics {
            #expect(line.range(of: #"^Specs/p/Broken\.swift:\d+:\d+: error: .+"#, options: .regularExpression) != nil, "\(line)")
        }
        #expect(result.lastLine == "2 files, 1 scenario, \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s")", "\(result)")
    }

    @Test("lint on clean files prints only the count, exit 0")
    func lintClean() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        let result = try tree.run(["lint"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines == ["1 file, 2 scenarios, 0 errors"], "\(result)")
    }

    @Test("lint reports a stale expectations entry, exit 1")
    func lintStaleExpectation() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Specs/expectations/reference.yaml",
                       "expected-failures:\n  - scenario: p/A.swift::testGone\n    reason: removed\n")
        let result = try tree.run(["lint"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("testGone"), "\(result)")
        #expect(result.lastLine.hasSuffix("1 error"), "\(result)")
    }

    @Test("lint of a missing path is a usage error, exit 2")
    func lintMissingPath() throws {
        let tree = try SpecTree()
        let result = try tree.run(["lint", "Specs/none"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Specs/none"), "\(result)")
    }
}
