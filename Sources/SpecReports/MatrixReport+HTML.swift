// The comparison matrix laid out as one self-contained HTML page.

internal import SpecRunModel

struct MatrixHTML {
    var matrix: Matrix

    func page() -> String {
        var html = HTMLPage.head(title: "realmspec: engines x documentation sections")
        html += "<h1>Engines x documentation sections</h1>\n"
        html += "<p class=\"meta\">Run started \(HTMLText.escaped(JUnitFormat.timestamp(matrix.startedAt))) UTC"
        html += " on \(HTMLText.escaped(matrix.hostname)). <a href=\"coverage.html\">Documentation coverage</a></p>\n"
        html += totals()
        for engine in matrix.engines {
            guard let message = matrix.sharedErrors[engine] else { continue }
            html += "<p class=\"meta\"><strong>\(HTMLText.escaped(engine))</strong>: every case is an error with this one message, "
            html += "shown here once: \(HTMLText.escaped(message))</p>\n"
        }
        html += legend()
        html += table()
        html += problems()
        html += HTMLPage.tail
        return html
    }

    /// Per engine, at the top: what ran, what broke, what was skipped, and the pass rate.
    private func totals() -> String {
        var html = "<table class=\"totals\">\n<thead><tr><th>Engine</th><th>Passed</th><th>Failed</th><th>Errors</th>"
        html += "<th>Timeouts</th><th>Unexpected passes</th><th>Expected failures</th><th>Skipped</th><th>Pass rate</th></tr></thead>\n<tbody>\n"
        for (e, engine) in matrix.engines.enumerated() {
            let t = matrix.totals(engine: e)
            func n(_ s: CaseStatus) -> Int { t.count(s) }
            let (bad, ran, rate) = (t.bad, t.ran, t.rate)
            html += "<tr><th>\(HTMLText.escaped(engine))</th><td>\(n(.pass))</td>"
            html += bad > 0 ? "<td class=\"cell red\">\(bad)</td>" : "<td>0</td>"
            for s in [CaseStatus.error, .timeout, .xpass] { html += n(s) > 0 ? "<td class=\"cell red\">\(n(s))</td>" : "<td>0</td>" }
            html += "<td>\(n(.xfail))</td>" + (n(.skipped) > 0 ? "<td class=\"cell skip\">\(n(.skipped))</td>" : "<td>0</td>")
            html += "<td class=\"cell \(bad > 0 ? "red" : ran == 0 ? "grey" : "green")\">\(rate)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n<p class=\"legend\">\(HTMLText.escaped(Matrix.failedNote))</p>\n"
    }

    private func legend() -> String {
        "<p class=\"legend\"><span class=\"cell green\">all passed</span> "
            + "<span class=\"cell amber\">some passed</span> <span class=\"cell red\">none passed</span> "
            + "<span class=\"cell skip\">nothing failed, some skipped</span> "
            + "<span class=\"cell grey\">none ran</span> Cells show passed/ran; skipped cases are counted apart.</p>\n"
    }

    private func table() -> String {
        var html = "<table class=\"matrix\">\n<thead><tr><th>Section</th>"
        for engine in matrix.engines { html += "<th>\(HTMLText.escaped(engine))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for (group, members) in matrix.groups {
            html += "<tr class=\"group\"><th colspan=\"\(matrix.engines.count + 1)\">\(HTMLText.escaped(group.title))</th></tr>\n"
            for r in members {
                let row = matrix.rows[r]
                html += "<tr><th class=\"section\"><code>\(HTMLText.escaped(row.id))</code>"
                if let title = row.title { html += "<br><span class=\"title\">\(HTMLText.escaped(title))</span>" }
                html += "</th>"
                for cell in matrix.cells[r] { html += self.cell(cell) }
                html += "</tr>\n"
            }
        }
        html += "</tbody>\n<tfoot><tr><th>All sections</th>"
        for e in matrix.engines.indices { html += cell(matrix.total(engine: e), linked: false) }
        html += "</tr></tfoot>\n</table>\n"
        return html
    }

    private func cell(_ cell: Matrix.Cell, linked: Bool = true) -> String {
        let skipped = cell.skipped > 0 ? " <span class=\"skipped\">+\(cell.skipped) skipped</span>" : ""
        let text = linked && !cell.problems.isEmpty
            ? "<a href=\"#\(HTMLText.escaped(cell.anchor))\">\(cell.label)</a>" : cell.label
        return "<td class=\"cell \(cell.colour.rawValue)\" title=\"\(cell.colour.meaning)\">\(text)\(skipped)</td>"
    }

    private func problems() -> String {
        var html = "<h2>Failures by cell</h2>\n"
        var any = false
        for (r, row) in matrix.rows.enumerated() {
            for (e, engine) in matrix.engines.enumerated() where !matrix.cells[r][e].problems.isEmpty {
                any = true
                let cell = matrix.cells[r][e]
                html += "<section id=\"\(HTMLText.escaped(cell.anchor))\">\n"
                html += "<h3><code>\(HTMLText.escaped(row.id))</code> on \(HTMLText.escaped(engine))"
                html += " <span class=\"cell \(cell.colour.rawValue)\">\(cell.label)</span></h3>\n<ul>\n"
                for record in cell.problems { html += item(record) }
                html += "</ul>\n</section>\n"
            }
        }
        if !any { html += "<p>Every case that ran passed.</p>\n" }
        return html
    }

    private func item(_ record: CaseRecord) -> String {
        var html = "<li><span class=\"status \(HTMLText.slug(record.status.rawValue))\">\(record.status.label)</span> "
        html += "<code>\(HTMLText.escaped(record.name))</code> "
        html += "<a class=\"where\" href=\"\(HTMLText.escaped(matrix.sourceLink(record)))\">"
        html += "\(HTMLText.escaped("\(record.file):\(record.line)"))</a>"
        if let message = matrix.message(record) {
            html += "<div class=\"message\">\(HTMLText.escaped(message))</div>"
        }
        if let about = record.description, !about.isEmpty {
            html += "<div class=\"about\">\(HTMLText.escaped(about))</div>"
        }
        let claims = matrix.claimLines(record)
        if !claims.isEmpty {
            html += "<ul class=\"claims\">" + claims.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>"
        }
        if let details = record.details, !details.isEmpty, details != record.message, details != matrix.sharedErrors[record.engine] {
            html += "<pre>\(HTMLText.escaped(details))</pre>"
        }
        return html + "</li>\n"
    }
}

/// The frame shared by the report pages: inline styles only.
enum HTMLPage {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    static let tail = "</body>\n</html>\n"

    static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #c8c8cc; padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: #f2f2f5; }
        td.cell { text-align: center; min-width: 5em; }
        .cell.green { background: #c9f0cf; } .cell.amber { background: #ffe0a3; }
        .cell.red { background: #ffc4c0; } .cell.grey { background: #e4e4e8; color: #555; }
        .cell.skip { background: #d9e4ff; color: #233; }
        td.cell.red, td.cell.amber { font-weight: 700; box-shadow: inset 0 0 0 2px #b3261e; }
        tr.group th { background: #e8e8ee; font-size: 110%; padding-top: 8px; }
        table.totals td { text-align: right; min-width: 4em; }
        span.cell { padding: 0 6px; border-radius: 3px; }
        .title, .meta, .where, .skipped { color: #555; font-size: 90%; }
        .status { font-weight: 600; margin-right: .4em; }
        .message { margin: .2em 0 0 1em; }
        pre { margin: .3em 0 .6em 1em; padding: .4em; background: #f6f6f8; white-space: pre-wrap; }
        section { margin-bottom: 1em; }
        """
}
