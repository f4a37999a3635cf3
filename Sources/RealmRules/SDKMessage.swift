// The catalogue of the shipped SDK's misuse messages, one case per row of
// exceptions.md (realm-swift 10.54.6 / realm-core 14.14.0), quoted verbatim:
// the SDK's words are data here. Each row says whether this project's API
// can reach it, and if it cannot, why; `Rule` builds every engine message it
// has from these templates, so the count of rows checked by scenarios over
// the rows in scope is a coverage figure.
//
// Related SDK sections: sdk-messages (exceptions.md §1-§19, all row ids).

/// One row of the SDK's catalogue of misuse messages (`rawValue` is the row id).
public enum SDKMessage: String, CaseIterable, Sendable {
    case tx1 = "TX1"
    case tx2 = "TX2"
    case tx2F = "TX2F"
    case tx3 = "TX3"
    case tx4 = "TX4"
    case tx5 = "TX5"
    case tx6 = "TX6"
    case tx7 = "TX7"
    case tx7A = "TX7A"
    case tx8 = "TX8"
    case tx9 = "TX9"
    case tx10 = "TX10"
    case tx11 = "TX11"
    case tx12 = "TX12"
    case tx13 = "TX13"
    case tx14 = "TX14"
    case inv1 = "INV1"
    case inv2 = "INV2"
    case inv3 = "INV3"
    case inv3b = "INV3b"
    case inv4 = "INV4"
    case inv5 = "INV5"
    case inv6 = "INV6"
    case inv7 = "INV7"
    case inv8 = "INV8"
    case inv9 = "INV9"
    case wr1 = "WR1"
    case wr2 = "WR2"
    case wr3 = "WR3"
    case wr4 = "WR4"
    case wr5 = "WR5"
    case wr6 = "WR6"
    case wr7 = "WR7"
    case thr1 = "THR1"
    case thr2 = "THR2"
    case thr5 = "THR5"
    case thr3 = "THR3"
    case thr4 = "THR4"
    case fz1 = "FZ1"
    case fz2 = "FZ2"
    case fz2b = "FZ2b"
    case fz3 = "FZ3"
    case fz4 = "FZ4"
    case fz5 = "FZ5"
    case fz5b = "FZ5b"
    case fz6 = "FZ6"
    case fz7 = "FZ7"
    case fz8 = "FZ8"
    case um1 = "UM1"
    case um2 = "UM2"
    case um3 = "UM3"
    case um4 = "UM4"
    case um5 = "UM5"
    case um6 = "UM6"
    case um7 = "UM7"
    case um8 = "UM8"
    case um8s = "UM8s"
    case um8m = "UM8m"
    case um9 = "UM9"
    case um10 = "UM10"
    case um11 = "UM11"
    case pk1 = "PK1"
    case pk2 = "PK2"
    case pk2c = "PK2c"
    case pk2d = "PK2d"
    case pk2o = "PK2o"
    case pk3 = "PK3"
    case pk4 = "PK4"
    case pk5 = "PK5"
    case pk6 = "PK6"
    case pk7 = "PK7"
    case pk7c = "PK7c"
    case pk8 = "PK8"
    case mv1 = "MV1"
    case mv2 = "MV2"
    case mv3 = "MV3"
    case mv4 = "MV4"
    case mv5 = "MV5"
    case mv6 = "MV6"
    case ty1 = "TY1"
    case ty2 = "TY2"
    case ty3 = "TY3"
    case ty4 = "TY4"
    case ty5 = "TY5"
    case ty6 = "TY6"
    case ty7 = "TY7"
    case ty8 = "TY8"
    case ty8t = "TY8t"
    case ty9 = "TY9"
    case ty10 = "TY10"
    case ty11 = "TY11"
    case ty12 = "TY12"
    case ty13 = "TY13"
    case ty14 = "TY14"
    case ix1 = "IX1"
    case ix2 = "IX2"
    case ix2s = "IX2s"
    case ix2r = "IX2r"
    case ix2m = "IX2m"
    case ix3 = "IX3"
    case ix4 = "IX4"
    case ix5 = "IX5"
    case ix6 = "IX6"
    case ix7 = "IX7"
    case em1 = "EM1"
    case em2 = "EM2"
    case em3 = "EM3"
    case em4 = "EM4"
    case em5 = "EM5"
    case up1 = "UP1"
    case up2 = "UP2"
    case up3 = "UP3"
    case up4 = "UP4"
    case up5 = "UP5"
    case up6 = "UP6"
    case up7 = "UP7"
    case up8 = "UP8"
    case up9 = "UP9"
    case ro1 = "RO1"
    case ro2 = "RO2"
    case ro3 = "RO3"
    case ro4 = "RO4"
    case ro5 = "RO5"
    case ag1 = "AG1"
    case ag2 = "AG2"
    case ag3 = "AG3"
    case ag4 = "AG4"
    case ag5 = "AG5"
    case ag6 = "AG6"
    case nt1 = "NT1"
    case nt2 = "NT2"
    case nt3 = "NT3"
    case nt4 = "NT4"
    case nt5 = "NT5"
    case nt6 = "NT6"
    case nt7 = "NT7"
    case nt8 = "NT8"
    case nt9 = "NT9"
    case mk1 = "MK1"
    case mk2 = "MK2"
    case mk3 = "MK3"
    case mk4 = "MK4"
    case mk5 = "MK5"
    case mk6 = "MK6"
    case mk7 = "MK7"
    case set1 = "SET1"
    case set2 = "SET2"
    case set3 = "SET3"
    case set4 = "SET4"
    case set5 = "SET5"
    case dl1 = "DL1"
    case dl2 = "DL2"
    case dl3 = "DL3"
    case dl4 = "DL4"
    case dl5 = "DL5"
    case dl6 = "DL6"
    case dl7 = "DL7"
    case dl8 = "DL8"
    case q1 = "Q1"
    case q2 = "Q2"
    case q3 = "Q3"
    case q4 = "Q4"
    case q5 = "Q5"
    case q6 = "Q6"
    case ms1 = "MS1"
    case ms2 = "MS2"
    case ms3 = "MS3"
    case ms4 = "MS4"
    case ms5 = "MS5"
    case ms6 = "MS6"
    case ms7 = "MS7"
}

/// Whether this project's API can reach a catalogue row.
public enum SDKMessageScope: Hashable, Sendable {
    /// Reachable, and the engines raise it (the text says where).
    case raised(String)
    /// Reachable, but the engines word it otherwise or do not detect it (why).
    case notRaised(String)
    /// Not reachable through this project's API (why).
    case outOfScope(String)
    /// The row only points at another row's text.
    case sameAs(SDKMessage)
}

extension SDKMessage {
    /// The row's message texts, verbatim, with the SDK's placeholders
    /// (`%@`, `%s`, `%llu`, `%zu` in order; core's `%1`…`%9` by position;
    /// Swift interpolations written as `%@`). Rows with variants list each.
    public var templates: [String] {
        switch self {
        case .tx1: ["Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."]
        case .tx2: ["Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first."]
        case .tx2F: ["Attempting to modify a frozen object - call thaw on the Object instance first."]
        case .tx3: ["Cannot modify managed objects outside of a write transaction."]
        case .tx4: ["Cannot modify %@ outside of a write transaction."]
        case .tx5: ["Can only perform %@ in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."]
        case .tx6: ["The Realm is already in a write transaction"]
        case .tx7: ["Can't commit a non-existing write transaction"]
        case .tx7A: ["Can't commit a non-existing write transaction"]
        case .tx8: ["Can't cancel a non-existing write transaction"]
        case .tx9: ["Can't perform transactions on a frozen Realm"]
        case .tx10: ["Can't perform transactions on read-only Realms."]
        case .tx11: ["Number of active versions (%1) in the Realm exceeded the limit of %2"]
        case .tx12: ["Can't begin a write transaction from inside a commit completion callback.", "Cannot schedule async transaction. Make sure you are running from inside a run loop.", "Can't commit a write transaction from inside a commit completion callback.", "Can't cancel a write transaction from inside a commit completion callback."]
        case .tx13: ["asyncWrite() can only be called on main thread or actor-isolated Realms", "asyncRefresh() can only be called on main thread or actor-isolated Realms"]
        case .tx14: ["Incorrect Realm: only notifications for the Realm being modified can be skipped."]
        case .inv1: ["Object has been deleted or invalidated."]
        case .inv2: ["Adding a deleted or invalidated object to a Realm is not permitted"]
        case .inv3: ["%@ is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed."]
        case .inv3b: ["%1 was never initialized and is invalid."]
        case .inv4: ["Access to invalidated Results objects"]
        case .inv5: ["Collection is no longer valid"]
        case .inv6: ["Accessing object of type %1 which has been invalidated or deleted"]
        case .inv7: ["Cannot read from a frozen Realm which has been invalidated."]
        case .inv8: ["Cannot construct reference to invalidated object"]
        case .inv9: ["Object has been deleted or invalidated"]
        case .wr1: ["Can only delete an object from the Realm it belongs to."]
        case .wr2: ["Can only delete objects from the Realm they belong to."]
        case .wr3: ["Object is already managed by another Realm. Use create instead to copy it into this Realm."]
        case .wr4: ["Object must be from the Realm being queried"]
        case .wr5: ["Cannot insersect sets managed by different Realms."]
        case .wr6: ["Can't set object of type '%@' to property of type '%@'"]
        case .wr7: SDKMessage.tx14.templates
        case .thr1: ["Realm accessed from incorrect thread."]
        case .thr2: ["Realm opened from incorrect dispatch queue."]
        case .thr5: ["Invalid queue '%1' (%2): Realms can only be confined to serial queues or the main queue."]
        case .thr3: ["Can only resolve a thread safe reference once."]
        case .thr4: ["Cannot access realm that has been closed."]
        case .fz1: SDKMessage.tx9.templates
        case .fz2: SDKMessage.tx2F.templates
        case .fz2b: SDKMessage.tx3.templates
        case .fz3: SDKMessage.tx4.templates
        case .fz4: SDKMessage.tx1.templates
        case .fz5: ["Frozen Realms do not change and do not have change notifications."]
        case .fz5b: ["Notifications are not available on frozen collections since they do not change."]
        case .fz6: ["Cannot freeze an object in the same write transaction as it was created in."]
        case .fz7: ["Auto-refresh cannot be enabled for frozen Realms."]
        case .fz8: SDKMessage.inv7.templates
        case .um1: ["Unmanaged objects cannot be frozen."]
        case .um2: ["Unmanaged objects cannot be thawed."]
        case .um3: ["Unmanaged objects cannot be frozen."]
        case .um4: ["Unexpectedly found nil while unwrapping an Optional value"]
        case .um5: ["Only objects which are managed by a Realm support change notifications"]
        case .um6: ["Change notifications are only supported on managed collections."]
        case .um7: ["Change notifications are only supported for managed objects"]
        case .um8: ["This method may only be called on RLMArray instances retrieved from an RLMRealm"]
        case .um8s: ["This method may only be called on RLMSet instances retrieved from an RLMRealm"]
        case .um8m: ["This method may only be called on RLMDictionary instances retrieved from an RLMRealm"]
        case .um9: ["Right hand side value must be a managed Set."]
        case .um10: ["Cannot construct reference to unmanaged object, which can be passed across threads directly"]
        case .um11: SDKMessage.wr1.templates
        case .pk1: ["Attempting to create an object of type '%1' with an existing primary key value '%2'"]
        case .pk2: ["'%@' does not have a primary key and can not be updated"]
        case .pk2c: ["'%@' does not have a primary key and can not be updated"]
        case .pk2d: ["'%@' does not have a primary key and can not be updated"]
        case .pk2o: ["'%@' does not have a primary key and can not be updated"]
        case .pk3: ["'%1' does not have a primary key defined"]
        case .pk4: ["Primary key can't be changed after an object is inserted."]
        case .pk5: ["Primary key can't be changed to '%@' after an object is inserted."]
        case .pk6: ["Cannot modify primary key after creation: '%1.%2'"]
        case .pk7: ["Invalid value '%@' of type '%@' for '%@%s'%s property '%@.%@'."]
        case .pk7c: ["Invalid null value for non-nullable primary key '%1.%2'."]
        case .pk8: ["Missing value for property '%1.%2'"]
        case .mv1: ["Missing value for property '%1.%2'"]
        case .mv2: ["Invalid value '%@' to initialize object of type '%@': missing key '%@'"]
        case .mv3: ["Must provide a non-nil value."]
        case .mv4: ["Invalid array input: more values (%llu) than properties (%llu)."]
        // TY1's text with the null filled in: the value is what tells the two apart.
        case .mv5: ["Invalid value '<null>' of type 'NSNull' for '%@%s'%s property '%@.%@'.",
                    "Invalid value '(null)' of type '(null)' for '%@%s'%s property '%@.%@'."]
        case .mv6: ["Invalid null value for non-nullable property '%1.%2'.", "Dictionary::insert: Value cannot be null"]
        case .ty1: ["Invalid value '%@' of type '%@' for '%@%s'%s property '%@.%@'."]
        case .ty2: ["Invalid value (%@) for '%@%s' %@ property '%@.%@': value is not enumerable."]
        case .ty3: ["RLMArray<%@%s> does not match expected type '%@%s' for property '%@.%@'.",
                    "RLMSet<%@%s> does not match expected type '%@%s' for property '%@.%@'.",
                    "RLMDictionary<%@, %@%s> does not match expected type '%@%s' for property '%@.%@'."]
        case .ty4: ["Invalid value '%@' of type '%@' for expected type '%@%s'."]
        case .ty5: ["Invalid nil value for array of '%@'.", "Invalid nil value for set of '%@'."]
        case .ty6: ["Object of type '%@' does not match RLMArray type '%@'.", "Object of type '%@' does not match RLMSet type '%@'.", "Value of type '%@' does not match RLMDictionary value type '%@'."]
        case .ty7: ["Object cannot be inserted unless the schema is initialized. This can happen if you try to insert objects into a RLMArray / List from a default value or from an overriden unmanaged initializer (`init()`).", "Object cannot be inserted unless the schema is initialized. This can happen if you try to insert objects into a RLMSet / Set from a default value or from an overriden unmanaged initializer (`init()`).", "Object cannot be inserted unless the schema is initialized. This can happen if you try to insert objects into a RLMDictionary / Map from a default value or from an overridden unmanaged initializer (`init()`) or if the key is uninitialized."]
        case .ty8: ["Could not convert value '%@' to type '%@'."]
        case .ty8t: ["Could not convert value '%@' to type '%@'"]
        case .ty9: ["Can't set object of type '%@' to property of type '%@'"]
        case .ty10: ["Cannot convert value '%@' of type '%@' to uuid: %s"]
        case .ty11: ["Unknown numeric type on type RLMValue."]
        case .ty12: ["Invalid data type for RLMPropertyTypeAny property."]
        case .ty13: ["Object of type (%1) does not match %2 type (%3)", "Object of type '%1' does not match Results type '%2'"]
        case .ty14: ["Failed to convert persisted value '%@' to type '%@' in a non-optional context."]
        case .ix1: ["Cannot pass a negative value for '%@'."]
        case .ix2: ["Index %llu is out of bounds (must be less than %llu)."]
        case .ix2s: ["Index %llu is out of bounds (must be less than %llu)."]
        case .ix2r: ["Index %llu is out of bounds (must be less than %llu)."]
        case .ix2m: ["Index %zu is out of bounds (must be less than %zu)."]
        case .ix3: ["Indexes for collection are out of bounds."]
        case .ix4: ["It is not possible to remove more objects (%@) from a list than it already contains (%@)."]
        case .ix5: ["index(of:) is not available on MutableSet", "index(matching:) is not available on MutableSet"]
        case .ix6: ["Collection does not support index(of:)", "Collection does not support index(matching:)"]
        case .ix7: ["This method is not available on RLMDictionary."]
        case .em1: ["Embedded objects cannot be created directly"]
        case .em2: ["Cannot add an existing managed embedded object to a %@."]
        case .em3: ["Can't set link to existing managed embedded object"]
        case .em4: ["Cannot set a link to an existing managed embedded object"]
        case .em5: ["Not a list of embedded objects"]
        case .up1: ["Invalid property name '%@' for class '%@'."]
        case .up2: ["[<%@ 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key %@."]
        case .up3: ["Property '%@' not found in object of type '%@'"]
        case .up4: ["Invalid property name: property '%@' not found in object of type '%@'"]
        case .up5: ["Cannot sort on key path '%1': property '%2.%3' does not exist."]
        case .up6: ["Object type '%@' is not managed by the Realm. If using a custom `objectClasses` / `objectTypes` array in your configuration, add `%@` to the list of `objectClasses` / `objectTypes`."]
        case .up7: ["@Projected property '%@' must be a part of Realm object"]
        case .up8: ["Property '%1.%2' does not exist"]
        case .up9: ["Invalid keypath '%@': Property '%@' not found in object of type '%@'"]
        case .ro1: ["LinkingObjects properties are read-only"]
        case .ro2: ["Cannot modify read-only property '%1.%2'"]
        case .ro3: ["Read-only Realms do not change and cannot be refreshed."]
        case .ro4: ["Read-only Realms do not change and do not have change notifications."]
        case .ro5: SDKMessage.tx10.templates
        case .ag1: ["Operation '%1' not supported for %2%3 %4 '%5.%6'"]
        case .ag2: ["%@ of '%@' can only be aggregated on \"self\""]
        case .ag3: ["%@: is not supported for %@ property '%@.%@'", "%@ is not supported for %@%s array", "%@ is not supported for %@%s set", "%@ is not supported for %@%s dictionary"]
        case .ag4: ["Nested key paths are not supported yet for KVC collection operators."]
        case .ag5: SDKMessage.up3.templates
        case .ag6: ["Unsupported KVC collection operator found in key path '%@'",
                    "Missing key path for KVC collection operator %@ in key path '%@'",
                    "this class does not implement the distinctUnionOfObjects"]
        case .nt1: ["Cannot create asynchronous query after making changes in a write transaction."]
        case .nt2: SDKMessage.fz5.templates
        case .nt3: SDKMessage.ro4.templates
        case .nt4: ["Can only add notification blocks from within runloops."]
        case .nt5: ["The notification block should not be nil"]
        case .nt6: SDKMessage.um5.templates
        case .nt7: SDKMessage.up4.templates
        case .nt8: ["Cannot create a ThreadSafeReference to Results backed by a collection of objects inside the write transaction which created the collection."]
        case .nt9: ["Cannot create asynchronous query for snapshotted Results."]
        case .mk1: ["Dictionary::insert: key must not contain '.'"]
        case .mk2: ["Dictionary::insert: key must not start with '$'"]
        case .mk3: []
        case .mk4: ["Invalid nil key for dictionary expecting key of type '%@'."]
        case .mk5: ["Invalid key '%@' of type '%@' for expected type '%@'."]
        case .mk6: ["Cannot set dictionary to object of class '%@'", "Cannot add entries from object of class '%@'"]
        case .mk7: SDKMessage.ty4.templates
        case .set1: SDKMessage.um9.templates
        case .set2: ["Cannot intersect sets of type '%@' and '%@'."]
        case .set3: SDKMessage.wr5.templates
        case .set4: SDKMessage.tx5.templates
        case .set5: ["Replacing objects at an indexed subscript is not supported on RLMSet"]
        case .dl1: ["Cannot delete objects from RLMArray<%@>: only RLMObjects can be deleted."]
        case .dl2: ["Cannot delete objects from RLMSet<%@>: only RLMObjects can be deleted."]
        case .dl3: ["Cannot delete objects from RLMDictionary of type %@: only RLMObjects can be deleted."]
        case .dl4: ["Cannot delete objects from RLMManagedDictionary<RLMString, %@%@>: only RLMObjects can be deleted."]
        case .dl5: ["Cannot delete objects from RLMResults<%@>: only RLMObjects can be deleted."]
        case .dl6: ["Cannot delete objects of type %@ with deleteObjects:. Only RLMObjects can be deleted."]
        case .dl7: ["Cannot insert objects of type %@ with addObjects:. Only RLMObjects are supported."]
        case .dl8: ["Cannot add or update objects of type %@ with addOrUpdateObjects:. Only RLMObjects are supported."]
        case .q1: ["Querying is currently only implemented for arrays of Realm Objects",
                   "Querying is currently only implemented for sets of Realm Objects",
                   "Querying is currently only implemented for dictionaries of Realm Objects"]
        case .q2: SDKMessage.um8.templates
        case .q3: ["Unable to parse the format string \"%@\""]
        case .q4: []
        case .q5: ["Comparing two collection columns is not permitted."]
        case .q6: ["Cannot sort on key path '%1': %2.", "Cannot sort on key path '%1': arrays of '%2' can only be sorted on 'self'"]
        case .ms1: ["Cannot add an object with observers to a Realm"]
        case .ms2: ["Can only compare objects of class RLMObjectBase"]
        case .ms3: ["Realm must not be nil"]
        case .ms4: ["Illegal custom conformance to `RLMThreadConfined` by `%@`"]
        case .ms5: ["KeyPath is not writable"]
        case .ms6: ["Collections of projections must be used with @Projected."]
        case .ms7: ["Unhandled notification type: %@"]
        }
    }

    /// Whether the row is reachable through this project's API.
    public var scope: SDKMessageScope {
        switch self {
        case .tx1: .raised("add, create, delete and deleteAll outside a write, or on a frozen realm")
        case .tx2: .raised("setting a property of a managed object outside a write")
        case .tx2F: .raised("setting a property of a frozen object")
        case .tx3: .raised("setting a property of a managed object through the subscript outside a write or while frozen")
        case .tx4: .raised("changing a managed List, MutableSet or Map (or setValue(forKey:)/delete on Results) outside a write or while frozen")
        case .tx5: .raised("formUnion, formIntersection or subtract of a managed MutableSet outside a write or while frozen")
        case .tx6: .raised("beginWrite or write inside a write")
        case .tx7: .raised("commitWrite outside a write")
        case .tx7A: .sameAs(.tx7)
        case .tx8: .raised("cancelWrite outside a write")
        case .tx9: .raised("beginWrite or write on a frozen realm")
        case .tx10: .outOfScope("read-only realms are not part of this project's API")
        case .tx11: .outOfScope("threads, queues and actors are not part of this project's API")
        case .tx12: .outOfScope("asynchronous commits and their callbacks are not part of this project's API")
        case .tx13: .outOfScope("threads, queues and actors are not part of this project's API")
        case .tx14: .outOfScope("needs a second realm file, which this project's API does not open")
        case .inv1: .raised("reading or writing a deleted object")
        case .inv2: .raised("adding a deleted object")
        case .inv3: .raised("using a List, MutableSet or Map whose owner was deleted")
        case .inv3b: .outOfScope("realm-core internal; the SDK raises another row first")
        case .inv4: .raised("using a Results after realm.invalidate()")
        case .inv5: .raised("a for-in loop over a managed collection whose realm the loop invalidated, at the next batch of 16 or at the end")
        case .inv6: .outOfScope("realm-core internal; the SDK raises another row first")
        case .inv7: .raised("objects, object(ofType:forPrimaryKey:), add, create or delete on a frozen realm closed by its own invalidate()")
        case .inv8: .outOfScope("threads, queues and actors are not part of this project's API")
        case .inv9: .outOfScope("realm-core internal; the SDK raises another row first")
        case .wr1: .raised("deleting an unmanaged object or an accessor already deleted")
        case .wr2: .outOfScope("needs a second realm file, which this project's API does not open")
        case .wr3: .raised("adding or linking a frozen object, which belongs to its frozen realm")
        case .wr4: .outOfScope("needs a second realm file, which this project's API does not open")
        case .wr5: .outOfScope("needs a second realm file, which this project's API does not open")
        case .wr6: .outOfScope("needs a second realm file, which this project's API does not open")
        case .wr7: .sameAs(.tx14)
        case .thr1: .outOfScope("threads, queues and actors are not part of this project's API")
        case .thr2: .outOfScope("threads, queues and actors are not part of this project's API")
        case .thr5: .outOfScope("threads, queues and actors are not part of this project's API")
        case .thr3: .outOfScope("threads, queues and actors are not part of this project's API")
        case .thr4: .outOfScope("threads, queues and actors are not part of this project's API")
        case .fz1: .sameAs(.tx9)
        case .fz2: .sameAs(.tx2F)
        case .fz2b: .sameAs(.tx3)
        case .fz3: .sameAs(.tx4)
        case .fz4: .sameAs(.tx1)
        case .fz5: .raised("observing a frozen realm, object or collection")
        case .fz5b: .outOfScope("realm-core internal; the SDK raises another row first")
        case .fz6: .raised("freezing an object created in the current write")
        case .fz7: .raised("setting autorefresh to true on a frozen realm")
        case .fz8: .sameAs(.inv7)
        case .um1: .raised("freeze() of an unmanaged object")
        case .um2: .raised("thaw() of an unmanaged object")
        case .um3: .sameAs(.um1)
        case .um4: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .um5: .raised("observing an unmanaged object")
        case .um6: .raised("observing an unmanaged List, MutableSet or Map")
        case .um7: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .um8: .raised("filter, sorted, distinct, freeze or thaw of an unmanaged List")
        case .um8s: .raised("filter, sorted, distinct, freeze or thaw of an unmanaged MutableSet")
        case .um8m: .raised("filter, sorted, freeze or thaw of an unmanaged Map")
        case .um9: .raised("set algebra of a managed MutableSet (isSubset, intersects, formUnion, formIntersection, subtract) with an unmanaged set")
        case .um10: .outOfScope("threads, queues and actors are not part of this project's API")
        case .um11: .sameAs(.wr1)
        case .pk1: .raised("add or create with a primary key that exists")
        case .pk2: .raised("add(_:update:) or create(_:value:update:) with .modified/.all on a type without primary key")
        case .pk2c: .sameAs(.pk2)
        case .pk2d: .sameAs(.pk2)
        case .pk2o: .sameAs(.pk2)
        case .pk3: .raised("object(ofType:forPrimaryKey:) on a type without primary key")
        case .pk4: .raised("changing the primary key of a managed object")
        case .pk5: .raised("setting the primary key of a managed object through the subscript, whatever the value")
        case .pk6: .raised("changing a managed primary key declared as a RealmProperty or RealmOptional")
        case .pk7: .sameAs(.ty1)
        case .pk7c: .outOfScope("realm-core internal; the SDK raises another row first")
        case .pk8: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .mv1: .outOfScope("Swift models give every required property a default, so no create misses one (the row needs Objective-C models)")
        case .mv2: .raised("init(value:) or create given an object of another class, or a string, number or date, that lacks a key of the class")
        case .mv3: .raised("init(value:) or create given NSNull as the whole value")
        case .mv4: .raised("create with more array values than properties")
        case .mv5: .sameAs(.ty1)
        case .mv6: .outOfScope("realm-core internal; the SDK raises another row first")
        case .ty1: .raised("create with a value of the wrong type for a property (the value's runtime class is approximated)")
        case .ty2: .raised("a value that is no list, set or map given for a collection property in create or add")
        case .ty3: .raised("an RLMObject's RLMArray, RLMSet or RLMDictionary property assigned a collection of that kind with another element type or optionality")
        case .ty4: .raised("a value of another type, or nil for required elements, given to an Objective-C collection of values (RLMArray, RLMSet, RLMDictionary)")
        case .ty5: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ty6: .raised("index(of:) on a List given an object of another class (the scenario language is not statically typed)")
        case .ty7: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ty8: .outOfScope("KVC/KVO and Swift bridging are not part of this project's API")
        case .ty8t: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .ty9: .outOfScope("Swift's type system or Foundation rejects it before Realm (or the call is not in this project's API)")
        case .ty10: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ty11: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ty12: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ty13: .raised("index(of:) on a Results given an object of another class")
        case .ty14: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ix1: .raised("a negative index on List, Results or MutableSet")
        case .ix2: .raised("an index past the end of an unmanaged List")
        case .ix2s: .sameAs(.ix2)
        case .ix2r: .raised("replace(index:object:) past the end of a managed List")
        case .ix2m: .raised("an index past the end of a managed List or Results")
        case .ix3: .raised("objects(at:) on Results, MutableSet or LinkingObjects with an index past the end (an RLMArray answers nil, as the rlmarray page states)")
        case .ix4: .raised("removeFirst(_:)/removeLast(_:) with a count above the list's")
        case .ix5: .raised("index(of:) or index(matching:) on a MutableSet: the SDK traps, the engine raises a 'trap' error with its text")
        case .ix6: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .ix7: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .em1: .raised("create(_:value:) of an embedded type")
        case .em2: .raised("appending, inserting or setting an already managed embedded object in a managed List or Map")
        case .em3: .raised("assigning an already managed embedded object to a to-one property through its typed accessor")
        case .em4: .raised("an already managed embedded object inside a create/add value, or set through the subscript")
        case .em5: .outOfScope("realm-core internal; the SDK raises another row first")
        case .up1: .raised("an unknown property through the subscript")
        case .up2: .raised("setValue(_:forKey:) with a key other than self on an RLMArray or RLMSet of values")
        case .up3: .raised("an aggregate naming a property the objects lack")
        case .up4: .raised("observing with a key path that names no property")
        case .up5: .raised("sorted(byKeyPath:) or distinct(by:) with a key path that names no property")
        case .up6: .outOfScope("the scenario loader refuses unknown types and projection key paths before anything runs")
        case .up7: .outOfScope("the scenario loader refuses unknown types and projection key paths before anything runs")
        case .up8: .outOfScope("realm-core internal; the SDK raises another row first")
        case .up9: .outOfScope("query messages are catalogued with the query rules (query-rules.md)")
        case .ro1: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .ro2: .raised("assigning a linking-objects property of a managed object")
        case .ro3: .outOfScope("read-only realms are not part of this project's API")
        case .ro4: .outOfScope("read-only realms are not part of this project's API")
        case .ro5: .sameAs(.tx10)
        case .ag1: .raised("min/max/sum/average over a type the operator does not take (bool, string, date sums, ...)")
        case .ag2: .raised("an aggregate over a primitive collection naming a property other than self")
        case .ag3: .raised("an aggregate of an unmanaged collection of objects over a property, or of values over self, of a type it does not take")
        case .ag4: .raised("min/max/sum/average of an unmanaged List, MutableSet or Map of objects over a nested key path")
        case .ag5: .sameAs(.up3)
        case .ag6: .raised("value(forKeyPath:) of a collection with an operator it does not know, or without the key path after it")
        case .nt1: .raised("observe inside a write")
        case .nt2: .sameAs(.fz5)
        case .nt3: .sameAs(.ro4)
        case .nt4: .outOfScope("threads, queues and actors are not part of this project's API")
        case .nt5: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .nt6: .sameAs(.um5)
        case .nt7: .sameAs(.up4)
        case .nt8: .outOfScope("threads, queues and actors are not part of this project's API")
        case .nt9: .outOfScope("realm-core internal; the SDK raises another row first")
        case .mk1: .raised("a map key containing '.'")
        case .mk2: .raised("a map key starting with '$'")
        case .mk3: .outOfScope("not an error: unmanaged maps accept such keys")
        case .mk4: .raised("a nil key given to an RLMDictionary's setObject(_:forKey:)")
        case .mk5: .raised("a key that is not a string given to an RLMDictionary's addEntries(from:) or setDictionary(_:)")
        case .mk6: .raised("setDictionary(_:) or addEntries(from:) given something that is not a dictionary")
        case .mk7: .sameAs(.ty4)
        case .set1: .sameAs(.um9)
        case .set2: .raised("set algebra of a managed RLMSet with a managed RLMSet of another element type")
        case .set3: .sameAs(.wr5)
        case .set4: .sameAs(.tx5)
        case .set5: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .dl1: .raised("deleteObjects(_:) of an RLMRealm, or deleting from a managed RLMArray, given an RLMArray of values")
        case .dl2: .raised("deleteObjects(_:) of an RLMRealm given an RLMSet of values")
        case .dl3: .raised("deleteObjects(_:) of an RLMRealm given an unmanaged RLMDictionary of values")
        case .dl4: .raised("deleteObjects(_:) of an RLMRealm given a managed RLMDictionary of values")
        case .dl5: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .dl6: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .dl7: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .dl8: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .q1: .raised("filter, where or index(matching:) on a managed collection of values")
        case .q2: .sameAs(.um8)
        case .q3: .outOfScope("query messages are catalogued with the query rules (query-rules.md)")
        case .q4: .outOfScope("query messages are catalogued with the query rules (query-rules.md)")
        case .q5: .outOfScope("query messages are catalogued with the query rules (query-rules.md)")
        case .q6: .raised("sorted(byKeyPath:) through a non-link, on a collection, data or link property, and a collection of values sorted on anything but self")
        case .ms1: .outOfScope("KVC/KVO and Swift bridging are not part of this project's API")
        case .ms2: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ms3: .outOfScope("Objective-C, legacy or dynamic API surface that this project's Swift API does not have")
        case .ms4: .outOfScope("threads, queues and actors are not part of this project's API")
        case .ms5: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .ms6: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        case .ms7: .outOfScope("a Swift trap ends the process, so no scenario can assert it")
        }
    }

    /// Reachable through this project's API (a row that only points at
    /// another row counts once, under that row).
    public var isInScope: Bool {
        switch scope {
        case .raised, .notRaised: return true
        case .outOfScope, .sameAs: return false
        }
    }

    /// The first template (`variant` picks another) with its placeholders
    /// filled from `arguments`.
    public func text(_ arguments: String..., variant: Int = 0) -> String {
        SDKMessage.fill(templates[variant], arguments)
    }

    /// Replaces `%@`, `%s`, `%llu` and `%zu` with the arguments in order and
    /// `%1`…`%9` with the argument at that position. A placeholder without an
    /// argument stays as it is.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            var consumed = 0
            var value: String?
            if let digit = after.first, let n = digit.wholeNumberValue, n >= 1 {
                consumed = 1
                value = n <= arguments.count ? arguments[n - 1] : nil
            } else if let spec = ["@", "s", "llu", "zu"].first(where: { after.hasPrefix($0) }) {
                consumed = spec.count
                value = next < arguments.count ? arguments[next] : nil
                next += 1
            }
            if consumed == 0 {
                out += "%"
                rest = after
                continue
            }
            out += value ?? "%" + String(after.prefix(consumed))
            rest = after.dropFirst(consumed)
        }
        return out + rest
    }
}
