// Slot matching for list change sets (ChangeSet.swift): a table indexed by
// slot, used when the slots of two versions span a narrow range.
//
// Related documentation: rlmarray#notifications.

/// Slot -> index before, as a table indexed by slot: slots are handed out
/// in order, so those of two versions of a list usually span a range not
/// much wider than the lists, and a table beats hashing each one.
struct SlotTable {
    let low: Int64
    let width: Int
    private var position: [Int32]

    /// Nil when the slots span too wide a range (hashing is used then).
    init?(_ before: [Int64], _ after: [Int64]) {
        guard before.count < Int(Int32.max) else { return nil }
        var low = Int64.max, high = Int64.min
        for slot in before { low = Swift.min(low, slot); high = Swift.max(high, slot) }
        for slot in after { low = Swift.min(low, slot); high = Swift.max(high, slot) }
        guard low <= high else { return nil }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < 4 * Int64(before.count + after.count) + 1024 else { return nil }
        self.low = low
        width = Int(span) + 1
        position = [Int32](repeating: -1, count: width)
        for (i, slot) in before.enumerated() { position[Int(slot - low)] = Int32(truncatingIfNeeded: i) }
    }

    func offset(_ slot: Int64) -> Int { Int(slot - low) }

    /// For each slot after, its index before (-1 for none). Every slot must
    /// be one the table was built with.
    func matches(_ after: [Int64]) -> [Int] {
        after.map { Int(position[offset($0)]) }
    }

    /// A flag per offset: set for the given slots that fall in the range.
    func marks(_ slots: Set<Int64>) -> [Bool] {
        guard !slots.isEmpty else { return [] }
        var out = [Bool](repeating: false, count: width)
        for slot in slots where slot >= low && slot - low < Int64(width) { out[offset(slot)] = true }
        return out
    }
}
