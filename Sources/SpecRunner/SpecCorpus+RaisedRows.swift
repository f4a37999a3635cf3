// Rows of exceptions.md that only a run tells apart. IX2, IX2s, IX2r and
// IX2m say the same words from the same members; which one a call raises
// depends on whether its collection is managed and on the call. The coverage
// credits them by what the reference engine's run of the scenario raised,
// recorded by the interpreter (`Interpreter+RaisedRows.swift`): only the
// scenarios that assert such a text run, each once.
// Related SDK sections: sdk-messages (exceptions.md §5 IX2, IX2s, IX2r, IX2m).

internal import Dispatch
public import RealmSpecCore
internal import ScenarioInterpreter
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel

extension SpecCorpus {
    /// The longest one scenario may run while its rows are attributed.
    static let raisedRowsTimeout = 10.0

    /// Runs each scenario that asserts the text of a row told apart only when
    /// raised, on an engine `make` opens, and records, per `assertThrows`
    /// line, the rows it raised. A scenario that does not pass there, or whose
    /// engine does not open, is recorded with none: it credits none of them.
    /// Returns the ids of the scenarios that ran.
    @discardableResult
    public mutating func attributeRaisedRows(on make: () throws(EngineError) -> any Engine) -> [String] {
        let rows = SDKMessageRow.catalogue
        var attributed: [String: [Int: [String]]] = [:]
        for planned in scenarios where planned.lintErrors.isEmpty {
            guard let usage = planned.scenario.apiUsage,
                  SDKMessageRow.needRaisedRows(rows, AssertedReason.all(of: usage)) else { continue }
            attributed[planned.id] = Self.raisedRows(of: planned, make)
        }
        raisedRows = attributed
        return attributed.keys.sorted()
    }

    private static func raisedRows(of planned: PlannedScenario, _ make: () throws(EngineError) -> any Engine) -> [Int: [String]] {
        let engine: any Engine
        do { engine = try make() } catch { return [:] }
        let flag = CancellationFlag()
        let timer = DispatchWorkItem { flag.cancel() }
        DispatchQueue.global().asyncAfter(deadline: .now() + raisedRowsTimeout, execute: timer)
        let outcome = ScenarioInterpreter.run(planned.scenario, of: planned.file, on: engine, cancellation: flag)
        timer.cancel()
        guard outcome.status == .passed else { return [:] }
        return Dictionary(grouping: outcome.raisedRows, by: \.line).mapValues { Array(Set($0.map(\.row))).sorted() }
    }
}
