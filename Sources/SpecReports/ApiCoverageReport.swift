// The SDK API and message coverage as `realmspec coverage` prints it and as
// the coverage pages show it: per type "members exercised X of Y in scope"
// with the unexercised members listed, per group of exceptions.md rows
// "messages checked X of Y in scope" with the unchecked rows listed.
// Related SDK sections: sdk-api, sdk-messages.

enum ApiCoverageReport {
    static let heading = "SDK API and messages"

    static func text(_ api: ApiCoverage) -> [String] {
        var lines = ["\(heading):"]
        for t in api.types {
            lines.append("  \(pad(t.type, 18)) members called \(t.members.covered), checked \(t.checked.covered) of \(t.checked.total) in scope (\(t.checked.percentText))")
            if !t.calledOnly.isEmpty { lines.append("  \(pad("", 18)) called, not checked: " + t.calledOnly.map(\.id).joined(separator: ", ")) }
        }
        for g in api.messageGroups {
            lines.append("  \(pad(g.group, 18)) messages checked \(g.messages.covered) of \(g.messages.total) in scope (\(g.messages.percentText))")
        }
        lines.append("  total: members called \(api.members.covered), checked \(api.checked.covered) of \(api.checked.total) in scope (\(api.checked.percentText)), "
                     + "messages checked \(api.messages.covered) of \(api.messages.total) in scope (\(api.messages.percentText))")
        if !api.unresolvedRefs.isEmpty {
            lines.append("  declared rows that name no member of api-surface.md: " + api.unresolvedRefs.joined(separator: ", "))
        }
        return lines + [""]
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func html(_ api: ApiCoverage) -> String {
        var html = "<h2 id=\"sdk-api-coverage\">\(HTMLText.escaped(heading))</h2>\n"
        html += "<p class=\"meta\">Members called \(api.members.summary), checked \(api.checked.summary); messages checked \(api.messages.summary). The aim is 100% checked.</p>\n"
        html += "<table>\n<thead><tr><th>Type</th><th>Members called</th><th>Members checked</th><th>Not called</th><th>Called, not checked</th></tr></thead>\n<tbody>\n"
        for t in api.types {
            html += "<tr><th>\(HTMLText.escaped(t.type))</th>\(cell(t.members))\(cell(t.checked))<td>"
            html += t.unexercised.map { "<code>\(HTMLText.escaped($0.id))</code> <code>\(HTMLText.escaped(plain($0.signature)))</code>" }.joined(separator: "<br>")
            html += "</td><td>"
            html += t.calledOnly.map { "<code>\(HTMLText.escaped($0.id))</code> <code>\(HTMLText.escaped(plain($0.signature)))</code>" }.joined(separator: "<br>")
            html += "</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        html += "<table>\n<thead><tr><th>Messages</th><th>Checked</th><th>Not checked</th></tr></thead>\n<tbody>\n"
        for g in api.messageGroups {
            html += "<tr><th>\(HTMLText.escaped(g.group)) \(HTMLText.escaped(g.title))</th>\(cell(g.messages))<td>"
            html += HTMLText.escaped(g.unchecked.joined(separator: ", ")) + "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// A declaration without the reference's code marks.
    private static func plain(_ signature: String) -> String {
        signature.replacingOccurrences(of: "`", with: "")
    }

    private static func cell(_ t: Tally) -> String {
        "<td>\(t.covered) of \(t.total) (\(t.percentText))</td>"
    }

    static func markdown(_ api: ApiCoverage) -> String {
        var md = "## \(MarkdownText.escaped(heading))\n\n"
        md += "Members called \(api.members.summary), checked \(api.checked.summary); messages checked \(api.messages.summary). The aim is 100% checked.\n\n"
        md += "| Type | Members called | Members checked | Not called | Called, not checked |\n|---|---|---|---|---|\n"
        for t in api.types {
            let missing = t.unexercised.map { "`\($0.id)` \(MarkdownText.escaped(plain($0.signature)))" }.joined(separator: "<br>")
            let unchecked = t.calledOnly.map { "`\($0.id)` \(MarkdownText.escaped(plain($0.signature)))" }.joined(separator: "<br>")
            md += "| \(MarkdownText.escaped(t.type)) | \(t.members.covered) of \(t.members.total) (\(t.members.percentText)) "
            md += "| \(t.checked.covered) of \(t.checked.total) (\(t.checked.percentText)) | \(missing) | \(unchecked) |\n"
        }
        md += "\n| Messages | Checked | Not checked |\n|---|---|---|\n"
        for g in api.messageGroups {
            md += "| \(MarkdownText.escaped(g.group)) \(MarkdownText.escaped(g.title)) | \(g.messages.covered) of \(g.messages.total) "
            md += "(\(g.messages.percentText)) | \(MarkdownText.escaped(g.unchecked.joined(separator: ", "))) |\n"
        }
        return md + "\n"
    }
}
