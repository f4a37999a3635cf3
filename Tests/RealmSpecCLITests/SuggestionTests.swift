// Misspelt engine names and tags: a usage error with the nearest known name.

import Testing

@Suite("did you mean")
struct SuggestionTests {
    @Test("an unknown engine suggests the nearest registered one and exits 2")
    func unknownEngine() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run", "--engine", "refrence"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("unknown engine 'refrence'"), "\(result)")
        #expect(result.stderr.contains("did you mean 'reference'?"), "\(result)")
        #expect(!tree.exists("Reports"))
    }

    @Test("serve with an unknown engine suggests the nearest one and exits 2")
    func unknownServedEngine() throws {
        let tree = try SpecTree()
        let result = try tree.run(["serve", "--engine", "referense"], stdin: "")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("did you mean 'reference'?"), "\(result)")
    }

    @Test("an unknown tag suggests the nearest tag a scenario carries and exits 2")
    func unknownTag() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", tags: ["query", "delete"], [("testOne", Body.passes)])
        let result = try tree.run(["run", "--tag", "qurey"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("no scenario has the tag 'qurey'; did you mean 'query'?"), "\(result)")
        #expect(!tree.exists("Reports"))
    }
}
