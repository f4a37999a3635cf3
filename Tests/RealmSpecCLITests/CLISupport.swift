// Running the built `realmspec` binary on scenario trees written into a
// temporary folder, and reading back what it printed and wrote.

import Foundation
import Testing

/// What one run of `realmspec` did.
struct CLIResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    var lastLine: String { stdoutLines.last ?? "" }
    /// A run's closing line without its elapsed time (`N passed, N failed, N skipped`).
    var summary: String {
        guard let range = lastLine.range(of: #" in [0-9.]+ s( \(load [0-9.]+ s, run [0-9.]+ s\))?$"#, options: .regularExpression) else {
            return lastLine
        }
        return String(lastLine[..<range.lowerBound])
    }
    /// A run's `N xfail, N xpass, N error, N timeout`: the line of their sum
    /// with several engines, the end of the one engine's line otherwise.
    var countsLine: String {
        guard let line = stdoutLines.last(where: { $0.hasSuffix(" timeout") && $0.contains(" xfail, ") }) else { return "" }
        guard let split = line.range(of: "; ", options: .backwards) else { return line }
        return String(line[split.upperBound...])
    }

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

enum CLIError: Error, CustomStringConvertible {
    case missingBinary([String])
    case hung([String])
    var description: String {
        switch self {
        case .missingBinary(let tried): return "no built realmspec binary; looked at \(tried.joined(separator: ", "))"
        case .hung(let arguments): return "realmspec \(arguments.joined(separator: " ")) did not end within the limit"
        }
    }
}

/// The `realmspec` executable in the build folder, next to the test bundle
/// (`REALMSPEC_BINARY` overrides it).
func realmspecBinary() throws -> String {
    var folders: [URL] = []
    if let override = ProcessInfo.processInfo.environment["REALMSPEC_BINARY"] { return override }
    let bundle = Bundle.main.bundleURL
    folders.append(bundle)
    folders.append(bundle.deletingLastPathComponent())
    if let first = CommandLine.arguments.first {
        folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for test in Bundle.allBundles where test.bundlePath.hasSuffix(".xctest") {
        folders.append(test.bundleURL.deletingLastPathComponent())
    }
    // The package's own build folder, found from this file's place in the package.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    folders.append(package.appendingPathComponent(".build/debug"))
    let candidates = folders.map { $0.appendingPathComponent("realmspec").path }
    for path in candidates where FileManager.default.isExecutableFile(atPath: path) { return path }
    throw CLIError.missingBinary(candidates)
}

/// A temporary folder with a scenario tree, removed when the value is dropped.
final class SpecTree {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "realmspec-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Specs/Models", withIntermediateDirectories: true)
        try write("Specs/Models/Dog.swift", """
            class Dog: Object {
                @Persisted var name = ""
                @Persisted var age = 0
            }

            """)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes a file under the tree, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) -> String? { try? String(contentsOfFile: path(relative), encoding: .utf8) }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Every file under the tree, relative to it; the report sets' own
    /// folders (`.realmspec-reports`) are left out unless asked for.
    func allFiles(includingReportSets: Bool = false) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).filter { sub in
            if !includingReportSets && sub.contains(".realmspec-reports/") { return false }
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(sub), isDirectory: &isDir) && !isDir.boolValue
        }.sorted()
    }

    /// Writes `Specs/<page>/<name>.swift` with one scenario per body.
    func scenarios(_ relative: String, page: String = "p", tags: [String] = [], _ functions: [(String, String)]) throws {
        var text = "// page: \(page)\n"
        if !tags.isEmpty { text += "// tags: \(tags.joined(separator: ", "))\n" }
        for (name, body) in functions {
            text += "\n/// The scenario \(name).\nfunc \(name)() throws {\n    let realm = try Realm()\n\(body)\n}\n"
        }
        try write("Specs/" + relative, text)
    }

    /// Runs `realmspec` in the tree's root folder, without colour, and waits for it.
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:],
             limit: TimeInterval = 240) throws -> CLIResult {
        let running = try launch(arguments, stdin: stdin, environment: environment)
        return try running.wait(limit: limit)
    }

    /// Starts `realmspec` in the tree's root folder, without colour unless
    /// `environment` says otherwise (a nil value removes a variable).
    func launch(_ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:]) throws -> RunningCLI {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try realmspecBinary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = "1"
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let running = try RunningCLI(process: process, arguments: arguments)
        if let stdin {
            _ = FileManager.default.createFile(atPath: running.inPath, contents: Data(stdin.utf8))
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: running.inPath))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        return running
    }
}

/// A `realmspec` process, its output going to files outside the tree.
final class RunningCLI {
    let process: Process
    let arguments: [String]
    let outPath: String, errPath: String, inPath: String
    private let out: FileHandle, err: FileHandle

    init(process: Process, arguments: [String]) throws {
        self.process = process
        self.arguments = arguments
        let scratch = NSTemporaryDirectory() + "realmspec-cli-io-" + UUID().uuidString
        outPath = scratch + ".out"; errPath = scratch + ".err"; inPath = scratch + ".in"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
    }

    deinit {
        for path in [outPath, errPath, inPath] { try? FileManager.default.removeItem(atPath: path) }
    }

    /// What has been printed so far.
    var stdoutSoFar: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

    /// Waits for the end; past `limit` seconds the process is killed and the test fails.
    func wait(limit: TimeInterval = 240) throws -> CLIResult {
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CLIError.hung(arguments)
        }
        process.waitUntilExit()
        try? out.close(); try? err.close()
        return CLIResult(status: process.terminationStatus,
                         stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}

/// Runs the script at `path` with `arguments` and `environment` added to this
/// process's; its exit status and what it printed (stdout and stderr together).
func runScript(_ path: String, _ arguments: [String] = [], environment: [String: String?] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The `script` tool, which runs a command on a pseudo-terminal.
let scriptTool = "/usr/bin/script"

/// Whether `script` is there and can open a pseudo-terminal on this machine.
let pseudoTerminalAvailable: Bool = {
    guard FileManager.default.isExecutableFile(atPath: scriptTool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: scriptTool)
    process.arguments = ["-qec", "true", "/dev/null"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

extension SpecTree {
    /// Runs `realmspec` on a pseudo-terminal (through `script`); what it
    /// printed comes back as stdout.
    func runOnTerminal(_ arguments: [String], environment: [String: String?] = [:]) throws -> CLIResult {
        let command = ([try realmspecBinary()] + arguments).map(shellQuoted).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: scriptTool)
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var variables = ProcessInfo.processInfo.environment
        variables["TERM"] = "xterm"
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let running = try RunningCLI(process: process, arguments: arguments)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return try running.wait()
    }
}

func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

/// Scenario bodies used across the tests.
enum Body {
    static let passes = """
            try realm.write { realm.add(Dog(value: ["name": "Rex", "age": 3])) }
            XCTAssertEqual(realm.objects(Dog.self).count, 1)
        """
    static let fails = """
            try realm.write { realm.add(Dog(value: ["name": "Rex", "age": 3])) }
            XCTAssertEqual(realm.objects(Dog.self).count, 2)
        """
}
