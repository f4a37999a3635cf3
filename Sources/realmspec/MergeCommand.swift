// `realmspec merge`: one set of reports from the results of sharded runs.

internal import ArgumentParser
internal import Foundation
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merges the results.json of `run --shard I/N` runs into one set of reports (JUnit, matrix, coverage, results.json).",
        discussion: """
            Each argument is a run's report folder or its results.json. The shards may come from different machines; \
            they must have run the same engines and no case twice. The merged reports are what one unsharded run \
            would have written, apart from durations. With --compare, also writes the diff against that older run.
            """)

    @Argument(help: "Report folders or results.json files of the shards.")
    var runs: [String]

    @Option(name: [.customLong("specs-root"), .customLong("specs")],
            help: ArgumentHelp("The scenario folder the runs read (for pages.yaml and coverage).",
                                                           valueName: "dir"))
    var specs: String = "Specs"

    @OptionGroup var reports: ReportDirectoryOption

    @Option(name: .customLong("junit-profile"), help: ArgumentHelp("strict or rich.", valueName: "strict|rich"))
    var junitProfile: String = "strict"

    @Option(name: .customLong("source-url"),
            help: ArgumentHelp("Where the matrix links spec files, e.g. https://github.com/ORG/REPO/blob/COMMIT/ "
                               + "(default: paths relative to the report folder).", valueName: "url"))
    var sourceURL: String?

    @Option(help: ArgumentHelp("An older run's results.json to diff the merged run against (writes diff.html and diff.md).",
                               valueName: "results.json"))
    var compare: String?

    func validate() throws {
        guard !runs.isEmpty else { throw ValidationError("name the shards' report folders or results.json files") }
        for path in runs where !FileManager.default.fileExists(atPath: RunMerge.resultsPath(path)) {
            throw ValidationError("no results.json at '\(path)'")
        }
        guard JUnitProfile(rawValue: junitProfile) != nil else {
            throw ValidationError("--junit-profile must be 'strict' or 'rich', not '\(junitProfile)'")
        }
    }

    func run() throws {
        let merged: RunRecord
        do {
            let loaded = try runs.map { path throws(SpecConfigError) in
                (path: path, record: try RunComparison.load(RunMerge.resultsPath(path)))
            }
            merged = try RunMerge.merge(loaded)
        } catch {
            throw CLIError(error.description)
        }
        let corpus: SpecCorpus
        do {
            corpus = try SpecCorpus.load(paths: [specs], root: nil, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                         cache: LoadCache.standard(version: RealmSpecVersion.description))
        } catch {
            throw CLIError(error.description)
        }
        try reports.prepare()
        let set = reports.reportSet(profile: junitProfile, sourceURL: sourceURL)
        try attempt { () throws(ReportError) in try set.write(merged, inputs: corpus.attributedReportInputs) }
        var regression = false
        if let compare {
            let older: RunRecord
            do { older = try RunComparison.load(RunMerge.resultsPath(compare)) } catch { throw CLIError(error.description) }
            let diff = RunDiff(old: older, new: merged)
            try attempt { () throws(ReportError) in
                try AtomicFile.write(Array(DiffReport.html(diff).utf8), to: reports.path("diff.html"))
                try AtomicFile.write(Array(DiffReport.markdown(diff).utf8), to: reports.path("diff.md"))
            }
            for (engine, _) in diff.engines { print(diff.summaryLine(engine: engine)) }
            regression = diff.hasRegression
        }
        for (engine, summary) in RunSummary.perEngine(merged.cases) {
            print("\(TerminalText.escaped(engine)): \(summary.finalLine); \(summary.detailLine)")
        }
        print("Reports written to \(reports.reportDir)")
        print("\(runs.count) shards merged: " + RunSummary(merged.cases).finalLine)
        if RunSummary(merged.cases).hasUnexpected || regression { throw ExitCode(1) }
    }
}
