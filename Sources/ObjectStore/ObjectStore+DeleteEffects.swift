// What deleting an object does to the objects that refer to it: to-one links
// and AnyRealmValue values become nil, list and set entries are removed, map
// values become nil with the key kept (a modification of that key for the
// map's observers), linking objects drop it (they are computed).
//
// Related documentation: crud-delete#delete-an-object,
// crud-delete#delete-map-keys-values, crud-delete#delete-mutableset-elements,
// crud-delete#delete-anyrealmvalue-value.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Removes every reference to the deleted ids, by table. Only properties
    /// that can hold such a reference are scanned, and the ids are hashed
    /// only when one exists.
    func removeReferences(to doomedIds: [Int: [Int64]]) {
        let doomedNames = Set(doomedIds.keys.map { catalog.tables[$0].name })
        var scans: [(table: Int, property: Int)] = []
        for t in catalog.tables.indices {
            for (p, prop) in catalog.tables[t].schema.properties.enumerated() where !prop.isLinkingObjects {
                switch prop.type {
                case .mixed: break
                case .object(let target) where doomedNames.contains(target): break
                default: continue
                }
                scans.append((t, p))
            }
        }
        guard !scans.isEmpty else { return }
        let doomed = doomedIds.mapValues { Set($0) }
        for scan in scans { clearReferences(table: scan.table, property: scan.property, doomed: doomed) }
    }

    private func isDoomed(_ value: Value, _ doomed: [Int: Set<Int64>]) -> Bool {
        guard let k = value.linkKey, let t = catalog.tableIndex[k.type] else { return false }
        return doomed[t]?.contains(k.id) == true
    }

    private func clearReferences(table t: Int, property p: Int, doomed: [Int: Set<Int64>]) {
        let kind = catalog.tables[t].flags[p].collection
        let mixed = catalog.tables[t].property(p).type == .mixed
        for row in storage.rows(table: t) {
            let ref = RowRef(table: t, id: storage.id(table: t, row: row))
            if kind == .single {
                let old = storage.value(table: t, row: row, property: p)
                if isDoomed(old, doomed) {
                    storage.setValue(.null, table: t, row: row, property: p)
                    touches.touch(ref, property: p)
                } else if mixed, let kept = nullified(old, doomed) {
                    storage.setValue(kept, table: t, row: row, property: p)
                    touches.touch(ref, property: p)
                }
                continue
            }
            var c = storage.collection(table: t, row: row, property: p)
            // Links inside collections nested in AnyRealmValue elements, then the elements themselves: one edit.
            var nestedChanged = false
            if mixed {
                c.values = c.values.map { v in
                    guard let kept = nullified(v, doomed) else { return v }
                    nestedChanged = true
                    return kept
                }
            }
            let holdsDoomed = c.values.contains { isDoomed($0, doomed) }
            guard nestedChanged || holdsDoomed else { continue }
            storage.edit(.replaceAll(holdsDoomed ? cleared(c, kind: kind, mixed: mixed, doomed) : c), table: t, row: row, property: p)
            touches.touch(ref, property: p)
        }
    }

    /// A collection nested in an AnyRealmValue with its links to deleted objects
    /// made nil, at any depth; nil when it holds none (or is no collection).
    private func nullified(_ value: Value, _ doomed: [Int: Set<Int64>]) -> Value? {
        switch value {
        case .list(let items):
            var changed = false
            let out = items.map { item -> Value in
                if isDoomed(item, doomed) { changed = true; return .null }
                if let n = nullified(item, doomed) { changed = true; return n }
                return item
            }
            return changed ? .list(out) : nil
        case .map(let entries):
            var changed = false
            let out = entries.map { e -> MapEntry in
                if isDoomed(e.value, doomed) { changed = true; return MapEntry(e.key, .null) }
                if let n = nullified(e.value, doomed) { changed = true; return MapEntry(e.key, n) }
                return e
            }
            return changed ? .map(out) : nil
        default:
            return nil
        }
    }

    private func cleared(_ c: CollectionStore, kind: CollectionKind, mixed: Bool,
                         _ doomed: [Int: Set<Int64>]) -> CollectionStore {
        var out = c
        if kind == .map || (kind == .list && mixed) {
            // The entry stays, holding nil: a modification of its slot, which
            // the collection's observers hear whatever key paths they gave
            // (realm-core's Dictionary::nullify and Lst<Mixed>::nullify set
            // the value in place).
            for (slot, v) in zip(c.slots, c.values) where isDoomed(v, doomed) { touches.replaced(slot) }
            out.values = c.values.map { isDoomed($0, doomed) ? .null : $0 }
            return out
        }
        out.slots = []; out.values = []
        for (slot, v) in zip(c.slots, c.values) where !isDoomed(v, doomed) {
            out.slots.append(slot); out.values.append(v)
        }
        return out
    }
}
