// The coverage page as Markdown, with the discrepancy register
// "Documentation vs shipped SDK".
// Related: SPEC-FORMAT "Where docs and SDK disagree".

struct CoverageMarkdown {
    var coverage: Coverage
    var index: ScenarioIndex

    func page() -> String {
        var md = "# Documentation coverage\n\n"
        md += "Claims \(coverage.claims.summary), sections \(coverage.sections.summary).\n\n"
        md += "| Page | Claims | Sections | By language |\n|---|---|---|---|\n"
        let (documentation, sdk) = coverage.pagesByKind
        for page in documentation + sdk {
            if page == sdk.first { md += "| **\(MarkdownText.escaped(Coverage.sdkHeading))** | | | |\n" }
            let languages = page.perLanguage.map { "\(MarkdownText.escaped($0.language)) \($0.claims.summary)" }
            md += "| \(MarkdownText.escaped(page.id)) | \(page.claims.summary) | \(page.sections.summary) | "
            md += languages.joined(separator: " · ") + " |\n"
        }
        md += "\n[Engines × sections matrix](matrix.md)\n\n"
        md += VerificationTable.brokenSummaryMarkdown(coverage)
        md += VerificationTable.markdown(coverage)
        if let api = coverage.api { md += ApiCoverageReport.markdown(api) }
        for page in documentation { md += self.page(page) }
        if !sdk.isEmpty {
            md += "## \(MarkdownText.escaped(Coverage.sdkHeading))\n\n"
            for page in sdk { md += self.page(page) }
        }
        md += discrepancies()
        md += unknownClaims()
        md += unbackedClaims()
        return md
    }

    private func page(_ page: Coverage.PageCoverage) -> String {
        var md = "## \(MarkdownText.escaped(page.id)): \(MarkdownText.escaped(page.title))\n\n"
        md += "Claims \(page.claims.summary); sections \(page.sections.summary).\n\n"
        for language in page.perLanguage {
            md += "- \(MarkdownText.escaped(language.language)): \(language.claims.summary)\n"
        }
        md += "\n"
        if !page.uncoveredSections.isEmpty {
            md += "Sections no scenario names: "
            md += page.uncoveredSections.map(MarkdownText.escaped).joined(separator: ", ") + "\n\n"
        }
        for claim in page.outOfScopeClaims {
            md += "Out of scope: \(MarkdownText.escaped(claim.id)) (\(MarkdownText.escaped(claim.reason))): no scenario can check it.\n\n"
        }
        guard !page.uncoveredClaims.isEmpty else { return md + "Every claim is covered.\n\n" }
        md += "| Uncovered claim | Section | Languages | Statement |\n|---|---|---|---|\n"
        for claim in page.uncoveredClaims {
            md += "| \(MarkdownText.escaped(claim.id)) | \(MarkdownText.escaped(claim.section)) | "
            md += "\(MarkdownText.escaped(claim.languages.joined(separator: ", "))) | \(MarkdownText.escaped(claim.text)) |\n"
        }
        return md + "\n"
    }

    private func discrepancies() -> String {
        var md = "## Documentation vs shipped SDK\n\n"
        guard !index.discrepancies.isEmpty else { return md + "No scenario records a difference.\n\n" }
        md += "Scenarios follow the documentation; these record where the shipped SDK behaves otherwise.\n\n"
        md += "| Scenario | Section | The page says | The SDK does |\n|---|---|---|---|\n"
        for entry in index.discrepancies {
            md += "| \(MarkdownText.escaped(entry.scenario.name)) at \(MarkdownText.escaped(entry.scenario.location)) | "
            md += "\(MarkdownText.escaped(entry.place)) | "
            md += entry.pageSays.map(MarkdownText.escaped).joined(separator: "<br>")
            md += " | \(MarkdownText.escaped(entry.sdkDoes)) |\n"
        }
        return md + "\n"
    }

    private func unbackedClaims() -> String {
        guard !coverage.unbackedClaims.isEmpty else { return "" }
        var md = "## Claims whose scenarios check none of their members as the claim states\n\n"
        md += "A scenario counts for a claim only when it uses one of the SDK members the claim names.\n\n"
        for claim in coverage.unbackedClaims {
            md += "- \(MarkdownText.escaped(claim.id)): \(claim.members.map(MarkdownText.escaped).joined(separator: ", "))"
            md += " (\(MarkdownText.escaped(claim.scenarios.joined(separator: ", "))))\n"
        }
        return md + "\n"
    }

    private func unknownClaims() -> String {
        guard !coverage.unknownClaims.isEmpty else { return "" }
        var md = "## Claims named by scenarios but not in pages.yaml\n\n"
        for (claim, places) in coverage.unknownClaims.sorted(by: { $0.key < $1.key }) {
            md += "- \(MarkdownText.escaped(claim)): \(MarkdownText.escaped(places.joined(separator: ", ")))\n"
        }
        return md + "\n"
    }

}
