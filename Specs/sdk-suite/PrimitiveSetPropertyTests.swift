// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's tests of sets of primitive values check. The
// SDK's models (AllPrimitiveSets, AllOptionalPrimitiveSets: an `RLMSet` of
// each primitive type, required, optional and mixed) cannot be declared as
// RLMObject models in the scenario language (an RLMSet of values), so they are
// restated as `@Persisted` models, and every Objective-C call is made on the
// RLMSet that `ObjectiveCSupport.convert(object:)` gives for a set.

class AllPrimitiveSets: Object {
    @Persisted var intObj: MutableSet<Int>
    @Persisted var intObj2: MutableSet<Int>
    @Persisted var floatObj: MutableSet<Float>
    @Persisted var floatObj2: MutableSet<Float>
    @Persisted var doubleObj: MutableSet<Double>
    @Persisted var doubleObj2: MutableSet<Double>
    @Persisted var boolObj: MutableSet<Bool>
    @Persisted var boolObj2: MutableSet<Bool>
    @Persisted var stringObj: MutableSet<String>
    @Persisted var stringObj2: MutableSet<String>
    @Persisted var dateObj: MutableSet<Date>
    @Persisted var dateObj2: MutableSet<Date>
    @Persisted var dataObj: MutableSet<Data>
    @Persisted var dataObj2: MutableSet<Data>
    @Persisted var decimalObj: MutableSet<Decimal128>
    @Persisted var decimalObj2: MutableSet<Decimal128>
    @Persisted var objectIdObj: MutableSet<ObjectId>
    @Persisted var objectIdObj2: MutableSet<ObjectId>
    @Persisted var uuidObj: MutableSet<UUID>
    @Persisted var uuidObj2: MutableSet<UUID>
    @Persisted var anyBoolObj: MutableSet<AnyRealmValue>
    @Persisted var anyBoolObj2: MutableSet<AnyRealmValue>
    @Persisted var anyIntObj: MutableSet<AnyRealmValue>
    @Persisted var anyIntObj2: MutableSet<AnyRealmValue>
    @Persisted var anyFloatObj: MutableSet<AnyRealmValue>
    @Persisted var anyFloatObj2: MutableSet<AnyRealmValue>
    @Persisted var anyDoubleObj: MutableSet<AnyRealmValue>
    @Persisted var anyDoubleObj2: MutableSet<AnyRealmValue>
    @Persisted var anyStringObj: MutableSet<AnyRealmValue>
    @Persisted var anyStringObj2: MutableSet<AnyRealmValue>
    @Persisted var anyDataObj: MutableSet<AnyRealmValue>
    @Persisted var anyDataObj2: MutableSet<AnyRealmValue>
    @Persisted var anyDateObj: MutableSet<AnyRealmValue>
    @Persisted var anyDateObj2: MutableSet<AnyRealmValue>
    @Persisted var anyDecimalObj: MutableSet<AnyRealmValue>
    @Persisted var anyDecimalObj2: MutableSet<AnyRealmValue>
    @Persisted var anyObjectIdObj: MutableSet<AnyRealmValue>
    @Persisted var anyObjectIdObj2: MutableSet<AnyRealmValue>
    @Persisted var anyUUIDObj: MutableSet<AnyRealmValue>
    @Persisted var anyUUIDObj2: MutableSet<AnyRealmValue>
}

class AllOptionalPrimitiveSets: Object {
    @Persisted var intObj: MutableSet<Int?>
    @Persisted var intObj2: MutableSet<Int?>
    @Persisted var floatObj: MutableSet<Float?>
    @Persisted var floatObj2: MutableSet<Float?>
    @Persisted var doubleObj: MutableSet<Double?>
    @Persisted var doubleObj2: MutableSet<Double?>
    @Persisted var boolObj: MutableSet<Bool?>
    @Persisted var boolObj2: MutableSet<Bool?>
    @Persisted var stringObj: MutableSet<String?>
    @Persisted var stringObj2: MutableSet<String?>
    @Persisted var dateObj: MutableSet<Date?>
    @Persisted var dateObj2: MutableSet<Date?>
    @Persisted var dataObj: MutableSet<Data?>
    @Persisted var dataObj2: MutableSet<Data?>
    @Persisted var decimalObj: MutableSet<Decimal128?>
    @Persisted var decimalObj2: MutableSet<Decimal128?>
    @Persisted var objectIdObj: MutableSet<ObjectId?>
    @Persisted var objectIdObj2: MutableSet<ObjectId?>
    @Persisted var uuidObj: MutableSet<UUID?>
    @Persisted var uuidObj2: MutableSet<UUID?>
}

/// count of an unmanaged set of ints is 0, then 1 after an add.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testCount
func testObjcPrimitiveSetCount() throws {
    let unmanaged = AllPrimitiveSets()
    let ints = ObjectiveCSupport.convert(object: unmanaged.intObj)
    XCTAssertEqual(ints.count, 0)
    ints.add(1)
    XCTAssertEqual(ints.count, 1)
}

/// The property type of each set of required or optional values is its element's.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testType
func testObjcPrimitiveSetType() throws {
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.boolObj).type == .bool)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.intObj).type == .int)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.floatObj).type == .float)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.doubleObj).type == .double)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.stringObj).type == .string)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dataObj).type == .data)
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dateObj).type == .date)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).type == .bool)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.intObj).type == .int)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).type == .float)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).type == .double)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).type == .string)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).type == .data)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).type == .date)
}

/// A set of required values is not optional; a set of optional values is.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testOptional
func testObjcPrimitiveSetOptional() throws {
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.boolObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.intObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.floatObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.doubleObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.stringObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dataObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dateObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.intObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).isOptional)
}

/// A set of values has no object class name.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testObjectClassName
func testObjcPrimitiveSetObjectClassName() throws {
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objectClassName)
}

/// An unmanaged set of values has no realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testRealm
func testObjcPrimitiveSetRealm() throws {
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).realm)
}

/// An unmanaged set of ints is not invalidated, and stays valid after its owner goes away.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testInvalidated
func testObjcPrimitiveSetInvalidated() throws {
    var obj: AllPrimitiveSets? = AllPrimitiveSets()
    let set = ObjectiveCSupport.convert(object: obj!.intObj)
    XCTAssertFalse(set.isInvalidated)
    obj = nil
    XCTAssertFalse(set.isInvalidated)
}

/// Registering a notification block on an unmanaged set of values is refused: only managed collections notify.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testNotifications
func testObjcPrimitiveSetNotifications() throws {
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addNotificationBlock({ _, _, _ in }), reason: "Change notifications are only supported on managed collections.")
}

/// Outside a write every reading member of a managed set of ints answers, and every changing one is refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testObjcPrimitiveSetMutatingMethodsCheckForWriteTransaction() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let set = ObjectiveCSupport.convert(object: managed.intObj)
    set.add(0)
    try realm.commitWrite()
    XCTAssertNil(set.objectClassName)
    XCTAssertNotNil(set.realm)
    XCTAssertFalse(set.isInvalidated)
    XCTAssertEqual(set.count, 1)
    XCTAssertEqual(set.sortedResults(usingKeyPath: "self", ascending: true).count, 1)
    XCTAssertEqual(set.sortedResults(usingDescriptors: [RLMSortDescriptor(keyPath: "self", ascending: true)]).count, 1)
    XCTAssertEqual(set.allObjects[0], 0)
    XCTAssertEqual(set.value(forKey: "self") as! [Int], [0])
    var seen = 0
    for _ in set { seen += 1 }
    XCTAssertEqual(seen, 1)
    assertThrows(set.add(0), reason: "write transaction")
    assertThrows(set.addObjects([0]), reason: "write transaction")
    assertThrows(set.removeAllObjects(), reason: "write transaction")
    assertThrows(set.setValue(1, forKey: "self"), reason: "write transaction")
}

/// Deleting the owner of a managed set of ints invalidates the set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testDeleteOwningObject
func testObjcPrimitiveSetDeleteOwningObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let set = ObjectiveCSupport.convert(object: managed.intObj)
    XCTAssertFalse(set.isInvalidated)
    realm.delete(managed)
    XCTAssertTrue(set.isInvalidated)
    realm.cancelWrite()
}

/// A managed set of ints calls its notification block first with the set, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testNotificationSentInitially
func testObjcPrimitiveSetNotificationSentInitially() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock({ set, change, error in
        XCTAssertNotNil(set)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    })
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After its first call, adding a value to a managed set of ints calls the block with the insertion at index 0.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testNotificationSentAfterCommit
func testObjcPrimitiveSetNotificationSentAfterCommit() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    try realm.commitWrite()
    var first = true
    var calls = 0
    var insertions: [Int] = []
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock({ set, change, error in
        XCTAssertNotNil(set)
        XCTAssertNil(error)
        if first {
            XCTAssertNil(change)
        } else {
            insertions = change!.insertions
        }
        first = false
        calls += 1
    })
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(AllPrimitiveSets.self).first!.intObj).add(0)
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(insertions, [0])
    token.invalidate()
}

/// Creating another object, leaving the observed set of ints alone, does not call its block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testNotificationNotSentForUnrelatedChange
func testObjcPrimitiveSetNotificationNotSentForUnrelatedChange() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock({ _, _, _ in
        calls += 1
    })
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(AllPrimitiveSets.self, value: [])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a value added to the observed set of ints does not call its block until the realm is refreshed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testNotificationSentOnlyForActualRefresh
func testObjcPrimitiveSetNotificationSentOnlyForActualRefresh() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock({ set, _, error in
        XCTAssertNotNil(set)
        XCTAssertNil(error)
        calls += 1
    })
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(AllPrimitiveSets.self).first!.intObj).add(0)
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Deleting the owner of an observed set of two ints calls its block with both old indexes as deletions.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testDeletingObjectWithNotificationsRegistered
func testObjcPrimitiveSetDeletingObjectWithNotificationsRegistered() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([10, 20])
    try realm.commitWrite()
    var first = true
    var calls = 0
    var deletions: [Int] = []
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock({ set, change, error in
        XCTAssertNotNil(set)
        XCTAssertNil(error)
        if first {
            XCTAssertNil(change)
            first = false
        } else {
            deletions = change!.deletions
        }
        calls += 1
    })
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    realm.delete(managed)
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(deletions, [0, 1])
    token.invalidate()
}

