// The API list of docs/api-reference.md is the declaration's: the test fails
// when the page lists a member the declaration lacks or leaves one out. With
// REALMSPEC_WRITE_README=1 it rewrites the block instead.

import Foundation
import Testing
@testable import ScenarioLanguage

@Suite("API reference page: the list of members")
struct ReadmeApiTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/api-reference.md")

    /// The page's text between the markers.
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
        for m in ApiDeclarations.all { #expect(text.contains("- `\(m.signature)` — \(m.ref)")) }
        #expect(text.contains("threads"))
        #expect(text.contains("a second realm file"))
        #expect(text.contains("SwiftUI"))
    }
}
