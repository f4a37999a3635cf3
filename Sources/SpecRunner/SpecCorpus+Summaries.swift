// What the coverage pages read of the corpus: each runnable scenario's
// page, section, claims and `sdk` line.

import SpecReports

extension SpecCorpus {
    /// One summary per runnable scenario, in file order.
    public var summaries: [ScenarioSummary] {
        scenarios.map { planned in
            let meta = planned.scenario.metadata
            return ScenarioSummary(id: planned.id, file: planned.file.path, line: planned.scenario.location.line,
                                   name: planned.scenario.name, page: planned.page, section: planned.section,
                                   claims: meta.claims, sdk: meta.sdk, description: meta.description)
        }
    }
}
