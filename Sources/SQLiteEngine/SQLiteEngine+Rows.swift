// Reading and writing one object's stored values: a single-valued column, a
// whole list, set or map (collections are rewritten in full), and the
// computed linking objects of a row.
//
// Related documentation: crud-update#update-an-object,
// crud-update#about-the-examples, rlmarray#accessing-objects.

import RealmRules
import RealmSpecCore

/// A collection's stored contents: values in order, and keys for a map.
struct Contents {
    var values: [Value] = []
    /// Map keys, sorted, one per value; empty for lists and sets.
    var keys: [String] = []
}

extension SQLiteEngine {
    func exists(_ key: ObjectKey) throws(EngineError) -> Bool {
        guard layout[type: key.type] != nil else { return false }
        let sql = "SELECT 1 FROM \(layout.table(key.type)) WHERE id = ?"
        return try !db("isValid").query(sql, [.integer(key.id)], operation: "isValid").isEmpty
    }

    /// Every object id of a type, in creation order.
    func ids(of type: String) throws(EngineError) -> [Int64] {
        try db("objects").integers("SELECT id FROM \(layout.table(type)) ORDER BY id", operation: "objects")
    }

    /// Any property's value: a scalar, a link, or a collection as `.list`/`.set`/`.map`.
    func read(_ key: ObjectKey, _ prop: PropertySchema) throws(EngineError) -> Value {
        if case let .linkingObjects(originType, originProperty) = prop.type {
            return .list(try linkingObjects(key, originType: originType, originProperty: originProperty).map(Value.link))
        }
        switch prop.collection {
        case .single: return try readSingle(key, prop)
        case .list: return .list(try readContents(key, prop).values)
        case .set: return .set(try readContents(key, prop).values)
        case .map:
            let c = try readContents(key, prop)
            return .map(zip(c.keys, c.values).map { MapEntry($0, $1) })
        }
    }

    func readSingle(_ key: ObjectKey, _ prop: PropertySchema) throws(EngineError) -> Value {
        let mixed = prop.type == .mixed
        let columns = layout.column(prop.name) + (mixed ? ", " + layout.tagColumn(prop.name) : "")
        let sql = "SELECT \(columns) FROM \(layout.table(key.type)) WHERE id = ?"
        guard let row = try db("get").query(sql, [.integer(key.id)], operation: "get").first, let cell = row.first else {
            throw Rule.invalidated
        }
        let tag = mixed ? Cell.tagText(row.count > 1 ? row[1] : .null) : Cell.tag(of: prop.type)
        return Cell.decode(tag: tag, cell)
    }

    func readContents(_ key: ObjectKey, _ prop: PropertySchema) throws(EngineError) -> Contents {
        let table = layout.collectionTable(key.type, prop.name)
        let sql: String
        switch prop.collection {
        case .list: sql = "SELECT t, v FROM \(table) WHERE owner = ? ORDER BY pos"
        case .map: sql = "SELECT t, v, k FROM \(table) WHERE owner = ? ORDER BY k"
        default: sql = "SELECT t, v FROM \(table) WHERE owner = ? ORDER BY rowid"
        }
        var out = Contents()
        for row in try db("collection").query(sql, [.integer(key.id)], operation: "collection") where row.count >= 2 {
            out.values.append(Cell.decode(tag: Cell.tagText(row[0]), row[1]))
            if row.count > 2 { out.keys.append(Cell.tagText(row[2])) }
        }
        return out
    }

    /// Writes an already converted value into a single-valued column.
    func writeSingle(_ key: ObjectKey, _ prop: PropertySchema, _ value: Value) throws(EngineError) {
        let (tag, sql) = Cell.encode(value)
        var assignments = "\(layout.column(prop.name)) = ?"
        var arguments = [sql]
        if prop.type == .mixed {
            assignments += ", \(layout.tagColumn(prop.name)) = ?"
            arguments.append(.text(tag))
        }
        arguments.append(.integer(key.id))
        record(key, prop.name)
        try db("set").execute("UPDATE \(layout.table(key.type)) SET \(assignments) WHERE id = ?", arguments, operation: "set")
    }

    /// Replaces a collection's stored contents.
    func writeContents(_ key: ObjectKey, _ prop: PropertySchema, _ contents: Contents) throws(EngineError) {
        let db = try db("collection")
        let table = layout.collectionTable(key.type, prop.name)
        record(key, prop.name)
        try db.execute("DELETE FROM \(table) WHERE owner = ?", [.integer(key.id)], operation: "collection")
        for (i, value) in contents.values.enumerated() {
            let (tag, sql) = Cell.encode(value)
            switch prop.collection {
            case .list:
                try db.execute("INSERT INTO \(table) (owner, pos, t, v) VALUES (?, ?, ?, ?)",
                               [.integer(key.id), .integer(Int64(i)), .text(tag), sql], operation: "collection")
            case .map:
                let k = i < contents.keys.count ? contents.keys[i] : ""
                try db.execute("INSERT INTO \(table) (owner, k, t, v) VALUES (?, ?, ?, ?)",
                               [.integer(key.id), .text(k), .text(tag), sql], operation: "collection")
            default:
                try db.execute("INSERT INTO \(table) (owner, t, v) VALUES (?, ?, ?)",
                               [.integer(key.id), .text(tag), sql], operation: "collection")
            }
        }
    }

    /// The origin objects that link to `key` through the origin property, once
    /// per link, in origin order.
    func linkingObjects(_ key: ObjectKey, originType: String, originProperty: String) throws(EngineError) -> [ObjectKey] {
        guard let origin = layout[type: originType], let prop = origin[property: originProperty] else { return [] }
        let sql: String
        var arguments: [SQLValue] = [.integer(key.id)]
        if prop.collection == .single {
            sql = "SELECT id FROM \(layout.table(originType)) WHERE \(layout.column(prop.name)) = ?"
                + (prop.type == .mixed ? " AND \(layout.tagColumn(prop.name)) = ?" : "") + " ORDER BY id"
            if prop.type == .mixed { arguments.append(.text("link:" + key.type)) }
        } else {
            let order = prop.collection == .list ? "pos" : (prop.collection == .map ? "k" : "rowid")
            sql = "SELECT owner FROM \(layout.collectionTable(originType, prop.name)) WHERE v = ? AND t = ? ORDER BY owner, \(order)"
            arguments.append(.text("link:" + key.type))
        }
        if prop.collection == .single, prop.type != .mixed, prop.type.objectType != key.type { return [] }
        return try db("linkingObjects").integers(sql, arguments, operation: "linkingObjects")
            .map { ObjectKey(type: originType, id: $0) }
    }
}
