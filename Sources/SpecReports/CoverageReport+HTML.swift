// The coverage page as self-contained HTML: per page and language claims
// and sections covered, every claim with the scenarios covering it, and the
// discrepancy register "Documentation vs shipped SDK".
// Related: SPEC-FORMAT "Where docs and SDK disagree".

struct CoverageHTML {
    var coverage: Coverage
    var index: ScenarioIndex

    func page() -> String {
        var html = HTMLPage.head(title: "realmspec: documentation coverage")
        html += "<h1>Documentation coverage</h1>\n"
        html += "<p class=\"meta\">Claims \(coverage.claims.summary), sections \(coverage.sections.summary).</p>\n"
        html += "<p class=\"meta\"><a href=\"matrix.html\">Engines × sections matrix</a></p>\n"
        html += VerificationTable.brokenSummaryHTML(coverage)
        html += summary()
        html += VerificationTable.html(coverage)
        if let api = coverage.api { html += ApiCoverageReport.html(api) }
        let (documentation, sdk) = coverage.pagesByKind
        for page in documentation { html += self.page(page) }
        if !sdk.isEmpty {
            html += "<h2 id=\"sdk-areas\">\(HTMLText.escaped(Coverage.sdkHeading))</h2>\n"
            for page in sdk { html += self.page(page) }
        }
        html += DiscrepancyHTML(entries: index.discrepancies).section()
        html += unknownClaims()
        html += unbackedClaims()
        html += HTMLPage.tail
        return html
    }

    private func summary() -> String {
        var html = "<table>\n<thead><tr><th>Page</th><th>Claims</th><th>Sections</th><th>By language</th></tr></thead>\n<tbody>\n"
        let (documentation, sdk) = coverage.pagesByKind
        for page in documentation + sdk {
            if page == sdk.first { html += "<tr><th colspan=\"4\">\(HTMLText.escaped(Coverage.sdkHeading))</th></tr>\n" }
            html += "<tr><th><a href=\"#page-\(HTMLText.slug(page.id))\">\(HTMLText.escaped(page.id))</a></th>"
            html += cell(page.claims) + cell(page.sections) + "<td>"
            html += page.perLanguage.map { "\(HTMLText.escaped($0.language)) \($0.claims.summary)" }.joined(separator: " · ")
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private func page(_ page: Coverage.PageCoverage) -> String {
        var html = "<h2 id=\"page-\(HTMLText.slug(page.id))\"><code>\(HTMLText.escaped(page.id))</code> "
        html += "\(HTMLText.escaped(page.title))</h2>\n"
        html += "<p>Claims \(page.claims.summary); sections \(page.sections.summary).</p>\n<table>\n"
        html += "<thead><tr><th>Language</th><th>Claims</th><th>Uncovered</th></tr></thead>\n<tbody>\n"
        for language in page.perLanguage {
            html += "<tr><th>\(HTMLText.escaped(language.language))</th>\(cell(language.claims))<td>"
            html += language.uncovered.map { "<code>\(HTMLText.escaped($0.id))</code>" }.joined(separator: ", ")
            html += "</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if !page.uncoveredSections.isEmpty {
            html += "<p>Sections no scenario names: "
            html += page.uncoveredSections.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")
            html += "</p>\n"
        }
        for claim in page.outOfScopeClaims {
            html += "<p>Out of scope: <code>\(HTMLText.escaped(claim.id))</code> (\(HTMLText.escaped(claim.reason))): no scenario can check it.</p>\n"
        }
        return html + claims(of: page)
    }

    private func claims(of page: Coverage.PageCoverage) -> String {
        let uncovered = Set(page.uncoveredClaims.map(\.id))
        var html = "<table>\n<thead><tr><th>Claim</th><th>Section</th><th>Languages</th><th>Statement</th>"
        html += "<th>Covered by</th></tr></thead>\n<tbody>\n"
        for claim in allClaims(of: page) {
            let scenarios = index.byClaim[claim.id] ?? []
            html += "<tr><td class=\"cell \(uncovered.contains(claim.id) ? "red" : "green")\">"
            html += "<code>\(HTMLText.escaped(claim.id))</code></td>"
            html += "<td><code>\(HTMLText.escaped(claim.section))</code></td>"
            html += "<td>\(HTMLText.escaped(claim.languages.joined(separator: ", ")))</td>"
            html += "<td>\(HTMLText.escaped(claim.text))"
            if let note = claim.note { html += "<br><span class=\"title\">\(HTMLText.escaped(note))</span>" }
            html += "</td><td>"
            html += scenarios.map { scenario in
                "\(HTMLText.escaped(scenario.name)) <span class=\"where\">\(HTMLText.escaped(scenario.location))</span>"
                    + (scenario.uses(anyOf: claim.members, outcome: claim.outcome) ? ""
                   : " <span class=\"title\">(checks none of its members \(claim.outcome == .refusal ? "as refused" : "through its result"))</span>")
            }.joined(separator: "<br>")
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Every claim of the page, uncovered or not, in pages.yaml order.
    private func allClaims(of page: Coverage.PageCoverage) -> [Coverage.ClaimInfo] {
        coverage.allClaims[page.id] ?? []
    }

    private func unknownClaims() -> String {
        guard !coverage.unknownClaims.isEmpty else { return "" }
        var html = "<h2 id=\"unknown-claims\">Claims named by scenarios but not in pages.yaml</h2>\n<ul>\n"
        for (claim, places) in coverage.unknownClaims.sorted(by: { $0.key < $1.key }) {
            html += "<li><code>\(HTMLText.escaped(claim))</code> <span class=\"where\">"
            html += HTMLText.escaped(places.joined(separator: ", ")) + "</span></li>\n"
        }
        return html + "</ul>\n"
    }

    private func unbackedClaims() -> String {
        guard !coverage.unbackedClaims.isEmpty else { return "" }
        var html = "<h2 id=\"unbacked-claims\">Claims whose scenarios check none of their members as the claim states</h2>\n"
        html += "<p>A scenario counts for a claim only when it uses one of the SDK members the claim names.</p>\n<ul>\n"
        for claim in coverage.unbackedClaims {
            html += "<li><code>\(HTMLText.escaped(claim.id))</code>: "
            html += claim.members.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")
            html += " <span class=\"where\">\(HTMLText.escaped(claim.scenarios.joined(separator: ", ")))</span></li>\n"
        }
        return html + "</ul>\n"
    }

    private func cell(_ tally: Tally) -> String {
        let colour = tally.total == 0 ? "grey" : tally.covered == tally.total ? "green" : tally.covered == 0 ? "red" : "amber"
        return "<td class=\"cell \(colour)\">\(tally.summary)</td>"
    }

}

/// "Documentation vs shipped SDK" as an HTML section.
struct DiscrepancyHTML {
    var entries: [Discrepancy]

    func section() -> String {
        var html = "<h2 id=\"documentation-vs-shipped-sdk\">Documentation vs shipped SDK</h2>\n"
        guard !entries.isEmpty else { return html + "<p>No scenario records a difference.</p>\n" }
        html += "<p>Scenarios follow the documentation; these record where the shipped SDK behaves otherwise.</p>\n"
        html += "<table>\n<thead><tr><th>Scenario</th><th>Section</th><th>The page says</th>"
        html += "<th>The SDK does</th></tr></thead>\n<tbody>\n"
        for entry in entries {
            html += "<tr><td><code>\(HTMLText.escaped(entry.scenario.name))</code><br>"
            html += "<span class=\"where\">\(HTMLText.escaped(entry.scenario.location))</span></td>"
            html += "<td><code>\(HTMLText.escaped(entry.place))</code></td><td>"
            html += entry.pageSays.map(HTMLText.escaped).joined(separator: "<br>")
            html += "</td><td>\(HTMLText.escaped(entry.sdkDoes))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
