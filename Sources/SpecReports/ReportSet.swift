// Writing a run's reports into the report folder: all rendered first, then
// written as one generation that one rename switches into place
// (`ReportGeneration`). `run` and `merge` write a whole set; `coverage`
// writes the coverage pages (`CoveragePages`), into a run's set when the
// folder holds one (`ReportSet+Existing.swift`).

public import SpecRunModel
internal import Foundation

/// What the report set reads besides the run: the page catalogue
/// (pages.yaml) when there is one, the summaries of the corpus's scenarios,
/// and the SDK members the project leaves out.
public struct ReportInputs: Sendable {
    public var catalog: PageCatalog?
    public var summaries: [ScenarioSummary]
    /// api-surface.md type → row id → why the project leaves it out.
    public var outOfScope: [String: [String: String]]

    public init(catalog: PageCatalog?, summaries: [ScenarioSummary], outOfScope: [String: [String: String]]) {
        self.catalog = catalog; self.summaries = summaries; self.outOfScope = outOfScope
    }
}

/// The reports of one run.
public struct ReportSet: Sendable {
    /// The report folder (`--report-dir`).
    public var folder: String
    /// Where `junit.xml` goes when not into the folder (`--junit`).
    public var junitPath: String?
    public var profile: JUnitProfile
    /// Where the matrix links spec files to (`--source-url`, e.g. a
    /// repository's blob URL); by default a path relative to the report folder.
    public var sourceURL: String?

    public init(folder: String, junitPath: String? = nil, profile: JUnitProfile = .strict, sourceURL: String? = nil) {
        self.folder = folder; self.junitPath = junitPath; self.profile = profile; self.sourceURL = sourceURL
    }

    /// The path of the report `name` in the folder.
    public func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// Writes `junit.xml` (or `junitPath`), `matrix.html`, `matrix.md`,
    /// `coverage.html` and `coverage.md` (with the discrepancy register) when
    /// there is a page catalogue, and `results.json`, as one set: every report
    /// is rendered, then written into a fresh folder that one rename switches
    /// into place (see `ReportGeneration`). A failure or a kill leaves the
    /// earlier set whole.
    /// - Throws: `ReportError` naming the file that could not be written, or
    ///   a report path that holds a device, a FIFO or a link realmspec did not make.
    public func write(_ record: RunRecord, inputs: ReportInputs) throws(ReportError) {
        let files = try rendered(record, inputs: inputs).map { path, bytes in
            ReportGeneration.File(link: path, name: path == junitPath ? "junit.xml" : AtomicFile.fileNameOf(path), bytes: bytes)
        }
        for file in files { Self.removeLeftovers(of: file.link) }
        try ReportGeneration(folder: folder).write(files)
    }

    /// Removes the temporary files an earlier version left beside `path`
    /// when it was killed while writing (`.NAME.XXXXXX.tmp`, as AtomicFile
    /// names them). Only files older than a minute go: a younger one may
    /// belong to another run writing into the same folder.
    static func removeLeftovers(of path: String, olderThan age: TimeInterval = 60) {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? fm.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        for name in names where AtomicFile.isTemporaryName(name, of: path) {
            let full = (folder as NSString).appendingPathComponent(name)
            guard let modified = (try? fm.attributesOfItem(atPath: full))?[.modificationDate] as? Date,
                  modified.timeIntervalSinceNow < -age else { continue }
            try? fm.removeItem(atPath: full)
        }
    }

    /// Each report's destination and contents, in the order they are listed above.
    public func rendered(_ record: RunRecord, inputs: ReportInputs) throws(ReportError) -> [(path: String, bytes: [UInt8])] {
        let prefix = sourceURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? Self.sourcePrefix(from: folder)
        let matrix = MatrixReport.pages(record, catalog: inputs.catalog, sourcePrefix: prefix)
        var files: [(path: String, bytes: [UInt8])] = [
            (junitPath ?? path("junit.xml"), try JUnitReport.render(record, profile: profile)),
            (path("matrix.html"), Array(matrix.html.utf8)),
            (path("matrix.md"), Array(matrix.markdown.utf8)),
        ]
        if let catalog = inputs.catalog {
            files += CoveragePages.rendered(catalog: catalog, inputs: inputs, into: folder, run: record).files
        }
        files.append((path("results.json"), try Self.json(record)))
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
public enum CoveragePages {
    /// The coverage and its two pages' destinations (in `folder`) and contents.
    /// - Parameter run: a run whose results verify the claims, if any.
    public static func rendered(catalog: PageCatalog, inputs: ReportInputs, into folder: String,
                                run: RunRecord? = nil) -> (coverage: Coverage, files: [(path: String, bytes: [UInt8])]) {
        var coverage = CoverageReport.compute(catalog: catalog, scenarios: inputs.summaries)
        if let run { coverage = coverage.verified(by: run) }
        coverage.api = apiCoverage(inputs)
        let pages = CoverageReport.pages(coverage, scenarios: inputs.summaries)
        return (coverage, [((folder as NSString).appendingPathComponent("coverage.html"), Array(pages.html.utf8)),
                           ((folder as NSString).appendingPathComponent("coverage.md"), Array(pages.markdown.utf8))])
    }

    /// The SDK's API and messages the scenarios exercise (api-surface.md, exceptions.md).
    static func apiCoverage(_ inputs: ReportInputs) -> ApiCoverage {
        ApiCoverage.compute(surface: ApiSurface.types, usages: inputs.summaries.compactMap(\.apiUsage),
                            messages: SDKMessageRow.catalogue, outOfScope: inputs.outOfScope,
                            reasons: inputs.summaries.flatMap(\.assertedReasons))
    }

    /// Renders the coverage pages and writes each atomically.
    /// - Throws: `ReportError` naming a page that could not be written, or a
    ///   page path holding a device, a FIFO or a link realmspec did not make.
    public static func write(catalog: PageCatalog, inputs: ReportInputs, into folder: String,
                             run: RunRecord? = nil) throws(ReportError) -> Coverage {
        let (coverage, files) = rendered(catalog: catalog, inputs: inputs, into: folder, run: run)
        // A device, a FIFO or a foreign link at a report path is refused here too.
        for (path, _) in files { try ReportGeneration.checkReportPath(path, ownTarget: ReportGeneration.ownLink(path)) }
        for (path, bytes) in files { try AtomicFile.write(bytes, to: path) }
        return coverage
    }
}
