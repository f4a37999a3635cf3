// The primary-key index of one in-memory table: integer and string keys (the common
// ones) in structures of their own, so a lookup never hashes a `Value`:
// integers that lie close together (ids counted up, the usual case) in a
// table indexed by key, other integers and strings in dictionaries; every
// other key type (objectId, uuid, nil) shares one dictionary. Each entry names a row index, so a lookup needs no
// search by id. Deleting leaves the entry (a delete then does not copy an
// index a rollback point shares); lookups check that the row is alive, and
// compaction, which moves rows, builds the index again.
//
// Related documentation: crud-update#upsert-an-object.

internal import RealmSpecCore

/// Primary key -> row index, for one table.
struct PrimaryKeyIndex {
    private var ints = IntegerKeys()
    private var strings: [String: Int] = [:]
    private var others: [Value: Int] = [:]

    /// The row an entry names, if any.
    @inline(__always) func row(for key: Value) -> Int? {
        switch key {
        case .int(let i): return ints.row(for: i)
        case .string(let s): return strings[s]
        default: return others[key]
        }
    }

    /// Points `key` at `row`.
    @inline(__always) mutating func set(_ key: Value, row: Int) {
        switch key {
        case .int(let i): ints.set(i, row: row)
        case .string(let s): strings[s] = row
        default: others[key] = row
        }
    }

    /// Removes the entry of `key` when it names `row` (a rolled-back insert).
    mutating func remove(_ key: Value, ifRow row: Int) {
        guard self.row(for: key) == row else { return }
        switch key {
        case .int(let i): ints.remove(i)
        case .string(let s): strings[s] = nil
        default: others[key] = nil
        }
    }

    /// Every row index an entry names (dead rows included).
    var rows: [Int] { ints.rows + Array(strings.values) + Array(others.values) }
}

/// Integer key -> row. Keys from 0 up to `direct.count` live in `direct`
/// (-1 where there is none); the table grows while it stays within a few
/// times the number of keys it holds. Every other key lives in `spread`,
/// and never one that `direct` covers.
struct IntegerKeys {
    private var direct: [Int] = []
    private var directKeys = 0
    private var spread: [Int64: Int] = [:]

    @inline(__always) func row(for key: Int64) -> Int? {
        if key >= 0 && key < Int64(direct.count) {
            let r = direct[Int(key)]
            return r < 0 ? nil : r
        }
        return spread[key]
    }

    @inline(__always) mutating func set(_ key: Int64, row: Int) {
        if key >= 0 && key < Int64(direct.count) {
            if direct[Int(key)] < 0 { directKeys += 1 }
            direct[Int(key)] = row
        } else if key >= 0 && key < 4 * Int64(directKeys + spread.count) + 1024 {
            grow(to: Swift.max(Int(key) + 1, direct.count * 2))
            set(key, row: row)
        } else {
            spread[key] = row
        }
    }

    /// Extends `direct` and moves the keys it now covers out of `spread`.
    private mutating func grow(to count: Int) {
        let old = direct.count
        direct.append(contentsOf: repeatElement(-1, count: count - old))
        let moving = spread.filter { $0.key >= Int64(old) && $0.key < Int64(count) }
        for (key, row) in moving {
            spread[key] = nil
            direct[Int(key)] = row
            directKeys += 1
        }
    }

    mutating func remove(_ key: Int64) {
        if key >= 0 && key < Int64(direct.count) {
            if direct[Int(key)] >= 0 { directKeys -= 1 }
            direct[Int(key)] = -1
        } else {
            spread[key] = nil
        }
    }

    var rows: [Int] { direct.filter { $0 >= 0 } + Array(spread.values) }
}

