// The "Related documentation" header of a source file names what the file
// implements, so that grepping a section id finds the code and the
// scenarios together. Every `page#section` id in such a header must be a
// section of that page in Specs/pages.yaml; a reference to one of the
// project's own pages (`docs/<page>.md#anchor`) must name a heading of that
// page. Any other `word#word` is an id no catalogue holds.

import Foundation
import Testing
@testable import SpecRunner

/// The ids and page references of the "Related documentation" headers.
enum RelatedDocumentation {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let header = "Related documentation:"

    /// The header's text: its first line after the label and the comment
    /// lines that follow it, up to an empty comment line or the first line
    /// that is not a comment.
    static func headers(in text: String) -> [(line: Int, text: String)] {
        let lines = text.components(separatedBy: "\n")
        var found: [(Int, String)] = []
        for (i, line) in lines.enumerated() {
            guard let range = line.range(of: header), line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            var text = String(line[range.upperBound...])
            for next in lines[(i + 1)...] {
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("//"), trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")).count > 0,
                      !trimmed.contains(":") || trimmed.contains("#") else { break }
                text += " " + trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
            }
            found.append((i + 1, text))
        }
        return found
    }

    /// What is wrong with one header: ids that are not sections of
    /// `pages`, page references that name no heading.
    static func problems(in header: String, pages: [String: Set<String>], anchors: (String) -> Set<String>?) -> [String] {
        var problems: [String] = []
        let pattern = #"(docs/[\w-]+\.md)?#([\w-]+)|\b([a-z][\w-]*)#([\w-]+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["the id pattern does not compile"] }
        let ns = header as NSString
        for match in regex.matches(in: header, range: NSRange(location: 0, length: ns.length)) {
            if match.range(at: 2).location != NSNotFound, match.range(at: 1).location != NSNotFound {
                let page = ns.substring(with: match.range(at: 1)), anchor = ns.substring(with: match.range(at: 2))
                guard let known = anchors(page) else { problems.append("\(page) is not a page of docs/"); continue }
                if !known.contains(anchor) { problems.append("\(page) has no heading '#\(anchor)'") }
            } else if match.range(at: 3).location != NSNotFound {
                let page = ns.substring(with: match.range(at: 3)), section = ns.substring(with: match.range(at: 4))
                guard let sections = pages[page] else { problems.append("'\(page)#\(section)': '\(page)' is not a page of pages.yaml"); continue }
                if !sections.contains(section) { problems.append("'\(page)#\(section)': '\(section)' is not a section of '\(page)'") }
            }
        }
        return problems
    }

    /// GitHub's heading anchors of a Markdown text.
    static func headingAnchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        var fenced = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(String(title.compactMap { c -> Character? in
                c.isLetter || c.isNumber || c == "-" || c == "_" ? c : (c == " " ? "-" : nil)
            }))
        }
        return anchors
    }
}

@Suite("Related documentation headers")
struct RelatedDocumentationTests {
    @Test("every id a source file's 'Related documentation' header names is a section of pages.yaml or a heading of docs/")
    func headersNameKnownSections() throws {
        let catalog = try PageCatalogLoader.load(file: RelatedDocumentation.root.appendingPathComponent("Specs/pages.yaml").path)
        var pages: [String: Set<String>] = [:]
        for page in catalog.pages {
            pages[page.id] = Set(page.sections.map { $0.id.split(separator: "#").last.map(String.init) ?? $0.id })
        }
        #expect(pages.count >= 4)
        let anchors: (String) -> Set<String>? = { page in
            (try? String(contentsOf: RelatedDocumentation.root.appendingPathComponent(page), encoding: .utf8))
                .map(RelatedDocumentation.headingAnchors)
        }
        let sources = RelatedDocumentation.root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        var problems: [String] = [], headers = 0
        for file in files {
            for (line, text) in RelatedDocumentation.headers(in: try String(contentsOf: file, encoding: .utf8)) {
                headers += 1
                for problem in RelatedDocumentation.problems(in: text, pages: pages, anchors: anchors) {
                    problems.append("\(file.path.replacingOccurrences(of: sources.path + "/", with: "")):\(line): \(problem)")
                }
            }
        }
        #expect(headers > 50, "headers were found")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("an unknown page, an unknown section and a missing heading are each reported")
    func problemsAreFound() {
        let pages = ["crud-delete": Set(["delete-an-object"])]
        let anchors: (String) -> Set<String>? = { $0 == "docs/running.md" ? ["the-load-cache"] : nil }
        let header = " crud-delete#delete-an-object, crud-delete#delete-all, language#values, docs/running.md#the-load-cache, docs/running.md#nothing, docs/other.md#x."
        #expect(RelatedDocumentation.problems(in: header, pages: pages, anchors: anchors) == [
            "'crud-delete#delete-all': 'delete-all' is not a section of 'crud-delete'",
            "'language#values': 'language' is not a page of pages.yaml",
            "docs/running.md has no heading '#nothing'",
            "docs/other.md is not a page of docs/",
        ])
        let text = """
            // What the file does.
            // Related documentation: crud-delete#delete-an-object,
            // rlmarray#querying.

            import Foundation
            """
        #expect(RelatedDocumentation.headers(in: text).map(\.line) == [2])
        #expect(RelatedDocumentation.headers(in: text).first?.text == " crud-delete#delete-an-object, rlmarray#querying.")
    }
}
