import Foundation
import Testing
@testable import SpecRunner

@Suite("corpus checks")
struct CorpusChecksTests {
    @Test("stale and malformed expectations files are each reported with their location")
    func expectationProblems() throws {
        let root = try temporaryFolder() + "/Specs"
        try write("func testA() {}", to: root + "/p/A.swift")
        try write("expected-failures:\n  - scenario: p/A.swift::testGone\n    reason: old\n", to: root + "/expectations/one.yaml")
        try write("expected-failures:\n  - scenario: p/A.swift::testA\n", to: root + "/expectations/two.yaml")
        try write("expected-failures:\n  - scenario: p/A.swift::testA\n    reason: fine\n", to: root + "/expectations/three.yaml")
        let loaded = try SpecCorpus.load(paths: [root]) { path, _ in specFile(path, scenarios: [("testA", nil, [])]) }
        let problems = loaded.expectationProblems()
        #expect(problems.count == 2)
        #expect(problems.contains { $0.file.hasSuffix("one.yaml") && $0.line == 2 && $0.message.contains("testGone") })
        #expect(problems.contains { $0.file.hasSuffix("two.yaml") && $0.message.contains("reason") })
    }

    @Test("an unknown tag comes back with the nearest known one")
    func unknownTags() {
        let file = specFile("Specs/p/A.swift", scenarios: [("testA", nil, ["delete", "query"])])
        let found = corpus([file]).unknownTags(["delete", "qeury", "zzzzzz"])
        #expect(found.map(\.tag) == ["qeury", "zzzzzz"])
        #expect(found.map(\.suggestion) == ["query", nil])
    }

    @Test("did you mean: near names are suggested, far ones are not",
          arguments: [("refrence", "reference"), ("REFERENCE", "reference"), ("sqlite", nil), ("al", "all")])
    func suggestion(word: String, expected: String?) {
        #expect(Suggestion.closest(to: word, in: ["reference", "all"]) == expected)
    }
}

@Suite("YAML files that are not UTF-8")
struct YAMLEncodingTests {
    @Test("a byte that is not UTF-8 in pages.yaml is an error at its line and column, not a replacement character")
    func invalidUTF8() throws {
        let root = try temporaryFolder() + "/Specs"
        try write("func testA() {}", to: root + "/p/A.swift")
        var bytes = Array("pages:\n  - id: p\n    title: Caf".utf8) + [0xE9] + Array("\n".utf8)
        FileManager.default.createFile(atPath: root + "/pages.yaml", contents: Data(bytes))
        #expect {
            try SpecCorpus.load(paths: [root]) { path, _ in specFile(path, scenarios: [("testA", nil, [])]) }
        } throws: { error in
            guard let e = error as? SpecConfigError else { return false }
            return e.file.hasSuffix("pages.yaml") && e.line == 3 && e.column == 15 && e.message.contains("byte 0xE9")
        }
        bytes = Array("expected-failures:\n  - scenario: p/A.swift::testA\n    reason: \u{00E9}t\u{00E9}\n".utf8)
        FileManager.default.createFile(atPath: root + "/pages.yaml", contents: Data("pages: []\n".utf8))
        FileManager.default.createFile(atPath: root + "/expectations/reference.yaml", contents: Data(bytes))
        #expect(YAMLNode.firstInvalidUTF8(bytes) == nil)
    }
}
