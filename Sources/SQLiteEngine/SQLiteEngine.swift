// An engine that keeps the realm in a SQLite database: one table per object
// type, one per collection property. This file holds the engine's state and
// sends each call to the file that implements its documented behaviour.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#overview.

import Foundation
import RealmRules
import RealmSpecCore

/// The realm in a SQLite database: a temporary file per `open`, deleted on
/// `close` (or an in-memory database).
///
/// A frozen version is an in-memory copy of the database taken at `freeze`.
/// Notifications compare what an observer saw at its last delivery with the
/// database now, using the property writes recorded since.
///
/// - Throws: every broken rule as an `EngineError`; no input crashes it.
public final class SQLiteEngine: Engine {
    /// Every capability; `reopen` needs a file database.
    public let info: EngineInfo

    /// Whether each realm lives in `:memory:` rather than a temporary file.
    let inMemory: Bool
    var database: SQLiteDatabase?
    var path: String?
    var layout = Layout(schema: Schema(types: []))
    var inWrite = false
    /// The next object id; ids are never reused within one realm.
    var nextId: Int64 = 1
    /// The number of committed writes that changed something since `open`.
    var version: Int64 = 0
    /// Whether the open write has performed a change (even one that failed part way).
    var writeHasChanges = false
    /// Frozen copies of the database, by version.
    var snapshots: [Int64: SQLiteDatabase] = [:]
    /// The snapshot the current call reads, when it addresses a frozen version.
    var reader: SQLiteDatabase?
    var observers: [Int: Observer] = [:]
    /// Tokens count up for the engine's life, so a token never names an
    /// observer of an earlier realm.
    var nextToken = 1
    /// Property writes of the open write, by object (only while someone observes).
    var writeTouches: [ObjectKey: Set<String>] = [:]
    /// What each observer saw when the open write began.
    var preWriteViews: [Int: View] = [:]

    /// - Parameter inMemory: keep each realm in `:memory:` (then `reopen` is unsupported).
    public init(inMemory: Bool = false) {
        self.inMemory = inMemory
        var capabilities: Set<Capability> = [
            .lists, .sets, .maps, .mixed, .embedded, .linkingObjects,
            .queries, .sorting, .distinct, .aggregates, .freeze, .notifications,
        ]
        if !inMemory { capabilities.insert(.reopen) }
        info = EngineInfo(name: "sqlite", version: "1.0", capabilities: capabilities)
    }

    deinit { close() }

    public func open(schema: Schema) throws(EngineError) {
        close()
        let layout = try Layout.checked(schema)
        let path = inMemory ? ":memory:" : Self.temporaryPath()
        let db = try SQLiteDatabase(path: path)
        self.database = db
        self.path = inMemory ? nil : path
        self.layout = layout
        for statement in layout.createStatements() {
            try db.execute(statement, operation: "open")
        }
    }

    public func close() {
        database?.close()
        database = nil
        if let path { try? FileManager.default.removeItem(atPath: path) }
        path = nil
        inWrite = false
        nextId = 1
        version = 0
        for snapshot in snapshots.values { snapshot.close() }
        snapshots = [:]
        reader = nil
        observers = [:]
        writeTouches = [:]
        preWriteViews = [:]
    }

    private static func temporaryPath() -> String {
        let name = "realmspec-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sqlite"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    }

    /// The open connection, or `engineFailure` when no realm is open.
    func db(_ operation: String) throws(EngineError) -> SQLiteDatabase {
        if let reader { return reader }
        guard let database else { throw EngineError(.engineFailure, "\(operation): no realm is open") }
        return database
    }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        if inWrite && call.isMutation { writeHasChanges = true }
        do {
            guard let version = call.readVersion else { return try dispatch(call) }
            return try reading(version) { () throws(EngineError) -> EngineReply in try dispatch(call) }.stamped(version)
        } catch {
            throw error.naming(call)
        }
    }

    private func dispatch(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .beginWrite: return try beginWrite()
        case .commitWrite(let silent): return try commitWrite(withoutNotifying: silent)
        case .cancelWrite: return try endWrite(commit: false)
        case .isInWriteTransaction: return .bool(inWrite)
        case .refresh: return refresh()
        case .reopen: return try reopen()
        case .add(let value, let policy): return try add(value, policy: policy)
        case .create(let type, let value, let policy): return try create(type: type, value: value, policy: policy)
        case .delete(let key): return try delete([key])
        case .deleteCollection(let ref): return try deleteCollection(ref)
        case .deleteObjects(let keys): return try delete(keys)
        case .deleteAll: return try deleteAll()
        case .isValid(let key): return .bool(try isValid(key))
        case .get(let key, let name): return try get(key, property: name)
        case .set(let key, let name, let value): return try set(key, property: name, value: value)
        case .setForAll(let ref, let name, let value): return try setForAll(ref, property: name, value: value)
        case .objectForPrimaryKey(let type, let key): return try object(type: type, primaryKey: key)
        default: return try performOnCollection(call)
        }
    }

    private func performOnCollection(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .count(let ref): return .int(try count(ref))
        case .element(let ref, let index): return try element(ref, at: index)
        case .elements(let ref): return .values(try values(of: try items(ref)))
        case .indexOf(let ref, let value): return .int(try index(in: ref, of: value))
        case .indexMatching(let ref, let query): return .int(try index(in: ref, matching: query))
        case .contains(let ref, let value): return .bool(try index(in: ref, of: value) >= 0)
        case .aggregate(let ref, let op, let name): return .value(try aggregate(ref, op, property: name))
        case .listInsert(let ref, let values, let at): return try listInsert(ref, values, at: at)
        case .listAppend(let ref, let values): return try listInsert(ref, values, at: nil)
        case .listRemove(let ref, let at): return try listRemove(ref, at: at)
        case .listRemoveAll(let ref): return try listRemoveAll(ref)
        case .listReplace(let ref, let at, let value): return try listReplace(ref, at: at, with: value)
        case .listMove(let ref, let from, let to): return try listMove(ref, from: from, to: to)
        case .listSwap(let ref, let i, let j): return try listSwap(ref, i, j)
        default: return try performOnSetOrMap(call)
        }
    }

    private func performOnSetOrMap(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
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
        default: throw EngineError.unsupported(call)
        }
    }
}
