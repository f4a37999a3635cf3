// Faults and hostile input at the command line: a report store that is a
// symbolic link, two runs into one report folder at once, a scenario file of
// 10 MB, an external engine that never answers or answers with a 100 MB
// line, and engine children left behind by a run killed with SIGKILL.

import Foundation
import Testing

@Suite("hostile faults at the command line")
struct HostileFaultTests {
    @Test("a symbolically linked .realmspec-reports is refused, exit 2, and nothing in its target is deleted")
    func linkedStore() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("elsewhere/precious.txt", "precious\n")
        try tree.write("elsewhere/gen-ABCDEF/kept.txt", "kept\n")
        try FileManager.default.createDirectory(atPath: tree.path("Reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.path("Reports/.realmspec-reports"),
                                                   withDestinationPath: tree.path("elsewhere"))
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Reports/.realmspec-reports") && result.stderr.contains("symbolic link"), "\(result)")
        #expect(tree.read("elsewhere/precious.txt") == "precious\n")
        #expect(tree.read("elsewhere/gen-ABCDEF/kept.txt") == "kept\n")
        #expect(!tree.exists("Reports/junit.xml"))
    }

    @Test("two runs into one report folder at once both finish, and the folder holds one whole set")
    func concurrentRuns() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        try tree.scenarios("q/B.swift", page: "q", [("testThree", Body.passes)])
        for round in 0..<6 {
            let first = try tree.launch(["run", "--jobs", "1", "--report-dir", "Shared"])
            let second = try tree.launch(["run", "--jobs", "1", "--report-dir", "Shared"])
            let results = [try first.wait(limit: 120), try second.wait(limit: 120)]
            for result in results { #expect(result.status == 0, "round \(round): \(result)") }
            for name in ["junit.xml", "matrix.html", "matrix.md", "results.json"] {
                #expect(tree.read("Shared/" + name) != nil, "round \(round): 'Shared/\(name)' dangles")
            }
            let json = try #require(tree.read("Shared/results.json"))
            let record = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect((record?["cases"] as? [Any])?.count == 3, "round \(round)")
            let generations = try FileManager.default.contentsOfDirectory(atPath: tree.path("Shared/.realmspec-reports"))
                .filter { $0.hasPrefix("gen-") }
            #expect(generations.count == 1, "round \(round): \(generations)")
        }
    }

    @Test("a 10 MB scenario file is one file-level error naming it, not minutes of parsing")
    func hugeSpecFile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let line = "    let x = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13\n"
        try tree.write("Specs/p/Huge.swift", "// page: p\n\n/// Huge.\nfunc testHuge() throws {\n"
                       + String(repeating: line, count: 10_000_000 / line.utf8.count) + "}\n")
        let result = try tree.run(["lint", "Specs"], limit: 120)
        #expect(result.status != 0, "\(result)")
        let all = result.stdout + result.stderr
        #expect(all.contains("Specs/p/Huge.swift:1:1: error: scenario file 'Specs/p/Huge.swift' is "), "\(result)")
        #expect(all.contains("over the limit of 1048576 bytes"), "\(result)")
    }

    @Test("invalid UTF-8 inside a string literal is a lint error at its file, line and column")
    func invalidUTF8() throws {
        let tree = try SpecTree()
        var bytes = Array("// page: p\n\n/// s\nfunc testS() throws {\n    let s = \"a".utf8)
        bytes += [0xFF] + Array("b\"\n    XCTAssertEqual(s.count, 3)\n}\n".utf8)
        try FileManager.default.createDirectory(atPath: tree.path("Specs/p"), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path("Specs/p/Bad.swift")))
        let result = try tree.run(["lint", "Specs"])
        #expect(result.status != 0, "\(result)")
        #expect((result.stdout + result.stderr).contains("Specs/p/Bad.swift:5:15: error: invalid UTF-8: byte 0xFF"), "\(result)")
    }

    @Test("an engine that never answers hello is started once per run, and its cases are errors, not timeouts")
    func silentEngine() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes), ("testThree", Body.passes)])
        let log = tree.path("starts.log")
        let result = try tree.run(["run", "--jobs", "1", "--timeout", "1", "--engine", "external:echo started >> '\(log)'; sleep 60"],
                                  limit: 120)
        #expect(result.status == 1, "\(result)")
        let starts = (tree.read("starts.log") ?? "").split(separator: "\n").count
        #expect(starts == 1, "the engine was started \(starts) times")
        #expect(result.countsLine == "0 xfail, 0 xpass, 3 error, 0 timeout", "\(result)")
        #expect(result.stderr.contains("cannot start, so its 3 cases count as errors"), "\(result)")
        #expect(result.stderr.contains("did not answer 'hello'"), "\(result)")
    }

    @Test("a 100 MB engine line under a short --timeout is reported as past the line limit")
    func hugeEngineLine() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1", "--timeout", "1",
                                   "--engine", "external:head -c 100000000 /dev/zero | tr '\\0' x; echo"], limit: 120)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("a line longer than 67108864 bytes"), "\(result)")
        #expect(!result.stdout.contains("did not answer"), "\(result)")
    }

    @Test("after kill -9 of a run, the next run ends the background children of its external engine")
    func orphanedEngineChildren() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testLoops", "    var n = 0\n    while true { n += 1 }")])
        let temporary = tree.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let pidFile = tree.path("child.pid")
        let serve = try realmspecBinary()
        // Each engine process appends its child's id: the run checks the engine starts once before it runs.
        let engine = "external:sleep 300 & echo $! >> '\(pidFile)'; exec '\(serve)' serve --engine reference"
        let running = try tree.launch(["run", "--jobs", "1", "--timeout", "120", "--engine", engine],
                                      environment: ["REALMSPEC_TMPDIR": temporary])
        func children() -> [Int32] {
            (tree.read("child.pid") ?? "").split(separator: "\n").compactMap { Int32($0) }
        }
        for _ in 0..<600 where children().count < 2 { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 1)
        kill(running.process.processIdentifier, SIGKILL)
        _ = try running.wait(limit: 30)
        let pid = try #require(children().last, "the engine never started")
        defer { for child in children() { kill(child, SIGKILL) } }
        #expect(Self.isAlive(pid), "the engine's child outlives a kill -9 of the run")
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let next = try tree.run(["run", "--jobs", "1", "--engine", "sqlite"], environment: ["REALMSPEC_TMPDIR": temporary])
        #expect(next.status == 0, "\(next)")
        var alive = Self.isAlive(pid)
        for _ in 0..<50 where alive { Thread.sleep(forTimeInterval: 0.1); alive = Self.isAlive(pid) }
        #expect(!alive, "the next run ended the abandoned engine's child")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary)
        #expect(left.isEmpty, "\(left)")
    }

    /// Whether `pid` runs (a zombie waiting to be reaped does not).
    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
