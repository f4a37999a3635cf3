// The list of the Realm API a scenario may call in docs/api-reference.md,
// generated from the typed declaration so that the two cannot disagree (a
// unit test compares them and can rewrite the page's block).
// Related documentation: docs/api-reference.md#the-realm-api-a-scenario-may-call.

extension ApiDeclarations {
    static let readmeBegin = "<!-- api-list: generated from the API declaration; see Tests/ScenarioLanguageTests/ReadmeApiTests.swift -->"
    static let readmeEnd = "<!-- api-list end -->"

    /// The block between `readmeBegin` and `readmeEnd`, without the markers.
    static func readmeText() -> String {
        var out = "Each member with its row in the SDK's API surface (§ and row of\n"
            + "`api-surface.md`; \"stdlib\" is the Swift standard library's, \"harness\" the harness's own;\n"
            + "an Objective-C spelling on a Swift type earns no row: the Objective-C row needs a call on that type).\n"
        for r in ApiReceiver.allCases {
            let members = byReceiver[r] ?? []
            out += "\n<details><summary><code>\(r.rawValue)</code>: \(members.count) members</summary>\n\n"
            for m in members { out += "- `\(m.signature)` — \(m.rowText)\n" }
            out += "\n</details>\n"
        }
        out += "\nOut of scope (refused by lint as unknown members):\n\n"
        out += ApiOutOfScope.readmeList()
        return out
    }
}
