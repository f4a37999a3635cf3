// Changing a list: insert/append (index == count allowed), remove, remove
// all, replace, move and swap. Each needs a write; indices outside the list
// fail with `indexOutOfBounds`, a negative index before any other check (as
// the SDK's Swift layer does, IX1); removing an entry never deletes the
// object (embedded objects excepted, which live only in their list).
//
// Related documentation: rlmarray#adding-removing-replacing.

internal import RealmRules
internal import RealmSpecCore

/// A collection property being changed: its row and property.
struct CollectionTarget {
    var ref: RowRef
    var property: Int
    var schema: PropertySchema
    var typeName: String
}

extension ObjectStore {
    /// Opens every collection mutation: not frozen, in a write, owner alive,
    /// and a property of the expected kind.
    func mutableCollection(_ ref: CollectionRef, kind: CollectionKind, operation: String) throws(EngineError) -> CollectionTarget {
        try checkNotFrozen(ref)
        try checkInWrite(.collection(kind))
        guard case let .property(owner, name) = ref else {
            throw Rule.notAMutableCollection(operation)
        }
        let (row, _, p) = try storage.collectionProperty(owner: owner, name: name)
        let prop = catalog.tables[row.table].property(p)
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: owner.type) }
        guard prop.collection == kind else { throw Rule.notACollection(name, type: owner.type, operation) }
        return CollectionTarget(ref: row, property: p, schema: prop, typeName: owner.type)
    }

    /// The owner's current row, or `invalidated` for the collection.
    func ownerRow(_ target: CollectionTarget) throws(EngineError) -> Int {
        guard let row = storage.row(table: target.ref.table, id: target.ref.id) else {
            throw Rule.invalidatedCollection(target.schema.collection)
        }
        return row
    }

    /// The collection's current contents.
    func contents(_ target: CollectionTarget) throws(EngineError) -> CollectionStore {
        storage.collection(table: target.ref.table, row: try ownerRow(target), property: target.property)
    }

    /// Applies one edit to the collection and records that it changed.
    func apply(_ edit: CollectionEdit, to target: CollectionTarget) throws(EngineError) {
        let row = try ownerRow(target)
        touches.touch(target.ref, property: target.property)
        storage.edit(edit, table: target.ref.table, row: row, property: target.property)
    }

    /// Converts new elements, making rows for unmanaged objects among them.
    func elements(_ values: [Value], for target: CollectionTarget, ctx: inout GraphContext) throws(EngineError) -> [Value] {
        var out: [Value] = []
        let nullable = target.schema.isOptional || target.schema.type == .mixed
        for v in values {
            out.append(try element(v, for: target.schema, in: target.typeName, nullable: nullable, ctx: &ctx))
        }
        return out
    }

    func listInsert(_ ref: CollectionRef, _ values: [Value], at index: Int?) throws(EngineError) -> EngineReply {
        if let index { try checkNotNegative(index) }
        let target = try mutableCollection(ref, kind: .list, operation: index == nil ? "append" : "insert")
        let count = try listCount(target)
        let at = index ?? count
        guard at >= 0, at <= count else { throw Rule.outOfBounds(at, count + 1) }
        var ctx = GraphContext(policy: .error, values: values)
        ctx.embeddedPath = .list
        // Each element is added in turn: a refused one keeps those before it.
        try elementsAddedInTurn(values, for: target, ctx: &ctx) { new throws(EngineError) in
            // Nothing is written after the elements, and nothing can fail after them.
            storage.beginFinalWrite()
            try apply(.insert(at: at, values: new, slots: new.map { _ in makeSlot() }, keys: []), to: target)
        }
        return .added(root: nil, keys: ctx.made)
    }

    func listRemove(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        try checkNotNegative(index)
        let target = try mutableCollection(ref, kind: .list, operation: "remove")
        let removed = try value(at: index, target)
        try apply(.remove(at: index, count: 1), to: target)
        deleteEmbedded([removed])
        return .none
    }

    func listRemoveAll(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "removeAll")
        let removed = try contents(target).values
        try apply(.replaceAll(CollectionStore()), to: target)
        deleteEmbedded(removed)
        return .none
    }

    func listReplace(_ ref: CollectionRef, at index: Int, with value: Value) throws(EngineError) -> EngineReply {
        try checkNotNegative(index)
        let target = try mutableCollection(ref, kind: .list, operation: "replace")
        _ = try self.value(at: index, target)
        var ctx = GraphContext(policy: .error, values: [value])
        ctx.embeddedPath = .list
        let new = try elements([value], for: target, ctx: &ctx)[0]
        let (slot, old) = try entry(at: index, target)
        touches.replaced(slot)
        try apply(.replace(at: index, value: new), to: target)
        if old != new { deleteEmbedded([old]) }
        return .added(root: nil, keys: ctx.made)
    }

    func listMove(_ ref: CollectionRef, from: Int, to: Int) throws(EngineError) -> EngineReply {
        try checkNotNegative(from)
        try checkNotNegative(to)
        let target = try mutableCollection(ref, kind: .list, operation: "move")
        _ = try value(at: from, target)
        _ = try value(at: to, target)
        touches.reordered = true
        try apply(.move(from: from, to: to), to: target)
        return .none
    }

    /// Swapping exchanges the values in place: both positions report as modified.
    func listSwap(_ ref: CollectionRef, _ i: Int, _ j: Int) throws(EngineError) -> EngineReply {
        try checkNotNegative(i, "index1")
        try checkNotNegative(j, "index2")
        let target = try mutableCollection(ref, kind: .list, operation: "swap")
        _ = try value(at: i, target)
        _ = try value(at: j, target)
        guard i != j else { return .none }
        touches.replaced(try entry(at: i, target).slot)
        touches.replaced(try entry(at: j, target).slot)
        try apply(.swap(i, j), to: target)
        return .none
    }

    /// The slot and value at a valid index. (Only these leave the function,
    /// so no copy of the contents is alive when the storage edits them.)
    func entry(at index: Int, _ target: CollectionTarget) throws(EngineError) -> (slot: Int64, value: Value) {
        let c = try contents(target)
        return (c.slots[index], c.values[index])
    }

    private func listCount(_ target: CollectionTarget) throws(EngineError) -> Int {
        storage.collectionCount(table: target.ref.table, row: try ownerRow(target), property: target.property)
    }

    /// The value at a valid index, or `indexOutOfBounds`.
    private func value(at index: Int, _ target: CollectionTarget) throws(EngineError) -> Value {
        let row = try ownerRow(target)
        if index >= 0, let value = storage.collectionElement(table: target.ref.table, row: row, property: target.property, at: index) {
            return value
        }
        throw Rule.outOfBounds(index, storage.collectionCount(table: target.ref.table, row: row, property: target.property))
    }
}
