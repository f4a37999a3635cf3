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
        #expect(file.contains("signature: \"get FzObj.f\""), "fuzz divergences stay: \(file)")
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
}
