// A scenario with lint errors of its own is an error case on every engine
// while its file's other scenarios run; duplicate names across files; every
// problem of pages.yaml and of an expectations file in one pass; the SDK
// area of pages.yaml.

import Foundation
import RealmSpecCore
import ScenarioInterpreter
import ScenarioLanguage
import SpecReports
@testable import SpecRunner
import Testing

/// A file whose scenario `bad` carries a lint error of its own.
private func fileWithBadScenario(_ path: String, names: [String], bad: String) -> SpecFile {
    let infos = names.enumerated().map { index, name in
        let location = SourceLocation(file: path, line: 3 + index * 5, column: 6)
        let diagnostics = name == bad
            ? [Diagnostic(id: "unknown-member", message: "unknown member 'frobnicate' on 'Realm'",
                          location: SourceLocation(file: path, line: 5 + index * 5, column: 11))]
            : []
        return ScenarioInfo(name: name, location: location, metadata: ScenarioMetadata(page: "p", section: "s"),
                            isAsync: false, diagnostics: diagnostics)
    }
    return SpecFile(path: path, metadata: ScenarioMetadata(page: "p"), scenarios: infos, diagnostics: [],
                    schema: Schema(types: []))
}

final class RanNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func add(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}

@Suite("lint per scenario in a run")
struct RunnerLintScopeTests {
    @Test("a scenario with its own lint errors is an error on every engine, is never run, and its file's others run")
    func badScenarioAmongGood() throws {
        let file = fileWithBadScenario("Specs/p/A.swift", names: ["testOne", "testBad", "testTwo"], bad: "testBad")
        let run = SpecRun(corpus: corpus([file]), engines: [idleEngine(named: "x"), idleEngine(named: "y")],
                          runScenario: scriptedRunner)
        #expect(run.plannedBrokenFiles.isEmpty)
        #expect(run.plannedScenarios.map(\.scenario.name) == ["testOne", "testBad", "testTwo"])
        let ran = RanNames()
        let cases = SpecRun(corpus: corpus([file]), engines: [idleEngine(named: "x"), idleEngine(named: "y")],
                            runScenario: { scenario, file, engine, flag in
                                ran.add(scenario.name)
                                return scriptedRunner(scenario, file, engine, flag)
                            }).execute().cases
        #expect(!ran.all.contains("testBad"))
        #expect(cases.filter { $0.name != "testBad" }.allSatisfy { $0.status == .pass })
        let bad = cases.filter { $0.name == "testBad" }
        #expect(bad.map(\.engine) == ["x", "y"])
        #expect(bad.allSatisfy { $0.status == .error && $0.failureType == "lint" })
        let first = try #require(bad.first)
        #expect(first.message?.hasPrefix("Specs/p/A.swift:10:11: lint: the scenario does not lint: unknown member 'frobnicate'") == true)
        #expect(first.details == "Specs/p/A.swift:10:11: error: unknown member 'frobnicate' on 'Realm'")
    }

    @Test("a lint error stays an error even when the engine lists the scenario as an expected failure")
    func lintIsNeverExpected() throws {
        let file = fileWithBadScenario("Specs/p/A.swift", names: ["testBad"], bad: "testBad")
        let expectations = Expectations(entries: [.init(scenario: "p/A.swift::testBad", reason: "known", file: "e.yaml",
                                                        line: 1, column: 1)])
        let cases = SpecRun(corpus: corpus([file]), engines: [idleEngine(named: "x", expectations: expectations)],
                            runScenario: scriptedRunner).execute().cases
        #expect(cases.map(\.status) == [.error])
    }

    @Test("the same page and name in two files: a lint error on the second naming the first")
    func duplicateAcrossFiles() throws {
        let a = specFile("Specs/p/A.swift", scenarios: [("testSame", nil, []), ("testA", nil, [])])
        let b = specFile("Specs/p/B.swift", scenarios: [("testB", nil, []), ("testSame", nil, [])])
        let c = specFile("Specs/q/C.swift", page: "q", scenarios: [("testSame", nil, [])])
        let marked = SpecCorpus.markingDuplicates([a, b, c])
        #expect(marked[0].scenarios.allSatisfy { !$0.hasErrors })
        #expect(marked[2].scenarios.allSatisfy { !$0.hasErrors })
        #expect(!marked[1].scenarios[0].hasErrors)
        let d = try #require(marked[1].scenarios[1].diagnostics.first)
        #expect(d.id == "duplicate-scenario")
        #expect(d.message == "duplicate scenario name 'testSame' on page 'p'; the first is at Specs/p/A.swift:3:1")
        #expect(d.location == marked[1].scenarios[1].location)
        #expect(marked[1].diagnostics.contains(d))
        #expect(!marked[1].hasFileErrors)
    }
}

@Suite("every problem in one pass")
struct OnePassTests {
    @Test("pages.yaml: every malformed page, section and claim is reported, each at its place")
    func pagesProblems() throws {
        let yaml = """
        pages:
          - id: a
            title: A
            languages: [ko]
            sections:
              - id: s1
                title: S1
                claims:
                  - id: a.one
                    text: One.
                    members: [Realm.add(_:update:)]
                  - id: a.one
                    text: Again.
                    members: [Realm.add(_:update:)]
                  - id: a.two
              - id: s1
                title: Twice
          - title: No id
            languages: []
            sections: []
        """
        let error = try #require(#expect(throws: SpecConfigError.self) { try PageCatalogLoader.parse(yaml, file: "pages.yaml") })
        #expect(error.all.map(\.message) == ["duplicate claim id 'a.one'", "a claim lacks 'text'",
                                             "duplicate section id 's1' in page 'a'", "a page lacks 'id'"])
        #expect(error.all.map(\.line) == [12, 15, 16, 18])
        #expect(error.description.split(separator: "\n").count == 4)
    }

    @Test("an expectations file: every bad entry is reported")
    func expectationProblems() throws {
        let yaml = """
        expected-failures:
          - scenario: p/A.swift
            reason: no test name
          - scenario: p/A.swift::testA
            reason: ""
          - scenario: p/A.swift::testB
            reason: fine
          - scenario: p/A.swift::testB
            reason: twice
        """
        let error = try #require(#expect(throws: SpecConfigError.self) { try ExpectationsLoader.parse(yaml, file: "x.yaml") })
        #expect(error.all.map(\.line) == [2, 4, 8])
    }

    @Test("the pages become the ids metadata is checked against, the SDK area included")
    func knownPages() throws {
        let catalog = try PageCatalogLoader.parse("""
        pages:
          - id: crud-delete
            title: Delete
            languages: [ja]
            sections:
              - id: delete-an-object
                title: Delete an object
                claims:
                  - id: delete.one
                    text: One.
                    members: [Realm.delete(_:)]
          - id: sdk
            title: The SDK
            languages: []
            sections:
              - id: sdk-query
                title: Queries
                claims:
        """, file: "pages.yaml")
        #expect(catalog.knownPages == KnownPages(pages: [
            .init(id: "crud-delete", sections: [.init(id: "delete-an-object", claims: ["delete.one"])]),
            .init(id: "sdk", sections: [.init(id: "sdk-query", claims: [])]),
        ]))
        #expect(catalog.pages.map(\.isDocumentation) == [true, false])
    }

    @Test("every stale expectations entry is reported, not only the first")
    func everyStaleEntry() throws {
        let root = try temporaryFolder()
        try write("func testA() {}", to: root + "/p/A.swift")
        let yaml = """
        expected-failures:
          - scenario: p/A.swift::testGone
            reason: old
          - scenario: p/A.swift::testA
            reason: fine
          - scenario: p/Missing.swift::testB
            reason: old
        """
        let expectations = try ExpectationsLoader.parse(yaml, file: "exp.yaml")
        let run = SpecRun(corpus: corpus([specFile(root + "/p/A.swift", scenarios: [("testA", nil, [])])], root: root),
                          engines: [idleEngine(expectations: expectations)], runScenario: scriptedRunner)
        let error = try #require(#expect(throws: SpecConfigError.self) { try run.checkExpectations() })
        #expect(error.all.map(\.line) == [2, 6])
    }

    @Test("lint's load reports every pages.yaml problem and still loads the scenario files")
    func lintLoadsDespiteBrokenPages() throws {
        let root = try temporaryFolder() + "/Specs"
        try write("// page: p\n\n/// A.\nfunc testA() throws {\n}\n", to: root + "/p/A.swift")
        try write("pages:\n  - id: p\n    title: P\n    languages: [ja]\n    sections: []\n    bad: 1\n  - id: q\n    oops: 2\n",
                  to: root + "/pages.yaml")
        #expect(throws: SpecConfigError.self) { try SpecCorpus.load(paths: [root]) }
        let (loaded, problems) = try SpecCorpus.loadReportingPages(paths: [root])
        #expect(problems.map(\.line) == [6, 8])
        #expect(loaded.catalog == nil)
        #expect(loaded.scenarios.map(\.scenario.name) == ["testA"])
    }
}
