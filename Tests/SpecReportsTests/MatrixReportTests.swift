import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("Comparison matrix")
struct MatrixReportTests {
    static let catalog = PageCatalog(pages: [
        .init(id: "crud-delete", title: "Delete", languages: ["ko"], sections: [
            .init(id: "delete-an-object", title: "Delete an object", languages: ["ko"], claims: []),
            .init(id: "delete-all-objects-in-a-realm", title: "Delete all", languages: ["ko"], claims: []),
        ]),
    ])

    static let run = RunRecord(cases: [
        Fixtures.record(.pass, engine: "reference", name: "a"),
        Fixtures.record(.pass, engine: "reference", name: "b"),
        Fixtures.record(.pass, engine: "sqlite", name: "a"),
        Fixtures.record(.fail, engine: "sqlite", name: "b", message: "expected 1, actual <2> & \"3\""),
        Fixtures.record(.fail, engine: "pipe", name: "a", message: "expected 1, actual 2"),
        Fixtures.record(.skipped, engine: "pipe", name: "b", message: "no sets"),
        Fixtures.record(.pass, engine: "reference", page: "language", section: "language#if-else", name: "c"),
    ], startedAt: 0, hostname: "host")

    @Test("cells count passes among the cases that ran and take their colour")
    func cells() {
        let matrix = Matrix.build(Self.run, catalog: Self.catalog)
        #expect(matrix.engines == ["reference", "sqlite", "pipe"])
        #expect(matrix.rows.map(\.id) == ["crud-delete#delete-an-object", "crud-delete#delete-all-objects-in-a-realm",
                                          "language#if-else"])
        let first = matrix.cells[0]
        #expect(first.map(\.label) == ["2/2", "1/2", "0/1"])
        #expect(first.map(\.colour) == [.green, .amber, .red])
        #expect(first[2].skipped == 1)
        #expect(matrix.cells[1].allSatisfy { $0.colour == .grey && $0.label == "–" })
        #expect(matrix.cells[2].map(\.colour) == [.green, .grey, .grey])
    }

    @Test("an engine whose every case is an error with one message gets it once at the top, not under each case")
    func sharedError() {
        let refused = "cannot start engine 'postgres': no socket at '/tmp/x/.s.PGSQL.5432'; start the server with 'make postgres-start'"
        let run = RunRecord(cases: [
            Fixtures.record(.pass, engine: "reference", name: "a"),
            Fixtures.record(.fail, engine: "reference", name: "b", message: "expected 1, actual 2"),
            Fixtures.record(.error, engine: "postgres", name: "a", message: refused),
            Fixtures.record(.error, engine: "postgres", name: "b", message: refused),
            Fixtures.record(.error, engine: "postgres", page: "language", section: "language#if-else", name: "c", message: refused),
        ], startedAt: 0, hostname: "host")
        #expect(Matrix.build(run, catalog: Self.catalog).sharedErrors == ["postgres": refused])
        for page in [MatrixReport.markdown(run, catalog: Self.catalog), MatrixReport.html(run, catalog: Self.catalog)] {
            let escapedOnce = page.components(separatedBy: "no socket at").count - 1
            #expect(escapedOnce == 1, "the shared message once, not once per case: \(escapedOnce)")
            #expect(page.contains("expected 1, actual 2"), "other engines' messages stay under their cases")
        }
        // One differing message, or a case that is not an error, and each case keeps its own.
        let mixed = RunRecord(cases: run.cases + [Fixtures.record(.error, engine: "postgres", name: "d", message: "other")],
                              startedAt: 0, hostname: "host")
        #expect(Matrix.build(mixed, catalog: Self.catalog).sharedErrors.isEmpty)
        #expect(MatrixReport.markdown(mixed, catalog: Self.catalog).components(separatedBy: "no socket at").count - 1 == 3)
    }

    @Test("without a catalog the rows are the sections the run names")
    func withoutCatalog() {
        let matrix = Matrix.build(Self.run, catalog: nil)
        #expect(matrix.rows.map(\.id) == ["crud-delete#delete-an-object", "language#if-else"])
    }

    @Test("each cell with problems links to an anchor listing them with message and file:line")
    func htmlLinks() throws {
        let html = MatrixReport.html(Self.run, catalog: Self.catalog)
        let anchor = "f-sqlite--crud-delete--delete-an-object"
        #expect(html.contains("<td class=\"cell amber\" title=\"some passed\"><a href=\"#\(anchor)\">1/2</a></td>"))
        #expect(html.contains("<section id=\"\(anchor)\">"))
        let listing = try #require(html.components(separatedBy: "<section id=\"\(anchor)\">").last)
        #expect(listing.contains("<code>b</code>"))
        #expect(listing.contains("Specs/crud-delete/Delete.swift:12"))
        #expect(html.contains("<td class=\"cell grey\" title=\"none ran\">–</td>"))
    }

    @Test("everything from the run is HTML-escaped")
    func htmlEscaping() {
        let html = MatrixReport.html(Self.run, catalog: Self.catalog)
        #expect(html.contains("expected 1, actual &lt;2&gt; &amp; &quot;3&quot;"))
        #expect(!html.contains("<2>"))
        let hostile = RunRecord(cases: [Fixtures.record(.fail, engine: "<script>alert(1)</script>",
                                                        message: "\u{1B}[31m</pre>")],
                                startedAt: 0, hostname: "<b>")
        let page = MatrixReport.html(hostile, catalog: nil)
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("\\u{1B}[31m&lt;/pre&gt;"))
        #expect(!page.contains("<b>"))
    }

    @Test("the HTML page is self-contained: inline style, no scripts, no external resources")
    func selfContained() {
        let html = MatrixReport.html(Self.run, catalog: Self.catalog)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>"))
        for banned in ["<script", "<link", "src=", "http://", "https://", "@import", "url("] {
            #expect(!html.contains(banned), "contains \(banned)")
        }
    }

    @Test("the Markdown table has a row per section and cells linking to anchors")
    func markdown() {
        let md = MatrixReport.markdown(Self.run, catalog: Self.catalog)
        #expect(md.contains("| Section | reference | sqlite | pipe |"))
        #expect(md.contains("| crud-delete#delete-an-object | 🟢 2/2 | 🟠 [1/2](#f-sqlite--crud-delete--delete-an-object) |"
                            + " 🔴 [0/1](#f-pipe--crud-delete--delete-an-object) (+1 skipped) |"))
        #expect(md.contains("<a id=\"f-sqlite--crud-delete--delete-an-object\"></a>"))
        #expect(md.contains("- **fail** b at [Specs/crud-delete/Delete.swift:12](Specs/crud-delete/Delete.swift#L12): "
                            + "expected 1, actual &lt;2&gt; &amp; \"3\""))
    }

    @Test("at a glance: totals per engine on top, documentation apart from self-tests, skipped in a colour of its own, links")
    func atAGlance() throws {
        let matrix = Matrix.build(Self.run, catalog: Self.catalog)
        #expect(matrix.groups.map(\.group) == [.documentation, .selfTest])
        #expect(matrix.groups.last?.rows == [2])
        let allSkipped = RunRecord(cases: [Fixtures.record(.skipped, name: "x"), Fixtures.record(.pass, name: "y"),
                                           Fixtures.record(.skipped, section: "delete-all-objects-in-a-realm", name: "z")],
                                   startedAt: 0, hostname: "h")
        let skipping = Matrix.build(allSkipped, catalog: Self.catalog)
        #expect(skipping.cells[0][0].colour == .skip, "1 passed and 1 skipped is not green")
        #expect(skipping.cells[1][0].colour == .skip, "only skipped is not grey")
        let pages = MatrixReport.pages(Self.run, catalog: Self.catalog, sourcePrefix: "../../")
        let top = try #require(pages.html.components(separatedBy: "<table class=\"matrix\">").first)
        #expect(top.contains("<table class=\"totals\">"), "totals come before the matrix")
        #expect(top.contains("<tr><th>sqlite</th><td>1</td><td class=\"cell red\">1</td>"), "\(top)")
        #expect(pages.html.contains("<tr class=\"group\"><th colspan=\"4\">Scenario-language self-tests</th></tr>"))
        #expect(pages.html.contains("href=\"coverage.html\""))
        #expect(pages.html.contains("href=\"../../Specs/crud-delete/Delete.swift#L12\""))
        #expect(pages.markdown.contains("| sqlite | 1 | **1** | 0 | 0 | 0 | 0 | 0 | 🔴 50.0% |"), "\(pages.markdown)")
        #expect(pages.markdown.contains("| **Documentation pages** |"))
        #expect(pages.markdown.contains("[Documentation coverage](coverage.md)"))
    }

    @Test("Markdown escapes table pipes and line breaks in run data")
    func markdownEscaping() {
        let run = RunRecord(cases: [Fixtures.record(.fail, engine: "a|b", message: "x\n| y")], startedAt: 0, hostname: "h")
        let md = MatrixReport.markdown(run, catalog: nil)
        #expect(md.contains("| Section | a\\|b |"))
        #expect(md.contains("x \\| y"))
    }

    @Test("anchors are unique even when names slug alike")
    func uniqueAnchors() {
        let run = RunRecord(cases: [Fixtures.record(.fail, engine: "A b"), Fixtures.record(.fail, engine: "a-b")],
                            startedAt: 0, hostname: "h")
        let anchors = Matrix.build(run, catalog: nil).cells[0].map(\.anchor)
        #expect(Set(anchors).count == 2)
    }

    @Test("the pages are written atomically to the given paths")
    func writes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try MatrixReport.writeHTML(Self.run, catalog: Self.catalog, to: folder + "/matrix.html")
        try MatrixReport.writeMarkdown(Self.run, catalog: nil, to: folder + "/matrix.md")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["matrix.html", "matrix.md"])
        #expect(throws: ReportError.self) {
            try MatrixReport.writeHTML(Self.run, catalog: nil, to: folder + "/missing/matrix.html")
        }
    }
}
