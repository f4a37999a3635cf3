// `realmspec coverage`: which claims of pages.yaml the scenarios cover, and
// how much of the SDK's API and messages they exercise.

internal import ArgumentParser
internal import Foundation
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Prints claims covered / total per page and language, the SDK members exercised and messages checked per type, "
            + "lists what is not covered, writes the coverage pages.")

    @OptionGroup var corpus: CorpusOptions
    @OptionGroup var reports: ReportDirectoryOption

    @Option(help: "Exit 1 when fewer than PCT percent of the claims are covered.")
    var require: Double?

    @Option(name: .customLong("require-api"), help: "Exit 1 when fewer than PCT percent of the SDK members in scope are checked (a call's result or change reaches an assertion).")
    var requireAPI: Double?

    @Option(name: .customLong("require-messages"), help: "Exit 1 when fewer than PCT percent of the SDK messages in scope are checked.")
    var requireMessages: Double?

    @Option(name: .customLong("require-ledger"),
            help: "Exit 1 when fewer than PCT percent of the SDK test ledger's methods are accounted for (covered or out of scope).")
    var requireLedger: Double?

    @Option(help: ArgumentHelp("Write, as JSON, the scenarios behind every credit: per api-surface.md row (and whether each "
                               + "checks it), per exceptions.md row, per claim.", valueName: "FILE"))
    var credits: String?

    @Option(help: ArgumentHelp("A run's results.json: also print, per engine, the claims every naming scenario passed on "
                               + "(verified), and put the claims x engines table on the pages.", valueName: "results.json"))
    var results: String?

    @Option(name: .customLong("write-api-surface"),
            help: ArgumentHelp("Regenerate the API data file from the SDK reference's api-surface.md into FILE, and stop.",
                               valueName: "FILE"))
    var writeAPISurface: String?

    @Option(name: .customLong("sdk-reference"),
            help: ArgumentHelp("The SDK reference folder holding api-surface.md (default: docs/sdk-reference, the repository's own copy).", valueName: "dir"))
    var sdkReference: String = "docs/sdk-reference"

    func validate() throws {
        for (name, value) in [("--require", require), ("--require-api", requireAPI), ("--require-messages", requireMessages),
                              ("--require-ledger", requireLedger)] {
            if let value, !(0...100).contains(value) {
                throw ValidationError("\(name) must be a percentage from 0 to 100, not '\(value)'")
            }
        }
    }

    func run() throws {
        if let writeAPISurface { return try generate(writeAPISurface) }
        let loaded = try corpus.loadCorpus().attributingRaisedRows()
        guard let catalog = loaded.catalog else {
            throw CLIError("no pages.yaml in the Specs root '\(loaded.root)'")
        }
        var run: RunRecord?
        if let results {
            do { run = try RunComparison.load(results) } catch { throw CLIError(error.description) }
        }
        try reports.prepare()
        let coverage: Coverage
        if let set = RunReportSet(in: reports.reportDir) {
            // A run's report set: its pages are replaced within the set, verified by that run.
            let (computed, pages) = CoveragePages.rendered(catalog: catalog, inputs: loaded.reportInputs, into: reports.reportDir,
                                                           run: run ?? set.record)
            try attempt { () throws(ReportError) in try set.write(into: reports.reportDir, replacing: pages) }
            coverage = computed
            print("note: '\(reports.reportDir)' holds a run's report set: the coverage pages went into it, verified by "
                  + (results.map { "'\($0)'" } ?? "that run"))
        } else {
            coverage = try attempt { () throws(ReportError) in
                try CoveragePages.write(catalog: catalog, inputs: loaded.reportInputs, into: reports.reportDir, run: run)
            }
        }
        print(CoverageReport.text(coverage), terminator: "")
        let broken = loaded.brokenFiles.count
        if broken > 0 { print("note: \(broken) file\(broken == 1 ? "" : "s") with lint errors count for nothing (run 'realmspec lint')") }
        let unlinted = loaded.scenarios.filter { !$0.lintErrors.isEmpty }.count
        if unlinted > 0 {
            print("note: \(unlinted) scenario\(unlinted == 1 ? "" : "s") with lint errors count for nothing (run 'realmspec lint')")
        }
        var failed = false
        if let require, coverage.percent < require {
            print("coverage \(coverage.claims.percentText) is below the required \(require)%")
            failed = true
        }
        if let api = coverage.api {
            if let requireAPI, api.checked.percent < requireAPI {
                print("SDK members checked \(api.checked.percentText) is below the required \(requireAPI)%")
                failed = true
            }
            if let requireMessages, api.messages.percent < requireMessages {
                print("SDK messages checked \(api.messages.percentText) is below the required \(requireMessages)%")
                failed = true
            }
        }
        if let credits { try writeCredits(loaded, to: credits) }
        if !ledgerHolds(loaded, run: run) { failed = true }
        if failed { throw ExitCode(1) }
    }

    /// Parses api-surface.md and writes the Swift data file the coverage reads.
    private func generate(_ path: String) throws {
        let source = URL(fileURLWithPath: sdkReference).appendingPathComponent("api-surface.md").path
        guard let text = try? String(contentsOfFile: source, encoding: .utf8) else {
            throw CLIError("cannot read '\(source)' (give the SDK reference folder with --sdk-reference)")
        }
        let types: [ApiSurfaceType]
        do { types = try ApiSurfaceParser.parse(text) } catch { throw CLIError(error.description) }
        for t in types where t.statedCount.map({ $0 != t.members.count }) ?? false {
            throw CLIError("api-surface.md: \(t.name) has \(t.members.count) members but its count table says \(t.statedCount!)")
        }
        do { try ApiSurfaceParser.generateSwift(types).write(toFile: path, atomically: true, encoding: .utf8) } catch {
            throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
        }
        print("wrote \(path): \(types.count) types, \(types.map(\.members.count).reduce(0, +)) members")
    }
}
