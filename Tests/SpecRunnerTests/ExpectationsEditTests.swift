// `expectations update` edits the file line by line: the cut entries go,
// new ones follow the last entry, and everything else stays as written.

import Testing
@testable import SpecRunner

@Suite("expectations file edited in place")
struct ExpectationsEditTests {
    let new = [Expectations.Entry(scenario: "p/A.swift::testNew", reason: "TODO")]

    @Test("an empty flow list takes the new entries below its key, its comment kept")
    func emptyFlowList() throws {
        let text = "# header\nexpected-failures: []  # none yet\nfuzz-divergences: []\n"
        let edited = try ExpectationsUpdate.edited(text, file: "e.yaml", engine: "x", removed: [], added: new)
        #expect(edited == "# header\nexpected-failures:  # none yet\n  - scenario: \"p/A.swift::testNew\"\n    reason: \"TODO\"\n"
                + "fuzz-divergences: []\n", "\(edited)")
        #expect(try ExpectationsLoader.parse(edited, file: "e.yaml").entries.map(\.scenario) == ["p/A.swift::testNew"])
    }

    @Test("a file without the key gets it at the end; a file that does not exist gets the header")
    func absentKey() throws {
        let text = "# only fuzz\nfuzz-divergences: []\n"
        let edited = try ExpectationsUpdate.edited(text, file: "e.yaml", engine: "x", removed: [], added: new)
        #expect(edited.hasPrefix(text + "expected-failures:\n  - scenario:"), "\(edited)")
        let fresh = try ExpectationsUpdate.edited(nil, file: "e.yaml", engine: "x", removed: [], added: new)
        #expect(fresh.hasPrefix("# Scenarios the x engine is known to fail"), "\(fresh)")
    }

    @Test("removing an entry between others keeps the comment of the next one; nothing to change changes nothing")
    func removeMiddle() throws {
        let text = """
            expected-failures:
              - scenario: p/A.swift::testOne
                reason: one
              # why two fails
              - scenario: p/A.swift::testTwo
                reason: two

            fuzz-divergences:
            """ + "\n"
        let edited = try ExpectationsUpdate.edited(text, file: "e.yaml", engine: "x", removed: ["p/A.swift::testOne"], added: [])
        #expect(edited == "expected-failures:\n  # why two fails\n  - scenario: p/A.swift::testTwo\n    reason: two\n\nfuzz-divergences:\n",
                "\(edited)")
        #expect(try ExpectationsUpdate.edited(text, file: "e.yaml", engine: "x", removed: [], added: []) == text)
    }

    @Test("a flow list with entries is refused with its place, not rewritten")
    func flowWithEntries() {
        #expect(throws: SpecConfigError.self) {
            try ExpectationsUpdate.edited("expected-failures: [{scenario: a::b, reason: r}]\n", file: "e.yaml", engine: "x",
                                          removed: [], added: [])
        }
    }
}
