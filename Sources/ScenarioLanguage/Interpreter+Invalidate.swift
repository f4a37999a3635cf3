// `realm.invalidate()`: the realm's read transaction ends. Every object,
// results and list handle obtained before it is invalidated (reading it
// raises `invalidated`, `isInvalidated` is true) and an open write is
// cancelled; handles obtained afterwards work. Frozen handles and unmanaged
// objects are unaffected. The engine needs no call for this: each managed
// handle records the realm generation it was obtained in.
// Related documentation: rlmarray#properties, language#realm-invalidate.

import RealmSpecCore

extension Interpreter {
    /// Cancels an open write and starts a new realm generation.
    func invalidateRealm() throws {
        if inWrite { try perform(.cancelWrite) }
        generation += 1
    }

    /// Whether a handle was obtained before the last `invalidate()`.
    @inline(__always)
    func isStale(_ v: RValue) -> Bool {
        switch v {
        case .object(let o): return o.generation != generation && o.key != nil && o.key?.version == nil
        case .projection(let p): return isStale(.object(p.object))
        case .collection(let c): return c.generation != generation && c.ref != nil && c.ref?.frozenVersion == nil
        default: return false
        }
    }

    /// Raises `invalidated` when `v` is a handle from before the last `invalidate()`.
    @inline(__always)
    func checkValid(_ v: RValue, _ operation: @autoclosure () -> String) throws {
        guard generation != 0, isStale(v) else { return }
        throw Interrupt.realm(EngineError(.invalidated, invalidatedMessage(v, operation())), nil)
    }

    private func invalidatedMessage(_ v: RValue, _ operation: String) -> String {
        "cannot \(operation): the \(v.kindName) was invalidated by 'realm.invalidate()'"
    }
}
