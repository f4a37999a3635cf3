// Finding and loading scenario files: the Specs root, its shared models,
// the claim ids of pages.yaml, and the `.swift` files under the given paths.

internal import Foundation
public import ScenarioInterpreter
public import ScenarioLanguage
public import SpecRunModel

/// One scenario ready to run, with its id relative to the Specs root.
public struct PlannedScenario: Sendable {
    public var file: SpecFile
    public var scenario: ScenarioInfo
    /// The file path relative to the Specs root, e.g. `crud-delete/DeleteAnObject.swift`.
    public var relativeFile: String
    /// `relativeFile::name`: the id expectations and shards use.
    public var id: String { "\(relativeFile)::\(scenario.name)" }
    /// The scenario's own lint errors: it is an error case on every engine and does not run.
    public var lintErrors: [Diagnostic] { scenario.diagnostics.filter { $0.severity == .error } }
    /// The page: the scenario's, else the file's.
    public var page: String? { scenario.metadata.page ?? file.metadata.page }
    public var section: String? { scenario.metadata.section ?? file.metadata.section }
    /// File-level and scenario tags together.
    public var tags: [String] {
        var all = file.metadata.tags
        for tag in scenario.metadata.tags where !all.contains(tag) { all.append(tag) }
        return all
    }

    public init(file: SpecFile, scenario: ScenarioInfo, relativeFile: String) {
        self.file = file; self.scenario = scenario; self.relativeFile = relativeFile
    }
}

/// The loaded scenario files of one run.
public struct SpecCorpus: Sendable {
    /// The Specs root: the folder holding `pages.yaml`, `Models/` and `expectations/`.
    public var root: String { didSet { relativeFiles = Self.relativePaths(of: files, root: root) } }
    /// The catalogue from `root/pages.yaml`, when there is one.
    public var catalog: PageCatalog?
    /// The SDK test ledger from `root/sdk-ledger.yaml`, when there is one.
    public var ledger: SDKLedger?
    public var files: [SpecFile] { didSet { relativeFiles = Self.relativePaths(of: files, root: root) } }
    /// Per scenario id, the rows of exceptions.md its assertions were seen to
    /// raise (`attributeRaisedRows(on:)`); nil until that has run.
    public var raisedRows: [String: [Int: [String]]]?
    /// `files`' paths relative to `root`, worked out once: making a path
    /// standard asks the file system, and every run plans from these.
    private var relativeFiles: [String: String]

    /// Loads every scenario file under `paths` (default: the Specs root).
    ///
    /// - Parameters:
    ///   - paths: files or folders; folders are searched recursively for
    ///     `.swift` files, skipping the root's `Models` folder.
    ///   - root: the Specs root; by default the nearest folder above the first
    ///     path that holds `pages.yaml` or `Models`, else `Specs`.
    ///   - jobs: files parsed in parallel.
    ///   - cache: where loaded files are kept between runs (see `LoadCache`); nil for none.
    ///   - compiled: whether files read from the cache need their compiled
    ///     scenarios; false when they are only listed (see `LoadOptions.compiles`).
    ///   - progress: called with the number of files loaded so far and the
    ///     number to load, once when the files are found and after each file,
    ///     one call at a time.
    ///   - load: the file loader (`ScenarioLoader.load` by default).
    /// - Throws: `SpecConfigError` for a missing path or a malformed pages.yaml.
    public static func load(paths: [String], root: String? = nil, jobs: Int = 1, cache: LoadCache? = nil, compiled: Bool = true,
                            progress: (@Sendable (_ loaded: Int, _ total: Int) -> Void)? = nil,
                            load: @escaping @Sendable (String, LoadOptions) -> SpecFile = { ScenarioLoader.load(file: $0, options: $1) })
        throws(SpecConfigError) -> SpecCorpus {
        // Paths as written, without `.` and `name/..`, so that reports and messages show them plainly.
        let given = (paths.isEmpty ? [root ?? "Specs"] : paths).map(SpecsRoot.lexical)
        let specsRoot = root.map(SpecsRoot.lexical) ?? SpecsRoot.locate(from: given[0])
        let pagesFile = (specsRoot as NSString).appendingPathComponent("pages.yaml")
        let catalog = FileManager.default.fileExists(atPath: pagesFile) ? try PageCatalogLoader.load(file: pagesFile) : nil
        let ledger = try loadLedger(root: specsRoot)
        return try loadFiles(given: given, root: specsRoot, catalog: catalog, ledger: ledger, jobs: jobs, cache: cache, compiled: compiled,
                             progress: progress, load: load)
    }

    /// Loads like `load(paths:root:jobs:load:)`, but a malformed pages.yaml
    /// does not stop it: its problems come back, and the scenario files are
    /// loaded without page, section and claim checks (what `realmspec lint`
    /// needs to report everything in one pass).
    /// - Throws: `SpecConfigError` for a missing path.
    public static func loadReportingPages(paths: [String], root: String? = nil, jobs: Int = 1, cache: LoadCache? = nil)
        throws(SpecConfigError) -> (corpus: SpecCorpus, pagesProblems: [SpecConfigError]) {
        // Paths as written, without `.` and `name/..`, so that reports and messages show them plainly.
        let given = (paths.isEmpty ? [root ?? "Specs"] : paths).map(SpecsRoot.lexical)
        let specsRoot = root.map(SpecsRoot.lexical) ?? SpecsRoot.locate(from: given[0])
        let pagesFile = (specsRoot as NSString).appendingPathComponent("pages.yaml")
        var catalog: PageCatalog?
        var problems: [SpecConfigError] = []
        if FileManager.default.fileExists(atPath: pagesFile) {
            do throws(SpecConfigError) { catalog = try PageCatalogLoader.load(file: pagesFile) } catch { problems = error.all }
        }
        var ledger: SDKLedger?
        do throws(SpecConfigError) { ledger = try loadLedger(root: specsRoot) } catch { problems += error.all }
        let corpus = try loadFiles(given: given, root: specsRoot, catalog: catalog, ledger: ledger, jobs: jobs, cache: cache, compiled: true, progress: nil,
                              load: { ScenarioLoader.load(file: $0, options: $1) })
        return (corpus, problems)
    }

    /// The SDK test ledger, `root/sdk-ledger.yaml`, when there is one.
    static func loadLedger(root: String) throws(SpecConfigError) -> SDKLedger? {
        let file = (root as NSString).appendingPathComponent(SDKLedger.fileName)
        return FileManager.default.fileExists(atPath: file) ? try SDKLedger.load(file: file) : nil
    }

    private static func loadFiles(given: [String], root specsRoot: String, catalog: PageCatalog?, ledger: SDKLedger?, jobs: Int, cache: LoadCache?, compiled: Bool,
                                  progress: (@Sendable (Int, Int) -> Void)?,
                                  load: @escaping @Sendable (String, LoadOptions) -> SpecFile) throws(SpecConfigError) -> SpecCorpus {
        let modelsDir = (specsRoot as NSString).appendingPathComponent("Models")
        var isDir: ObjCBool = false
        var made = LoadOptions(
            modelsDirectory: FileManager.default.fileExists(atPath: modelsDir, isDirectory: &isDir) && isDir.boolValue ? modelsDir : nil,
            knownClaims: catalog?.claimIds, pages: catalog?.knownPages, cache: cache)
        made.compiles = compiled
        made.knownSDKTests = ledger?.ids
        let options = made
        let filePaths = try SpecDiscovery.files(under: given, excluding: modelsDir)
        progress?(0, filePaths.count)
        let files = parallelMap(filePaths, jobs: jobs, progress: progress) { load($0, options) }
        var corpus = SpecCorpus(root: specsRoot, catalog: catalog, files: markingDuplicates(files))
        corpus.ledger = ledger
        return corpus
    }

    /// The files with a lint error on each scenario whose page and name an
    /// earlier file's scenario already has: the reports name a case by page
    /// (its JUnit suite) and name, so the second would be mistaken for the
    /// first. (Two of one name in one file are the loader's to report.)
    static func markingDuplicates(_ files: [SpecFile]) -> [SpecFile] {
        var first: [String: (file: String, location: SourceLocation)] = [:]
        return files.map { file in
            var extra: [Int: [Diagnostic]] = [:]
            var mine: Set<String> = []
            for (index, scenario) in file.scenarios.enumerated() {
                let page = scenario.metadata.page ?? file.metadata.page ?? "(none)"
                let key = page + "\u{0}" + scenario.name
                if let earlier = first[key], earlier.file != file.path {
                    extra[index] = [Diagnostic(id: "duplicate-scenario", message: "duplicate scenario name '\(scenario.name)' on page "
                                               + "'\(page)'; the first is at \(earlier.location)", location: scenario.location)]
                } else if mine.insert(key).inserted, first[key] == nil {
                    first[key] = (file.path, scenario.location)
                }
            }
            return extra.isEmpty ? file : file.adding(scenarioDiagnostics: extra)
        }
    }

    public init(root: String, catalog: PageCatalog?, files: [SpecFile]) {
        self.root = root; self.catalog = catalog; self.files = files
        relativeFiles = Self.relativePaths(of: files, root: root)
    }

    private static func relativePaths(of files: [SpecFile], root: String) -> [String: String] {
        let base = SpecsRoot.standardized(root)
        var paths: [String: String] = [:]
        for file in files where paths[file.path] == nil {
            paths[file.path] = SpecsRoot.relative(standardizedPath: SpecsRoot.standardized(file.path), toStandardizedRoot: base) ?? file.path
        }
        return paths
    }

    /// A file's path relative to the Specs root (unchanged when outside it).
    public func relativePath(_ path: String) -> String { relativeFiles[path] ?? SpecsRoot.relative(path, to: root) }

    /// Every runnable scenario, in file order.
    public var scenarios: [PlannedScenario] {
        var planned: [PlannedScenario] = []
        planned.reserveCapacity(files.reduce(0) { $0 + $1.scenarios.count })
        for file in files where !file.hasFileErrors {
            let relative = relativePath(file.path)
            for scenario in file.scenarios {
                planned.append(PlannedScenario(file: file, scenario: scenario, relativeFile: relative))
            }
        }
        return planned
    }

    /// Files that do not run at all because of file-level error diagnostics
    /// (a scenario with errors of its own is planned, and ends as an error case).
    public var brokenFiles: [SpecFile] { files.filter(\.hasFileErrors) }
}

/// `items.map(transform)` on up to `jobs` threads, results in order.
/// - Parameter progress: called with the number of items done and their
///   total after each item, one call at a time.
func parallelMap<T: Sendable, R>(_ items: [T], jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                 _ transform: @escaping @Sendable (T) -> R) -> [R] {
    guard jobs > 1, items.count > 1 else {
        return items.enumerated().map { index, item in
            defer { progress?(index + 1, items.count) }
            return transform(item)
        }
    }
    let slots = ParallelSlots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while true {
            let index: Int = slots.lock.withLock { defer { slots.next += 1 }; return slots.next }
            guard index < items.count else { return }
            let result = transform(items[index])
            slots.lock.withLock {
                slots.results[index] = result
                slots.done += 1
                progress?(slots.done, items.count)
            }
        }
    }
    return slots.results.compactMap { $0 }
}

private final class ParallelSlots<R>: @unchecked Sendable {
    // Sendable: `next` and `results` are read and written only under `lock`.
    let lock = NSLock()
    var next = 0
    var done = 0
    var results: [R?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
}

/// Where the Specs root is, and paths relative to it.
public enum SpecsRoot {
    /// The nearest folder at or above `path` holding `pages.yaml` or `Models`.
    public static func locate(from path: String) -> String {
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        var folder = exists && isDir.boolValue ? path : (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var candidate = folder
        for _ in 0..<32 {
            if isRoot(candidate) { return lexical(candidate) }
            let parent = (candidate as NSString).appendingPathComponent("..")
            guard standardized(parent) != standardized(candidate) else { break }
            candidate = parent
        }
        return folder
    }

    /// `path` with `.` and `name/..` taken out, as written (links are not
    /// followed): `Specs/crud-delete/..` is `Specs`, `./..` is `..`.
    public static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", path.hasPrefix("/"), parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    private static func isRoot(_ folder: String) -> Bool {
        let fm = FileManager.default
        return fm.fileExists(atPath: (folder as NSString).appendingPathComponent("pages.yaml"))
            || fm.fileExists(atPath: (folder as NSString).appendingPathComponent("Models"))
    }

    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// `path` relative to `root`, or `path` itself when it is not inside.
    public static func relative(_ path: String, to root: String) -> String {
        relative(standardizedPath: standardized(path), toStandardizedRoot: standardized(root)) ?? path
    }

    static func relative(standardizedPath full: String, toStandardizedRoot base: String) -> String? {
        guard full.hasPrefix(base + "/") else { return nil }
        return String(full.dropFirst(base.count + 1))
    }
}

/// Lists scenario files.
public enum SpecDiscovery {
    /// The `.swift` files at or under `paths`, sorted within each folder,
    /// without duplicates and without anything under `excluded`.
    ///
    /// - Throws: `SpecConfigError` for a path that does not exist.
    public static func files(under paths: [String], excluding excluded: String) throws(SpecConfigError) -> [String] {
        let fm = FileManager.default
        let excludedPath = SpecsRoot.standardized(excluded)
        var result: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw SpecConfigError(file: path, line: 1, column: 1, message: "no such file or folder '\(path)'")
            }
            let found = isDir.boolValue ? swiftFiles(in: path, excluding: excludedPath) : [path]
            for file in found where seen.insert(SpecsRoot.standardized(file)).inserted { result.append(file) }
        }
        return result
    }

    private static func swiftFiles(in folder: String, excluding excluded: String) -> [String] {
        guard let names = try? FileManager.default.subpathsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name -> String? in
            guard name.hasSuffix(".swift") else { return nil }
            let full = (folder as NSString).appendingPathComponent(name)
            let standard = SpecsRoot.standardized(full)
            return standard.hasPrefix(excluded + "/") ? nil : full
        }
    }
}
