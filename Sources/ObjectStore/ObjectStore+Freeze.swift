// Freezing and thawing: a frozen object, collection or realm addresses a
// snapshot of the committed data that never changes; every mutation or
// observation of it fails with `frozen`. Freezing a collection or realm
// inside a write fails, as the reference page says; an object is refused
// only when the write created it, as the shipped SDK does (FZ6; the page is
// silent on objects). Thawing an object gives the live object, or nil
// once it is deleted; thawing a collection always gives the live collection
// (`thaw() -> Self`), which is invalidated when its owner was deleted.
//
// Related documentation: rlmarray#freezing, rlmarray#properties.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    func freeze(_ target: Target) throws(EngineError) -> EngineReply {
        if target.isFrozen { return .target(target) }
        switch target {
        case .object(let key):
            // The SDK refuses only objects created in the open write (FZ6);
            // an older object freezes at the version the write started from.
            if inWrite && key.id >= firstIdOfWrite { throw Rule.freezeInWrite }
            _ = try checkValid(key)
            if inWrite { return .target(.object(ObjectKey(type: key.type, id: key.id, version: try snapshotInWrite()))) }
            return .target(.object(ObjectKey(type: key.type, id: key.id, version: snapshot())))
        case .collection(let ref):
            if inWrite { throw Rule.freezeCollectionInWrite }
            _ = try storage.items(ref)
            return .target(.collection(.frozen(ref, version: snapshot())))
        case .realm:
            if inWrite { throw Rule.freezeCollectionInWrite }
            return .target(.realm(version: snapshot()))
        }
    }

    func thaw(_ target: Target) throws(EngineError) -> EngineReply {
        switch target {
        case .object(let key):
            return .target(isValid(key.live) ? .object(key.live) : nil)
        case .collection(let ref):
            return .target(.collection(ref.thawed))
        case .realm:
            return .target(.realm(version: nil))
        }
    }

    /// Keeps the committed state as a frozen snapshot and names its version.
    private func snapshot() -> Int64 {
        if snapshots[version] == nil { snapshots[version] = committedSnapshot() }
        return version
    }

    /// The version a write started from, for an object frozen inside it:
    /// a committed copy when one is kept, the copy the storage keeps to
    /// cancel the write (`writeStartSnapshot`, the reference engine's), or
    /// the storage's copy when the write has changed nothing yet. Otherwise
    /// the storage copy may include the write's changes (keeping a
    /// committed copy of every write for this case alone would cost a full
    /// copy per write), so the frozen object is an approximation of the SDK's,
    /// which shows the state the write started from. Such a copy gets a
    /// version of its own (below zero), so no later freeze of the committed
    /// version reads it.
    /// A storage that cannot copy itself inside a write (an in-memory SQLite
    /// database) makes the freeze `unsupported`, naming why.
    private func snapshotInWrite() throws(EngineError) -> Int64 {
        if snapshots[version] != nil { return version }
        if let latest = latestSnapshot, latest.version == version {
            snapshots[version] = latest.storage
            return version
        }
        if let base = writeBase ?? storage.writeStartSnapshot() {
            snapshots[version] = base
            return version
        }
        let copy = storage.snapshot()
        if let failure = storage.takeFailure() {
            throw EngineError(.unsupported, "freeze: this storage cannot copy its data inside a write (\(failure.message))")
        }
        if !writeHasChanges {
            snapshots[version] = copy
            return version
        }
        var own: Int64 = -1
        while snapshots[own] != nil { own -= 1 }
        snapshots[own] = copy
        return own
    }

    /// A read-only copy of the committed state (outside a write), shared by
    /// the frozen version and the notification baselines of this version.
    func committedSnapshot() -> S {
        if let latest = latestSnapshot, latest.version == version { return latest.storage }
        let s = storage.snapshot()
        latestSnapshot = (version, s)
        return s
    }
}

extension Target {
    var isFrozen: Bool {
        switch self {
        case .object(let key): return key.isFrozen
        case .collection(let ref): return ref.frozenVersion != nil
        case .realm(let version): return version != nil
        }
    }
}
