// Sharded runs merged into one set of reports, and the diff between two runs.

import Foundation
import Testing

@Suite("merge and diff")
struct ShardAndDiffTests {
    func tree() throws -> SpecTree {
        let tree = try SpecTree()
        try tree.scenarios("alpha/Adding.swift", (1...6).map { ("testAdd\($0)", Body.passes) } + [("testWrong", Body.fails)])
        try tree.scenarios("beta/Counting.swift", page: "beta", (1...6).map { ("testCount\($0)", Body.passes) })
        try tree.write("Specs/beta/Broken.swift", MalformedFileTests.broken)
        return tree
    }

    /// The cases of a results.json with what differs from run to run taken out.
    func cases(_ tree: SpecTree, _ path: String) throws -> [[String: String]] {
        let data = try #require(tree.read(path)).data(using: .utf8)!
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(json["cases"] as? [[String: Any]])
        return cases.map { c in
            var out: [String: String] = [:]
            for (k, v) in c where k != "duration" { out[k] = "\(v)" }
            return out
        }
    }

    func testcaseNames(_ junit: String) -> [String] {
        junit.components(separatedBy: "<testcase ").dropFirst().map { String($0.prefix { $0 != ">" }) }
            .map { $0.replacingOccurrences(of: #"time="[^"]*""#, with: "", options: .regularExpression) }
    }

    @Test("the merge of --shard 1/3, 2/3 and 3/3 equals the unsharded run: results, JUnit cases and matrix")
    func mergeEqualsUnsharded() throws {
        let tree = try tree()
        let engines = ["--engine", "reference", "--engine", "sqlite"]
        let whole = try tree.run(["run", "--jobs", "2", "--report-dir", "Whole"] + engines)
        #expect(whole.status == 1, "\(whole)")
        for i in 1...3 {
            let shard = try tree.run(["run", "--jobs", "2", "--shard", "\(i)/3", "--report-dir", "S\(i)"] + engines)
            #expect(shard.status != 2, "\(shard)")
        }
        let merged = try tree.run(["merge", "S1", "S2/results.json", "S3", "--report-dir", "Merged"])
        #expect(merged.status == 1, "the merged run has the failure: \(merged)")
        #expect(merged.lastLine.hasPrefix("3 shards merged: 24 passed, 3 failed"), "\(merged)")
        let a = try cases(tree, "Whole/results.json"), b = try cases(tree, "Merged/results.json")
        #expect(a.count == 27 && a == b, "\(a.count) vs \(b.count)")
        let ja = testcaseNames(try #require(tree.read("Whole/junit.xml")))
        let jb = testcaseNames(try #require(tree.read("Merged/junit.xml")))
        #expect(ja == jb && ja.count == 27, "\(ja) vs \(jb)")
        let strip = { (s: String) in s.components(separatedBy: "\n").filter { !$0.hasPrefix("Run started") }.joined(separator: "\n") }
        #expect(strip(try #require(tree.read("Whole/matrix.md"))) == strip(try #require(tree.read("Merged/matrix.md"))))
    }

    @Test("merge refuses overlapping shards and runs of other engines, naming the files, exit 2")
    func mergeRefuses() throws {
        let tree = try tree()
        _ = try tree.run(["run", "--jobs", "2", "--shard", "1/2", "--report-dir", "S1"])
        _ = try tree.run(["run", "--jobs", "2", "--shard", "1/2", "--report-dir", "Again"])
        _ = try tree.run(["run", "--jobs", "2", "--shard", "2/2", "--report-dir", "Other", "--engine", "sqlite"])
        let twice = try tree.run(["merge", "S1", "Again", "--report-dir", "M"])
        #expect(twice.status == 2 && twice.stderr.contains("the shards overlap") && twice.stderr.contains("S1"), "\(twice)")
        let other = try tree.run(["merge", "S1", "Other", "--report-dir", "M"])
        #expect(other.status == 2 && other.stderr.contains("merge runs of the same engines"), "\(other)")
        #expect(!tree.exists("M/junit.xml"))
    }

    @Test("diff lists regressed, fixed, appeared and disappeared cases per engine, writes diff.html and diff.md, exit 1 on a regression")
    func diff() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testStays", Body.passes), ("testBreaks", Body.passes),
                                         ("testHeals", Body.fails), ("testGoes", Body.passes)])
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "Old"])
        try tree.scenarios("p/A.swift", [("testStays", Body.passes), ("testBreaks", Body.fails),
                                         ("testHeals", Body.passes), ("testComes", Body.passes)])
        _ = try tree.run(["run", "--jobs", "1", "--report-dir", "New"])
        let result = try tree.run(["diff", "Old/results.json", "New/results.json", "--report-dir", "D"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("REGRESSED [reference] Specs/p/A.swift::testBreaks: pass -> fail"), "\(result)")
        #expect(result.stdout.contains("reference: 1 regressed, 1 fixed, 1 appeared, 1 disappeared, 0 changed"), "\(result)")
        let md = try #require(tree.read("D/diff.md"))
        #expect(md.contains("## Regressed on reference (1)") && md.contains("Specs/p/A.swift::testBreaks"), "\(md)")
        #expect(md.contains("## Fixed on reference (1)") && md.contains("testHeals"), "\(md)")
        #expect(md.contains("## Appeared on reference (1)") && md.contains("testComes"), "\(md)")
        #expect(md.contains("## Disappeared on reference (1)") && md.contains("testGoes"), "\(md)")
        #expect(try #require(tree.read("D/diff.html")).contains("<h2>Regressed on reference (1)</h2>"))
        let back = try tree.run(["diff", "New/results.json", "Old/results.json", "--report-dir", "D2"])
        #expect(back.status == 1, "testHeals regresses the other way: \(back)")
        let same = try tree.run(["diff", "New/results.json", "New/results.json", "--report-dir", "D3"])
        #expect(same.status == 0 && same.lastLine.hasSuffix("none changed"), "\(same)")
    }

    @Test("an empty shard writes an empty, valid report set and exits 0 with a note; the merge of every shard is whole")
    func emptyShard() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOnly", Body.passes)])
        var empty: [Int] = [], full: [Int] = []
        for i in 1...3 {
            let shard = try tree.run(["run", "--jobs", "1", "--shard", "\(i)/3", "--report-dir", "S\(i)"])
            #expect(shard.status == 0, "\(shard)")
            #expect(tree.exists("S\(i)/junit.xml") && tree.exists("S\(i)/results.json"), "\(shard)")
            if shard.stdout.contains("note: shard \(i)/3 is empty") { empty.append(i) } else { full.append(i) }
        }
        #expect(empty.count == 2 && full.count == 1, "one scenario fills one shard of three: \(empty) \(full)")
        for i in empty {
            let junit = try #require(tree.read("S\(i)/junit.xml"))
            #expect(junit.contains("<testsuites") && !junit.contains("<testcase"), "\(junit)")
            let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("schemas/realmspec-junit.xsd").path
            let valid = try tree.run(["validate-reports", "S\(i)", "--schema", schema])
            #expect(valid.status == 0, "\(valid)")
        }
        let merged = try tree.run(["merge", "S1", "S2", "S3", "--report-dir", "M"])
        #expect(merged.status == 0 && merged.lastLine == "3 shards merged: 1 passed, 0 failed, 0 skipped", "\(merged)")
        let nothing = try tree.run(["run", "--filter", "nosuchscenario", "--shard", "1/3", "--report-dir", "N"])
        #expect(nothing.status == 2 && nothing.stderr.contains("no scenario matches"), "\(nothing)")
        let unsharded = try tree.run(["run", "--filter", "nosuchscenario", "--report-dir", "N"])
        #expect(unsharded.status == 2 && unsharded.stderr.contains("no scenario matches"), "\(unsharded)")
    }
}
