// Rows and cells in SQL: a row handle is the object id; single values are
// columns of the type's table (AnyRealmValue with a tag column beside), and
// a collection's contents are the rows of its table in position order. An
// edit changes only the rows it touches.

public import ObjectStore
public import RealmSpecCore

/// The SQL of the row and cell statements, per table and property, so that
/// a call does not build its statement's text again.
struct StatementText {
    /// Per table: the single stored properties, with whether each has a tag column.
    var singles: [[(property: Int, mixed: Bool)]] = []
    var insert: [String] = []
    /// Per table: the insert that writes nothing when the primary key is taken (`OR IGNORE`).
    var insertUnlessKeyTaken: [String] = []
    var rowById: [String] = []
    var rowByPrimaryKey: [String?] = []
    /// Per table and property: the SELECT of one cell.
    var cell: [[String]] = []

    init() {}

    init(catalog: Catalog, layout: Layout) {
        for info in catalog.tables {
            let table = layout.table(info.name)
            let single = info.flags.indices.compactMap { p in
                info.flags[p].isSingleStored ? (property: p, mixed: info.property(p).type == .mixed) : nil
            }
            singles.append(single)
            var names = ["id"]
            for (p, mixed) in single {
                names.append(layout.column(info.property(p).name))
                if mixed { names.append(layout.tagColumn(info.property(p).name)) }
            }
            let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
            insert.append("INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(marks))")
            insertUnlessKeyTaken.append("INSERT OR IGNORE INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(marks))")
            rowById.append("SELECT id FROM \(table) WHERE id = ?")
            rowByPrimaryKey.append(info.primaryKey.map {
                "SELECT id FROM \(table) WHERE \(layout.column(info.property($0).name)) IS ?"
            })
            cell.append(info.flags.indices.map { p in
                let prop = info.property(p)
                let columns = layout.column(prop.name) + (prop.type == .mixed ? ", " + layout.tagColumn(prop.name) : "")
                return "SELECT \(columns) FROM \(table) WHERE id = ?"
            })
        }
    }
}

extension SQLiteStorage {
    private func tableName(_ t: Int) -> String { layout.table(catalog.tables[t].name) }

    func collectionName(_ t: Int, _ p: Int) -> String {
        layout.collectionTable(catalog.tables[t].name, catalog.tables[t].property(p).name)
    }

    // MARK: Rows

    public func count(table t: Int) -> Int {
        guard case .integer(let n)? = rows("SELECT count(*) FROM \(tableName(t))", [], "count").first?.first else { return 0 }
        return Int(n)
    }

    public func rows(table t: Int) -> [Int] {
        rows("SELECT id FROM \(tableName(t)) ORDER BY id", [], "objects").compactMap(Self.integer)
    }

    /// A row found alive stays known until the storage deletes it or rolls back.
    public func row(table t: Int, id: Int64) -> Int? {
        if let connection, connection.cache.isAlive(table: t, id: id) { return Int(id) }
        guard let row = rows(text.rowById[t], [.integer(id)], "object").first.flatMap(Self.integer) else { return nil }
        connection?.cache.noteAlive(table: t, id: id)
        return row
    }

    public func id(table: Int, row: Int) -> Int64 { Int64(row) }

    public func row(table t: Int, primaryKey: Value) -> Int? {
        guard let sql = text.rowByPrimaryKey[t] else { return nil }
        return rows(sql, [Cell.encode(primaryKey).sql], "primaryKey").first.flatMap(Self.integer)
    }

    public mutating func insertRow(table t: Int, id: Int64, values: [Value]) -> Int {
        guard willWrite(single: true) else { return Int(id) }
        run(text.insert[t], insertArguments(table: t, id: id, values: values), "insert")
        return Int(id)
    }

    /// One statement: the primary key's unique index is the check (`INSERT
    /// OR IGNORE` changes no row when the key is taken; the table has no
    /// other constraint a row could break). A nil key is looked up first, as
    /// the index lets nils repeat.
    public mutating func insertRow(table t: Int, id: Int64, values: [Value], unlessKeyTaken pk: Int) -> Int? {
        guard Cell.encode(values[pk]).sql != .null else {
            if row(table: t, primaryKey: values[pk]) != nil { return nil }
            return insertRow(table: t, id: id, values: values)
        }
        guard willWrite(single: true), let connection else { return nil }
        run(text.insertUnlessKeyTaken[t], insertArguments(table: t, id: id, values: values), "insert")
        return connection.failure == nil && connection.db.changes == 1 ? Int(id) : nil
    }

    /// The insert's arguments; widens the floating columns' bounds by the values.
    private func insertArguments(table t: Int, id: Int64, values: [Value]) -> [SQLValue] {
        var arguments: [SQLValue] = [.integer(id)]
        for (p, mixed) in text.singles[t] {
            switch values[p] {
            case .double, .float: connection?.bounds.widen(table: t, property: p, by: values[p])
            default: break
            }
            let (tag, sql) = Cell.encode(values[p])
            arguments.append(sql)
            if mixed { arguments.append(.text(tag)) }
        }
        return arguments
    }

    /// The collection properties of a table (each has a table of its own).
    func collectionProperties(_ t: Int) -> [Int] {
        catalog.tables[t].flags.indices.filter { catalog.tables[t].isCollection($0) && !catalog.tables[t].flags[$0].isLinkingObjects }
    }

    /// One DELETE per table, the ids passed as one JSON array.
    public mutating func deleteRows(table t: Int, rows: [Int]) {
        guard !rows.isEmpty else { return }
        let collections = collectionProperties(t)
        guard willWrite(single: collections.isEmpty) else { return }
        let ids = Self.idList(rows)
        run("DELETE FROM \(tableName(t)) WHERE id IN (SELECT value FROM json_each(?))", [ids], "delete")
        for p in collections {
            run("DELETE FROM \(collectionName(t, p)) WHERE owner IN (SELECT value FROM json_each(?))", [ids], "delete")
        }
        connection?.cache.forget(table: t, ids: rows.lazy.map { Int64($0) })
    }

    public mutating func deleteAll() {
        connection?.cache.clear()
        guard willWrite(single: false) else { return }
        for table in layout.allTables() { run("DELETE FROM \(table)", [], "deleteAll") }
    }

    // MARK: Cells

    public func value(table t: Int, row: Int, property p: Int) -> Value {
        let prop = catalog.tables[t].property(p)
        let mixed = prop.type == .mixed
        guard let found = rows(text.cell[t][p], [.integer(Int64(row))], "get").first,
              let cell = found.first else { return .null }
        let tag = mixed ? Cell.tagText(found.count > 1 ? found[1] : .null) : Cell.tag(of: prop.type)
        return Cell.decode(tag: tag, cell)
    }

    public mutating func setValue(_ value: Value, table t: Int, row: Int, property p: Int) {
        let prop = catalog.tables[t].property(p)
        connection?.bounds.widen(table: t, property: p, by: value)
        let (tag, sql) = Cell.encode(value)
        var assignments = "\(layout.column(prop.name)) = ?"
        var arguments = [sql]
        if prop.type == .mixed {
            assignments += ", \(layout.tagColumn(prop.name)) = ?"
            arguments.append(.text(tag))
        }
        arguments.append(.integer(Int64(row)))
        guard willWrite(single: true) else { return }
        run("UPDATE \(tableName(t)) SET \(assignments) WHERE id = ?", arguments, "set")
    }

    /// One SELECT of the column: the whole table when most of it is asked
    /// for, else the rows by id in chunks.
    public func values(table t: Int, rows wanted: [Int], property p: Int) -> [Value] {
        guard wanted.count > 8 else { return wanted.map { value(table: t, row: $0, property: p) } }
        let prop = catalog.tables[t].property(p)
        let mixed = prop.type == .mixed
        let columns = "id, " + layout.column(prop.name) + (mixed ? ", " + layout.tagColumn(prop.name) : "")
        let fixedTag = Cell.tag(of: prop.type)
        var byId: [Int: Value] = [:]
        byId.reserveCapacity(wanted.count)
        func read(_ found: [[SQLValue]]) {
            for row in found where row.count >= 2 {
                guard let id = Self.integer(row) else { continue }
                byId[id] = Cell.decode(tag: mixed ? Cell.tagText(row.count > 2 ? row[2] : .null) : fixedTag, row[1])
            }
        }
        if wanted.count * 2 >= count(table: t) {
            read(rows("SELECT \(columns) FROM \(tableName(t))", [], "get"))
        } else {
            read(rows("SELECT \(columns) FROM \(tableName(t)) WHERE id IN (SELECT value FROM json_each(?))", [Self.idList(wanted)], "get"))
        }
        return wanted.map { byId[$0] ?? .null }
    }

    /// Positions run from 0 without gaps, so the count is one past the
    /// highest: one step down the (owner, pos) index, not a count of it.
    /// A length counted or followed since stays known (`LiveStateCache`).
    public func collectionCount(table t: Int, row: Int, property p: Int) -> Int {
        if let known = connection?.cache.length(table: t, row: row, property: p) { return known }
        guard case .integer(let n)? = rows("SELECT coalesce(max(pos) + 1, 0) FROM \(collectionName(t, p)) WHERE owner = ?",
                                            [.integer(Int64(row))], "count").first?.first else { return 0 }
        connection?.cache.noteLength(Int(n), table: t, row: row, property: p)
        return Int(n)
    }

    public func collectionElement(table t: Int, row: Int, property p: Int, at index: Int) -> Value? {
        guard let found = rows("SELECT t, v FROM \(collectionName(t, p)) WHERE owner = ? AND pos = ?",
                               [.integer(Int64(row)), .integer(Int64(index))], "element").first, found.count == 2 else { return nil }
        return Cell.decode(tag: Cell.tagText(found[0]), found[1])
    }

    public func collection(table t: Int, row: Int, property p: Int) -> CollectionStore {
        var out = CollectionStore()
        let isMap = catalog.tables[t].flags[p].collection == .map
        for found in rows("SELECT slot, t, v, k FROM \(collectionName(t, p)) WHERE owner = ? ORDER BY pos",
                          [.integer(Int64(row))], "collection") where found.count == 4 {
            out.slots.append(Self.integer(found) .map(Int64.init) ?? 0)
            out.values.append(Cell.decode(tag: Cell.tagText(found[1]), found[2]))
            if isMap { out.keys.append(Cell.tagText(found[3])) }
        }
        return out
    }

    /// Changes only the rows an edit touches: an append to a collection of
    /// known length is one INSERT of every new row, an insertion elsewhere a
    /// shift of the positions after it and that INSERT, a removal one DELETE
    /// and one shift back.
    public mutating func edit(_ edit: CollectionEdit, table t: Int, row: Int, property p: Int) {
        let table = collectionName(t, p)
        let owner = SQLValue.integer(Int64(row))
        let length = connection?.cache.length(table: t, row: row, property: p)
        guard willWrite(single: Self.isSingleStatement(edit, length: length)) else { return }
        connection?.cache.apply(edit, table: t, row: row, property: p)
        switch edit {
        case .insert(let at, let values, let slots, let keys):
            if at != length {
                run("UPDATE \(table) SET pos = pos + ? WHERE owner = ? AND pos >= ?",
                    [.integer(Int64(values.count)), owner, .integer(Int64(at))], "collection")
            }
            insertElements(table, owner: owner, from: at, values: values, slots: slots, keys: keys)
        case .remove(let at, let count):
            let end = SQLValue.integer(Int64(at + count))
            run("DELETE FROM \(table) WHERE owner = ? AND pos >= ? AND pos < ?", [owner, .integer(Int64(at)), end], "collection")
            run("UPDATE \(table) SET pos = pos - ? WHERE owner = ? AND pos >= ?", [.integer(Int64(count)), owner, end], "collection")
        case .replace(let at, let value):
            let (tag, sql) = Cell.encode(value)
            run("UPDATE \(table) SET t = ?, v = ? WHERE owner = ? AND pos = ?", [.text(tag), sql, owner, .integer(Int64(at))], "collection")
        case .move(let from, let to):
            guard from != to,
                  let slot = rows("SELECT slot FROM \(table) WHERE owner = ? AND pos = ?", [owner, .integer(Int64(from))], "collection")
                    .first?.first else { return }
            if from < to {
                run("UPDATE \(table) SET pos = pos - 1 WHERE owner = ? AND pos > ? AND pos <= ?",
                    [owner, .integer(Int64(from)), .integer(Int64(to))], "collection")
            } else {
                run("UPDATE \(table) SET pos = pos + 1 WHERE owner = ? AND pos >= ? AND pos < ?",
                    [owner, .integer(Int64(to)), .integer(Int64(from))], "collection")
            }
            run("UPDATE \(table) SET pos = ? WHERE owner = ? AND slot = ?", [.integer(Int64(to)), owner, slot], "collection")
        case .swap(let i, let j):
            // Values trade places; each position keeps its slot.
            guard i != j else { return }
            let read = "SELECT t, v FROM \(table) WHERE owner = ? AND pos = ?"
            guard let a = rows(read, [owner, .integer(Int64(i))], "collection").first, a.count == 2,
                  let b = rows(read, [owner, .integer(Int64(j))], "collection").first, b.count == 2 else { return }
            let write = "UPDATE \(table) SET t = ?, v = ? WHERE owner = ? AND pos = ?"
            run(write, [b[0], b[1], owner, .integer(Int64(i))], "collection")
            run(write, [a[0], a[1], owner, .integer(Int64(j))], "collection")
        case .replaceAll(let contents):
            run("DELETE FROM \(table) WHERE owner = ?", [owner], "collection")
            insertElements(table, owner: owner, from: 0, values: contents.values, slots: contents.slots, keys: contents.keys)
        }
    }

    /// How many elements one INSERT writes at most (six parameters each).
    static let elementsPerStatement = 500

    /// Whether an edit runs as one statement, given the collection's known length.
    static func isSingleStatement(_ edit: CollectionEdit, length: Int?) -> Bool {
        switch edit {
        case .insert(let at, let values, _, _): return at == length && values.count <= elementsPerStatement
        case .replace: return true
        case .replaceAll(let contents): return contents.values.isEmpty
        case .remove, .move, .swap: return false
        }
    }

    /// Inserts elements at positions `start`, `start + 1`, …, many rows per statement.
    private func insertElements(_ table: String, owner: SQLValue, from start: Int, values: [Value], slots: [Int64], keys: [String]) {
        var first = 0
        while first < values.count {
            let end = min(first + Self.elementsPerStatement, values.count)
            var arguments: [SQLValue] = []
            arguments.reserveCapacity((end - first) * 6)
            for i in first..<end {
                let (tag, sql) = Cell.encode(values[i])
                let key: SQLValue = i < keys.count ? .text(keys[i]) : .null
                arguments += [owner, .integer(Int64(start + i)), .integer(slots[i]), key, .text(tag), sql]
            }
            let tuples = Array(repeating: "(?, ?, ?, ?, ?, ?)", count: end - first).joined(separator: ", ")
            run("INSERT INTO \(table) (owner, pos, slot, k, t, v) VALUES \(tuples)", arguments, "collection")
            first = end
        }
    }

    /// Row ids as one JSON array, for `IN (SELECT value FROM json_each(?))`:
    /// one statement however many ids there are.
    static func idList(_ rows: [Int]) -> SQLValue {
        .text("[" + rows.map(String.init).joined(separator: ",") + "]")
    }

    /// The first column of a row as an integer.
    static func integer(_ row: [SQLValue]) -> Int? {
        if case .integer(let i)? = row.first { return Int(i) }
        return nil
    }
}
