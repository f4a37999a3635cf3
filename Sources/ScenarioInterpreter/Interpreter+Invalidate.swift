// `realm.invalidate()`: the realm's read transaction ends. Every object,
// results and list handle obtained before it is invalidated (reading it
// raises `invalidated`, `isInvalidated` is true) and an open write is
// cancelled; handles obtained afterwards work. Frozen handles and unmanaged
// objects are unaffected. The engine needs no call for this: each managed
// handle records the realm generation it was obtained in. A frozen realm's
// own `invalidate()` closes it: reading objects from it, adding, creating
// and deleting through it are refused (exceptions.md INV7).
// Related documentation: rlmarray#properties, docs/writing-scenarios.md#the-swift-subset.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// Cancels an open write and starts a new realm generation; on a frozen
    /// realm, closes that frozen version instead.
    func invalidateRealm(_ realm: RValue = .null) throws {
        if case .realm(let h) = realm, let version = h.frozenVersion {
            invalidatedFrozenVersions.insert(version)
            return
        }
        if inWrite { try perform(.cancelWrite) }
        generation += 1
        readEnded = true
    }

    /// A frozen realm closed by `invalidate()` cannot be read [INV7].
    func checkFrozenRealmOpen(_ realm: RValue) throws {
        guard case .realm(let h) = realm, let version = h.frozenVersion, invalidatedFrozenVersions.contains(version) else { return }
        throw Interrupt.realm(Rule.frozenRealmInvalidated, nil)
    }

    /// Whether a handle was obtained before the last `invalidate()`.
    @inline(__always)
    func isStale(_ v: RValue) -> Bool {
        switch v {
        case .object(let o): return o.generation != generation && o.key != nil && o.key?.version == nil
        case .projection(let p): return isStale(.object(p.object))
        case .projectedCollection(let p): return isStale(.collection(p.backing))
        case .collection(let c): return c.generation != generation && c.ref != nil && c.ref?.frozenVersion == nil
        default: return false
        }
    }

    /// Raises `invalidated` when `v` is a handle from before the last `invalidate()`.
    @inline(__always)
    func checkValid(_ v: RValue, _ operation: @autoclosure () -> String) throws {
        guard generation != 0, isStale(v) else { return }
        throw Interrupt.realm(invalidatedError(v), nil)
    }

    /// The SDK's words for a handle of an invalidated realm: an object [INV1],
    /// a List, MutableSet or Map [INV3], a Results or LinkingObjects [INV4].
    private func invalidatedError(_ v: RValue) -> EngineError {
        guard case .collection(let c) = v else { return Rule.invalidated }
        switch c.kind {
        case .list: return Rule.invalidatedCollection(.list)
        case .set: return Rule.invalidatedCollection(.set)
        case .map: return Rule.invalidatedCollection(.map)
        case .results, .linkingObjects: return Rule.invalidatedResults
        }
    }
}
