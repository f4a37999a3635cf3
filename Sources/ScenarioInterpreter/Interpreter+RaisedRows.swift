// Which row of exceptions.md an index past the end raised. IX2, IX2s, IX2r
// and IX2m say the same words (`Index 5 is out of bounds (must be less than
// 3).`) from the same members (`List.subscript`); the SDK raises IX2 from an
// unmanaged List (RLMArray.mm), IX2s from an unmanaged MutableSet (RLMSet.mm),
// IX2r from a managed List's replace or subscript setter
// (RLMManagedArray.mm's explicit check) and IX2m from any other managed
// collection (core's OutOfBounds, rewritten by RLMResults.mm). Only the state
// the call ran in tells them apart, so the interpreter records the row where
// it raises the error or receives it from the engine, and a passing
// `assertThrows(…, reason:)` reports it with its line: the coverage credits
// these rows by what was raised, not by the text.
// Related SDK sections: sdk-messages (exceptions.md §5 IX2, IX2s, IX2r, IX2m).

internal import RealmRules
internal import RealmSpecCore

/// A row of exceptions.md that a passing `assertThrows(…, reason:)` saw raised.
public struct RaisedRow: Hashable, Sendable, Codable {
    /// The line of the `assertThrows`.
    public var line: Int
    /// The row's id (`IX2m`).
    public var row: String
    public init(line: Int, row: String) { self.line = line; self.row = row }
}

extension Interpreter {
    /// An index past the end of an unmanaged collection, raised as `row` (IX2 or IX2s).
    func outOfBounds(_ row: SDKMessage, _ index: Int, _ count: Int) -> Interrupt {
        raisedIndexRow = row
        return Interrupt.realm(Rule.outOfBounds(index, count), nil)
    }

    /// An index error an engine raised for `call` on a managed collection:
    /// IX2r for a List's replace (and subscript setter), IX2m for anything else.
    func noteManagedIndexError(of call: EngineCall) {
        if case .listReplace = call { raisedIndexRow = .ix2r } else { raisedIndexRow = .ix2m }
    }

    /// Called when `assertThrows(…, reason:)` held for `error`: records the
    /// index row the expression raised, if it raised one.
    func noteRaised(_ error: EngineError) {
        guard error.kind == .indexOutOfBounds, let row = raisedIndexRow else { return }
        raisedRows.append(RaisedRow(line: (assertionLocation ?? location).line, row: row.rawValue))
    }
}
