// MutableSet: insert, remove, contains, set algebra and removeAll, lowered
// onto `set…` engine calls; unmanaged sets change in place.
// Related documentation: crud-update#update-a-mutableset-property,
// crud-delete#delete-mutableset-elements.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var setMembers: [String: Member] {
        resultsMembers.merging(setCore) { _, b in b }.merging(setObjcMembers) { _, b in b }.merging(projectToMembers) { _, b in b }
    }

    static var setCore: [String: Member] { [
        "insert": .method { i, r, a in
            let values = a.firstLabel == "objectsIn" ? try i.elements(of: a[0]) : [a[0]]
            try i.setInsert(try coll(r), values); return .void
        },
        "remove": .method { i, r, a in
            let values = a.firstLabel == "objectsIn" ? try i.elements(of: a[0]) : [a[0]]
            try i.setRemove(try coll(r), values); return .void
        },
        "removeAll": .method { i, r, _ in
            let c = try coll(r)
            try i.setRemoveAll(c)
            return .void
        },
        "formUnion": .method { i, r, a in
            try i.setAlgebra(.formUnion, try coll(r), a[0]) { try i.setInsert($0, $1) }; return .void
        },
        "subtract": .method { i, r, a in
            try i.setAlgebra(.subtract, try coll(r), a[0]) { try i.setRemove($0, $1) }; return .void
        },
        "formIntersection": .method { i, r, a in
            try i.setAlgebra(.formIntersection, try coll(r), a[0]) { try i.setIntersect($0, $1) }; return .void
        },
        "intersects": .method { i, r, a in
            let c = try coll(r)
            try i.refuseUnmanagedSetArgument(c, a[0])
            return .scalar(.bool(try i.elements(of: a[0]).contains { try i.contains(c, $0) }))
        },
        "isSubset": .method { i, r, a in
            try i.refuseUnmanagedSetArgument(try coll(r), a[0])
            let other = try i.elements(of: a[0])
            return .scalar(.bool(try i.elements(of: r).allSatisfy { e in try other.contains { try i.rowEqual($0, e) } }))
        },
    ] }

    /// A managed set's algebra refuses an unmanaged set (UM9) and words its
    /// write check as RLMManagedSet does (TX5).
    func setAlgebra(_ member: Rule.SetAlgebra, _ c: CollectionHandle, _ other: RValue,
                    _ apply: (CollectionHandle, [RValue]) throws -> Void) throws {
        try refuseUnmanagedSetArgument(c, other)
        do {
            try apply(c, try elements(of: other))
        } catch Interrupt.realm(let error, let at) where c.ref != nil {
            throw Interrupt.realm(Rule.setAlgebra(member, error), at)
        }
    }

    /// A managed set takes only a managed set of its own element type as the other operand
    /// (RLMManagedSet.mm `managedObjectFrom:`): an unmanaged one is UM9, a set of another
    /// type or class SET2, both before anything else is checked.
    func refuseUnmanagedSetArgument(_ c: CollectionHandle, _ other: RValue) throws {
        guard c.ref != nil, case .collection(let o) = other, o.kind == .set else { return }
        if o.ref == nil { throw Interrupt.realm(Rule.unmanagedSetArgument, nil) }
        if let mine = c.element, let theirs = o.element, mine != theirs {
            throw Interrupt.realm(EngineError(.typeMismatch, SDKMessage.set2.text(Rule.typeName(mine), Rule.typeName(theirs))), nil)
        }
    }

    func setInsert(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard let ref = c.ref else {
            // An unmanaged set of objects takes only objects of its class (TY6, RLMSet.mm).
            if let type = c.objectType {
                for case .object(let o) in values where o.type != type {
                    throw Interrupt.realm(Rule.elementClassMismatch(.set, given: o.type, expected: type), nil)
                }
            }
            for v in values.map(\.stored) where try !c.items.contains(where: { try rowEqual($0, v) }) { c.items.append(v) }
            return
        }
        // Unmanaged objects inserted into a managed set become managed in place, as
        // an append does, so inserting one again finds it (MutableSet S8).
        let graph = GraphBuilder()
        let given = try values.map { try toEngine($0, c.element, graph: graph) }
        graph.rebind(try readAdded(.setInsert(ref, values: given)).keys, generation: generation)
    }

    func setRemove(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard let ref = c.ref else {
            c.items = try c.items.filter { item in try !values.contains { try rowEqual($0, item) } }
            return
        }
        try perform(.setRemove(ref, values: try toEngine(values, c.element)))
    }

    func setIntersect(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard let ref = c.ref else {
            c.items = try c.items.filter { item in try values.contains { try rowEqual($0, item) } }
            return
        }
        try perform(.setIntersect(ref, values: try toEngine(values, c.element)))
    }
}
