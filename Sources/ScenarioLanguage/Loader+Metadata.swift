// Metadata: file-level `// key: value` comments before the first declaration
// and each scenario's `/// - key: value` doc-comment lines; the first
// doc-comment sentence is the scenario's description.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

enum MetadataReader {
    static let knownKeys: Set<String> = ["page", "section", "claims", "tags", "since", "sdk", "requires", "sdk-test"]

    /// `// key: value` lines in the trivia before the first declaration.
    static func fileMetadata(_ tree: SourceFileSyntax) -> [(key: String, value: String)] {
        guard let first = tree.firstToken(viewMode: .sourceAccurate) else { return [] }
        var out: [(String, String)] = []
        for piece in first.leadingTrivia {
            guard case .lineComment(let text) = piece else { continue }
            let body = text.dropFirst(2).trimmingSpaces()
            if let (k, v) = keyValue(body) { out.append((k, v)) }
        }
        return out
    }

    /// The `///` lines of a declaration's doc comment, without the slashes.
    static func docLines(_ decl: some SyntaxProtocol) -> [String] {
        var lines: [String] = []
        for piece in decl.leadingTrivia {
            switch piece {
            case .docLineComment(let text): lines.append(String(text.dropFirst(3)).trimmingSpaces())
            case .docBlockComment(let text):
                let inner = text.dropFirst(3).dropLast(2)
                lines.append(contentsOf: inner.split(separator: "\n").map { String($0).trimmingSpaces().trimmingPrefix("*").trimmingSpaces() })
            default: break
            }
        }
        return lines
    }

    /// Fills metadata from `key: value` pairs; file-level values are the base.
    static func apply(_ pairs: [(key: String, value: String)], to m: inout ScenarioMetadata) {
        for (k, v) in pairs {
            switch k {
            case "page": m.page = v
            case "section": m.section = v
            case "claims": m.claims = list(v)
            case "tags": m.tags = list(v)
            case "since": m.since = v
            case "sdk": m.sdk = v
            case "requires": m.requires = (m.requires ?? []) + list(v)
            case "sdk-test": m.sdkTests += list(v).map(SDKTestId.normalised)
            default: break
            }
        }
    }

    /// A scenario's metadata from its doc comment on top of the file's.
    static func scenarioMetadata(docLines: [String], file: ScenarioMetadata) -> (ScenarioMetadata, [String]) {
        var m = file
        var prose: [String] = []
        var pairs: [(String, String)] = []
        var unknown: [String] = []
        for line in docLines {
            if line.hasPrefix("- "), let (k, v) = keyValue(String(line.dropFirst(2))) {
                if knownKeys.contains(k) { pairs.append((k, v)) } else { unknown.append(k) }
            } else if !line.isEmpty, pairs.isEmpty {
                prose.append(line)
            }
        }
        apply(pairs, to: &m)
        m.description = firstSentence(prose.joined(separator: " "))
        return (m, unknown)
    }

    static func firstSentence(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        var prev: Character = " "
        var out = ""
        for c in text {
            if prev == ".", c == " " { return out }
            out.append(c); prev = c
        }
        return out
    }

    static func keyValue(_ s: String) -> (String, String)? {
        guard let colon = s.firstIndex(of: ":") else { return nil }
        let key = String(s[..<colon]).trimmingSpaces()
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return (key, String(s[s.index(after: colon)...]).trimmingSpaces())
    }

    static func list(_ v: String) -> [String] {
        v.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
    func trimmingPrefix(_ p: String) -> String {
        hasPrefix(p) ? String(dropFirst(p.count)) : String(self)
    }
}
