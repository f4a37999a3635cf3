// `realmspec coverage`: claims covered per page, and --require.

import Foundation
import Testing

@Suite("coverage command")
struct CoverageCommandTests {
    func tree(coveringBoth: Bool) throws -> SpecTree {
        let tree = try SpecTree()
        try tree.write("Specs/pages.yaml", """
            pages:
              - id: p
                title: A page
                languages: [ko, ja]
                sections:
                  - id: adding
                    title: Adding
                    claims:
                      - id: add.stores
                        text: An added object is stored.
                        members: [Realm.add(_:update:)]
                      - id: add.counts
                        text: The count grows by one.
                        members: [Results.count]

            """)
        let claims = coveringBoth ? "add.stores, add.counts" : "add.stores"
        try tree.write("Specs/p/A.swift", """
            // page: p

            /// Adding stores.
            /// - section: adding
            /// - claims: \(claims)
            func testAdd() throws {
                let realm = try Realm()
            \(Body.passes)
            }

            """)
        return tree
    }

    @Test("covered is not verified: --results prints verified claims per engine, and run's coverage page has the claims x engines table")
    func verified() throws {
        let tree = try tree(coveringBoth: false)
        try tree.write("Specs/p/B.swift", """
            // page: p

            /// Counting is off by one here.
            /// - section: adding
            /// - claims: add.counts
            func testCount() throws {
                let realm = try Realm()
            \(Body.fails)
            }

            """)
        let run = try tree.run(["run", "--jobs", "1", "--engine", "reference", "--engine", "sqlite"])
        #expect(run.status == 1, "\(run)")
        let result = try tree.run(["coverage", "--results", "Reports/results.json", "--report-dir", "Cov"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("verified on reference: claims 1/2 (50.0%); broken: add.counts"), "\(result)")
        #expect(result.stdout.contains("verified on sqlite: claims 1/2 (50.0%); broken: add.counts"), "\(result)")
        #expect(result.stdout.contains("total: claims 2/2 (100.0%)"), "both claims are covered: \(result)")
        let page = try #require(tree.read("Reports/coverage.md"))
        #expect(page.contains("| add.stores | ✓ | ✓ |") && page.contains("| add.counts | ✗ | ✗ |"), "\(page)")
        let plain = try tree.run(["coverage", "--report-dir", "Plain"])
        #expect(!plain.stdout.contains("verified on"), "no run, no verification: \(plain)")
    }

    @Test("coverage into a folder holding a run's report set writes into that set, verified by that run, and keeps the rest of it")
    func intoTheRunsSet() throws {
        let tree = try tree(coveringBoth: true)
        let run = try tree.run(["run", "--jobs", "1", "--engine", "reference", "--engine", "sqlite"])
        #expect(run.status == 0, "\(run)")
        let before = try #require(tree.read("Reports/coverage.md"))
        #expect(before.contains("| add.stores | ✓ | ✓ |"), "\(before)")
        let junit = try #require(tree.read("Reports/junit.xml")), results = try #require(tree.read("Reports/results.json"))
        let result = try tree.run(["coverage"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("note: 'Reports' holds a run's report set"), "\(result)")
        #expect(result.stdout.contains("verified on reference: claims 2/2"), "\(result)")
        #expect(tree.read("Reports/coverage.md") == before, "the run's pages stay as rich as the run wrote them")
        #expect(tree.read("Reports/junit.xml") == junit && tree.read("Reports/results.json") == results)
        for name in ["coverage.md", "coverage.html", "junit.xml", "results.json", "matrix.html"] {
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("Reports/" + name))
            #expect(target.hasPrefix(".realmspec-reports/current/"), "\(name) is still a link of the set: \(target)")
        }
    }

    @Test("--require 100 with an uncovered claim exits 1 and names the claim")
    func uncovered() throws {
        let tree = try tree(coveringBoth: false)
        let result = try tree.run(["coverage", "--require", "100"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("add.counts"), "\(result)")
        #expect(result.stdout.contains("below the required"), "\(result)")
        #expect(tree.exists("Reports/coverage.html") && tree.exists("Reports/coverage.md"))
    }

    @Test("--require 100 with every claim covered exits 0")
    func covered() throws {
        let tree = try tree(coveringBoth: true)
        let result = try tree.run(["coverage", "--require", "100"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("below the required"), "\(result)")
    }

    @Test("--require above 100 is a usage error, exit 2")
    func badRequire() throws {
        let tree = try tree(coveringBoth: true)
        #expect(try tree.run(["coverage", "--require", "150"]).status == 2)
    }
}

@Suite("pages.yaml and report folders in other commands")
struct CatalogErrorTests {
    @Test("a malformed pages.yaml: lint names file:line:col and exits 1; run exits 2 with the same place")
    func malformedPages() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("Specs/pages.yaml", "pages:\n  - id: p\n    title: [unclosed\n")
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout.range(of: #"Specs/pages\.yaml:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(lint)")
        let run = try tree.run(["run", "--jobs", "1"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.range(of: #"pages\.yaml:\d+:\d+"#, options: .regularExpression) != nil, "\(run)")
        #expect(!tree.exists("Reports"))
    }

    @Test("coverage with a report folder under a regular file: exit 2 naming it")
    func coverageUnwritable() throws {
        let tree = try SpecTree()
        try tree.write("Specs/pages.yaml", "pages:\n  - id: p\n    title: A page\n    languages: [ja]\n    sections: []\n")
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        try tree.write("plain", "a file\n")
        let result = try tree.run(["coverage", "--report-dir", "plain/out"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("'plain/out'"), "\(result)")
    }
}
