import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("Coverage")
struct CoverageReportTests {
    static let catalog = PageCatalog(pages: [
        .init(id: "crud-delete", title: "CRUD - Delete", languages: ["ko", "zh", "ja"], sections: [
            .init(id: "delete-an-object", title: "Delete an object", languages: [], claims: [
                .init(id: "delete.requires-write", text: "A deletion happens inside a write.", languages: [],
                      members: ["Realm.delete(_:)"]),
                .init(id: "delete.objc-variant", text: "deleteObjects removes <all> given objects.",
                      languages: ["ja"], note: "only ja shows it", members: ["Realm.deleteObjects(_:)"]),
            ]),
            .init(id: "delete-all-objects-in-a-realm", title: "Delete all", languages: ["ko", "zh"], claims: [
                .init(id: "delete.all.keeps-schema", text: "deleteAll leaves the schema.", languages: [],
                      members: ["Realm.deleteAll()"]),
            ]),
        ]),
        .init(id: "rlmarray", title: "RLMArray", languages: ["ko"], sections: [
            .init(id: "rlmarray#overview", title: "Overview", languages: ["ko"], claims: []),
        ]),
    ])

    static let scenarios = [
        Fixtures.using(["Realm.delete(_:)"], ScenarioSummary(id: "crud-delete/Delete.swift::testOne", file: "Specs/crud-delete/Delete.swift", line: 10,
                        name: "testOne", page: "crud-delete", section: "delete-an-object",
                        claims: ["delete.requires-write", "delete.made-up"])),
        ScenarioSummary(id: "rlmarray/Overview.swift::testOverview", file: "Specs/rlmarray/Overview.swift", line: 4,
                        name: "testOverview", page: "rlmarray", section: "rlmarray#overview"),
        Fixtures.using(["Realm.deleteAll()", "Realm.objects(_:)"], ScenarioSummary(id: "crud-delete/Delete.swift::testAll", file: "Specs/crud-delete/Delete.swift", line: 30,
                        name: "testAll", page: "crud-delete", section: "crud-delete#delete-all-objects-in-a-realm",
                        claims: ["delete.all.keeps-schema"], sdk: "deleteAll also drops <pending> notifications",
                        description: "Deleting everything keeps the schema.")),
    ]

    static let coverage = CoverageReport.compute(catalog: catalog, scenarios: scenarios)

    @Test("claims and sections are counted per page")
    func perPage() throws {
        let delete = try #require(Self.coverage.pages.first)
        #expect(delete.claims == Tally(covered: 2, total: 3))
        #expect(delete.sections == Tally(covered: 2, total: 2))
        #expect(delete.uncoveredClaims.map(\.id) == ["delete.objc-variant"])
        #expect(Self.coverage.pages[1].sections == Tally(covered: 1, total: 1))
        #expect(Self.coverage.claims == Tally(covered: 2, total: 3))
        #expect(Self.coverage.sections == Tally(covered: 3, total: 3))
    }

    @Test("per language, claims inherit the section's then the page's languages")
    func perLanguage() throws {
        let delete = try #require(Self.coverage.pages.first)
        let byLanguage = Dictionary(uniqueKeysWithValues: delete.perLanguage.map { ($0.language, $0) })
        #expect(byLanguage["ko"]?.claims == Tally(covered: 2, total: 2))
        #expect(byLanguage["zh"]?.claims == Tally(covered: 2, total: 2))
        #expect(byLanguage["ja"]?.claims == Tally(covered: 1, total: 2))
        #expect(byLanguage["ja"]?.uncovered.map(\.id) == ["delete.objc-variant"])
        #expect(delete.perLanguage.map(\.language) == ["ko", "zh", "ja"])
    }

    @Test("uncovered sections are listed and percentages round down")
    func uncoveredSections() {
        let coverage = CoverageReport.compute(catalog: Self.catalog, scenarios: [])
        #expect(coverage.pages[0].uncoveredSections == ["delete-an-object", "delete-all-objects-in-a-realm"])
        #expect(coverage.percent == 0)
        #expect(Tally(covered: 2, total: 3).percentText == "66.6%")
        #expect(Tally(covered: 0, total: 0).percentText == "100.0%")
    }

    @Test("claims that pages.yaml lacks are reported with the scenario's file:line")
    func unknownClaims() {
        #expect(Self.coverage.unknownClaims == ["delete.made-up": ["Specs/crud-delete/Delete.swift:10"]])
    }

    @Test("the text lists pages, languages, uncovered claims with text, and a total")
    func text() {
        let text = CoverageReport.text(Self.coverage)
        #expect(text.contains("crud-delete  CRUD - Delete\n  claims    2/3 (66.6%)\n  sections  2/2 (100.0%)\n"))
        #expect(text.contains("  ja        1/2 (50.0%)\n"))
        #expect(text.contains("    delete.objc-variant [ja] deleteObjects removes <all> given objects.\n"))
        #expect(text.contains("  delete.made-up  (Specs/crud-delete/Delete.swift:10)\n"))
        #expect(text.contains("documentation vs shipped SDK: 1 scenario(s)\n"))
        #expect(text.hasSuffix("total: claims 2/3 (66.6%), sections 3/3 (100.0%)\n"))
    }

    @Test("terminal text escapes control characters")
    func textEscapes() {
        let catalog = PageCatalog(pages: [.init(id: "p\u{1B}[2J", title: "t\u{9B}", languages: [], sections: [])])
        let text = CoverageReport.text(CoverageReport.compute(catalog: catalog, scenarios: []))
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("p\\u{1B}[2J  t\\u{9B}"))
    }

    @Test("the discrepancy register lists what the page says, what the SDK does, and where")
    func discrepancyRegisterHTML() throws {
        let html = CoverageReport.html(Self.coverage, scenarios: Self.scenarios)
        let register = try #require(html.components(separatedBy: "Documentation vs shipped SDK</h2>").last)
        #expect(register.contains("<code>testAll</code>"))
        #expect(register.contains("Specs/crud-delete/Delete.swift:30"))
        #expect(register.contains("<code>crud-delete#delete-all-objects-in-a-realm</code>"))
        #expect(register.contains("Deleting everything keeps the schema.<br>delete.all.keeps-schema: deleteAll leaves the schema."))
        #expect(register.contains("deleteAll also drops &lt;pending&gt; notifications"))
        #expect(!register.contains("testOne"))
    }

    @Test("the HTML page shows every claim with the scenarios covering it, escaped")
    func htmlClaims() {
        let html = CoverageReport.html(Self.coverage, scenarios: Self.scenarios)
        #expect(html.contains("<td class=\"cell red\"><code>delete.objc-variant</code></td>"))
        #expect(html.contains("deleteObjects removes &lt;all&gt; given objects."))
        #expect(html.contains("testOne <span class=\"where\">Specs/crud-delete/Delete.swift:10</span>"))
        #expect(!html.contains("<script"))
    }

    @Test("the Markdown page has the summary, uncovered claims and the register")
    func markdown() {
        let md = CoverageReport.markdown(Self.coverage, scenarios: Self.scenarios)
        #expect(md.contains("| crud-delete | 2/3 (66.6%) | 2/2 (100.0%) | ko 2/2 (100.0%) · zh 2/2 (100.0%) · ja 1/2 (50.0%) |"))
        #expect(md.contains("| delete.objc-variant | delete-an-object | ja | deleteObjects removes &lt;all&gt; given objects. |"))
        #expect(md.contains("## Documentation vs shipped SDK"))
        #expect(md.contains("| testAll at Specs/crud-delete/Delete.swift:30 | crud-delete#delete-all-objects-in-a-realm |"))
        #expect(md.contains("| deleteAll also drops &lt;pending&gt; notifications |"))
    }

    @Test("with no sdk lines the register says so")
    func emptyRegister() {
        let scenarios = Array(Self.scenarios.prefix(2))
        let coverage = CoverageReport.compute(catalog: Self.catalog, scenarios: scenarios)
        #expect(coverage.discrepancies.isEmpty)
        #expect(CoverageReport.markdown(coverage, scenarios: scenarios).contains("No scenario records a difference."))
    }

    @Test("the pages are written atomically")
    func writes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CoverageReport.writeHTML(Self.coverage, scenarios: Self.scenarios, to: folder + "/coverage.html")
        try CoverageReport.writeMarkdown(Self.coverage, scenarios: Self.scenarios, to: folder + "/coverage.md")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["coverage.html", "coverage.md"])
    }
}
