// Flags shared by the commands that read scenario files.

internal import ArgumentParser
internal import Foundation
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunner

/// Which scenario files a command reads.
struct CorpusOptions: ParsableArguments {
    @Argument(help: "Scenario files or folders (default: Specs/).")
    var paths: [String] = []

    @Option(name: .customLong("specs-root"),
            help: ArgumentHelp("The folder holding pages.yaml, Models/ and expectations/ (default: found from the paths).",
                               valueName: "dir"))
    var specsRoot: String?

    @Flag(name: .customLong("no-cache"),
          help: "Load every scenario file from its source, without the load cache (REALMSPEC_CACHE=off does the same).")
    var noCache = false

    /// The load cache this command uses (see `LoadCache.standard`), or nil.
    var cache: LoadCache? { noCache ? nil : LoadCache.standard(version: RealmSpecVersion.description) }

    func validate() throws {
        if paths.isEmpty, specsRoot == nil, !FileManager.default.fileExists(atPath: "Specs") {
            throw ValidationError("no 'Specs' folder here; name the scenario files or folders to use")
        }
    }

    /// Checks every path exists. Done when the command runs, not in
    /// `validate()`: argument-parser validates before it reports an unknown
    /// option, and the value of a mistyped option (`--enigne sqlite`) would
    /// then be reported as a missing path instead of the option with its
    /// nearest known name.
    /// - Throws: `CLIError` (status 2) naming the first missing path.
    func checkPaths() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw CLIError("no such file or folder '\(path)'")
        }
    }

    /// Loads the scenario files, through the load cache unless `--no-cache`.
    /// - Parameters:
    ///   - progress: shows how many files are loaded (on a terminal).
    ///   - compiled: false when the scenarios are only listed, never run.
    /// - Throws: `CLIError` (status 2) for a malformed pages.yaml or a missing path.
    func loadCorpus(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: LoadProgress? = nil,
                    compiled: Bool = true) throws -> SpecCorpus {
        defer { progress?.finish() }
        let report: (@Sendable (Int, Int) -> Void)?
        if let progress { report = { loaded, total in progress.update(loaded: loaded, total: total) } } else { report = nil }
        try checkPaths()
        do {
            return try SpecCorpus.load(paths: paths, root: specsRoot, jobs: jobs, cache: cache, compiled: compiled, progress: report)
        } catch {
            throw CLIError(error.description)
        }
    }
}

/// Where reports go.
struct ReportDirectoryOption: ParsableArguments {
    @Option(name: .customLong("report-dir"), help: ArgumentHelp("The folder for reports.", valueName: "dir"))
    var reportDir: String = "Reports"

    /// Creates the folder and checks it can be written.
    /// - Throws: `CLIError` (status 2) naming the folder and the reason.
    func prepare() throws { try Self.prepare(folder: reportDir, for: "the report folder '\(reportDir)'") }

    /// Creates the folder of the report file `path` and checks that the file can be written there.
    /// - Throws: `CLIError` (status 2) naming the file and the reason.
    static func prepare(file path: String, for what: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError("cannot write \(what) '\(path)': it is a folder")
        }
        // A device, a FIFO or somebody else's link is never replaced.
        do { try ReportGeneration.checkReportPath(path, ownTarget: ReportGeneration.ownLink(path)) } catch { throw CLIError(error.message) }
        try prepare(folder: (path as NSString).deletingLastPathComponent, for: "\(what) '\(path)'")
    }

    /// Creates `folder` with its parents and checks it can be written.
    /// - Parameter what: the thing named in messages, e.g. "the report folder 'Reports'".
    /// - Throws: `CLIError` (status 2) naming `what` and the reason.
    static func prepare(folder reportDir: String, for what: String) throws {
        guard !reportDir.isEmpty else { return }
        var built = reportDir.hasPrefix("/") ? "/" : ""
        for part in reportDir.split(separator: "/") {
            built += (built.isEmpty || built.hasSuffix("/") ? "" : "/") + part
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: built, isDirectory: &isDir) {
                guard isDir.boolValue else { throw CLIError("cannot use \(what): '\(built)' is a file, not a folder") }
                continue
            }
            guard mkdir(built, 0o755) == 0 || errno == EEXIST else {
                throw CLIError("cannot create the folder '\(built)' for \(what): \(String(cString: strerror(errno)))")
            }
        }
        guard access(reportDir, W_OK) == 0 else {
            throw CLIError("cannot write into '\(reportDir)' for \(what): \(String(cString: strerror(errno)))")
        }
    }

    func path(_ name: String) -> String { (reportDir as NSString).appendingPathComponent(name) }

    /// The report set of a run in this folder, with the JUnit report at
    /// `junit` when given, in `profile` (`strict` or `rich`).
    func reportSet(junit: String? = nil, profile: String, sourceURL: String?) -> ReportSet {
        ReportSet(folder: reportDir, junitPath: junit, profile: JUnitProfile(rawValue: profile) ?? .strict, sourceURL: sourceURL)
    }
}
