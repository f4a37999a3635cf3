// Embedded objects live only inside their parent: they are deleted with it,
// when replaced, and when removed from a list or map.
//
// Related documentation: crud-update#overwrite-an-embedded-object,
// crud-update#update-an-embedded-object-property,
// crud-delete#delete-an-object-and-its-related-objects.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Deletes the embedded objects among `values` (links to other types are ignored).
    func deleteEmbedded(_ values: [Value]) {
        var refs: [RowRef] = []
        for v in values {
            guard let k = v.linkKey, let t = catalog.tableIndex[k.type], catalog.tables[t].isEmbedded else { continue }
            refs.append(RowRef(table: t, id: k.id))
        }
        if !refs.isEmpty { deleteRows(refs) }
    }

    /// The rows in `refs` plus every embedded object below them, parents first.
    func withEmbeddedChildren(_ refs: [RowRef]) -> [RowRef] {
        var all = Set<RowRef>()
        var out: [RowRef] = []
        var queue = refs
        while let ref = queue.popLast() {
            guard all.insert(ref).inserted else { continue }
            out.append(ref)
            guard let row = storage.row(table: ref.table, id: ref.id) else { continue }
            queue.append(contentsOf: embeddedChildren(table: ref.table, row: row))
        }
        return out
    }

    /// The embedded objects one row links to.
    func embeddedChildren(table t: Int, row: Int) -> [RowRef] {
        var out: [RowRef] = []
        for (p, prop) in catalog.tables[t].schema.properties.enumerated() where !prop.isLinkingObjects {
            guard case .object(let target) = prop.type, let tt = catalog.tableIndex[target],
                  catalog.tables[tt].isEmbedded else { continue }
            for v in storage.storedValues(table: t, row: row, property: p) {
                if let k = v.linkKey { out.append(RowRef(table: tt, id: k.id)) }
            }
        }
        return out
    }
}
