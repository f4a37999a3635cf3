// Change sets for collection observers: which elements were deleted (old
// indices), inserted (new indices) and modified (old indices). List elements
// are matched by slot, so a moved element is one deletion and one insertion
// and a replaced one a modification; results are matched by object.
// Computing one is O(n log n) in the collection's size.
//
// Related documentation: rlmarray#notifications.

internal import RealmRules
internal import RealmSpecCore

/// What identifies an element across two versions of a collection.
enum Ident: Hashable {
    case object(Int64, occurrence: Int)
    case value(Value, occurrence: Int)
}

struct ChangeSet<S: Storage> {
    let old: S
    /// The first slot made after `old` was taken.
    let firstNewSlot: Int64
    let new: S
    let ref: CollectionRef
    let touches: TouchLog
    let keyPaths: [[String]]?

    /// Which property writes an observer sees.
    struct Watch {
        let store: S
        let touches: TouchLog
        let keyPaths: [[String]]?

        /// Whether a property of a row counts as changed for this observer.
        func propertyChanged(_ ref: RowRef, property p: Int) -> Bool {
            if let keyPaths {
                let name = store.catalog.tables[ref.table].property(p).name
                return keyPaths.contains { path in path.first == name && changed(ref, p, rest: Array(path.dropFirst())) }
            }
            return changed(ref, p, rest: [])
        }

        private func changed(_ ref: RowRef, _ p: Int, rest: [String]) -> Bool {
            if touches.properties[ref]?.contains(p) == true { return true }
            guard !rest.isEmpty, let row = store.row(table: ref.table, id: ref.id) else { return false }
            for target in linked(store.fullValue(table: ref.table, row: row, property: p)) {
                guard let q = store.catalog.tables[target.table].propertyIndex[rest[0]] else { continue }
                if changed(target, q, rest: Array(rest.dropFirst())) { return true }
            }
            return false
        }

        /// Whether any observed property of an object changed (and, with no
        /// key paths, of the objects it links to, one level deep).
        func objectChanged(_ ref: RowRef, depth: Int = 0) -> Bool {
            guard let row = store.row(table: ref.table, id: ref.id) else { return false }
            let props = store.catalog.tables[ref.table].schema.properties
            if keyPaths != nil {
                return props.indices.contains { propertyChanged(ref, property: $0) }
            }
            if !(touches.properties[ref]?.isEmpty ?? true) { return true }
            guard depth < 1 else { return false }
            for p in props.indices where props[p].type.objectType != nil && !props[p].isLinkingObjects {
                if linked(store.fullValue(table: ref.table, row: row, property: p)).contains(where: { objectChanged($0, depth: depth + 1) }) {
                    return true
                }
            }
            return false
        }

        func linked(_ v: Value) -> [RowRef] {
            let index = store.catalog.tableIndex
            return S.elements(of: v).compactMap { $0.linkKey.flatMap { k in index[k.type].map { RowRef(table: $0, id: k.id) } } }
        }
    }

    func compute() -> CollectionChange {
        if let before = slotted(old) {
            let after = slotted(new) ?? CollectionStore()
            if !touches.reordered { return inOrder(before.slots, after, firstNewSlot: firstNewSlot) }
            let replaced = touches.slots
            if let table = SlotTable(before.slots, after.slots) {
                let marked = table.marks(replaced)
                return changes(beforeCount: before.slots.count, matches: table.matches(after.slots),
                               values: after.values, mayLink: elementsMayLink) { j in
                    !replaced.isEmpty && marked[table.offset(after.slots[j])]
                }
            }
            return changes(beforeCount: before.slots.count, matches: Self.matches(before.slots, after.slots),
                           values: after.values, mayLink: elementsMayLink) { j in
                !replaced.isEmpty && replaced.contains(after.slots[j])
            }
        }
        let before = elements(in: old)
        let after = elements(in: new)
        return changes(beforeCount: before.count, matches: Self.matches(before.map(\.ident), after.map(\.ident)),
                       values: after.map(\.value), mayLink: true) { _ in false }
    }

    /// Whether the observed property's elements can be links (only then can
    /// a change to another object modify an element).
    private var elementsMayLink: Bool {
        guard case let .property(owner, name) = ref, let t = new.catalog.tableIndex[owner.type],
              let p = new.catalog.tables[t].propertyIndex[name] else { return true }
        switch new.catalog.tables[t].property(p).type {
        case .object, .mixed: return true
        default: return false
        }
    }

    /// For each element after, its index before (-1 for none), by hashing.
    static func matches<K: Hashable>(_ before: [K], _ after: [K]) -> [Int] {
        var oldIndex: [K: Int] = [:]
        oldIndex.reserveCapacity(before.count)
        for (i, e) in before.enumerated() { oldIndex[e] = i }
        return after.map { oldIndex[$0] ?? -1 }
    }

    /// The change set when no element moved: one pass over both slot lists.
    /// Slots made after the baseline are insertions; an old slot that is not
    /// next in the new list was deleted.
    private func inOrder(_ before: [Int64], _ after: CollectionStore, firstNewSlot: Int64) -> CollectionChange {
        var change = CollectionChange()
        let watch = Watch(store: new, touches: touches, keyPaths: keyPaths)
        let checkObjects = !touches.properties.isEmpty
        var i = 0, j = 0
        while i < before.count || j < after.slots.count {
            if i < before.count, j < after.slots.count, before[i] == after.slots[j] {
                if touches.slots.contains(after.slots[j])
                    || (checkObjects && after.values[j].linkKey != nil
                        && watch.linked(after.values[j]).contains(where: { watch.objectChanged($0) })) {
                    change.modifications.append(i)
                }
                i += 1; j += 1
            } else if j < after.slots.count && (after.slots[j] >= firstNewSlot || i == before.count) {
                change.insertions.append(j); j += 1
            } else {
                change.deletions.append(i); i += 1
            }
        }
        return change
    }

    /// Deletions and moves from the matches, modifications from the touches.
    private func changes(beforeCount: Int, matches: [Int], values: [Value], mayLink: Bool,
                         replaced: (Int) -> Bool) -> CollectionChange {
        var common: [Int] = []
        common.reserveCapacity(matches.count)
        for i in matches where i >= 0 { common.append(i) }
        var kept = Array(repeating: false, count: beforeCount)
        for i in ChangeIndices.longestIncreasing(common) { kept[i] = true }
        var change = CollectionChange()
        for i in 0..<beforeCount where !kept[i] { change.deletions.append(i) }
        let watch = Watch(store: new, touches: touches, keyPaths: keyPaths)
        for (j, i) in matches.enumerated() {
            guard i >= 0, kept[i] else { change.insertions.append(j); continue }
            if replaced(j) { change.modifications.append(i); continue }
            if mayLink, values[j].linkKey != nil, watch.linked(values[j]).contains(where: { watch.objectChanged($0) }) {
                change.modifications.append(i)
            }
        }
        change.modifications.sort()
        return change
    }

    /// A list, set or map property's contents, whose elements carry slots.
    private func slotted(_ s: S) -> CollectionStore? {
        guard case let .property(owner, name) = ref, let t = s.catalog.tableIndex[owner.type],
              let p = s.catalog.tables[t].propertyIndex[name], s.catalog.tables[t].isCollection(p),
              // Linking objects are results of the objects that link here, compared by object.
              !s.catalog.tables[t].flags[p].isLinkingObjects else { return nil }
        guard let r = s.row(table: t, id: owner.id) else { return CollectionStore() }
        return s.collection(table: t, row: r, property: p)
    }

    /// The elements of results in one version, identified by object (or value) and occurrence.
    private func elements(in s: S) -> [(ident: Ident, value: Value)] {
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
}
