// `realmspec serve` and engines in another process.

import Foundation
import Testing

@Suite("engines over the pipe")
struct EngineProcessTests {
    @Test("serve --engine reference answers the hello line with protocol, name, version and capabilities")
    func handshake() throws {
        let tree = try SpecTree()
        let result = try tree.run(["serve", "--engine", "reference"], stdin: "{\"hello\":{\"protocols\":[2]}}\n", limit: 60)
        #expect(result.status == 0, "\(result)")
        let first = try #require(result.stdoutLines.first)
        let object = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        let hello = try #require(object?["hello"] as? [String: Any], "\(first)")
        #expect(hello["protocol"] as? Int == 2)
        #expect(hello["name"] as? String == "reference")
        #expect(hello["version"] is String)
        #expect((hello["capabilities"] as? [String])?.contains("queries") == true, "\(first)")
    }

    @Test("an external engine that exits at once makes every scenario an error, the run goes on, exit 1")
    func engineExitsAtOnce() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        try tree.scenarios("q/B.swift", page: "q", [("testThree", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1", "--engine", "external:false"])
        #expect(result.status == 1, "\(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 3 error, 0 timeout", "\(result)")
        #expect(result.summary == "0 passed, 3 failed, 0 skipped", "errors count as failed: \(result)")
        // One line says the engine cannot start; its cases are one line of the closing list.
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("external:false") }.count == 1, "\(result)")
        #expect(result.stderr.contains("error: engine 'external:false' cannot start, so its 3 cases count as errors"), "\(result)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("  ERROR   [external:false] testOne, testTwo, testThree (3 cases): "
                                                            + "engineFailure: cannot start engine 'external:false'") }, "\(result)")
        #expect(!result.stdout.contains("ERROR   [external:false] testTwo "), "no line per case: \(result)")
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.components(separatedBy: "<error ").count - 1 == 3, "\(junit)")
    }

    @Test("an external command that does not exist: each scenario an error naming the engine, exit 1")
    func missingCommand() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1", "--engine", "external:/no/such/engine --serve"])
        #expect(result.status == 1, "\(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 2 error, 0 timeout", "\(result)")
        #expect(result.stdout.contains("ERROR   [external:/no/such/engine --serve] testOne"), "\(result)")
    }

    @Test("two engines, one of which does not start: the other's results are unaffected")
    func oneEngineDown() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        let result = try tree.run(["run", "--jobs", "2", "--engine", "reference", "--engine", "external:false"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("reference: 2 passed, 0 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout"),
                "\(result)")
        #expect(result.stdout.contains("external:false: 0 passed, 2 failed, 0 skipped; 0 xfail, 0 xpass, 2 error, 0 timeout"),
                "\(result)")
        #expect(result.summary == "2 passed, 2 failed, 0 skipped", "\(result)")
    }

    @Test("the reference engine through the pipe passes what it passes in process")
    func throughThePipe() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        let binary = try realmspecBinary()
        let result = try tree.run(["run", "--jobs", "1", "--engine", "external:\(binary) serve --engine reference"])
        #expect(result.status == 1, "\(result)")
        #expect(result.summary == "1 passed, 1 failed, 0 skipped", "\(result)")
    }

    @Test("an external engine is labelled with its handshake name; its command goes into the JUnit properties; compare-results matches it by name")
    func labelledByHandshake() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        let command = "\(try realmspecBinary()) serve --engine reference"
        let alone = try tree.run(["run", "--jobs", "1", "--engine", "external:\(command)", "--report-dir", "Pipe"])
        #expect(alone.stdout.contains("FAIL    [reference] testWrong"), "\(alone)")
        let junit = try #require(tree.read("Pipe/junit.xml"))
        #expect(junit.contains("<testsuite name=\"reference.p\""), "\(junit)")
        #expect(junit.contains("<property name=\"engine-command\" value=\"\(command)\""), "\(junit)")
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "InProcess"])
        let same = try tree.run(["compare-results", "InProcess/results.json", "Pipe/results.json", "--engine", "reference"])
        #expect(same.status == 0, "\(same)")
        let both = try tree.run(["run", "--jobs", "1", "--engine", "reference", "--engine", "external:\(command)"])
        #expect(both.stdout.contains("reference (external): 1 passed, 1 failed"), "a clash gets a mark: \(both)")
    }

    @Test("external: with no command is a usage error, exit 2")
    func noCommand() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run", "--engine", "external:"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("external:COMMAND"), "\(result)")
    }
}
