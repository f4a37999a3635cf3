// Rows and cells in PostgreSQL: a row handle is the object id; single values
// are columns of the type's table (AnyRealmValue as a tag and three value
// columns). A snapshot answers the same reads from its in-memory copy.

internal import ObjectStore
public import RealmSpecCore

extension PostgresStorage {
    // MARK: Rows

    public func count(table t: Int) -> Int {
        if let frozen { return frozen.tables[t].ids.count }
        guard case .int8(let n)? = rows("SELECT count(*) FROM \(layout.table(t))", [], "count").first?.first else { return 0 }
        return Int(n)
    }

    public func rows(table t: Int) -> [Int] {
        if let frozen { return frozen.tables[t].ids.map { Int($0) } }
        return rows("SELECT id FROM \(layout.table(t)) ORDER BY id", [], "objects").compactMap(Self.integer)
    }

    /// A row found alive stays known until the storage deletes it or rolls back.
    public func row(table t: Int, id: Int64) -> Int? {
        if let frozen { return frozen.tables[t].index[id] != nil ? Int(id) : nil }
        if let session, session.cache.isAlive(table: t, id: id) { return Int(id) }
        guard let row = rows("SELECT id FROM \(layout.table(t)) WHERE id = $1", [.int8(id)], "object").first.flatMap(Self.integer) else {
            return nil
        }
        session?.cache.noteAlive(table: t, id: id)
        return row
    }

    public func id(table: Int, row: Int) -> Int64 { Int64(row) }

    public func row(table t: Int, primaryKey: Value) -> Int? {
        guard let pk = catalog.tables[t].primaryKey else { return nil }
        if let frozen { return frozen.row(table: t, property: pk, value: primaryKey) }
        let column = layout.column(t, pk)
        let key = Cell.encode(primaryKey).pg
        if key == .null {
            return rows("SELECT id FROM \(layout.table(t)) WHERE \(column) IS NULL", [], "primaryKey").first.flatMap(Self.integer)
        }
        return rows("SELECT id FROM \(layout.table(t)) WHERE \(column) = $1", [key], "primaryKey").first.flatMap(Self.integer)
    }

    public mutating func insertRow(table t: Int, id: Int64, values: [Value]) -> Int {
        let (sql, arguments) = insertStatement(table: t, id: id, values: values)
        run(sql, arguments, "insert")
        return Int(id)
    }

    /// One statement, in one round trip with the call's savepoint: the
    /// primary key's unique index is the check (`ON CONFLICT DO NOTHING
    /// RETURNING id` answers no row when the key is taken). A nil key is
    /// looked up first, as the index lets nils repeat.
    public mutating func insertRow(table t: Int, id: Int64, values: [Value], unlessKeyTaken pk: Int) -> Int? {
        guard Cell.encode(values[pk]).pg != .null else {
            if row(table: t, primaryKey: values[pk]) != nil { return nil }
            return insertRow(table: t, id: id, values: values)
        }
        let (sql, arguments) = insertStatement(table: t, id: id, values: values)
        return rows(sql + " ON CONFLICT DO NOTHING RETURNING id", arguments, "insert").isEmpty ? nil : Int(id)
    }

    private func insertStatement(table t: Int, id: Int64, values: [Value]) -> (String, [PGValue]) {
        var names = ["id"]
        var arguments: [PGValue] = [.int8(id)]
        for p in layout.singles(t) {
            note(values[p], table: t, property: p)
            names += layout.columns(t, p)
            arguments += catalog.tables[t].property(p).type == .mixed ? Cell.tagged(values[p]) : [Cell.encode(values[p]).pg]
        }
        let marks = (1...arguments.count).map { "$\($0)" }.joined(separator: ", ")
        return ("INSERT INTO \(layout.table(t)) (\(names.joined(separator: ", "))) VALUES (\(marks))", arguments)
    }

    public mutating func deleteRows(table t: Int, rows: [Int]) {
        guard !rows.isEmpty else { return }
        let ids = PGValue.int8Array(rows.map { Int64($0) })
        run("DELETE FROM \(layout.table(t)) WHERE id = ANY($1)", [ids], "delete")
        for p in layout.collections(t) {
            run("DELETE FROM \(layout.collectionTable(t, p)) WHERE owner = ANY($1)", [ids], "delete")
        }
        session?.cache.forget(table: t, ids: rows.lazy.map { Int64($0) })
    }

    public mutating func deleteAll() {
        session?.cache.clear()
        for table in layout.allTables() { run("DELETE FROM \(table)", [], "deleteAll") }
    }

    // MARK: Cells

    public func value(table t: Int, row: Int, property p: Int) -> Value {
        if let frozen { return frozen.value(table: t, row: row, property: p) }
        let type = catalog.tables[t].property(p).type
        let columns = layout.columns(t, p)
        guard let found = rows("SELECT \(columns.joined(separator: ", ")) FROM \(layout.table(t)) WHERE id = $1",
                               [.int8(Int64(row))], "get").first, found.count == columns.count else { return .null }
        return Self.decode(found, type: type)
    }

    public mutating func setValue(_ value: Value, table t: Int, row: Int, property p: Int) {
        let type = catalog.tables[t].property(p).type
        note(value, table: t, property: p)
        var arguments = type == .mixed ? Cell.tagged(value) : [Cell.encode(value).pg]
        let assignments = layout.columns(t, p).enumerated().map { "\($0.element) = $\($0.offset + 1)" }.joined(separator: ", ")
        arguments.append(.int8(Int64(row)))
        run("UPDATE \(layout.table(t)) SET \(assignments) WHERE id = $\(arguments.count)", arguments, "set")
    }

    /// Remembers a column given a value SQL orders otherwise than Realm
    /// (`PostgresSession.irregular`).
    /// Also widens the column's `FloatingBounds` by each double or float.
    private func note(_ value: Value, table t: Int, property p: Int) {
        let irregular: Bool
        switch value {
        case .string(let s): irregular = s.utf8.contains { $0 >= 0x80 }
        case .double(let d):
            irregular = d.isNaN
            session?.floating.widen(table: t, property: p, by: value)
        case .date(let d): irregular = d.isNaN
        case .float(let f):
            irregular = f.isNaN
            session?.floating.widen(table: t, property: p, by: value)
        default: irregular = false
        }
        if irregular { session?.irregular.insert([t, p]) }
    }

    /// The value of a single property from its columns (one, or tag, i, r, b).
    static func decode(_ columns: [PGValue], type: PropertyType) -> Value {
        if type == .mixed, columns.count == 4 { return Cell.untagged(columns[0], columns[1], columns[2], columns[3]) }
        return Cell.decode(tag: Cell.tag(of: type), columns.first ?? .null)
    }

    /// The first column of a row as an integer.
    static func integer(_ row: [PGValue]) -> Int? {
        if case .int8(let i)? = row.first { return Int(i) }
        return nil
    }
}
