// `realmspec expectations update`: the file follows the run, reasons kept,
// new entries marked TODO, which lint refuses.

import Foundation
import Testing

@Suite("expectations update")
struct ExpectationsUpdateTests {
    @Test("adds failing scenarios with reason TODO, prunes passing ones, keeps reasons; TODO fails lint; the next run is green")
    func update() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails), ("testKnown", Body.fails)])
        try tree.write("Specs/expectations/reference.yaml", """
            expected-failures:
              - scenario: p/A.swift::testOne
                reason: thought to fail
              - scenario: p/A.swift::testKnown
                reason: "the count is off: by one"
            fuzz-divergences:
              - signature: get FzObj.f
                reason: kept as it is

            """)
        let first = try tree.run(["run", "--jobs", "1"])
        #expect(first.status == 1, "testOne passes unexpectedly, testWrong fails: \(first)")
        let update = try tree.run(["expectations", "update", "--engine", "reference", "Reports/results.json"])
        #expect(update.status == 0, "\(update)")
        #expect(update.stdout.contains("added   p/A.swift::testWrong (reason: TODO)"), "\(update)")
        #expect(update.stdout.contains("removed p/A.swift::testOne"), "\(update)")
        let file = try #require(tree.read("Specs/expectations/reference.yaml"))
        #expect(file.contains("reason: \"the count is off: by one\""), "the existing reason is kept: \(file)")
        #expect(file.contains("scenario: \"p/A.swift::testWrong\"\n    reason: \"TODO\""), "\(file)")
        #expect(!file.contains("testOne"), "\(file)")
        #expect(file.hasSuffix("fuzz-divergences:\n  - signature: get FzObj.f\n    reason: kept as it is\n"),
                "fuzz divergences stay as written: \(file)")
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout.contains("reference.yaml:") && lint.stdout.contains("still has the reason 'TODO'"), "\(lint)")
        try tree.write("Specs/expectations/reference.yaml", file.replacingOccurrences(of: "\"TODO\"", with: "\"wrong on purpose\""))
        #expect(try tree.run(["lint"]).status == 0)
        let again = try tree.run(["run", "--jobs", "1"])
        #expect(again.status == 0, "\(again)")
        #expect(again.countsLine == "2 xfail, 0 xpass, 0 error, 0 timeout", "\(again)")
    }

    @Test("an engine the run does not have is an error with a suggestion, exit 2, and the file is untouched")
    func unknownEngine() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        _ = try tree.run(["run", "--jobs", "1"])
        let result = try tree.run(["expectations", "update", "--engine", "refrence", "Reports/results.json"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("did you mean 'reference'?"), "\(result)")
        #expect(!tree.exists("Specs/expectations/refrence.yaml"))
    }

    @Test("update gives no entry to a scenario with lint errors and says why; lint refuses such an entry")
    func lintErrorsGetNoEntry() throws {
        let tree = try SpecTree()
        try tree.write("Specs/p/Mixed.swift", ScenarioLintTests.mixed)
        try tree.scenarios("q/B.swift", page: "q", [("testWrong", Body.fails)])
        _ = try tree.run(["run", "--jobs", "1"])
        let update = try tree.run(["expectations", "update", "--engine", "reference", "Reports/results.json"])
        #expect(update.status == 0, "\(update)")
        #expect(update.stdout.contains("skipped p/Mixed.swift::testBad: it has lint errors, and a lint error is never an expected failure"),
                "\(update)")
        #expect(update.stdout.contains("added   q/B.swift::testWrong (reason: TODO)"), "\(update)")
        let file = try #require(tree.read("Specs/expectations/reference.yaml"))
        #expect(!file.contains("testBad") && file.contains("q/B.swift::testWrong"), "\(file)")
        try tree.write("Specs/expectations/reference.yaml", """
            expected-failures:
              - scenario: p/Mixed.swift::testBad
                reason: broken on purpose

            """)
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout.contains("reference.yaml:2:") && lint.stdout.contains("'p/Mixed.swift::testBad' is for a scenario with lint errors"),
                "\(lint)")
    }

    @Test("update keeps the file's header, comments and empty keys, and reads the Specs folder given by --specs-root")
    func keepsTheFile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails), ("testKnown", Body.fails)])
        try FileManager.default.moveItem(atPath: tree.path("Specs"), toPath: tree.path("Other"))
        try tree.write("Other/expectations/reference.yaml", """
            # Known failures of the reference engine.
            # Keep this list short.
            expected-failures:
              # the count is off on purpose
              - scenario: p/A.swift::testKnown
                reason: wrong on purpose   # and it stays so
              - scenario: p/A.swift::testOne
                reason: thought to fail
            fuzz-divergences: []

            """)
        let first = try tree.run(["run", "Other", "--specs-root", "Other", "--jobs", "1", "--report-dir", "R"])
        #expect(first.status == 1, "\(first)")
        let missing = try tree.run(["expectations", "update", "--engine", "reference", "R/results.json"])
        #expect(missing.status == 2, "no Specs folder here: \(missing)")
        let update = try tree.run(["expectations", "update", "--engine", "reference", "--specs-root", "Other", "R/results.json"])
        #expect(update.status == 0, "\(update)")
        let file = try #require(tree.read("Other/expectations/reference.yaml"))
        #expect(file == """
            # Known failures of the reference engine.
            # Keep this list short.
            expected-failures:
              # the count is off on purpose
              - scenario: p/A.swift::testKnown
                reason: wrong on purpose   # and it stays so
              - scenario: "p/A.swift::testWrong"
                reason: "TODO"
            fuzz-divergences: []

            """, "\(file)")
        try tree.write("Other/expectations/reference.yaml", file.replacingOccurrences(of: "\"TODO\"", with: "wrong too"))
        let again = try tree.run(["run", "Other", "--specs-root", "Other", "--jobs", "1", "--report-dir", "R"])
        #expect(again.status == 0, "\(again)")
        // Every entry gone: the list reads [] and the rest stays.
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.passes), ("testKnown", Body.passes)])
        try FileManager.default.moveItem(atPath: tree.path("Specs/p/A.swift"), toPath: tree.path("Other/p/A.swift.new"))
        try FileManager.default.removeItem(atPath: tree.path("Other/p/A.swift"))
        try FileManager.default.moveItem(atPath: tree.path("Other/p/A.swift.new"), toPath: tree.path("Other/p/A.swift"))
        _ = try tree.run(["run", "Other", "--specs-root", "Other", "--jobs", "1", "--report-dir", "R"])
        let prune = try tree.run(["expectations", "update", "--engine", "reference", "--specs-root", "Other", "R/results.json"])
        #expect(prune.status == 0, "\(prune)")
        #expect(tree.read("Other/expectations/reference.yaml") == """
            # Known failures of the reference engine.
            # Keep this list short.
            expected-failures: []
              # the count is off on purpose
            fuzz-divergences: []

            """, "\(String(describing: tree.read("Other/expectations/reference.yaml")))")
    }
}
