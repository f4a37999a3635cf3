// Writing a run's reports into the report folder, each file atomically
// (SpecReports writes a temporary file and renames it).

import Foundation
import SpecReports
import SpecRunner

/// The reports of one run.
struct ReportSet {
    var directory: ReportDirectoryOption
    var junitPath: String?
    var profile: JUnitProfile

    /// Writes `junit.xml` (or `--junit`), `matrix.html`, `matrix.md`,
    /// `coverage.html` and `coverage.md` (with the discrepancy register) when
    /// there is a pages.yaml, and `results.json`.
    /// - Throws: `CLIError` (status 2) naming the file that could not be written.
    func write(_ record: RunRecord, corpus: SpecCorpus) throws {
        try attempt { () throws(ReportError) in
            try JUnitReport.write(record, profile: profile, to: junitPath ?? directory.path("junit.xml"))
            try MatrixReport.writeHTML(record, catalog: corpus.catalog, to: directory.path("matrix.html"))
            try MatrixReport.writeMarkdown(record, catalog: corpus.catalog, to: directory.path("matrix.md"))
            if let catalog = corpus.catalog {
                try CoverageWriting.write(catalog: catalog, summaries: corpus.summaries, into: directory)
            }
            try AtomicFile.write(Self.json(record), to: directory.path("results.json"))
        }
    }

    private static func json(_ record: RunRecord) throws(ReportError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return Array(try encoder.encode(record))
        } catch {
            throw ReportError("cannot encode the run record: \(error)")
        }
    }
}

/// The coverage pages.
enum CoverageWriting {
    @discardableResult
    static func write(catalog: PageCatalog, summaries: [ScenarioSummary], into directory: ReportDirectoryOption)
        throws(ReportError) -> Coverage {
        let coverage = CoverageReport.compute(catalog: catalog, scenarios: summaries)
        try CoverageReport.writeHTML(coverage, scenarios: summaries, to: directory.path("coverage.html"))
        try CoverageReport.writeMarkdown(coverage, scenarios: summaries, to: directory.path("coverage.md"))
        return coverage
    }
}

/// Runs report writing, turning a `ReportError` into an exit-2 `CLIError`.
func attempt<T>(_ body: () throws(ReportError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw CLIError(error.message)
    }
}
