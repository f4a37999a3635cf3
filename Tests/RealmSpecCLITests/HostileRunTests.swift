// The command line under hostile input: option ranges, report
// paths that are not regular files, signals, leftovers of killed runs,
// terminal escapes and huge output, each as a subprocess.

import Foundation
import Testing

@Suite("hostile runs")
struct HostileRunTests {
    static let badOptions: [[String]] = [
        ["--timeout", "inf"], ["--timeout", "1e308"], ["--timeout", "2e10"], ["--timeout", "-5"], ["--timeout", "nan"],
        ["--timeout", "0"], ["--jobs", "0"], ["--jobs", "-1"], ["--jobs", "513"],
    ]

    @Test("an option out of its range is a usage error naming the option and the range, not a crash", arguments: badOptions)
    func optionRanges(_ option: [String]) throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run"] + option)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("\(option[0]) must be"), "\(result)")
        #expect(!tree.exists("Reports/junit.xml"))
    }

    @Test("--junit at a FIFO, a device or a foreign symbolic link is refused with exit 2 and left as it was")
    func specialJunitPaths() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(mkfifo(tree.path("fifo"), 0o644) == 0)
        try tree.write("precious.txt", "precious")
        try FileManager.default.createSymbolicLink(atPath: tree.path("link.xml"), withDestinationPath: tree.path("precious.txt"))
        var paths = ["fifo", "link.xml"]
        if getuid() == 0, mknod(tree.path("device"), S_IFCHR | 0o666, (1 << 8) | 7) == 0 { paths.append("device") }
        for path in paths {
            let result = try tree.run(["run", "--jobs", "1", "--junit", path])
            #expect(result.status == 2, "\(path): \(result)")
            #expect(result.stderr.contains("'\(path)'"), "\(result)")
        }
        var info = stat()
        #expect(lstat(tree.path("fifo"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(tree.path("link.xml"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(tree.read("precious.txt") == "precious")
        if paths.contains("device") { #expect(lstat(tree.path("device"), &info) == 0 && info.st_mode & S_IFMT == S_IFCHR) }
    }

    @Test("a device in the report folder at a report's path is refused with exit 2; the earlier set stays")
    func specialReportPath() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 0)
        let earlier = tree.read("Reports/junit.xml")
        try FileManager.default.removeItem(atPath: tree.path("Reports/matrix.md"))
        #expect(mkfifo(tree.path("Reports/matrix.md"), 0o644) == 0)
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("FIFO"), "\(result)")
        #expect(tree.read("Reports/junit.xml") == earlier)
    }

    @Test("reports are one set: every report path is a link into the current generation, and a rerun switches them together")
    func reportSet() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 0)
        try tree.scenarios("p/A.swift", [("testOne", Body.fails)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 1)
        for name in ["junit.xml", "results.json", "matrix.html", "matrix.md"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("Reports/" + name))
                    == ".realmspec-reports/current/" + name)
        }
        #expect(tree.read("Reports/junit.xml")?.contains("<failure") == true)
        #expect(tree.read("Reports/results.json")?.contains("\"fail\"") == true)
        let store = try FileManager.default.contentsOfDirectory(atPath: tree.path("Reports/.realmspec-reports"))
        #expect(store.filter { $0.hasPrefix("gen-") }.count == 1 && Set(store.filter { !$0.hasPrefix("gen-") }) == ["current", "lock"],
                "current, the lock and one generation, the old one swept: \(store)")
    }

    @Test("what a kill -9 left (a half-written generation, a per-run temporary folder) is swept by the next run")
    func sweepsAfterKill() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let environment = ["REALMSPEC_TMPDIR": tree.path("tmp")]
        #expect(try tree.run(["run", "--jobs", "1"], environment: environment).status == 0)
        try tree.write("Reports/.realmspec-reports/gen-KILLED/junit.xml", "<testsu")
        // A per-run folder of a process that no longer runs, with a database in it.
        try tree.write("tmp/realmspec-999999-Abc123/sqlite-x.sqlite", String(repeating: "x", count: 4096))
        try tree.write("tmp/realmspec-notours/keep.txt", "not a per-run folder")
        let before = tree.read("Reports/junit.xml")
        #expect(before?.contains("testOne") == true, "a reader sees the old set whole")
        #expect(try tree.run(["run", "--jobs", "1", "--engine", "sqlite"], environment: environment).status == 0)
        #expect(!tree.exists("Reports/.realmspec-reports/gen-KILLED"))
        #expect(!tree.exists("tmp/realmspec-999999-Abc123"))
        #expect(tree.exists("tmp/realmspec-notours/keep.txt"))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: tree.path("tmp"))) ?? []
        #expect(left == ["realmspec-notours"], "the run removed its own folder too: \(left)")
    }

    @Test("SIGINT and SIGTERM end every engine process group, remove the temporary files and keep the earlier reports",
          arguments: [SIGINT, SIGTERM])
    func signals(_ signo: Int32) throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        #expect(try tree.run(["run", "--jobs", "1"]).status == 0)
        let earlier = tree.allFiles().filter { $0.hasPrefix("Reports/") }.map { ($0, tree.read($0)) }
        try tree.scenarios("p/B.swift", [("testLoops", "    try realm.write { realm.add(Dog()) }\n    var n = 0\n    while true { n += 1 }")])
        let binary = try realmspecBinary()
        try tree.write("engine.sh", "echo $$ > \(tree.path("engine.pid"))\nsleep 300 &\nexec \(binary) serve --engine sqlite\n")
        let running = try tree.launch(["run", "Specs/p/B.swift", "--jobs", "2", "--timeout", "300", "--engine", "sqlite",
                                       "--engine", "external:sh \(tree.path("engine.sh"))"],
                                      environment: ["REALMSPEC_TMPDIR": tree.path("tmp")])
        // Wait until both engines have a database open.
        let deadline = Date().addingTimeInterval(60)
        func databases() -> [String] { tree.allFiles().filter { $0.hasPrefix("tmp/") && $0.hasSuffix(".sqlite") } }
        while databases().count < 2 && Date() < deadline && running.process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        #expect(databases().count == 2, "\(tree.allFiles())")
        let pid = try #require(tree.read("engine.pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        kill(running.process.processIdentifier, signo)
        let result = try running.wait(limit: 60)
        #expect(result.status == 128 + signo, "\(result)")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(Self.livingProcesses(inGroup: pid).isEmpty, "the engine and its whole process group (the background sleep too) are gone")
        #expect(databases().isEmpty, "\(tree.allFiles())")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: tree.path("tmp"))) ?? []).isEmpty)
        for (path, text) in earlier { #expect(tree.read(path) == text, "\(path) unchanged") }
    }

    /// Processes of a process group that still run (zombies, which no reaper
    /// may collect in a container, do not count), read from /proc.
    static func livingProcesses(inGroup group: Int32) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int32($0) != nil }.compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", Int32(fields[2]) == group else { return nil }
            return pid
        }
    }

    @Test("escape sequences in scenario text reach the terminal as visible escapes, never raw")
    func terminalEscapes() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testEscapes", "    XCTFail(\"\\u{1B}]0;owned\\u{7}\\u{1B}[2J\")")])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
        #expect(result.stdout.contains("\\u{1B}[2J"), "\(result)")
    }

    @Test("huge captured output ends as a budget error, and the reports stay small and valid")
    func hugeOutput() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [
            ("testPrints", "    while true { print(\"0123456789012345678901234567890123456789\\u{1B}\") }"),
            ("testFails", "    for _ in 0..<200000 { XCTFail(\"again and again\") }"),
        ])
        let result = try tree.run(["run", "--jobs", "2"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("budget"), "\(result)")
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.utf8.count < 1 << 20, "\(junit.utf8.count) bytes")
        #expect(junit.contains("bytes dropped]"))
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("schemas/realmspec-junit.xsd").path
        let validation = try tree.run(["validate-reports", "Reports", "--schema", schema])
        #expect(validation.status == 0, "\(validation)")
    }

    @Test("serve reports a line over its limit on stderr and exits non-zero")
    func serveOversizedLine() throws {
        let tree = try SpecTree()
        let hello = #"{"hello":{"protocols":[2]}}"# + "\n"
        let result = try tree.run(["serve", "--engine", "reference"],
                                  stdin: hello + String(repeating: "x", count: (64 << 20) + 10) + "\n")
        #expect(result.status == 1, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("longer than"), "\(result.stderr)")
    }
}

extension HostileRunTests {
    @Test("deep expressions, nested arrays, overflow and unbounded growth: lint and run end with diagnostics and errors, never a signal")
    func hostileCorpus() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/Deep.swift", [("testDeep", "    let x = 1" + String(repeating: " + 1", count: 2_000))])
        try tree.scenarios("p/Arrays.swift", [("testArrays", "    let x = " + String(repeating: "[", count: 30) + "1"
                                                  + String(repeating: "]", count: 30))])
        try tree.scenarios("p/Overflow.swift", [("testDivide", "    print(Int.min / -1)"),
                                                ("testGrow", "    var s = \"x\"\n    while true { s = s + s }"),
                                                ("testPasses", Body.passes)])
        let lint = try tree.run(["lint"], limit: 120)
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout.contains("Specs/p/Deep.swift:6:"), "\(lint)")
        #expect(lint.stdout.contains("Specs/p/Arrays.swift:6:23: error: more than 10 '['"), "\(lint)")
        let run = try tree.run(["run", "--jobs", "2"], limit: 120)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("arithmetic overflow in '-9223372036854775808 / -1'"), "\(run)")
        #expect(run.stdout.contains("budget: a string of"), "\(run)")
        #expect(run.summary.hasPrefix("1 passed, ") && !run.summary.contains(" 0 failed"), "\(run)")
        #expect(tree.read("Reports/junit.xml")?.contains("testGrow") == true, "the reports are written")
    }
}
