// The part of a collection's change set both engines compute the same way:
// the elements that kept their relative order are one longest increasing
// run of their old positions; the rest count as deleted and inserted.
//
// Related documentation: rlmarray#notifications, crud-update#update-realm-objects.

/// Index arithmetic for collection change sets.
public enum ChangeIndices {
    /// The values of one longest strictly increasing subsequence of `xs`.
    public static func longestIncreasing(_ xs: [Int]) -> [Int] {
        var tails: [Int] = []      // positions in xs
        var previous = Array(repeating: -1, count: xs.count)
        for (i, x) in xs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if xs[tails[mid]] < x { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var out: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 { out.append(xs[k]); k = previous[k] }
        return out.reversed()
    }
}
