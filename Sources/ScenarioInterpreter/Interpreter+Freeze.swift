// Freezing: `freeze()` and `thaw()` on realms, objects and collections, and
// `isFrozen`; frozen handles carry the snapshot version in their key or
// collection reference.
// Related documentation: rlmarray#freezing.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// Members realms, objects and collections share for freezing.
    static var freezeMembers: [String: Member] { [
        "freeze": .method { i, r, _ in try i.freeze(r) },
        "thaw": .method { i, r, _ in try i.thaw(r) },
        "isFrozen": .property { _, r in
            switch r {
            case .realm(let h): return .scalar(.bool(h.frozenVersion != nil))
            case .object(let o): return .scalar(.bool(o.key?.isFrozen ?? false))
            case .projection(let p): return .scalar(.bool(p.object.key?.isFrozen ?? false))
            case .collection(let c): return .scalar(.bool(c.ref?.frozenVersion != nil))
            default: return .scalar(.bool(false))
            }
        },
    ] }

    func target(of v: RValue, _ operation: String) throws -> Target {
        switch v {
        case .realm(let h): return .realm(version: h.frozenVersion)
        case .object(let o):
            guard let key = o.key else { throw Interrupt.realm(Rule.unmanagedObject(operation), nil) }
            return .object(key)
        case .collection(let c): return .collection(try managedRef(c, operation))
        case .projection(let p): return try target(of: .object(p.object), operation)
        case .projectedCollection(let p): return try target(of: .collection(p.backing), operation)
        default: throw misuse("cannot \(operation) \(v.kindName)")
        }
    }

    func freeze(_ v: RValue) throws -> RValue {
        let frozen = rebuild(v, try readTarget(.freeze(try target(of: v, "freeze"))))
        // Freezing what is already frozen gives the same object or collection
        // back (RLMObjectFreeze and RLMResults' freeze return self), so `==`
        // holds even where it compares accessors.
        return isFrozenHandle(v) ? v : frozen
    }

    private func isFrozenHandle(_ v: RValue) -> Bool {
        switch v {
        case .object(let o): return o.key?.version != nil
        case .projection(let p): return p.object.key?.version != nil
        case .collection(let c): return c.ref?.frozenVersion != nil
        default: return false
        }
    }

    func thaw(_ v: RValue) throws -> RValue {
        return rebuild(v, try readTarget(.thaw(try target(of: v, "thaw"))))
    }

    /// The same kind of handle as `v`, addressing `t`.
    private func rebuild(_ v: RValue, _ t: Target?) -> RValue {
        guard let t else { return gone(v) }
        switch (v, t) {
        case (_, .realm(let version)): return .realm(RealmHandle(frozenVersion: version))
        case (.projection(let p), .object(let k)):
            return .projection(ProjectionHandle(projectionType: p.projectionType, object: ObjectHandle(managed: k, generation: generation)))
        case (_, .object(let k)): return .object(ObjectHandle(managed: k, generation: generation))
        case (.collection(let c), .collection(let ref)):
            let d = CollectionHandle(kind: c.kind, element: c.element, elementOptional: c.elementOptional, ref: ref, generation: generation)
            d.projectionType = c.projectionType
            d.isObjectiveC = c.isObjectiveC
            return .collection(d)
        case (_, .collection(let ref)): return .collection(CollectionHandle(kind: .results, element: nil, ref: ref, generation: generation))
        }
    }

    /// What thawing gives when the live form no longer exists: nil for an
    /// object, the (invalidated) live list for a collection property.
    private func gone(_ v: RValue) -> RValue {
        guard case .collection(let c) = v, case .property(let owner, let name)? = c.ref?.base else { return .null }
        return .collection(CollectionHandle(kind: c.kind, element: c.element, elementOptional: c.elementOptional,
                                            ref: .property(owner: owner.live, name: name), generation: generation))
    }
}
