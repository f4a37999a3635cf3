// How a schema becomes PostgreSQL tables, all in the engine's own schema
// (`rs_<pid>_<n>`): one table per object type (`id` is the object id), one
// column per single-valued property, and one table per list, set or map
// property: (owner, pos, slot, k, t, i, r, b), indexed on (owner, pos).
// Names carry the type's and property's index, so they stay unique within
// PostgreSQL's 63-byte identifiers; the readable rest is cut to fit.
//
// A column's type follows the property: bool, int and links are `bigint`
// (a link holds the target's id), float, double and date `double precision`,
// string, data, objectId, uuid and decimal128 `bytea` (strings keep NUL
// characters and compare byte by byte). AnyRealmValue, and every collection
// element, is a tag (`text`) beside three value columns: `i` (bigint), `r`
// (double precision) and `b` (bytea), one of which holds the value.
//
// Related documentation: crud-update#about-the-examples,
// crud-delete#about-the-examples.

internal import ObjectStore
internal import RealmSpecCore

/// The tables and columns of one schema in one PostgreSQL schema.
struct Layout {
    /// The PostgreSQL schema (namespace) holding the realm.
    let namespace: String
    let catalog: Catalog

    init(namespace: String, catalog: Catalog) {
        self.namespace = namespace
        self.catalog = catalog
    }

    // MARK: Names

    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `prefix` then as much of `readable` as fits in 63 bytes.
    private static func identifier(_ prefix: String, _ readable: String) -> String {
        var out = prefix
        for c in readable.unicodeScalars where c != "\u{0}" {
            guard out.utf8.count + String(c).utf8.count <= 63 else { break }
            out.unicodeScalars.append(c)
        }
        return quoted(out)
    }

    /// The table of an object type.
    func table(_ t: Int) -> String {
        Self.quoted(namespace) + "." + Self.identifier("o\(t):", catalog.tables[t].name)
    }

    /// The table of a list, set or map property.
    func collectionTable(_ t: Int, _ p: Int) -> String {
        Self.quoted(namespace) + "." + Self.identifier("c\(t).\(p):", catalog.tables[t].name + "." + catalog.tables[t].property(p).name)
    }

    /// The value column of a typed single-valued property.
    func column(_ t: Int, _ p: Int) -> String { Self.identifier("p\(p):", catalog.tables[t].property(p).name) }

    /// The columns of an AnyRealmValue property: its tag and its three value columns.
    func mixedColumns(_ t: Int, _ p: Int) -> (tag: String, i: String, r: String, b: String) {
        let name = catalog.tables[t].property(p).name
        return (Self.identifier("t\(p):", name), Self.identifier("i\(p):", name),
                Self.identifier("r\(p):", name), Self.identifier("b\(p):", name))
    }

    /// The columns a single property reads and writes, in order: one for a
    /// typed property; tag, i, r, b for AnyRealmValue.
    func columns(_ t: Int, _ p: Int) -> [String] {
        guard catalog.tables[t].property(p).type == .mixed else { return [column(t, p)] }
        let m = mixedColumns(t, p)
        return [m.tag, m.i, m.r, m.b]
    }

    /// The single stored properties of a table.
    func singles(_ t: Int) -> [Int] {
        catalog.tables[t].flags.indices.filter { catalog.tables[t].flags[$0].isSingleStored }
    }

    /// The list, set and map properties of a table.
    func collections(_ t: Int) -> [Int] {
        catalog.tables[t].flags.indices.filter {
            catalog.tables[t].isCollection($0) && !catalog.tables[t].flags[$0].isLinkingObjects
        }
    }

    // MARK: Tables

    func createStatements() -> [String] {
        var out = ["CREATE SCHEMA \(Self.quoted(namespace))"]
        for t in catalog.tables.indices {
            var columns = ["id bigint PRIMARY KEY"]
            for p in singles(t) {
                let type = catalog.tables[t].property(p).type
                if type == .mixed {
                    let m = mixedColumns(t, p)
                    columns += ["\(m.tag) text", "\(m.i) bigint", "\(m.r) double precision", "\(m.b) bytea"]
                } else {
                    columns.append("\(column(t, p)) \(Cell.columnType(of: type))")
                }
            }
            out.append("CREATE TABLE \(table(t)) (\(columns.joined(separator: ", ")))")
            if let pk = catalog.tables[t].primaryKey {
                out.append("CREATE UNIQUE INDEX ON \(table(t)) (\(column(t, pk)))")
            }
            for p in collections(t) {
                out.append("CREATE TABLE \(collectionTable(t, p)) (owner bigint NOT NULL, pos bigint NOT NULL, "
                    + "slot bigint NOT NULL, k bytea, t text NOT NULL, i bigint, r double precision, b bytea)")
                out.append("CREATE INDEX ON \(collectionTable(t, p)) (owner, pos)")
            }
        }
        return out
    }

    /// One statement (several, separated) deleting every row of every table.
    func emptyStatement() -> String {
        allTables().map { "DELETE FROM \($0)" }.joined(separator: "; ")
    }

    /// Every table, for `deleteAll`.
    func allTables() -> [String] {
        catalog.tables.indices.flatMap { t in [table(t)] + collections(t).map { collectionTable(t, $0) } }
    }
}
