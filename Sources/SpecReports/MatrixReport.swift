// The comparison matrix as a self-contained HTML page (inline CSS, no
// scripts, nothing fetched from the network) and as Markdown: engines x
// documentation sections, pass/total per cell with a colour, each cell
// linking to the list of its failures with message and spec file:line.
// Related: docs/reports.md.

public import SpecRunModel

/// Writes the engines x sections comparison matrix.
///
///     try MatrixReport.writeHTML(run, catalog: pages, to: "Reports/matrix.html")
///     try MatrixReport.writeMarkdown(run, catalog: pages, to: "Reports/matrix.md")
public enum MatrixReport {
    /// Writes the HTML page atomically.
    ///
    /// - Parameters:
    ///   - catalog: when given, every documented section gets a row (grey
    ///     when nothing ran) and rows carry the section titles.
    /// - Throws: `ReportError` naming `path` when it cannot be written.
    public static func writeHTML(_ run: RunRecord, catalog: PageCatalog?, to path: String) throws(ReportError) {
        try AtomicFile.write(html(run, catalog: catalog), to: path)
    }

    /// Writes the Markdown page atomically.
    ///
    /// - Throws: `ReportError` naming `path` when it cannot be written.
    public static func writeMarkdown(_ run: RunRecord, catalog: PageCatalog?, to path: String) throws(ReportError) {
        try AtomicFile.write(markdown(run, catalog: catalog), to: path)
    }

    /// The HTML page's text.
    public static func html(_ run: RunRecord, catalog: PageCatalog?) -> String {
        MatrixHTML(matrix: Matrix.build(run, catalog: catalog)).page()
    }

    /// The Markdown page's text.
    public static func markdown(_ run: RunRecord, catalog: PageCatalog?) -> String {
        MatrixMarkdown(matrix: Matrix.build(run, catalog: catalog)).page()
    }

    /// Both pages' texts, from one matrix.
    /// - Parameter sourcePrefix: what goes before a spec file's path (as the
    ///   run recorded it) to link to the file from the page's folder.
    public static func pages(_ run: RunRecord, catalog: PageCatalog?, sourcePrefix: String = "") -> (html: String, markdown: String) {
        var matrix = Matrix.build(run, catalog: catalog)
        matrix.sourcePrefix = sourcePrefix
        return (MatrixHTML(matrix: matrix).page(), MatrixMarkdown(matrix: matrix).page())
    }
}

/// How a status reads in the failure lists.
extension CaseStatus {
    var label: String {
        switch self {
        case .pass: return "pass"
        case .fail: return "fail"
        case .error: return "error"
        case .timeout: return "timeout"
        case .skipped: return "skipped"
        case .xfail: return "expected failure"
        case .xpass: return "unexpected pass"
        }
    }
}
