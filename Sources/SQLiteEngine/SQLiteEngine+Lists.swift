// Changing a list: insert/append (index == count allowed), remove, remove
// all, replace, move and swap. Each needs a write; indices outside the list
// fail with `indexOutOfBounds`; removing an entry never deletes the object
// (embedded objects excepted, which live only in their list).
//
// Related documentation: rlmarray#adding-removing-replacing.

import RealmRules
import RealmSpecCore

/// A collection property that a call is about to change.
struct CollectionTarget {
    var owner: ObjectKey
    var prop: PropertySchema
}

extension SQLiteEngine {
    /// The gates every collection mutation opens with.
    func mutableCollection(_ ref: CollectionRef, kind: CollectionKind, operation: String) throws(EngineError) -> CollectionTarget {
        try checkNotFrozen(ref, operation)
        try checkInWrite()
        guard case let .property(owner, name) = ref else {
            throw Rule.notAMutableCollection(operation)
        }
        let (_, prop) = try collectionProperty(owner: owner, name: name)
        if prop.isLinkingObjects { throw Rule.readOnly(name, type: owner.type) }
        guard prop.collection == kind else { throw Rule.notACollection(name, type: owner.type, operation) }
        return CollectionTarget(owner: owner, prop: prop)
    }

    /// The caller's values converted to the collection's element type.
    func elements(_ values: [Value], for target: CollectionTarget, ctx: inout GraphContext) throws(EngineError) -> [Value] {
        var out: [Value] = []
        let nullable = target.prop.isOptional || target.prop.type == .mixed
        for v in values {
            out.append(try element(v, for: target.prop, in: target.owner.type, nullable: nullable, ctx: &ctx))
        }
        return out
    }

    func listInsert(_ ref: CollectionRef, _ values: [Value], at index: Int?) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: index == nil ? "append" : "insert")
        let count = try readContents(target.owner, target.prop).values.count
        let at = index ?? count
        guard at >= 0, at <= count else { throw Rule.outOfBounds(at, count + 1) }
        var ctx = GraphContext(policy: .error, values: values)
        let new = try elements(values, for: target, ctx: &ctx)
        var contents = try readContents(target.owner, target.prop)
        contents.values.insert(contentsOf: new, at: min(at, contents.values.count))
        try writeContents(target.owner, target.prop, contents)
        return .added(root: nil, keys: ctx.made)
    }

    func listRemove(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "remove")
        var contents = try checkedList(target, index)
        let removed = contents.values.remove(at: index)
        try writeContents(target.owner, target.prop, contents)
        try deleteEmbedded([removed])
        return .none
    }

    func listRemoveAll(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "removeAll")
        let removed = try readContents(target.owner, target.prop).values
        try writeContents(target.owner, target.prop, Contents())
        try deleteEmbedded(removed)
        return .none
    }

    func listReplace(_ ref: CollectionRef, at index: Int, with value: Value) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "replace")
        _ = try checkedList(target, index)
        var ctx = GraphContext(policy: .error, values: [value])
        let new = try elements([value], for: target, ctx: &ctx)
        var contents = try checkedList(target, index)
        let old = contents.values[index]
        contents.values[index] = new.first ?? .null
        try writeContents(target.owner, target.prop, contents)
        if old != contents.values[index] { try deleteEmbedded([old]) }
        return .added(root: nil, keys: ctx.made)
    }

    func listMove(_ ref: CollectionRef, from: Int, to: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "move")
        _ = try checkedList(target, from)
        var contents = try checkedList(target, to)
        let value = contents.values.remove(at: from)
        contents.values.insert(value, at: to)
        try writeContents(target.owner, target.prop, contents)
        return .none
    }

    func listSwap(_ ref: CollectionRef, _ i: Int, _ j: Int) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .list, operation: "swap")
        _ = try checkedList(target, i)
        var contents = try checkedList(target, j)
        guard i != j else { return .none }
        contents.values.swapAt(i, j)
        try writeContents(target.owner, target.prop, contents)
        return .none
    }

    /// The list's contents, or `indexOutOfBounds` when `index` is not in it.
    private func checkedList(_ target: CollectionTarget, _ index: Int) throws(EngineError) -> Contents {
        let contents = try readContents(target.owner, target.prop)
        guard index >= 0, index < contents.values.count else { throw Rule.outOfBounds(index, contents.values.count) }
        return contents
    }
}
