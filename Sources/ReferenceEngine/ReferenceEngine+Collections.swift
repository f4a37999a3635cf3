// Reading collections: count, element, elements, index(of:), index(matching:),
// contains and aggregates, over live and frozen collections alike.
//
// Related documentation: rlmarray#properties, rlmarray#accessing-objects,
// rlmarray#querying, rlmarray#aggregating.

import RealmSpecCore

extension ReferenceEngine {
    /// The store a version names: the live one, or a frozen snapshot.
    func storeFor(version: Int64?) throws(EngineError) -> Store {
        guard let version else { return store }
        guard let s = snapshots[version] else {
            throw EngineError(.frozen, "No frozen version \(version) exists in this Realm.")
        }
        return s
    }

    /// A collection's store, contents and frozen version.
    func resolve(_ ref: CollectionRef) throws(EngineError) -> (store: Store, items: Items, version: Int64?) {
        let version = ref.frozenVersion
        let s = try storeFor(version: version)
        return (s, try s.items(ref), version)
    }

    func element(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        let (s, items, version) = try resolve(ref)
        guard index >= 0, index < items.count else { throw Rule.outOfBounds(index, items.count) }
        return .value(s.element(of: items, at: index).stamped(version))
    }

    func elements(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        let (s, items, version) = try resolve(ref)
        return .values(s.values(of: items).map { $0.stamped(version) })
    }

    func index(in ref: CollectionRef, of value: Value) throws(EngineError) -> EngineReply {
        let (s, items, _) = try resolve(ref)
        let target = value.live
        return .int(s.values(of: items).firstIndex { Compare.equal($0, target) && $0.kindName == target.kindName } ?? -1)
    }

    func index(in ref: CollectionRef, matching query: Query) throws(EngineError) -> EngineReply {
        let (s, items, _) = try resolve(ref)
        switch items {
        case .objects(let t, let rows):
            try s.validate(query, table: t, element: nil)
            return .int(rows.firstIndex { s.matches(query, .row(table: t, row: $0)) } ?? -1)
        case .values(let vs, let element):
            try s.validate(query, table: nil, element: element)
            return .int(vs.firstIndex { s.matches(query, .value($0)) } ?? -1)
        }
    }

    func aggregate(_ ref: CollectionRef, _ op: AggregateOperator, property: String?) throws(EngineError) -> EngineReply {
        let (s, items, version) = try resolve(ref)
        return .value(try s.aggregate(items, op, property: property).stamped(version))
    }
}
