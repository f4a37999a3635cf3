// Metadata ids checked against pages.yaml: a scenario's page is a page id,
// its section a section of that page, each of its claims a claim of that
// section. Each mistake is reported at the metadata line's own line and
// column, with the nearest known id when one is close.
// Related documentation: docs/writing-scenarios.md#metadata.

internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

/// The pages, sections and claims of pages.yaml that metadata may name.
public struct KnownPages: Sendable, Hashable {
    public struct Section: Sendable, Hashable {
        public var id: String
        public var claims: [String]
        /// The claims no scenario can check, with why (`threads or queues`).
        public var outOfScope: [String: String]
        public init(id: String, claims: [String], outOfScope: [String: String] = [:]) {
            self.id = id; self.claims = claims; self.outOfScope = outOfScope
        }
    }

    public struct Page: Sendable, Hashable {
        public var id: String
        public var sections: [Section]
        public init(id: String, sections: [Section]) { self.id = id; self.sections = sections }
    }

    public var pages: [Page]
    public init(pages: [Page]) { self.pages = pages }

    /// The page of the scenario language's own scenarios (`Specs/language`).
    /// It is not a documentation page and is not in pages.yaml: its sections
    /// are free-form, and a claim it names must still be a claim of pages.yaml.
    public static let selfTestPage = "language"

    func page(_ id: String) -> Page? { pages.first { $0.id == id } }

    /// Where each claim lives: `page#section`.
    func home(of claim: String) -> String? {
        for page in pages {
            for section in page.sections where section.claims.contains(claim) { return "\(page.id)#\(section.id)" }
        }
        return nil
    }

    var allClaims: [String] { pages.flatMap { $0.sections.flatMap(\.claims) } }
}

/// One `key: value` metadata line with where its value and each of its
/// comma-separated items start (UTF-8 offsets in the file).
struct LocatedMetadata {
    var key: String
    var value: String
    var valueOffset: Int
    var items: [(text: String, offset: Int)]
}

extension MetadataReader {
    /// The metadata lines in a trivia that starts at `offset`: `// key: value`
    /// line comments when `dashed` is false (file level), `/// - key: value`
    /// doc-comment lines when it is true (a scenario's).
    static func located(in trivia: Trivia, at offset: Int, dashed: Bool) -> [LocatedMetadata] {
        var result: [LocatedMetadata] = []
        var position = offset
        for piece in trivia {
            defer { position += piece.sourceLength.utf8Length }
            switch piece {
            case .lineComment(let text) where !dashed: result += located(comment: text, at: position, dashed: false)
            case .docLineComment(let text) where dashed, .docBlockComment(let text) where dashed:
                result += located(comment: text, at: position, dashed: true)
            default: continue
            }
        }
        return result
    }

    private static func located(comment: String, at base: Int, dashed: Bool) -> [LocatedMetadata] {
        var result: [LocatedMetadata] = []
        var lineStart = 0
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineStart += line.utf8.count + 1 }
            var i = line.startIndex
            func skip(_ matches: (Character) -> Bool) { while i < line.endIndex, matches(line[i]) { i = line.index(after: i) } }
            skip { $0 == " " || $0 == "\t" }
            skip { $0 == "/" || $0 == "*" }
            skip { $0 == " " || $0 == "\t" }
            if dashed {
                guard line[i...].hasPrefix("- ") else { continue }
                i = line.index(i, offsetBy: 2)
            }
            guard let (key, _) = keyValue(String(line[i...])), let colon = line[i...].firstIndex(of: ":") else { continue }
            i = line.index(after: colon)
            skip { $0 == " " || $0 == "\t" }
            let offsetOf = { (index: Substring.Index) in base + lineStart + line.utf8.distance(from: line.startIndex, to: index) }
            var items: [(String, Int)] = []
            var itemStart = i
            var j = i
            while true {
                if j == line.endIndex || line[j] == "," {
                    var k = itemStart
                    while k < j, line[k] == " " || line[k] == "\t" { k = line.index(after: k) }
                    let text = String(line[k..<j]).trimmingSpaces()
                    if !text.isEmpty { items.append((text, offsetOf(k))) }
                    if j == line.endIndex { break }
                    itemStart = line.index(after: j)
                }
                j = line.index(after: j)
            }
            result.append(LocatedMetadata(key: key, value: String(line[i...]).trimmingSpaces(), valueOffset: offsetOf(i), items: items))
        }
        return result
    }
}

/// Checks metadata ids against the pages.
struct MetadataIdCheck {
    let pages: KnownPages
    let lines: LineMap

    /// The file-level `// page:`: a page of pages.yaml (or the self-test page).
    func checkFilePage(_ metadata: ScenarioMetadata, located: [LocatedMetadata], fallback: SourceLocation,
                       into sink: inout DiagnosticSink) {
        guard let page = metadata.page else { return }
        let at = located.last { $0.key == "page" }.map { lines.location(offset: $0.valueOffset) } ?? fallback
        checkPage(page, at: at, into: &sink)
    }

    /// A scenario's page (when its doc comment names one), section and claims.
    func checkScenario(_ metadata: ScenarioMetadata, docPage: Bool, located: [LocatedMetadata], fallback: SourceLocation,
                       into sink: inout DiagnosticSink) {
        func place(_ key: String) -> SourceLocation {
            located.last { $0.key == key }.map { lines.location(offset: $0.valueOffset) } ?? fallback
        }
        if docPage, let page = metadata.page, !checkPage(page, at: place("page"), into: &sink) { return }
        let pageId = metadata.page
        if pageId == KnownPages.selfTestPage || pageId == nil {
            checkClaimsAnywhere(metadata.claims, located: located, fallback: fallback, into: &sink)
            return
        }
        guard let pageId, let page = pages.page(pageId) else { return }
        // With no section, or one that is not on the page, claims are checked against the whole page.
        var section: KnownPages.Section?
        if let written = metadata.section {
            let parts = written.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let sectionId = parts.count == 2 ? parts[1] : written
            if parts.count == 2, parts[0] != page.id {
                sink.error(.unknownSection, "section '\(written)' names page '\(parts[0])', but the scenario's page is '\(page.id)'",
                           at: place("section"))
                return
            }
            section = page.sections.first { $0.id == sectionId }
            if section == nil {
                let elsewhere = pages.pages.first { $0.sections.contains { $0.id == sectionId } }
                let message = elsewhere.map { "section '\(sectionId)' is not on page '\(page.id)'; it is on page '\($0.id)'" }
                    ?? "unknown section '\(sectionId)' of page '\(page.id)'" + Messages.didYouMean(sectionId, in: page.sections.map(\.id))
                sink.error(.unknownSection, message, at: place("section"))
            }
        }
        let candidates = section.map(\.claims) ?? page.sections.flatMap(\.claims)
        let scope = section.map { "section '\(page.id)#\($0.id)'" } ?? "page '\(page.id)'"
        for claim in metadata.claims {
            guard let reason = pages.pages.lazy.flatMap(\.sections).compactMap({ $0.outOfScope[claim] }).first else { continue }
            sink.error(.unknownClaim, "claim '\(claim)' is out of scope (\(reason)): no scenario can check it",
                       at: claimLocation(claim, located: located, fallback: fallback))
        }
        for claim in metadata.claims where !candidates.contains(claim) {
            let message = pages.home(of: claim).map { "claim '\(claim)' belongs to section '\($0)', not to \(scope)" }
                ?? Messages.unknownClaim(claim) + " in \(scope)" + Messages.didYouMean(claim, in: candidates)
            sink.error(.unknownClaim, message, at: claimLocation(claim, located: located, fallback: fallback))
        }
    }

    /// Whether `page` is known; an error at `at` when not.
    @discardableResult
    private func checkPage(_ page: String, at: SourceLocation, into sink: inout DiagnosticSink) -> Bool {
        guard page != KnownPages.selfTestPage, pages.page(page) == nil else { return true }
        sink.error(.unknownPage, "unknown page id '\(page)'" + Messages.didYouMean(page, in: pages.pages.map(\.id) + [KnownPages.selfTestPage]),
                   at: at)
        return false
    }

    private func checkClaimsAnywhere(_ claims: [String], located: [LocatedMetadata], fallback: SourceLocation,
                                     into sink: inout DiagnosticSink) {
        let all = pages.allClaims
        let known = Set(all)
        for claim in claims where !known.contains(claim) {
            sink.error(.unknownClaim, Messages.unknownClaim(claim) + Messages.didYouMean(claim, in: all),
                       at: claimLocation(claim, located: located, fallback: fallback))
        }
    }

    private func claimLocation(_ claim: String, located: [LocatedMetadata], fallback: SourceLocation) -> SourceLocation {
        guard let line = located.last(where: { $0.key == "claims" }),
              let item = line.items.first(where: { $0.text == claim }) else { return fallback }
        return lines.location(offset: item.offset)
    }
}
