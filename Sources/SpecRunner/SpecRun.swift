// One run: choose the scenarios, check the expectations against them, run
// every scenario on every engine, and collect the run record.

internal import Foundation
internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
public import ScenarioLanguage
public import SpecRunModel

/// Everything a run needs.
public struct SpecRun: Sendable {
    public var corpus: SpecCorpus
    public var selection: ScenarioSelection
    public var engines: [RunnerEngine]
    public var options: SchedulerOptions
    /// The interpreter, passed in (tests pass a closure).
    public var runScenario: ScenarioRunFunction

    public init(corpus: SpecCorpus, selection: ScenarioSelection = ScenarioSelection(), engines: [RunnerEngine],
                options: SchedulerOptions = SchedulerOptions(),
                runScenario: @escaping ScenarioRunFunction = { ScenarioInterpreter.run($0, of: $1, on: $2, cancellation: $3) }) {
        self.corpus = corpus; self.selection = selection; self.engines = engines
        self.options = options; self.runScenario = runScenario
    }

    /// The runnable scenarios the selection takes, in file order.
    public var plannedScenarios: [PlannedScenario] { selection.apply(corpus.scenarios) }

    /// The files that cannot run and that the selection takes.
    public var plannedBrokenFiles: [SpecFile] {
        corpus.brokenFiles.filter { selection.selectsBrokenFile(relativePath: corpus.relativePath($0.path)) }
    }

    /// Checks every expectations entry names a scenario that exists.
    ///
    /// An entry whose file is missing under the Specs root, or whose file was
    /// loaded without that scenario, is stale. Entries for files this run
    /// did not load are not judged.
    /// - Throws: `SpecConfigError` at the first stale entry's line and
    ///   column, carrying the other stale entries in `others`.
    public func checkExpectations() throws(SpecConfigError) {
        var loaded: [String: (file: SpecFile, names: Set<String>)] = [:]
        for file in corpus.files { loaded[corpus.relativePath(file.path)] = (file, Set(file.scenarios.map(\.name))) }
        var existing: [String: Bool] = [:]
        var problems: [SpecConfigError] = []
        for engine in engines {
            for entry in engine.expectations.entries {
                do throws(SpecConfigError) {
                    try check(entry, engine: engine.name, loaded: loaded, existing: &existing)
                } catch {
                    problems.append(error)
                }
            }
        }
        // Every stale entry at once, the first carrying the rest.
        if let combined = SpecConfigError.combined(problems) { throw combined }
    }

    private func check(_ entry: Expectations.Entry, engine: String, loaded: [String: (file: SpecFile, names: Set<String>)],
                       existing: inout [String: Bool]) throws(SpecConfigError) {
        let parts = entry.scenario.components(separatedBy: "::")
        let path = parts[0], name = parts.count > 1 ? parts[1] : ""
        func stale(_ why: String) -> SpecConfigError {
            SpecConfigError(file: entry.file, line: entry.line, column: entry.column,
                            message: "expected failure '\(entry.scenario)' of engine '\(engine)' names no existing scenario: \(why)")
        }
        let full = (corpus.root as NSString).appendingPathComponent(path)
        let exists = existing[full] ?? FileManager.default.fileExists(atPath: full)
        existing[full] = exists
        guard exists else { throw stale("there is no file '\(full)'") }
        if let (file, names) = loaded[path], !file.hasFileErrors, !names.contains(name) {
            throw stale("'\(path)' has no scenario '\(name)'")
        }
    }

    /// The statements (from pages.yaml) of these claims.
    public func claimTexts(named: Set<String>) -> [String: String] {
        (corpus.catalog?.claimTexts ?? [:]).filter { named.contains($0.key) }
    }

    /// Runs the selected scenarios on every engine.
    ///
    /// Each file that cannot run becomes one error case (on the first
    /// engine), so its diagnostics appear in every report. A scenario with
    /// lint errors of its own is an error case on every engine.
    /// - Parameter progress: called once per finished case, one call at a time.
    public func execute(progress: (@Sendable (CaseRecord) -> Void)? = nil) -> RunRecord {
        let startedAt = Date().timeIntervalSince1970
        var cases: [CaseRecord] = []
        if let first = engines.first {
            for file in plannedBrokenFiles {
                let record = CaseRecord(brokenFile: file, engine: first.name)
                progress?(record)
                cases.append(record)
            }
        }
        let stop = options.failFast && cases.contains { $0.status.isUnexpected }
        if !stop {
            let scheduler = ScenarioScheduler(plan: plannedScenarios, engines: engines, options: options,
                                              runScenario: runScenario, progress: progress)
            let ran = scheduler.run()
            if cases.isEmpty { cases = ran } else { cases += ran }
        }
        var record = RunRecord(cases: cases, startedAt: startedAt, hostname: ProcessInfo.processInfo.hostName)
        for engine in engines { if let command = engine.command { record.engineCommands[engine.name] = command } }
        record.claimTexts = claimTexts(named: Set(cases.flatMap(\.claims)))
        return record
    }
}

extension SpecCorpus {
    /// Malformed or stale entries in every `expectations/*.yaml` of the Specs
    /// root, as `realmspec lint` reports them.
    public func expectationProblems() -> [SpecConfigError] {
        let folder = (root as NSString).appendingPathComponent("expectations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var problems: [SpecConfigError] = []
        for name in names.sorted() where name.hasSuffix(".yaml") {
            let engine = String(name.dropLast(".yaml".count))
            do {
                let expectations = try ExpectationsLoader.load(engine: engine, specsRoot: root)
                let unused: EngineFactory = { () throws(EngineError) -> any Engine in
                    throw EngineError(.unsupported, "checking expectations runs no engine")
                }
                for entry in expectations.entries where ExpectationsUpdate.isPlaceholder(entry.reason) {
                    problems.append(SpecConfigError(file: entry.file, line: entry.line, column: entry.column,
                                                    message: "the expected failure of '\(entry.scenario)' still has the reason "
                                                             + "'\(entry.reason)'; write why the engine fails it"))
                }
                for entry in expectations.entries where hasLintErrors(entry.scenario) {
                    problems.append(SpecConfigError(file: entry.file, line: entry.line, column: entry.column,
                                                    message: "the expected failure of '\(entry.scenario)' is for a scenario with lint "
                                                             + "errors, and a lint error is never an expected failure; fix the "
                                                             + "scenario, then delete the entry if it still fails"))
                }
                try SpecRun(corpus: self, engines: [RunnerEngine(name: engine, factory: unused, expectations: expectations)])
                    .checkExpectations()
            } catch {
                problems.append(error)
            }
        }
        return problems
    }

    /// Whether the scenario `path::name` (relative to the root), or its file, has lint errors.
    func hasLintErrors(_ scenarioId: String) -> Bool {
        let parts = scenarioId.components(separatedBy: "::")
        guard parts.count == 2, let file = files.first(where: { relativePath($0.path) == parts[0] }) else { return false }
        if file.hasFileErrors { return true }
        return file.scenarios.first { $0.name == parts[1] }?.diagnostics.contains { $0.severity == .error } ?? false
    }

    /// Tags of `wanted` that no runnable scenario carries, each with the
    /// nearest known tag when one is close.
    public func unknownTags(_ wanted: [String]) -> [(tag: String, suggestion: String?)] {
        let known = Set(scenarios.flatMap(\.tags))
        return wanted.filter { !known.contains($0) }.map { ($0, Suggestion.closest(to: $0, in: known.sorted())) }
    }
}

/// "Did you mean": the nearest candidate by edit distance, when near enough
/// (the same rule the scenario lint uses, `NearestName`).
public enum Suggestion {
    public static func closest(to word: String, in candidates: [String]) -> String? {
        NearestName.closest(to: word, in: candidates)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int { NearestName.distance(a, b) }
}
