// `realmspec mutate` (hidden): the corpus's own scenario files, mutated
// deterministically from a seed, through `lint` and `run` in child
// processes. A child that dies by a signal is a crash, one that runs past
// its time bound a hang; either fails the command, and the mutated file is
// kept for reproduction. Files go in batches; a batch that crashes or hangs
// is run again file by file to name the culprit.

internal import ArgumentParser
internal import Foundation
internal import RealmSpecCore
internal import RunTemporaries

struct MutateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mutate",
        abstract: "Runs mutated copies of the scenario files through lint and run; counts crashes and hangs.",
        shouldDisplay: false)

    @Argument(help: "The Specs folder whose scenario files are mutated.")
    var specs: String = "Specs"

    @Option(help: "How many mutated files to make.")
    var count: Int = 300

    @Option(help: "The seed of the mutations; the same seed makes the same files.")
    var seed: UInt64 = 15

    @Option(name: .customLong("time-limit"), help: "Stop starting new batches after this many seconds (0: no limit).")
    var timeLimit: Double = 0

    @Option(name: .customLong("batch"), help: "Files per child process.")
    var batchSize: Int = 25

    @Option(help: "Where files that crash or hang are kept.")
    var keep: String = ".mutate-failures"

    func validate() throws {
        guard (1...1_000_000).contains(count) else { throw ValidationError("--count must be from 1 to 1000000, not '\(count)'") }
        guard (1...1000).contains(batchSize) else { throw ValidationError("--batch must be from 1 to 1000, not '\(batchSize)'") }
        guard timeLimit.isFinite, timeLimit >= 0 else { throw ValidationError("--time-limit must be 0 or more seconds") }
    }

    func run() throws {
        let started = Date()
        let sources = Mutator.corpusFiles(specs)
        guard !sources.isEmpty else { throw CLIError("no scenario files under '\(specs)'") }
        let work = RunTemporaries.folder + "/mutate"
        // A copy of this binary, so a rebuild meanwhile cannot change what is tested.
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        ChildRun.binary = work + "/realmspec"
        do { try FileManager.default.copyItem(atPath: ChildRun.selfPath(), toPath: ChildRun.binary) } catch {
            throw CLIError("cannot copy '\(ChildRun.selfPath())' to test it: \(error.localizedDescription)")
        }
        var mutator = Mutator(seed: seed)
        var checked = 0, crashes: [String] = [], hangs: [String] = []
        var index = 0
        while index < count {
            if timeLimit > 0, Date().timeIntervalSince(started) > timeLimit { break }
            let batch = (index..<min(count, index + batchSize)).map { i -> (path: String, text: String) in
                let (name, text) = sources[Int(mutator.next() % UInt64(sources.count))]
                return ("\(work)/b\(index)/mutated/M\(i)_\(name)", mutator.mutate(text))
            }
            index += batch.count
            let folder = "\(work)/b\(index - batch.count)"
            try FileManager.default.createDirectory(atPath: folder + "/mutated", withIntermediateDirectories: true)
            for file in batch { _ = FileManager.default.createFile(atPath: file.path, contents: Data(file.text.utf8)) }
            let verdict = Self.check(paths: batch.map(\.path), folder: folder, specs: specs)
            if verdict != .ok {
                for file in batch {
                    switch Self.check(paths: [file.path], folder: folder, specs: specs) {
                    case .ok: break
                    case .cannotStart(let why): throw CLIError("cannot start a child process: \(why)")
                    case .crash(let how): crashes.append(keepFile(file.path, file.text) + " (\(how))")
                    case .hang(let what): hangs.append(keepFile(file.path, file.text) + " (\(what))")
                    }
                }
            }
            checked += batch.count
            try? FileManager.default.removeItem(atPath: folder)
        }
        let seconds = Date().timeIntervalSince(started)
        for line in crashes { print("crash: \(line)") }
        for line in hangs { print("hang: \(line)") }
        print("mutate: \(checked) files (seed \(seed)) through lint and run, \(crashes.count) crashes, \(hangs.count) hangs, "
              + String(format: "%.1f s", seconds))
        if !crashes.isEmpty || !hangs.isEmpty { throw ExitCode(1) }
    }

    private func keepFile(_ path: String, _ text: String) -> String {
        try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        let kept = (keep as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        _ = FileManager.default.createFile(atPath: kept, contents: Data(text.utf8))
        return kept
    }

    enum Verdict: Equatable { case ok, cannotStart(String), crash(String), hang(String) }

    /// Lint, then run, of `paths` in child processes, each with a time bound.
    static func check(paths: [String], folder: String, specs: String) -> Verdict {
        let scenarios = paths.reduce(0) { total, path in
            total + ((try? String(contentsOfFile: path, encoding: .utf8))?.components(separatedBy: "func test").count ?? 1) - 1
        }
        let bound = 20 + 1.5 * Double(scenarios)
        // Without the load cache: each child parses the mutated file itself.
        let commands: [[String]] = [
            ["lint", "--no-cache", "--specs-root", specs] + paths,
            ["run", "--no-cache", "--specs-root", specs, "--jobs", "2", "--timeout", "1", "--report-dir", folder + "/reports"] + paths,
        ]
        for arguments in commands {
            let verdict = ChildRun.run(arguments, limit: bound)
            if verdict != .ok { return verdict }
        }
        return .ok
    }
}

/// One child `realmspec` process with a time bound.
enum ChildRun {
    nonisolated(unsafe) static var binary = ""

    static func run(_ arguments: [String], limit: Double) -> MutateCommand.Verdict {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary.isEmpty ? selfPath() : binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .cannotStart("\(error.localizedDescription)") }
        RunTemporaries.register(processGroup: process.processIdentifier)
        defer { RunTemporaries.unregister(processGroup: process.processIdentifier) }
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .hang("'\(arguments[0])' past \(Int(limit)) s")
        }
        if process.terminationReason == .uncaughtSignal {
            return .crash("'\(arguments[0])' killed by signal \(process.terminationStatus)")
        }
        return .ok
    }

    static func selfPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// Deterministic mutations of scenario text (SplitMix64).
struct Mutator {
    private var mix: SplitMix

    init(seed: UInt64) { mix = SplitMix(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    mutating func next() -> UInt64 { mix.next() }

    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// Pieces that exercise the limits: brackets, operators, overflow, control characters.
    static let fragments = [
        "[", "]", "(", ")", "{", "}", "\"", "\\", "+ 1", "!", "?.", ".count", "[0]", "&&", " / -1", "Int.max", "Int.min",
        "\u{1B}[31m", "\u{0}", "try!", "nil", "realm.", "let ", "var x = ", "while true { }", "print(\"x\")",
        "XCTFail(\"f\")", "\u{FFFF}", "@sum", "\n", ";", "#", "func test", "return", "throw SpecError(\"e\")",
    ]

    /// One to three edits of `text`: delete, duplicate or move a range, insert a fragment, or repeat one.
    mutating func mutate(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for _ in 0...below(3) {
            let at = below(bytes.count + 1)
            switch below(7) {
            case 0:
                let length = min(below(40) + 1, bytes.count - min(at, bytes.count))
                bytes.removeSubrange(at..<(at + length))
            case 1:
                let length = min(below(200) + 1, bytes.count - min(at, bytes.count))
                bytes.insert(contentsOf: bytes[at..<(at + length)], at: below(bytes.count + 1))
            case 2, 3:
                bytes.insert(contentsOf: Array(Self.fragments[below(Self.fragments.count)].utf8), at: at)
            case 4:
                let fragment = Self.fragments[below(Self.fragments.count)]
                bytes.insert(contentsOf: Array(String(repeating: fragment, count: below(400) + 2).utf8), at: at)
            case 5:
                bytes.removeSubrange(min(at, bytes.count)...)
            default:
                if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: next()) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scenario files under `specs` (not the shared models), with their names, sorted.
    static func corpusFiles(_ specs: String) -> [(String, String)] {
        let names = (FileManager.default.subpaths(atPath: specs) ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Models/") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOfFile: (specs as NSString).appendingPathComponent(name), encoding: .utf8))
                .map { ((name as NSString).lastPathComponent, $0) }
        }
    }
}
