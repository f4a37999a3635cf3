import Foundation
import ScenarioLanguage
import Testing
@testable import SpecRunner

final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(String, LoadOptions)] = []
    func add(_ path: String, _ options: LoadOptions) { lock.withLock { items.append((path, options)) } }
    var all: [(String, LoadOptions)] { lock.withLock { items } }
}

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
        let seen = Seen()
        let loaded = try SpecCorpus.load(paths: [root], jobs: 2) { path, options in
            seen.add(path, options)
            return specFile(path, scenarios: [("testA", nil, [])])
        }
        #expect(seen.all.map { SpecsRoot.relative($0.0, to: root) }.sorted() == ["a/A.swift", "b/B.swift"])
        #expect(seen.all.first?.1.modelsDirectory == root + "/Models")
        #expect(seen.all.first?.1.knownClaims == [])
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

    @Test("files load in parallel but keep their order")
    func parallelOrder() throws {
        let root = try temporaryFolder() + "/Specs"
        let names = (0..<30).map { String(format: "F%02d.swift", $0) }
        for name in names { try write("func testA() {}", to: root + "/p/" + name) }
        let loaded = try SpecCorpus.load(paths: [root], jobs: 4) { path, _ in specFile(path, scenarios: [("testA", nil, [])]) }
        #expect(loaded.files.map { ($0.path as NSString).lastPathComponent } == names)
    }

    @Test("ids follow the files and the root when either changes after loading")
    func idsFollowChanges() throws {
        var loaded = corpus([specFile("/s/a/A.swift", scenarios: [("testA", nil, [])])], root: "/s")
        #expect(loaded.scenarios.map(\.id) == ["a/A.swift::testA"])
        loaded.files.append(specFile("/s/b/B.swift", scenarios: [("testB", nil, [])]))
        #expect(loaded.scenarios.map(\.id) == ["a/A.swift::testA", "b/B.swift::testB"])
        loaded.root = "/s/a"
        #expect(loaded.scenarios.map(\.id) == ["A.swift::testA", "/s/b/B.swift::testB"])
        #expect(loaded.relativePath("/s/a/A.swift") == "A.swift")
    }

    @Test("a path that does not exist is an error naming it")
    func missingPath() throws {
        #expect(throws: SpecConfigError.self) {
            try SpecCorpus.load(paths: ["/no/such/Specs"]) { path, _ in specFile(path, scenarios: []) }
        }
    }
}
