// Documentation coverage of the scenario corpus: computed from pages.yaml
// and the scenarios' metadata, printed by `realmspec coverage`, and written
// as HTML and Markdown pages that also carry the discrepancy register
// ("Documentation vs shipped SDK").
// Related: docs/reports.md.

public import SpecRunModel

/// Computes and writes documentation coverage.
///
///     let coverage = CoverageReport.compute(catalog: pages, scenarios: summaries)
///     print(CoverageReport.text(coverage))
///     try CoverageReport.writeHTML(coverage, scenarios: summaries, to: "Reports/coverage.html")
public enum CoverageReport {
    /// Claims and sections covered, per page and per language.
    public static func compute(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> Coverage {
        Coverage.compute(catalog: catalog, scenarios: scenarios)
    }

    /// What `realmspec coverage` prints: per page the claims, sections and
    /// languages covered, the uncovered claims with their text, and a total.
    public static func text(_ coverage: Coverage) -> String {
        CoverageText(coverage: coverage).render()
    }

    /// Writes the HTML page atomically, discrepancy register included.
    ///
    /// - Throws: `ReportError` naming `path` when it cannot be written.
    public static func writeHTML(_ coverage: Coverage, scenarios: [ScenarioSummary], to path: String) throws(ReportError) {
        try AtomicFile.write(html(coverage, scenarios: scenarios), to: path)
    }

    /// Writes the Markdown page atomically, discrepancy register included.
    ///
    /// - Throws: `ReportError` naming `path` when it cannot be written.
    public static func writeMarkdown(_ coverage: Coverage, scenarios: [ScenarioSummary],
                                     to path: String) throws(ReportError) {
        try AtomicFile.write(markdown(coverage, scenarios: scenarios), to: path)
    }

    /// The HTML page's text.
    public static func html(_ coverage: Coverage, scenarios: [ScenarioSummary]) -> String {
        CoverageHTML(coverage: coverage, index: ScenarioIndex(scenarios, coverage: coverage)).page()
    }

    /// The Markdown page's text.
    public static func markdown(_ coverage: Coverage, scenarios: [ScenarioSummary]) -> String {
        CoverageMarkdown(coverage: coverage, index: ScenarioIndex(scenarios, coverage: coverage)).page()
    }

    /// Both pages' texts, from one index of the scenarios.
    public static func pages(_ coverage: Coverage, scenarios: [ScenarioSummary]) -> (html: String, markdown: String) {
        let index = ScenarioIndex(scenarios, coverage: coverage)
        return (CoverageHTML(coverage: coverage, index: index).page(), CoverageMarkdown(coverage: coverage, index: index).page())
    }
}

/// The scenarios as the coverage pages look them up.
struct ScenarioIndex {
    /// Claim id -> scenarios listing it, in corpus order.
    var byClaim: [String: [ScenarioSummary]] = [:]
    /// The register: scenarios with an `sdk` line.
    var discrepancies: [Discrepancy] = []

    init(_ scenarios: [ScenarioSummary], coverage: Coverage) {
        for scenario in scenarios {
            for claim in scenario.claims { byClaim[claim, default: []].append(scenario) }
        }
        discrepancies = scenarios.compactMap { Discrepancy($0, claimTexts: coverage.claimTexts) }
    }
}

/// One entry of "Documentation vs shipped SDK".
struct Discrepancy {
    var scenario: ScenarioSummary
    /// The scenario's description, then the text of each claim it lists.
    var pageSays: [String]
    var sdkDoes: String

    init?(_ scenario: ScenarioSummary, claimTexts: [String: String]) {
        guard scenario.hasSDKNote, let sdk = scenario.sdk else { return nil }
        self.scenario = scenario
        self.sdkDoes = sdk
        var says: [String] = []
        if let description = scenario.description, !description.isEmpty { says.append(description) }
        for claim in scenario.claims {
            says.append("\(claim): \(claimTexts[claim] ?? "(not in pages.yaml)")")
        }
        self.pageSays = says
    }

    /// `crud-delete#delete-an-object`, or the page alone, or "(none)".
    var place: String {
        if let key = scenario.sectionKey { return "\(key.page)#\(key.section)" }
        return scenario.page ?? "(none)"
    }
}
