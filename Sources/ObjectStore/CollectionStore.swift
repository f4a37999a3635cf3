// The stored contents of one list, set or map property, and the edits a
// storage applies to them. Every element carries a slot id that survives
// moves and replacements, so a change set can tell a moved element from a
// new one (rlmarray#notifications).
//
// Related documentation: rlmarray#adding-removing-replacing,
// crud-update#update-a-map-dictionary, crud-update#update-a-mutableset-property.

public import RealmSpecCore

/// The contents of one list, set or map property of one row.
public struct CollectionStore: Hashable, Sendable {
    public var slots: [Int64]
    public var values: [Value]
    /// Map keys, parallel to `values`, kept sorted. Empty for lists and sets.
    public var keys: [String]

    public init(slots: [Int64] = [], values: [Value] = [], keys: [String] = []) {
        self.slots = slots; self.values = values; self.keys = keys
    }
}

/// One change to a collection's contents, by position.
public enum CollectionEdit: Hashable, Sendable {
    /// Inserts elements (and, for a map, their keys) before `at`.
    case insert(at: Int, values: [Value], slots: [Int64], keys: [String])
    /// Removes `count` elements from `at`.
    case remove(at: Int, count: Int)
    /// Replaces one value; its slot and key stay.
    case replace(at: Int, value: Value)
    case move(from: Int, to: Int)
    case swap(Int, Int)
    /// Replaces the whole contents.
    case replaceAll(CollectionStore)
}

extension CollectionStore {
    /// Applies an edit and answers the edit that undoes it.
    @discardableResult
    public mutating func apply(_ edit: CollectionEdit) -> CollectionEdit {
        switch edit {
        case .insert(let at, let vs, let ss, let ks):
            values.insert(contentsOf: vs, at: at)
            slots.insert(contentsOf: ss, at: at)
            if !ks.isEmpty { keys.insert(contentsOf: ks, at: at) }
            return .remove(at: at, count: vs.count)
        case .remove(let at, let count):
            let range = at..<(at + count)
            let undo = CollectionEdit.insert(at: at, values: Array(values[range]), slots: Array(slots[range]),
                                             keys: keys.isEmpty ? [] : Array(keys[range]))
            values.removeSubrange(range)
            slots.removeSubrange(range)
            if !keys.isEmpty { keys.removeSubrange(range) }
            return undo
        case .replace(let at, let value):
            let old = values[at]
            values[at] = value
            return .replace(at: at, value: old)
        case .move(let from, let to):
            let slot = slots.remove(at: from), value = values.remove(at: from)
            slots.insert(slot, at: to)
            values.insert(value, at: to)
            if !keys.isEmpty { keys.insert(keys.remove(at: from), at: to) }
            return .move(from: to, to: from)
        case .swap(let i, let j):
            values.swapAt(i, j)
            return .swap(i, j)
        case .replaceAll(let contents):
            let old = self
            self = contents
            return .replaceAll(old)
        }
    }
}
