// Changing a local variable's array, string or dictionary in place: the
// value is moved out of its cell while it changes, so the cell no longer
// shares its storage and the change does not copy the whole collection
// (copy-on-write finds the storage unique). A dictionary keeps an index of
// its string and integer keys beside it, so `d[k] = v` and `d[k]` on a local
// dictionary cost amortised O(1): 10,000 inserts are 10,000 steps, not 50
// million key comparisons.
// Related documentation: docs/writing-scenarios.md#hostile-input.

internal import RealmSpecCore

/// Where each key of a local dictionary is, for dictionaries whose keys are
/// all strings or integers (the keys Swift scenarios use). Integer keys are
/// indexed by their `Double` value, as `==` compares numbers.
struct LocalKeyIndex {
    enum Key: Hashable {
        case string(String)
        case number(Double)
    }

    private(set) var positions: [Key: Int] = [:]

    /// The index key of `value`, or nil for a key of another kind.
    static func key(_ value: RValue) -> Key? {
        guard case .scalar(let scalar) = value else { return nil }
        switch scalar {
        case .string(let s): return .string(s)
        case .int(let i): return .number(Double(i))
        default: return nil
        }
    }

    /// The index of `pairs`, or nil when one of its keys cannot be indexed.
    init?(_ pairs: [(RValue, RValue)]) {
        positions.reserveCapacity(pairs.count)
        for (i, pair) in pairs.enumerated() {
            guard let key = Self.key(pair.0) else { return nil }
            if positions[key] == nil { positions[key] = i }
        }
    }

    /// The position of `key` in `pairs`: looked up when the dictionary is
    /// indexed and `key` can be, otherwise found by comparing with `equal`.
    static func position(of key: RValue, in pairs: [(RValue, RValue)], index: LocalKeyIndex?,
                         equal: (RValue, RValue) throws -> Bool) rethrows -> Int? {
        if let index, let indexed = Self.key(key) { return index.positions[indexed] }
        return try pairs.firstIndex { try equal($0.0, key) }
    }

    /// Notes `key` appended at `position`; an index that cannot hold it is dropped.
    static func appended(_ key: RValue, at position: Int, to index: inout LocalKeyIndex?) {
        guard index != nil, let indexed = Self.key(key) else { index = nil; return }
        index?.positions[indexed] = position
    }
}

extension Cell {
    /// Runs `body` on the cell's array moved out of the cell, then puts it
    /// back (also when `body` throws); nil when the value is not an array.
    /// `copies` counts the times the storage was still shared (another
    /// variable holds the same array) and had to be copied first.
    func changeArrayInPlace<T>(copies: inout Int, _ body: (inout [RValue]) throws -> T) throws -> T? {
        guard case .array(var items) = value else { return nil }
        value = .void
        defer { value = .array(items) }
        if Self.madeUnique(&items) { copies += 1 }
        return try body(&items)
    }

    /// Makes `items`' storage unique; true when that took a copy.
    static func madeUnique<Element>(_ items: inout [Element]) -> Bool {
        let before = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let after = items.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return before != after
    }

    /// Runs `body` on the cell's string moved out of the cell, then puts it back.
    func changeStringInPlace<T>(_ body: (inout String) throws -> T) throws -> T? {
        guard case .scalar(.string(var text)) = value else { return nil }
        value = .void
        defer { value = .scalar(.string(text)) }
        return try body(&text)
    }

    /// Runs `body` on the cell's dictionary and its key index, both moved
    /// out of the cell, then puts them back; nil when the value is not a dictionary.
    func changeDictionaryInPlace<T>(copies: inout Int, _ body: (inout [(RValue, RValue)], inout LocalKeyIndex?) throws -> T) throws -> T? {
        guard case .dictionary(var pairs) = value else { return nil }
        var index = dictionaryIndex ?? LocalKeyIndex(pairs)
        value = .void
        if Self.madeUnique(&pairs) { copies += 1 }
        defer {
            value = .dictionary(pairs)
            dictionaryIndex = index
        }
        return try body(&pairs, &index)
    }

    /// `d[key] = value` on the cell's dictionary, in place: a new key goes
    /// last (after `spend` is told the new count), nil removes the key.
    /// Nil when the value is not a dictionary.
    func setDictionaryValue(_ value: RValue, for key: RValue, copies: inout Int, equal: (RValue, RValue) throws -> Bool,
                            spend: (Int) throws -> Void) throws -> Bool? {
        try changeDictionaryInPlace(copies: &copies) { pairs, index -> Bool in
            if let at = try LocalKeyIndex.position(of: key, in: pairs, index: index, equal: equal) {
                if value.isNull {
                    pairs.remove(at: at)
                    index = nil
                } else {
                    pairs[at].1 = value
                }
            } else if !value.isNull {
                try spend(pairs.count + 1)
                LocalKeyIndex.appended(key, at: pairs.count, to: &index)
                pairs.append((key, value))
            }
            return true
        }
    }

    /// The value for `key` in the cell's dictionary, through its key index;
    /// nil when the value is not a dictionary.
    func dictionaryValue(for key: RValue, equal: (RValue, RValue) throws -> Bool) throws -> RValue? {
        guard case .dictionary(let pairs) = value else { return nil }
        if dictionaryIndex == nil { dictionaryIndex = LocalKeyIndex(pairs) }
        guard let at = try LocalKeyIndex.position(of: key, in: pairs, index: dictionaryIndex, equal: equal) else { return .null }
        return pairs[at].1
    }
}
