// What the coverage pages read of the corpus: each runnable scenario's
// page, section, claims and `sdk` line, and what it uses of the SDK.

internal import ScenarioAPI
internal import ScenarioLanguage
public import SpecReports
public import SpecRunModel

extension SpecCorpus {
    /// One summary per runnable scenario without lint errors of its own, in
    /// file order: a scenario that does not lint covers nothing.
    public var summaries: [ScenarioSummary] {
        scenarios.filter(\.lintErrors.isEmpty).map { planned in
            let meta = planned.scenario.metadata
            var summary = ScenarioSummary(id: planned.id, file: planned.file.path, line: planned.scenario.location.line,
                                          name: planned.scenario.name, page: planned.page, section: planned.section,
                                          claims: meta.claims, sdk: meta.sdk, description: meta.description)
            summary.apiUsage = planned.scenario.apiUsage
            summary.raisedRows = raisedRows?[planned.id]
            return summary
        }
    }
}

extension SpecCorpus {
    /// What the report set reads of the corpus: its page catalogue, its
    /// scenarios' summaries, and the SDK members the project leaves out.
    public var reportInputs: ReportInputs {
        ReportInputs(catalog: catalog, summaries: summaries, outOfScope: ApiOutOfScope.byType())
    }
}
