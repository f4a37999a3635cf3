// The part of a collection's change set both engines compute the same way:
// the elements that kept their relative order are one longest increasing
// run of their old positions; the rest count as deleted and inserted.
//
// Related documentation: rlmarray#notifications, crud-update#update-realm-objects.

/// Index arithmetic for collection change sets.
public enum ChangeIndices {
    /// The values of one longest strictly increasing subsequence of `xs`.
    /// Values larger than every tail so far (the common case
    /// for a list after a few edits) extend it without a search.
    public static func longestIncreasing(_ xs: [Int]) -> [Int] {
        var tails: [Int] = []      // positions in xs
        var tailValues: [Int] = [] // xs at those positions, for the search
        tails.reserveCapacity(xs.count)
        tailValues.reserveCapacity(xs.count)
        var previous = [Int](repeating: -1, count: xs.count)
        for (i, x) in xs.enumerated() {
            var low = tails.count
            if let last = tailValues.last, x <= last {
                low = 0
                var high = tails.count
                while low < high {
                    let mid = (low + high) / 2
                    if tailValues[mid] < x { low = mid + 1 } else { high = mid }
                }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i); tailValues.append(x) } else { tails[low] = i; tailValues[low] = x }
        }
        var out = [Int](repeating: 0, count: tails.count)
        var k = tails.last ?? -1
        for n in stride(from: out.count - 1, through: 0, by: -1) where k >= 0 {
            out[n] = xs[k]
            k = previous[k]
        }
        return out
    }
}
