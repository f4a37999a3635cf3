// `realmspec run`: scenarios × engines, printed as they finish, then reports.

internal import ArgumentParser
internal import Foundation
internal import RunTemporaries
internal import SpecReports
internal import SpecRunner

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs scenario files on engines and writes the reports.")

    @OptionGroup var corpus: CorpusOptions
    @OptionGroup var reports: ReportDirectoryOption

    @Option(name: .customLong("engine"),
            help: ArgumentHelp("An engine: a registered name, 'all', or 'external:COMMAND' (repeatable; default: reference).",
                              valueName: "name"))
    var engines: [String] = []

    @Option(help: ArgumentHelp("Only scenarios whose file, name, section or tag contains TEXT.", valueName: "text"))
    var filter: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("Only scenarios with this tag; 'a,b': with both tags. Repeated, "
                                                          + "any of them: '--tag a --tag b' takes scenarios with a or b.",
                                                          valueName: "tag"))
    var tags: [String] = []

    /// The range `--jobs` accepts.
    static let jobsRange = 1...512
    /// The range `--timeout` accepts, in seconds (a day at most).
    static let timeoutLimit: Double = 86_400

    // `.unconditional`: '--jobs -1' and '--timeout -5' are values to refuse
    // with the range, not a missing value followed by an unknown option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Scenarios run in parallel, 1 to 512; the default is the number of cores.", valueName: "n"))
    var jobs: Int = min(ProcessInfo.processInfo.activeProcessorCount, 512)

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds a scenario may run before it counts as a timeout, more than 0 and at most 86400.",
                               valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("Where to write the JUnit report (default: <report-dir>/junit.xml).", valueName: "path"))
    var junit: String?

    @Option(name: .customLong("junit-profile"), help: ArgumentHelp("strict (valid for every JUnit reader) or rich (adds file and line).",
                              valueName: "strict|rich"))
    var junitProfile: String = "strict"

    @Option(name: .customLong("source-url"),
            help: ArgumentHelp("Where the matrix links spec files, e.g. https://github.com/ORG/REPO/blob/COMMIT/ "
                               + "(default: paths relative to the report folder).", valueName: "url"))
    var sourceURL: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Run only shard I of N, e.g. 2/4.", valueName: "i/n"))
    var shard: String?

    @Flag(name: .customLong("fail-fast"), help: "Stop after the first unexpected result.")
    var failFast = false

    @Flag(help: "List the scenarios that would run, and run nothing.")
    var list = false

    @Flag(name: .shortAndLong, help: "Print a line for every case, passing ones included (by default only the others).")
    var verbose = false

    func validate() throws {
        guard Self.jobsRange.contains(jobs) else {
            throw ValidationError("--jobs must be from \(Self.jobsRange.lowerBound) to \(Self.jobsRange.upperBound), not '\(jobs)'")
        }
        guard timeout.isFinite, timeout > 0, timeout <= Self.timeoutLimit else {
            throw ValidationError("--timeout must be more than 0 and at most \(Int(Self.timeoutLimit)) seconds, not '\(timeout)'")
        }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, not '\(shard)'")
        }
        guard JUnitProfile(rawValue: junitProfile) != nil else {
            throw ValidationError("--junit-profile must be 'strict' or 'rich', not '\(junitProfile)'")
        }
        for name in engines where name != "all" && EngineRegistry.factory(for: name) == nil {
            if name.hasPrefix(EngineRegistry.externalPrefix) {
                throw ValidationError("'\(name)' names no command; write it as 'external:COMMAND'")
            }
            throw ValidationError(EngineSelection.unknown(name).message)
        }
    }

    func run() throws {
        let clock = RunClock()
        // Temporary folders of runs that were killed (kill -9) go first.
        RunTemporaries.sweepAbandoned()
        let loaded = try corpus.loadCorpus(jobs: jobs, progress: LoadProgress.standardOutput(), compiled: !list)
        let loading = clock.elapsed
        try checkTags(loaded)
        let selection = ScenarioSelection(filter: filter, tags: tags, shard: shard.flatMap(Shard.init(parsing:)))
        if list { return printList(SpecRun(corpus: loaded, selection: selection, engines: [])) }
        if let junit { try ReportDirectoryOption.prepare(file: junit, for: "the JUnit report") }
        try reports.prepare()
        let chosen = try EngineSelection.resolve(engines.isEmpty ? ["reference"] : engines, specsRoot: loaded.root,
                                                 callTimeout: timeout)
        let run = SpecRun(corpus: loaded, selection: selection, engines: chosen,
                          options: SchedulerOptions(jobs: jobs, timeout: timeout, failFast: failFast))
        do { try run.checkExpectations() } catch { throw CLIError(error.description) }
        if run.plannedScenarios.isEmpty && run.plannedBrokenFiles.isEmpty {
            // A selection that matches nothing is a mistake, never a green run;
            // an empty shard of a selection that matches something is not.
            guard selection.shard != nil, !Self.selectsNothing(loaded, ScenarioSelection(filter: filter, tags: tags)) else {
                throw CLIError("no scenario matches \(selectionDescription(loaded)); nothing was run")
            }
            return try writeEmptyShard(run, corpus: loaded)
        }
        for line in EngineSelection.startFailureLines(chosen, casesPerEngine: run.plannedScenarios.count) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let printer = ProgressPrinter.standardOutput(total: run.plannedScenarios.count * chosen.count + run.plannedBrokenFiles.count,
                                                     verbose: verbose,
                                                     claimTexts: run.claimTexts(
                                                         named: Set(run.plannedScenarios.flatMap(\.scenario.metadata.claims))),
                                                     unstarted: Set(chosen.filter { $0.startFailure != nil }.map(\.name)))
        let record = run.execute(progress: { printer.record($0) })
        let planned = run.plannedScenarios.count * chosen.count + run.plannedBrokenFiles.count
        if failFast, record.cases.count < planned {
            let left = planned - record.cases.count
            printer.note("--fail-fast stopped the run after the first unexpected result: \(left) of \(planned) "
                         + "case\(planned == 1 ? "" : "s") did not run")
        }
        // The reports first, so that the closing lines can say where they went;
        // the results are printed even when they could not be written.
        var reportError: Error?
        do {
            let set = reports.reportSet(junit: junit, profile: junitProfile, sourceURL: sourceURL)
            try attempt { () throws(ReportError) in try set.write(record, inputs: loaded.attributedReportInputs) }
        } catch {
            reportError = error
        }
        printer.finish(record.cases, elapsed: clock.elapsed, loading: loading,
                       reportFolder: reportError == nil ? reports.reportDir : nil)
        if let reportError { throw reportError }
        if RunSummary(record.cases).hasUnexpected { throw ExitCode(1) }
    }

    /// Whether `selection` takes no scenario and no file of the corpus.
    private static func selectsNothing(_ corpus: SpecCorpus, _ selection: ScenarioSelection) -> Bool {
        let run = SpecRun(corpus: corpus, selection: selection, engines: [])
        return run.plannedScenarios.isEmpty && run.plannedBrokenFiles.isEmpty
    }

    /// A shard the split left empty: an empty, valid report set (so that a
    /// merge of every shard finds each one), a note, exit 0.
    private func writeEmptyShard(_ run: SpecRun, corpus loaded: SpecCorpus) throws {
        let record = run.execute()
        let set = reports.reportSet(junit: junit, profile: junitProfile, sourceURL: sourceURL)
        try attempt { () throws(ReportError) in try set.write(record, inputs: loaded.attributedReportInputs) }
        let unsharded = SpecRun(corpus: loaded, selection: ScenarioSelection(filter: filter, tags: tags), engines: [])
        let count = unsharded.plannedScenarios.count + unsharded.plannedBrokenFiles.count
        print("note: shard \(shard ?? "") is empty: none of the \(count) selected scenario\(count == 1 ? "" : "s") falls in it; "
              + "an empty report set was written, for merge")
        print("Reports written to \(TerminalText.escaped(reports.reportDir))")
        print(RunSummary(record.cases).finalLine)
    }

    /// What narrowed the run, for the message when nothing is left.
    private func selectionDescription(_ loaded: SpecCorpus) -> String {
        var parts: [String] = []
        if !corpus.paths.isEmpty { parts.append("the paths " + corpus.paths.map { "'\($0)'" }.joined(separator: ", ")) }
        if let filter { parts.append("--filter '\(filter)'") }
        for tag in tags { parts.append("--tag '\(tag)'") }
        if let shard { parts.append("--shard \(shard)") }
        return parts.isEmpty ? "in '\(loaded.root)'" : parts.joined(separator: " and ")
    }

    /// A `--tag` no scenario carries is a usage error, with the nearest known tag.
    private func checkTags(_ loaded: SpecCorpus) throws {
        if let (tag, guess) = loaded.unknownTags(tags.flatMap(ScenarioSelection.tagNames)).first {
            throw CLIError("no scenario has the tag '\(tag)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    private func printList(_ run: SpecRun) {
        for file in run.plannedBrokenFiles { print("\(run.corpus.relativePath(file.path)) (cannot run: lint errors)") }
        for planned in run.plannedScenarios {
            print(planned.id + (planned.lintErrors.isEmpty ? "" : " (cannot run: lint errors)"))
        }
        print("\(run.plannedScenarios.count) scenarios")
    }
}
