// `realmspec expectations update` edits the expectations file in place:
// the entries that go are cut out line by line, new ones are added after the
// last entry, and everything else — the header, comments, other keys, empty
// ones included — stays as it was written.

internal import Foundation
internal import Yams

extension ExpectationsUpdate {
    /// The file's text with the entries of `removed` taken out and `added`
    /// appended to `expected-failures`, every other line kept.
    ///
    /// A file that does not exist yet gets the header `render` writes.
    /// - Parameters:
    ///   - text: the file as it is; nil when there is none.
    ///   - file: its path, for messages.
    ///   - removed: scenario ids whose entry goes.
    ///   - added: the new entries, in order.
    /// - Throws: `SpecConfigError` when the file is not an expectations file
    ///   that can be edited line by line (a flow-style list with entries).
    public static func edited(_ text: String?, file: String, engine: String, removed: Set<String>,
                              added: [Expectations.Entry]) throws(SpecConfigError) -> String {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return render(Expectations(entries: added), engine: engine)
        }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let layout = try Layout(text, file: file, lineCount: lines.count)
        // Cut from the bottom up, so earlier line numbers stay right.
        for item in layout.items.reversed() where removed.contains(item.scenario) {
            lines.removeSubrange(item.lines)
        }
        let keptItems = layout.items.filter { !removed.contains($0.scenario) }
        let removedBefore = { (line: Int) in
            layout.items.filter { removed.contains($0.scenario) && $0.lines.upperBound <= line }.map(\.lines.count).reduce(0, +)
        }
        var newLines: [String] = []
        let dash = layout.dashPrefix ?? "  - "
        let indent = String(repeating: " ", count: dash.count)
        for entry in added {
            newLines.append("\(dash)scenario: \(quoted(entry.scenario))")
            newLines.append("\(indent)reason: \(quoted(entry.reason))")
        }
        switch layout.key {
        case .absent:
            if !newLines.isEmpty { lines += ["expected-failures:"] + newLines }
        case .block(let keyLine):
            let at = keptItems.last.map { $0.lines.upperBound - removedBefore($0.lines.upperBound) } ?? keyLine + 1
            lines.insert(contentsOf: newLines, at: at)
            // A list whose every entry went reads `expected-failures: []`.
            if keptItems.isEmpty && newLines.isEmpty && !layout.items.isEmpty { lines[keyLine] = emptied(lines[keyLine]) }
        case .emptyFlow(let keyLine):
            if !newLines.isEmpty {
                lines[keyLine] = lines[keyLine].replacingOccurrences(of: lines[keyLine].contains(" []") ? " []" : "[]", with: "")
                lines.insert(contentsOf: newLines, at: keyLine + 1)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `expected-failures:` with its list emptied: `expected-failures: []`, any comment kept.
    private static func emptied(_ line: String) -> String {
        guard let colon = line.range(of: "expected-failures:") else { return line }
        return line.replacingCharacters(in: colon, with: "expected-failures: []")
    }

    /// Where the `expected-failures` list and its entries are in the file's lines (0-based).
    private struct Layout {
        enum Key { case absent, block(Int), emptyFlow(Int) }
        struct Item { var scenario: String; var lines: Range<Int> }
        var key: Key = .absent
        var items: [Item] = []
        /// The text before `scenario:` on an entry's first line, e.g. `  - `.
        var dashPrefix: String?

        init(_ text: String, file: String, lineCount: Int) throws(SpecConfigError) {
            let root = try YAMLNode.parse(text, file: file)
            guard case .mapping(let mapping) = root.node else { throw root.error("an expectations file must be a mapping") }
            let keys = Array(mapping)
            guard let index = keys.firstIndex(where: { $0.key.string == "expected-failures" }) else { return }
            let (keyNode, value) = keys[index]
            let keyLine = (keyNode.mark?.line ?? 1) - 1
            // The list ends where the next key of the file starts (or at the end).
            let end = keys[(index + 1)...].compactMap { $0.key.mark.map { $0.line - 1 } }.filter { $0 > keyLine }.min() ?? lineCount
            guard case .sequence(let sequence) = value else { key = .block(keyLine); return }
            let lines = text.components(separatedBy: "\n")
            // Yams gives a composed sequence the style of its end event, so
            // a list in brackets is told by the character its mark points at.
            if let mark = sequence.mark, mark.line - 1 < lines.count,
               lines[mark.line - 1].unicodeScalars.dropFirst(mark.column - 1).first == "[" {
                guard sequence.isEmpty else {
                    throw YAMLNode(node: value, file: file)
                        .error("'expected-failures' is a list in brackets; write one entry per line to update it")
                }
                key = .emptyFlow(keyLine)
                return
            }
            key = .block(keyLine)
            let starts = sequence.map { ($0.mark?.line ?? 1) - 1 }
            for (n, item) in sequence.enumerated() {
                var stop = n + 1 < starts.count ? starts[n + 1] : end
                // Blank and comment lines before the next entry or key belong to what follows.
                while stop > starts[n] + 1, Self.isBlankOrComment(lines[stop - 1]) { stop -= 1 }
                let scenario = item["scenario"]?.string ?? ""
                items.append(Item(scenario: scenario, lines: starts[n]..<stop))
            }
            if let first = starts.first, first < lines.count, let range = lines[first].range(of: "scenario:") {
                let prefix = String(lines[first][..<range.lowerBound])
                if prefix.trimmingCharacters(in: .whitespaces) == "-" { dashPrefix = prefix }
            }
        }

        static func isBlankOrComment(_ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }
}
