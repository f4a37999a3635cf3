// Every failing, erroring or timed-out case shows the scenario's description
// and the claims it checks, with their statements: in JUnit (element text in
// both profiles, testcase properties in the rich one) and in the matrix's
// failure list.

import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("claims beside failures")
struct ClaimsBesideFailuresTests {
    static let run: RunRecord = {
        var run = RunRecord(cases: [
            Fixtures.record(.fail, name: "testBroken", message: "expected 1", claims: ["delete.object.removes"]),
            Fixtures.record(.timeout, name: "testSlow", message: "past 10 s", claims: ["delete.requires-write"]),
            Fixtures.record(.pass, name: "testFine", claims: ["delete.requires-write"]),
        ], startedAt: 0, hostname: "h")
        run.claimTexts = ["delete.object.removes": "Deleting an object removes it <for good>.",
                          "delete.requires-write": "Deletion needs a write transaction."]
        return run
    }()

    func text(_ profile: JUnitProfile) throws -> String {
        String(decoding: try JUnitReport.render(Self.run, profile: profile), as: UTF8.self)
    }

    @Test("JUnit: the failure and error texts name the description and each claim with its statement, in both profiles")
    func junitText() throws {
        for profile in [JUnitProfile.strict, .rich] {
            let xml = try text(profile)
            #expect(xml.contains("scenario: Deleting works."), "\(profile)")
            #expect(xml.contains("claim delete.object.removes: Deleting an object removes it &lt;for good&gt;."), "\(profile)")
            #expect(xml.contains("claim delete.requires-write: Deletion needs a write transaction."), "\(profile)")
        }
    }

    @Test("JUnit rich: testcase properties carry them, only on unexpected cases, and the report still validates")
    func junitRichProperties() throws {
        let xml = try text(.rich)
        #expect(xml.contains("<property name=\"claim\" value=\"delete.object.removes\"/>"))
        #expect(xml.contains("<property name=\"description\" value=\"Deleting works.\"/>"))
        let passing = try #require(xml.range(of: "<testcase name=\"testFine\""))
        #expect(!xml[passing.lowerBound...].prefix(300).contains("<properties>"), "a passing case has none")
        #expect(!(try text(.strict)).contains("<property name=\"claim\""), "strict keeps to the public schemas")
        let problems = try ReportValidation.validate(xml: try JUnitReport.render(Self.run, profile: .rich), named: "junit.xml",
                                                     againstSchemaAt: Fixtures.ownSchema)
        #expect(problems == [])
    }

    @Test("the matrix's failure list shows the description and the claims with their statements")
    func matrix() {
        let pages = MatrixReport.pages(Self.run, catalog: nil)
        #expect(pages.markdown.contains("  - claim delete.object.removes: Deleting an object removes it &lt;for good&gt;."))
        #expect(pages.markdown.contains("  - scenario: Deleting works."))
        #expect(pages.html.contains("<li>delete.requires-write: Deletion needs a write transaction.</li>"))
    }
}
