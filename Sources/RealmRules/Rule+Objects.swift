// Realm's wording for the rules of transactions, objects, links and
// collections: writes outside a transaction, deleted or frozen objects,
// unknown types and properties, primary keys and indices. The texts are the
// SDK's (exceptions.md rows named on each factory).
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing, crud-update#upsert-an-object.
// SDK rows (sdk-messages): TX1 TX2 TX2F TX4 TX6 TX7 TX8 TX9 INV1 INV2 INV3
// INV4 INV5 INV7 IX3 FZ5 FZ6 NT1 UP1 UP4 UP6 RO2 MK1 MK2 IX1 IX2 PK1 PK2 PK3 PK4 PK6 TY1.

public import RealmSpecCore

extension Rule {
    /// What a mutation outside a write transaction was changing; the SDK
    /// words each differently.
    public enum Mutated: Hashable, Sendable {
        /// The realm's set of objects: add, create, delete, deleteAll [TX1].
        case realm
        /// A property of a managed object through its accessor [TX2].
        case object
        /// A managed collection; `nil` is a Results [TX4].
        case collection(CollectionKind?)
    }

    // MARK: Transactions and lifetime

    /// A mutation outside a write transaction [TX1, TX2, TX4].
    public static func notInWrite(_ mutated: Mutated) -> EngineError {
        switch mutated {
        case .realm: return EngineError(.notInWriteTransaction, SDKMessage.tx1.text())
        case .object: return EngineError(.notInWriteTransaction, SDKMessage.tx2.text())
        case .collection(let kind): return EngineError(.notInWriteTransaction, SDKMessage.tx4.text(collectionName(kind)))
        }
    }
    /// [TX6]
    public static let alreadyInWrite = EngineError(.alreadyInWriteTransaction, SDKMessage.tx6.text())
    /// Committing [TX7] or cancelling [TX8] with no write open.
    public static func noWrite(_ operation: String) -> EngineError {
        EngineError(.noWriteTransaction, operation == "cancel" ? SDKMessage.tx8.text() : SDKMessage.tx7.text())
    }
    /// A deleted or invalidated object [INV1].
    public static let invalidated = EngineError(.invalidated, SDKMessage.inv1.text())
    /// Adding a deleted or invalidated object [INV2].
    public static let addInvalidated = EngineError(.invalidated, SDKMessage.inv2.text())
    /// A List, MutableSet or Map whose owner was deleted or whose realm was
    /// invalidated [INV3].
    public static func invalidatedCollection(_ kind: CollectionKind) -> EngineError {
        EngineError(.invalidated, SDKMessage.inv3.text(collectionName(kind)))
    }
    /// A Results used after `realm.invalidate()` [INV4].
    public static let invalidatedResults = EngineError(.invalidated, SDKMessage.inv4.text())

    // MARK: Frozen realms, objects and collections (rlmarray#freezing)

    /// Setting a property of a frozen object [TX2F].
    public static let frozenObject = EngineError(.frozen, SDKMessage.tx2F.text())
    /// Changing a frozen collection: the SDK has no frozen wording, only its write check [TX4].
    public static func frozenCollection(_ kind: CollectionKind?) -> EngineError {
        EngineError(.frozen, SDKMessage.tx4.text(collectionName(kind)))
    }
    /// Adding, creating or deleting through a frozen realm or object: the SDK's write check [TX1].
    public static let frozenRealmObjects = EngineError(.frozen, SDKMessage.tx1.text())
    /// `objects(at:)` on results, a set or linking objects with an index
    /// past the end [IX3] (for a List the rlmarray page gives nil).
    public static let indexesOutOfBounds = EngineError(.indexOutOfBounds, SDKMessage.ix3.text())
    /// A for-in loop over a managed collection whose realm was invalidated
    /// in the loop, at the next batch of 16 elements or at the end [INV5].
    public static let enumeratedCollectionInvalidated = EngineError(.invalidated, SDKMessage.inv5.text())
    /// Reading, adding, creating or deleting through a frozen realm that
    /// `invalidate()` closed [INV7].
    public static let frozenRealmInvalidated = EngineError(.invalidated, SDKMessage.inv7.text())
    /// Linking a frozen object from a live one: it belongs to the frozen realm [WR3].
    public static let frozenLink = EngineError(.frozen, SDKMessage.wr3.text())
    /// A write transaction on a frozen realm [TX9].
    public static let frozenRealmWrite = EngineError(.frozen, SDKMessage.tx9.text())
    /// Observing a frozen realm, object or collection [FZ5].
    public static let frozenObserve = EngineError(.frozen, SDKMessage.fz5.text())
    /// Freezing an object in the write that created it [FZ6].
    public static let freezeInWrite = EngineError(.frozen, SDKMessage.fz6.text())
    /// Freezing a collection or realm inside a write, refused as the rlmarray
    /// page states (project's own words: the SDK has no such message).
    public static let freezeCollectionInWrite = EngineError(
        .frozen, "Cannot freeze a collection or Realm inside a write transaction.")
    /// A frozen version this realm does not keep (project's own words: the
    /// SDK's frozen handles cannot name a version).
    public static func noSnapshot(_ version: Int64) -> EngineError {
        EngineError(.frozen, "No frozen version \(version) exists in this Realm.")
    }
    /// Observing after the write made changes [NT1].
    public static let notificationInWrite = EngineError(.notificationInWrite, SDKMessage.nt1.text())

    // MARK: Unmanaged objects and collections

    /// Freezing [UM1], thawing [UM2] or observing [UM5] an unmanaged object.
    public static func unmanagedObject(_ operation: String) -> EngineError {
        let message = switch operation {
        case "thaw": SDKMessage.um2.text()
        case "observe": SDKMessage.um5.text()
        default: SDKMessage.um1.text()
        }
        return EngineError(.unmanaged, message)
    }
    /// A managed-only method on an unmanaged List [UM8], MutableSet [UM8s] or
    /// Map [UM8m]; observing one [UM6].
    public static func unmanagedCollection(_ kind: CollectionKind, _ operation: String) -> EngineError {
        if operation == "observe" { return EngineError(.unmanaged, SDKMessage.um6.text()) }
        let row: SDKMessage = switch kind {
        case .set: .um8s
        case .map: .um8m
        case .list, .single: .um8
        }
        return EngineError(.unmanaged, row.text())
    }

    // MARK: Types and properties

    /// A type outside the realm's schema [UP6].
    public static func unknownType(_ name: String, _ operation: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up6.text(name, name))
    }
    /// [UP1]
    /// Key-value coding on a collection of values with a key other than `self`:
    /// Foundation's NSUnknownKeyException from the first element.
    public static func notKeyValueCodingCompliant(_ key: String, value: String) -> EngineError {
        EngineError(.unknownProperty, "[<\(value)> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// [UP2]
    /// setValue(_:forKey:) on an RLMArray or RLMSet of values with a key other than
    /// `self`: Foundation's NSUnknownKeyException from `setValue:forUndefinedKey:`
    /// (RLMArray.mm, RLMManagedArray.mm, RLMSet.mm, RLMManagedSet.mm).
    public static func setValueForUndefinedKey(_ key: String, className: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up2.text(className, key))
    }

    public static func unknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up1.text(name, type))
    }
    /// Assigning a linking-objects property [RO2].
    public static func readOnly(_ name: String, type: String) -> EngineError {
        EngineError(.readOnlyProperty, SDKMessage.ro2.text(type, name))
    }
    /// An observed key path naming no property [UP4].
    public static func unknownKeyPath(_ path: String, _ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up4.text(name, type))
    }
    /// An object of another class given to `index(of:)`: a List [TY6] or a
    /// Results [TY13] (`kind` nil).
    public static func wrongElementClass(_ given: String, _ expected: String, in kind: CollectionKind?) -> EngineError {
        let message = kind.map { SDKMessage.ty6.text(given, expected, variant: variant($0)) }
            ?? SDKMessage.ty13.text(given, expected, variant: 1)
        return EngineError(.typeMismatch, message)
    }
    /// A sort or distinct key path naming no property; the SDK words both as
    /// a sort [UP5].
    public static func unknownSortKeyPath(_ path: String, type: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up5.text(path, type, path))
    }
    public static func keyPathTooLong(_ path: String) -> EngineError {
        EngineError(.unknownProperty, "Key path '\(path.prefix(40))…' has more than \(Limits.keyPathLength) steps.")
    }
    public static func notACollection(_ name: String, type: String, _ operation: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' is not a collection of the kind '\(operation)' needs.")
    }
    public static func notAMutableCollection(_ operation: String) -> EngineError {
        EngineError(.typeMismatch, "'\(operation)' needs a list, set or map property; results cannot be changed this way.")
    }
    public static let notAMap = EngineError(.typeMismatch, "Map keys need a map property.")
    /// A map key starting with `$` [MK2] or containing `.` [MK1].
    public static func invalidMapKey(_ key: String) -> EngineError {
        EngineError(.invalidMapKey, key.hasPrefix("$") ? SDKMessage.mk2.text() : SDKMessage.mk1.text())
    }
    /// [IX2, IX2m, IX2r]
    public static func outOfBounds(_ index: Int, _ count: Int) -> EngineError {
        EngineError(.indexOutOfBounds, SDKMessage.ix2.text(String(index), String(count)))
    }
    /// A negative index, checked before anything else [IX1].
    public static func negativeIndex(_ parameter: String = "index") -> EngineError {
        EngineError(.indexOutOfBounds, SDKMessage.ix1.text(parameter))
    }

    // MARK: Primary keys

    /// [PK1]
    public static func primaryKeyExists(_ type: String, _ value: Value) -> EngineError {
        EngineError(.primaryKeyExists, SDKMessage.pk1.text(type, value.isNull ? "null" : plain(value)))
    }
    /// An update policy on a type without primary key [PK2].
    public static func noPrimaryKey(_ type: String) -> EngineError {
        EngineError(.noPrimaryKey, SDKMessage.pk2.text(type))
    }
    /// A lookup by primary key on a type without one [PK3].
    public static func noPrimaryKeyDefined(_ type: String) -> EngineError {
        EngineError(.noPrimaryKey, SDKMessage.pk3.text(type))
    }
    /// [PK4]
    public static func primaryKeyChange(_ type: String, _ name: String) -> EngineError {
        EngineError(.primaryKeyChange, SDKMessage.pk4.text())
    }
    /// A primary key declared as a RealmProperty or RealmOptional, changed on a managed object [PK6].
    public static func primaryKeyChangeWrapped(_ type: String, _ name: String) -> EngineError {
        EngineError(.primaryKeyChange, SDKMessage.pk6.text(type, name))
    }
    /// A primary-key lookup with a value of the wrong type [PK7 = TY1].
    public static func badPrimaryKeyValue(_ value: Value, type: String, _ prop: PropertySchema) -> EngineError {
        typeMismatch(type, prop, value)
    }
}
