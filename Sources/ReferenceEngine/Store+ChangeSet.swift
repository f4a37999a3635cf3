// Change sets for collection observers: which elements were deleted (old
// indices), inserted (new indices) and modified (old indices). List elements
// are matched by slot, so a moved element is one deletion and one insertion
// and a replaced one a modification; results are matched by object.
// Computing one is O(n log n) in the collection's size.
//
// Related documentation: rlmarray#notifications.

import RealmSpecCore

/// What identifies an element across two versions of a collection.
enum Ident: Hashable {
    case slot(Int64)
    case object(Int64, occurrence: Int)
    case value(Value, occurrence: Int)
}

struct ChangeSet {
    let old: Store
    let new: Store
    let ref: CollectionRef
    let touches: TouchLog
    let keyPaths: [[String]]?

    /// Which property writes an observer sees.
    struct Watch {
        let store: Store
        let touches: TouchLog
        let keyPaths: [[String]]?

        /// Whether a property of a row counts as changed for this observer.
        func propertyChanged(_ ref: RowRef, property p: Int) -> Bool {
            if let keyPaths {
                let name = store.tables[ref.table].schema.properties[p].name
                return keyPaths.contains { path in path.first == name && changed(ref, p, rest: Array(path.dropFirst())) }
            }
            return changed(ref, p, rest: [])
        }

        private func changed(_ ref: RowRef, _ p: Int, rest: [String]) -> Bool {
            if touches.properties[ref]?.contains(p) == true { return true }
            guard !rest.isEmpty, let row = store.tables[ref.table].row(of: ref.id) else { return false }
            for target in linked(store.value(table: ref.table, row: row, property: p)) {
                guard let q = store.tables[target.table].propertyIndex[rest[0]] else { continue }
                if changed(target, q, rest: Array(rest.dropFirst())) { return true }
            }
            return false
        }

        /// Whether any observed property of an object changed (and, with no
        /// key paths, of the objects it links to, one level deep).
        func objectChanged(_ ref: RowRef, depth: Int = 0) -> Bool {
            guard let row = store.tables[ref.table].row(of: ref.id) else { return false }
            let props = store.tables[ref.table].schema.properties
            if keyPaths != nil {
                return props.indices.contains { propertyChanged(ref, property: $0) }
            }
            if !(touches.properties[ref]?.isEmpty ?? true) { return true }
            guard depth < 1 else { return false }
            for p in props.indices where props[p].type.objectType != nil && !props[p].isLinkingObjects {
                if linked(store.value(table: ref.table, row: row, property: p)).contains(where: { objectChanged($0, depth: depth + 1) }) {
                    return true
                }
            }
            return false
        }

        func linked(_ v: Value) -> [RowRef] {
            let values: [Value]
            switch v {
            case .list(let vs), .set(let vs): values = vs
            case .map(let es): values = es.map(\.value)
            default: values = [v]
            }
            return values.compactMap { $0.linkKey.flatMap { k in store.tableIndex[k.type].map { RowRef(table: $0, id: k.id) } } }
        }
    }

    func compute() -> CollectionChange {
        let before = elements(in: old)
        let after = elements(in: new)
        var oldIndex: [Ident: Int] = [:]
        for (i, e) in before.enumerated() { oldIndex[e.ident] = i }
        let common = after.compactMap { oldIndex[$0.ident] }
        let kept = Set(Self.longestIncreasing(common))
        var change = CollectionChange()
        let present = Set(after.map(\.ident))
        for (i, e) in before.enumerated() where !present.contains(e.ident) || !kept.contains(i) { change.deletions.append(i) }
        let watch = Watch(store: new, touches: touches, keyPaths: keyPaths)
        for (j, e) in after.enumerated() {
            guard let i = oldIndex[e.ident], kept.contains(i) else { change.insertions.append(j); continue }
            if modified(e, watch) { change.modifications.append(i) }
        }
        change.deletions.sort()
        change.modifications.sort()
        return change
    }

    private func modified(_ e: (ident: Ident, value: Value), _ watch: Watch) -> Bool {
        if case .slot(let s) = e.ident, touches.slots.contains(s) { return true }
        return watch.linked(e.value).contains { watch.objectChanged($0) }
    }

    /// The elements of the collection in one version, with their identities.
    private func elements(in s: Store) -> [(ident: Ident, value: Value)] {
        if case let .property(owner, name) = ref.base, ref == ref.base,
           let (row, r, p) = try? s.collectionProperty(owner: owner, name: name),
           !s.tables[row.table].schema.properties[p].isLinkingObjects {
            let c = s.tables[row.table].collections[p][r]
            return zip(c.slots, c.values).map { (.slot($0), $1) }
        }
        guard let items = try? s.items(ref) else { return [] }
        var seen: [Ident: Int] = [:]
        return s.values(of: items).map { v in
            let base: Ident = v.linkKey.map { .object($0.id, occurrence: 0) } ?? .value(v, occurrence: 0)
            let n = seen[base, default: 0]
            seen[base] = n + 1
            switch base {
            case .object(let id, _): return (.object(id, occurrence: n), v)
            default: return (.value(v, occurrence: n), v)
            }
        }
    }

    /// Indices (into `xs`' values) of one longest strictly increasing subsequence.
    static func longestIncreasing(_ xs: [Int]) -> [Int] {
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
