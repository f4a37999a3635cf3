// The comparison matrix laid out as Markdown: a table whose cells link to
// per-cell lists of failures.
// Related: issue 4, "Reports" (comparison matrix, plus Markdown).

struct MatrixMarkdown {
    var matrix: Matrix

    static let marks: [Matrix.Colour: String] = [.green: "🟢", .amber: "🟠", .red: "🔴", .grey: "⚪"]

    func page() -> String {
        var md = "# Engines x documentation sections\n\n"
        md += "Run started \(JUnitFormat.timestamp(matrix.startedAt)) UTC on \(MarkdownText.escaped(matrix.hostname)).\n\n"
        md += "🟢 all passed · 🟠 some passed · 🔴 none passed · ⚪ none ran. Cells show passed/ran; skipped cases are not counted as run.\n\n"
        md += table()
        md += problems()
        return md
    }

    private func table() -> String {
        var md = "| Section |" + matrix.engines.map { " \(MarkdownText.escaped($0)) |" }.joined() + "\n"
        md += "|---|" + String(repeating: "---|", count: matrix.engines.count) + "\n"
        for (r, row) in matrix.rows.enumerated() {
            if row.isSDK, r == matrix.rows.firstIndex(where: \.isSDK) {
                md += "| **\(MarkdownText.escaped(Coverage.sdkHeading))** |" + String(repeating: " |", count: matrix.engines.count) + "\n"
            }
            md += "| \(MarkdownText.escaped(row.id)) |"
            md += matrix.cells[r].map { " \(cell($0)) |" }.joined() + "\n"
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
        md += " at \(MarkdownText.escaped("\(record.file):\(record.line)"))"
        if let message = record.message, !message.isEmpty { md += ": \(MarkdownText.escaped(message))" }
        return md + "\n"
    }
}
