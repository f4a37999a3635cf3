// Change sets for collection observers: which elements were deleted (old
// indices), inserted (new indices) and modified (old indices). Elements are
// matched by object id (or value) and occurrence; the longest run kept in
// order stays, everything else is a deletion and an insertion; a kept object
// whose observed properties were written is a modification.
//
// Related documentation: rlmarray#notifications.

import RealmRules
import RealmSpecCore

/// What identifies an element across two versions of a collection.
struct Ident: Hashable {
    var element: Value
    var occurrence: Int

    /// The identities of a collection's elements, in order.
    static func of(_ values: [Value]) -> [Ident] {
        var seen: [Value: Int] = [:]
        return values.map { v in
            let base = v.live
            let n = seen[base, default: 0]
            seen[base] = n + 1
            return Ident(element: base, occurrence: n)
        }
    }
}

enum ChangeSet {
    /// The change from `before` to `after`; `modified` says whether a kept
    /// element (by its value in `after`) counts as modified.
    static func diff(_ before: [Value], _ after: [Value], modified: (Value) -> Bool) -> CollectionChange {
        let old = Ident.of(before), new = Ident.of(after)
        var oldIndex: [Ident: Int] = [:]
        for (i, e) in old.enumerated() { oldIndex[e] = i }
        let common = new.compactMap { oldIndex[$0] }
        var kept = Array(repeating: false, count: old.count)
        for i in ChangeIndices.longestIncreasing(common) { kept[i] = true }
        var change = CollectionChange()
        for i in old.indices where !kept[i] { change.deletions.append(i) }
        for (j, e) in new.enumerated() {
            guard let i = oldIndex[e], kept[i] else { change.insertions.append(j); continue }
            if modified(after[j]) { change.modifications.append(i) }
        }
        change.modifications.sort()
        return change
    }
}
