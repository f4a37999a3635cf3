// `realmspec coverage`: SDK members exercised per type and messages checked,
// with --require-api and --require-messages.

import Testing

@Suite("coverage command: SDK API and messages")
struct ApiCoverageCommandTests {
    /// "checked X of Y" on the line of `type`.
    static func exercised(_ type: String, in output: String) -> (Int, Int)? {
        // "  Realm   members called 3, checked 2 of 37 in scope (5.4%)": the checked figure.
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("  \(type) ") && $0.contains("members called") }) else { return nil }
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "checked"), words.count > at + 3, let x = Int(words[at + 1]), let y = Int(words[at + 3]) else { return nil }
        return (x, y)
    }

    @Test("SDK coverage: a scenario calling one more member raises the type's count; --require-api and --require-messages fail below")
    func apiCoverage() throws {
        let tree = try CoverageCommandTests().tree(coveringBoth: true)
        let before = try tree.run(["coverage", "--report-dir", "Before"])
        #expect(before.status == 0, "\(before)")
        let (x, y) = try #require(Self.exercised("Realm", in: before.stdout), "\(before)")
        #expect(x > 0 && x < y, "\(before)")
        #expect(before.stdout.contains("messages checked"), "\(before)")
        try tree.write("Specs/p/B.swift", """
            // page: p

            /// Emptying the realm.
            /// - section: adding
            /// - claims: add.stores
            func testDeleteAll() throws {
                let realm = try Realm()
                try realm.write { realm.deleteAll() }
                assertThrows(realm.deleteAll(), reason: "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
            }

            """)
        let after = try tree.run(["coverage", "--report-dir", "After", "--require-api", "0.1", "--require-messages", "0.1"])
        #expect(after.status == 0, "\(after)")
        let (x2, y2) = try #require(Self.exercised("Realm", in: after.stdout), "\(after)")
        #expect(x2 == x + 1 && y2 == y, "deleteAll is one more Realm member: \(after)")
        let page = try #require(tree.read("After/coverage.md"))
        #expect(page.contains("## SDK API and messages") && page.contains("| Realm | \(x2) of \(y2) "), "\(page)")
        #expect(!page.contains("`#33` public func deleteAll()"), "deleteAll is no longer listed as unexercised")
        #expect(try #require(tree.read("Before/coverage.md")).contains("`#33` public func deleteAll()"))
        let strict = try tree.run(["coverage", "--report-dir", "Strict", "--require-api", "100"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout.contains("SDK members checked") && strict.stdout.contains("below the required 100.0%"), "\(strict)")
        let messages = try tree.run(["coverage", "--report-dir", "Strict", "--require-messages", "100"])
        #expect(messages.status == 1 && messages.stdout.contains("SDK messages checked"), "\(messages)")
        let bad = try tree.run(["coverage", "--require-api", "120"])
        #expect(bad.status != 0 && bad.stderr.contains("--require-api must be a percentage"), "\(bad)")
    }
}
