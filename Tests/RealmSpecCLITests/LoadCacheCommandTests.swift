// The load cache from the command line: where it goes, how it is turned
// off, and that a run through it gives what a run without it gives.

import Foundation
import Testing

@Suite("the load cache from the command line")
struct LoadCacheCommandTests {
    func tree() throws -> SpecTree {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        try tree.scenarios("p/B.swift", [("testTwo", Body.passes)])
        return tree
    }

    /// The cases of a run's results.json, without their times.
    func cases(_ tree: SpecTree, _ folder: String) throws -> [[String: String]] {
        let data = try #require(tree.read(folder + "/results.json")).data(using: .utf8) ?? Data()
        let record = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(record["cases"] as? [[String: Any]])
        return cases.map { item in item.filter { $0.key != "duration" }.mapValues { "\($0)" } }
    }

    func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    }

    @Test("a second run reads the entries the first wrote and gives the same results")
    func warmRun() throws {
        let tree = try tree()
        let cache = tree.path("cache")
        let cold = try tree.run(["run", "--report-dir", "cold"], environment: ["REALMSPEC_CACHE_DIR": cache])
        #expect(cold.status == 1, "\(cold)")
        #expect(entries(cache).count == 2, "one entry per scenario file")
        let warm = try tree.run(["run", "--report-dir", "warm"], environment: ["REALMSPEC_CACHE_DIR": cache])
        let uncached = try tree.run(["run", "--report-dir", "uncached", "--no-cache"], environment: ["REALMSPEC_CACHE_DIR": cache])
        #expect(warm.summary == cold.summary && uncached.summary == cold.summary, "\(warm)")
        #expect(try cases(tree, "warm") == cases(tree, "cold"))
        #expect(try cases(tree, "uncached") == cases(tree, "cold"))
    }

    @Test("an edited file is loaded from its new text, the other from its entry")
    func editedFile() throws {
        let tree = try tree()
        let cache = tree.path("cache")
        _ = try tree.run(["run"], environment: ["REALMSPEC_CACHE_DIR": cache])
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testNowPasses", Body.passes)])
        let result = try tree.run(["run"], environment: ["REALMSPEC_CACHE_DIR": cache])
        #expect(result.status == 0, "\(result)")
        #expect(result.summary == "3 passed, 0 failed, 0 skipped", "\(result)")
        #expect(try tree.run(["run", "--list"], environment: ["REALMSPEC_CACHE_DIR": cache]).stdout.contains("p/A.swift::testNowPasses"))
    }

    @Test("damaged entries are ignored: the results are those of a run without the cache")
    func damagedEntries() throws {
        let tree = try tree()
        let cache = tree.path("cache")
        _ = try tree.run(["run", "--report-dir", "first"], environment: ["REALMSPEC_CACHE_DIR": cache])
        for (index, name) in entries(cache).enumerated() {
            let damage = index == 0 ? "{\"key\":" : "\u{0}garbage\n\n"
            try damage.write(toFile: cache + "/" + name, atomically: true, encoding: .utf8)
        }
        let result = try tree.run(["run", "--report-dir", "damaged"], environment: ["REALMSPEC_CACHE_DIR": cache])
        #expect(result.summary == "2 passed, 1 failed, 0 skipped", "\(result)")
        #expect(try cases(tree, "damaged") == cases(tree, "first"))
    }

    @Test("--no-cache and REALMSPEC_CACHE=off write no entries", arguments: ["--no-cache", "REALMSPEC_CACHE=off"])
    func off(_ how: String) throws {
        let tree = try tree()
        let cache = tree.path("cache")
        var environment: [String: String?] = ["REALMSPEC_CACHE_DIR": cache]
        var arguments = ["run"]
        if how == "--no-cache" { arguments.append(how) } else { environment["REALMSPEC_CACHE"] = "off" }
        let result = try tree.run(arguments, environment: environment)
        #expect(result.summary == "2 passed, 1 failed, 0 skipped", "\(result)")
        #expect(entries(cache).isEmpty)
        _ = try tree.run(["lint"] + (how == "--no-cache" ? [how] : []), environment: environment)
        #expect(entries(cache).isEmpty)
    }

    @Test("the closing line gives the whole time split into load and run, and they add up")
    func timing() throws {
        let result = try tree().run(["run"])
        let pattern = #" in ([0-9.]+) s \(load ([0-9.]+) s, run ([0-9.]+) s\)$"#
        let match = try #require(result.lastLine.range(of: pattern, options: .regularExpression), "\(result)")
        let numbers = result.lastLine[match].split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        #expect(numbers.count == 3)
        if numbers.count == 3 { #expect(abs(numbers[0] - numbers[1] - numbers[2]) <= (numbers[0] < 10 ? 0.011 : 0.11), "\(result)") }
    }

    @Test("on a terminal the files loaded are counted, then the counter is erased")
    func terminalCounter() throws {
        let result = try tree().runOnTerminal(["run", "--jobs", "1"], environment: ["NO_COLOR": "1"])
        #expect(result.stdout.contains("loading 2/2 files"), "\(result)")
        #expect(result.stdout.contains("loading 2/2 files\r\u{1B}[2K"), "erased before the first case: \(result)")
    }
}
