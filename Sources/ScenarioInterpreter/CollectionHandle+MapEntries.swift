// An unmanaged `Map`'s entries with a key index beside them, so that
// setting, reading and removing a key cost amortised O(1) instead of a walk
// through every entry: 40,000 inserts into `Map<String, Int>()` are 40,000
// steps, not 800 million.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

extension CollectionHandle {
    /// The position of `key` among the entries, building the index on first use.
    func entryPosition(of key: String) -> Int? {
        if keyPositions == nil {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(entryStorage.count)
            for (i, entry) in entryStorage.enumerated() where positions[entry.0] == nil { positions[entry.0] = i }
            keyPositions = positions
        }
        return keyPositions?[key]
    }

    /// The value for `key`, or nil when the map has no such key.
    func entry(_ key: String) -> RValue? {
        entryPosition(of: key).map { entryStorage[$0].1 }
    }

    /// Sets the value for `key` in place: a new key goes last.
    func setEntry(_ key: String, _ value: RValue) {
        if let at = entryPosition(of: key) {
            entryStorage[at].1 = value
        } else {
            keyPositions?[key] = entryStorage.count
            entryStorage.append((key, value))
        }
    }

    /// Removes `key` and its value; the later entries move up one.
    func removeEntry(_ key: String) {
        guard let at = entryPosition(of: key) else { return }
        entryStorage.remove(at: at)
        keyPositions = nil
    }
}
