// The comparison matrix laid out as Markdown: a table whose cells link to
// per-cell lists of failures.

internal import SpecRunModel

struct MatrixMarkdown {
    var matrix: Matrix

    static let marks: [Matrix.Colour: String] = [.green: "🟢", .amber: "🟠", .red: "🔴", .skip: "🔵", .grey: "⚪"]

    func page() -> String {
        var md = "# Engines x documentation sections\n\n"
        md += "Run started \(JUnitFormat.timestamp(matrix.startedAt)) UTC on \(MarkdownText.escaped(matrix.hostname)). "
        md += "[Documentation coverage](coverage.md)\n\n"
        md += totals()
        for engine in matrix.engines {
            guard let message = matrix.sharedErrors[engine] else { continue }
            md += "**\(MarkdownText.escaped(engine))**: every case is an error with this one message, shown here once: "
            md += "\(MarkdownText.escaped(message))\n\n"
        }
        md += "🟢 all passed · 🟠 some passed · 🔴 none passed · 🔵 nothing failed, some skipped · ⚪ none ran. "
        md += "Cells show passed/ran; skipped cases are counted apart.\n\n"
        md += table()
        md += problems()
        return md
    }

    private func totals() -> String {
        var md = "| Engine | Passed | Failed | Errors | Timeouts | Unexpected passes | Expected failures | Skipped | Pass rate |\n"
        md += "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for (e, engine) in matrix.engines.enumerated() {
            let t = matrix.totals(engine: e)
            func n(_ s: CaseStatus) -> Int { t.count(s) }
            let (bad, rate) = (t.bad, t.rate)
            md += "| \(MarkdownText.escaped(engine)) | \(n(.pass)) |"
            md += bad > 0 ? " **\(bad)** |" : " 0 |"
            md += [CaseStatus.error, .timeout, .xpass].map { n($0) > 0 ? " **\(n($0))** |" : " 0 |" }.joined()
            md += " \(n(.xfail)) | \(n(.skipped)) | \(bad > 0 ? "🔴 " : "")\(rate) |\n"
        }
        return md + "\n" + MarkdownText.escaped(Matrix.failedNote) + "\n\n"
    }

    private func table() -> String {
        var md = "| Section |" + matrix.engines.map { " \(MarkdownText.escaped($0)) |" }.joined() + "\n"
        md += "|---|" + String(repeating: "---|", count: matrix.engines.count) + "\n"
        for (group, members) in matrix.groups {
            md += "| **\(MarkdownText.escaped(group.title))** |" + String(repeating: " |", count: matrix.engines.count) + "\n"
            for r in members {
                md += "| \(MarkdownText.escaped(matrix.rows[r].id)) |"
                md += matrix.cells[r].map { " \(cell($0)) |" }.joined() + "\n"
            }
        }
        md += "| **All sections** |"
        md += matrix.engines.indices.map { " \(cell(matrix.total(engine: $0), linked: false)) |" }.joined() + "\n\n"
        return md
    }

    private func cell(_ cell: Matrix.Cell, linked: Bool = true) -> String {
        let mark = Self.marks[cell.colour] ?? ""
        let label = linked && !cell.problems.isEmpty ? "[\(cell.label)](#\(cell.anchor))" : cell.label
        let skipped = cell.skipped > 0 ? " (+\(cell.skipped) skipped)" : ""
        return "\(mark) \(label)\(skipped)"
    }

    private func problems() -> String {
        var md = "## Failures by cell\n\n"
        var any = false
        for (r, row) in matrix.rows.enumerated() {
            for (e, engine) in matrix.engines.enumerated() where !matrix.cells[r][e].problems.isEmpty {
                any = true
                let cell = matrix.cells[r][e]
                md += "<a id=\"\(cell.anchor)\"></a>\n\n"
                md += "### \(MarkdownText.escaped(row.id)) on \(MarkdownText.escaped(engine)) (\(cell.label))\n\n"
                for record in cell.problems { md += item(record) }
                md += "\n"
            }
        }
        if !any { md += "Every case that ran passed.\n" }
        return md
    }

    private func item(_ record: CaseRecord) -> String {
        var md = "- **\(record.status.label)** \(MarkdownText.escaped(record.name))"
        md += " at [\(MarkdownText.escaped("\(record.file):\(record.line)"))](\(matrix.sourceLink(record).replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: ")", with: "%29")))"
        if let message = matrix.message(record) { md += ": \(MarkdownText.escaped(message))" }
        md += "\n"
        if let about = record.description, !about.isEmpty { md += "  - scenario: \(MarkdownText.escaped(about))\n" }
        for line in matrix.claimLines(record) { md += "  - claim \(MarkdownText.escaped(line))\n" }
        return md
    }
}
