// The commands around a run: engines, validate-reports and compare-results.

import Foundation
import Testing

/// The project's own JUnit schema, found from this file's place in the package.
let ownSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("schemas/realmspec-junit.xsd").path

@Suite("engines, validate-reports, compare-results")
struct ToolCommandTests {
    @Test("engines lists the reference engine with its capabilities and the external form, exit 0")
    func engines() throws {
        let result = try SpecTree().run(["engines"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.first?.hasPrefix("reference") == true, "\(result)")
        #expect(result.stdout.contains("capabilities: "), "\(result)")
        #expect(result.stdout.contains("external:COMMAND"), "\(result)")
    }

    @Test("engines --explain says, per engine and query shape, whether the storage answers it or the object store evaluates it")
    func explain() throws {
        let result = try SpecTree().run(["engines", "--explain"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdoutLines
        #expect(lines.contains("    Dog age < 2: pushed down: column scan"), "\(result)")
        #expect(lines.contains { $0.hasPrefix("    Dog age < 2: pushed down: SELECT r0.id FROM \"o:Dog\"") }, "\(result)")
        #expect(lines.contains("    Person ALL dogs.age < 2: evaluated by the object store"), "\(result)")
        #expect(lines.contains("    Person nicknames.@allKeys BEGINSWITH 'A': evaluated by the object store"), "\(result)")
        #expect(!result.stdout.contains("error:"), "\(result)")
    }

    @Test("validate-reports: the JUnit report of a run with a failure, a broken file and an engine down is valid (exit 0); a broken one is not (exit 1, naming it)",
          .enabled(if: FileManager.default.fileExists(atPath: ownSchema)))
    func validate() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        try tree.write("Specs/p/Broken.swift", MalformedFileTests.broken)
        let run = try tree.run(["run", "--jobs", "1", "--junit-profile", "rich",
                                "--engine", "reference", "--engine", "external:false"])
        #expect(run.status == 1, "\(run)")
        let valid = try tree.run(["validate-reports", "Reports", "--schema", ownSchema])
        #expect(valid.status == 0, "\(valid)")
        try tree.write("Broken/junit.xml", "<testsuites><testsuite name=\"x\"></testsuites>\n")
        let invalid = try tree.run(["validate-reports", "Broken", "--schema", ownSchema])
        #expect(invalid.status == 1, "\(invalid)")
        #expect((invalid.stdout + invalid.stderr).contains("Broken/junit.xml"), "\(invalid)")
    }

    @Test("validate-reports caps the problems it prints and counts the rest",
          .enabled(if: FileManager.default.fileExists(atPath: ownSchema)))
    func validateCapped() throws {
        let tree = try SpecTree()
        let cases = (1...30).map { "<testcase name=\"t\($0)\" bogus=\"x\"/>" }.joined()
        try tree.write("Many/junit.xml", "<testsuites><testsuite name=\"s\" tests=\"30\">\(cases)</testsuite></testsuites>\n")
        let all = try tree.run(["validate-reports", "Many", "--schema", ownSchema])
        #expect(all.status == 1, "\(all)")
        let total = all.stdoutLines.filter { $0.contains("(schema ") }.count
        #expect(total > 5, "\(all)")
        let capped = try tree.run(["validate-reports", "Many", "--schema", ownSchema, "--max-problems", "3"])
        #expect(capped.status == 1, "\(capped)")
        #expect(capped.stdoutLines.filter { $0.contains("(schema ") }.count == 3, "\(capped)")
        #expect(capped.stdout.contains("… and \(total - 3) more problems not shown"), "\(capped)")
        #expect(capped.lastLine.hasSuffix("\(total) problems"), "the count is of every problem: \(capped)")
    }

    @Test("--version prints the tool's version and the SDK it checks")
    func version() throws {
        let result = try SpecTree().run(["--version"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lastLine.range(of: #"^realmspec [0-9]+\.[0-9]+\.[0-9]+ \(checks realm-swift 10\.54\.6"#,
                                      options: .regularExpression) != nil, "\(result)")
    }

    @Test("compare-results: the same run twice agrees (exit 0); a changed result differs (exit 1, naming it)")
    func compare() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1", "--report-dir", "first"]).status == 0)
        #expect(try tree.run(["run", "--jobs", "1", "--report-dir", "second"]).status == 0)
        let same = try tree.run(["compare-results", "first/results.json", "second/results.json", "--engine", "reference"])
        #expect(same.status == 0, "\(same)")
        #expect(same.lastLine == "2 scenarios, the same results", "\(same)")
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.fails)])
        #expect(try tree.run(["run", "--jobs", "1", "--report-dir", "third"]).status == 1)
        let differ = try tree.run(["compare-results", "first/results.json", "third/results.json", "--engine", "reference"])
        #expect(differ.status == 1, "\(differ)")
        #expect(differ.stdout.contains("testTwo"), "\(differ)")
    }
}
