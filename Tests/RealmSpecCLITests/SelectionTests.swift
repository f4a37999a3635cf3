// Choosing scenarios from the command line: --list, --shard, --filter,
// --tag and --fail-fast.

import Foundation
import Testing

@Suite("choosing scenarios")
struct SelectionTests {
    /// Two pages, ten scenarios, two tags.
    func tree() throws -> SpecTree {
        let tree = try SpecTree()
        try tree.scenarios("alpha/Adding.swift", tags: ["add"],
                           (1...5).map { ("testAdd\($0)", Body.passes) })
        try tree.scenarios("beta/Counting.swift", page: "beta", tags: ["count"],
                           (1...5).map { ("testCount\($0)", Body.passes) })
        return tree
    }

    func listed(_ result: CLIResult) -> [String] { result.stdoutLines.filter { $0.contains("::") } }

    @Test("--list prints one id per scenario and a count, runs nothing, writes no report")
    func list() throws {
        let tree = try tree()
        let result = try tree.run(["run", "--list"])
        #expect(result.status == 0, "\(result)")
        #expect(listed(result).count == 10)
        #expect(listed(result).contains("alpha/Adding.swift::testAdd3"))
        #expect(result.lastLine == "10 scenarios")
        #expect(!tree.exists("Reports"))
    }

    @Test("--shard 1/2 and 2/2 split the scenarios: disjoint, together all of them, the same every time")
    func shards() throws {
        let tree = try tree()
        let all = Set(listed(try tree.run(["run", "--list"])))
        let one = listed(try tree.run(["run", "--list", "--shard", "1/2"]))
        let two = listed(try tree.run(["run", "--list", "--shard", "2/2"]))
        #expect(Set(one).isDisjoint(with: two))
        #expect(Set(one).union(two) == all)
        #expect(!one.isEmpty && !two.isEmpty, "ten scenarios fill both shards: \(one) \(two)")
        #expect(listed(try tree.run(["run", "--list", "--shard", "1/2"])) == one)
        let run = try tree.run(["run", "--jobs", "1", "--shard", "2/2"])
        #expect(run.summary == "\(two.count) passed, 0 failed, 0 skipped", "\(run)")
    }

    @Test("--filter matches file, scenario name or tag")
    func filter() throws {
        let tree = try tree()
        #expect(listed(try tree.run(["run", "--list", "--filter", "Counting"])).count == 5)
        #expect(listed(try tree.run(["run", "--list", "--filter", "testAdd2"])) == ["alpha/Adding.swift::testAdd2"])
        #expect(listed(try tree.run(["run", "--list", "--filter", "count"])).count == 5)
        let run = try tree.run(["run", "--jobs", "1", "--filter", "testAdd"])
        #expect(run.summary == "5 passed, 0 failed, 0 skipped", "\(run)")
    }

    @Test("--tag keeps only scenarios with the tag; twice, either tag")
    func tag() throws {
        let tree = try tree()
        let adding = listed(try tree.run(["run", "--list", "--tag", "add"]))
        #expect(adding.count == 5 && adding.allSatisfy { $0.hasPrefix("alpha/") }, "\(adding)")
        #expect(listed(try tree.run(["run", "--list", "--tag", "add", "--tag", "count"])).count == 10)
    }

    @Test("a filter, tag or shard nothing matches: an error naming it, no reports, exit 2")
    func nothingMatches() throws {
        let tree = try tree()
        let result = try tree.run(["run", "--jobs", "1", "--filter", "zzz"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("no scenario matches --filter 'zzz'"), "\(result)")
        #expect(!tree.exists("Reports/junit.xml"), "nothing ran, so no report says it passed")
        let both = try tree.run(["run", "--jobs", "1", "--filter", "alpha", "--tag", "count"])
        #expect(both.status == 2, "\(both)")
        #expect(both.stderr.contains("--filter 'alpha' and --tag 'count'"), "\(both)")
    }

    @Test("--fail-fast stops after the first unexpected result, exit 1")
    func failFast() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testFirstWrong", Body.fails)] + (1...6).map { ("testLater\($0)", Body.passes) })
        let full = try tree.run(["run", "--jobs", "1"])
        #expect(full.summary == "6 passed, 1 failed, 0 skipped", "\(full)")
        let fast = try tree.run(["run", "--jobs", "1", "--fail-fast"])
        #expect(fast.status == 1, "\(fast)")
        #expect(fast.stdout.contains("FAIL    [reference] testFirstWrong"), "\(fast)")
        #expect(fast.summary == "0 passed, 1 failed, 0 skipped", "later scenarios did not run: \(fast)")
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 1, "\(junit)")
    }
}
