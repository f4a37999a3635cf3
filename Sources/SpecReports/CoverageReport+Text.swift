// The plain-text coverage summary `realmspec coverage` prints.
// Related: `realmspec coverage [--require PCT]`.

struct CoverageText {
    var coverage: Coverage

    func render() -> String {
        var lines: [String] = []
        let (documentation, sdk) = coverage.pagesByKind
        for page in documentation { lines += self.page(page) + [""] }
        if !sdk.isEmpty {
            lines += ["\(Coverage.sdkHeading):", ""]
            for page in sdk { lines += self.page(page) + [""] }
        }
        if !coverage.unknownClaims.isEmpty {
            lines.append("claims named by scenarios but not in pages.yaml:")
            for (claim, places) in coverage.unknownClaims.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(oneLine(claim))  (\(places.map(oneLine).joined(separator: ", ")))")
            }
            lines.append("")
        }
        if !coverage.unbackedClaims.isEmpty {
            lines.append("claims named by scenarios none of which uses one of the claim's members:")
            lines += coverage.unbackedClaims.map { "  " + oneLine($0.diagnostic) }
            lines.append("")
        }
        if !coverage.discrepancies.isEmpty {
            lines.append("documentation vs shipped SDK: \(coverage.discrepancies.count) scenario(s)")
            for scenario in coverage.discrepancies {
                lines.append("  \(oneLine(scenario.location)) \(oneLine(scenario.name)): "
                             + oneLine(scenario.sdk ?? ""))
            }
            lines.append("")
        }
        lines += VerificationTable.text(coverage)
        if let api = coverage.api { lines += ApiCoverageReport.text(api) }
        lines.append("total: claims \(coverage.claims.summary), sections \(coverage.sections.summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func page(_ page: PageCoverage) -> [String] {
        var lines = ["\(oneLine(page.id))  \(oneLine(page.title))",
                     "  claims    \(page.claims.summary)",
                     "  sections  \(page.sections.summary)"]
        for language in page.perLanguage {
            lines.append("  \(pad(oneLine(language.language), 8))  \(language.claims.summary)")
        }
        if !page.uncoveredClaims.isEmpty {
            lines.append("  uncovered claims:")
            for claim in page.uncoveredClaims {
                lines.append("    \(oneLine(claim.id)) [\(claim.languages.map(oneLine).joined(separator: ", "))] "
                             + oneLine(claim.text))
            }
        }
        for claim in page.outOfScopeClaims {
            lines.append("  out of scope: \(oneLine(claim.id)) (\(oneLine(claim.reason)))")
        }
        if !page.uncoveredSections.isEmpty {
            lines.append("  sections no scenario names: " + page.uncoveredSections.map(oneLine).joined(separator: ", "))
        }
        return lines
    }

    private typealias PageCoverage = Coverage.PageCoverage

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Terminal-safe: one line, C0 and C1 control characters visibly escaped.
    private func oneLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x9, 0xA, 0xD: result.append(" ")
            case 0x0...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
