// Deleting objects: one, several, a collection (its members are listed
// first), every object, and what a deletion does to the rest: to-one links
// and AnyRealmValue values become nil, list and set entries are removed, map
// values become nil with the key kept; embedded objects are deleted with
// their parent. Ordinary links never cascade.
//
// Related documentation: crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects,
// crud-delete#delete-all-objects-of-a-specific-type,
// crud-delete#delete-all-objects-in-a-realm,
// crud-delete#delete-an-object-and-its-related-objects,
// crud-delete#delete-map-keys-values, crud-delete#delete-mutableset-elements,
// crud-delete#delete-anyrealmvalue-value.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    func delete(_ keys: [ObjectKey]) throws(EngineError) -> EngineReply {
        for key in keys { try checkNotFrozen(key, "delete") }
        try checkInWrite()
        for key in keys {
            try checkIssued(key, deleting: true)
            try checkValid(key, "delete")
        }
        try deleteRows(keys)
        return .none
    }

    func deleteCollection(_ collection: CollectionRef) throws(EngineError) -> EngineReply {
        try checkNotFrozen(collection, "delete")
        try checkInWrite()
        try deleteRows(try objectKeys(collection))
        return .none
    }

    func deleteAll() throws(EngineError) -> EngineReply {
        try checkInWrite()
        for table in layout.allTables() {
            try db("deleteAll").execute("DELETE FROM \(table)", operation: "deleteAll")
        }
        return .none
    }

    /// Deletes the embedded objects among `values` (links to other types are ignored).
    func deleteEmbedded(_ values: [Value]) throws(EngineError) {
        let keys = values.compactMap(\.linkKey).filter { layout[type: $0.type]?.isEmbedded == true }
        if !keys.isEmpty { try deleteRows(keys) }
    }

    /// Deletes rows, their embedded children, and every reference to them.
    func deleteRows(_ keys: [ObjectKey]) throws(EngineError) {
        let doomed = try withEmbeddedChildren(keys)
        var byType: [String: [Int64]] = [:]
        for key in doomed { byType[key.type, default: []].append(key.id) }
        let db = try db("delete")
        for (type, ids) in byType {
            guard let schema = layout[type: type] else { continue }
            let list = ids.map(String.init).joined(separator: ", ")
            try db.execute("DELETE FROM \(layout.table(type)) WHERE id IN (\(list))", operation: "delete")
            for prop in schema.properties where prop.isStored && prop.collection != .single {
                try db.execute("DELETE FROM \(layout.collectionTable(type, prop.name)) WHERE owner IN (\(list))",
                               operation: "delete")
            }
        }
        for (type, ids) in byType { try removeReferences(to: type, ids: ids) }
    }

    /// The keys plus every embedded object below them.
    private func withEmbeddedChildren(_ keys: [ObjectKey]) throws(EngineError) -> Set<ObjectKey> {
        var all = Set<ObjectKey>()
        var queue = keys.map(\.live)
        while let key = queue.popLast() {
            guard all.insert(key).inserted, let schema = layout[type: key.type], try exists(key) else { continue }
            for prop in schema.properties where prop.isStored {
                guard case .object(let target) = prop.type, layout[type: target]?.isEmbedded == true else { continue }
                queue.append(contentsOf: Self.members(try read(key, prop)).compactMap(\.linkKey))
            }
        }
        return all
    }

    /// Clears every stored reference to the deleted objects of one type.
    private func removeReferences(to type: String, ids: [Int64]) throws(EngineError) {
        let db = try db("delete")
        let list = ids.map(String.init).joined(separator: ", ")
        let tag = SQLValue.text("link:" + type)
        for owner in layout.schema.types {
            for prop in owner.properties where prop.isStored {
                guard prop.type == .mixed || prop.type.objectType == type else { continue }
                try recordReferences(owner: owner.name, prop, to: list, tag: tag)
                if prop.collection == .single {
                    let column = layout.column(prop.name)
                    if prop.type == .mixed {
                        let tagColumn = layout.tagColumn(prop.name)
                        try db.execute("UPDATE \(layout.table(owner.name)) SET \(column) = NULL, \(tagColumn) = 'null' WHERE \(tagColumn) = ? AND \(column) IN (\(list))", [tag], operation: "delete")
                    } else {
                        try db.execute("UPDATE \(layout.table(owner.name)) SET \(column) = NULL WHERE \(column) IN (\(list))", operation: "delete")
                    }
                    continue
                }
                let table = layout.collectionTable(owner.name, prop.name)
                if prop.collection == .map || (prop.collection == .list && prop.type == .mixed) {
                    try db.execute("UPDATE \(table) SET v = NULL, t = 'null' WHERE t = ? AND v IN (\(list))", [tag], operation: "delete")
                } else {
                    try db.execute("DELETE FROM \(table) WHERE t = ? AND v IN (\(list))", [tag], operation: "delete")
                }
            }
        }
    }

    /// Records, for observers, the objects whose property is about to lose references.
    private func recordReferences(owner: String, _ prop: PropertySchema, to list: String, tag: SQLValue) throws(EngineError) {
        guard !observers.isEmpty else { return }
        let sql: String
        var arguments: [SQLValue] = []
        if prop.collection != .single {
            sql = "SELECT DISTINCT owner FROM \(layout.collectionTable(owner, prop.name)) WHERE t = ? AND v IN (\(list))"
            arguments = [tag]
        } else if prop.type == .mixed {
            sql = "SELECT id FROM \(layout.table(owner)) WHERE \(layout.tagColumn(prop.name)) = ? AND \(layout.column(prop.name)) IN (\(list))"
            arguments = [tag]
        } else {
            sql = "SELECT id FROM \(layout.table(owner)) WHERE \(layout.column(prop.name)) IN (\(list))"
        }
        for id in try db("delete").integers(sql, arguments, operation: "delete") {
            record(ObjectKey(type: owner, id: id), prop.name)
        }
    }
}
