// `realmspec coverage`: which claims of pages.yaml the scenarios cover.

import ArgumentParser
import Foundation
import SpecReports
import SpecRunner

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Prints claims covered / total per page and language, lists uncovered claims, writes the coverage pages.")

    @OptionGroup var corpus: CorpusOptions
    @OptionGroup var reports: ReportDirectoryOption

    @Option(help: "Exit 1 when fewer than PCT percent of the claims are covered.")
    var require: Double?

    @Option(help: ArgumentHelp("A run's results.json: also print, per engine, the claims every naming scenario passed on "
                               + "(verified), and put the claims x engines table on the pages.", valueName: "results.json"))
    var results: String?

    func validate() throws {
        if let require, !(0...100).contains(require) {
            throw ValidationError("--require must be a percentage from 0 to 100, not '\(require)'")
        }
    }

    func run() throws {
        let loaded = try corpus.loadCorpus()
        guard let catalog = loaded.catalog else {
            throw CLIError("no pages.yaml in the Specs root '\(loaded.root)'")
        }
        var run: RunRecord?
        if let results {
            do { run = try RunComparison.load(results) } catch { throw CLIError(error.description) }
        }
        try reports.prepare()
        let coverage = try attempt { () throws(ReportError) in
            try CoverageWriting.write(catalog: catalog, summaries: loaded.summaries, into: reports, run: run)
        }
        print(CoverageReport.text(coverage), terminator: "")
        let broken = loaded.brokenFiles.count
        if broken > 0 { print("note: \(broken) file\(broken == 1 ? "" : "s") with lint errors count for nothing (run 'realmspec lint')") }
        let unlinted = loaded.scenarios.filter { !$0.lintErrors.isEmpty }.count
        if unlinted > 0 {
            print("note: \(unlinted) scenario\(unlinted == 1 ? "" : "s") with lint errors count for nothing (run 'realmspec lint')")
        }
        if let require, coverage.percent < require {
            print("coverage \(coverage.claims.percentText) is below the required \(require)%")
            throw ExitCode(1)
        }
    }
}
