// A page of pages.yaml that names no language is the SDK area, not a
// documentation page: coverage and the matrix list it apart, after the pages.

import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("SDK area in the reports")
struct SDKAreaTests {
    static let catalog = PageCatalog(pages: [
        .init(id: "sdk", title: "The SDK", languages: [], sections: [
            .init(id: "sdk-query", title: "Queries", languages: [], claims: [
                .init(id: "sdk.query.one", text: "One.", languages: [], members: ["Results.filter(_:_:)"]),
            ]),
        ]),
        .init(id: "crud-delete", title: "Delete", languages: ["ja"], sections: [
            .init(id: "delete-an-object", title: "Delete an object", languages: [], claims: [
                .init(id: "delete.one", text: "One.", languages: [], members: ["Realm.delete(_:)"]),
            ]),
        ]),
    ])

    static let coverage = CoverageReport.compute(catalog: catalog, scenarios: [
        Fixtures.using(["Results.filter(_:_:)"], ScenarioSummary(id: "sdk/Q.swift::testQ", file: "Specs/sdk/Q.swift", line: 3, name: "testQ",
                                                               page: "sdk", section: "sdk-query", claims: ["sdk.query.one"])),
    ])

    @Test("a page with no languages is not a documentation page and has no language rows")
    func kinds() {
        #expect(Self.catalog.pages.map(\.isDocumentation) == [false, true])
        let sdk = Self.coverage.pages.first { $0.id == "sdk" }
        #expect(sdk?.isDocumentation == false)
        #expect(sdk?.perLanguage.isEmpty == true)
        #expect(sdk?.claims == Tally(covered: 1, total: 1))
        #expect(Self.coverage.pagesByKind.documentation.map(\.id) == ["crud-delete"])
        #expect(Self.coverage.pagesByKind.sdk.map(\.id) == ["sdk"])
        #expect(Self.coverage.claims == Tally(covered: 1, total: 2))
    }

    @Test("the coverage text, HTML and Markdown list the SDK area after the documentation pages, under its heading")
    func coverageOrder() throws {
        for text in [CoverageReport.text(Self.coverage), CoverageReport.html(Self.coverage, scenarios: []),
                     CoverageReport.markdown(Self.coverage, scenarios: [])] {
            let heading = try #require(text.range(of: Coverage.sdkHeading))
            let delete = try #require(text.range(of: "crud-delete"))
            let sdk = try #require(text.range(of: "The SDK"))
            #expect(delete.lowerBound < heading.lowerBound)
            #expect(heading.lowerBound < sdk.lowerBound)
        }
    }

    @Test("the matrix groups rows: documentation pages, then the SDK area, then the language self-tests, each under its heading")
    func matrixOrder() throws {
        let run = RunRecord(cases: [
            Fixtures.record(.pass, page: "sdk", section: "sdk-query", name: "testQ"),
            Fixtures.record(.pass, page: "language", section: "values", name: "testV"),
        ], startedAt: 0, hostname: "h")
        let matrix = Matrix.build(run, catalog: Self.catalog)
        #expect(matrix.rows.map(\.id) == ["crud-delete#delete-an-object", "sdk#sdk-query", "language#values"])
        #expect(matrix.rows.map(\.group) == [.documentation, .sdk, .selfTest])
        for page in [MatrixReport.html(run, catalog: Self.catalog), MatrixReport.markdown(run, catalog: Self.catalog)] {
            let heading = try #require(page.range(of: Coverage.sdkHeading))
            #expect(try #require(page.range(of: "crud-delete#delete-an-object")).lowerBound < heading.lowerBound)
            #expect(heading.lowerBound < (try #require(page.range(of: "sdk#sdk-query"))).lowerBound)
            #expect(try #require(page.range(of: "sdk#sdk-query")).lowerBound < (try #require(page.range(of: "language#values"))).lowerBound)
        }
    }
}
