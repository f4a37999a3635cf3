// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's tests of sets of primitive values check. The
// SDK's models (AllPrimitiveSets, AllOptionalPrimitiveSets: an `RLMSet` of
// each primitive type, required, optional and mixed) are restated twice: as
// `@Persisted` models, whose Objective-C calls are made on the RLMSet that
// `ObjectiveCSupport.convert(object:)` gives for a set, and, further down, as
// RLMObject models whose properties are RLMSets of values.

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

class LinkToAllPrimitiveSets: Object {
    @Persisted var link: AllPrimitiveSets?
}

class LinkToAllOptionalPrimitiveSets: Object {
    @Persisted var link: AllOptionalPrimitiveSets?
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


/// containsObject: on every empty set of values is false; after the values are added it is true for each added value, null included in the optional sets, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testContainsObject
func testObjcPrimitiveSetContainsObject() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.boolObj).contains(false))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.intObj).contains(2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.floatObj).contains(Float(2.2)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.doubleObj).contains(2.2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.stringObj).contains("a"))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.decimalObj).contains(Decimal128(1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).contains(oid1))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.uuidObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).contains(false))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).contains(2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).contains(Float(2.2)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).contains(2.2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).contains("a"))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).contains(Decimal128(1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).contains(oid1))
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.intObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.boolObj).contains(false))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.intObj).contains(2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.floatObj).contains(Float(2.2)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.doubleObj).contains(2.2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.stringObj).contains("a"))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.dataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.dateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.decimalObj).contains(Decimal128(1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.objectIdObj).contains(oid1))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.uuidObj).contains(UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyBoolObj).contains(false))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyIntObj).contains(2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyFloatObj).contains(Float(2.2)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyDoubleObj).contains(2.2))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyStringObj).contains("a"))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyDataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyDateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyDecimalObj).contains(Decimal128(1)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).contains(oid1))
    XCTAssertFalse(ObjectiveCSupport.convert(object: managed.anyUUIDObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.boolObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.intObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.floatObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.doubleObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.stringObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.dataObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.dateObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.decimalObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.objectIdObj).contains(NSNull()))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.uuidObj).contains(NSNull()))
    ObjectiveCSupport.convert(object: unmanaged.boolObj).add(false)
    ObjectiveCSupport.convert(object: unmanaged.intObj).add(2)
    ObjectiveCSupport.convert(object: unmanaged.floatObj).add(Float(2.2))
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).add(2.2)
    ObjectiveCSupport.convert(object: unmanaged.stringObj).add("a")
    ObjectiveCSupport.convert(object: unmanaged.dataObj).add(Data(repeating: 0, count: 1))
    ObjectiveCSupport.convert(object: unmanaged.dateObj).add(Date(timeIntervalSince1970: 1))
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).add(Decimal128(1))
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).add(oid1)
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).add(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).add(false)
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).add(2)
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).add(Float(2.2))
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).add(2.2)
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).add("a")
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).add(Data(repeating: 0, count: 1))
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).add(Date(timeIntervalSince1970: 1))
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).add(Decimal128(1))
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).add(oid1)
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).add(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).add(NSNull())
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).add(NSNull())
    ObjectiveCSupport.convert(object: managed.boolObj).add(false)
    ObjectiveCSupport.convert(object: managed.intObj).add(2)
    ObjectiveCSupport.convert(object: managed.floatObj).add(Float(2.2))
    ObjectiveCSupport.convert(object: managed.doubleObj).add(2.2)
    ObjectiveCSupport.convert(object: managed.stringObj).add("a")
    ObjectiveCSupport.convert(object: managed.dataObj).add(Data(repeating: 0, count: 1))
    ObjectiveCSupport.convert(object: managed.dateObj).add(Date(timeIntervalSince1970: 1))
    ObjectiveCSupport.convert(object: managed.decimalObj).add(Decimal128(1))
    ObjectiveCSupport.convert(object: managed.objectIdObj).add(oid1)
    ObjectiveCSupport.convert(object: managed.uuidObj).add(UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    ObjectiveCSupport.convert(object: managed.anyBoolObj).add(false)
    ObjectiveCSupport.convert(object: managed.anyIntObj).add(2)
    ObjectiveCSupport.convert(object: managed.anyFloatObj).add(Float(2.2))
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).add(2.2)
    ObjectiveCSupport.convert(object: managed.anyStringObj).add("a")
    ObjectiveCSupport.convert(object: managed.anyDataObj).add(Data(repeating: 0, count: 1))
    ObjectiveCSupport.convert(object: managed.anyDateObj).add(Date(timeIntervalSince1970: 1))
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).add(Decimal128(1))
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).add(oid1)
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).add(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    ObjectiveCSupport.convert(object: optManaged.boolObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.intObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.floatObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.doubleObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.stringObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.dataObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.dateObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.decimalObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).add(NSNull())
    ObjectiveCSupport.convert(object: optManaged.uuidObj).add(NSNull())
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.boolObj).contains(false))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.intObj).contains(2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.floatObj).contains(Float(2.2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.doubleObj).contains(2.2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.stringObj).contains("a"))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.decimalObj).contains(Decimal128(1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).contains(oid1))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.uuidObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).contains(false))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).contains(2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).contains(Float(2.2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).contains(2.2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).contains("a"))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).contains(Decimal128(1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).contains(oid1))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.intObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).contains(false))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).contains(2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).contains(Float(2.2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).contains(2.2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).contains("a"))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).contains(Decimal128(1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).contains(oid1))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).contains(UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).contains(false))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).contains(2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).contains(Float(2.2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).contains(2.2))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).contains("a"))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).contains(Data(repeating: 0, count: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).contains(Date(timeIntervalSince1970: 1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).contains(Decimal128(1)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).contains(oid1))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).contains(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).contains(NSNull()))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).contains(NSNull()))
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// setSet: replaces each set with the values of the other, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSetSet
func testObjcPrimitiveSetSetSet() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let oid3 = ObjectId("600000000000000000000003")
    let oid4 = ObjectId("600000000000000000000004")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: managed.boolObj2).addObjects([true, false])
    ObjectiveCSupport.convert(object: managed.intObj2).addObjects([3, 4])
    ObjectiveCSupport.convert(object: managed.floatObj2).addObjects([Float(3.3), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.doubleObj2).addObjects([3.3, 4.4])
    ObjectiveCSupport.convert(object: managed.stringObj2).addObjects(["bc", "de"])
    ObjectiveCSupport.convert(object: managed.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.decimalObj2).addObjects([Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj2).addObjects([oid2, oid3])
    ObjectiveCSupport.convert(object: managed.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: managed.anyFloatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: managed.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: managed.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj2).addObjects([true, false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj2).addObjects([Decimal128(2), Decimal128(3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj2).addObjects([oid2, oid3, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    try realm.commitWrite()
    ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.floatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.stringObj2).addObjects(["a", "de"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2).addObjects([Float(4.4), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 4)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2).addObjects([Decimal128(2), Decimal128(4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2).addObjects([oid2, oid4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj).setSet(ObjectiveCSupport.convert(object: unmanaged.boolObj2))
    ObjectiveCSupport.convert(object: unmanaged.intObj).setSet(ObjectiveCSupport.convert(object: unmanaged.intObj2))
    ObjectiveCSupport.convert(object: unmanaged.floatObj).setSet(ObjectiveCSupport.convert(object: unmanaged.floatObj2))
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).setSet(ObjectiveCSupport.convert(object: unmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.stringObj).setSet(ObjectiveCSupport.convert(object: unmanaged.stringObj2))
    ObjectiveCSupport.convert(object: unmanaged.dataObj).setSet(ObjectiveCSupport.convert(object: unmanaged.dataObj2))
    ObjectiveCSupport.convert(object: unmanaged.dateObj).setSet(ObjectiveCSupport.convert(object: unmanaged.dateObj2))
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).setSet(ObjectiveCSupport.convert(object: unmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).setSet(ObjectiveCSupport.convert(object: unmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).setSet(ObjectiveCSupport.convert(object: unmanaged.uuidObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyIntObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyStringObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyDataObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyDateObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).setSet(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.intObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.floatObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.stringObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.dataObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.dateObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).setSet(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: managed.boolObj).setSet(ObjectiveCSupport.convert(object: managed.boolObj2))
    ObjectiveCSupport.convert(object: managed.intObj).setSet(ObjectiveCSupport.convert(object: managed.intObj2))
    ObjectiveCSupport.convert(object: managed.floatObj).setSet(ObjectiveCSupport.convert(object: managed.floatObj2))
    ObjectiveCSupport.convert(object: managed.doubleObj).setSet(ObjectiveCSupport.convert(object: managed.doubleObj2))
    ObjectiveCSupport.convert(object: managed.stringObj).setSet(ObjectiveCSupport.convert(object: managed.stringObj2))
    ObjectiveCSupport.convert(object: managed.dataObj).setSet(ObjectiveCSupport.convert(object: managed.dataObj2))
    ObjectiveCSupport.convert(object: managed.dateObj).setSet(ObjectiveCSupport.convert(object: managed.dateObj2))
    ObjectiveCSupport.convert(object: managed.decimalObj).setSet(ObjectiveCSupport.convert(object: managed.decimalObj2))
    ObjectiveCSupport.convert(object: managed.objectIdObj).setSet(ObjectiveCSupport.convert(object: managed.objectIdObj2))
    ObjectiveCSupport.convert(object: managed.uuidObj).setSet(ObjectiveCSupport.convert(object: managed.uuidObj2))
    ObjectiveCSupport.convert(object: managed.anyBoolObj).setSet(ObjectiveCSupport.convert(object: managed.anyBoolObj2))
    ObjectiveCSupport.convert(object: managed.anyIntObj).setSet(ObjectiveCSupport.convert(object: managed.anyIntObj2))
    ObjectiveCSupport.convert(object: managed.anyFloatObj).setSet(ObjectiveCSupport.convert(object: managed.anyFloatObj2))
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).setSet(ObjectiveCSupport.convert(object: managed.anyDoubleObj2))
    ObjectiveCSupport.convert(object: managed.anyStringObj).setSet(ObjectiveCSupport.convert(object: managed.anyStringObj2))
    ObjectiveCSupport.convert(object: managed.anyDataObj).setSet(ObjectiveCSupport.convert(object: managed.anyDataObj2))
    ObjectiveCSupport.convert(object: managed.anyDateObj).setSet(ObjectiveCSupport.convert(object: managed.anyDateObj2))
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).setSet(ObjectiveCSupport.convert(object: managed.anyDecimalObj2))
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).setSet(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).setSet(ObjectiveCSupport.convert(object: managed.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optManaged.boolObj).setSet(ObjectiveCSupport.convert(object: optManaged.boolObj2))
    ObjectiveCSupport.convert(object: optManaged.intObj).setSet(ObjectiveCSupport.convert(object: optManaged.intObj2))
    ObjectiveCSupport.convert(object: optManaged.floatObj).setSet(ObjectiveCSupport.convert(object: optManaged.floatObj2))
    ObjectiveCSupport.convert(object: optManaged.doubleObj).setSet(ObjectiveCSupport.convert(object: optManaged.doubleObj2))
    ObjectiveCSupport.convert(object: optManaged.stringObj).setSet(ObjectiveCSupport.convert(object: optManaged.stringObj2))
    ObjectiveCSupport.convert(object: optManaged.dataObj).setSet(ObjectiveCSupport.convert(object: optManaged.dataObj2))
    ObjectiveCSupport.convert(object: optManaged.dateObj).setSet(ObjectiveCSupport.convert(object: optManaged.dateObj2))
    ObjectiveCSupport.convert(object: optManaged.decimalObj).setSet(ObjectiveCSupport.convert(object: optManaged.decimalObj2))
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).setSet(ObjectiveCSupport.convert(object: optManaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optManaged.uuidObj).setSet(ObjectiveCSupport.convert(object: optManaged.uuidObj2))
    try realm.commitWrite()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).allObjects, [false, true])
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: managed.boolObj).allObjects), Set([false, true]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 3)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// unionSet: adds the values of the other set, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testUnion
func testObjcPrimitiveSetUnion() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let oid3 = ObjectId("600000000000000000000003")
    let oid4 = ObjectId("600000000000000000000004")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: managed.boolObj2).addObjects([true, false])
    ObjectiveCSupport.convert(object: managed.intObj2).addObjects([3, 4])
    ObjectiveCSupport.convert(object: managed.floatObj2).addObjects([Float(3.3), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.doubleObj2).addObjects([3.3, 4.4])
    ObjectiveCSupport.convert(object: managed.stringObj2).addObjects(["bc", "de"])
    ObjectiveCSupport.convert(object: managed.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.decimalObj2).addObjects([Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj2).addObjects([oid2, oid3])
    ObjectiveCSupport.convert(object: managed.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: managed.anyFloatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: managed.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: managed.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj2).addObjects([true, false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj2).addObjects([Decimal128(2), Decimal128(3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj2).addObjects([oid2, oid3, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    try realm.commitWrite()
    ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.floatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.stringObj2).addObjects(["a", "de"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2).addObjects([Float(4.4), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 4)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2).addObjects([Decimal128(2), Decimal128(4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2).addObjects([oid2, oid4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).union(ObjectiveCSupport.convert(object: managed.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).union(ObjectiveCSupport.convert(object: managed.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).union(ObjectiveCSupport.convert(object: managed.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).union(ObjectiveCSupport.convert(object: managed.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).union(ObjectiveCSupport.convert(object: managed.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).union(ObjectiveCSupport.convert(object: managed.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).union(ObjectiveCSupport.convert(object: managed.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).union(ObjectiveCSupport.convert(object: managed.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).union(ObjectiveCSupport.convert(object: managed.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).union(ObjectiveCSupport.convert(object: managed.uuidObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).union(ObjectiveCSupport.convert(object: managed.anyBoolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).union(ObjectiveCSupport.convert(object: managed.anyIntObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).union(ObjectiveCSupport.convert(object: managed.anyFloatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).union(ObjectiveCSupport.convert(object: managed.anyDoubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).union(ObjectiveCSupport.convert(object: managed.anyStringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).union(ObjectiveCSupport.convert(object: managed.anyDataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).union(ObjectiveCSupport.convert(object: managed.anyDateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).union(ObjectiveCSupport.convert(object: managed.anyDecimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).union(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).union(ObjectiveCSupport.convert(object: managed.anyUUIDObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).union(ObjectiveCSupport.convert(object: optManaged.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).union(ObjectiveCSupport.convert(object: optManaged.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).union(ObjectiveCSupport.convert(object: optManaged.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).union(ObjectiveCSupport.convert(object: optManaged.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).union(ObjectiveCSupport.convert(object: optManaged.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).union(ObjectiveCSupport.convert(object: optManaged.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).union(ObjectiveCSupport.convert(object: optManaged.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).union(ObjectiveCSupport.convert(object: optManaged.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).union(ObjectiveCSupport.convert(object: optManaged.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).union(ObjectiveCSupport.convert(object: optManaged.uuidObj2)))
    ObjectiveCSupport.convert(object: unmanaged.boolObj).union(ObjectiveCSupport.convert(object: unmanaged.boolObj2))
    ObjectiveCSupport.convert(object: unmanaged.intObj).union(ObjectiveCSupport.convert(object: unmanaged.intObj2))
    ObjectiveCSupport.convert(object: unmanaged.floatObj).union(ObjectiveCSupport.convert(object: unmanaged.floatObj2))
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).union(ObjectiveCSupport.convert(object: unmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.stringObj).union(ObjectiveCSupport.convert(object: unmanaged.stringObj2))
    ObjectiveCSupport.convert(object: unmanaged.dataObj).union(ObjectiveCSupport.convert(object: unmanaged.dataObj2))
    ObjectiveCSupport.convert(object: unmanaged.dateObj).union(ObjectiveCSupport.convert(object: unmanaged.dateObj2))
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).union(ObjectiveCSupport.convert(object: unmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).union(ObjectiveCSupport.convert(object: unmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).union(ObjectiveCSupport.convert(object: unmanaged.uuidObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).union(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).union(ObjectiveCSupport.convert(object: unmanaged.anyIntObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).union(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).union(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).union(ObjectiveCSupport.convert(object: unmanaged.anyStringObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).union(ObjectiveCSupport.convert(object: unmanaged.anyDataObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).union(ObjectiveCSupport.convert(object: unmanaged.anyDateObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).union(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).union(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).union(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).union(ObjectiveCSupport.convert(object: optUnmanaged.intObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).union(ObjectiveCSupport.convert(object: optUnmanaged.floatObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).union(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).union(ObjectiveCSupport.convert(object: optUnmanaged.stringObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).union(ObjectiveCSupport.convert(object: optUnmanaged.dataObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).union(ObjectiveCSupport.convert(object: optUnmanaged.dateObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).union(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).union(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).union(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: managed.boolObj).union(ObjectiveCSupport.convert(object: managed.boolObj2))
    ObjectiveCSupport.convert(object: managed.intObj).union(ObjectiveCSupport.convert(object: managed.intObj2))
    ObjectiveCSupport.convert(object: managed.floatObj).union(ObjectiveCSupport.convert(object: managed.floatObj2))
    ObjectiveCSupport.convert(object: managed.doubleObj).union(ObjectiveCSupport.convert(object: managed.doubleObj2))
    ObjectiveCSupport.convert(object: managed.stringObj).union(ObjectiveCSupport.convert(object: managed.stringObj2))
    ObjectiveCSupport.convert(object: managed.dataObj).union(ObjectiveCSupport.convert(object: managed.dataObj2))
    ObjectiveCSupport.convert(object: managed.dateObj).union(ObjectiveCSupport.convert(object: managed.dateObj2))
    ObjectiveCSupport.convert(object: managed.decimalObj).union(ObjectiveCSupport.convert(object: managed.decimalObj2))
    ObjectiveCSupport.convert(object: managed.objectIdObj).union(ObjectiveCSupport.convert(object: managed.objectIdObj2))
    ObjectiveCSupport.convert(object: managed.uuidObj).union(ObjectiveCSupport.convert(object: managed.uuidObj2))
    ObjectiveCSupport.convert(object: managed.anyBoolObj).union(ObjectiveCSupport.convert(object: managed.anyBoolObj2))
    ObjectiveCSupport.convert(object: managed.anyIntObj).union(ObjectiveCSupport.convert(object: managed.anyIntObj2))
    ObjectiveCSupport.convert(object: managed.anyFloatObj).union(ObjectiveCSupport.convert(object: managed.anyFloatObj2))
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).union(ObjectiveCSupport.convert(object: managed.anyDoubleObj2))
    ObjectiveCSupport.convert(object: managed.anyStringObj).union(ObjectiveCSupport.convert(object: managed.anyStringObj2))
    ObjectiveCSupport.convert(object: managed.anyDataObj).union(ObjectiveCSupport.convert(object: managed.anyDataObj2))
    ObjectiveCSupport.convert(object: managed.anyDateObj).union(ObjectiveCSupport.convert(object: managed.anyDateObj2))
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).union(ObjectiveCSupport.convert(object: managed.anyDecimalObj2))
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).union(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).union(ObjectiveCSupport.convert(object: managed.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optManaged.boolObj).union(ObjectiveCSupport.convert(object: optManaged.boolObj2))
    ObjectiveCSupport.convert(object: optManaged.intObj).union(ObjectiveCSupport.convert(object: optManaged.intObj2))
    ObjectiveCSupport.convert(object: optManaged.floatObj).union(ObjectiveCSupport.convert(object: optManaged.floatObj2))
    ObjectiveCSupport.convert(object: optManaged.doubleObj).union(ObjectiveCSupport.convert(object: optManaged.doubleObj2))
    ObjectiveCSupport.convert(object: optManaged.stringObj).union(ObjectiveCSupport.convert(object: optManaged.stringObj2))
    ObjectiveCSupport.convert(object: optManaged.dataObj).union(ObjectiveCSupport.convert(object: optManaged.dataObj2))
    ObjectiveCSupport.convert(object: optManaged.dateObj).union(ObjectiveCSupport.convert(object: optManaged.dateObj2))
    ObjectiveCSupport.convert(object: optManaged.decimalObj).union(ObjectiveCSupport.convert(object: optManaged.decimalObj2))
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).union(ObjectiveCSupport.convert(object: optManaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optManaged.uuidObj).union(ObjectiveCSupport.convert(object: optManaged.uuidObj2))
    try realm.commitWrite()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: unmanaged.boolObj).allObjects), Set([false, true]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: managed.boolObj).allObjects), Set([false, true]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 3)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// intersectSet: keeps the values also in the other set; intersectsSet: tells whether they share a value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testIntersect
func testObjcPrimitiveSetIntersect() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let oid3 = ObjectId("600000000000000000000003")
    let oid4 = ObjectId("600000000000000000000004")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: managed.boolObj2).addObjects([true, false])
    ObjectiveCSupport.convert(object: managed.intObj2).addObjects([3, 4])
    ObjectiveCSupport.convert(object: managed.floatObj2).addObjects([Float(3.3), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.doubleObj2).addObjects([3.3, 4.4])
    ObjectiveCSupport.convert(object: managed.stringObj2).addObjects(["bc", "de"])
    ObjectiveCSupport.convert(object: managed.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.decimalObj2).addObjects([Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj2).addObjects([oid2, oid3])
    ObjectiveCSupport.convert(object: managed.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: managed.anyFloatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: managed.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: managed.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj2).addObjects([true, false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj2).addObjects([Decimal128(2), Decimal128(3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj2).addObjects([oid2, oid3, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    try realm.commitWrite()
    ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.floatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.stringObj2).addObjects(["a", "de"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2).addObjects([Float(4.4), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 4)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2).addObjects([Decimal128(2), Decimal128(4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2).addObjects([oid2, oid4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).intersect(ObjectiveCSupport.convert(object: managed.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).intersect(ObjectiveCSupport.convert(object: managed.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).intersect(ObjectiveCSupport.convert(object: managed.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).intersect(ObjectiveCSupport.convert(object: managed.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).intersect(ObjectiveCSupport.convert(object: managed.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).intersect(ObjectiveCSupport.convert(object: managed.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).intersect(ObjectiveCSupport.convert(object: managed.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).intersect(ObjectiveCSupport.convert(object: managed.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).intersect(ObjectiveCSupport.convert(object: managed.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).intersect(ObjectiveCSupport.convert(object: managed.uuidObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).intersect(ObjectiveCSupport.convert(object: managed.anyBoolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).intersect(ObjectiveCSupport.convert(object: managed.anyIntObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).intersect(ObjectiveCSupport.convert(object: managed.anyFloatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).intersect(ObjectiveCSupport.convert(object: managed.anyDoubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).intersect(ObjectiveCSupport.convert(object: managed.anyStringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).intersect(ObjectiveCSupport.convert(object: managed.anyDataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).intersect(ObjectiveCSupport.convert(object: managed.anyDateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).intersect(ObjectiveCSupport.convert(object: managed.anyDecimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).intersect(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).intersect(ObjectiveCSupport.convert(object: managed.anyUUIDObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).intersect(ObjectiveCSupport.convert(object: optManaged.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).intersect(ObjectiveCSupport.convert(object: optManaged.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).intersect(ObjectiveCSupport.convert(object: optManaged.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).intersect(ObjectiveCSupport.convert(object: optManaged.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).intersect(ObjectiveCSupport.convert(object: optManaged.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).intersect(ObjectiveCSupport.convert(object: optManaged.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).intersect(ObjectiveCSupport.convert(object: optManaged.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).intersect(ObjectiveCSupport.convert(object: optManaged.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).intersect(ObjectiveCSupport.convert(object: optManaged.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).intersect(ObjectiveCSupport.convert(object: optManaged.uuidObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).intersects(ObjectiveCSupport.convert(object: managed.boolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).intersects(ObjectiveCSupport.convert(object: managed.intObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).intersects(ObjectiveCSupport.convert(object: managed.floatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).intersects(ObjectiveCSupport.convert(object: managed.doubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).intersects(ObjectiveCSupport.convert(object: managed.stringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).intersects(ObjectiveCSupport.convert(object: managed.dataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).intersects(ObjectiveCSupport.convert(object: managed.dateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).intersects(ObjectiveCSupport.convert(object: managed.decimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).intersects(ObjectiveCSupport.convert(object: managed.objectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).intersects(ObjectiveCSupport.convert(object: managed.uuidObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).intersects(ObjectiveCSupport.convert(object: managed.anyBoolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).intersects(ObjectiveCSupport.convert(object: managed.anyIntObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).intersects(ObjectiveCSupport.convert(object: managed.anyFloatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).intersects(ObjectiveCSupport.convert(object: managed.anyDoubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).intersects(ObjectiveCSupport.convert(object: managed.anyStringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).intersects(ObjectiveCSupport.convert(object: managed.anyDataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).intersects(ObjectiveCSupport.convert(object: managed.anyDateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).intersects(ObjectiveCSupport.convert(object: managed.anyDecimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).intersects(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).intersects(ObjectiveCSupport.convert(object: managed.anyUUIDObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).intersects(ObjectiveCSupport.convert(object: optManaged.boolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).intersects(ObjectiveCSupport.convert(object: optManaged.intObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).intersects(ObjectiveCSupport.convert(object: optManaged.floatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).intersects(ObjectiveCSupport.convert(object: optManaged.doubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).intersects(ObjectiveCSupport.convert(object: optManaged.stringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).intersects(ObjectiveCSupport.convert(object: optManaged.dataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).intersects(ObjectiveCSupport.convert(object: optManaged.dateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).intersects(ObjectiveCSupport.convert(object: optManaged.decimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).intersects(ObjectiveCSupport.convert(object: optManaged.objectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).intersects(ObjectiveCSupport.convert(object: optManaged.uuidObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.boolObj).intersects(ObjectiveCSupport.convert(object: unmanaged.boolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.intObj).intersects(ObjectiveCSupport.convert(object: unmanaged.intObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.floatObj).intersects(ObjectiveCSupport.convert(object: unmanaged.floatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.doubleObj).intersects(ObjectiveCSupport.convert(object: unmanaged.doubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.stringObj).intersects(ObjectiveCSupport.convert(object: unmanaged.stringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dataObj).intersects(ObjectiveCSupport.convert(object: unmanaged.dataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.dateObj).intersects(ObjectiveCSupport.convert(object: unmanaged.dateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.decimalObj).intersects(ObjectiveCSupport.convert(object: unmanaged.decimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).intersects(ObjectiveCSupport.convert(object: unmanaged.objectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.uuidObj).intersects(ObjectiveCSupport.convert(object: unmanaged.uuidObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyIntObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyStringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyDataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyDateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).intersects(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.intObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.intObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.floatObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.stringObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.dataObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.dateObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).intersects(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2)))
    ObjectiveCSupport.convert(object: unmanaged.boolObj).intersect(ObjectiveCSupport.convert(object: unmanaged.boolObj2))
    ObjectiveCSupport.convert(object: unmanaged.intObj).intersect(ObjectiveCSupport.convert(object: unmanaged.intObj2))
    ObjectiveCSupport.convert(object: unmanaged.floatObj).intersect(ObjectiveCSupport.convert(object: unmanaged.floatObj2))
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).intersect(ObjectiveCSupport.convert(object: unmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.stringObj).intersect(ObjectiveCSupport.convert(object: unmanaged.stringObj2))
    ObjectiveCSupport.convert(object: unmanaged.dataObj).intersect(ObjectiveCSupport.convert(object: unmanaged.dataObj2))
    ObjectiveCSupport.convert(object: unmanaged.dateObj).intersect(ObjectiveCSupport.convert(object: unmanaged.dateObj2))
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).intersect(ObjectiveCSupport.convert(object: unmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).intersect(ObjectiveCSupport.convert(object: unmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).intersect(ObjectiveCSupport.convert(object: unmanaged.uuidObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyIntObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyStringObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyDataObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyDateObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).intersect(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.intObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.floatObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.stringObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.dataObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.dateObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).intersect(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: managed.boolObj).intersect(ObjectiveCSupport.convert(object: managed.boolObj2))
    ObjectiveCSupport.convert(object: managed.intObj).intersect(ObjectiveCSupport.convert(object: managed.intObj2))
    ObjectiveCSupport.convert(object: managed.floatObj).intersect(ObjectiveCSupport.convert(object: managed.floatObj2))
    ObjectiveCSupport.convert(object: managed.doubleObj).intersect(ObjectiveCSupport.convert(object: managed.doubleObj2))
    ObjectiveCSupport.convert(object: managed.stringObj).intersect(ObjectiveCSupport.convert(object: managed.stringObj2))
    ObjectiveCSupport.convert(object: managed.dataObj).intersect(ObjectiveCSupport.convert(object: managed.dataObj2))
    ObjectiveCSupport.convert(object: managed.dateObj).intersect(ObjectiveCSupport.convert(object: managed.dateObj2))
    ObjectiveCSupport.convert(object: managed.decimalObj).intersect(ObjectiveCSupport.convert(object: managed.decimalObj2))
    ObjectiveCSupport.convert(object: managed.objectIdObj).intersect(ObjectiveCSupport.convert(object: managed.objectIdObj2))
    ObjectiveCSupport.convert(object: managed.uuidObj).intersect(ObjectiveCSupport.convert(object: managed.uuidObj2))
    ObjectiveCSupport.convert(object: managed.anyBoolObj).intersect(ObjectiveCSupport.convert(object: managed.anyBoolObj2))
    ObjectiveCSupport.convert(object: managed.anyIntObj).intersect(ObjectiveCSupport.convert(object: managed.anyIntObj2))
    ObjectiveCSupport.convert(object: managed.anyFloatObj).intersect(ObjectiveCSupport.convert(object: managed.anyFloatObj2))
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).intersect(ObjectiveCSupport.convert(object: managed.anyDoubleObj2))
    ObjectiveCSupport.convert(object: managed.anyStringObj).intersect(ObjectiveCSupport.convert(object: managed.anyStringObj2))
    ObjectiveCSupport.convert(object: managed.anyDataObj).intersect(ObjectiveCSupport.convert(object: managed.anyDataObj2))
    ObjectiveCSupport.convert(object: managed.anyDateObj).intersect(ObjectiveCSupport.convert(object: managed.anyDateObj2))
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).intersect(ObjectiveCSupport.convert(object: managed.anyDecimalObj2))
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).intersect(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).intersect(ObjectiveCSupport.convert(object: managed.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optManaged.boolObj).intersect(ObjectiveCSupport.convert(object: optManaged.boolObj2))
    ObjectiveCSupport.convert(object: optManaged.intObj).intersect(ObjectiveCSupport.convert(object: optManaged.intObj2))
    ObjectiveCSupport.convert(object: optManaged.floatObj).intersect(ObjectiveCSupport.convert(object: optManaged.floatObj2))
    ObjectiveCSupport.convert(object: optManaged.doubleObj).intersect(ObjectiveCSupport.convert(object: optManaged.doubleObj2))
    ObjectiveCSupport.convert(object: optManaged.stringObj).intersect(ObjectiveCSupport.convert(object: optManaged.stringObj2))
    ObjectiveCSupport.convert(object: optManaged.dataObj).intersect(ObjectiveCSupport.convert(object: optManaged.dataObj2))
    ObjectiveCSupport.convert(object: optManaged.dateObj).intersect(ObjectiveCSupport.convert(object: optManaged.dateObj2))
    ObjectiveCSupport.convert(object: optManaged.decimalObj).intersect(ObjectiveCSupport.convert(object: optManaged.decimalObj2))
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).intersect(ObjectiveCSupport.convert(object: optManaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optManaged.uuidObj).intersect(ObjectiveCSupport.convert(object: optManaged.uuidObj2))
    try realm.commitWrite()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: unmanaged.boolObj).allObjects), Set([false, true]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: managed.boolObj).allObjects), Set([false, true]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 2)
    XCTAssertEqual(Set(ObjectiveCSupport.convert(object: optManaged.boolObj).allObjects), Set([NSNull(), false]))
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// minusSet: removes the values of the other set, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testMinus
func testObjcPrimitiveSetMinus() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let oid3 = ObjectId("600000000000000000000003")
    let oid4 = ObjectId("600000000000000000000004")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: managed.boolObj2).addObjects([true, false])
    ObjectiveCSupport.convert(object: managed.intObj2).addObjects([3, 4])
    ObjectiveCSupport.convert(object: managed.floatObj2).addObjects([Float(3.3), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.doubleObj2).addObjects([3.3, 4.4])
    ObjectiveCSupport.convert(object: managed.stringObj2).addObjects(["bc", "de"])
    ObjectiveCSupport.convert(object: managed.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.decimalObj2).addObjects([Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj2).addObjects([oid2, oid3])
    ObjectiveCSupport.convert(object: managed.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: managed.anyFloatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: managed.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: managed.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj2).addObjects([true, false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj2).addObjects([Decimal128(2), Decimal128(3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj2).addObjects([oid2, oid3, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    try realm.commitWrite()
    ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.floatObj2).addObjects([Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.stringObj2).addObjects(["a", "de"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj2).addObjects([2, 4])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2).addObjects([Float(4.4), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2).addObjects([2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj2).addObjects(["a", "d"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 4)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2).addObjects([oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj2).addObjects([3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj2).addObjects([Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2).addObjects([3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj2).addObjects(["bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj2).addObjects([Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2).addObjects([Decimal128(2), Decimal128(4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2).addObjects([oid2, oid4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).minus(ObjectiveCSupport.convert(object: managed.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).minus(ObjectiveCSupport.convert(object: managed.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).minus(ObjectiveCSupport.convert(object: managed.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).minus(ObjectiveCSupport.convert(object: managed.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).minus(ObjectiveCSupport.convert(object: managed.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).minus(ObjectiveCSupport.convert(object: managed.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).minus(ObjectiveCSupport.convert(object: managed.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).minus(ObjectiveCSupport.convert(object: managed.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).minus(ObjectiveCSupport.convert(object: managed.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).minus(ObjectiveCSupport.convert(object: managed.uuidObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).minus(ObjectiveCSupport.convert(object: managed.anyBoolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).minus(ObjectiveCSupport.convert(object: managed.anyIntObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).minus(ObjectiveCSupport.convert(object: managed.anyFloatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).minus(ObjectiveCSupport.convert(object: managed.anyDoubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).minus(ObjectiveCSupport.convert(object: managed.anyStringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).minus(ObjectiveCSupport.convert(object: managed.anyDataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).minus(ObjectiveCSupport.convert(object: managed.anyDateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).minus(ObjectiveCSupport.convert(object: managed.anyDecimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).minus(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).minus(ObjectiveCSupport.convert(object: managed.anyUUIDObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).minus(ObjectiveCSupport.convert(object: optManaged.boolObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).minus(ObjectiveCSupport.convert(object: optManaged.intObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).minus(ObjectiveCSupport.convert(object: optManaged.floatObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).minus(ObjectiveCSupport.convert(object: optManaged.doubleObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).minus(ObjectiveCSupport.convert(object: optManaged.stringObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).minus(ObjectiveCSupport.convert(object: optManaged.dataObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).minus(ObjectiveCSupport.convert(object: optManaged.dateObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).minus(ObjectiveCSupport.convert(object: optManaged.decimalObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).minus(ObjectiveCSupport.convert(object: optManaged.objectIdObj2)))
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).minus(ObjectiveCSupport.convert(object: optManaged.uuidObj2)))
    ObjectiveCSupport.convert(object: unmanaged.boolObj).minus(ObjectiveCSupport.convert(object: unmanaged.boolObj2))
    ObjectiveCSupport.convert(object: unmanaged.intObj).minus(ObjectiveCSupport.convert(object: unmanaged.intObj2))
    ObjectiveCSupport.convert(object: unmanaged.floatObj).minus(ObjectiveCSupport.convert(object: unmanaged.floatObj2))
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).minus(ObjectiveCSupport.convert(object: unmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.stringObj).minus(ObjectiveCSupport.convert(object: unmanaged.stringObj2))
    ObjectiveCSupport.convert(object: unmanaged.dataObj).minus(ObjectiveCSupport.convert(object: unmanaged.dataObj2))
    ObjectiveCSupport.convert(object: unmanaged.dateObj).minus(ObjectiveCSupport.convert(object: unmanaged.dateObj2))
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).minus(ObjectiveCSupport.convert(object: unmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).minus(ObjectiveCSupport.convert(object: unmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).minus(ObjectiveCSupport.convert(object: unmanaged.uuidObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyIntObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyStringObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyDataObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyDateObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).minus(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.intObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.floatObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.stringObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.dataObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.dateObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).minus(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: managed.boolObj).minus(ObjectiveCSupport.convert(object: managed.boolObj2))
    ObjectiveCSupport.convert(object: managed.intObj).minus(ObjectiveCSupport.convert(object: managed.intObj2))
    ObjectiveCSupport.convert(object: managed.floatObj).minus(ObjectiveCSupport.convert(object: managed.floatObj2))
    ObjectiveCSupport.convert(object: managed.doubleObj).minus(ObjectiveCSupport.convert(object: managed.doubleObj2))
    ObjectiveCSupport.convert(object: managed.stringObj).minus(ObjectiveCSupport.convert(object: managed.stringObj2))
    ObjectiveCSupport.convert(object: managed.dataObj).minus(ObjectiveCSupport.convert(object: managed.dataObj2))
    ObjectiveCSupport.convert(object: managed.dateObj).minus(ObjectiveCSupport.convert(object: managed.dateObj2))
    ObjectiveCSupport.convert(object: managed.decimalObj).minus(ObjectiveCSupport.convert(object: managed.decimalObj2))
    ObjectiveCSupport.convert(object: managed.objectIdObj).minus(ObjectiveCSupport.convert(object: managed.objectIdObj2))
    ObjectiveCSupport.convert(object: managed.uuidObj).minus(ObjectiveCSupport.convert(object: managed.uuidObj2))
    ObjectiveCSupport.convert(object: managed.anyBoolObj).minus(ObjectiveCSupport.convert(object: managed.anyBoolObj2))
    ObjectiveCSupport.convert(object: managed.anyIntObj).minus(ObjectiveCSupport.convert(object: managed.anyIntObj2))
    ObjectiveCSupport.convert(object: managed.anyFloatObj).minus(ObjectiveCSupport.convert(object: managed.anyFloatObj2))
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).minus(ObjectiveCSupport.convert(object: managed.anyDoubleObj2))
    ObjectiveCSupport.convert(object: managed.anyStringObj).minus(ObjectiveCSupport.convert(object: managed.anyStringObj2))
    ObjectiveCSupport.convert(object: managed.anyDataObj).minus(ObjectiveCSupport.convert(object: managed.anyDataObj2))
    ObjectiveCSupport.convert(object: managed.anyDateObj).minus(ObjectiveCSupport.convert(object: managed.anyDateObj2))
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).minus(ObjectiveCSupport.convert(object: managed.anyDecimalObj2))
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).minus(ObjectiveCSupport.convert(object: managed.anyObjectIdObj2))
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).minus(ObjectiveCSupport.convert(object: managed.anyUUIDObj2))
    ObjectiveCSupport.convert(object: optManaged.boolObj).minus(ObjectiveCSupport.convert(object: optManaged.boolObj2))
    ObjectiveCSupport.convert(object: optManaged.intObj).minus(ObjectiveCSupport.convert(object: optManaged.intObj2))
    ObjectiveCSupport.convert(object: optManaged.floatObj).minus(ObjectiveCSupport.convert(object: optManaged.floatObj2))
    ObjectiveCSupport.convert(object: optManaged.doubleObj).minus(ObjectiveCSupport.convert(object: optManaged.doubleObj2))
    ObjectiveCSupport.convert(object: optManaged.stringObj).minus(ObjectiveCSupport.convert(object: optManaged.stringObj2))
    ObjectiveCSupport.convert(object: optManaged.dataObj).minus(ObjectiveCSupport.convert(object: optManaged.dataObj2))
    ObjectiveCSupport.convert(object: optManaged.dateObj).minus(ObjectiveCSupport.convert(object: optManaged.dateObj2))
    ObjectiveCSupport.convert(object: optManaged.decimalObj).minus(ObjectiveCSupport.convert(object: optManaged.decimalObj2))
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).minus(ObjectiveCSupport.convert(object: optManaged.objectIdObj2))
    ObjectiveCSupport.convert(object: optManaged.uuidObj).minus(ObjectiveCSupport.convert(object: optManaged.uuidObj2))
    try realm.commitWrite()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).allObjects, [])
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).allObjects, [])
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).allObjects, [])
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// isSubsetOfSet: is true for a set within the other.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testIsSubsetOfSet
func testObjcPrimitiveSetIsSubset() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let oid3 = ObjectId("600000000000000000000003")
    let oid4 = ObjectId("600000000000000000000004")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: managed.boolObj2).addObjects([false, true, true, false])
    ObjectiveCSupport.convert(object: managed.intObj2).addObjects([2, 3, 3, 4])
    ObjectiveCSupport.convert(object: managed.floatObj2).addObjects([Float(2.2), Float(3.3), Float(3.3), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.doubleObj2).addObjects([2.2, 3.3, 3.3, 4.4])
    ObjectiveCSupport.convert(object: managed.stringObj2).addObjects(["a", "bc", "bc", "de"])
    ObjectiveCSupport.convert(object: managed.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 2), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.decimalObj2).addObjects([Decimal128(1), Decimal128(2), Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj2).addObjects([oid1, oid2, oid2, oid3])
    ObjectiveCSupport.convert(object: managed.uuidObj2).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj2).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj2).addObjects([2, 3, 2, 4])
    ObjectiveCSupport.convert(object: managed.anyFloatObj2).addObjects([Float(2.2), Float(3.3), Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj2).addObjects([2.2, 3.3, 2.2, 4.4])
    ObjectiveCSupport.convert(object: managed.anyStringObj2).addObjects(["a", "b", "a", "d"])
    ObjectiveCSupport.convert(object: managed.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: managed.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(2), Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj2).addObjects([oid1, oid2, oid1, oid3])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj2).addObjects([NSNull(), false, true, false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj2).addObjects([NSNull(), 2, 3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj2).addObjects([NSNull(), Float(2.2), Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj2).addObjects([NSNull(), 2.2, 3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj2).addObjects([NSNull(), "a", "bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj2).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj2).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj2).addObjects([NSNull(), Decimal128(1), Decimal128(2), Decimal128(3), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj2).addObjects([NSNull(), oid1, oid2, oid3, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj2).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    try realm.commitWrite()
    ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    ObjectiveCSupport.convert(object: unmanaged.boolObj2).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: unmanaged.intObj2).addObjects([2, 3, 2, 4])
    ObjectiveCSupport.convert(object: unmanaged.floatObj2).addObjects([Float(2.2), Float(3.3), Float(2.2), Float(4.4)])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj2).addObjects([2.2, 3.3, 2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.stringObj2).addObjects(["a", "bc", "a", "de"])
    ObjectiveCSupport.convert(object: unmanaged.dataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.dateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 3)])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj2).addObjects([Decimal128(1), Decimal128(2), Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj2).addObjects([oid1, oid2, oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj2).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj2).addObjects([2, 3, 2, 4])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj2).addObjects([Float(2.2), Float(3.3), Float(4.4), Float(3.3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj2).addObjects([2.2, 3.3, 2.2, 4.4])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj2).addObjects(["a", "b", "a", "d"])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj2).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 1), Data(repeating: 0, count: 3)])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj2).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 4)])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj2).addObjects([Decimal128(1), Decimal128(2), Decimal128(1), Decimal128(3)])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj2).addObjects([oid1, oid2, oid1, oid3])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj2).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj2).addObjects([NSNull(), 2, 3, 4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj2).addObjects([NSNull(), Float(2.2), Float(3.3), Float(4.4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj2).addObjects([NSNull(), 2.2, 3.3, 4.4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj2).addObjects([NSNull(), "a", "bc", "de", NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj2).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj2).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj2).addObjects([NSNull(), Decimal128(1), Decimal128(2), Decimal128(4), NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj2).addObjects([NSNull(), oid1, oid2, oid4, NSNull()])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj2).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "123DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj2).isSubset(of: ObjectiveCSupport.convert(object: managed.boolObj)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.boolObj2).isSubset(of: ObjectiveCSupport.convert(object: unmanaged.boolObj)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: optManaged.boolObj2).isSubset(of: ObjectiveCSupport.convert(object: optManaged.boolObj)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).isSubset(of: ObjectiveCSupport.convert(object: managed.boolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.boolObj).isSubset(of: ObjectiveCSupport.convert(object: unmanaged.boolObj2)))
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).isSubset(of: ObjectiveCSupport.convert(object: optManaged.boolObj2)))
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}


/// After the values are added each set holds two (three with null in the optional sets), and removeObject: removes the first of each set, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testRemoveObject
func testObjcPrimitiveSetRemoveObject() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([NSNull(), false, true])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, 3])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, 3.3])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", "bc"])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, oid2])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, true])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, 3])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, 3.3])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", "bc"])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, oid2])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    }
    addObjects()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyBoolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyIntObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyFloatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDoubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyStringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDecimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyUUIDObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).count, 3)
    ObjectiveCSupport.convert(object: unmanaged.boolObj).remove(ObjectiveCSupport.convert(object: unmanaged.boolObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.intObj).remove(ObjectiveCSupport.convert(object: unmanaged.intObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.floatObj).remove(ObjectiveCSupport.convert(object: unmanaged.floatObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).remove(ObjectiveCSupport.convert(object: unmanaged.doubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.stringObj).remove(ObjectiveCSupport.convert(object: unmanaged.stringObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.dataObj).remove(ObjectiveCSupport.convert(object: unmanaged.dataObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.dateObj).remove(ObjectiveCSupport.convert(object: unmanaged.dateObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).remove(ObjectiveCSupport.convert(object: unmanaged.decimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).remove(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).remove(ObjectiveCSupport.convert(object: unmanaged.uuidObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).remove(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.intObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).remove(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.boolObj).remove(ObjectiveCSupport.convert(object: managed.boolObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.intObj).remove(ObjectiveCSupport.convert(object: managed.intObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.floatObj).remove(ObjectiveCSupport.convert(object: managed.floatObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.doubleObj).remove(ObjectiveCSupport.convert(object: managed.doubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.stringObj).remove(ObjectiveCSupport.convert(object: managed.stringObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.dataObj).remove(ObjectiveCSupport.convert(object: managed.dataObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.dateObj).remove(ObjectiveCSupport.convert(object: managed.dateObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.decimalObj).remove(ObjectiveCSupport.convert(object: managed.decimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.objectIdObj).remove(ObjectiveCSupport.convert(object: managed.objectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.uuidObj).remove(ObjectiveCSupport.convert(object: managed.uuidObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).remove(ObjectiveCSupport.convert(object: managed.anyBoolObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyIntObj).remove(ObjectiveCSupport.convert(object: managed.anyIntObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).remove(ObjectiveCSupport.convert(object: managed.anyFloatObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).remove(ObjectiveCSupport.convert(object: managed.anyDoubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyStringObj).remove(ObjectiveCSupport.convert(object: managed.anyStringObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyDataObj).remove(ObjectiveCSupport.convert(object: managed.anyDataObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyDateObj).remove(ObjectiveCSupport.convert(object: managed.anyDateObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).remove(ObjectiveCSupport.convert(object: managed.anyDecimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).remove(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).remove(ObjectiveCSupport.convert(object: managed.anyUUIDObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.boolObj).remove(ObjectiveCSupport.convert(object: optManaged.boolObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.intObj).remove(ObjectiveCSupport.convert(object: optManaged.intObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.floatObj).remove(ObjectiveCSupport.convert(object: optManaged.floatObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).remove(ObjectiveCSupport.convert(object: optManaged.doubleObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.stringObj).remove(ObjectiveCSupport.convert(object: optManaged.stringObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.dataObj).remove(ObjectiveCSupport.convert(object: optManaged.dataObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.dateObj).remove(ObjectiveCSupport.convert(object: optManaged.dateObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).remove(ObjectiveCSupport.convert(object: optManaged.decimalObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).remove(ObjectiveCSupport.convert(object: optManaged.objectIdObj).allObjects[0])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).remove(ObjectiveCSupport.convert(object: optManaged.uuidObj).allObjects[0])
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}


/// Enumerating each set of values after the values are added ten times gives only values that were added, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testFastEnumeration
func testObjcPrimitiveSetFastEnumeration() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "bc"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([NSNull(), false, true])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([NSNull(), 2, 3])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([NSNull(), Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([NSNull(), 2.2, 3.3])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects([NSNull(), "a", "bc"])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([NSNull(), Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([NSNull(), oid1, oid2])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, true])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, 3])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, 3.3])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", "bc"])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), Decimal128(2)])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, oid2])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    }
    for _ in 0..<10 {
        addObjects()
    }
    do {
        let values = [false, true]
        for value in ObjectiveCSupport.convert(object: unmanaged.boolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [2, 3]
        for value in ObjectiveCSupport.convert(object: unmanaged.intObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: unmanaged.floatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: unmanaged.doubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = ["a", "bc"]
        for value in ObjectiveCSupport.convert(object: unmanaged.stringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.dataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.dateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.decimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [oid1, oid2]
        for value in ObjectiveCSupport.convert(object: unmanaged.objectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]
        for value in ObjectiveCSupport.convert(object: unmanaged.uuidObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [false, true]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyBoolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [2, 3]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyIntObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyFloatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = ["a", "b"]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyStringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [oid1, oid2]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]
        for value in ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, false, true]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.boolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, 2, 3]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.intObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.floatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, 2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.doubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, "a", "bc"]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.stringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.dataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.dateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.decimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, oid1, oid2]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]
        for value in ObjectiveCSupport.convert(object: optUnmanaged.uuidObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [false, true]
        for value in ObjectiveCSupport.convert(object: managed.boolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [2, 3]
        for value in ObjectiveCSupport.convert(object: managed.intObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: managed.floatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: managed.doubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = ["a", "bc"]
        for value in ObjectiveCSupport.convert(object: managed.stringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: managed.dataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: managed.dateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: managed.decimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [oid1, oid2]
        for value in ObjectiveCSupport.convert(object: managed.objectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]
        for value in ObjectiveCSupport.convert(object: managed.uuidObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [false, true]
        for value in ObjectiveCSupport.convert(object: managed.anyBoolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [2, 3]
        for value in ObjectiveCSupport.convert(object: managed.anyIntObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: managed.anyFloatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: managed.anyDoubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = ["a", "b"]
        for value in ObjectiveCSupport.convert(object: managed.anyStringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: managed.anyDataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: managed.anyDateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: managed.anyDecimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [oid1, oid2]
        for value in ObjectiveCSupport.convert(object: managed.anyObjectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values: [NSObject] = [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]
        for value in ObjectiveCSupport.convert(object: managed.anyUUIDObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, false, true]
        for value in ObjectiveCSupport.convert(object: optManaged.boolObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, 2, 3]
        for value in ObjectiveCSupport.convert(object: optManaged.intObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Float(2.2), Float(3.3)]
        for value in ObjectiveCSupport.convert(object: optManaged.floatObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, 2.2, 3.3]
        for value in ObjectiveCSupport.convert(object: optManaged.doubleObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, "a", "bc"]
        for value in ObjectiveCSupport.convert(object: optManaged.stringObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]
        for value in ObjectiveCSupport.convert(object: optManaged.dataObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]
        for value in ObjectiveCSupport.convert(object: optManaged.dateObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, Decimal128(1), Decimal128(2)]
        for value in ObjectiveCSupport.convert(object: optManaged.decimalObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, oid1, oid2]
        for value in ObjectiveCSupport.convert(object: optManaged.objectIdObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    do {
        let values = [nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]
        for value in ObjectiveCSupport.convert(object: optManaged.uuidObj) {
            XCTAssertTrue(values.contains(value))
        }
    }
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @count of each set of values compares with a number in a query.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryCount
func testObjcPrimitiveSetQueryCount() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    realm.deleteAll()
    realm.create(AllPrimitiveSets.self, value: ["boolObj": [false, true], "intObj": [2, 3], "floatObj": [Float(2.2), Float(3.3)], "doubleObj": [2.2, 3.3], "stringObj": ["a", "bc"], "dataObj": [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)], "dateObj": [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)], "decimalObj": [Decimal128(1), Decimal128(2)], "objectIdObj": [oid1, oid2], "uuidObj": [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], "anyBoolObj": [false, true], "anyIntObj": [2, 3], "anyFloatObj": [Float(2.2), Float(3.3)], "anyDoubleObj": [2.2, 3.3], "anyStringObj": ["a", "b"], "anyDataObj": [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)], "anyDateObj": [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)], "anyDecimalObj": [Decimal128(1), Decimal128(2)], "anyObjectIdObj": [oid1, oid2], "anyUUIDObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["boolObj": [NSNull(), false], "intObj": [NSNull(), 2], "floatObj": [NSNull(), Float(2.2)], "doubleObj": [NSNull(), 2.2], "stringObj": [NSNull(), "a"], "dataObj": [NSNull(), Data(repeating: 0, count: 1)], "dateObj": [NSNull(), Date(timeIntervalSince1970: 1)], "decimalObj": [NSNull(), Decimal128(1)], "objectIdObj": [NSNull(), oid1], "uuidObj": [NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count != %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count > %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count >= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count < %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("boolObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("stringObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dataObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyBoolObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyStringObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDataObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyObjectIdObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyUUIDObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@count <= %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@count <= %@", 2).count, 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @avg of each numeric set of values compares in a query; other types are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryAverage
func testObjcPrimitiveSetQueryAverage() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("boolObj.@avg = %@", false), reason: "Invalid keypath 'boolObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("stringObj.@avg = %@", "a"), reason: "Invalid keypath 'stringObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dataObj.@avg = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@avg = %@", oid1), reason: "Invalid keypath 'objectIdObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@avg = %@", UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), reason: "Invalid keypath 'uuidObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@avg = %@", NSNull()), reason: "Invalid keypath 'boolObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@avg = %@", NSNull()), reason: "Invalid keypath 'stringObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@avg = %@", NSNull()), reason: "Invalid keypath 'dataObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@avg = %@", NSNull()), reason: "Invalid keypath 'objectIdObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@avg = %@", NSNull()), reason: "Invalid keypath 'uuidObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dateObj.@avg = %@", Date(timeIntervalSince1970: 1)), reason: "Cannot sum or average date properties")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@avg = %@", NSNull()), reason: "Cannot sum or average date properties")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg = %@", "a"), reason: "@avg on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg = %@", "a"), reason: "@avg on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg = %@", "a"), reason: "@avg on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg = %@", "a"), reason: "@avg on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg = %@", "a"), reason: "@avg on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg = %@", "a"), reason: "@avg on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg = %@", "a"), reason: "@avg on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg = %@", "a"), reason: "@avg on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'intObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'intObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    realm.create(AllPrimitiveSets.self, value: ["intObj": [], "floatObj": [], "doubleObj": [], "decimalObj": [], "anyIntObj": [], "anyFloatObj": [], "anyDoubleObj": [], "anyDecimalObj": []])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [], "floatObj": [], "doubleObj": [], "decimalObj": []])
    realm.create(AllPrimitiveSets.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(2)], "anyIntObj": [3], "anyFloatObj": [Float(3.3)], "anyDoubleObj": [3.3], "anyDecimalObj": [Decimal128(2)]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(2)]])
    realm.create(AllPrimitiveSets.self, value: ["intObj": [2, 3], "floatObj": [Float(2.2), Float(3.3)], "doubleObj": [2.2, 3.3], "decimalObj": [Decimal128(1), Decimal128(2)], "anyIntObj": [2, 3], "anyFloatObj": [Float(2.2), Float(3.3)], "anyDoubleObj": [2.2, 3.3], "anyDecimalObj": [Decimal128(1), Decimal128(2)]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [2, 3], "floatObj": [Float(2.2), Float(3.3)], "doubleObj": [2.2, 3.3], "decimalObj": [Decimal128(1), Decimal128(2)]])
    realm.create(AllPrimitiveSets.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(2)], "anyIntObj": [3], "anyFloatObj": [Float(3.3)], "anyDoubleObj": [3.3], "anyDecimalObj": [Decimal128(2)]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(2)]])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg != %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg != %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg != %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg != %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg != %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg != %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg != %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg != %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg != %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg != %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg != %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg != %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg >= %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg >= %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg >= %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg >= %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg >= %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg >= %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg >= %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg >= %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg >= %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg >= %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg >= %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg >= %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg > %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg > %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg > %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg > %@", Decimal128(1)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg > %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg > %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg > %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg > %@", Decimal128(1)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg > %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg > %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg > %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg > %@", Decimal128(1)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg < %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg < %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg < %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg < %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg < %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg < %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg < %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg < %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg < %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg < %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg < %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg < %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@avg <= %@", 3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@avg <= %@", Float(3.3)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@avg <= %@", 3.3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@avg <= %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@avg <= %@", 3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@avg <= %@", Float(3.3)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@avg <= %@", 3.3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@avg <= %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@avg <= %@", 3).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@avg <= %@", Float(3.3)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@avg <= %@", 3.3).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@avg <= %@", Decimal128(2)).count, 3)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// ANY BETWEEN on each set of values counts the objects with a value in the range.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryBetween
func testObjcPrimitiveSetQueryBetween() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveSets.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "bc"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(1), Decimal128(2)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveSets.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveSets.self, value: ["boolObj": [[nil, false, true][index]], "intObj": [[nil, 2, 3][index]], "floatObj": [[nil, Float(2.2), Float(3.3)][index]], "doubleObj": [[nil, 2.2, 3.3][index]], "stringObj": [[nil, "a", "bc"][index]], "dataObj": [[nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[nil, Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[nil, oid1, oid2][index]], "uuidObj": [[nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]]])
        realm.create(LinkToAllOptionalPrimitiveSets.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("ANY boolObj BETWEEN %@", [false, true]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("ANY stringObj BETWEEN %@", ["a", "bc"]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("ANY dataObj BETWEEN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]), reason: "Operator 'BETWEEN' not supported for type 'data'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("ANY objectIdObj BETWEEN %@", [oid1, oid2]), reason: "Operator 'BETWEEN' not supported for type 'object id'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("ANY uuidObj BETWEEN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]), reason: "Operator 'BETWEEN' not supported for type 'uuid'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY boolObj BETWEEN %@", [NSNull(), false]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY stringObj BETWEEN %@", [NSNull(), "a"]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dataObj BETWEEN %@", [NSNull(), Data(repeating: 0, count: 1)]), reason: "Operator 'BETWEEN' not supported for type 'data'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY objectIdObj BETWEEN %@", [NSNull(), oid1]), reason: "Operator 'BETWEEN' not supported for type 'object id'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY uuidObj BETWEEN %@", [NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]), reason: "Operator 'BETWEEN' not supported for type 'uuid'")
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(1), Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj BETWEEN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(1), Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [NSNull(), 2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [NSNull(), Float(2.2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [NSNull(), 2.2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [NSNull(), Date(timeIntervalSince1970: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [NSNull(), Decimal128(1)]).count, 0)
    createObjectWithValueIndex(1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [3, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [3.3, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj BETWEEN %@", [3, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj BETWEEN %@", [3.3, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(1), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(1), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [2, 2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [2.2, 2.2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(1), Decimal128(1)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj BETWEEN %@", [2, 2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 2.2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(1), Decimal128(1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [2, 2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [2.2, 2.2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(1), Decimal128(1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(1), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj BETWEEN %@", [3, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj BETWEEN %@", [3.3, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 0)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// ANY IN on each set of values counts the objects holding one of the values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryIn
func testObjcPrimitiveSetQueryIn() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveSets.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "bc"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(1), Decimal128(2)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveSets.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveSets.self, value: ["boolObj": [[nil, false, true][index]], "intObj": [[nil, 2, 3][index]], "floatObj": [[nil, Float(2.2), Float(3.3)][index]], "doubleObj": [[nil, 2.2, 3.3][index]], "stringObj": [[nil, "a", "bc"][index]], "dataObj": [[nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[nil, Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[nil, oid1, oid2][index]], "uuidObj": [[nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]]])
        realm.create(LinkToAllOptionalPrimitiveSets.self, value: [obj1])
    }
    realm.deleteAll()
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY boolObj IN %@", [false, true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj IN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY stringObj IN %@", ["a", "bc"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj IN %@", [Decimal128(1), Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyBoolObj IN %@", [false, true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj IN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj IN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj IN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyStringObj IN %@", ["a", "b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj IN %@", [Decimal128(1), Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyObjectIdObj IN %@", [oid1, oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY boolObj IN %@", [NSNull(), false]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj IN %@", [NSNull(), 2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj IN %@", [NSNull(), Float(2.2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj IN %@", [NSNull(), 2.2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY stringObj IN %@", [NSNull(), "a"]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dataObj IN %@", [NSNull(), Data(repeating: 0, count: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj IN %@", [NSNull(), Date(timeIntervalSince1970: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj IN %@", [NSNull(), Decimal128(1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY objectIdObj IN %@", [NSNull(), oid1]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY uuidObj IN %@", [NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    createObjectWithValueIndex(0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY boolObj IN %@", [true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj IN %@", [3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj IN %@", [Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj IN %@", [3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY stringObj IN %@", ["bc"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj IN %@", [Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY objectIdObj IN %@", [oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyBoolObj IN %@", [true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj IN %@", [3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj IN %@", [Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj IN %@", [3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyStringObj IN %@", ["b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj IN %@", [Decimal128(2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyObjectIdObj IN %@", [oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY boolObj IN %@", [false]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj IN %@", [2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj IN %@", [Float(2.2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj IN %@", [2.2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY stringObj IN %@", ["a"]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj IN %@", [Decimal128(1)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY objectIdObj IN %@", [oid1]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY boolObj IN %@", [false, true]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY intObj IN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY stringObj IN %@", ["a", "bc"]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY decimalObj IN %@", [Decimal128(1), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyBoolObj IN %@", [false, true]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyIntObj IN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyFloatObj IN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDoubleObj IN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyStringObj IN %@", ["a", "b"]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyDecimalObj IN %@", [Decimal128(1), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyObjectIdObj IN %@", [oid1, oid2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY boolObj IN %@", [NSNull(), false]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY intObj IN %@", [NSNull(), 2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY floatObj IN %@", [NSNull(), Float(2.2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY doubleObj IN %@", [NSNull(), 2.2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY stringObj IN %@", [NSNull(), "a"]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dataObj IN %@", [NSNull(), Data(repeating: 0, count: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY dateObj IN %@", [NSNull(), Date(timeIntervalSince1970: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY decimalObj IN %@", [NSNull(), Decimal128(1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY objectIdObj IN %@", [NSNull(), oid1]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("ANY uuidObj IN %@", [NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @min of each set of values compares in a query; types without an order are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryMin
func testObjcPrimitiveSetQueryMin() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveSets.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "bc"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(1), Decimal128(2)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveSets.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveSets.self, value: ["boolObj": [[nil, false, true][index]], "intObj": [[nil, 2, 3][index]], "floatObj": [[nil, Float(2.2), Float(3.3)][index]], "doubleObj": [[nil, 2.2, 3.3][index]], "stringObj": [[nil, "a", "bc"][index]], "dataObj": [[nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[nil, Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[nil, oid1, oid2][index]], "uuidObj": [[nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]]])
        realm.create(LinkToAllOptionalPrimitiveSets.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("boolObj.@min = %@", false), reason: "Invalid keypath 'boolObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("stringObj.@min = %@", "a"), reason: "Invalid keypath 'stringObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dataObj.@min = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@min = %@", oid1), reason: "Invalid keypath 'objectIdObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@min = %@", UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), reason: "Invalid keypath 'uuidObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@min = %@", NSNull()), reason: "Invalid keypath 'boolObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@min = %@", NSNull()), reason: "Invalid keypath 'stringObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@min = %@", NSNull()), reason: "Invalid keypath 'dataObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@min = %@", NSNull()), reason: "Invalid keypath 'objectIdObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@min = %@", NSNull()), reason: "Invalid keypath 'uuidObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@min = %@", "a"), reason: "@min on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min = %@", "a"), reason: "@min on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min = %@", "a"), reason: "@min on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min = %@", "a"), reason: "@min on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min = %@", "a"), reason: "@min on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min = %@", "a"), reason: "@min on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min = %@", "a"), reason: "@min on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min = %@", "a"), reason: "@min on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min = %@", "a"), reason: "@min on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min = %@", "a"), reason: "@min on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@min.prop = %@", "a"), reason: "Invalid keypath 'intObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyIntObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyFloatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDoubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDecimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min.prop = %@", "a"), reason: "Invalid keypath 'intObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", NSNull()).count, 0)
    realm.create(AllPrimitiveSets.self, value: [:])
    realm.create(AllOptionalPrimitiveSets.self, value: [:])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    createObjectWithValueIndex(1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    realm.create(AllPrimitiveSets.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2), Decimal128(1)], "anyIntObj": [3, 2], "anyFloatObj": [Float(3.3), Float(2.2)], "anyDoubleObj": [3.3, 2.2], "anyDateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(2), Decimal128(1)]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2), Decimal128(1)]])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@min == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@min == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@min == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@min == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@min == %@", Decimal128(1)).count, 2)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @max of each set of values compares in a query; types without an order are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryMax
func testObjcPrimitiveSetQueryMax() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveSets.self, value: [])
    realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveSets.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "bc"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(1), Decimal128(2)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveSets.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveSets.self, value: ["boolObj": [[nil, false, true][index]], "intObj": [[nil, 2, 3][index]], "floatObj": [[nil, Float(2.2), Float(3.3)][index]], "doubleObj": [[nil, 2.2, 3.3][index]], "stringObj": [[nil, "a", "bc"][index]], "dataObj": [[nil, Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[nil, Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[nil, Decimal128(1), Decimal128(2)][index]], "objectIdObj": [[nil, oid1, oid2][index]], "uuidObj": [[nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!][index]]])
        realm.create(LinkToAllOptionalPrimitiveSets.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("boolObj.@max = %@", false), reason: "Invalid keypath 'boolObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("stringObj.@max = %@", "a"), reason: "Invalid keypath 'stringObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dataObj.@max = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("objectIdObj.@max = %@", oid1), reason: "Invalid keypath 'objectIdObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("uuidObj.@max = %@", UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), reason: "Invalid keypath 'uuidObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("boolObj.@max = %@", NSNull()), reason: "Invalid keypath 'boolObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("stringObj.@max = %@", NSNull()), reason: "Invalid keypath 'stringObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dataObj.@max = %@", NSNull()), reason: "Invalid keypath 'dataObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("objectIdObj.@max = %@", NSNull()), reason: "Invalid keypath 'objectIdObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("uuidObj.@max = %@", NSNull()), reason: "Invalid keypath 'uuidObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@max = %@", "a"), reason: "@max on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max = %@", "a"), reason: "@max on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max = %@", "a"), reason: "@max on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max = %@", "a"), reason: "@max on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max = %@", "a"), reason: "@max on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max = %@", "a"), reason: "@max on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max = %@", "a"), reason: "@max on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max = %@", "a"), reason: "@max on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max = %@", "a"), reason: "@max on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max = %@", "a"), reason: "@max on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("intObj.@max.prop = %@", "a"), reason: "Invalid keypath 'intObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyIntObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyFloatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDoubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDecimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max.prop = %@", "a"), reason: "Invalid keypath 'intObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", NSNull()).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", NSNull()).count, 0)
    realm.create(AllPrimitiveSets.self, value: [:])
    realm.create(AllOptionalPrimitiveSets.self, value: [:])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", NSNull()).count, 1)
    createObjectWithValueIndex(1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    realm.create(AllPrimitiveSets.self, value: ["intObj": [2], "floatObj": [Float(2.2)], "doubleObj": [2.2], "dateObj": [Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(1)], "anyIntObj": [2], "anyFloatObj": [Float(2.2)], "anyDoubleObj": [2.2], "anyDateObj": [Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(1)]])
    realm.create(AllPrimitiveSets.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2), Decimal128(1)], "anyIntObj": [3, 2], "anyFloatObj": [Float(3.3), Float(2.2)], "anyDoubleObj": [3.3, 2.2], "anyDateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(2), Decimal128(1)]])
    realm.create(AllOptionalPrimitiveSets.self, value: ["intObj": [2, NSNull()], "floatObj": [Float(2.2), NSNull()], "doubleObj": [2.2, NSNull()], "dateObj": [Date(timeIntervalSince1970: 1), NSNull()], "decimalObj": [Decimal128(1), NSNull()]])
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("intObj.@max == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("floatObj.@max == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("doubleObj.@max == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("intObj.@max == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("floatObj.@max == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("doubleObj.@max == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveSets.self).filter("decimalObj.@max == %@", Decimal128(1)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyIntObj.@max == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDoubleObj.@max == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveSets.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 2)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}


/// Querying an unmanaged set of values is refused: only managed sets can be queried; a managed set of values, or its sorted results, refuses a query as not implemented.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testFilter
func testObjcPrimitiveSetFilter() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// In results of each managed set of values sorted descending, the larger value is at index 0 or 1.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testIndexOfObjectSorted
func testObjcPrimitiveSetIndexOfObjectSorted() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3, 2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(3.3), Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "bc", "a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(2), Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3, 2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3), Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b", "a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(2), Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), false, NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), 2, NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), Float(2.2), NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), 2.2, NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), "a", NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), Data(repeating: 0, count: 1), NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), Date(timeIntervalSince1970: 1), NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), Decimal128(1), NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), oid1, NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true) == 0 || ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3) == 0 || ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(3.3)) == 0 || ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(3.3)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3) == 0 || ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "bc") == 0 || ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "bc") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 2)) == 0 || ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)) == 0 || ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)) == 0 || ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2) == 0 || ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 0 || ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true) == 0 || ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3) == 0 || ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(3.3)) == 0 || ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(3.3)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3) == 0 || ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "b") == 0 || ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "b") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2) == 0 || ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 0 || ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 0 || ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 0 || ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 0 || ObjectiveCSupport.convert(object: managed.anyBoolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 0 || ObjectiveCSupport.convert(object: managed.anyIntObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: managed.anyFloatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: managed.anyDoubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 0 || ObjectiveCSupport.convert(object: managed.anyStringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDecimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: managed.anyObjectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 0 || ObjectiveCSupport.convert(object: managed.anyUUIDObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 0 || ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 0 || ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 0 || ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()) == 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// In distinct results of each managed set of values, each value is at index 0 or 1.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testIndexOfObjectDistinct
func testObjcPrimitiveSetIndexOfObjectDistinct() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveSets()
    let optUnmanaged = AllOptionalPrimitiveSets()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveSets.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveSets.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([Float(2.2), Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "a", "bc"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(1), Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, false, true])
    ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 2, 3])
    ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(2.2), Float(3.3)])
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "a", "b"])
    ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data(repeating: 0, count: 1), Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)])
    ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(1), Decimal128(1), Decimal128(2)])
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([NSNull(), NSNull(), NSNull(), false, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([NSNull(), NSNull(), NSNull(), 2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([NSNull(), NSNull(), NSNull(), Float(2.2), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([NSNull(), NSNull(), NSNull(), 2.2, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects([NSNull(), NSNull(), NSNull(), "a", NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([NSNull(), NSNull(), NSNull(), Data(repeating: 0, count: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([NSNull(), NSNull(), NSNull(), Date(timeIntervalSince1970: 1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([NSNull(), NSNull(), NSNull(), Decimal128(1), NSNull()])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([NSNull(), NSNull(), NSNull(), oid1, NSNull()])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([NSNull(), NSNull(), NSNull(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, NSNull()])
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 0 || ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 0 || ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 0 || ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 0 || ObjectiveCSupport.convert(object: managed.anyBoolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 0 || ObjectiveCSupport.convert(object: managed.anyIntObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: managed.anyFloatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: managed.anyDoubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 0 || ObjectiveCSupport.convert(object: managed.anyStringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: managed.anyDecimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: managed.anyObjectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 0 || ObjectiveCSupport.convert(object: managed.anyUUIDObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true) == 0 || ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3) == 0 || ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(3.3)) == 0 || ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(3.3)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3) == 0 || ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "bc") == 0 || ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "bc") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 2)) == 0 || ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)) == 0 || ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)) == 0 || ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2) == 0 || ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 0 || ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyBoolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true) == 0 || ObjectiveCSupport.convert(object: managed.anyBoolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyIntObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3) == 0 || ObjectiveCSupport.convert(object: managed.anyIntObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyFloatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(3.3)) == 0 || ObjectiveCSupport.convert(object: managed.anyFloatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(3.3)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDoubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3) == 0 || ObjectiveCSupport.convert(object: managed.anyDoubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyStringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "b") == 0 || ObjectiveCSupport.convert(object: managed.anyStringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "b") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyDecimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)) == 0 || ObjectiveCSupport.convert(object: managed.anyDecimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2) == 0 || ObjectiveCSupport.convert(object: managed.anyObjectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.anyUUIDObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: managed.anyUUIDObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 0 || ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 0 || ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 0 || ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: Float(2.2)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 0 || ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 0 || ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a") == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 0 || ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data(repeating: 0, count: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 0 || ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 0 || ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(1)) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 0 || ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 0 || ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 0 || ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()) == 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

// The same models as the Objective-C tests declare them: RLMObject classes
// whose properties are RLMSets of values, each made with the element's
// RLMPropertyType and whether it holds nil. The scenarios below loop over a
// table of element kinds (the RLMPropertyType, the name Realm's messages use,
// two values) for unmanaged and managed objects of both classes.

class RLMPrimitiveSets: RLMObject {
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: false)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: false)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMSet<NSObject>(objectType: .any, optional: false)
}

class RLMOptionalPrimitiveSets: RLMObject {
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: true)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: true)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: true)
}


/// min(ofProperty: "self") of an RLMSet of values: refused for bool, string, data, object id and uuid elements in the words of the unmanaged set (`minOfProperty: is not supported for bool set`, `bool?` when optional) and of the managed set (`Operation 'min' not supported for bool set 'Class.property'`); nil while empty; then the least value as an NSNumber, NSDate or Decimal128, nil elements skipped, mixed elements included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testMin
func testObjcPrimitiveSetMin() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveSets.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveSets.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveSets()
    let optUnmanaged = RLMOptionalPrimitiveSets()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i]) set")
            } else {
                assertThrows(sets[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i]) set 'RLMPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i])? set")
            } else {
                assertThrows(sets[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i])? set 'RLMOptionalPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(set.min(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addObjects([Decimal128(1), Decimal128(2)])
        for set in [o.intObj, o.anyIntObj] { XCTAssertEqual(set.min(ofProperty: "self") as! NSNumber, 2) }
        for set in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(set.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber) }
        for set in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(set.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber) }
        for set in [o.dateObj, o.anyDateObj] { XCTAssertEqual(set.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate) }
        for set in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(set.min(ofProperty: "self") as! RLMDecimal128, Decimal128(1)) }
    }
    for o in [optUnmanaged, optManaged] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(set.min(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate, NSNull()])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2), NSNull()])
        XCTAssertEqual(o.intObj.min(ofProperty: "self") as! NSNumber, 2)
        XCTAssertEqual(o.floatObj.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber)
        XCTAssertEqual(o.dateObj.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate)
        XCTAssertEqual(o.decimalObj.min(ofProperty: "self") as! RLMDecimal128, Decimal128(1))
    }
    realm.cancelWriteTransaction()
}

/// max(ofProperty: "self") of an RLMSet of values: refused for bool, string, data, object id and uuid elements, unmanaged (`maxOfProperty: is not supported for bool set`) and managed (`Operation 'max' not supported for bool set 'Class.property'`); nil while empty; then the greatest value, nil elements skipped, mixed elements included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testMax
func testObjcPrimitiveSetMax() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveSets.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveSets.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveSets()
    let optUnmanaged = RLMOptionalPrimitiveSets()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i]) set")
            } else {
                assertThrows(sets[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i]) set 'RLMPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i])? set")
            } else {
                assertThrows(sets[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i])? set 'RLMOptionalPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(set.max(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addObjects([Decimal128(1), Decimal128(2)])
        for set in [o.intObj, o.anyIntObj] { XCTAssertEqual(set.max(ofProperty: "self") as! NSNumber, 3) }
        for set in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(set.max(ofProperty: "self") as! NSNumber, 3.3 as Float as NSNumber) }
        for set in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(set.max(ofProperty: "self") as! NSNumber, 3.3 as NSNumber) }
        for set in [o.dateObj, o.anyDateObj] { XCTAssertEqual(set.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 2) as NSDate) }
        for set in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(set.max(ofProperty: "self") as! RLMDecimal128, Decimal128(2)) }
    }
    for o in [optUnmanaged, optManaged] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(set.max(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate, NSNull()])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2), NSNull()])
        XCTAssertEqual(o.intObj.max(ofProperty: "self") as! NSNumber, 3)
        XCTAssertEqual(o.floatObj.max(ofProperty: "self") as! NSNumber, 3.3 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.max(ofProperty: "self") as! NSNumber, 3.3 as NSNumber)
        XCTAssertEqual(o.dateObj.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 2) as NSDate)
        XCTAssertEqual(o.decimalObj.max(ofProperty: "self") as! RLMDecimal128, Decimal128(2))
    }
    realm.cancelWriteTransaction()
}

/// sum(ofProperty: "self") of an RLMSet of values: refused for bool, string, data, date, object id and uuid elements, unmanaged (`sumOfProperty: is not supported for date set`) and managed (`Operation 'sum' not supported for date set 'Class.property'`); 0 while empty; then the total of the numbers, nil elements skipped, read as an NSNumber's doubleValue (a Decimal128's for decimals).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSum
func testObjcPrimitiveSetSum() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveSets.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveSets.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveSets()
    let optUnmanaged = RLMOptionalPrimitiveSets()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i]) set")
            } else {
                assertThrows(sets[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i]) set 'RLMPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i])? set")
            } else {
                assertThrows(sets[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i])? set 'RLMOptionalPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj] {
            XCTAssertEqual(set.sum(ofProperty: "self") as! NSNumber, 0)
        }
        for set in [o.decimalObj, o.anyDecimalObj] {
            XCTAssertEqual((set.sum(ofProperty: "self") as! NSNumber).doubleValue, 0)
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDecimalObj.addObjects([Decimal128(1), Decimal128(2)])
        for set in [o.intObj, o.anyIntObj] { XCTAssertEqual((set.sum(ofProperty: "self") as! NSNumber).doubleValue, 5, accuracy: 0.001) }
        for set in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((set.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        }
        for set in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual((set.sum(ofProperty: "self") as! RLMDecimal128).doubleValue, 3, accuracy: 0.001) }
    }
    for o in [optUnmanaged, optManaged] {
        for set in [o.intObj, o.floatObj, o.doubleObj] {
            XCTAssertEqual(set.sum(ofProperty: "self") as! NSNumber, 0)
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2), NSNull()])
        XCTAssertEqual((o.intObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5, accuracy: 0.001)
        XCTAssertEqual((o.floatObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        XCTAssertEqual((o.doubleObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        XCTAssertEqual((o.decimalObj.sum(ofProperty: "self") as! RLMDecimal128).doubleValue, 3, accuracy: 0.001)
    }
    realm.cancelWriteTransaction()
}

/// average(ofProperty: "self") of an RLMSet of values: refused for bool, string, data, date, object id and uuid elements, unmanaged (`averageOfProperty: is not supported for date set`) and managed (`Operation 'average' not supported for date set 'Class.property'`); nil while empty; then the mean of the numbers, nil elements not counted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testAverage
func testObjcPrimitiveSetAverage() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveSets.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveSets.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveSets()
    let optUnmanaged = RLMOptionalPrimitiveSets()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i]) set")
            } else {
                assertThrows(sets[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i]) set 'RLMPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let sets = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            if o.realm == nil {
                assertThrows(sets[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i])? set")
            } else {
                assertThrows(sets[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i])? set 'RLMOptionalPrimitiveSets.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj] {
            XCTAssertNil(set.average(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDecimalObj.addObjects([Decimal128(1), Decimal128(2)])
        for set in [o.intObj, o.anyIntObj] { XCTAssertEqual((set.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5, accuracy: 0.001) }
        for set in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((set.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        }
        for set in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual((set.average(ofProperty: "self") as! RLMDecimal128).doubleValue, 1.5, accuracy: 0.001) }
    }
    for o in [optUnmanaged, optManaged] {
        for set in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj] {
            XCTAssertNil(set.average(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.decimalObj.addObjects([Decimal128(1), Decimal128(2), NSNull()])
        XCTAssertEqual((o.intObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5, accuracy: 0.001)
        XCTAssertEqual((o.floatObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        XCTAssertEqual((o.doubleObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        XCTAssertEqual((o.decimalObj.average(ofProperty: "self") as! RLMDecimal128).doubleValue, 1.5, accuracy: 0.001)
    }
    realm.cancelWriteTransaction()
}

/// addObject: on an RLMSet of values refuses a value of another type, and nil where the elements are required, naming the value and the expected type (`int`, `int?` when optional), unmanaged and managed, before anything is added; a value it takes is then contained, nil too where optional, mixed ones as given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testAddObject
func testObjcPrimitiveSetAddObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    for o in [RLMPrimitiveSets(), RLMPrimitiveSets.create(in: realm, withValue: [])] {
        let sets = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(sets[i].add(wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(sets[i].add(wrong), reason: "' for expected type '\(kinds[i])'")
            assertThrows(sets[i].add(NSNull()), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(sets[i].count, 0)
            sets[i].add(firsts[i])
            XCTAssertTrue(sets[i].contains(firsts[i]))
        }
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<mixed.count {
            mixed[i].add(firsts[i])
            XCTAssertTrue(mixed[i].contains(firsts[i]))
        }
    }
    for o in [RLMOptionalPrimitiveSets(), RLMOptionalPrimitiveSets.create(in: realm, withValue: [])] {
        let sets = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(sets[i].add(wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(sets[i].add(wrong), reason: "' for expected type '\(kinds[i])?'")
            XCTAssertEqual(sets[i].count, 0)
            sets[i].add(firsts[i])
            sets[i].add(NSNull())
            XCTAssertTrue(sets[i].contains(firsts[i]))
            XCTAssertTrue(sets[i].contains(NSNull()))
        }
    }
    realm.cancelWriteTransaction()
}

/// addObjects: on an RLMSet of values refuses a value of another type, and nil where the elements are required, before anything is added; the values it takes are then contained, nil too where optional, mixed ones as given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testAddObjects
func testObjcPrimitiveSetAddObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for o in [RLMPrimitiveSets(), RLMPrimitiveSets.create(in: realm, withValue: [])] {
        let sets = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(sets[i].addObjects([wrong]), reason: "Invalid value '\(shown)' of type '")
            assertThrows(sets[i].addObjects([wrong]), reason: "' for expected type '\(kinds[i])'")
            assertThrows(sets[i].addObjects([NSNull()]), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(sets[i].count, 0)
            sets[i].addObjects([firsts[i], seconds[i]])
            XCTAssertTrue(sets[i].contains(firsts[i]))
            XCTAssertTrue(sets[i].contains(seconds[i]))
        }
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<mixed.count {
            mixed[i].addObjects([firsts[i], seconds[i]])
            XCTAssertTrue(mixed[i].contains(firsts[i]))
            XCTAssertTrue(mixed[i].contains(seconds[i]))
        }
    }
    for o in [RLMOptionalPrimitiveSets(), RLMOptionalPrimitiveSets.create(in: realm, withValue: [])] {
        let sets = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<sets.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(sets[i].addObjects([wrong]), reason: "Invalid value '\(shown)' of type '")
            assertThrows(sets[i].addObjects([wrong]), reason: "' for expected type '\(kinds[i])?'")
            sets[i].addObjects([NSNull(), firsts[i], seconds[i]])
            XCTAssertTrue(sets[i].contains(NSNull()))
            XCTAssertTrue(sets[i].contains(firsts[i]))
            XCTAssertTrue(sets[i].contains(seconds[i]))
        }
    }
    realm.cancelWriteTransaction()
}

/// deleteObjects(_:) of an RLMRealm given an RLMSet of values, unmanaged or managed, required, optional or mixed, is refused: `Cannot delete objects from RLMSet`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testDeleteObjectsInRealm
func testObjcPrimitiveSetDeleteObjectsInRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for o in [RLMPrimitiveSets(), RLMPrimitiveSets.create(in: realm, withValue: [])] {
        for set in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                    o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                    o.anyObjectIdObj, o.anyUUIDObj] {
            assertThrows(realm.deleteObjects(set), reason: "Cannot delete objects from RLMSet")
        }
    }
    for o in [RLMOptionalPrimitiveSets(), RLMOptionalPrimitiveSets.create(in: realm, withValue: [])] {
        for set in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj] {
            assertThrows(realm.deleteObjects(set), reason: "Cannot delete objects from RLMSet")
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKeyPath:) with @min, @max, @sum and @avg of self on RLMSets of ints, floats, doubles, dates and decimals, required, optional or mixed, unmanaged or managed: nil, nil, 0 and nil while empty; then the least and greatest values, and for numbers the total and the mean, nil elements left out.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testValueForKeyNumericAggregates
func testObjcPrimitiveSetValueForKeyNumericAggregates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(1), Date(timeIntervalSince1970: 1) as NSDate]
    let seconds: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(2), Date(timeIntervalSince1970: 2) as NSDate]
    let sums = [5.0, 5.5, 5.5, 3.0]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveSets.create(in: realm, withValue: []) : RLMPrimitiveSets()
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) : RLMOptionalPrimitiveSets()
        let required = [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.dateObj]
        let optional = [p.intObj, p.floatObj, p.doubleObj, p.decimalObj, p.dateObj]
        let mixed = [o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj, o.anyDateObj]
        for i in 0..<firsts.count {
            // The mixed ints are checked for @min and @max once managed only.
            var extremes = [required[i], optional[i]]
            if i > 0 || managed { extremes.append(mixed[i]) }
            let totals = i < sums.count ? [required[i], optional[i], mixed[i]] : []
            for set in extremes {
                XCTAssertNil(set.value(forKeyPath: "@min.self"))
                XCTAssertNil(set.value(forKeyPath: "@max.self"))
            }
            for set in totals {
                XCTAssertEqual((set.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, 0)
                XCTAssertNil(set.value(forKeyPath: "@avg.self"))
            }
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([NSNull(), firsts[i], seconds[i]])
            for set in extremes {
                XCTAssertEqual(set.value(forKeyPath: "@min.self") as! NSObject, firsts[i])
                XCTAssertEqual(set.value(forKeyPath: "@max.self") as! NSObject, seconds[i])
            }
            for set in totals {
                XCTAssertEqual((set.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, sums[i], accuracy: 0.001)
                XCTAssertEqual((set.value(forKeyPath: "@avg.self") as! NSNumber).doubleValue, sums[i] / 2, accuracy: 0.001)
            }
        }
    }
    realm.cancelWriteTransaction()
}

class RLMLinkToPrimitiveSets: RLMObject {
    @objc dynamic var link: RLMPrimitiveSets?
}

class RLMLinkToOptionalPrimitiveSets: RLMObject {
    @objc dynamic var link: RLMOptionalPrimitiveSets?
}

/// After the realm is invalidated, an RLMSet of values still answers its class facts and its realm, and refuses every other read and change as invalidated: count, add, addObjects, removeAllObjects, sorting, allObjects, key-value coding and enumeration.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testAllMethodsCheckForInvalidation
func testObjcPrimitiveSetAfterInvalidate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let set = RLMPrimitiveSets.create(in: realm, withValue: []).intObj
    realm.cancelWriteTransaction()
    realm.invalidate()
    XCTAssertNil(set.objectClassName)
    XCTAssertNotNil(set.realm)
    XCTAssertTrue(set.isInvalidated)
    assertThrows(set.count, reason: "invalidated")
    assertThrows(set.add(0 as NSNumber), reason: "invalidated")
    assertThrows(set.addObjects([0 as NSNumber]), reason: "invalidated")
    assertThrows(set.removeAllObjects(), reason: "invalidated")
    assertThrows(set.sortedResults(usingKeyPath: "self", ascending: true), reason: "invalidated")
    assertThrows(set.sortedResults(using: [RLMSortDescriptor(keyPath: "self", ascending: true)]), reason: "invalidated")
    assertThrows(set.allObjects[0], reason: "invalidated")
    assertThrows(set.value(forKey: "self"), reason: "invalidated")
    assertThrows(set.setValue(1 as NSNumber, forKey: "self"), reason: "invalidated")
    var seen = 0
    assertThrows({ for _ in set { seen += 1 } }(), reason: "invalidated")
    XCTAssertEqual(seen, 0)
}

/// Creates, for each of 40 words of up to three letters from á, ó and ú (the empty one included), four objects of
/// each class holding one value in `property`: the word, its upper case, and both without diacritics (a string, or
/// its UTF-8 bytes for `dataObj`), with an object linking to each when `throughLink`; then counts the objects
/// whose set holds a value comparing so with a, á, A and Á, for the operators of `groups` (==, !=, CONTAINS,
/// BEGINSWITH, ENDSWITH) plain and with [c], [d] and [cd]. Comparing a required set with nil is refused; an
/// optional one's never matches with ==, matches all with !=, and CONTAINS nil matches nothing.
func runPrimitiveSetSubstringQueries(_ property: String, _ throughLink: Bool, _ groups: [String]) throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let accented = ["á", "ó", "ú"]
    let plain = ["a", "o", "u"]
    var words = [""]
    var stripped = [""]
    for a in 0..<3 {
        words.append(accented[a])
        stripped.append(plain[a])
        for b in 0..<3 {
            words.append(accented[a] + accented[b])
            stripped.append(plain[a] + plain[b])
            for c in 0..<3 {
                words.append(accented[a] + accented[b] + accented[c])
                stripped.append(plain[a] + plain[b] + plain[c])
            }
        }
    }
    let isData = property == "dataObj"
    let create: (String) -> Void = { value in
        let data = value.data(using: .utf8)!
        let values: [String: Any] = isData ? [property: [data]] : [property: [value]]
        let required = RLMPrimitiveSets.create(in: realm, withValue: values)
        let optional = RLMOptionalPrimitiveSets.create(in: realm, withValue: values)
        if throughLink {
            RLMLinkToPrimitiveSets.create(in: realm, withValue: [required])
            RLMLinkToOptionalPrimitiveSets.create(in: realm, withValue: [optional])
        }
    }
    for i in 0..<words.count {
        create(words[i])
        create(words[i].uppercased())
        create(stripped[i])
        create(stripped[i].uppercased())
    }
    let path = throughLink ? "link.\(property)" : property
    let test: (String, String, Int) -> Void = { op, text, count in
        let value: NSObject = isData ? text.data(using: .utf8)! as NSData : text as NSString
        if throughLink {
            XCTAssertEqual(RLMLinkToPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMLinkToOptionalPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        } else {
            XCTAssertEqual(RLMPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMOptionalPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        }
    }
    let testNull: (String, Int) -> Void = { op, count in
        let refusal = "Cannot compare value '(null)' of type '(null)' to property '\(property)' of type '\(isData ? "data" : "string")'"
        if throughLink {
            assertThrows(RLMLinkToPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMLinkToOptionalPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
        } else {
            assertThrows(RLMPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMOptionalPrimitiveSets.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
        }
    }
    // Each row: the operator, the group it belongs to, then its count for a, á, A and Á.
    let rows: [(String, String, [Int])] = [
        ("==", "==", [1, 1, 1, 1]), ("==[c]", "==", [2, 2, 2, 2]), ("==[d]", "==", [2, 2, 2, 2]), ("==[cd]", "==", [4, 4, 4, 4]),
        ("!=", "!=", [159, 159, 159, 159]), ("!=[c]", "!=", [158, 158, 158, 158]), ("!=[d]", "!=", [158, 158, 158, 158]), ("!=[cd]", "!=", [156, 156, 156, 156]),
        ("CONTAINS", "CONTAINS", [25, 25, 25, 25]), ("CONTAINS[c]", "CONTAINS", [50, 50, 50, 50]), ("CONTAINS[d]", "CONTAINS", [50, 50, 50, 50]), ("CONTAINS[cd]", "CONTAINS", [100, 100, 100, 100]),
        ("BEGINSWITH", "BEGINSWITH", [13, 13, 13, 13]), ("BEGINSWITH[c]", "BEGINSWITH", [26, 26, 26, 26]), ("BEGINSWITH[d]", "BEGINSWITH", [26, 26, 26, 26]), ("BEGINSWITH[cd]", "BEGINSWITH", [52, 52, 52, 52]),
        ("ENDSWITH", "ENDSWITH", [13, 13, 13, 13]), ("ENDSWITH[c]", "ENDSWITH", [26, 26, 26, 26]), ("ENDSWITH[d]", "ENDSWITH", [26, 26, 26, 26]), ("ENDSWITH[cd]", "ENDSWITH", [52, 52, 52, 52]),
    ]
    if groups.contains("==") {
        testNull("==", 0)
        test("==", "", 4)
    }
    if groups.contains("!=") {
        testNull("!=", 160)
        test("!=", "", 156)
    }
    if groups.contains("CONTAINS") {
        for op in ["CONTAINS", "CONTAINS[c]", "CONTAINS[d]", "CONTAINS[cd]"] { testNull(op, 0) }
    }
    let letters = ["a", "á", "A", "Á"]
    for (op, group, counts) in rows {
        if groups.contains(group) {
            for i in 0..<letters.count { test(op, letters[i], counts[i]) }
        }
    }
    realm.cancelWriteTransaction()
}

/// == plain and with [c], [d] and [cd] over an RLMSet of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEqualOnStrings() throws {
    try runPrimitiveSetSubstringQueries("stringObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMSet of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required set and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetNotEqualOnStrings() throws {
    try runPrimitiveSetSubstringQueries("stringObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMSet of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetContainsOnStrings() throws {
    try runPrimitiveSetSubstringQueries("stringObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMSet of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetBeginsWithOnStrings() throws {
    try runPrimitiveSetSubstringQueries("stringObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMSet of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEndsWithOnStrings() throws {
    try runPrimitiveSetSubstringQueries("stringObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMSet of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEqualOnStringsThroughLink() throws {
    try runPrimitiveSetSubstringQueries("stringObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMSet of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required set and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetNotEqualOnStringsThroughLink() throws {
    try runPrimitiveSetSubstringQueries("stringObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMSet of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetContainsOnStringsThroughLink() throws {
    try runPrimitiveSetSubstringQueries("stringObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMSet of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetBeginsWithOnStringsThroughLink() throws {
    try runPrimitiveSetSubstringQueries("stringObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMSet of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEndsWithOnStringsThroughLink() throws {
    try runPrimitiveSetSubstringQueries("stringObj", true, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEqualOnData() throws {
    try runPrimitiveSetSubstringQueries("dataObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required set and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetNotEqualOnData() throws {
    try runPrimitiveSetSubstringQueries("dataObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetContainsOnData() throws {
    try runPrimitiveSetSubstringQueries("dataObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetBeginsWithOnData() throws {
    try runPrimitiveSetSubstringQueries("dataObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEndsWithOnData() throws {
    try runPrimitiveSetSubstringQueries("dataObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEqualOnDataThroughLink() throws {
    try runPrimitiveSetSubstringQueries("dataObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required set and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetNotEqualOnDataThroughLink() throws {
    try runPrimitiveSetSubstringQueries("dataObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required set and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetContainsOnDataThroughLink() throws {
    try runPrimitiveSetSubstringQueries("dataObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetBeginsWithOnDataThroughLink() throws {
    try runPrimitiveSetSubstringQueries("dataObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMSet of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSubstringQueries
func testObjcPrimitiveSetEndsWithOnDataThroughLink() throws {
    try runPrimitiveSetSubstringQueries("dataObj", true, ["ENDSWITH"])
}

/// Assigning to the int set property of an RLMObject, unmanaged and then managed, refuses NSNull, a string and a string after a number, each naming the value, its class (approximated) and the property, and refuses the float set and the optional int set of another object, through either spelling, naming their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testInvalidAssignment
func testPrimitiveSetInvalidAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owners = [RLMPrimitiveSets(), RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets]
    let others = [RLMOptionalPrimitiveSets(), RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets]
    for pass in 0..<2 {
        let o = owners[pass]
        let opt = others[pass]
        assertThrows(o.setValue([NSNull()], forKey: "intObj"),
                     reason: "Invalid value '<null>' of type 'NSNull' for 'int' set property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o.setValue(["a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue(["a"], forKey: "intObj"), reason: "' for 'int' set property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o.setValue([1, "a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue([1, "a"], forKey: "intObj"), reason: "' for 'int' set property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o.setValue(o.floatObj, forKey: "intObj"),
                     reason: "RLMSet<float> does not match expected type 'int' for property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o.setValue(opt.intObj, forKey: "intObj"),
                     reason: "RLMSet<int?> does not match expected type 'int' for property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o["intObj"] = o["floatObj"],
                     reason: "RLMSet<float> does not match expected type 'int' for property 'RLMPrimitiveSets.intObj'.")
        assertThrows(o["intObj"] = opt["intObj"],
                     reason: "RLMSet<int?> does not match expected type 'int' for property 'RLMPrimitiveSets.intObj'.")
        XCTAssertEqual(o.intObj.count, 0)
    }
    realm.cancelWriteTransaction()
}

/// object(at:) of an empty unmanaged RLMSet of ints is refused with the bound 0; after an add it gives the number.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testObjectAtIndex
func testObjcPrimitiveSetObjectAtIndex() throws {
    let unmanaged = RLMPrimitiveSets()
    // objectAtIndex: is RLMCollection's requirement, which RLMSet implements without redeclaring it.
    let ints: RLMCollection = unmanaged.intObj
    assertThrows(ints.object(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    unmanaged.intObj.add(1 as NSNumber)
    XCTAssertEqual(ints.object(at: 0) as! NSNumber, 1 as NSNumber)
}

/// value(forKey: "length") of an RLMSet of values is empty while the set is, whatever its type, unmanaged or managed; of strings it holds each distinct length (two one-letter strings give one), nil elements giving NSNull.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testValueForKeyLength
func testObjcPrimitiveSetValueForKeyLength() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets : RLMPrimitiveSets()
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        for set in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                    o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                    o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                    p.decimalObj, p.objectIdObj, p.uuidObj] {
            XCTAssertEqual((set.value(forKey: "length") as! [NSObject]).count, 0)
        }
        o.stringObj.addObjects(["a" as NSString, "bc" as NSString])
        o.anyStringObj.addObjects(["a" as NSString, "b" as NSString])
        p.stringObj.addObjects([NSNull(), "a" as NSString, "bc" as NSString])
        XCTAssertEqual(Set(o.stringObj.value(forKey: "length") as! [Int]), Set([1, 2]))
        XCTAssertEqual(Set(o.anyStringObj.value(forKey: "length") as! [Int]), Set([1]))
        // The elements in the order they were added; the SDK's NSSet holds the same three.
        XCTAssertEqual(p.stringObj.value(forKey: "length") as! NSArray, [NSNull(), 1 as NSNumber, 2 as NSNumber] as NSArray)
    }
    realm.cancelWriteTransaction()
}
