// How a schema becomes SQL tables: one table per object type (`id` is the
// object id), one column per single-valued property (a link stores the
// target's id; AnyRealmValue stores a tag column beside its value), and one
// table per list, set or map property: (owner, position, slot, key, tag,
// value), indexed on (owner, position). Positions follow the collection's
// order (a map's keys sorted); slots are the object store's element ids.
//
// Related documentation: crud-update#about-the-examples,
// crud-delete#about-the-examples.

internal import RealmRules
internal import RealmSpecCore

/// The tables and columns of one schema.
struct Layout {
    let schema: Schema
    private let types: [String: ObjectSchema]

    init(schema: Schema) {
        self.schema = schema
        var types: [String: ObjectSchema] = [:]
        for t in schema.types { types[t.name] = t }
        self.types = types
    }

    subscript(type name: String) -> ObjectSchema? { types[name] }

    // MARK: Names

    static func quoted(_ name: String) -> String {
        // Names come from Swift identifiers and rarely hold a quote: skip
        // Foundation's search-and-replace, which dominated every statement.
        guard name.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + name + "\"" }
        return "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// The table of an object type.
    func table(_ type: String) -> String { Self.quoted("o:" + type) }

    /// The value column of a single-valued property.
    func column(_ property: String) -> String { Self.quoted("p:" + property) }

    /// The tag column of an AnyRealmValue property.
    func tagColumn(_ property: String) -> String { Self.quoted("t:" + property) }

    /// The table of a list, set or map property.
    func collectionTable(_ type: String, _ property: String) -> String {
        Self.quoted("c:" + type + "." + property)
    }

    // MARK: Tables

    func createStatements() -> [String] {
        var out: [String] = []
        for type in schema.types {
            var columns = ["id INTEGER PRIMARY KEY"]
            for prop in type.properties where prop.isStored {
                if prop.collection == .single {
                    columns.append(column(prop.name))
                    if prop.type == .mixed { columns.append(tagColumn(prop.name)) }
                    continue
                }
                out += collectionStatements(type.name, prop)
            }
            out.append("CREATE TABLE \(table(type.name)) (\(columns.joined(separator: ", ")))")
            if let pk = type.primaryKey {
                out.append("CREATE UNIQUE INDEX \(Self.quoted("pk:" + type.name)) ON \(table(type.name)) (\(column(pk.name)))")
            }
        }
        return out
    }

    private func collectionStatements(_ type: String, _ prop: PropertySchema) -> [String] {
        let name = collectionTable(type, prop.name)
        return [
            "CREATE TABLE \(name) (owner INTEGER NOT NULL, pos INTEGER NOT NULL, slot INTEGER NOT NULL, k TEXT, t TEXT NOT NULL, v)",
            "CREATE INDEX \(Self.quoted("i:" + type + "." + prop.name)) ON \(name) (owner, pos)",
        ]
    }

    /// Every table, for `deleteAll`.
    func allTables() -> [String] {
        var out: [String] = []
        for type in schema.types {
            out.append(table(type.name))
            for prop in type.properties where prop.isStored && prop.collection != .single {
                out.append(collectionTable(type.name, prop.name))
            }
        }
        return out
    }
}

extension PropertySchema {
    /// Whether the property is stored (linking objects are computed).
    var isStored: Bool { !isLinkingObjects }
}
