// What a database storage knows of its own live state without asking the
// database again: rows found alive, and the lengths of collections it has
// counted or changed since. A database storage is the only writer of its
// realm, so the answers stay true until the storage itself deletes rows or
// undoes work: it forgets deleted rows, follows every edit's effect on a
// length, and clears everything when a call or a write is rolled back, on
// `deleteAll`, `reopen` and `open`. A run of appends to one list then asks
// the database for the owner and the length once, not on every call.
//
// Related documentation: rlmarray#adding-removing-replacing.

internal import RealmSpecCore

/// Rows known alive and collection lengths known, in a storage's live state.
public struct LiveStateCache {
    private struct Row: Hashable { var table: Int, id: Int64 }
    private struct Collection: Hashable { var table: Int, row: Int, property: Int }

    private var alive: Set<Row> = []
    private var lengths: [Collection: Int] = [:]

    public init() {}

    /// Whether the row of `id` was found alive since the cache was last cleared.
    public func isAlive(table: Int, id: Int64) -> Bool { alive.contains(Row(table: table, id: id)) }

    /// Records a row the database answered as alive.
    public mutating func noteAlive(table: Int, id: Int64) { alive.insert(Row(table: table, id: id)) }

    /// Forgets deleted rows (their collections go with them).
    public mutating func forget(table: Int, ids: some Sequence<Int64>) {
        guard !alive.isEmpty || !lengths.isEmpty else { return }
        for id in ids { alive.remove(Row(table: table, id: id)) }
        lengths = lengths.filter { $0.key.table != table }
    }

    /// The known number of elements of a collection, or nil.
    public func length(table: Int, row: Int, property: Int) -> Int? {
        lengths[Collection(table: table, row: row, property: property)]
    }

    /// Records the number of elements the database answered.
    public mutating func noteLength(_ n: Int, table: Int, row: Int, property: Int) {
        lengths[Collection(table: table, row: row, property: property)] = n
    }

    /// Follows an edit's effect on the collection's length.
    public mutating func apply(_ edit: CollectionEdit, table: Int, row: Int, property: Int) {
        let key = Collection(table: table, row: row, property: property)
        switch edit {
        case .insert(_, let values, _, _): lengths[key].map { lengths[key] = $0 + values.count }
        case .remove(_, let count): lengths[key].map { lengths[key] = max(0, $0 - count) }
        case .replace, .move, .swap: break
        case .replaceAll(let contents): lengths[key] = contents.values.count
        }
    }

    /// Forgets everything (a rollback, `deleteAll`, a reconnection).
    public mutating func clear() {
        if !alive.isEmpty { alive.removeAll() }
        if !lengths.isEmpty { lengths.removeAll() }
    }
}
