// `realmspec coverage`'s part on the SDK test ledger: the per-file figures,
// and a failure for every disagreement between the ledger and the scenarios
// (and, given `--results`, for a covered entry whose scenarios did not pass).

internal import Foundation
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

extension CoverageCommand {
    /// Prints the ledger's account; false when it has a problem or is below `--require-ledger`.
    func ledgerHolds(_ corpus: SpecCorpus, run: RunRecord?) -> Bool {
        guard let ledger = corpus.ledger else {
            if requireLedger != nil { print("--require-ledger: no \(SDKLedger.fileName) in the Specs root '\(corpus.root)'") }
            return requireLedger == nil
        }
        let account = ledger.account(scenarios: corpus.scenarios.map { ($0.id, $0.scenario.metadata.sdkTests) }, run: run)
        print(account.text, terminator: "")
        var holds = account.problems.isEmpty
        if let requireLedger, account.percent < requireLedger {
            print("SDK test ledger accounted \(SDKLedgerAccount.percentText(account.percent)) is below the required \(requireLedger)%")
            holds = false
        }
        return holds
    }

    /// `--credits FILE`: the scenarios behind every credit, as JSON, written atomically.
    func writeCredits(_ corpus: SpecCorpus, to path: String) throws {
        let rows = SDKMessageRow.catalogue
        let credits = CoverageCredits(summaries: corpus.summaries, catalog: corpus.catalog, messages: rows)
        do { try credits.json().write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
        }
        print("wrote the scenarios behind every credit to \(path)")
    }
}
