import Foundation
import ScenarioLanguage
import Testing
@testable import SpecRunner

@Suite("finding scenario files")
struct CorpusTests {
    func makeRoot() throws -> String {
        let root = try temporaryFolder() + "/Specs"
        try write("class Dog: Object {}", to: root + "/Models/Dog.swift")
        try write("func testA() {}", to: root + "/b/B.swift")
        try write("func testA() {}", to: root + "/a/A.swift")
        try write("not swift", to: root + "/a/notes.txt")
        try write("pages: []\n", to: root + "/pages.yaml")
        return root
    }

    @Test("folders are searched for .swift files, in order, without the shared models")
    func discovery() throws {
        let root = try makeRoot()
        var seen: [(String, LoadOptions)] = []
        let loaded = try SpecCorpus.load(paths: [root]) { path, options in
            seen.append((path, options))
            return specFile(path, scenarios: [("testA", nil, [])])
        }
        #expect(seen.map { SpecsRoot.relative($0.0, to: root) } == ["a/A.swift", "b/B.swift"])
        #expect(seen.first?.1.modelsDirectory == root + "/Models")
        #expect(seen.first?.1.knownClaims == [])
        #expect(loaded.scenarios.map(\.id) == ["a/A.swift::testA", "b/B.swift::testA"])
    }

    @Test("a single file finds its Specs root above it, so ids stay the same")
    func rootFromFile() throws {
        let root = try makeRoot()
        let loaded = try SpecCorpus.load(paths: [root + "/b/B.swift"]) { path, _ in
            specFile(path, scenarios: [("testA", nil, [])])
        }
        #expect(SpecsRoot.standardized(loaded.root) == SpecsRoot.standardized(root))
        #expect(loaded.scenarios.map(\.id) == ["b/B.swift::testA"])
    }

    @Test("a path that does not exist is an error naming it")
    func missingPath() throws {
        #expect(throws: SpecConfigError.self) {
            try SpecCorpus.load(paths: ["/no/such/Specs"]) { path, _ in specFile(path, scenarios: []) }
        }
    }
}
