import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("JUnit report")
struct JUnitReportTests {
    @Test("strict output validates against the realmspec schema")
    func strictValidatesOwnSchema() throws {
        let bytes = try JUnitReport.render(Fixtures.mixedRun, profile: .strict)
        let problems = try ReportValidation.validate(xml: bytes, named: "junit.xml", againstSchemaAt: Fixtures.ownSchema)
        #expect(problems == [])
    }

    @Test("rich output validates against the realmspec schema")
    func richValidatesOwnSchema() throws {
        let bytes = try JUnitReport.render(Fixtures.mixedRun, profile: .rich)
        let problems = try ReportValidation.validate(xml: bytes, named: "junit.xml", againstSchemaAt: Fixtures.ownSchema)
        #expect(problems == [])
    }

    @Test("strict output validates against the Ant and Jenkins schemas",
          .enabled(if: Fixtures.sharedSchemaFolder != nil,
                   "../shared/junit-schemas is absent; set REALMSPEC_JUNIT_SCHEMAS to check the public schemas"))
    func strictValidatesPublicSchemas() throws {
        let bytes = try JUnitReport.render(Fixtures.mixedRun, profile: .strict)
        for schema in [Fixtures.antSchema, Fixtures.jenkinsSchema].compactMap({ $0 }) {
            let problems = try ReportValidation.validate(xml: bytes, named: "junit.xml", againstSchemaAt: schema)
            #expect(problems == [], "against \(schema)")
        }
    }

    @Test("the Ant schema rejects the rich profile's file and line, so strict is the default for CI",
          .enabled(if: Fixtures.sharedSchemaFolder != nil,
                   "../shared/junit-schemas is absent; set REALMSPEC_JUNIT_SCHEMAS to check the public schemas"))
    func richIsNotAnt() throws {
        let bytes = try JUnitReport.render(Fixtures.mixedRun, profile: .rich)
        let problems = try ReportValidation.validate(xml: bytes, named: "rich.xml",
                                                     againstSchemaAt: try #require(Fixtures.antSchema))
        #expect(problems.contains { $0.contains("'file'") })
    }

    @Test("the root has no attributes and suites come one per engine x page")
    func suitesPerEnginePage() throws {
        let xml = Fixtures.text(try JUnitReport.render(Fixtures.mixedRun, profile: .strict))
        #expect(xml.contains("<testsuites>"))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 4)
        #expect(xml.contains("name=\"reference.crud-delete\""))
        #expect(xml.contains("name=\"external.crud-update\""))
        #expect(xml.contains("id=\"3\""))
        #expect(xml.contains("timestamp=\"2026-11-18T"))
        #expect(xml.contains("hostname=\"ci-host\""))
    }

    @Test("suite counts follow the status mapping")
    func countsPerSuite() throws {
        // crud-delete gets pass, error, skipped, xpass (even indices); crud-update fail, timeout, xfail.
        let xml = Fixtures.text(try JUnitReport.render(Fixtures.mixedRun, profile: .strict))
        #expect(xml.contains(#"name="reference.crud-delete" timestamp="#))
        #expect(xml.contains(#"tests="4" failures="1" errors="1" skipped="1" time="1.000""#))
        #expect(xml.contains(#"tests="3" failures="1" errors="1" skipped="1" time="0.750""#))
    }

    @Test("cases have name, classname page.section and time; file and line only when rich")
    func caseAttributes() throws {
        let run = RunRecord(cases: [Fixtures.record(.pass)], startedAt: 0, hostname: "h")
        let strict = Fixtures.text(try JUnitReport.render(run, profile: .strict))
        let rich = Fixtures.text(try JUnitReport.render(run, profile: .rich))
        #expect(strict.contains(#"<testcase name="testDelete" classname="crud-delete.delete-an-object" time="0.250"/>"#))
        #expect(!strict.contains("file="))
        #expect(rich.contains(#"time="0.250" file="Specs/crud-delete/Delete.swift" line="12"/>"#))
    }

    @Test("an empty hostname becomes localhost and an empty run is still valid")
    func emptyRun() throws {
        let run = RunRecord(cases: [], startedAt: 0, hostname: "")
        let bytes = try JUnitReport.render(run, profile: .strict)
        #expect(try ReportValidation.validate(xml: bytes, named: "empty.xml", againstSchemaAt: Fixtures.ownSchema) == [])
        let one = RunRecord(cases: [Fixtures.record(.pass)], startedAt: 0, hostname: " ")
        #expect(Fixtures.text(try JUnitReport.render(one, profile: .strict)).contains(#"hostname="localhost""#))
    }

    @Test("the scenarios' output goes to the suite's system-out")
    func systemOut() throws {
        let run = RunRecord(cases: [Fixtures.record(.pass, output: "printed 3 dogs")], startedAt: 0, hostname: "h")
        let xml = Fixtures.text(try JUnitReport.render(run, profile: .strict))
        #expect(xml.contains("<system-out>--- testDelete (Specs/crud-delete/Delete.swift:12)\nprinted 3 dogs\n</system-out>"))
        #expect(xml.contains("<system-err></system-err>"))
    }

    @Test("renders 10,000 test cases")
    func tenThousandCases() throws {
        let cases = (0..<10_000).map { index in
            Fixtures.record(index % 7 == 0 ? .fail : .pass, page: "page\(index % 10)", name: "test\(index)",
                            message: index % 7 == 0 ? "expected \(index), got 0" : nil)
        }
        let bytes = try JUnitReport.render(RunRecord(cases: cases, startedAt: 0, hostname: "h"), profile: .rich)
        let xml = Fixtures.text(bytes)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 10_000)
        #expect(try ReportValidation.validate(xml: bytes, named: "big.xml", againstSchemaAt: Fixtures.ownSchema) == [])
    }

    @Test("write puts the report at the path")
    func writeToPath() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try JUnitReport.write(Fixtures.mixedRun, profile: .strict, to: folder + "/junit.xml")
        #expect(try ReportValidation.validate(xmlAt: folder + "/junit.xml", againstSchemaAt: Fixtures.ownSchema) == [])
    }
}
