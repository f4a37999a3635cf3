// Reading collections: count, element, elements, index(of:), index(matching:),
// contains and aggregates, over live and frozen collections alike.
//
// Related documentation: rlmarray#properties, rlmarray#accessing-objects,
// rlmarray#querying, rlmarray#aggregating.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// The storage a version names: the live one, or a frozen snapshot.
    func reading(version: Int64?) throws(EngineError) -> S {
        guard let version else { return storage }
        guard let s = snapshots[version] else { throw Rule.noSnapshot(version) }
        return s
    }

    /// A collection's storage, contents and frozen version.
    func resolve(_ ref: CollectionRef) throws(EngineError) -> (storage: S, items: Items, version: Int64?) {
        let version = ref.frozenVersion
        let s = try reading(version: version)
        if version == nil, let kept = lastResults, kept.stamp == stamp, kept.ref == ref { return (s, kept.items, nil) }
        let items = try s.items(ref)
        if version == nil { lastResults = (stamp, ref, items) }
        return (s, items, version)
    }

    func count(_ ref: CollectionRef) throws(EngineError) -> Int {
        if case .objects(let type) = ref.base, ref == ref.base || ref == .frozen(ref.base, version: ref.frozenVersion ?? -1) {
            let s = try reading(version: ref.frozenVersion)
            return s.count(table: try s.table(named: type, operation: "count"))
        }
        // A count the storage can make itself, unless the contents are kept.
        if case .filtered(.objects(let type), let query) = ref, !(lastResults?.stamp == stamp && lastResults?.ref == ref) {
            let t = try storage.table(named: type, operation: "count")
            try storage.validate(query, table: t, element: nil)
            if let n = storage.count(table: t, query: storage.typedConstants(query, table: t)) { return n }
        }
        return try resolve(ref).items.count
    }

    func element(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        try checkNotNegative(index)
        if let (t, rows) = try sortedPrefix(ref, covering: index) {
            return .value(.link(ObjectKey(type: catalog.tables[t].name, id: storage.id(table: t, row: rows[index]))))
        }
        let (s, items, version) = try resolve(ref)
        guard index < items.count else { throw Rule.outOfBounds(index, items.count) }
        return .value(s.element(of: items, at: index).stamped(version))
    }

    /// The most rows a sorted collection's element read asks the storage
    /// for at once (a LIMIT); a read past it evaluates the whole collection.
    static var prefixLimit: Int { 32 }

    /// The first rows of a live sorted collection, when the storage can
    /// answer them with a LIMIT and `index` falls among them: reading the
    /// first elements of a large sort does not order every row. Nil to
    /// evaluate the whole collection (contents kept from before, an index
    /// past the prefix or past the end, a sort the storage cannot make).
    private func sortedPrefix(_ ref: CollectionRef, covering index: Int) throws(EngineError) -> (Int, [Int])? {
        guard case .sorted = ref, index >= 0, index < Self.prefixLimit else { return nil }
        if let kept = lastResults, kept.stamp == stamp, kept.ref == ref { return nil }
        if let kept = lastPrefix, kept.stamp == stamp, kept.ref == ref {
            return index < kept.rows.count ? (kept.table, kept.rows) : nil
        }
        guard let (t, rows) = try storage.sortedPrefixByStorage(ref, limit: Self.prefixLimit) else { return nil }
        lastPrefix = (stamp, ref, t, rows)
        return index < rows.count ? (t, rows) : nil
    }

    func elements(_ ref: CollectionRef) throws(EngineError) -> EngineReply {
        let (s, items, version) = try resolve(ref)
        return .values(s.values(of: items).map { $0.stamped(version) })
    }

    func index(in ref: CollectionRef, of value: Value) throws(EngineError) -> EngineReply {
        let (s, items, _) = try resolve(ref)
        switch items {
        case .objects(let t, let rows):
            // An object no realm manages is never found. A list checks a managed
            // one's class first, then whether it is deleted (RLMManagedArray);
            // results unbox it first, which refuses a deleted one before the
            // class check (RLMResults.mm indexOfObject:, RLMAccessorContext).
            guard let k = value.linkKey else { return .int(-1) }
            let expected = catalog.tables[t].name
            let kind = collectionKind(ref)
            if kind == nil, s.rowRef(k.live) == nil { throw Rule.invalidated }
            if k.type != expected { throw Rule.wrongElementClass(k.type, expected, in: kind) }
            guard s.rowRef(k.live) != nil else { throw Rule.invalidated }
            return .int(rows.firstIndex { s.id(table: t, row: $0) == k.id } ?? -1)
        case .values(let vs, let element):
            let target = element.type == .mixed ? value.live : (Scalars.convert(value, to: element.type) ?? value.live)
            return .int(vs.firstIndex { $0 == target } ?? -1)
        }
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
        if let name = property, let pushed = try aggregateByStorage(ref, op, name) { return .value(pushed) }
        let (s, items, version) = try resolve(ref)
        var owner: String?
        if case .property(let key, _) = ref.base { owner = key.type }
        return .value(try s.aggregate(items, op, property: property, owner: owner).stamped(version))
    }

    /// The aggregate of all objects of a type, or of those matching a query,
    /// answered by the storage when it can (nil: evaluate here). The checks
    /// run first, in the order the evaluation here makes them.
    private func aggregateByStorage(_ ref: CollectionRef, _ op: AggregateOperator, _ name: String) throws(EngineError) -> Value? {
        if let kept = lastResults, kept.stamp == stamp, kept.ref == ref { return nil }
        guard let (t, query) = try storage.tableAndQuery(ref) else { return nil }
        guard let p = catalog.tables[t].propertyIndex[name] else {
            throw Rule.aggregateUnknownProperty(name, type: catalog.tables[t].name)
        }
        let prop = catalog.tables[t].property(p)
        try Aggregate.checkObjectProperty(op, prop, owner: catalog.tables[t].name)
        guard Aggregate.accepts(op, prop.type), let raw = storage.aggregate(table: t, query: query, op: op, property: p) else {
            return nil
        }
        return try Aggregate.result(op, of: [raw], prop, owner: catalog.tables[t].name)
    }
}
