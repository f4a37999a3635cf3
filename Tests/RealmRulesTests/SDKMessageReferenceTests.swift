// The catalogue against the repository's own copy of the SDK reference
// (docs/sdk-reference/exceptions.md): the same row ids, and each template of a
// raised row found, word for word, in the message column of its row. The
// copy is part of the repository, so this check runs in every clone.

import Foundation
import Testing
@testable import RealmRules

@Suite("SDK message catalogue against docs/sdk-reference")
struct SDKMessageReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let exceptions = root.appendingPathComponent("docs/sdk-reference/exceptions.md")

    /// Row id → the row's message column, from the catalogue's tables.
    static func rows() throws -> [String: String] {
        let text = try String(contentsOf: exceptions, encoding: .utf8)
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 4, cells[1].range(of: #"^[A-Z]+[0-9]+[A-Za-z]?$"#, options: .regularExpression) != nil else { continue }
            rows[cells[1]] = cells[3]
        }
        return rows
    }

    @Test("exceptions.md has exactly the catalogue's row ids")
    func sameRows() throws {
        let rows = try Self.rows()
        #expect(Set(rows.keys) == Set(SDKMessage.allCases.map(\.rawValue)),
                "only in exceptions.md: \(Set(rows.keys).subtracting(SDKMessage.allCases.map(\.rawValue)).sorted()); only in the catalogue: \(Set(SDKMessage.allCases.map(\.rawValue)).subtracting(rows.keys).sorted())")
    }

    /// A template as a pattern: its placeholders (`%@`, `%s`, `%llu`, `%zu`,
    /// `%1`…`%9`) stand for any text, everything else must stand as written.
    static func pattern(_ template: String) -> String {
        var escaped = NSRegularExpression.escapedPattern(for: template)
        for placeholder in ["%@", "%llu", "%zu", "%s"] + (1...9).map({ "%\($0)" }) {
            escaped = escaped.replacingOccurrences(of: placeholder, with: ".+?")
        }
        return escaped
    }

    /// Whether `template` stands in `column`: whole, as a pattern; or, for a
    /// variant the row abbreviates ("… set"), the words where it differs from
    /// the row's previous template, after an ellipsis.
    static func stands(_ template: String, after previous: String?, in column: String) -> Bool {
        if column.range(of: pattern(template), options: .regularExpression) != nil { return true }
        guard let previous else { return false }
        let shared = zip(template, previous).prefix { $0 == $1 }.count
        var tail = String(template.dropFirst(shared))
        if let space = template.prefix(shared).lastIndex(of: " "), shared < template.count {
            tail = String(template[template.index(after: space)...])
        }
        guard !tail.isEmpty else { return false }
        return column.range(of: "… [^`]{0,40}" + pattern(tail), options: .regularExpression) != nil
    }

    @Test("each raised row's templates stand in its row of exceptions.md")
    func templatesQuoted() throws {
        let rows = try Self.rows()
        var missing: [String] = []
        for row in SDKMessage.allCases {
            guard case .raised = row.scope, let column = rows[row.rawValue] else { continue }
            // Swift interpolations in the SDK's source are placeholders too.
            let flat = column.replacingOccurrences(of: "\\|", with: "|")
                .replacingOccurrences(of: #"\\\([^)]*\)"#, with: "%@", options: .regularExpression)
            var previous: String?
            for template in row.templates {
                if !Self.stands(template, after: previous, in: flat) { missing.append("\(row.rawValue): \(template)") }
                previous = template
            }
        }
        #expect(missing.isEmpty, "\(missing.count) templates not in their row:\n\(missing.joined(separator: "\n"))")
    }

    @Test("a template with one word changed does not stand in its row")
    func patternIsStrict() throws {
        let rows = try Self.rows()
        let column = try #require(rows["TX4"])
        #expect(Self.stands("Cannot modify %@ outside of a write transaction.", after: nil, in: column))
        #expect(!Self.stands("Cannot change %@ outside of a write transaction.", after: nil, in: column))
        #expect(!Self.stands("Cannot modify %@ inside of a write transaction.", after: nil, in: column))
    }
}
