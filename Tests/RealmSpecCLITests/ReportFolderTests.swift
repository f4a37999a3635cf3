// Report folders that cannot be used, and reports that must survive a run
// that does not finish writing them.

import Foundation
import Testing

@Suite("report folders and atomic reports")
struct ReportFolderTests {
    @Test("a report folder under a regular file: a message naming it, exit 2, no report anywhere")
    func underAFile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("plain", "a file, not a folder\n")
        let before = tree.allFiles()
        let result = try tree.run(["run", "--jobs", "1", "--report-dir", "plain/reports"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("'plain/reports'"), "\(result)")
        #expect(result.stderr.contains("'plain' is a file"), "\(result)")
        #expect(tree.allFiles() == before, "nothing written anywhere: \(tree.allFiles())")
        #expect(!tree.exists("Reports"))
    }

    @Test("a --junit path under a regular file: a message naming it, exit 2, no report anywhere")
    func junitUnderAFile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("plain", "a file, not a folder\n")
        let before = tree.allFiles()
        let result = try tree.run(["run", "--jobs", "1", "--junit", "plain/junit.xml"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("'plain/junit.xml'"), "\(result)")
        #expect(tree.allFiles() == before, "nothing written anywhere: \(tree.allFiles())")
    }

    @Test("every report of a run is written, results.json included, with no temporary file left")
    func allReports() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        let reports = tree.allFiles().filter { $0.hasPrefix("Reports/") }
        #expect(reports == ["Reports/junit.xml", "Reports/matrix.html", "Reports/matrix.md", "Reports/results.json"])
        let json = try #require(tree.read("Reports/results.json"))
        #expect(json.contains("\"testOne\""))
    }

    @Test("a report that cannot be replaced: exit 2 naming it, no temporary file, the earlier reports untouched")
    func replaceFails() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 0)
        let earlier = try #require(tree.read("Reports/junit.xml"))
        try FileManager.default.removeItem(atPath: tree.path("Reports/results.json"))
        try FileManager.default.createDirectory(atPath: tree.path("Reports/results.json/occupied"),
                                                withIntermediateDirectories: true)
        try tree.scenarios("p/A.swift", [("testOne", Body.fails)])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Reports/results.json"), "\(result)")
        #expect(result.summary == "0 passed, 1 failed, 0 skipped", "the results are printed even so: \(result)")
        #expect(!tree.allFiles().contains { $0.hasSuffix(".tmp") }, "\(tree.allFiles())")
        #expect(tree.read("Reports/junit.xml") == earlier, "the passing run's JUnit report is still there, whole")
    }

    @Test("a run stopped before it writes its reports leaves the earlier reports as they were")
    func interruptedRun() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let first = try tree.run(["run", "--jobs", "1"])
        #expect(first.status == 0, "\(first)")
        let earlier = tree.allFiles().filter { $0.hasPrefix("Reports/") }.map { ($0, tree.read($0)) }
        try tree.scenarios("p/B.swift", [("testLoops", "    var n = 0\n    while true { n += 1 }")])
        let running = try tree.launch(["run", "--jobs", "1", "--timeout", "120"])
        Thread.sleep(forTimeInterval: 2)
        #expect(running.process.isRunning, "the looping scenario keeps the run going")
        kill(running.process.processIdentifier, SIGKILL)
        _ = try running.wait(limit: 30)
        for (path, text) in earlier {
            #expect(tree.read(path) == text, "\(path) unchanged")
        }
        #expect(!tree.allFiles().contains { $0.hasSuffix(".tmp") })
    }

    @Test("old temporary files left by a killed run are removed by the next run's report writing, fresh ones kept")
    func leftovers() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Reports/.junit.xml.a1B2c3.tmp", "<testsuites><testsu")
        try tree.write("Reports/.results.json.Zz9yY8.tmp", "{\"cases\": [")
        try tree.write("Reports/.notes.txt.a1B2c3.tmp", "not one of ours")
        try tree.write("Reports/.matrix.md.Qq7Rr6.tmp", "being written by another run just now")
        let old = Date().addingTimeInterval(-600)
        for name in [".junit.xml.a1B2c3.tmp", ".results.json.Zz9yY8.tmp", ".notes.txt.a1B2c3.tmp"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: tree.path("Reports/" + name))
        }
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(!tree.exists("Reports/.junit.xml.a1B2c3.tmp"))
        #expect(!tree.exists("Reports/.results.json.Zz9yY8.tmp"))
        #expect(tree.exists("Reports/.notes.txt.a1B2c3.tmp"), "files of other names are left alone")
        #expect(tree.exists("Reports/.matrix.md.Qq7Rr6.tmp"), "a fresh one may be another run's")
    }

    @Test("a run that stops on a usage error leaves the earlier reports as they were")
    func failedRunKeepsReports() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 0)
        let junit = tree.read("Reports/junit.xml")
        try tree.scenarios("p/A.swift", [("testOne", Body.fails)])
        try tree.write("Specs/expectations/reference.yaml",
                       "expected-failures:\n  - scenario: p/A.swift::testGone\n    reason: removed\n")
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(tree.read("Reports/junit.xml") == junit)
    }
}
