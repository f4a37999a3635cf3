// Entry points the runner uses: load spec files, then run one scenario of a
// file on one engine. (The loader, lint and interpreter fill these in.)

internal import Foundation
public import RealmSpecCore
public import ScenarioInterpreter

/// A parsed and linted scenario file, ready to run.
public final class SpecFile: @unchecked Sendable {
    // Sendable: its `let`s never change and `program` is set once by the loader before the file is handed to any other thread; running a scenario only reads it.
    /// The path as given (relative paths stay relative, for stable report ids).
    public let path: String
    /// File-level metadata (`// page:`, `// tags:`).
    public let metadata: ScenarioMetadata
    public let scenarios: [ScenarioInfo]
    /// Every lint and load diagnostic of the file, its scenarios' included,
    /// in source order: what `realmspec lint` prints.
    public let diagnostics: [Diagnostic]
    /// The problems of the file as a whole: it does not parse, a model
    /// declaration (its own or a shared one) is broken, or its file-level
    /// metadata is wrong. An error here keeps every scenario of the file
    /// from running; the runner reports the file as one error case.
    /// Problems inside one scenario are in that scenario's `diagnostics`.
    public let fileDiagnostics: [Diagnostic]
    /// The schema its scenarios run with (shared models plus its own classes).
    public let schema: Schema
    /// The compiled scenarios and models, set by the loader.
    var program: Program?

    /// - Parameter diagnostics: the file-level diagnostics; each scenario
    ///   brings its own.
    public init(path: String, metadata: ScenarioMetadata, scenarios: [ScenarioInfo],
                diagnostics: [Diagnostic], schema: Schema) {
        self.path = path; self.metadata = metadata; self.scenarios = scenarios
        self.fileDiagnostics = diagnostics; self.schema = schema
        self.diagnostics = (diagnostics + scenarios.flatMap(\.diagnostics)).sorted {
            ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
        }
    }

    /// Whether any error diagnostic is in the file, in one of its scenarios or not.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Whether a file-level error keeps the whole file from running.
    public var hasFileErrors: Bool { fileDiagnostics.contains { $0.severity == .error } }

    /// The same file with more diagnostics for some of its scenarios (by
    /// index in `scenarios`), e.g. problems only the whole corpus shows.
    public func adding(scenarioDiagnostics extra: [Int: [Diagnostic]]) -> SpecFile {
        var infos = scenarios
        for (index, more) in extra where infos.indices.contains(index) { infos[index].diagnostics += more }
        let file = SpecFile(path: path, metadata: metadata, scenarios: infos, diagnostics: fileDiagnostics, schema: schema)
        file.program = program
        return file
    }
}

/// Options for loading a corpus.
public struct LoadOptions: Sendable {
    /// The folder of shared model files (`Specs/Models`); nil for none.
    public var modelsDirectory: String?
    /// Claim ids from pages.yaml; when set, an unknown claim id is a lint error.
    public var knownClaims: Set<String>?
    /// The pages, sections and claims of pages.yaml; when set, each
    /// scenario's page, section and claims are checked against them.
    public var pages: KnownPages?
    /// The entries of the SDK test ledger (`<file> <Class>.<test>`); when
    /// set, an `- sdk-test:` naming no entry is a lint error.
    public var knownSDKTests: Set<String>?
    /// The shared models once read, for every file loaded with these
    /// options (copies share it): a corpus reads the models folder once.
    let models = ModelsMemo()
    /// Where loaded files are kept between runs (see `LoadCache`); nil for
    /// no cache. Only files loaded by path use it.
    public var cache: LoadCache?
    /// What every file's cache key shares, worked out once (copies share it).
    let cacheContext = LoadCacheContext()
    /// Whether a file read from the cache needs its compiled scenarios.
    /// False when the files are only listed, never run: a file from the
    /// cache then has no program and an empty schema (one loaded from
    /// source still has both).
    public var compiles = true
    public init(modelsDirectory: String? = nil, knownClaims: Set<String>? = nil, pages: KnownPages? = nil, cache: LoadCache? = nil) {
        self.modelsDirectory = modelsDirectory; self.knownClaims = knownClaims; self.pages = pages; self.cache = cache
    }
}

/// Loads spec files: parse, collect models and metadata, lint.
public enum ScenarioLoader {
    /// Loads one scenario file. Never throws: an unreadable or malformed file
    /// comes back with error diagnostics and no runnable scenarios.
    public static func load(file path: String, options: LoadOptions) -> SpecFile {
        FileLoader.load(path, options: options).0
    }

    /// Loads scenario source text as if it were the file at `path` (for tests and tools).
    public static func load(source: String, path: String, options: LoadOptions) -> SpecFile {
        FileLoader.load(text: source, path: path, options: options).0
    }
}

/// Runs scenarios.
public enum ScenarioInterpreter {
    /// Runs one scenario of a loaded file on an engine that this call opens
    /// with the file's schema and closes afterwards. Never throws and never
    /// traps on scenario input: every problem is in the outcome.
    public static func run(_ scenario: ScenarioInfo, of file: SpecFile, on engine: any Engine,
                           cancellation: CancellationFlag = CancellationFlag()) -> ScenarioOutcome {
        guard !file.hasFileErrors, let program = file.program, let compiled = program.scenarios[scenario.name] else {
            let first = file.fileDiagnostics.first { $0.severity == .error }
            return ScenarioOutcome(status: .error, error: ScenarioError(
                kind: "lint", message: first.map { "the file does not lint: \($0.message)" } ?? "no such scenario '\(scenario.name)'",
                location: first?.location ?? scenario.location))
        }
        if let lint = lintError(of: scenario) { return ScenarioOutcome(status: .error, error: lint) }
        let missing = (scenario.metadata.requires ?? []).filter { name in
            Capability(rawValue: name).map { !engine.info.capabilities.contains($0) } ?? false
        }
        if !missing.isEmpty {
            return ScenarioOutcome(status: .skipped, error: ScenarioError(
                kind: "unsupported", message: "the engine '\(engine.info.name)' lacks the capability this scenario requires: "
                    + missing.map { "'\($0)'" }.joined(separator: ", "), location: scenario.location))
        }
        do {
            try engine.open(schema: file.schema)
        } catch {
            return ScenarioOutcome(status: .error, error: ScenarioError(kind: error.kind.rawValue, message: error.message, location: scenario.location))
        }
        defer { engine.close() }
        let interpreter = Interpreter(engine: engine, catalog: program.catalog, schema: file.schema, index: program.index,
                                      cancellation: cancellation, location: scenario.location)
        return interpreter.run(compiled)
    }

    /// The error of a scenario that does not lint: its first error, and how many more.
    public static func lintError(of scenario: ScenarioInfo) -> ScenarioError? {
        let errors = scenario.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return nil }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        return ScenarioError(kind: "lint", message: "the scenario does not lint: \(first.message)\(more)", location: first.location)
    }
}
