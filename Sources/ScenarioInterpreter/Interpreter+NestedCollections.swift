// Collections nested in an AnyRealmValue (AnyRealmValue.list / .dictionary,
// api-surface.md §10 A13, A14, A26, A27): stored in a managed object, such a
// collection stays bound to its property. Its handle knows the object, the
// property and the indexes and keys down to it; before each use it is read
// afresh, and a change made through it is written back into the property as
// a whole, in the same write. A nested collection read out of an element of
// a managed List or Map of AnyRealmValue is not bound, and changing it is
// refused by name rather than lost.
// Related SDK sections: sdk-behaviour (realm-swift AnyRealmValue.swift; core nested collections).

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// The runtime form of an AnyRealmValue read from `property` of `owner`,
    /// nested collections bound to where they are.
    func boundMixed(_ v: Value, _ owner: ObjectKey, _ property: String, _ path: [NestedBinding.Step]) -> RValue {
        switch v {
        case .list(let items):
            let c = CollectionHandle(unmanaged: .list, element: .mixed,
                                     items: items.enumerated().map { boundMixed($1, owner, property, path + [.index($0)]) })
            c.nested = NestedBinding(owner: owner, property: property, path: path)
            return .enumCase("list", [.collection(c)])
        case .map(let entries):
            let c = CollectionHandle(unmanaged: .map, element: .mixed,
                                     entries: entries.map { ($0.key, boundMixed($0.value, owner, property, path + [.key($0.key)])) })
            c.nested = NestedBinding(owner: owner, property: property, path: path)
            return .enumCase("dictionary", [.collection(c)])
        default:
            return mixed(v)
        }
    }

    /// A nested collection out of a managed collection's element: a snapshot.
    func snapshotMixed(_ v: Value) -> RValue {
        switch v {
        case .list(let items):
            let c = CollectionHandle(unmanaged: .list, element: .mixed, items: items.map(snapshotMixed))
            c.nestedSnapshot = true
            return .enumCase("list", [.collection(c)])
        case .map(let entries):
            let c = CollectionHandle(unmanaged: .map, element: .mixed,
                                     entries: entries.map { ($0.key, snapshotMixed($0.value)) })
            c.nestedSnapshot = true
            return .enumCase("dictionary", [.collection(c)])
        default:
            return mixed(v)
        }
    }

    /// Reads a bound nested collection afresh (from `root`, the property's
    /// value, when the caller has just read it); one whose place no longer
    /// holds a collection of its kind is invalidated, as the SDK's is.
    /// Answers the property's value it read.
    @discardableResult
    func refreshNested(_ c: CollectionHandle, from root: Value? = nil) throws -> Value? {
        guard let b = c.nested else { return nil }
        let value: Value
        if let root {
            value = root
        } else {
            value = try readValue(.get(b.owner, property: b.property))
        }
        switch (c.kind, Self.value(in: value, at: b.path[...])) {
        case (.list, .list(let items)?):
            c.items = items.enumerated().map { boundMixed($1, b.owner, b.property, b.path + [.index($0)]) }
        case (.map, .map(let entries)?):
            c.entries = entries.map { ($0.key, boundMixed($0.value, b.owner, b.property, b.path + [.key($0.key)])) }
        default:
            throw Interrupt.realm(Rule.invalidatedCollection(c.kind == .map ? .map : .list), nil)
        }
        return value
    }

    /// Runs `body` on a nested collection: read afresh first, written back
    /// when its contents changed; a snapshot that changes is refused.
    func withNested<T>(_ base: RValue, _ body: () throws -> T) throws -> T {
        guard case .collection(let c) = base, c.nested != nil || c.nestedSnapshot else { return try body() }
        let root = try refreshNested(c)
        let before = try toEngine(.collection(c))
        let result = try body()
        let after = try toEngine(.collection(c))
        guard after != before else { return result }
        guard let root, let b = c.nested else {
            throw misuse("changing a collection nested in an element of a managed List or Map of AnyRealmValue is not supported; set the element instead")
        }
        guard let updated = Self.replacing(in: root, at: b.path[...], with: after) else {
            throw Interrupt.realm(Rule.invalidatedCollection(c.kind == .map ? .map : .list), nil)
        }
        try perform(.set(b.owner, property: b.property, value: updated))
        // Unmanaged objects put in it are managed now, as they are when set on a property.
        let stored = try readValue(.get(b.owner, property: b.property))
        if let here = Self.value(in: stored, at: b.path[...]) {
            bindNew(.enumCase(c.kind == .map ? "dictionary" : "list", [.collection(c)]), here)
        }
        try refreshNested(c, from: stored)
        return result
    }

    /// Binds each unmanaged object of `given` to the key stored in its place.
    func bindNew(_ given: RValue, _ stored: Value) {
        switch (given, stored) {
        case (.enumCase("object", let args), .link(let k)):
            if case .object(let o)? = args.first, o.key == nil { o.bind(k, generation: generation) }
        case (.enumCase("list", let args), .list(let values)):
            guard case .collection(let c)? = args.first else { return }
            for (item, value) in zip(c.items, values) { bindNew(item, value) }
        case (.enumCase("dictionary", let args), .map(let entries)):
            guard case .collection(let c)? = args.first else { return }
            for (key, item) in c.entries { if let value = entries.first(where: { $0.key == key })?.value { bindNew(item, value) } }
        default:
            return
        }
    }

    static func value(in root: Value, at path: ArraySlice<NestedBinding.Step>) -> Value? {
        guard let step = path.first else { return root }
        switch (step, root) {
        case (.index(let i), .list(let items)) where i >= 0 && i < items.count: return value(in: items[i], at: path.dropFirst())
        case (.key(let k), .map(let entries)): return entries.first { $0.key == k }.flatMap { value(in: $0.value, at: path.dropFirst()) }
        default: return nil
        }
    }

    static func replacing(in root: Value, at path: ArraySlice<NestedBinding.Step>, with new: Value) -> Value? {
        guard let step = path.first else { return new }
        switch (step, root) {
        case (.index(let i), .list(var items)) where i >= 0 && i < items.count:
            guard let inner = replacing(in: items[i], at: path.dropFirst(), with: new) else { return nil }
            items[i] = inner
            return .list(items)
        case (.key(let k), .map(var entries)):
            guard let at = entries.firstIndex(where: { $0.key == k }),
                  let inner = replacing(in: entries[at].value, at: path.dropFirst(), with: new) else { return nil }
            entries[at].value = inner
            return .map(entries)
        default:
            return nil
        }
    }
}
