// Map<String, V>: subscripts, updateValue/setValue, removeObject(for:),
// keys, values, removeAll and merge(_:uniquingKeysWith:), lowered onto
// `map…` engine calls; unmanaged maps change in place.
// Related documentation: crud-update#update-a-map-dictionary, crud-delete#delete-map-keys-values;
// sdk-reference api-surface.md §9 M9, M10.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var mapMembers: [String: Member] { resultsMembers.merging(mapCore) { _, b in b }.merging(mapObjcMembers) { _, b in b } }

    static var mapCore: [String: Member] { [
        "count": .property { i, r in .scalar(.int(Int64(try i.mapEntries(try coll(r)).count))) },
        "keys": .property { i, r in .array(try i.mapKeys(try coll(r)).map { .scalar(.string($0)) }) },
        // `makeIterator()`: the entries as they are now, each with its `key` and `value`.
        "makeIterator": .method { i, r, _ in .array(try i.mapEntries(try coll(r)).map { .tuple([.scalar(.string($0.0)), $0.1]) }) },
        "values": .property { i, r in .array(try i.mapEntries(try coll(r)).map { $0.1 }) },
        "updateValue": .method { i, r, a in try i.mapSet(try coll(r), try stringArg(a[1]), a[0]); return .void },
        // As the subscript sets it (§9 M17): nil removes the key of a map of non-optional values.
        "setValue": .method { i, r, a in
            let c = try coll(r)
            try i.mapAssign(c, try stringArg(a[1]), a[0])
            return .void
        },
        "removeObject": .method { i, r, a in try i.mapRemove(try coll(r), try stringArg(a[0])); return .void },
        "removeAll": .method { i, r, _ in
            let c = try coll(r)
            try i.mapRemoveAll(c)
            return .void
        },
        "merge": .method { i, r, a in try i.mapMerge(try coll(r), a[0], a[1]); return .void },
        "object": .method { i, r, a in try i.mapGet(try coll(r), try stringArg(a[0])) },
        "value": .method { i, r, a in
            if a.firstLabel == "forKeyPath" { return try i.mapValue(try coll(r), forKeyPath: try stringArg(a[0])) }
            // An RLMDictionary answers "invalidated" itself (RLMInvalidatedKey, RLMDictionary.mm
            // and RLMManagedDictionary.mm valueForKey:), whatever its keys.
            if let c = try? coll(r), c.isObjectiveC, try stringArg(a[0]) == "invalidated" {
                return try i.member(.collection(c), "isInvalidated")
            }
            return try i.mapGet(try coll(r), try stringArg(a[0]))
        },
        // `contains(where:)` hands the SDK's block the key and the value (§9 M20);
        // a one-parameter closure gets the entry, as Sequence's does.
        "contains": .method { i, r, a in
            let c = try i.function(a[0], "contains")
            let pairs = if case .closure(let f) = c, f.params.count >= 2 { true } else { false }
            return .scalar(.bool(try i.elements(of: r).contains { entry in
                if pairs, case .tuple(let kv) = entry { return try i.truth(try i.apply(c, kv)) }
                return try i.truth(try i.apply(c, [entry]))
            }))
        },
    ] }

    /// `merge(_:uniquingKeysWith:)`: for each pair in order, the closure's
    /// value where the key is present, the new value where not, each stored
    /// in turn. An error, from the closure or from Realm (a bad key), keeps
    /// the pairs stored before it: the SDK neither rolls back nor rethrows
    /// anything else.
    func mapMerge(_ c: CollectionHandle, _ other: RValue, _ combine: RValue) throws {
        let f = try function(combine, "merge(_:uniquingKeysWith:)")
        var pairs: [(String, RValue)] = []
        for e in try elements(of: other) {
            guard case .tuple(let kv) = e, kv.count == 2 else { throw misuse("merge needs key-value pairs, found \(e.kindName)") }
            pairs.append((try stringArg(kv[0]), kv[1]))
        }
        for (key, value) in pairs {
            let found = try mapGet(c, key)
            let present: RValue? = found.isNull ? nil : found
            let stored = try present.map { try apply(f, [$0, value]) } ?? value
            try mapSet(c, key, stored)
        }
    }

    /// A map of objects takes only objects of its class, or nil (TY6, RLMDictionary.mm): an
    /// unmanaged one on every set, a managed RLMDictionary in addEntries(from:) and setDictionary(_:).
    func checkMapObjectClass(_ c: CollectionHandle, _ v: RValue) throws {
        guard let type = c.objectType else { return }
        switch v {
        case .null, .scalar(.null): break
        case .object(let o) where o.type == type: break
        case .object(let o): throw Interrupt.realm(Rule.elementClassMismatch(.map, given: o.type, expected: type), nil)
        default:
            let given = Rule.runtimeClass(try toEngine(v))
            throw Interrupt.realm(Rule.elementClassMismatch(.map, given: given, expected: type), nil)
        }
    }

    func mapSet(_ c: CollectionHandle, _ key: String, _ v: RValue) throws {
        guard let ref = c.ref else {
            try checkMapObjectClass(c, v)
            if c.entryPosition(of: key) == nil { try spend(adding: 1, toCount: c.entries.count + 1) }
            c.setEntry(key, v.stored)
            return
        }
        // An unmanaged object stored in a managed map becomes managed in
        // place, embedded objects included (sdk-behaviour).
        let graph = GraphBuilder()
        let keys = try readAdded(.mapSet(ref, key: key, value: try toEngine(v, c.element, graph: graph))).keys
        graph.rebind(keys, generation: generation)
    }

    func mapRemove(_ c: CollectionHandle, _ key: String) throws {
        guard let ref = c.ref else { c.removeEntry(key); return }
        try perform(.mapRemove(ref, key: key))
    }

    /// The value for a key: nil when absent (a stored nil is nil too, as Swift reads it).
    func mapGet(_ c: CollectionHandle, _ key: String) throws -> RValue {
        guard let ref = c.ref else { return c.entry(key).map { objcRead($0, of: c) } ?? .null }
        guard let stored = try readOptional(.mapGet(ref, key: key)) else { return .null }
        // A managed RLMDictionary reads a key it holds with a null value as
        // NSNull, and only a key it lacks as nil (RLMManagedDictionary.mm
        // objectForKey: boxes the stored null; DictionaryPropertyTests and
        // RealmTests.mm testRealmBatchRemoveObjects).
        if c.isObjectiveC, stored == .null { return .scalar(.null) }
        return element(stored, of: c)
    }
}
