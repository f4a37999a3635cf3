// Every operation an engine performs is one of these calls, and every answer
// one of the replies. They are plain data, so a call can be logged (the
// recording engine), sent as one JSON line to another process (EngineWire),
// or turned into SQL by a storage backend.

/// How `add`/`create` treat an existing object with the same primary key.
public enum UpdatePolicy: String, Hashable, Sendable, Codable {
    /// Fail with `primaryKeyExists` (the default).
    case error
    /// Write only the values that differ from the stored ones.
    case modified
    /// Write every given value, changed or not.
    case all
}

/// Something that can be frozen, thawed or observed.
public enum Target: Hashable, Sendable {
    case object(ObjectKey)
    case collection(CollectionRef)
    /// The whole realm (`realm.freeze()`, `realm.observe`).
    case realm(version: Int64?)
}

/// The local id of a `NewObject` and the key it became.
public struct LocalKey: Hashable, Sendable {
    public var localId: Int
    public var key: ObjectKey
    public init(localId: Int, key: ObjectKey) { self.localId = localId; self.key = key }
}

/// One engine operation.
public enum EngineCall: Hashable, Sendable {
    // MARK: Transactions (crud-update#update-objects, crud-delete#delete-objects)
    case beginWrite
    /// Tokens listed are not notified of this write's changes.
    case commitWrite(withoutNotifying: [Int])
    case cancelWrite
    case isInWriteTransaction
    /// Advances the realm and delivers pending notifications (the run loop turning).
    case refresh
    /// Closes and reopens the realm: committed data survives, an open write is rolled back.
    case reopen

    // MARK: Objects
    /// Adds an unmanaged object graph (`.newObject`); a `.link` of this realm is a no-op.
    /// Replies `.added` with the key each local id became.
    case add(Value, update: UpdatePolicy)
    /// Creates (or upserts) from a dictionary-form (`.map`), array-form (`.list`)
    /// or object (`.newObject`, `.link`) value. Replies `.added` with root set.
    case create(type: String, value: Value, update: UpdatePolicy)
    case delete(ObjectKey)
    /// Deletes every object in the collection (for a list: its targets).
    case deleteCollection(CollectionRef)
    /// Deletes each of the objects (any sequence).
    case deleteObjects([ObjectKey])
    /// Deletes every object of every type; the schema stays.
    case deleteAll
    /// Replies `.bool(false)` once the object is deleted (or rolled back).
    case isValid(ObjectKey)
    /// Replies `.value`: the property's value (`.link`, scalars, mixed, `.null`).
    case get(ObjectKey, property: String)
    /// Sets a property; a `.list`/`.set`/`.map` value replaces a collection's contents.
    case set(ObjectKey, property: String, value: Value)
    /// Key-value coding on a collection: sets the property on every object.
    case setForAll(CollectionRef, property: String, value: Value)
    /// Replies `.key(nil)` when no object has that primary key.
    case objectForPrimaryKey(type: String, key: Value)

    // MARK: Collections
    case count(CollectionRef)
    /// Replies `.value`; out of bounds is `indexOutOfBounds`.
    case element(CollectionRef, index: Int)
    /// Replies `.values`: the current contents, in order (map: values in key order).
    case elements(CollectionRef)
    /// Replies `.int(-1)` when absent.
    case indexOf(CollectionRef, value: Value)
    /// Replies `.int(-1)` when nothing matches.
    case indexMatching(CollectionRef, Query)
    case listInsert(CollectionRef, values: [Value], at: Int)
    case listAppend(CollectionRef, values: [Value])
    case listRemove(CollectionRef, at: Int)
    case listRemoveAll(CollectionRef)
    case listReplace(CollectionRef, at: Int, value: Value)
    case listMove(CollectionRef, from: Int, to: Int)
    case listSwap(CollectionRef, Int, Int)
    case setInsert(CollectionRef, values: [Value])
    case setRemove(CollectionRef, values: [Value])
    /// Keeps only the values also in `values`.
    case setIntersect(CollectionRef, values: [Value])
    case setRemoveAll(CollectionRef)
    /// Replies `.bool`.
    case contains(CollectionRef, value: Value)
    /// Sets or adds a map entry. `.null` for a map of optionals stores nil and keeps the key.
    case mapSet(CollectionRef, key: String, value: Value)
    /// Removes the key; an absent key is a no-op.
    case mapRemove(CollectionRef, key: String)
    /// Replies `.optional(nil)` for an absent key, `.optional(.null)` for a stored nil.
    case mapGet(CollectionRef, key: String)
    /// Replies `.values` of `.string` keys, sorted.
    case mapKeys(CollectionRef)
    case mapRemoveAll(CollectionRef)
    /// min/max/sum/average of a property (nil for collections of primitives).
    /// Replies `.value`: `.null` for min/max/avg of an empty collection.
    case aggregate(CollectionRef, AggregateOperator, property: String?)

    // MARK: Freezing (rlmarray#freeze, rlmarray#thaw)
    /// Replies `.target` with the frozen form.
    case freeze(Target)
    /// Replies `.target` with the live form, or nil when it no longer exists.
    case thaw(Target)

    // MARK: Notifications (rlmarray#addNotificationBlock)
    /// Registers an observer. `keyPaths` limits which property changes count.
    /// Replies `.token`.
    case observe(Target, keyPaths: [String]?)
    case stopObserving(token: Int)
}

/// An engine's answer to one call.
public enum EngineReply: Hashable, Sendable {
    case none
    case value(Value)
    case values([Value])
    case bool(Bool)
    case int(Int)
    case optional(Value?)
    case key(ObjectKey?)
    /// `root` is the key `create` made or updated; `keys` the key each local id became.
    case added(root: ObjectKey?, keys: [LocalKey])
    case target(Target?)
    case token(Int)
    case deliveries([Delivery])
}

extension EngineCall {
    /// The call's name, for messages: "listInsert", "delete", …
    public var name: String {
        switch self {
        case .beginWrite: return "beginWrite"
        case .commitWrite: return "commitWrite"
        case .cancelWrite: return "cancelWrite"
        case .isInWriteTransaction: return "isInWriteTransaction"
        case .refresh: return "refresh"
        case .reopen: return "reopen"
        case .add: return "add"
        case .create: return "create"
        case .delete: return "delete"
        case .deleteCollection: return "deleteCollection"
        case .deleteObjects: return "deleteObjects"
        case .deleteAll: return "deleteAll"
        case .isValid: return "isValid"
        case .get: return "get"
        case .set: return "set"
        case .setForAll: return "setForAll"
        case .objectForPrimaryKey: return "objectForPrimaryKey"
        case .count: return "count"
        case .element: return "element"
        case .elements: return "elements"
        case .indexOf: return "indexOf"
        case .indexMatching: return "indexMatching"
        case .listInsert: return "listInsert"
        case .listAppend: return "listAppend"
        case .listRemove: return "listRemove"
        case .listRemoveAll: return "listRemoveAll"
        case .listReplace: return "listReplace"
        case .listMove: return "listMove"
        case .listSwap: return "listSwap"
        case .setInsert: return "setInsert"
        case .setRemove: return "setRemove"
        case .setIntersect: return "setIntersect"
        case .setRemoveAll: return "setRemoveAll"
        case .contains: return "contains"
        case .mapSet: return "mapSet"
        case .mapRemove: return "mapRemove"
        case .mapGet: return "mapGet"
        case .mapKeys: return "mapKeys"
        case .mapRemoveAll: return "mapRemoveAll"
        case .aggregate: return "aggregate"
        case .freeze: return "freeze"
        case .thaw: return "thaw"
        case .observe: return "observe"
        case .stopObserving: return "stopObserving"
        }
    }
}
