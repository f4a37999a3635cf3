// The object store: Realm's rules, written once, over any `Storage`. Every
// engine call arrives here, passes its precondition gates and is carried out
// as reads and writes of the storage; add/create/upsert graphs, delete
// effects, embedded cascades, linking objects, queries, aggregates, freezing
// and notifications are all decided in this module. A backend only stores.
// This file holds the store's state and sends each call to the file that
// implements its documented behaviour.

internal import RealmRules
public import RealmSpecCore

/// An engine made of Realm's rules over one storage.
///
/// ```swift
/// let engine = ObjectStore(storage: MemoryStorage(), name: "reference")
/// try engine.open(schema: schema)
/// ```
///
/// - Throws: every broken rule as an `EngineError`; no input crashes it. A
///   call that a rule refuses keeps what it wrote before the refusal, as
///   Realm does (its checks come before its writes where Realm's do); a
///   call whose storage fails leaves nothing behind (the storage rolls back
///   to the savepoint taken before it).
public final class ObjectStore<S: Storage>: Engine {
    public let info: EngineInfo

    public internal(set) var storage: S
    public internal(set) var catalog = Catalog.empty
    var inWrite = false
    /// Whether the open write has changed anything yet.
    var writeHasChanges = false
    /// The number of committed writes since `open`.
    var version: Int64 = 0
    /// Object ids count up from 1 and are never reused.
    var nextId: Int64 = 1
    /// The first id issued in the open write: objects from it on were created in the write.
    var firstIdOfWrite: Int64 = 1
    /// The first id issued by the mutating call in progress.
    var firstIdOfCall: Int64 = 1
    /// Collection slots count up from 1 and are never reused.
    var nextSlot: Int64 = 1
    /// What the open write changed, for notifications.
    var touches = TouchLog()
    /// Frozen snapshots and notification baselines, by version.
    var snapshots: [Int64: S] = [:]
    /// The last committed state copied, shared while the version stays.
    var latestSnapshot: (version: Int64, storage: S)?
    /// The committed state at `beginWrite`, kept while observers may need it.
    var writeBase: S?
    var observers: [Int: Observer<S>] = [:]
    /// Tokens count up for the engine's life, so a token never names an
    /// observer of an earlier realm.
    var nextToken = 1
    /// Committed writes not yet seen by every observer.
    var commits: [Commit] = []
    /// Counts every call that may change what a collection holds; the
    /// evaluated contents of the last live collection read are kept while
    /// it stays the same (a sorted query read element by element is sorted
    /// once).
    var stamp: UInt64 = 0
    var lastResults: (stamp: UInt64, ref: CollectionRef, items: Items)?
    /// The first rows of a sorted collection a storage answered with a LIMIT (ObjectStore+Results.swift).
    var lastPrefix: (stamp: UInt64, ref: CollectionRef, table: Int, rows: [Int])?
    /// The schema opened last.
    private var opened: Schema?
    /// Whether a realm is open (between `open` and `close`).
    private var isOpen = false
    var isOpenForExplain: Bool { isOpen }

    /// - Parameters:
    ///   - storage: where the realm is kept.
    ///   - name: the engine's name in reports.
    ///   - version: the engine's version, as its handshake gives it.
    ///   - capabilities: what it supports; `reopen` is dropped when the storage cannot reopen.
    public init(storage: S, name: String, version: String = "1.0",
                capabilities: Set<Capability> = Set(Capability.allCases)) {
        self.storage = storage
        var capabilities = capabilities
        if !storage.canReopen { capabilities.remove(.reopen) }
        info = EngineInfo(name: name, version: version, capabilities: capabilities)
    }

    deinit { storage.close() }

    public func open(schema: Schema) throws(EngineError) {
        if opened != schema {
            try schema.checkTargetsAndKeys(operation: "open")
            catalog = Catalog(schema.withOwnStorage())
            opened = schema
        }
        reset()
        try storage.create(catalog)
        isOpen = true
    }

    public func close() {
        isOpen = false
        // Snapshots first: a storage's snapshot may read the realm's files.
        reset()
        storage.close()
    }

    private func reset() {
        stamp &+= 1
        lastResults = nil
        inWrite = false
        writeHasChanges = false
        version = 0
        nextId = 1
        nextSlot = 1
        touches = TouchLog()
        snapshots = [:]
        latestSnapshot = nil
        writeBase = nil
        observers = [:]
        commits = []
    }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        guard isOpen else { throw EngineError(.engineFailure, "\(call.name): no realm is open") }
        // A mutation that fails still counts as a change of the write.
        if !call.onlyReads { stamp &+= 1 }
        let mutation = inWrite && call.isMutation
        if mutation {
            writeHasChanges = true
            firstIdOfCall = nextId
            storage.beginCall()
            touches.beginCall()
        }
        let reply: EngineReply
        do throws(EngineError) {
            reply = try dispatch(call)
        } catch {
            // The storage failed: the call is rolled back to its savepoint.
            if let failure = storage.takeFailure() { throw rolledBack(failure, mutation) }
            // A Realm rule refused the call part-way: what it wrote before
            // the refusal stays in the write, as Realm keeps it.
            if mutation {
                dropUnheldEmbedded()
                if let failure = storage.takeFailure() { throw rolledBack(failure, mutation) }
                storage.endCall()
            }
            throw error
        }
        if let failure = storage.takeFailure() { throw rolledBack(failure, mutation) }
        if mutation { storage.endCall() }
        return reply
    }

    /// Undoes a call whose storage failed, and answers the failure.
    private func rolledBack(_ failure: EngineError, _ mutation: Bool) -> EngineError {
        if mutation {
            storage.rollbackCall()
            touches.rollbackCall()
        }
        return failure
    }
}

extension ObjectStore {
    /// Every call, by name: a new call does not compile until it is handled here.
    private func dispatch(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .beginWrite: return try beginWrite()
        case .commitWrite(let silent): return try commitWrite(withoutNotifying: silent)
        case .cancelWrite: return try cancelWrite()
        case .isInWriteTransaction: return .bool(inWrite)
        case .refresh: return refresh()
        case .reopen: return try reopen()
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
        case .freeze(let target): return try freeze(target)
        case .thaw(let target): return try thaw(target)
        case .observe(let target, let keyPaths): return try observe(target, keyPaths: keyPaths)
        case .stopObserving(let token): observers[token] = nil; return .none
        }
    }
}

extension EngineCall {
    /// Whether the call only reads (the kept collection contents stay valid).
    var onlyReads: Bool {
        switch self {
        case .isInWriteTransaction, .isValid, .get, .objectForPrimaryKey, .count, .element, .elements,
             .indexOf, .indexMatching, .contains, .mapGet, .mapKeys, .aggregate:
            return true
        case .beginWrite, .commitWrite, .cancelWrite, .refresh, .reopen, .add, .create, .delete,
             .deleteCollection, .deleteObjects, .deleteAll, .set, .setForAll, .listInsert, .listAppend,
             .listRemove, .listRemoveAll, .listReplace, .listMove, .listSwap, .setInsert, .setRemove,
             .setIntersect, .setRemoveAll, .mapSet, .mapRemove, .mapRemoveAll, .freeze, .thaw, .observe,
             .stopObserving:
            return false
        }
    }
}
