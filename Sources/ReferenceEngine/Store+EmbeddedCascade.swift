// Embedded objects live only inside their parent: they are deleted with it,
// when replaced, and when removed from a list or map.
//
// Related documentation: crud-update#overwrite-an-embedded-object,
// crud-update#update-an-embedded-object-property,
// crud-delete#delete-an-object-and-its-related-objects.

import RealmRules
import RealmSpecCore

extension Store {
    /// Deletes the embedded objects among `values` (links to other types are ignored).
    mutating func deleteEmbedded(_ values: [Value]) {
        var refs: [RowRef] = []
        for v in values {
            guard let k = v.linkKey, let t = tableIndex[k.type], tables[t].schema.isEmbedded else { continue }
            refs.append(RowRef(table: t, id: k.id))
        }
        if !refs.isEmpty { deleteRows(refs) }
    }

    /// The rows in `refs` plus every embedded object below them.
    func withEmbeddedChildren(_ refs: [RowRef]) -> Set<RowRef> {
        var all = Set<RowRef>()
        var queue = refs
        while let ref = queue.popLast() {
            guard all.insert(ref).inserted, let row = tables[ref.table].row(of: ref.id) else { continue }
            queue.append(contentsOf: embeddedChildren(table: ref.table, row: row))
        }
        return all
    }

    /// The embedded objects one row links to.
    func embeddedChildren(table t: Int, row: Int) -> [RowRef] {
        var out: [RowRef] = []
        for (p, prop) in tables[t].schema.properties.enumerated() {
            guard case .object(let target) = prop.type, let tt = tableIndex[target],
                  tables[tt].schema.isEmbedded else { continue }
            let values = prop.collection == .single ? [tables[t].scalars[p][row]] : tables[t].collections[p][row].values
            for v in values { if let k = v.linkKey { out.append(RowRef(table: tt, id: k.id)) } }
        }
        return out
    }
}
