// The README's table of the SDK test ledger is the ledger's account against
// the corpus: the test fails when a figure drifts. With
// REALMSPEC_WRITE_README=1 it rewrites the table instead.

import Foundation
import Testing
@testable import SpecRunner

@Suite("README: the SDK test ledger's figures per file")
struct LedgerReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the README's ledger table is the ledger's account of the corpus")
    func readmeTable() throws {
        let readmeURL = Self.root.appendingPathComponent("README.md")
        var readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let corpus = try SpecCorpus.load(paths: [Self.root.appendingPathComponent("Specs").path], jobs: 2, compiled: false)
        let ledger = try #require(corpus.ledger)
        let table = ledger.account(scenarios: corpus.scenarios.map { ($0.id, $0.scenario.metadata.sdkTests) }).markdownTable
        let begin = try #require(readme.range(of: "<!-- sdk-ledger begin -->\n"))
        let end = try #require(readme.range(of: "<!-- sdk-ledger end -->", range: begin.upperBound..<readme.endIndex))
        if ProcessInfo.processInfo.environment["REALMSPEC_WRITE_README"] == "1" {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: table)
            try readme.write(to: readmeURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == table)
        #expect(table.contains("| **all ") && table.split(separator: "\n").count > 10)
    }
}
