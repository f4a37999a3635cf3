// Map<String, V>: subscripts, updateValue/setValue, removeObject(for:),
// keys, values and removeAll, lowered onto `map…` engine calls; unmanaged
// maps change in place.
// Related documentation: crud-update#update-a-map-dictionary, crud-delete#delete-map-keys-values.

import RealmSpecCore

extension Interpreter {
    static var mapMembers: [String: Member] { resultsMembers.merging(mapCore) { _, b in b } }

    static var mapCore: [String: Member] { [
        "count": .property { i, r in .scalar(.int(Int64(try i.mapEntries(try coll(r)).count))) },
        "keys": .property { i, r in .array(try i.mapEntries(try coll(r)).map { .scalar(.string($0.0)) }) },
        "values": .property { i, r in .array(try i.mapEntries(try coll(r)).map { $0.1 }) },
        "updateValue": .method([["_", "forKey"]]) { i, r, a in try i.mapSet(try coll(r), try stringArg(a[1]), a[0]); return .void },
        "setValue": .method([["_", "forKey"]]) { i, r, a in try i.mapSet(try coll(r), try stringArg(a[1]), a[0]); return .void },
        "removeObject": .method([["for"]]) { i, r, a in try i.mapRemove(try coll(r), try stringArg(a[0])); return .void },
        "removeValue": .method([["forKey"]]) { i, r, a in try i.mapRemove(try coll(r), try stringArg(a[0])); return .void },
        "removeAll": .method([[]]) { i, r, _ in
            let c = try coll(r)
            if let ref = c.ref { try i.perform(.mapRemoveAll(ref)) } else { c.entries.removeAll() }
            return .void
        },
        "object": .method([["forKey"]]) { i, r, a in try i.mapGet(try coll(r), try stringArg(a[0])) },
        "value": .method([["forKey"]]) { i, r, a in try i.mapGet(try coll(r), try stringArg(a[0])) },
        "contains": .method([["where"], ["_"]]) { i, r, a in
            let c = try i.function(a[0], "contains")
            return .scalar(.bool(try i.elements(of: r).contains { try i.truth(try i.apply(c, [$0])) }))
        },
    ] }

    func mapSet(_ c: CollectionHandle, _ key: String, _ v: RValue) throws {
        guard let ref = c.ref else {
            if let at = c.entries.firstIndex(where: { $0.0 == key }) { c.entries[at].1 = v } else { c.entries.append((key, v)) }
            return
        }
        // An unmanaged object stored in a managed map becomes managed in
        // place, embedded objects included (sdk-behaviour).
        let graph = GraphBuilder()
        if case .added(_, let keys) = try perform(.mapSet(ref, key: key, value: try toEngine(v, c.element, graph: graph))) {
            graph.rebind(keys, generation: generation)
        }
    }

    func mapRemove(_ c: CollectionHandle, _ key: String) throws {
        guard let ref = c.ref else { c.entries.removeAll { $0.0 == key }; return }
        try perform(.mapRemove(ref, key: key))
    }

    /// The value for a key: nil when absent (a stored nil is nil too, as Swift reads it).
    func mapGet(_ c: CollectionHandle, _ key: String) throws -> RValue {
        guard let ref = c.ref else { return c.entries.first { $0.0 == key }?.1 ?? .null }
        guard case .optional(let v) = try perform(.mapGet(ref, key: key)) else { return .null }
        guard let v else { return .null }
        return element(v, of: c)
    }
}
