// List and RLMArray: appending, inserting, removing, replacing, moving and
// exchanging elements, in both the Swift and the Objective-C vocabulary.
// Managed lists lower onto `list…` engine calls; unmanaged lists change in place.
// The SDK members that are a loop of such calls run the SDK's loop: a call
// that fails part-way keeps what it did before (the SDK rolls nothing back).
// remove(atOffsets:) removes the highest offset first, and removeFirst(_:)
// and removeLast(_:) check their count first, so those fail before any change;
// replaceSubrange, removeSubrange and move(fromOffsets:toOffset:) can fail
// after some of their changes.
// Related documentation: rlmarray#adding-removing-replacing, rlmarray#accessing-objects;
// sdk-reference api-surface.md §5 L15, L17, L18, L20–L22, exceptions.md IX2m, IX4.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var listMembers: [String: Member] { resultsMembers.merging(listCore) { _, b in b }.merging(projectToMembers) { _, b in b } }

    static var listCore: [String: Member] { [
        "append": .method { i, r, a in
            let values = a.firstLabel == nil ? [a[0]] : try i.elements(of: a[0])
            try i.listAppend(try coll(r), values); return .void
        },
        "add": .method { i, r, a in
            let c = try coll(r)
            try i.checkObjcValues(c, [a[0]])
            try i.listAppend(c, [a[0]]); return .void
        },
        "addObjects": .method { i, r, a in
            let c = try coll(r), values = try i.elements(of: a[0])
            try i.checkObjcValues(c, values)
            try i.listAppend(c, values); return .void
        },
        "insert": .method { i, r, a in
            let values = a.firstLabel == "contentsOf" ? try i.elements(of: a[0]) : [a[0]]
            let c = try coll(r)
            try i.checkObjcValues(c, values)
            try i.listInsert(c, values, at: try int(a[1])); return .void
        },
        "remove": .method { i, r, a in
            if a.firstLabel == "atOffsets" { try i.listRemove(try coll(r), offsets: try i.offsets(a[0])); return .void }
            return try i.listRemove(try coll(r), at: try int(a[0]))
        },
        "removeObject": .method { i, r, a in try i.listRemove(try coll(r), at: try int(a[0])) },
        // Both return Void in the SDK; with no count they remove one (§5 L17, L18).
        "removeFirst": .method { i, r, a in
            try i.listRemoveEnd(try coll(r), a.count > 0 ? try int(a[0]) : 1, first: true); return .void
        },
        "removeLast": .method { i, r, a in
            try i.listRemoveEnd(try coll(r), a.count > 0 ? try int(a[0]) : 1, first: false); return .void
        },
        "removeSubrange": .method { i, r, a in
            try i.listReplaceSubrange(try coll(r), try i.bounds(a[0]), with: []); return .void
        },
        "replaceSubrange": .method { i, r, a in
            try i.listReplaceSubrange(try coll(r), try i.bounds(a[0]), with: try i.elements(of: a[1])); return .void
        },
        "removeLastObject": .method { i, r, _ in
            let c = try coll(r)
            let n = try i.count(c)
            return n == 0 ? .void : try i.listRemove(c, at: n - 1)
        },
        "removeAll": .method { i, r, _ in try i.listRemoveAll(try coll(r)); return .void },
        "removeAllObjects": .method { i, r, _ in try i.listRemoveAll(try coll(r)); return .void },
        "replace": .method { i, r, a in try i.listReplace(try coll(r), at: try int(a[0]), with: a[1]); return .void },
        "replaceObject": .method { i, r, a in
            let c = try coll(r)
            try i.checkObjcValues(c, [a[1]])
            try i.listReplace(c, at: try int(a[0]), with: a[1]); return .void
        },
        "move": .method { i, r, a in
            if a.firstLabel == "fromOffsets" { try i.listMove(try coll(r), offsets: try i.offsets(a[0]), to: try int(a[1])); return .void }
            try i.listMove(try coll(r), from: try int(a[0]), to: try int(a[1])); return .void
        },
        "moveObject": .method { i, r, a in try i.listMove(try coll(r), from: try int(a[0]), to: try int(a[1])); return .void },
        "swapAt": .method { i, r, a in try i.listSwap(try coll(r), try int(a[0]), try int(a[1])); return .void },
        "exchangeObject": .method { i, r, a in try i.listSwap(try coll(r), try int(a[0]), try int(a[1])); return .void },
    ] }

    func listAppend(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard let ref = c.ref else {
            try checkUnmanagedClass(c, values)
            try spend(adding: values.count, toCount: c.items.count + values.count)
            c.items.append(contentsOf: values.map(\.stored))
            return
        }
        try perform(.listAppend(ref, values: try toEngine(values, c.element)))
        // Only new objects need their position, which costs a count.
        if values.contains(where: Self.isNewObject) { try rebind(values, in: c, from: try count(c) - values.count) }
    }

    /// An unmanaged list of objects takes only objects of its class
    /// (sdk-behaviour; exceptions.md TY6).
    private func checkUnmanagedClass(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard c.kind == .list, let type = c.objectType else { return }
        for case .object(let o) in values where o.type != type {
            throw Interrupt.realm(EngineError(.typeMismatch, "Object of type '\(o.type)' does not match RLMArray type '\(type)'."), nil)
        }
    }

    func listInsert(_ c: CollectionHandle, _ values: [RValue], at index: Int) throws {
        guard let ref = c.ref else {
            try Self.checkNotNegative(index)
            try checkUnmanagedClass(c, values)
            guard index <= c.items.count else { throw outOfBounds(.ix2, index, c.items.count + 1) }
            c.items.insert(contentsOf: values.map(\.stored), at: index)
            return
        }
        try perform(.listInsert(ref, values: try toEngine(values, c.element), at: index))
        try rebind(values, in: c, from: index)
    }

    func listRemove(_ c: CollectionHandle, at index: Int) throws -> RValue {
        guard let ref = c.ref else {
            try Self.checkNotNegative(index)
            guard index < c.items.count else { throw outOfBounds(.ix2, index, c.items.count) }
            return c.items.remove(at: index)
        }
        // The element is read first, for the return value; when that read
        // fails, the removal itself decides the error, so an engine's order of
        // checks (write transaction before bounds) is the one a scenario sees.
        let removed: RValue
        do { removed = try at(c, index) } catch Interrupt.engine(let fault, let at) {
            throw Interrupt.engine(fault, at)
        } catch {
            try perform(.listRemove(ref, at: index))
            throw error
        }
        try perform(.listRemove(ref, at: index))
        return removed
    }

    /// Removes the element at `index` without reading it first (bulk removals
    /// that discard what they remove): one engine call for a managed list.
    func listRemoveDiscarding(_ c: CollectionHandle, at index: Int) throws {
        guard let ref = c.ref else { _ = try listRemove(c, at: index); return }
        try perform(.listRemove(ref, at: index))
    }

    func setRemoveAll(_ c: CollectionHandle) throws {
        guard let ref = c.ref else { c.items.removeAll(); return }
        try perform(.setRemoveAll(ref))
    }

    func mapRemoveAll(_ c: CollectionHandle) throws {
        guard let ref = c.ref else { c.entries.removeAll(); return }
        try perform(.mapRemoveAll(ref))
    }

    func listRemoveAll(_ c: CollectionHandle) throws {
        guard let ref = c.ref else { c.items.removeAll(); return }
        try perform(.listRemoveAll(ref))
    }

    func listReplace(_ c: CollectionHandle, at index: Int, with v: RValue) throws {
        guard let ref = c.ref else {
            // The object's class is checked before the index (RLMArray.mm replaceObjectAtIndex:withObject:).
            try checkUnmanagedClass(c, [v])
            try Self.checkNotNegative(index)
            guard index < c.items.count else { throw outOfBounds(.ix2, index, c.items.count) }
            c.items[index] = v.stored
            return
        }
        try perform(.listReplace(ref, at: index, value: try toEngine(v, c.element)))
        try rebind([v], in: c, from: index)
    }

    func listMove(_ c: CollectionHandle, from: Int, to: Int) throws {
        guard let ref = c.ref else {
            try Self.checkNotNegative(from)
            try Self.checkNotNegative(to)
            // The source is checked first, then the destination, as a managed list checks them.
            for index in [from, to] where index >= c.items.count {
                throw outOfBounds(.ix2, index, c.items.count)
            }
            c.items.insert(c.items.remove(at: from), at: to)
            return
        }
        try perform(.listMove(ref, from: from, to: to))
    }

    func listSwap(_ c: CollectionHandle, _ x: Int, _ y: Int) throws {
        guard let ref = c.ref else {
            try Self.checkNotNegative(x, "index1")
            try Self.checkNotNegative(y, "index2")
            for index in [x, y] where index >= c.items.count {
                throw outOfBounds(.ix2, index, c.items.count)
            }
            c.items.swapAt(x, y)
            return
        }
        try perform(.listSwap(ref, x, y))
    }

    /// A negative index on an unmanaged list, refused first as on a managed one (IX1).
    static func checkNotNegative(_ index: Int, _ parameter: String = "index") throws {
        if index < 0 { throw Interrupt.realm(Rule.negativeIndex(parameter), nil) }
    }

    /// The offsets of an `IndexSet` argument, ascending and without repeats.
    func offsets(_ v: RValue) throws -> [Int] {
        Array(Set(try elements(of: v).map { try int($0) })).sorted()
    }

    /// The closed bounds of a range argument (`2..<4` is 2...3; `2..<2` is empty, 2...1).
    func bounds(_ v: RValue) throws -> (lower: Int, upper: Int) {
        guard case .range(let lo, let hi) = v else { throw misuse("expected a range, found \(v.kindName)") }
        return (try int(lo), try int(hi))
    }

    /// `remove(atOffsets:)`: highest offset first, as the SDK does; the
    /// highest is the only one that can be out of bounds, so it goes first.
    func listRemove(_ c: CollectionHandle, offsets: [Int]) throws {
        for o in offsets.reversed() { try listRemoveDiscarding(c, at: o) }
    }

    /// `move(fromOffsets:toOffset:)`: the SDK's own loop (List.swift:348-356),
    /// for each offset in ascending order a move to `destination - 1` when
    /// the destination lies beyond it. A move that fails ends the call; the
    /// moves made before it stay, as the SDK does not roll a call back.
    func listMove(_ c: CollectionHandle, offsets: [Int], to destination: Int) throws {
        for offset in offsets { try listMove(c, from: offset, to: destination > offset ? destination - 1 : destination) }
    }

    /// `removeFirst(_:)` / `removeLast(_:)` with a count.
    func listRemoveEnd(_ c: CollectionHandle, _ number: Int, first: Bool) throws {
        let n = try count(c)
        guard number >= 0 else { throw Interrupt.realm(Rule.negativeIndex(), nil) }
        guard number <= n else { throw Interrupt.realm(Rule.removeMoreThanCount(number, count: n), nil) }
        for k in 0..<number { try listRemoveDiscarding(c, at: first ? 0 : n - 1 - k) }
    }

    /// `replaceSubrange(_:with:)` and `removeSubrange(_:)`: the SDK's own
    /// loop (List.swift:249-258, :335): one removal at the range's lower bound
    /// per index of the range, then each new element, last first, inserted at
    /// the lower bound, which leaves them in order where the range was. A
    /// removal or insertion that fails ends the call; what was done before it
    /// stays (a range past the end removes up to the end, then fails).
    func listReplaceSubrange(_ c: CollectionHandle, _ range: (lower: Int, upper: Int), with values: [RValue]) throws {
        for _ in 0..<max(0, range.upper - range.lower + 1) { try listRemoveDiscarding(c, at: range.lower) }
        for value in values.reversed() { try listInsert(c, [value], at: range.lower) }
    }

    /// Unmanaged objects put into a managed list become managed: each handle
    /// takes the key now stored at its position.
    /// So does one an AnyRealmValue holds (`.object(dog)`), as the SDK adds that accessor itself.
    func rebind(_ values: [RValue], in c: CollectionHandle, from start: Int) throws {
        for (offset, v) in values.enumerated() {
            guard let o = Self.newObject(in: v) else { continue }
            if let stored = Self.object(in: try at(c, start + offset)), let key = stored.key {
                o.bind(key, generation: generation)
            }
        }
    }

    /// An object no realm manages yet.
    static func isNewObject(_ v: RValue) -> Bool { newObject(in: v) != nil }

    /// The unmanaged object a value is, or holds as an AnyRealmValue; nil for anything else.
    static func newObject(in v: RValue) -> ObjectHandle? {
        guard let o = object(in: v), o.key == nil else { return nil }
        return o
    }

    /// The object a value is, or holds as an AnyRealmValue.
    private static func object(in v: RValue) -> ObjectHandle? {
        switch v {
        case .object(let o): return o
        case .enumCase("object", let payload): if case .object(let o)? = payload.first { return o }
        default: break
        }
        return nil
    }
}
