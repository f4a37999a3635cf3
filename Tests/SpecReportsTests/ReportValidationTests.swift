import Foundation
import Testing
@testable import SpecReports

@Suite("Report validation")
struct ReportValidationTests {
    @Test("a document breaking the schema yields file:line problems")
    func invalidDocument() throws {
        let xml = "<?xml version=\"1.0\"?>\n<testsuites>\n  <testsuite name=\"x\"/>\n</testsuites>\n"
        let problems = try ReportValidation.validate(xml: Array(xml.utf8), named: "bad.xml",
                                                     againstSchemaAt: Fixtures.ownSchema)
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.hasPrefix("bad.xml:3: ") })
    }

    @Test("a document that is not well-formed yields its parse errors")
    func notWellFormed() throws {
        let xml = "<testsuites>\n<testsuite>\n</testsuites>"
        let problems = try ReportValidation.validate(xml: Array(xml.utf8), named: "broken.xml",
                                                     againstSchemaAt: Fixtures.ownSchema)
        #expect(!problems.isEmpty)
        #expect(problems.first?.hasPrefix("broken.xml:") == true)
    }

    @Test("a file is validated from disk and its problems name the file")
    func fromDisk() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/r.xml"
        try AtomicFile.write("<testsuites><other/></testsuites>", to: path)
        let problems = try ReportValidation.validate(xmlAt: path, againstSchemaAt: Fixtures.ownSchema)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(path + ":1: ") == true)
    }

    @Test("a missing schema or file is an error naming the path")
    func missingInputs() throws {
        #expect(throws: ReportError.self) {
            try ReportValidation.validate(xml: Array("<a/>".utf8), named: "a.xml", againstSchemaAt: "/nonexistent/s.xsd")
        }
        do {
            _ = try ReportValidation.validate(xmlAt: "/nonexistent/r.xml", againstSchemaAt: Fixtures.ownSchema)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'/nonexistent/r.xml'"))
        }
    }

    @Test("a file that is not a schema is an error naming it")
    func notASchema() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write("<notaschema/>", to: folder + "/s.xsd")
        do {
            _ = try ReportValidation.validate(xml: Array("<a/>".utf8), named: "a.xml", againstSchemaAt: folder + "/s.xsd")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("invalid schema '\(folder)/s.xsd'"))
        }
    }
}
