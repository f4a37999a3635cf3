// List and RLMArray: appending, inserting, removing, replacing, moving and
// exchanging elements, in both the Swift and the Objective-C vocabulary.
// Managed lists lower onto `list…` engine calls; unmanaged lists change in place.
// Related documentation: rlmarray#adding-removing-replacing, rlmarray#accessing-objects.

import RealmRules
import RealmSpecCore

extension Interpreter {
    static var listMembers: [String: Member] { resultsMembers.merging(listCore) { _, b in b } }

    static var listCore: [String: Member] { [
        "append": .method([["_"], ["objectsIn"], ["contentsOf"]]) { i, r, a in
            let values = a.firstLabel == nil ? [a[0]] : try i.elements(of: a[0])
            try i.listAppend(try coll(r), values); return .void
        },
        "add": .method([["_"]]) { i, r, a in try i.listAppend(try coll(r), [a[0]]); return .void },
        "addObject": .method([["_"]]) { i, r, a in try i.listAppend(try coll(r), [a[0]]); return .void },
        "addObjects": .method([["_"]]) { i, r, a in try i.listAppend(try coll(r), try i.elements(of: a[0])); return .void },
        "insert": .method([["_", "at"], ["contentsOf", "at"]]) { i, r, a in
            let values = a.firstLabel == "contentsOf" ? try i.elements(of: a[0]) : [a[0]]
            try i.listInsert(try coll(r), values, at: try int(a[1])); return .void
        },
        "insertObject": .method([["_", "at"]]) { i, r, a in try i.listInsert(try coll(r), [a[0]], at: try int(a[1])); return .void },
        "remove": .method([["at"]]) { i, r, a in try i.listRemove(try coll(r), at: try int(a[0])) },
        "removeObject": .method([["at"]]) { i, r, a in try i.listRemove(try coll(r), at: try int(a[0])) },
        "removeFirst": .method([[]]) { i, r, _ in try i.listRemove(try coll(r), at: 0) },
        "removeLast": .method([[]]) { i, r, _ in
            let c = try coll(r)
            return try i.listRemove(c, at: try i.count(c) - 1)
        },
        "removeLastObject": .method([[]]) { i, r, _ in
            let c = try coll(r)
            let n = try i.count(c)
            return n == 0 ? .void : try i.listRemove(c, at: n - 1)
        },
        "removeAll": .method([[]]) { i, r, _ in try i.listRemoveAll(try coll(r)); return .void },
        "removeAllObjects": .method([[]]) { i, r, _ in try i.listRemoveAll(try coll(r)); return .void },
        "replace": .method([["index", "object"]]) { i, r, a in try i.listReplace(try coll(r), at: try int(a[0]), with: a[1]); return .void },
        "replaceObject": .method([["at", "with"]]) { i, r, a in try i.listReplace(try coll(r), at: try int(a[0]), with: a[1]); return .void },
        "move": .method([["from", "to"]]) { i, r, a in try i.listMove(try coll(r), from: try int(a[0]), to: try int(a[1])); return .void },
        "moveObject": .method([["at", "to"]]) { i, r, a in try i.listMove(try coll(r), from: try int(a[0]), to: try int(a[1])); return .void },
        "swapAt": .method([["_", "_"]]) { i, r, a in try i.listSwap(try coll(r), try int(a[0]), try int(a[1])); return .void },
        "exchangeObject": .method([["at", "withObjectAt"]]) { i, r, a in try i.listSwap(try coll(r), try int(a[0]), try int(a[1])); return .void },
    ] }

    func listAppend(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard let ref = c.ref else {
            try checkUnmanagedClass(c, values)
            try spend(elements: c.items.count + values.count)
            c.items.append(contentsOf: values)
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
            guard index <= c.items.count else { throw Interrupt.realm(Rule.outOfBounds(index, c.items.count + 1), nil) }
            c.items.insert(contentsOf: values, at: index)
            return
        }
        try perform(.listInsert(ref, values: try toEngine(values, c.element), at: index))
        try rebind(values, in: c, from: index)
    }

    func listRemove(_ c: CollectionHandle, at index: Int) throws -> RValue {
        guard let ref = c.ref else {
            try Self.checkNotNegative(index)
            guard index < c.items.count else { throw Interrupt.realm(Rule.outOfBounds(index, c.items.count), nil) }
            return c.items.remove(at: index)
        }
        // The element is read first, for the return value; when that read
        // fails, the removal itself decides the error, so an engine's order of
        // checks (write transaction before bounds) is the one a scenario sees.
        let removed: RValue
        do { removed = try at(c, index) } catch {
            try perform(.listRemove(ref, at: index))
            throw error
        }
        try perform(.listRemove(ref, at: index))
        return removed
    }

    func listRemoveAll(_ c: CollectionHandle) throws {
        guard let ref = c.ref else { c.items.removeAll(); return }
        try perform(.listRemoveAll(ref))
    }

    func listReplace(_ c: CollectionHandle, at index: Int, with v: RValue) throws {
        guard let ref = c.ref else {
            try Self.checkNotNegative(index)
            guard index < c.items.count else { throw Interrupt.realm(Rule.outOfBounds(index, c.items.count), nil) }
            c.items[index] = v
            return
        }
        try perform(.listReplace(ref, at: index, value: try toEngine(v, c.element)))
        try rebind([v], in: c, from: index)
    }

    func listMove(_ c: CollectionHandle, from: Int, to: Int) throws {
        guard let ref = c.ref else {
            try Self.checkNotNegative(from)
            try Self.checkNotNegative(to)
            guard from < c.items.count, to < c.items.count else {
                throw Interrupt.realm(Rule.outOfBounds(max(from, to), c.items.count), nil)
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
            guard x < c.items.count, y < c.items.count else {
                throw Interrupt.realm(Rule.outOfBounds(max(x, y), c.items.count), nil)
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

    /// Unmanaged objects put into a managed list become managed: each handle
    /// takes the key now stored at its position.
    func rebind(_ values: [RValue], in c: CollectionHandle, from start: Int) throws {
        for (offset, v) in values.enumerated() {
            guard Self.isNewObject(v), case .object(let o) = v else { continue }
            if case .object(let stored) = try at(c, start + offset), let key = stored.key {
                o.bind(key, generation: generation)
            }
        }
    }

    /// An object no realm manages yet.
    static func isNewObject(_ v: RValue) -> Bool {
        if case .object(let o) = v { return o.key == nil }
        return false
    }
}
