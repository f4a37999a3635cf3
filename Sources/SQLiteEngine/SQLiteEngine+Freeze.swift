// Freezing and thawing: a frozen object, collection or realm addresses an
// in-memory copy of the committed database taken at `freeze`, which never
// changes; every mutation of it fails with `frozen`. Freezing inside a write
// fails. Thawing an object gives the live object, or nil once it is deleted;
// thawing a collection gives the live collection. Reads of a frozen version
// run on its copy and answer keys stamped with that version.
//
// Related documentation: rlmarray#freezing, rlmarray#properties.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    func freeze(_ target: Target) throws(EngineError) -> EngineReply {
        if target.isFrozen { return .target(target) }
        if inWrite { throw Rule.freezeInWrite }
        switch target {
        case .object(let key):
            try checkValid(key, "freeze")
            return .target(.object(ObjectKey(type: key.type, id: key.id, version: try snapshot())))
        case .collection(let ref):
            _ = try items(ref)
            return .target(.collection(.frozen(ref, version: try snapshot())))
        case .realm:
            return .target(.realm(version: try snapshot()))
        }
    }

    func thaw(_ target: Target) throws(EngineError) -> EngineReply {
        switch target {
        case .object(let key):
            return .target(try exists(key.live) ? .object(key.live) : nil)
        case .collection(let ref):
            return .target(.collection(ref.thawed))
        case .realm:
            return .target(.realm(version: nil))
        }
    }

    /// Keeps a copy of the committed database and names its version.
    private func snapshot() throws(EngineError) -> Int64 {
        if snapshots[version] == nil { snapshots[version] = try db("freeze").snapshot() }
        return version
    }

    /// Runs `body` with every read going to the snapshot of `version`.
    func reading<T>(_ version: Int64, _ body: () throws(EngineError) -> T) throws(EngineError) -> T {
        guard let snapshot = snapshots[version] else {
            throw Rule.noSnapshot(version)
        }
        let previous = reader
        reader = snapshot
        defer { reader = previous }
        return try body()
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

extension EngineCall {
    /// The frozen version a read addresses; nil for live reads and for every change.
    var readVersion: Int64? {
        switch self {
        case .get(let key, _), .isValid(let key): return key.version
        case .count(let ref), .element(let ref, _), .elements(let ref), .indexOf(let ref, _),
             .indexMatching(let ref, _), .contains(let ref, _), .aggregate(let ref, _, _),
             .mapGet(let ref, _), .mapKeys(let ref):
            return ref.frozenVersion
        default: return nil
        }
    }
}

extension EngineReply {
    /// The reply with every link addressing the snapshot `version`.
    func stamped(_ version: Int64) -> EngineReply {
        switch self {
        case .value(let v): return .value(v.stamped(version))
        case .values(let vs): return .values(vs.map { $0.stamped(version) })
        case .optional(let v): return .optional(v.map { $0.stamped(version) })
        default: return self
        }
    }
}
