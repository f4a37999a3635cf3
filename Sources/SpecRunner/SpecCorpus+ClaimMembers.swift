// The claims check of lint: a claim of pages.yaml that scenarios name, none
// of which uses one of the SDK members the claim is about, is an error at
// the claim's line of pages.yaml; a scenario naming a claim without using
// one of its members gets a warning at its own line.
// Related documentation: README "pages.yaml".

internal import Foundation
public import SpecReports
internal import SpecRunModel

extension SpecCorpus {
    /// The claims the corpus' scenarios name without any of them using one of
    /// the claim's members, in pages.yaml order; empty without a pages.yaml.
    ///
    /// Answered only for the whole corpus: when some scenario file under the
    /// Specs root was not loaded, a claim may be backed in that file, and the
    /// answer is empty.
    public var unbackedClaims: [UnbackedClaim] {
        guard let catalog, isWholeCorpus else { return [] }
        return Coverage.unbacked(catalog: catalog, scenarios: summaries)
    }

    /// Each scenario naming a claim without using one of its members (lint
    /// warns: the scenario does not count for that claim); empty without a pages.yaml.
    public var unbackedNamings: [UnbackedNaming] {
        guard let catalog else { return [] }
        return Coverage.unbackedNamings(catalog: catalog, scenarios: summaries)
    }

    /// Whether every scenario file under the Specs root is loaded.
    public var isWholeCorpus: Bool {
        let models = (root as NSString).appendingPathComponent("Models")
        guard let all = try? SpecDiscovery.files(under: [root], excluding: models) else { return false }
        let loaded = Set(files.map { SpecsRoot.standardized($0.path) })
        return all.allSatisfy { loaded.contains(SpecsRoot.standardized($0)) }
    }
}
