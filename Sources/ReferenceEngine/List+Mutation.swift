// Changing a list: insert/append (index == count allowed), remove, remove
// all, replace, move and swap. Each needs a write; indices outside the list
// fail with `indexOutOfBounds`; removing an entry never deletes the object
// (embedded objects excepted, which live only in their list).
//
// Related documentation: rlmarray#adding-removing-replacing.

import RealmRules
import RealmSpecCore

/// A collection property being changed: its row, row index and property.
struct CollectionTarget {
    var ref: RowRef
    var property: Int
    var schema: PropertySchema
    var typeName: String
}

extension ReferenceEngine {
    /// Opens every collection mutation: not frozen, in a write, owner alive,
    /// and a property of the expected kind.
    func mutableCollection(_ ref: CollectionRef, kind: CollectionKind, operation: String) throws(EngineError) -> CollectionTarget {
        try checkNotFrozen(ref, operation: operation)
        try checkInWrite(operation: operation)
        guard case let .property(owner, name) = ref else {
            throw Rule.notAMutableCollection(operation)
        }
        let (row, _, p) = try store.collectionProperty(owner: owner, name: name)
        let prop = store.tables[row.table].schema.properties[p]
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: owner.type) }
        guard prop.collection == kind else { throw Rule.notACollection(name, type: owner.type, operation) }
        return CollectionTarget(ref: row, property: p, schema: prop, typeName: owner.type)
    }

    /// Reads and writes one collection in place.
    func withCollection<T>(_ target: CollectionTarget,
                           _ body: (inout CollectionStore, inout Store) throws(EngineError) -> T) throws(EngineError) -> T {
        guard let row = store.tables[target.ref.table].row(of: target.ref.id) else { throw Rule.invalidatedCollection(target.schema.collection) }
        var c = store.tables[target.ref.table].collections[target.property][row]
        store.tables[target.ref.table].collections[target.property][row] = CollectionStore()
        defer { store.tables[target.ref.table].collections[target.property][row] = c }
        store.touch(target.ref, property: target.property)
        return try body(&c, &store)
    }

    /// Converts new elements, making rows for unmanaged objects among them.
    func elements(_ values: [Value], for target: CollectionTarget, ctx: inout GraphContext) throws(EngineError) -> [Value] {
        var out: [Value] = []
        let nullable = target.schema.isOptional || target.schema.type == .mixed
        for v in values {
            out.append(try store.element(v, for: target.schema, in: target.typeName, nullable: nullable, ctx: &ctx))
        }
        return out
    }

    func listInsert(_ ref: CollectionRef, _ values: [Value], at index: Int?) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: index == nil ? "append" : "insert")
        let count = try listCount(target)
        let at = index ?? count
        guard at >= 0, at <= count else { throw Rule.outOfBounds(at, count + 1) }
        var ctx = GraphContext(policy: .error, values: values)
        let new = try elements(values, for: target, ctx: &ctx)
        try withCollection(target) { c, s in
            c.values.insert(contentsOf: new, at: at)
            c.slots.insert(contentsOf: new.map { _ in s.makeSlot() }, at: at)
        }
        return .added(root: nil, keys: ctx.made)
    }

    func listRemove(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "remove")
        try checkIndex(index, target)
        let removed = try withCollection(target) { c, _ in
            c.slots.remove(at: index)
            return c.values.remove(at: index)
        }
        store.deleteEmbedded([removed])
        return .none
    }

    func listRemoveAll(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "removeAll")
        let removed = try withCollection(target) { c, _ in
            defer { c = CollectionStore() }
            return c.values
        }
        store.deleteEmbedded(removed)
        return .none
    }

    func listReplace(_ ref: CollectionRef, at index: Int, with value: Value) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "replace")
        try checkIndex(index, target)
        var ctx = GraphContext(policy: .error, values: [value])
        let new = try elements([value], for: target, ctx: &ctx)[0]
        let old = try withCollection(target) { c, s in
            s.touches.slots.insert(c.slots[index])
            defer { c.values[index] = new }
            return c.values[index]
        }
        if old != new { store.deleteEmbedded([old]) }
        return .added(root: nil, keys: ctx.made)
    }

    func listMove(_ ref: CollectionRef, from: Int, to: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "move")
        try checkIndex(from, target)
        try checkIndex(to, target)
        try withCollection(target) { c, s in
            s.touches.reordered = true
            let slot = c.slots.remove(at: from)
            let value = c.values.remove(at: from)
            c.slots.insert(slot, at: to)
            c.values.insert(value, at: to)
        }
        return .none
    }

    /// Swapping exchanges the values in place: both positions report as modified.
    func listSwap(_ ref: CollectionRef, _ i: Int, _ j: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "swap")
        try checkIndex(i, target)
        try checkIndex(j, target)
        guard i != j else { return .none }
        try withCollection(target) { c, s in
            c.values.swapAt(i, j)
            s.touches.slots.formUnion([c.slots[i], c.slots[j]])
        }
        return .none
    }

    private func listCount(_ target: CollectionTarget) throws(EngineError) -> Int {
        guard let row = store.tables[target.ref.table].row(of: target.ref.id) else { throw Rule.invalidatedCollection(target.schema.collection) }
        return store.tables[target.ref.table].collections[target.property][row].values.count
    }

    private func checkIndex(_ index: Int, _ target: CollectionTarget) throws(EngineError) {
        let count = try listCount(target)
        guard index >= 0, index < count else { throw Rule.outOfBounds(index, count) }
    }
}
