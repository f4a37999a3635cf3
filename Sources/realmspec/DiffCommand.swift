// `realmspec diff`: what changed between two runs, per engine.

internal import ArgumentParser
internal import Foundation
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Lists the cases that regressed, were fixed, appeared or disappeared between two runs; exits 1 on a regression.",
        discussion: """
            Cases are matched by engine name and file::name. Writes diff.html and diff.md into --report-dir. \
            In CI, run main and the branch, then: realmspec diff MAIN/results.json BRANCH/results.json.
            """)

    @Argument(help: "The older run's results.json or report folder (e.g. main's).")
    var old: String

    @Argument(help: "The newer run's results.json or report folder (e.g. a branch's).")
    var new: String

    @OptionGroup var reports: ReportDirectoryOption

    func run() throws {
        let older: RunRecord, newer: RunRecord
        do {
            // A run's report folder names its results.json, as for merge.
            older = try RunComparison.load(RunMerge.resultsPath(old))
            newer = try RunComparison.load(RunMerge.resultsPath(new))
        } catch {
            throw CLIError(error.description)
        }
        let diff = RunDiff(old: older, new: newer)
        try reports.prepare()
        let html = reports.path("diff.html"), md = reports.path("diff.md")
        try attempt { () throws(ReportError) in
            for path in [html, md] { try ReportGeneration.checkReportPath(path, ownTarget: ReportGeneration.ownLink(path)) }
            try AtomicFile.write(Array(DiffReport.html(diff).utf8), to: html)
            try AtomicFile.write(Array(DiffReport.markdown(diff).utf8), to: md)
        }
        for change in diff.changes where change.kind == .regressed {
            print("REGRESSED [\(TerminalText.escaped(change.engine))] \(TerminalText.escaped(change.id)): "
                  + "\(change.old?.rawValue ?? "-") -> \(change.new?.rawValue ?? "-")"
                  + (change.message.map { ": " + TerminalText.escaped($0) } ?? ""))
        }
        for (engine, _) in diff.engines { print(TerminalText.escaped(diff.summaryLine(engine: engine))) }
        print("Reports written to \(reports.reportDir)")
        let regressed = diff.count(.regressed)
        print(diff.changes.isEmpty ? "\(diff.compared) cases in both runs, none changed"
                                   : "\(regressed) regressed, \(diff.count(.fixed)) fixed, \(diff.count(.appeared)) appeared, "
                                     + "\(diff.count(.disappeared)) disappeared, \(diff.count(.changed)) changed")
        if diff.hasRegression { throw ExitCode(1) }
    }
}
