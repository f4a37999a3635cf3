// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations: a list of each primitive type, required and optional, and a
// list of mixed values per type. The Objective-C calls are made on the RLMArray
// of each list, `ObjectiveCSupport.convert(object:)`, or, where the RLMArray
// receiver does not declare a member, on the List's own Objective-C spelling.

class AllPrimitiveArrays: Object {
    @Persisted var boolObj: List<Bool>
    @Persisted var intObj: List<Int>
    @Persisted var floatObj: List<Float>
    @Persisted var doubleObj: List<Double>
    @Persisted var stringObj: List<String>
    @Persisted var dataObj: List<Data>
    @Persisted var dateObj: List<Date>
    @Persisted var decimalObj: List<Decimal128>
    @Persisted var objectIdObj: List<ObjectId>
    @Persisted var uuidObj: List<UUID>
    @Persisted var anyBoolObj: List<AnyRealmValue>
    @Persisted var anyIntObj: List<AnyRealmValue>
    @Persisted var anyFloatObj: List<AnyRealmValue>
    @Persisted var anyDoubleObj: List<AnyRealmValue>
    @Persisted var anyStringObj: List<AnyRealmValue>
    @Persisted var anyDataObj: List<AnyRealmValue>
    @Persisted var anyDateObj: List<AnyRealmValue>
    @Persisted var anyDecimalObj: List<AnyRealmValue>
    @Persisted var anyObjectIdObj: List<AnyRealmValue>
    @Persisted var anyUUIDObj: List<AnyRealmValue>
}

class AllOptionalPrimitiveArrays: Object {
    @Persisted var boolObj: List<Bool?>
    @Persisted var intObj: List<Int?>
    @Persisted var floatObj: List<Float?>
    @Persisted var doubleObj: List<Double?>
    @Persisted var stringObj: List<String?>
    @Persisted var dataObj: List<Data?>
    @Persisted var dateObj: List<Date?>
    @Persisted var decimalObj: List<Decimal128?>
    @Persisted var objectIdObj: List<ObjectId?>
    @Persisted var uuidObj: List<UUID?>
}

/// count of an unmanaged list of ints is 0, then 1 after an add.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testCount
func testPrimitiveCount() throws {
    let unmanaged = AllPrimitiveArrays()
    let ints = ObjectiveCSupport.convert(object: unmanaged.intObj)
    XCTAssertEqual(ints.count, 0)
    ints.add(1)
    XCTAssertEqual(ints.count, 1)
}

/// A list of required values, or of mixed values, is not optional; a list of optional values is.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testOptional
func testPrimitiveOptional() throws {
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.boolObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.intObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.floatObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.doubleObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.stringObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dataObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.dateObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).isOptional)
    XCTAssertFalse(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.intObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).isOptional)
}

/// A list of primitive or mixed values has no object class name.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testObjectClassName
func testPrimitiveObjectClassName() throws {
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objectClassName)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objectClassName)
}

/// An unmanaged list of primitive or mixed values has no realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testRealm
func testPrimitiveRealm() throws {
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).realm)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).realm)
}

/// An unmanaged list of ints is not invalidated, and stays valid after its owner goes away.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testInvalidated
func testPrimitiveInvalidated() throws {
    var obj: AllPrimitiveArrays? = AllPrimitiveArrays()
    let array = ObjectiveCSupport.convert(object: obj!.intObj)
    XCTAssertFalse(array.isInvalidated)
    obj = nil
    XCTAssertFalse(array.isInvalidated)
}

/// object(at:) on an empty unmanaged list of ints is refused with the index and the bound; after an add it answers the value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testObjectAtIndex
func testPrimitiveObjectAtIndex() throws {
    let unmanaged = AllPrimitiveArrays()
    let ints = ObjectiveCSupport.convert(object: unmanaged.intObj)
    assertThrows(ints.object(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    ints.add(1)
    XCTAssertEqual(ints.object(at: 0), 1)
}

/// objects(at:) answers nil when an index is past the end, unmanaged or managed, and the values at the indexes otherwise.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testObjectsAtIndexes
func testPrimitiveObjectsAtIndexes() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let u = ObjectiveCSupport.convert(object: unmanaged.intObj)
    let m = ObjectiveCSupport.convert(object: managed.intObj)
    XCTAssertNil(u.objects(at: IndexSet([0, 2])))
    XCTAssertNil(m.objects(at: IndexSet([0, 2])))
    u.add(1)
    u.add(2)
    u.add(3)
    XCTAssertEqual(u.objects(at: IndexSet([0, 2]))!, [1, 3])
    m.add(1)
    m.add(2)
    m.add(3)
    XCTAssertEqual(m.objects(at: IndexSet([0, 2]))!, [1, 3])
    XCTAssertNil(u.objects(at: IndexSet([0, 2, 3])))
    XCTAssertNil(m.objects(at: IndexSet([0, 2, 3])))
    realm.cancelWrite()
}

/// Registering a notification block on any unmanaged list of values is refused: only managed collections notify.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testNotifications
func testPrimitiveNotifications() throws {
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    assertThrows(unmanaged.boolObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.intObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.floatObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.doubleObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.stringObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.dataObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.dateObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.decimalObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.objectIdObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.uuidObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyBoolObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyIntObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyFloatObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyDoubleObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyStringObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyDataObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyDateObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyDecimalObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyObjectIdObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(unmanaged.anyUUIDObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.boolObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.intObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.floatObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.doubleObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.stringObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.dataObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.dateObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.decimalObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.objectIdObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(optUnmanaged.uuidObj.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
}

/// Outside a write every reading member of a managed list of ints answers, and every changing one is refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testPrimitiveMutatingMethodsCheckForWriteTransaction() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let array = ObjectiveCSupport.convert(object: managed.intObj)
    array.add(0)
    try realm.commitWrite()
    XCTAssertNil(array.objectClassName)
    XCTAssertNotNil(array.realm)
    XCTAssertFalse(array.isInvalidated)
    XCTAssertEqual(array.count, 1)
    XCTAssertEqual(array.object(at: 0), 0)
    XCTAssertEqual(array.firstObject(), 0)
    XCTAssertEqual(array.lastObject(), 0)
    XCTAssertEqual(array.indexOfObject(1), NSNotFound)
    XCTAssertEqual(array.sortedResults(usingKeyPath: "self", ascending: true).count, 1)
    XCTAssertEqual(array.sortedResults(usingDescriptors: [RLMSortDescriptor(keyPath: "self", ascending: true)]).count, 1)
    XCTAssertEqual(array[0], 0)
    XCTAssertEqual(array.value(forKey: "self") as! [Int], [0])
    var seen = 0
    for _ in array { seen += 1 }
    XCTAssertEqual(seen, 1)
    assertThrows(array.add(0), reason: "write transaction")
    assertThrows(array.addObjects([0]), reason: "write transaction")
    assertThrows(array.insert(0, at: 0), reason: "write transaction")
    assertThrows(array.removeObject(at: 0), reason: "write transaction")
    assertThrows(array.removeLastObject(), reason: "write transaction")
    assertThrows(array.removeAllObjects(), reason: "write transaction")
    assertThrows(array.replaceObject(at: 0, with: 0), reason: "write transaction")
    assertThrows(array.moveObject(at: 0, to: 1), reason: "write transaction")
    assertThrows(array.exchangeObject(at: 0, withObjectAt: 1), reason: "write transaction")
    assertThrows(managed.intObj[0] = 0, reason: "write transaction")
    assertThrows(array.setValue(1, forKey: "self"), reason: "write transaction")
}

/// Deleting the owner of a managed list of ints invalidates the list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testDeleteOwningObject
func testPrimitiveDeleteOwningObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let array = ObjectiveCSupport.convert(object: managed.intObj)
    XCTAssertFalse(array.isInvalidated)
    realm.delete(managed)
    XCTAssertTrue(array.isInvalidated)
    realm.cancelWrite()
}

/// A managed list of ints calls its notification block first with the list, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testNotificationSentInitially
func testPrimitiveNotificationSentInitially() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { array, change, error in
        XCTAssertNotNil(array)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After its first call, adding a value to a managed list of ints calls the block with the insertion at index 0.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testNotificationSentAfterCommit
func testPrimitiveNotificationSentAfterCommit() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    try realm.commitWrite()
    var first = true
    var calls = 0
    var insertions: [Int] = []
    let token = managed.intObj.addNotificationBlock { array, change, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        if first {
            XCTAssertNil(change)
        } else {
            insertions = change!.insertions
        }
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(AllPrimitiveArrays.self).first!.intObj).add(0)
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(insertions, [0])
    token.invalidate()
}

/// Creating another object, leaving the observed list of ints alone, does not call its block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testNotificationNotSentForUnrelatedChange
func testPrimitiveNotificationNotSentForUnrelatedChange() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(AllPrimitiveArrays.self, value: [])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a value added to the observed list of ints does not call its block until the realm is refreshed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testNotificationSentOnlyForActualRefresh
func testPrimitiveNotificationSentOnlyForActualRefresh() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { array, _, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(AllPrimitiveArrays.self).first!.intObj).add(0)
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Deleting the owner of an observed list of two ints calls its block with both old indexes as deletions.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testDeletingObjectWithNotificationsRegistered
func testPrimitiveDeletingObjectWithNotificationsRegistered() throws {
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([10, 20])
    try realm.commitWrite()
    var first = true
    var calls = 0
    var deletions: [Int] = []
    let token = managed.intObj.addNotificationBlock { array, change, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        if first {
            XCTAssertNil(change)
            first = false
        } else {
            deletions = change!.deletions
        }
        calls += 1
    }
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
