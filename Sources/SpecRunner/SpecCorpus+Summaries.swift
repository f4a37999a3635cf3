// What the coverage pages read of the corpus: each runnable scenario's
// page, section, claims and `sdk` line, and what it uses of the SDK.

internal import ScenarioLanguage
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
            if let usage = planned.scenario.apiUsage {
                let checked = Set(usage.checked)
                summary.apiUses = usage.members.map {
                    ApiUseRef(receiver: $0.receiver, id: $0.id, type: $0.creditedType, row: $0.row?.id, checked: checked.contains($0))
                }
                summary.reasons = usage.reasons
                summary.reasonMembers = usage.reasonMembers
                summary.creditedMembers = usage.creditedIds.sorted()
                summary.refusalMembers = usage.refusalCreditedIds.sorted()
            }
            return summary
        }
    }
}
