// Changing a MutableSet: insert (duplicates ignored, each new value at its
// place in the set's order, SetOrder), remove, keep only the values also in
// another collection (intersection), remove all.
//
// Related documentation: crud-update#update-a-mutableset-property,
// crud-delete#delete-mutableset-elements.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    func setInsert(_ ref: CollectionRef, _ values: [Value]) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: "insert")
        var ctx = GraphContext(policy: .error, values: values)
        // Each element is added in turn: a refused one keeps those before it;
        // each new value goes at its place in the set's order (SetOrder).
        try elementsAddedInTurn(values, for: target, ctx: &ctx) { new throws(EngineError) in
            var current = try contents(target).values
            var present = Set(current)
            for v in new where present.insert(v).inserted {
                let at = SetOrder.position(of: v, in: current)
                current.insert(v, at: at)
                try apply(.insert(at: at, values: [v], slots: [makeSlot()], keys: []), to: target)
            }
        }
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes `values` (or keeps only them when `keep`); nil removes everything.
    func setRemove(_ ref: CollectionRef, _ values: [Value]?, keep: Bool) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: keep ? "formIntersection" : "remove")
        let type = target.schema.type
        let given = Set((values ?? []).map { type == .mixed ? $0.live : (Scalars.convert($0, to: type) ?? $0.live) })
        let c = try contents(target)
        var out = CollectionStore()
        for (slot, v) in zip(c.slots, c.values) where values != nil && given.contains(v) == keep {
            out.slots.append(slot)
            out.values.append(v)
        }
        try apply(.replaceAll(out), to: target)
        return .none
    }
}
