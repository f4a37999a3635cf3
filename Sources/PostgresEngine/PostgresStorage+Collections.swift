// List, set and map contents in PostgreSQL: the rows of the property's
// table for one owner, in `pos` order, each with its slot id, its map key
// and its tagged value. An edit touches only the rows it changes: an insert
// shifts the positions after it and adds rows in one statement, a removal
// deletes and shifts back, a replacement updates one row.
//
// Related documentation: rlmarray#adding-removing-replacing,
// crud-update#update-a-map-dictionary, crud-update#update-a-mutableset-property.

public import ObjectStore
public import RealmSpecCore

extension PostgresStorage {
    public func collection(table t: Int, row: Int, property p: Int) -> CollectionStore {
        if let frozen { return frozen.collection(table: t, row: row, property: p) }
        var out = CollectionStore()
        let isMap = catalog.tables[t].flags[p].collection == .map
        for found in rows("SELECT slot, t, i, r, b, k FROM \(layout.collectionTable(t, p)) WHERE owner = $1 ORDER BY pos",
                          [.int8(Int64(row))], "collection") where found.count == 6 {
            Self.append(found, to: &out, isMap: isMap)
        }
        return out
    }

    /// Positions run from 0 without gaps, so the count is one past the
    /// highest: one step down the (owner, pos) index, not a read of the contents.
    public func collectionCount(table t: Int, row: Int, property p: Int) -> Int {
        if let frozen { return frozen.collection(table: t, row: row, property: p).values.count }
        if let known = session?.cache.length(table: t, row: row, property: p) { return known }
        guard case .int8(let n)? = rows("SELECT coalesce(max(pos) + 1, 0) FROM \(layout.collectionTable(t, p)) WHERE owner = $1",
                                        [.int8(Int64(row))], "count").first?.first else { return 0 }
        session?.cache.noteLength(Int(n), table: t, row: row, property: p)
        return Int(n)
    }

    /// One row of the (owner, pos) index.
    public func collectionElement(table t: Int, row: Int, property p: Int, at index: Int) -> Value? {
        if let frozen {
            let values = frozen.collection(table: t, row: row, property: p).values
            return values.indices.contains(index) ? values[index] : nil
        }
        guard let found = rows("SELECT t, i, r, b FROM \(layout.collectionTable(t, p)) WHERE owner = $1 AND pos = $2",
                               [.int8(Int64(row)), .int8(Int64(index))], "element").first, found.count == 4 else { return nil }
        return Cell.untagged(found[0], found[1], found[2], found[3])
    }

    /// Adds one stored element (slot, t, i, r, b, k) to a collection's contents.
    static func append(_ found: [PGValue], to out: inout CollectionStore, isMap: Bool) {
        if case .int8(let slot) = found[0] { out.slots.append(slot) } else { out.slots.append(0) }
        out.values.append(Cell.untagged(found[1], found[2], found[3], found[4]))
        if isMap {
            if case .bytes(let k) = found[5] { out.keys.append(String(decoding: k, as: UTF8.self)) } else { out.keys.append("") }
        }
    }

    public mutating func edit(_ edit: CollectionEdit, table t: Int, row: Int, property p: Int) {
        let table = layout.collectionTable(t, p)
        let owner = PGValue.int8(Int64(row))
        let length = session?.cache.length(table: t, row: row, property: p)
        session?.cache.apply(edit, table: t, row: row, property: p)
        switch edit {
        case .insert(let at, let values, let slots, let keys):
            // The shift rides with the first INSERT (one round trip): both
            // see the rows as they were, and the new rows are not shifted.
            // An append to a collection of known length shifts nothing.
            insert(into: table, owner: owner, from: at, values: values, slots: slots, keys: keys,
                   shift: at == length ? 0 : values.count)
        case .remove(let at, let count):
            run("DELETE FROM \(table) WHERE owner = $1 AND pos >= $2 AND pos < $3",
                [owner, .int8(Int64(at)), .int8(Int64(at + count))], "collection")
            run("UPDATE \(table) SET pos = pos - $3 WHERE owner = $1 AND pos >= $2",
                [owner, .int8(Int64(at + count)), .int8(Int64(count))], "collection")
        case .replace(let at, let value):
            replace(in: table, owner: owner, at: at, with: value)
        case .move(let from, let to):
            guard from != to else { return }
            // Park the moving row, close its gap, open the new one, put it there.
            run("UPDATE \(table) SET pos = -1 WHERE owner = $1 AND pos = $2", [owner, .int8(Int64(from))], "collection")
            run("UPDATE \(table) SET pos = pos - 1 WHERE owner = $1 AND pos > $2", [owner, .int8(Int64(from))], "collection")
            run("UPDATE \(table) SET pos = pos + 1 WHERE owner = $1 AND pos >= $2", [owner, .int8(Int64(to))], "collection")
            run("UPDATE \(table) SET pos = $2 WHERE owner = $1 AND pos = -1", [owner, .int8(Int64(to))], "collection")
        case .swap(let i, let j):
            // Values trade places; slots and keys stay (CollectionStore.apply).
            let contents = collection(table: t, row: row, property: p)
            guard i != j, i >= 0, j >= 0, i < contents.values.count, j < contents.values.count else { return }
            replace(in: table, owner: owner, at: i, with: contents.values[j])
            replace(in: table, owner: owner, at: j, with: contents.values[i])
        case .replaceAll(let contents):
            run("DELETE FROM \(table) WHERE owner = $1", [owner], "collection")
            insert(into: table, owner: owner, from: 0, values: contents.values, slots: contents.slots, keys: contents.keys)
        }
    }

    private func replace(in table: String, owner: PGValue, at: Int, with value: Value) {
        run("UPDATE \(table) SET t = $3, i = $4, r = $5, b = $6 WHERE owner = $1 AND pos = $2",
            [owner, .int8(Int64(at))] + Cell.tagged(value), "collection")
    }

    /// Inserts elements at positions `from`, `from + 1`, …, many rows per statement.
    /// `shift`: first move the elements at `from` and after that many places on, in the first statement.
    private func insert(into table: String, owner: PGValue, from: Int, values: [Value], slots: [Int64], keys: [String],
                        shift: Int = 0) {
        let perStatement = 1_000
        var start = 0
        while start < values.count {
            let end = min(start + perStatement, values.count)
            var arguments: [PGValue] = []
            var tuples: [String] = []
            var head = ""
            if start == 0 && shift > 0 {
                arguments = [owner, .int8(Int64(from)), .int8(Int64(shift))]
                head = "WITH shifted AS (UPDATE \(table) SET pos = pos + $3 WHERE owner = $1 AND pos >= $2) "
            }
            for n in start..<end {
                let key: PGValue = n < keys.count ? .bytes(Array(keys[n].utf8)) : .null
                let base = arguments.count
                arguments += [owner, .int8(Int64(from + n)), .int8(n < slots.count ? slots[n] : 0), key] + Cell.tagged(values[n])
                tuples.append("(" + (1...8).map { "$\(base + $0)" }.joined(separator: ", ") + ")")
            }
            run(head + "INSERT INTO \(table) (owner, pos, slot, k, t, i, r, b) VALUES \(tuples.joined(separator: ", "))",
                arguments, "collection")
            start = end
        }
    }
}
