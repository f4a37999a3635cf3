// Smaller promises of the command line kept the same way everywhere: what
// --fail-fast says, --tag a,b, paths without `..`, one `error:` per message,
// diff taking run folders as merge does, several schemas after one --schema,
// "did you mean" for options and commands, and matrix links that survive a
// move of the report folder.

import Foundation
import Testing

@Suite("command line consistency")
struct ConsistencyTests {
    @Test("--fail-fast says that it stopped and how many cases did not run")
    func failFastSaysSo() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", (1...5).map { ("testWrong\($0)", Body.fails) })
        let result = try tree.run(["run", "--jobs", "1", "--fail-fast"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("--fail-fast stopped the run after the first unexpected result: 4 of 5 cases did not run"),
                "\(result)")
    }

    @Test("--tag a,b takes scenarios with both tags; repeated --tag takes either")
    func tagsAndOr() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", tags: ["alpha"], [("testA", Body.passes)])
        try tree.scenarios("p/B.swift", tags: ["alpha", "beta"], [("testB", Body.passes)])
        try tree.scenarios("p/C.swift", tags: ["beta"], [("testC", Body.passes)])
        let both = try tree.run(["run", "--list", "--tag", "alpha,beta"])
        #expect(both.stdoutLines == ["p/B.swift::testB", "1 scenarios"], "\(both)")
        let either = try tree.run(["run", "--list", "--tag", "alpha", "--tag", "beta"])
        #expect(either.stdoutLines.last == "3 scenarios", "\(either)")
        let unknown = try tree.run(["run", "--list", "--tag", "alpha,bta"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no scenario has the tag 'bta'; did you mean 'beta'?"), "\(unknown)")
    }

    @Test("paths found from a scenario folder are normalised: Specs/expectations, never Specs/p/../expectations")
    func normalisedPaths() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testA", Body.passes)])
        try tree.write("Specs/expectations/reference.yaml", """
            expected-failures:
              - scenario: p/Gone.swift::testGone
                reason: it went

            """)
        let result = try tree.run(["run", "Specs/p", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Specs/expectations/reference.yaml:2:"), "\(result)")
        #expect(!result.stderr.contains("/../") && !result.stderr.contains("/./"), "\(result)")
        try FileManager.default.removeItem(atPath: tree.path("Specs/expectations/reference.yaml"))
        try tree.scenarios("p/B.swift", [("testWrong", Body.fails)])
        let roundabout = try tree.run(["run", "./Specs/p/../p/B.swift", "--jobs", "1"])
        #expect(roundabout.status == 1, "\(roundabout)")
        #expect(roundabout.stdout.contains("FAIL    [reference] testWrong (Specs/p/B.swift:"), "\(roundabout)")
        #expect(!roundabout.stdout.contains("/../") && !roundabout.stdout.contains("./Specs"), "\(roundabout)")
    }

    @Test("a message already in the form file:line:col: error: gets no second error: prefix")
    func oneErrorPrefix() throws {
        let tree = try SpecTree()
        try tree.write("broken.json", "{")
        let result = try tree.run(["diff", "broken.json", "broken.json"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("broken.json:1:1: error: "), "\(result)")
        #expect(result.stderr.components(separatedBy: "error:").count - 1 == 1, "\(result)")
    }

    @Test("diff takes run folders as merge does")
    func diffTakesFolders() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testA", Body.passes)])
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "Old"])
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "New"])
        let result = try tree.run(["diff", "Old", "New", "--report-dir", "D"])
        #expect(result.status == 0 && result.lastLine == "1 cases in both runs, none changed", "\(result)")
    }

    @Test("validate-reports --schema a.xsd b.xsd reads both as schemas, with the reports before or after")
    func severalSchemas() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testA", Body.passes)])
        _ = try tree.run(["run", "--jobs", "1"])
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("schemas/realmspec-junit.xsd").path
        try FileManager.default.copyItem(atPath: schema, toPath: tree.path("b.xsd"))
        let before = try tree.run(["validate-reports", "Reports", "--schema", schema, "b.xsd"])
        #expect(before.status == 0 && before.lastLine == "1 report against 2 schemas: valid", "\(before)")
        let after = try tree.run(["validate-reports", "--schema", schema, "b.xsd", "Reports"])
        #expect(after.status == 0 && after.lastLine == "1 report against 2 schemas: valid", "\(after)")
    }

    @Test("a mistyped option or command gets the nearest known one, not a missing path")
    func didYouMean() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testA", Body.passes)])
        let option = try tree.run(["run", "--enigne", "sqlite"])
        #expect(option.status == 2, "\(option)")
        #expect(option.stderr.contains("--engine") && !option.stderr.contains("no such file"), "\(option)")
        let command = try tree.run(["rn", "Specs"])
        #expect(command.status == 2, "\(command)")
        #expect(command.stderr.hasPrefix("error: unknown command 'rn'; did you mean 'run'?"), "\(command)")
        let nested = try tree.run(["expectations", "updat", "--engine", "reference", "Reports/results.json"])
        #expect(nested.status == 2, "\(nested)")
        #expect(nested.stderr.hasPrefix("error: unknown command 'expectations updat'; did you mean 'update'?"), "\(nested)")
    }

    @Test("a negative value of a numeric option is refused for what it is, not as a missing value")
    func negativeValues() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testA", Body.passes)])
        for arguments in [["run", "--shard", "-1/3"], ["validate-reports", "--max-problems", "-1", "--schema", "a.xsd", "Reports"]] {
            let result = try tree.run(arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains(arguments[2]) && !result.stderr.contains("Missing value"), "\(result)")
        }
    }

    @Test("the matrix links spec files relative to the report folder, or under --source-url; never file://")
    func matrixLinks() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testWrong", Body.fails)])
        let outside = NSTemporaryDirectory() + "realmspec-links-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: outside) }
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", outside])
        let page = try String(contentsOfFile: outside + "/matrix.html", encoding: .utf8)
        #expect(!page.contains("file://"), "\(page)")
        // Both folders are in the temporary folder: one step up, then down into the tree.
        let down = (tree.root as NSString).lastPathComponent
        #expect(page.contains("href=\"../\(down)/Specs/p/A.swift#L"), "relative to the report folder: \(page)")
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "R", "--source-url", "https://example.com/o/r/blob/abc123"])
        let linked = try #require(tree.read("R/matrix.html"))
        #expect(linked.contains("href=\"https://example.com/o/r/blob/abc123/Specs/p/A.swift#L"), "\(linked)")
    }
}
