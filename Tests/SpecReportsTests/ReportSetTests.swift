// A run's report set, assembled in the reports module: which files it holds
// and under which names, that it is switched into place whole, and that the
// coverage pages go into an existing set without touching its other files.

import Foundation
import ScenarioAPI
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("the report set of a run")
struct ReportSetTests {
    static let inputs = ReportInputs(catalog: CoverageReportTests.catalog, summaries: CoverageReportTests.scenarios,
                                     outOfScope: ["Realm": ["#4": "needs threads"]])

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }

    @Test("with a page catalogue the set is the JUnit report, both matrix pages, both coverage pages and results.json, each a link into one generation")
    func fullSet() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = ReportSet(folder: folder)
        try set.write(Fixtures.mixedRun, inputs: Self.inputs)
        #expect(try Self.names(in: folder) == ["coverage.html", "coverage.md", "junit.xml", "matrix.html", "matrix.md", "results.json"])
        for name in try Self.names(in: folder) {
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)
            #expect(target == ReportGeneration.storeName + "/current/" + name)
        }
        let decoded = try JSONDecoder().decode(RunRecord.self, from: Data(Self.bytes(folder + "/results.json")))
        #expect(decoded == Fixtures.mixedRun)
        #expect(Fixtures.text(Self.bytes(folder + "/junit.xml")).contains("<testsuites"))
        #expect(try ReportValidation.validate(xmlAt: folder + "/junit.xml", againstSchemaAt: Fixtures.ownSchema).isEmpty)
        let coverage = Fixtures.text(Self.bytes(folder + "/coverage.md"))
        #expect(coverage.contains("delete.all.keeps-schema"), "the coverage page lists the catalogue's claims")
        let allInScope = ReportInputs(catalog: Self.inputs.catalog, summaries: Self.inputs.summaries, outOfScope: [:])
        let unscoped = CoveragePages.rendered(catalog: try #require(Self.inputs.catalog), inputs: allInScope, into: folder, run: Fixtures.mixedRun)
        #expect(unscoped.files[1].bytes != Self.bytes(folder + "/coverage.md"), "the members left out, passed in, change the page's totals")
        #expect(Fixtures.text(Self.bytes(folder + "/matrix.md")).contains("testFail"))
    }

    @Test("rendered lists every file with its destination; without a catalogue there are no coverage pages; --junit goes elsewhere under the name junit.xml")
    func rendered() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bare = ReportInputs(catalog: nil, summaries: [], outOfScope: [:])
        let set = ReportSet(folder: folder + "/out", junitPath: folder + "/ci/tests.xml", profile: .rich)
        let files = try set.rendered(Fixtures.mixedRun, inputs: bare)
        #expect(files.map(\.path) == [folder + "/ci/tests.xml", folder + "/out/matrix.html", folder + "/out/matrix.md", folder + "/out/results.json"])
        #expect(Fixtures.text(files[0].bytes).contains(" file=\"Specs/"), "the rich profile names each case's file")
        for sub in ["/ci", "/out"] { try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true) }
        try set.write(Fixtures.mixedRun, inputs: bare)
        #expect(try Self.names(in: folder + "/out") == ["matrix.html", "matrix.md", "results.json"])
        let generation = folder + "/out/" + ReportGeneration.storeName + "/current"
        #expect(try Self.names(in: generation) == ["junit.xml", "matrix.html", "matrix.md", "results.json"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/ci/tests.xml").hasSuffix("/current/junit.xml"))
    }

    @Test("a report path that cannot be written fails naming it, and the earlier set stays whole, byte for byte")
    func failureKeepsEarlierSet() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = ReportSet(folder: folder)
        try set.write(Fixtures.mixedRun, inputs: Self.inputs)
        let before = try Self.names(in: folder).map { ($0, Self.bytes(folder + "/" + $0)) }
        let other = RunRecord(cases: [Fixtures.record(.pass)], startedAt: 1_795_000_001, hostname: "other")
        // Something realmspec did not make stands where matrix.md goes.
        try FileManager.default.removeItem(atPath: folder + "/matrix.md")
        try FileManager.default.createSymbolicLink(atPath: folder + "/matrix.md", withDestinationPath: "/dev/null")
        #expect {
            try set.write(other, inputs: Self.inputs)
        } throws: { ($0 as? ReportError)?.message.contains(folder + "/matrix.md") == true }
        for (name, bytes) in before where name != "matrix.md" {
            #expect(Self.bytes(folder + "/" + name) == bytes, "\(name) changed")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/" + ReportGeneration.storeName).filter { $0.hasPrefix("gen-") }.count == 1,
                "the failed write left no generation behind")
    }

    @Test("a second write replaces the whole set and leaves one generation and no temporary file")
    func rewrite() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = ReportSet(folder: folder)
        try set.write(Fixtures.mixedRun, inputs: Self.inputs)
        let other = RunRecord(cases: [Fixtures.record(.pass)], startedAt: 1_795_000_001, hostname: "other")
        try set.write(other, inputs: Self.inputs)
        let decoded = try JSONDecoder().decode(RunRecord.self, from: Data(Self.bytes(folder + "/results.json")))
        #expect(decoded == other)
        let store = try FileManager.default.contentsOfDirectory(atPath: folder + "/" + ReportGeneration.storeName)
        #expect(store.filter { $0.hasPrefix("gen-") }.count == 1)
        let names = try Self.names(in: folder)
        #expect(!store.contains { $0.hasSuffix(".tmp") } && !names.contains { $0.hasSuffix(".tmp") })
    }

    @Test("a temporary file a killed writer left goes once it is a minute old, and a younger one stays")
    func leftovers() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/.junit.xml.abc123.tmp", young = folder + "/.junit.xml.def456.tmp"
        for path in [old, young] { FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: old)
        ReportSet.removeLeftovers(of: folder + "/junit.xml")
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: young))
    }

    @Test("spec links lead from the report folder back to the working folder, always relatively")
    func sourcePrefix() {
        #expect(ReportSet.sourcePrefix(from: "Reports/all", cwd: "/work/repo") == "../../")
        #expect(ReportSet.sourcePrefix(from: "/tmp/out", cwd: "/work/repo") == "../../work/repo/")
        #expect(ReportSet.sourcePrefix(from: ".", cwd: "/work/repo") == "")
        #expect(ReportSet(folder: "r", sourceURL: "https://example.com/blob/main").sourceURL == "https://example.com/blob/main")
    }

    @Test("the coverage pages go into a run's set, verified by that run; every other file of the set is kept byte for byte")
    func coverageIntoExistingSet() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ReportSet(folder: folder).write(Fixtures.mixedRun, inputs: Self.inputs)
        let before = try Self.names(in: folder).map { ($0, Self.bytes(folder + "/" + $0)) }
        let set = try #require(RunReportSet(in: folder))
        #expect(set.record == Fixtures.mixedRun)
        #expect(set.files.map(\.name) == ["coverage.html", "coverage.md", "junit.xml", "matrix.html", "matrix.md", "results.json"])
        let fewer = ReportInputs(catalog: Self.inputs.catalog, summaries: [], outOfScope: [:])
        let (coverage, pages) = CoveragePages.rendered(catalog: try #require(fewer.catalog), inputs: fewer, into: folder, run: set.record)
        #expect(coverage.claims.covered == 0)
        try set.write(into: folder, replacing: pages)
        for (name, bytes) in before {
            if name.hasPrefix("coverage.") {
                #expect(Self.bytes(folder + "/" + name) != bytes, "\(name) was not replaced")
            } else {
                #expect(Self.bytes(folder + "/" + name) == bytes, "\(name) changed")
            }
        }
        #expect(RunReportSet(in: folder + "/nothing-here") == nil)
    }

    @Test("the coverage pages alone are written atomically into a folder with no set, and refuse a link realmspec did not make")
    func coverageAlone() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try #require(Self.inputs.catalog)
        let coverage = try CoveragePages.write(catalog: catalog, inputs: Self.inputs, into: folder)
        #expect(coverage.api?.types.first { $0.type == "Realm" }?.outOfScope.map(\.id) == ["#4"])
        #expect(try Self.names(in: folder) == ["coverage.html", "coverage.md"])
        try FileManager.default.removeItem(atPath: folder + "/coverage.md")
        try FileManager.default.createSymbolicLink(atPath: folder + "/coverage.md", withDestinationPath: "/etc/hostname")
        #expect(throws: ReportError.self) { try CoveragePages.write(catalog: catalog, inputs: Self.inputs, into: folder) }
    }
}
