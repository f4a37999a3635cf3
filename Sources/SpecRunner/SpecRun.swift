// One run: choose the scenarios, check the expectations against them, run
// every scenario on every engine, and collect the run record.

import Foundation
import RealmSpecCore
import ScenarioLanguage
import SpecReports

/// Everything a run needs.
public struct SpecRun: @unchecked Sendable {
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
    /// - Throws: `SpecConfigError` at the entry's line and column.
    public func checkExpectations() throws(SpecConfigError) {
        var loaded: [String: SpecFile] = [:]
        for file in corpus.files { loaded[corpus.relativePath(file.path)] = file }
        for engine in engines {
            for entry in engine.expectations.entries {
                try check(entry, engine: engine.name, loaded: loaded)
            }
        }
    }

    private func check(_ entry: Expectations.Entry, engine: String, loaded: [String: SpecFile]) throws(SpecConfigError) {
        let parts = entry.scenario.components(separatedBy: "::")
        let path = parts[0], name = parts.count > 1 ? parts[1] : ""
        func stale(_ why: String) -> SpecConfigError {
            SpecConfigError(file: entry.file, line: entry.line, column: entry.column,
                            message: "expected failure '\(entry.scenario)' of engine '\(engine)' names no existing scenario: \(why)")
        }
        let full = (corpus.root as NSString).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: full) else { throw stale("there is no file '\(full)'") }
        if let file = loaded[path], !file.hasErrors, !file.scenarios.contains(where: { $0.name == name }) {
            throw stale("'\(path)' has no scenario '\(name)'")
        }
    }

    /// Runs the selected scenarios on every engine.
    ///
    /// Each file that cannot run becomes one error case (on the first
    /// engine), so its diagnostics appear in every report.
    /// - Parameter progress: called once per finished case, one call at a time.
    public func execute(progress: @escaping @Sendable (CaseRecord) -> Void = { _ in }) -> RunRecord {
        let startedAt = Date().timeIntervalSince1970
        var cases: [CaseRecord] = []
        if let first = engines.first {
            for file in plannedBrokenFiles {
                let record = CaseRecord(brokenFile: file, engine: first.name)
                progress(record)
                cases.append(record)
            }
        }
        let stop = options.failFast && cases.contains { $0.status.isUnexpected }
        if !stop {
            let scheduler = ScenarioScheduler(plan: plannedScenarios, engines: engines, options: options,
                                              runScenario: runScenario, progress: progress)
            cases += scheduler.run()
        }
        return RunRecord(cases: cases, startedAt: startedAt, hostname: ProcessInfo.processInfo.hostName)
    }
}
