// The reference engine: an in-memory realm that does what the documentation
// pages say each call does. This file holds the engine's state and sends each
// call to the file that implements its documented behaviour.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#overview.

import RealmRules
import RealmSpecCore

/// The in-memory engine every other engine is compared with.
///
/// It keeps the committed realm as a `Store` value; a write works on the same
/// store and keeps the state at `beginWrite` to roll back to. Frozen versions
/// and notification baselines are further `Store` values sharing storage.
///
/// - Throws: every broken rule as an `EngineError`; no input crashes it.
public final class ReferenceEngine: Engine {
    public let info = EngineInfo(name: "reference", version: "1.0", capabilities: Set(Capability.allCases))

    var store = Store(schema: Schema(types: []))
    var inWrite = false
    /// The state at `beginWrite`, restored by `cancelWrite`.
    var rollback: Store?
    /// Whether the open write has changed anything yet.
    var writeHasChanges = false
    /// The number of committed writes since `open`.
    var version: Int64 = 0
    /// Frozen snapshots by version.
    var snapshots: [Int64: Store] = [:]
    var observers: [Int: Observer] = [:]
    var nextToken = 1
    /// Committed writes not yet seen by every observer.
    var commits: [Commit] = []

    /// The schema opened last and its empty store. A runner opens the same
    /// schema for scenario after scenario, so a second `open` with an equal
    /// schema copies this store instead of checking and building it again.
    private var opened: (schema: Schema, empty: Store)?

    public init() {}

    public func open(schema: Schema) throws(EngineError) {
        if let opened, opened.schema == schema {
            reset(opened.empty)
            return
        }
        try Self.check(schema)
        let empty = Store(schema: schema.withOwnStorage())
        opened = (schema, empty)
        reset(empty)
    }

    public func close() {
        reset(Store(schema: Schema(types: [])))
    }

    private func reset(_ empty: Store) {
        store = empty
        inWrite = false
        rollback = nil
        writeHasChanges = false
        version = 0
        snapshots = [:]
        observers = [:]
        commits = []
    }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        // A mutation that fails part way may still have changed something, so
        // it counts as a change whether or not it succeeds.
        if inWrite && call.isMutation { writeHasChanges = true }
        do {
            return try dispatch(call)
        } catch {
            throw error.naming(call)
        }
    }

    /// Every link and linking-objects property names a type of the schema,
    /// and a primary key is one stored value.
    private static func check(_ schema: Schema) throws(EngineError) {
        try schema.checkTargetsAndKeys(operation: "open")
    }
}

extension ReferenceEngine {
    private func dispatch(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .beginWrite: return try beginWrite()
        case .commitWrite(let silent): return try commitWrite(withoutNotifying: silent)
        case .cancelWrite: return try cancelWrite()
        case .isInWriteTransaction: return .bool(inWrite)
        case .refresh: return refresh()
        case .reopen: return reopen()
        case .add(let value, let policy): return try add(value, policy: policy)
        case .create(let type, let value, let policy): return try create(type: type, value: value, policy: policy)
        case .delete(let key): return try delete([key])
        case .deleteCollection(let ref): return try deleteCollection(ref)
        case .deleteObjects(let keys): return try delete(keys)
        case .deleteAll: return try deleteAll()
        case .isValid(let key): return .bool(isValid(key))
        case .get(let key, let name): return try get(key, property: name)
        case .set(let key, let name, let value): return try set(key, property: name, value: value)
        case .setForAll(let ref, let name, let value): return try setForAll(ref, property: name, value: value)
        case .objectForPrimaryKey(let type, let key): return try object(type: type, primaryKey: key)
        case .count(let ref): return .int(try count(ref))
        case .element(let ref, let index): return try element(ref, at: index)
        case .elements(let ref): return try elements(ref)
        case .indexOf(let ref, let value): return try index(in: ref, of: value)
        case .indexMatching(let ref, let query): return try index(in: ref, matching: query)
        case .contains(let ref, let value): return .bool(try index(in: ref, of: value) != .int(-1))
        case .aggregate(let ref, let op, let name): return try aggregate(ref, op, property: name)
        case .freeze(let target): return try freeze(target)
        case .thaw(let target): return try thaw(target)
        case .observe(let target, let keyPaths): return try observe(target, keyPaths: keyPaths)
        case .stopObserving(let token): observers[token] = nil; return .none
        default: return try dispatchMutation(call)
        }
    }

    private func dispatchMutation(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .listInsert(let ref, let values, let at): return try listInsert(ref, values, at: at)
        case .listAppend(let ref, let values): return try listInsert(ref, values, at: nil)
        case .listRemove(let ref, let at): return try listRemove(ref, at: at)
        case .listRemoveAll(let ref): return try listRemoveAll(ref)
        case .listReplace(let ref, let at, let value): return try listReplace(ref, at: at, with: value)
        case .listMove(let ref, let from, let to): return try listMove(ref, from: from, to: to)
        case .listSwap(let ref, let i, let j): return try listSwap(ref, i, j)
        case .setInsert(let ref, let values): return try setInsert(ref, values)
        case .setRemove(let ref, let values): return try setRemove(ref, values, keep: false)
        case .setIntersect(let ref, let values): return try setRemove(ref, values, keep: true)
        case .setRemoveAll(let ref): return try setRemove(ref, nil, keep: false)
        case .mapSet(let ref, let key, let value): return try mapSet(ref, key: key, value: value)
        case .mapRemove(let ref, let key): return try mapRemove(ref, key: key)
        case .mapGet(let ref, let key): return try mapGet(ref, key: key)
        case .mapKeys(let ref): return try mapKeys(ref)
        case .mapRemoveAll(let ref): return try mapRemove(ref, key: nil)
        default: throw EngineError.unsupported(call)
        }
    }
}
