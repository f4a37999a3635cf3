// Writing a run's reports into the report folder: all rendered first, then
// each file written atomically through SpecReports.AtomicFile (a temporary
// file in the same folder, renamed over the old one).

internal import Foundation
internal import ScenarioAPI
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

/// The reports of one run.
struct ReportSet {
    var directory: ReportDirectoryOption
    var junitPath: String?
    var profile: JUnitProfile
    /// Where the matrix links spec files to (`--source-url`, e.g. a
    /// repository's blob URL); by default a path relative to the report folder.
    var sourceURL: String? = nil

    /// Writes `junit.xml` (or `--junit`), `matrix.html`, `matrix.md`,
    /// `coverage.html` and `coverage.md` (with the discrepancy register) when
    /// there is a pages.yaml, and `results.json`, as one set: every report is
    /// rendered, then written into a fresh folder that one rename switches
    /// into place (see `ReportGeneration`). A failure or a kill leaves the
    /// earlier set whole.
    /// - Throws: `CLIError` (status 2) naming the file that could not be
    ///   written, or a report path that holds a device, a FIFO or a link
    ///   realmspec did not make.
    func write(_ record: RunRecord, corpus: SpecCorpus) throws {
        try attempt { () throws(ReportError) in
            let files = try rendered(record, corpus: corpus).map { path, bytes in
                ReportGeneration.File(link: path, name: path == junitPath ? "junit.xml" : AtomicFile.fileNameOf(path), bytes: bytes)
            }
            for file in files { Self.removeLeftovers(of: file.link) }
            try ReportGeneration(folder: directory.reportDir).write(files)
        }
    }

    /// Removes the temporary files an earlier version left beside `path`
    /// when it was killed while writing (`.NAME.XXXXXX.tmp`, as AtomicFile
    /// names them). Only files older than a minute go: a younger one may
    /// belong to another run writing into the same folder.
    private static func removeLeftovers(of path: String) {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? fm.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        for name in names where AtomicFile.isTemporaryName(name, of: path) {
            let full = (folder as NSString).appendingPathComponent(name)
            guard let modified = (try? fm.attributesOfItem(atPath: full))?[.modificationDate] as? Date,
                  modified.timeIntervalSinceNow < -60 else { continue }
            try? fm.removeItem(atPath: full)
        }
    }

    /// Each report's destination and contents.
    func rendered(_ record: RunRecord, corpus: SpecCorpus) throws(ReportError) -> [(path: String, bytes: [UInt8])] {
        let prefix = sourceURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? Self.sourcePrefix(from: directory.reportDir)
        let matrix = MatrixReport.pages(record, catalog: corpus.catalog, sourcePrefix: prefix)
        var files: [(path: String, bytes: [UInt8])] = [
            (junitPath ?? directory.path("junit.xml"), try JUnitReport.render(record, profile: profile)),
            (directory.path("matrix.html"), Array(matrix.html.utf8)),
            (directory.path("matrix.md"), Array(matrix.markdown.utf8)),
        ]
        if let catalog = corpus.catalog {
            files += CoverageWriting.rendered(catalog: catalog, summaries: corpus.summaries, into: directory, run: record).files
        }
        files.append((directory.path("results.json"), try Self.json(record)))
        return files
    }

    /// The way from the report folder back to the current folder, which
    /// spec paths in the run are relative to: `../../` for `Reports/all`,
    /// `../../work/repo/` for `/tmp/out` — always relative, so the links
    /// still work when the folders move together (a CI artifact with the checkout).
    static func sourcePrefix(from reportDir: String, cwd: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = reportDir.hasPrefix("/") ? reportDir : (cwd as NSString).appendingPathComponent(reportDir)
        let from = (absolute as NSString).standardizingPath.split(separator: "/")
        let to = (cwd as NSString).standardizingPath.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = String(repeating: "../", count: from.count - common)
        let down = to[common...].map { $0 + "/" }.joined()
        return up + down
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

/// The coverage pages, for `run` and `coverage` alike.
enum CoverageWriting {
    /// The coverage and its two pages' destinations and contents.
    static func rendered(catalog: PageCatalog, summaries: [ScenarioSummary], into directory: ReportDirectoryOption,
                         run: RunRecord? = nil) -> (coverage: Coverage, files: [(path: String, bytes: [UInt8])]) {
        var coverage = CoverageReport.compute(catalog: catalog, scenarios: summaries)
        if let run { coverage = coverage.verified(by: run) }
        coverage.api = apiCoverage(summaries)
        let pages = CoverageReport.pages(coverage, scenarios: summaries)
        return (coverage, [(directory.path("coverage.html"), Array(pages.html.utf8)),
                           (directory.path("coverage.md"), Array(pages.markdown.utf8))])
    }

    /// The SDK's API and messages the scenarios exercise (api-surface.md, exceptions.md).
    static func apiCoverage(_ summaries: [ScenarioSummary]) -> SpecReports.ApiCoverage {
        SpecReports.ApiCoverage.compute(surface: ApiSurface.types, uses: summaries.flatMap { $0.apiUses ?? [] },
                            reasons: summaries.flatMap(\.assertedReasons),
                            messages: SDKMessageRow.catalogue,
                            outOfScope: ApiOutOfScope.byType())
    }

    /// Renders the coverage pages and writes each atomically.
    static func write(catalog: PageCatalog, summaries: [ScenarioSummary], into directory: ReportDirectoryOption,
                      run: RunRecord? = nil) throws(ReportError) -> Coverage {
        let (coverage, files) = rendered(catalog: catalog, summaries: summaries, into: directory, run: run)
        // A device, a FIFO or a foreign link at a report path is refused here too.
        for (path, _) in files { try ReportGeneration.checkReportPath(path, ownTarget: ReportDirectoryOption.ownLink(path)) }
        for (path, bytes) in files { try AtomicFile.write(bytes, to: path) }
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
