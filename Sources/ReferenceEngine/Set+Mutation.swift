// Changing a MutableSet: insert (duplicates ignored), remove, keep only the
// values also in another collection (intersection), remove all.
//
// Related documentation: crud-update#update-a-mutableset-property,
// crud-delete#delete-mutableset-elements.

import RealmRules
import RealmSpecCore

extension ReferenceEngine {
    func setInsert(_ ref: CollectionRef, _ values: [Value]) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: "insert")
        var ctx = GraphContext(policy: .error, values: values)
        let new = try elements(values, for: target, ctx: &ctx)
        try withCollection(target) { c, s in
            var present = Set(c.values)
            for v in new where present.insert(v).inserted {
                c.values.append(v)
                c.slots.append(s.makeSlot())
            }
        }
        return .added(root: nil, keys: ctx.made)
    }

    /// Removes `values` (or keeps only them when `keep`); nil removes everything.
    func setRemove(_ ref: CollectionRef, _ values: [Value]?, keep: Bool) throws(EngineError) -> EngineReply {
        let target = try mutableCollection(ref, kind: .set, operation: keep ? "formIntersection" : "remove")
        let type = target.schema.type
        let given = Set((values ?? []).map { type == .mixed ? $0.live : (Scalars.convert($0, to: type) ?? $0.live) })
        try withCollection(target) { c, _ in
            var out = CollectionStore()
            for (slot, v) in zip(c.slots, c.values) where values != nil && given.contains(v) == keep {
                out.slots.append(slot)
                out.values.append(v)
            }
            c = out
        }
        return .none
    }
}
