// Executable invariants, checked by the tests after every commit and cancel:
// links point at live rows and never at frozen versions, each embedded row
// has exactly one parent; then whatever the storage checks of its own
// bookkeeping (`Storage.checkInvariants`).
//
// Related documentation: crud-delete#delete-an-object-and-its-related-objects,
// crud-update#update-an-embedded-object-property.

internal import RealmRules
internal import RealmSpecCore

/// A broken invariant, described.
public struct InvariantViolation: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

extension ObjectStore {
    /// - Throws: `InvariantViolation` describing the first broken invariant.
    public func checkInvariants() throws(InvariantViolation) {
        try storage.checkInvariants()
        var parents: [RowRef: Int] = [:]
        for t in catalog.tables.indices {
            for row in storage.rows(table: t) {
                for p in catalog.tables[t].storedProperties where catalog.tables[t].property(p).type.objectType != nil
                    || catalog.tables[t].property(p).type == .mixed {
                    for v in storage.storedValues(table: t, row: row, property: p) {
                        try checkLink(v, from: t, row: row, property: p, parents: &parents)
                    }
                }
            }
        }
        for t in catalog.tables.indices where catalog.tables[t].isEmbedded {
            for row in storage.rows(table: t) {
                let id = storage.id(table: t, row: row)
                let n = parents[RowRef(table: t, id: id), default: 0]
                if n != 1 { throw InvariantViolation(description: "\(catalog.tables[t].name)#\(id) has \(n) parents") }
            }
        }
    }

    private func checkLink(_ v: Value, from t: Int, row: Int, property p: Int,
                           parents: inout [RowRef: Int]) throws(InvariantViolation) {
        guard let k = v.linkKey else { return }
        let owner = "\(catalog.tables[t].name)#\(storage.id(table: t, row: row)).\(catalog.tables[t].property(p).name)"
        guard let tt = catalog.tableIndex[k.type], storage.row(table: tt, id: k.id) != nil else {
            throw InvariantViolation(description: "\(owner) links to \(k), which is not live")
        }
        if k.version != nil { throw InvariantViolation(description: "\(owner) stores a frozen key") }
        if catalog.tables[tt].isEmbedded { parents[RowRef(table: tt, id: k.id), default: 0] += 1 }
    }
}
