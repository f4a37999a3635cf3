// What the coverage pages read of the corpus: each runnable scenario's
// page, section, claims and `sdk` line.

import ScenarioLanguage
import SpecReports

extension SpecCorpus {
    /// One summary per runnable scenario without lint errors of its own, in
    /// file order: a scenario that does not lint covers nothing.
    public var summaries: [ScenarioSummary] {
        scenarios.filter(\.lintErrors.isEmpty).map { planned in
            let meta = planned.scenario.metadata
            return ScenarioSummary(id: planned.id, file: planned.file.path, line: planned.scenario.location.line,
                                   name: planned.scenario.name, page: planned.page, section: planned.section,
                                   claims: meta.claims, sdk: meta.sdk, description: meta.description)
        }
    }
}
