// The API list of docs/api-reference.md is the declaration's: the test fails
// when the page lists a member the declaration lacks or leaves one out; the
// out-of-scope list of docs/reports.md is the one out-of-scope list's. With
// REALMSPEC_WRITE_README=1 it rewrites the blocks instead.

import Foundation
@testable import ScenarioAPI
@testable import ScenarioLanguage
import Testing

/// Serialized: with REALMSPEC_WRITE_README=1 two tests rewrite pages, each its own block.
@Suite("API reference page: the list of members", .serialized)
struct ReadmeApiTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/api-reference.md")
    static let reports = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/reports.md")

    /// The README's text between the markers.
    static func block(of text: String) -> (String, Range<String.Index>)? {
        guard let begin = text.range(of: ApiDeclarations.readmeBegin + "\n"),
              let end = text.range(of: ApiDeclarations.readmeEnd, range: begin.upperBound..<text.endIndex) else { return nil }
        return (String(text[begin.upperBound..<end.lowerBound]), begin.upperBound..<end.lowerBound)
    }

    @Test("docs/api-reference.md lists exactly the declared members")
    func readmeMatchesDeclaration() throws {
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let (listed, range) = try #require(Self.block(of: text))
        let expected = ApiDeclarations.readmeText()
        if ProcessInfo.processInfo.environment["REALMSPEC_WRITE_README"] == "1", listed != expected {
            text.replaceSubrange(range, with: expected)
            try text.write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        let listedLines = Set(listed.split(separator: "\n").filter { $0.hasPrefix("- `") })
        let expectedLines = Set(expected.split(separator: "\n").filter { $0.hasPrefix("- `") })
        #expect(listedLines.subtracting(expectedLines).isEmpty, "listed but not declared: \(listedLines.subtracting(expectedLines).sorted())")
        #expect(expectedLines.subtracting(listedLines).isEmpty, "declared but not listed: \(expectedLines.subtracting(listedLines).sorted())")
        #expect(listed == expected)
    }

    @Test("every declared member appears in the generated list with its row")
    func generatedListNamesEveryMember() {
        let text = ApiDeclarations.readmeText()
        for m in ApiDeclarations.all { #expect(text.contains("- `\(m.signature)` — \(m.rowText)")) }
        for e in ApiOutOfScope.entries { #expect(text.contains("\(e.spelling)"), "\(e.spelling)") }
    }

    @Test("docs/reports.md's coverage section lists every entry of the one out-of-scope list, with its rows and its reason")
    func readmeListsOutOfScope() throws {
        var readme = try String(contentsOf: Self.reports, encoding: .utf8)
        let list = ApiOutOfScope.readmeList()
        if ProcessInfo.processInfo.environment["REALMSPEC_WRITE_README"] == "1",
           let begin = readme.range(of: "<!-- api-scope begin -->\n"),
           let end = readme.range(of: "<!-- api-scope end -->", range: begin.upperBound..<readme.endIndex) {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: list)
            try readme.write(to: Self.reports, atomically: true, encoding: .utf8)
        }
        #expect(list.contains("- Realm.asyncRefresh() (Realm #23): actors or async isolation\n"), "\(list)")
        #expect(readme.contains("<!-- api-scope begin -->\n" + list + "<!-- api-scope end -->"),
                "docs/reports.md's list between the api-scope markers differs from:\n\(list)")
    }

    @Test("every reason is one of the fixed set, and no row is left out twice")
    func reasonsFixedRowsOnce() {
        var seen: Set<ApiRow> = []
        for e in ApiOutOfScope.entries {
            #expect(OutOfScopeReason.allCases.contains(e.reason))
            for r in e.rows { #expect(seen.insert(r).inserted, "\(r) is listed twice") }
        }
    }
}
