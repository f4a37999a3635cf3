// A call that a Realm rule refuses part-way is not rolled back: Realm keeps
// what the call wrote before it raised. `create` and `add` make the row
// (with its primary key) before they set its values in schema order, so a
// bad value leaves the row with the values set before it; appending several
// elements keeps the elements appended before a bad one. Checks that Realm
// makes before any write still refuse with nothing written, because they
// come first here too. Storage failures, which are not Realm's rules, still
// roll the call back to its savepoint (ObjectStore.swift).
//
// Related documentation: crud-update#upsert-an-object, sdk-behaviour.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// Deletes the embedded objects the refused call made that no parent
    /// holds: an embedded object exists only inside its parent, so one made
    /// for a value that was then refused is not kept on its own.
    func dropUnheldEmbedded() {
        guard nextId > firstIdOfCall else { return }
        var made: [RowRef] = []
        for t in catalog.tables.indices where catalog.tables[t].isEmbedded {
            for id in firstIdOfCall..<nextId where storage.row(table: t, id: id) != nil {
                made.append(RowRef(table: t, id: id))
            }
        }
        guard !made.isEmpty else { return }
        let held = heldEmbedded()
        let unheld = made.filter { !held.contains($0) }
        if !unheld.isEmpty { deleteRows(unheld) }
    }

    /// Every embedded object some row links to.
    private func heldEmbedded() -> Set<RowRef> {
        var held = Set<RowRef>()
        for t in catalog.tables.indices {
            for p in catalog.tables[t].storedProperties {
                guard case .object(let target) = catalog.tables[t].property(p).type,
                      let tt = catalog.tableIndex[target], catalog.tables[tt].isEmbedded else { continue }
                for row in storage.rows(table: t) {
                    for v in storage.storedValues(table: t, row: row, property: p) {
                        if let k = v.linkKey { held.insert(RowRef(table: tt, id: k.id)) }
                    }
                }
            }
        }
        return held
    }

    /// Converts new collection elements one by one, as Realm adds them: when
    /// one is refused, `write` stores the elements converted before it and
    /// the refusal is thrown.
    func elementsAddedInTurn(_ values: [Value], for target: CollectionTarget, ctx: inout GraphContext,
                             write: ([Value]) throws(EngineError) -> Void) throws(EngineError) {
        var out: [Value] = []
        out.reserveCapacity(values.count)
        let nullable = target.schema.isOptional || target.schema.type == .mixed
        for v in values {
            do throws(EngineError) {
                out.append(try element(v, for: target.schema, in: target.typeName, nullable: nullable, ctx: &ctx))
            } catch {
                if !out.isEmpty { try write(out) }
                throw error
            }
        }
        try write(out)
    }

    /// The value a property of a row stores for `value`, as `storable`
    /// answers. Realm fills a list or set of objects given in `create` or
    /// `add` element by element after emptying it, so when an element is
    /// refused the elements before it are first stored in the property.
    func storableInTurn(_ value: Value, table t: Int, id: Int64, property p: Int, touch: Bool,
                        ctx: inout GraphContext) throws(EngineError) -> Value {
        let prop = catalog.tables[t].property(p)
        let type = catalog.tables[t].name
        guard prop.collection == .list || prop.collection == .set, prop.type.objectType != nil, !value.isNull else {
            return try storable(value, for: prop, in: type, ctx: &ctx)
        }
        var done: [Value] = []
        var refusedElement = false
        do throws(EngineError) {
            return try CollectionInput.storable(value, for: prop, in: type) { v, nullable throws(EngineError) in
                do throws(EngineError) {
                    let stored = try element(v, for: prop, in: type, nullable: nullable, ctx: &ctx)
                    done.append(stored)
                    return stored
                } catch {
                    refusedElement = true
                    throw error
                }
            }
        } catch {
            guard refusedElement else { throw error }
            var seen = Set<Value>()
            let kept = prop.collection == .set ? done.filter { seen.insert($0).inserted } : done
            try write(table: t, id: id, property: p, prop.collection == .set ? .set(kept) : .list(kept), touch: touch)
            throw error
        }
    }
}
