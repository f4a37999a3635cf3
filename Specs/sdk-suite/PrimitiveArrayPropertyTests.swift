// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations: a list of each primitive type, required and optional, and a
// list of mixed values per type. The Objective-C calls are made on the RLMArray
// of each list, `ObjectiveCSupport.convert(object:)`, or, where the RLMArray
// receiver does not declare a member, on the List's own Objective-C spelling.
// Further down, the same models as RLMObject classes of RLMArrays of values.

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

class LinkToAllPrimitiveArrays: Object {
    @Persisted var link: AllPrimitiveArrays?
}

class LinkToAllOptionalPrimitiveArrays: Object {
    @Persisted var link: AllOptionalPrimitiveArrays?
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
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
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
    XCTAssertEqual(array.index(of: 1), NSNotFound)
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
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock { array, change, error in
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
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock { array, change, error in
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
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock { _, _, _ in
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
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock { array, _, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
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
    let token = ObjectiveCSupport.convert(object: managed.intObj).addNotificationBlock { array, change, error in
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
/// firstObject of every empty list of values is nil; after two values are added (and a null in the optional lists) it is the first of them, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testFirstObject
func testPrimitiveFirstObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.uuidObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.uuidObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyBoolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyIntObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyFloatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDoubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyStringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDecimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyUUIDObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.uuidObj).firstObject())
    addObjects()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).firstObject(), Float(2.2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyBoolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyIntObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyFloatObj).firstObject(), Float(2.2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDoubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyStringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDecimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyUUIDObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).firstObject(), false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).firstObject(), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).firstObject(), 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).firstObject(), "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).firstObject(), Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).firstObject(), Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).firstObject(), Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).firstObject(), oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).firstObject(), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    ObjectiveCSupport.convert(object: unmanaged.boolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.intObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.floatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.stringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.dataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.dateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.boolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.intObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.floatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.doubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.stringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.dataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.dateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.decimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.objectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.uuidObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyBoolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyIntObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyFloatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyStringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyDataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyDateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.boolObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.intObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.floatObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.doubleObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.stringObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.dataObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.dateObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.decimalObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optManaged.uuidObj).removeAllObjects()
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).add(nil)
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.boolObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.intObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.floatObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.doubleObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.stringObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.dataObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.dateObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.decimalObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).add(nil)
    ObjectiveCSupport.convert(object: optManaged.uuidObj).add(nil)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.boolObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.intObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.floatObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.doubleObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.stringObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dataObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dateObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.decimalObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.objectIdObj).firstObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.uuidObj).firstObject())
    realm.cancelWrite()
}

/// lastObject of every empty list of values is nil; after two values are added (and a null in the optional lists) it is the last of them, null for the optional lists, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testLastObject
func testPrimitiveLastObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.uuidObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.uuidObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyBoolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyIntObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyFloatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDoubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyStringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyDecimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: managed.anyUUIDObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.uuidObj).lastObject())
    addObjects()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).lastObject(), Float(3.3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).lastObject())
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyBoolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyIntObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyFloatObj).lastObject(), Float(3.3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDoubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyStringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDecimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyUUIDObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.boolObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.intObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.floatObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.doubleObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.stringObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dataObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dateObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.decimalObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.objectIdObj).lastObject())
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.uuidObj).lastObject())
    ObjectiveCSupport.convert(object: unmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.uuidObj).removeLastObject()
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).lastObject(), true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).lastObject(), 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).lastObject(), 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).lastObject(), "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).lastObject(), Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).lastObject(), Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).lastObject(), Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).lastObject(), oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).lastObject(), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    realm.cancelWrite()
}

/// removeObject(at:) refuses an index past the end with the SDK's message on every list, and removes the element at an index, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testRemoveObject
func testPrimitiveRemoveObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyBoolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyIntObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyFloatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyStringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).removeObject(at: 0), reason: "Index 0 is out of bounds (must be less than 0).")
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
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).count, 3)
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
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.boolObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.intObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.floatObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.doubleObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.stringObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.dataObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.dateObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.decimalObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.objectIdObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: managed.uuidObj).removeObject(at: 2), reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.boolObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.intObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.floatObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.doubleObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.stringObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dataObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.dateObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.decimalObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    assertThrows(ObjectiveCSupport.convert(object: optManaged.uuidObj).removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    ObjectiveCSupport.convert(object: unmanaged.boolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.intObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.floatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.stringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.dataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.dateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.boolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.intObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.floatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.doubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.stringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.dataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.dateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.decimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.objectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.uuidObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyBoolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyIntObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyFloatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyStringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyDataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyDateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.boolObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.intObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.floatObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.doubleObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.stringObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.dataObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.dateObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.decimalObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeObject(at: 0)
    ObjectiveCSupport.convert(object: optManaged.uuidObj).removeObject(at: 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyIntObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj)[0], Float(3.3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyStringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyBoolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyIntObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyFloatObj)[0], Float(3.3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDoubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyStringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDecimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyObjectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyUUIDObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj)[0], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj)[0], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj)[0], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj)[0], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj)[0], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj)[0], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj)[0], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj)[0], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj)[0], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.boolObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.intObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.floatObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.stringObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dataObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.dateObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.boolObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.intObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.floatObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.doubleObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.stringObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dataObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.dateObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.decimalObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.objectIdObj)[1])
    XCTAssertNil(ObjectiveCSupport.convert(object: optManaged.uuidObj)[1])
    realm.cancelWrite()
}

/// removeLastObject on an empty list does nothing; after values are added it removes the last one, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testRemoveLastObject
func testPrimitiveRemoveLastObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    ObjectiveCSupport.convert(object: unmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.uuidObj).removeLastObject()
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
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).count, 3)
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
    ObjectiveCSupport.convert(object: unmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.uuidObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyBoolObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyIntObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyFloatObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDoubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyStringObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDataObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDateObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyDecimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyObjectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: managed.anyUUIDObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.boolObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.intObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.floatObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.doubleObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.stringObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dataObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.dateObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.decimalObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).removeLastObject()
    ObjectiveCSupport.convert(object: optManaged.uuidObj).removeLastObject()
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.boolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.intObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.floatObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.doubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.stringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.dateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.decimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.objectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.uuidObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyIntObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj)[0], Float(2.2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyStringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyBoolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyIntObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyFloatObj)[0], Float(2.2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDoubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyStringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyDecimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyObjectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.anyUUIDObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj)[0], false)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj)[0], 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj)[0], 2.2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj)[0], "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj)[0], Data([0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj)[0], Date(timeIntervalSince1970: 1))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj)[0], Decimal128(2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj)[0], oid1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj)[0], UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.boolObj)[1], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.intObj)[1], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.floatObj)[1], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj)[1], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.stringObj)[1], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dataObj)[1], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.dateObj)[1], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj)[1], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj)[1], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj)[1], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj)[1], true)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj)[1], 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj)[1], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj)[1], 3.3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj)[1], "b")
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj)[1], Data([0, 0]))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj)[1], Date(timeIntervalSince1970: 2))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj)[1], Decimal128(3))
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj)[1], oid2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj)[1], UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    realm.cancelWrite()
}
/// Enumerating each list of values after ten rounds of adds visits every value in order, the pattern repeating, and as many values as the list counts, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testFastEnumeration
func testPrimitiveFastEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    for _ in 0..<10 {
        addObjects()
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.boolObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, true)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.boolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.intObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.intObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.floatObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.floatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.doubleObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.doubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.stringObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 2 == 1 {
                XCTAssertEqual(value, "b")
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.stringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.dataObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.dataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.dateObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.dateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.decimalObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.decimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.objectIdObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, oid2)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.objectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.uuidObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.uuidObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyBoolObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, true)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyIntObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyIntObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyFloatObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Float(2.2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Float(3.3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyStringObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 2 == 1 {
                XCTAssertEqual(value, "b")
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyStringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDataObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyDataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDateObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyDateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, oid2)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.boolObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, true)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.boolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.intObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.intObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.floatObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3.3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.floatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.doubleObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3.3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.stringObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 3 == 1 {
                XCTAssertEqual(value, "b")
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.stringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.dataObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.dataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.dateObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.dateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.decimalObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, oid2)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optUnmanaged.uuidObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.boolObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, true)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.boolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.intObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.intObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.floatObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.floatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.doubleObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.doubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.stringObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 2 == 1 {
                XCTAssertEqual(value, "b")
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.stringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.dataObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.dataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.dateObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.dateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.decimalObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.decimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.objectIdObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, oid2)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.objectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.uuidObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.uuidObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyBoolObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, true)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyBoolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyIntObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyIntObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyFloatObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Float(2.2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Float(3.3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyFloatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyDoubleObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, 3.3)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyDoubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyStringObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 2 == 1 {
                XCTAssertEqual(value, "b")
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyStringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyDataObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyDataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyDateObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyDateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyDecimalObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 2 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyDecimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyObjectIdObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, oid2)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyObjectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: managed.anyUUIDObj) {
            if i % 2 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 2 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: managed.anyUUIDObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.boolObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, false)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, true)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.boolObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.intObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.intObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.floatObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3.3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.floatObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.doubleObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, 2.2)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, 3.3)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.doubleObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.stringObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, "a")
            } else if i % 3 == 1 {
                XCTAssertEqual(value, "b")
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.stringObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.dataObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Data([0]))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Data([0, 0]))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.dataObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.dateObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 1))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Date(timeIntervalSince1970: 2))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.dateObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.decimalObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, Decimal128(2))
            } else if i % 3 == 1 {
                XCTAssertEqual(value, Decimal128(3))
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.decimalObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.objectIdObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, oid1)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, oid2)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.objectIdObj).count)
    }
    do {
        var i = 0
        for value in ObjectiveCSupport.convert(object: optManaged.uuidObj) {
            if i % 3 == 0 {
                XCTAssertEqual(value, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            } else if i % 3 == 1 {
                XCTAssertEqual(value, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
            } else if i % 3 == 2 {
                XCTAssertNil(value)
            }
            i += 1
        }
        XCTAssertEqual(i, ObjectiveCSupport.convert(object: optManaged.uuidObj).count)
    }
    realm.cancelWrite()
}

/// On a managed list of values sorted in descending order, indexOfObject finds the first place of the larger and of the smaller value, required and optional lists alike.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testIndexOfObjectSorted
func testPrimitiveIndexOfObjectSorted() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    let createObjectWithValueIndex = { (index: Int) in
        let obj = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false], [true]][index], "intObj": [[2], [3]][index], "floatObj": [[2.2], [3.3]][index], "doubleObj": [[2.2], [3.3]][index], "stringObj": [["a"], ["b"]][index], "dataObj": [[Data([0])], [Data([0, 0])]][index], "dateObj": [[Date(timeIntervalSince1970: 1)], [Date(timeIntervalSince1970: 2)]][index], "decimalObj": [[Decimal128(2)], [Decimal128(3)]][index], "objectIdObj": [[oid1], [oid2]][index], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]][index], "anyBoolObj": [[AnyRealmValue.bool(false)], [AnyRealmValue.bool(true)]][index], "anyIntObj": [[AnyRealmValue.int(2)], [AnyRealmValue.int(3)]][index], "anyFloatObj": [[AnyRealmValue.float(2.2)], [AnyRealmValue.float(3.3)]][index], "anyDoubleObj": [[AnyRealmValue.double(2.2)], [AnyRealmValue.double(3.3)]][index], "anyStringObj": [[AnyRealmValue.string("a")], [AnyRealmValue.string("b")]][index], "anyDataObj": [[AnyRealmValue.data(Data([0]))], [AnyRealmValue.data(Data([0, 0]))]][index], "anyDateObj": [[AnyRealmValue.date(Date(timeIntervalSince1970: 1))], [AnyRealmValue.date(Date(timeIntervalSince1970: 2))]][index], "anyDecimalObj": [[AnyRealmValue.decimal128(Decimal128(2))], [AnyRealmValue.decimal128(Decimal128(3))]][index], "anyObjectIdObj": [[AnyRealmValue.objectId(oid1)], [AnyRealmValue.objectId(oid2)]][index], "anyUUIDObj": [[AnyRealmValue.uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)], [AnyRealmValue.uuid(UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)]][index]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj])
        let opt = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false], [true], [NSNull()]][index], "intObj": [[2], [3], [NSNull()]][index], "floatObj": [[2.2], [3.3], [NSNull()]][index], "doubleObj": [[2.2], [3.3], [NSNull()]][index], "stringObj": [["a"], ["b"], [NSNull()]][index], "dataObj": [[Data([0])], [Data([0, 0])], [NSNull()]][index], "dateObj": [[Date(timeIntervalSince1970: 1)], [Date(timeIntervalSince1970: 2)], [NSNull()]][index], "decimalObj": [[Decimal128(2)], [Decimal128(3)], [NSNull()]][index], "objectIdObj": [[oid1], [oid2], [NSNull()]][index], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!], [NSNull()]][index]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [opt])
    }
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true, false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3, 2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b", "a", "b"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0]), Data([0]), Data([0, 0])])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3), Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil, true, false])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil, 3, 2])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil, 3.3, 2.2])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil, 3.3, 2.2])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil, "b", "a"])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil, Data([0, 0]), Data([0])])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil, Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil, Decimal128(3), Decimal128(2)])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil, oid2, oid1])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "b"), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data([0, 0])), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(3)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a"), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data([0])), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: true), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 3.3), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "b"), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data([0, 0])), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 2)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(3)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: false), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: 2.2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: "a"), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Data([0])), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Date(timeIntervalSince1970: 1)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: Decimal128(2)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: oid1), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).sortedResults(usingKeyPath: "self", ascending: false).index(of: nil), 4)
    realm.cancelWrite()
}

/// On the distinct values of a managed list, indexOfObject finds each value at its first place, required and optional lists alike.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testIndexOfObjectDistinct
func testPrimitiveIndexOfObjectDistinct() throws {
    let realm = try Realm()
    realm.beginWrite()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let addObjects = {
        ObjectiveCSupport.convert(object: unmanaged.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: unmanaged.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: unmanaged.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: unmanaged.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: unmanaged.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optUnmanaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
        ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: managed.anyBoolObj).addObjects([false, true])
        ObjectiveCSupport.convert(object: managed.anyIntObj).addObjects([2, 3])
        ObjectiveCSupport.convert(object: managed.anyFloatObj).addObjects([Float(2.2), Float(3.3)])
        ObjectiveCSupport.convert(object: managed.anyDoubleObj).addObjects([2.2, 3.3])
        ObjectiveCSupport.convert(object: managed.anyStringObj).addObjects(["a", "b"])
        ObjectiveCSupport.convert(object: managed.anyDataObj).addObjects([Data([0]), Data([0, 0])])
        ObjectiveCSupport.convert(object: managed.anyDateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
        ObjectiveCSupport.convert(object: managed.anyDecimalObj).addObjects([Decimal128(2), Decimal128(3)])
        ObjectiveCSupport.convert(object: managed.anyObjectIdObj).addObjects([oid1, oid2])
        ObjectiveCSupport.convert(object: managed.anyUUIDObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
        ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, true, nil])
        ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 3, nil])
        ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 3.3, nil])
        ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "b", nil])
        ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0, 0]), nil])
        ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil])
        ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(3), nil])
        ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid2, nil])
        ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil])
    }
    let createObjectWithValueIndex = { (index: Int) in
        let obj = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false], [true]][index], "intObj": [[2], [3]][index], "floatObj": [[2.2], [3.3]][index], "doubleObj": [[2.2], [3.3]][index], "stringObj": [["a"], ["b"]][index], "dataObj": [[Data([0])], [Data([0, 0])]][index], "dateObj": [[Date(timeIntervalSince1970: 1)], [Date(timeIntervalSince1970: 2)]][index], "decimalObj": [[Decimal128(2)], [Decimal128(3)]][index], "objectIdObj": [[oid1], [oid2]][index], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]][index], "anyBoolObj": [[AnyRealmValue.bool(false)], [AnyRealmValue.bool(true)]][index], "anyIntObj": [[AnyRealmValue.int(2)], [AnyRealmValue.int(3)]][index], "anyFloatObj": [[AnyRealmValue.float(2.2)], [AnyRealmValue.float(3.3)]][index], "anyDoubleObj": [[AnyRealmValue.double(2.2)], [AnyRealmValue.double(3.3)]][index], "anyStringObj": [[AnyRealmValue.string("a")], [AnyRealmValue.string("b")]][index], "anyDataObj": [[AnyRealmValue.data(Data([0]))], [AnyRealmValue.data(Data([0, 0]))]][index], "anyDateObj": [[AnyRealmValue.date(Date(timeIntervalSince1970: 1))], [AnyRealmValue.date(Date(timeIntervalSince1970: 2))]][index], "anyDecimalObj": [[AnyRealmValue.decimal128(Decimal128(2))], [AnyRealmValue.decimal128(Decimal128(3))]][index], "anyObjectIdObj": [[AnyRealmValue.objectId(oid1)], [AnyRealmValue.objectId(oid2)]][index], "anyUUIDObj": [[AnyRealmValue.uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)], [AnyRealmValue.uuid(UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)]][index]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj])
        let opt = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false], [true], [NSNull()]][index], "intObj": [[2], [3], [NSNull()]][index], "floatObj": [[2.2], [3.3], [NSNull()]][index], "doubleObj": [[2.2], [3.3], [NSNull()]][index], "stringObj": [["a"], ["b"], [NSNull()]][index], "dataObj": [[Data([0])], [Data([0, 0])], [NSNull()]][index], "dateObj": [[Date(timeIntervalSince1970: 1)], [Date(timeIntervalSince1970: 2)], [NSNull()]][index], "decimalObj": [[Decimal128(2)], [Decimal128(3)], [NSNull()]][index], "objectIdObj": [[oid1], [oid2], [NSNull()]][index], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!], [NSNull()]][index]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [opt])
    }
    ObjectiveCSupport.convert(object: managed.boolObj).addObjects([false, false, true])
    ObjectiveCSupport.convert(object: managed.intObj).addObjects([2, 2, 3])
    ObjectiveCSupport.convert(object: managed.floatObj).addObjects([2.2, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.doubleObj).addObjects([2.2, 2.2, 3.3])
    ObjectiveCSupport.convert(object: managed.stringObj).addObjects(["a", "a", "b"])
    ObjectiveCSupport.convert(object: managed.dataObj).addObjects([Data([0]), Data([0]), Data([0, 0])])
    ObjectiveCSupport.convert(object: managed.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    ObjectiveCSupport.convert(object: managed.decimalObj).addObjects([Decimal128(2), Decimal128(2), Decimal128(3)])
    ObjectiveCSupport.convert(object: managed.objectIdObj).addObjects([oid1, oid1, oid2])
    ObjectiveCSupport.convert(object: managed.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    ObjectiveCSupport.convert(object: optManaged.boolObj).addObjects([false, false, nil, true, false])
    ObjectiveCSupport.convert(object: optManaged.intObj).addObjects([2, 2, nil, 3, 2])
    ObjectiveCSupport.convert(object: optManaged.floatObj).addObjects([2.2, 2.2, nil, 3.3, 2.2])
    ObjectiveCSupport.convert(object: optManaged.doubleObj).addObjects([2.2, 2.2, nil, 3.3, 2.2])
    ObjectiveCSupport.convert(object: optManaged.stringObj).addObjects(["a", "a", nil, "b", "a"])
    ObjectiveCSupport.convert(object: optManaged.dataObj).addObjects([Data([0]), Data([0]), nil, Data([0, 0]), Data([0])])
    ObjectiveCSupport.convert(object: optManaged.dateObj).addObjects([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1), nil, Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)])
    ObjectiveCSupport.convert(object: optManaged.decimalObj).addObjects([Decimal128(2), Decimal128(2), nil, Decimal128(3), Decimal128(2)])
    ObjectiveCSupport.convert(object: optManaged.objectIdObj).addObjects([oid1, oid1, nil, oid2, oid1])
    ObjectiveCSupport.convert(object: optManaged.uuidObj).addObjects([UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, nil, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a"), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data([0])), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "b"), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data([0, 0])), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(3)), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: managed.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: false), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 2.2), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "a"), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data([0])), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 1)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(2)), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid1), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: true), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: 3.3), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: "b"), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: Data([0, 0])), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: Date(timeIntervalSince1970: 2)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: Decimal128(3)), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: oid2), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!), 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.boolObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.intObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.floatObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.doubleObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.stringObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dataObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.dateObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.decimalObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.objectIdObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: optManaged.uuidObj).distinctResults(usingKeyPaths: ["self"]).index(of: nil), 1)
    realm.cancelWrite()
}


/// @avg of each numeric list of values compares in a query; other types are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryAverage
func testObjcPrimitiveArrayQueryAverage() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@avg = %@", false), reason: "Invalid keypath 'boolObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@avg = %@", "a"), reason: "Invalid keypath 'stringObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@avg = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@avg = %@", oid1), reason: "Invalid keypath 'objectIdObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@avg = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@avg = %@", false), reason: "Invalid keypath 'boolObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@avg = %@", "a"), reason: "Invalid keypath 'stringObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@avg = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@avg = %@", oid1), reason: "Invalid keypath 'objectIdObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@avg = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@avg': @avg can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@avg = %@", Date(timeIntervalSince1970: 1)), reason: "Cannot sum or average date properties")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@avg = %@", Date(timeIntervalSince1970: 1)), reason: "Cannot sum or average date properties")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg = %@", "a"), reason: "@avg on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg = %@", "a"), reason: "@avg on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg = %@", "a"), reason: "@avg on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg = %@", "a"), reason: "@avg on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg = %@", "a"), reason: "@avg on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg = %@", "a"), reason: "@avg on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg = %@", "a"), reason: "@avg on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg = %@", "a"), reason: "@avg on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'intObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'intObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@avg.prop': @avg on a collection of values must appear at the end of a keypath.")
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [], "floatObj": [], "doubleObj": [], "decimalObj": []])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [], "floatObj": [], "doubleObj": [], "decimalObj": []])
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [2], "floatObj": [Float(2.2)], "doubleObj": [2.2], "decimalObj": [Decimal128(2)]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [2], "floatObj": [Float(2.2)], "doubleObj": [2.2], "decimalObj": [Decimal128(2)]])
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [2, 3], "floatObj": [Float(2.2), Float(3.3)], "doubleObj": [2.2, 3.3], "decimalObj": [Decimal128(2), Decimal128(3)]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [2, 3], "floatObj": [Float(2.2), Float(3.3)], "doubleObj": [2.2, 3.3], "decimalObj": [Decimal128(2), Decimal128(3)]])
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(3)]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [3], "floatObj": [Float(3.3)], "doubleObj": [3.3], "decimalObj": [Decimal128(3)]])
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg != %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg != %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg != %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg != %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg != %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg != %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg != %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg != %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg >= %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg >= %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg >= %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg >= %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg >= %@", 2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg >= %@", Float(2.2)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg >= %@", 2.2).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg >= %@", Decimal128(2)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg > %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg > %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg > %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg > %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg > %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg > %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg > %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg > %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg < %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg < %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg < %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg < %@", Decimal128(3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg < %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg < %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg < %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg < %@", Decimal128(3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@avg <= %@", 3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@avg <= %@", Float(3.3)).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@avg <= %@", 3.3).count, 3)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@avg <= %@", Decimal128(3)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@avg <= %@", 3).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@avg <= %@", Float(3.3)).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@avg <= %@", 3.3).count, 3)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@avg <= %@", Decimal128(3)).count, 3)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @min of each list of values compares in a query; types without an order are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryMin
func testObjcPrimitiveArrayQueryMin() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "b"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(2), Decimal128(3)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(2), Decimal128(3)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false, true, nil][index]], "intObj": [[2, 3, nil][index]], "floatObj": [[Float(2.2), Float(3.3), nil][index]], "doubleObj": [[2.2, 3.3, nil][index]], "stringObj": [["a", "b", nil][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), nil][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil][index]], "decimalObj": [[Decimal128(2), Decimal128(3), nil][index]], "objectIdObj": [[oid1, oid2, nil][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil][index]]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@min = %@", false), reason: "Invalid keypath 'boolObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@min = %@", "a"), reason: "Invalid keypath 'stringObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@min = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@min = %@", oid1), reason: "Invalid keypath 'objectIdObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@min = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@min = %@", false), reason: "Invalid keypath 'boolObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@min = %@", "a"), reason: "Invalid keypath 'stringObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@min = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@min = %@", oid1), reason: "Invalid keypath 'objectIdObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@min = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@min': @min can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min = %@", "a"), reason: "@min on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min = %@", "a"), reason: "@min on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min = %@", "a"), reason: "@min on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min = %@", "a"), reason: "@min on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min = %@", "a"), reason: "@min on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min = %@", "a"), reason: "@min on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min = %@", "a"), reason: "@min on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min = %@", "a"), reason: "@min on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min = %@", "a"), reason: "@min on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min = %@", "a"), reason: "@min on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min.prop = %@", "a"), reason: "Invalid keypath 'intObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyIntObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyFloatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDoubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'anyDecimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min.prop = %@", "a"), reason: "Invalid keypath 'intObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@min.prop': @min on a collection of values must appear at the end of a keypath.")
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    realm.create(AllPrimitiveArrays.self, value: [:])
    realm.create(AllOptionalPrimitiveArrays.self, value: [:])
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", NSNull()).count, 1)
    createObjectWithValueIndex(0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 0)
    createObjectWithValueIndex(1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 1)
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(3), Decimal128(2)], "anyIntObj": [3, 2], "anyFloatObj": [Float(3.3), Float(2.2)], "anyDoubleObj": [3.3, 2.2], "anyDateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(3), Decimal128(2)]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(3), Decimal128(2)]])
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(2.2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 2.2).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 1)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@min == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@min == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@min == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@min == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@min == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@min == %@", Decimal128(3)).count, 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @max of each list of values compares in a query; types without an order are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryMax
func testObjcPrimitiveArrayQueryMax() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "b"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(2), Decimal128(3)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(2), Decimal128(3)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false, true, nil][index]], "intObj": [[2, 3, nil][index]], "floatObj": [[Float(2.2), Float(3.3), nil][index]], "doubleObj": [[2.2, 3.3, nil][index]], "stringObj": [["a", "b", nil][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), nil][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil][index]], "decimalObj": [[Decimal128(2), Decimal128(3), nil][index]], "objectIdObj": [[oid1, oid2, nil][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil][index]]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@max = %@", false), reason: "Invalid keypath 'boolObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@max = %@", "a"), reason: "Invalid keypath 'stringObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@max = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@max = %@", oid1), reason: "Invalid keypath 'objectIdObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@max = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@max = %@", false), reason: "Invalid keypath 'boolObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@max = %@", "a"), reason: "Invalid keypath 'stringObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@max = %@", Data(repeating: 0, count: 1)), reason: "Invalid keypath 'dataObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@max = %@", oid1), reason: "Invalid keypath 'objectIdObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@max = %@", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), reason: "Invalid keypath 'uuidObj.@max': @max can only be applied to a collection of numeric values.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max = %@", "a"), reason: "@max on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max = %@", "a"), reason: "@max on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max = %@", "a"), reason: "@max on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max = %@", "a"), reason: "@max on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max = %@", "a"), reason: "@max on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max = %@", "a"), reason: "@max on a property of type int cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max = %@", "a"), reason: "@max on a property of type float cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max = %@", "a"), reason: "@max on a property of type double cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max = %@", "a"), reason: "@max on a property of type date cannot be compared with 'a'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max = %@", "a"), reason: "@max on a property of type decimal128 cannot be compared with 'a'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max.prop = %@", "a"), reason: "Invalid keypath 'intObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyIntObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyFloatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDoubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'anyDecimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max.prop = %@", "a"), reason: "Invalid keypath 'intObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max.prop = %@", "a"), reason: "Invalid keypath 'floatObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max.prop = %@", "a"), reason: "Invalid keypath 'doubleObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max.prop = %@", "a"), reason: "Invalid keypath 'dateObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max.prop = %@", "a"), reason: "Invalid keypath 'decimalObj.@max.prop': @max on a collection of values must appear at the end of a keypath.")
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    realm.create(AllPrimitiveArrays.self, value: [:])
    realm.create(AllOptionalPrimitiveArrays.self, value: [:])
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == nil").count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", NSNull()).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", NSNull()).count, 1)
    createObjectWithValueIndex(0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 0)
    createObjectWithValueIndex(1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 1)
    realm.create(AllPrimitiveArrays.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(3), Decimal128(2)], "anyIntObj": [3, 2], "anyFloatObj": [Float(3.3), Float(2.2)], "anyDoubleObj": [3.3, 2.2], "anyDateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(3), Decimal128(2)]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["intObj": [3, 2], "floatObj": [Float(3.3), Float(2.2)], "doubleObj": [3.3, 2.2], "dateObj": [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(3), Decimal128(2)]])
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(2.2)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 2.2).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 1)).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(2)).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@max == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@max == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@max == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 2)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@max == %@", Decimal128(3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@max == %@", 3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@max == %@", Float(3.3)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@max == %@", 3.3).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@max == %@", Date(timeIntervalSince1970: 2)).count, 2)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@max == %@", Decimal128(3)).count, 2)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// ANY BETWEEN on each list of values counts the objects with a value in the range.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryBetween
func testObjcPrimitiveArrayQueryBetween() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "b"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(2), Decimal128(3)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(2), Decimal128(3)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false, true, nil][index]], "intObj": [[2, 3, nil][index]], "floatObj": [[Float(2.2), Float(3.3), nil][index]], "doubleObj": [[2.2, 3.3, nil][index]], "stringObj": [["a", "b", nil][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), nil][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil][index]], "decimalObj": [[Decimal128(2), Decimal128(3), nil][index]], "objectIdObj": [[oid1, oid2, nil][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil][index]]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [obj1])
    }
    realm.deleteAll()
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("ANY boolObj BETWEEN %@", [false, true]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("ANY stringObj BETWEEN %@", ["a", "b"]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("ANY dataObj BETWEEN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]), reason: "Operator 'BETWEEN' not supported for type 'data'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("ANY objectIdObj BETWEEN %@", [oid1, oid2]), reason: "Operator 'BETWEEN' not supported for type 'object id'")
    assertThrows(realm.objects(AllPrimitiveArrays.self).filter("ANY uuidObj BETWEEN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]), reason: "Operator 'BETWEEN' not supported for type 'uuid'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY boolObj BETWEEN %@", [false, true]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY stringObj BETWEEN %@", ["a", "b"]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dataObj BETWEEN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]), reason: "Operator 'BETWEEN' not supported for type 'data'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY objectIdObj BETWEEN %@", [oid1, oid2]), reason: "Operator 'BETWEEN' not supported for type 'object id'")
    assertThrows(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY uuidObj BETWEEN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]), reason: "Operator 'BETWEEN' not supported for type 'uuid'")
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj BETWEEN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    createObjectWithValueIndex(0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 2.2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj BETWEEN %@", [2, 2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 2.2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(2.2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 2.2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [3, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [3.3, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(3), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj BETWEEN %@", [3, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj BETWEEN %@", [3.3, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj BETWEEN %@", [Decimal128(3), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj BETWEEN %@", [3, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj BETWEEN %@", [Float(3.3), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj BETWEEN %@", [3.3, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj BETWEEN %@", [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj BETWEEN %@", [Decimal128(3), Decimal128(3)]).count, 0)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// ANY IN on each list of values counts the objects holding one of the values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryIn
func testObjcPrimitiveArrayQueryIn() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    let oid2 = ObjectId("600000000000000000000002")
    let createObjectWithValueIndex: (Int) -> Void = { index in
        let obj0 = realm.create(AllPrimitiveArrays.self, value: ["boolObj": [[false, true][index]], "intObj": [[2, 3][index]], "floatObj": [[Float(2.2), Float(3.3)][index]], "doubleObj": [[2.2, 3.3][index]], "stringObj": [["a", "b"][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "decimalObj": [[Decimal128(2), Decimal128(3)][index]], "objectIdObj": [[oid1, oid2][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]], "anyBoolObj": [[false, true][index]], "anyIntObj": [[2, 3][index]], "anyFloatObj": [[Float(2.2), Float(3.3)][index]], "anyDoubleObj": [[2.2, 3.3][index]], "anyStringObj": [["a", "b"][index]], "anyDataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)][index]], "anyDateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)][index]], "anyDecimalObj": [[Decimal128(2), Decimal128(3)][index]], "anyObjectIdObj": [[oid1, oid2][index]], "anyUUIDObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!][index]]])
        realm.create(LinkToAllPrimitiveArrays.self, value: [obj0])
        let obj1 = realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [[false, true, nil][index]], "intObj": [[2, 3, nil][index]], "floatObj": [[Float(2.2), Float(3.3), nil][index]], "doubleObj": [[2.2, 3.3, nil][index]], "stringObj": [["a", "b", nil][index]], "dataObj": [[Data(repeating: 0, count: 1), Data(repeating: 0, count: 2), nil][index]], "dateObj": [[Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), nil][index]], "decimalObj": [[Decimal128(2), Decimal128(3), nil][index]], "objectIdObj": [[oid1, oid2, nil][index]], "uuidObj": [[UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, nil][index]]])
        realm.create(LinkToAllOptionalPrimitiveArrays.self, value: [obj1])
    }
    realm.deleteAll()
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY boolObj IN %@", [false, true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj IN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY stringObj IN %@", ["a", "b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyBoolObj IN %@", [false, true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj IN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj IN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj IN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyStringObj IN %@", ["a", "b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyObjectIdObj IN %@", [oid1, oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY boolObj IN %@", [false, true]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj IN %@", [2, 3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY stringObj IN %@", ["a", "b"]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    createObjectWithValueIndex(0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY boolObj IN %@", [true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj IN %@", [3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj IN %@", [3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY stringObj IN %@", ["b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyBoolObj IN %@", [true]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj IN %@", [3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj IN %@", [Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj IN %@", [3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyStringObj IN %@", ["b"]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj IN %@", [Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyObjectIdObj IN %@", [oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY boolObj IN %@", [true]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj IN %@", [3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(3.3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj IN %@", [3.3]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY stringObj IN %@", ["b"]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 2)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(3)]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid2]).count, 0)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 0)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY boolObj IN %@", [false, true]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY intObj IN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY stringObj IN %@", ["a", "b"]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyBoolObj IN %@", [false, true]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyIntObj IN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyFloatObj IN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDoubleObj IN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyStringObj IN %@", ["a", "b"]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyDecimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyObjectIdObj IN %@", [oid1, oid2]).count, 1)
    XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("ANY anyUUIDObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY boolObj IN %@", [false, true]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY intObj IN %@", [2, 3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY floatObj IN %@", [Float(2.2), Float(3.3)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY doubleObj IN %@", [2.2, 3.3]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY stringObj IN %@", ["a", "b"]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dataObj IN %@", [Data(repeating: 0, count: 1), Data(repeating: 0, count: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY dateObj IN %@", [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY decimalObj IN %@", [Decimal128(2), Decimal128(3)]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY objectIdObj IN %@", [oid1, oid2]).count, 1)
    XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("ANY uuidObj IN %@", [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!]).count, 1)
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// @count of each list of values compares with a number in a query: objects with zero, one and two values are each counted once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryCount
func testObjcPrimitiveArrayQueryCount() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(AllPrimitiveArrays.self, value: [])
    realm.create(AllOptionalPrimitiveArrays.self, value: [])
    let oid1 = ObjectId("600000000000000000000001")
    realm.deleteAll()
    realm.create(AllPrimitiveArrays.self, value: ["boolObj": [], "intObj": [], "floatObj": [], "doubleObj": [], "stringObj": [], "dataObj": [], "dateObj": [], "decimalObj": [], "objectIdObj": [], "uuidObj": [], "anyBoolObj": [], "anyIntObj": [], "anyFloatObj": [], "anyDoubleObj": [], "anyStringObj": [], "anyDataObj": [], "anyDateObj": [], "anyDecimalObj": [], "anyObjectIdObj": [], "anyUUIDObj": []])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [], "intObj": [], "floatObj": [], "doubleObj": [], "stringObj": [], "dataObj": [], "dateObj": [], "decimalObj": [], "objectIdObj": [], "uuidObj": []])
    realm.create(AllPrimitiveArrays.self, value: ["boolObj": [false], "intObj": [2], "floatObj": [Float(2.2)], "doubleObj": [2.2], "stringObj": ["a"], "dataObj": [Data(repeating: 0, count: 1)], "dateObj": [Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2)], "objectIdObj": [oid1], "uuidObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], "anyBoolObj": [false], "anyIntObj": [2], "anyFloatObj": [Float(2.2)], "anyDoubleObj": [2.2], "anyStringObj": ["a"], "anyDataObj": [Data(repeating: 0, count: 1)], "anyDateObj": [Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(2)], "anyObjectIdObj": [oid1], "anyUUIDObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [false], "intObj": [2], "floatObj": [Float(2.2)], "doubleObj": [2.2], "stringObj": ["a"], "dataObj": [Data(repeating: 0, count: 1)], "dateObj": [Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2)], "objectIdObj": [oid1], "uuidObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]])
    realm.create(AllPrimitiveArrays.self, value: ["boolObj": [false, false], "intObj": [2, 2], "floatObj": [Float(2.2), Float(2.2)], "doubleObj": [2.2, 2.2], "stringObj": ["a", "a"], "dataObj": [Data(repeating: 0, count: 1), Data(repeating: 0, count: 1)], "dateObj": [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2), Decimal128(2)], "objectIdObj": [oid1, oid1], "uuidObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!], "anyBoolObj": [false, false], "anyIntObj": [2, 2], "anyFloatObj": [Float(2.2), Float(2.2)], "anyDoubleObj": [2.2, 2.2], "anyStringObj": ["a", "a"], "anyDataObj": [Data(repeating: 0, count: 1), Data(repeating: 0, count: 1)], "anyDateObj": [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)], "anyDecimalObj": [Decimal128(2), Decimal128(2)], "anyObjectIdObj": [oid1, oid1], "anyUUIDObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]])
    realm.create(AllOptionalPrimitiveArrays.self, value: ["boolObj": [false, false], "intObj": [2, 2], "floatObj": [Float(2.2), Float(2.2)], "doubleObj": [2.2, 2.2], "stringObj": ["a", "a"], "dataObj": [Data(repeating: 0, count: 1), Data(repeating: 0, count: 1)], "dateObj": [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1)], "decimalObj": [Decimal128(2), Decimal128(2)], "objectIdObj": [oid1, oid1], "uuidObj": [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]])
    for i in 0..<3 {
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count == %@", i).count, 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count != %@", i).count, 2)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count > %@", i).count, 2 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count >= %@", i).count, 3 - i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count < %@", i).count, i)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("boolObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("intObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("floatObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("doubleObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("stringObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dataObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("dateObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("decimalObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("objectIdObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("uuidObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyBoolObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyIntObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyFloatObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDoubleObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyStringObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDataObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDateObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyDecimalObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyObjectIdObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllPrimitiveArrays.self).filter("anyUUIDObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("boolObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("intObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("floatObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("doubleObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("stringObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dataObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("dateObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("decimalObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("objectIdObj.@count <= %@", i).count, i + 1)
        XCTAssertEqual(realm.objects(AllOptionalPrimitiveArrays.self).filter("uuidObj.@count <= %@", i).count, i + 1)
    }
    if realm.isInWriteTransaction {
        realm.cancelWrite()
    }
}

/// Querying an unmanaged list of values is refused: only managed lists can be queried; a managed list of values, or its sorted results, refuses a query as not implemented.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testFilter
func testObjcPrimitiveArrayFilter() throws {
    let realm = try Realm()
    let unmanaged = AllPrimitiveArrays()
    let optUnmanaged = AllOptionalPrimitiveArrays()
    realm.beginWrite()
    let managed = realm.create(AllPrimitiveArrays.self, value: [])
    let optManaged = realm.create(AllOptionalPrimitiveArrays.self, value: [])
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).objects(where: "TRUEPREDICATE"), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.boolObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.intObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.floatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.doubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.stringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.dateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.decimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.objectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.uuidObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyBoolObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyIntObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyFloatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDoubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyStringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyDecimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyObjectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: unmanaged.anyUUIDObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.boolObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.intObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.floatObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.doubleObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.stringObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dataObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.dateObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.decimalObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.objectIdObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(ObjectiveCSupport.convert(object: optUnmanaged.uuidObj).objects(with: NSPredicate(value: true)), reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
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

// The same models as the Objective-C tests declare them: RLMObject classes
// whose properties are RLMArrays of values, each made with the element's
// RLMPropertyType and whether it holds nil. The scenarios below loop over a
// table of element kinds (the RLMPropertyType, the name Realm's messages use,
// two values) for unmanaged and managed objects of both classes.

class RLMPrimitiveArrays: RLMObject {
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: false)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: false)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMArray<NSObject>(objectType: .any, optional: false)
}

class RLMOptionalPrimitiveArrays: RLMObject {
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: true)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: true)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: true)
}

/// Each RLMArray of values answers the RLMPropertyType it was declared with, `.any` for the mixed ones, required or optional.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testType
func testObjcPrimitiveArrayType() throws {
    let unmanaged = RLMPrimitiveArrays()
    let optUnmanaged = RLMOptionalPrimitiveArrays()
    let types: [RLMPropertyType] = [.bool, .int, .float, .double, .string, .data, .date]
    let required = [unmanaged.boolObj, unmanaged.intObj, unmanaged.floatObj, unmanaged.doubleObj, unmanaged.stringObj, unmanaged.dataObj, unmanaged.dateObj]
    let optional = [optUnmanaged.boolObj, optUnmanaged.intObj, optUnmanaged.floatObj, optUnmanaged.doubleObj, optUnmanaged.stringObj, optUnmanaged.dataObj, optUnmanaged.dateObj]
    for i in 0..<types.count {
        XCTAssertEqual(required[i].type, types[i])
        XCTAssertEqual(optional[i].type, types[i])
    }
    let mixed = [unmanaged.anyBoolObj, unmanaged.anyIntObj, unmanaged.anyFloatObj, unmanaged.anyDoubleObj, unmanaged.anyStringObj,
                 unmanaged.anyDataObj, unmanaged.anyDateObj, unmanaged.anyDecimalObj, unmanaged.anyObjectIdObj, unmanaged.anyUUIDObj]
    for array in mixed {
        XCTAssertEqual(array.type, .any)
    }
}

/// min(ofProperty: "self") of an RLMArray of values: refused for bool, string, data, object id and uuid elements in the words of the unmanaged array (`minOfProperty: is not supported for bool array`, `bool?` when optional) and of the managed list (`Operation 'min' not supported for bool list 'Class.property'`); nil while empty; then the least value as an NSNumber, NSDate or Decimal128, nil elements skipped, mixed elements included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testMin
func testObjcPrimitiveArrayMin() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveArrays.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveArrays()
    let optUnmanaged = RLMOptionalPrimitiveArrays()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i]) array")
            } else {
                assertThrows(arrays[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i]) list 'RLMPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i])? array")
            } else {
                assertThrows(arrays[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i])? list 'RLMOptionalPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(array.min(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addObjects([Decimal128(2), Decimal128(3)])
        for array in [o.intObj, o.anyIntObj] { XCTAssertEqual(array.min(ofProperty: "self") as! NSNumber, 2) }
        for array in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(array.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber) }
        for array in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(array.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber) }
        for array in [o.dateObj, o.anyDateObj] { XCTAssertEqual(array.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate) }
        for array in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(array.min(ofProperty: "self") as! RLMDecimal128, Decimal128(2)) }
    }
    for o in [optUnmanaged, optManaged] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(array.min(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate, NSNull()])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3), NSNull()])
        XCTAssertEqual(o.intObj.min(ofProperty: "self") as! NSNumber, 2)
        XCTAssertEqual(o.floatObj.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber)
        XCTAssertEqual(o.dateObj.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate)
        XCTAssertEqual(o.decimalObj.min(ofProperty: "self") as! RLMDecimal128, Decimal128(2))
    }
    realm.cancelWriteTransaction()
}

/// max(ofProperty: "self") of an RLMArray of values: refused for bool, string, data, object id and uuid elements, unmanaged (`maxOfProperty: is not supported for bool array`) and managed (`Operation 'max' not supported for bool list 'Class.property'`); nil while empty; then the greatest value, nil elements skipped, mixed elements included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testMax
func testObjcPrimitiveArrayMax() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveArrays.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveArrays()
    let optUnmanaged = RLMOptionalPrimitiveArrays()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i]) array")
            } else {
                assertThrows(arrays[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i]) list 'RLMPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i])? array")
            } else {
                assertThrows(arrays[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i])? list 'RLMOptionalPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(array.max(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addObjects([Decimal128(2), Decimal128(3)])
        for array in [o.intObj, o.anyIntObj] { XCTAssertEqual(array.max(ofProperty: "self") as! NSNumber, 3) }
        for array in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(array.max(ofProperty: "self") as! NSNumber, 3.3 as Float as NSNumber) }
        for array in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(array.max(ofProperty: "self") as! NSNumber, 3.3 as NSNumber) }
        for array in [o.dateObj, o.anyDateObj] { XCTAssertEqual(array.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 2) as NSDate) }
        for array in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(array.max(ofProperty: "self") as! RLMDecimal128, Decimal128(3)) }
    }
    for o in [optUnmanaged, optManaged] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(array.max(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.dateObj.addObjects([Date(timeIntervalSince1970: 1) as NSDate, Date(timeIntervalSince1970: 2) as NSDate, NSNull()])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3), NSNull()])
        XCTAssertEqual(o.intObj.max(ofProperty: "self") as! NSNumber, 3)
        XCTAssertEqual(o.floatObj.max(ofProperty: "self") as! NSNumber, 3.3 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.max(ofProperty: "self") as! NSNumber, 3.3 as NSNumber)
        XCTAssertEqual(o.dateObj.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 2) as NSDate)
        XCTAssertEqual(o.decimalObj.max(ofProperty: "self") as! RLMDecimal128, Decimal128(3))
    }
    realm.cancelWriteTransaction()
}

/// sum(ofProperty: "self") of an RLMArray of values: refused for bool, string, data, date, object id and uuid elements, unmanaged (`sumOfProperty: is not supported for date array`) and managed (`Operation 'sum' not supported for date list 'Class.property'`); 0 while empty; then the total of the numbers, nil elements skipped, read as an NSNumber's doubleValue (a Decimal128's for decimals).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSum
func testObjcPrimitiveArraySum() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveArrays.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveArrays()
    let optUnmanaged = RLMOptionalPrimitiveArrays()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i]) array")
            } else {
                assertThrows(arrays[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i]) list 'RLMPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i])? array")
            } else {
                assertThrows(arrays[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i])? list 'RLMOptionalPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj] {
            XCTAssertEqual(array.sum(ofProperty: "self") as! NSNumber, 0)
        }
        for array in [o.decimalObj, o.anyDecimalObj] {
            XCTAssertEqual((array.sum(ofProperty: "self") as! NSNumber).doubleValue, 0)
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDecimalObj.addObjects([Decimal128(2), Decimal128(3)])
        for array in [o.intObj, o.anyIntObj] { XCTAssertEqual((array.sum(ofProperty: "self") as! NSNumber).doubleValue, 5, accuracy: 0.001) }
        for array in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((array.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        }
        for array in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual((array.sum(ofProperty: "self") as! RLMDecimal128).doubleValue, 5, accuracy: 0.001) }
    }
    for o in [optUnmanaged, optManaged] {
        for array in [o.intObj, o.floatObj, o.doubleObj] {
            XCTAssertEqual(array.sum(ofProperty: "self") as! NSNumber, 0)
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3), NSNull()])
        XCTAssertEqual((o.intObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5, accuracy: 0.001)
        XCTAssertEqual((o.floatObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        XCTAssertEqual((o.doubleObj.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        XCTAssertEqual((o.decimalObj.sum(ofProperty: "self") as! RLMDecimal128).doubleValue, 5, accuracy: 0.001)
    }
    realm.cancelWriteTransaction()
}

/// average(ofProperty: "self") of an RLMArray of values: refused for bool, string, data, date, object id and uuid elements, unmanaged (`averageOfProperty: is not supported for date array`) and managed (`Operation 'average' not supported for date list 'Class.property'`); nil while empty; then the mean of the numbers, nil elements not counted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testAverage
func testObjcPrimitiveArrayAverage() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveArrays.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])
    let unmanaged = RLMPrimitiveArrays()
    let optUnmanaged = RLMOptionalPrimitiveArrays()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [unmanaged, managed] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i]) array")
            } else {
                assertThrows(arrays[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i]) list 'RLMPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [optUnmanaged, optManaged] {
        let arrays = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            if o.realm == nil {
                assertThrows(arrays[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i])? array")
            } else {
                assertThrows(arrays[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i])? list 'RLMOptionalPrimitiveArrays.\(refusedProperties[i])'")
            }
        }
    }
    for o in [unmanaged, managed] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj] {
            XCTAssertNil(array.average(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3)])
        o.anyIntObj.addObjects([2 as NSNumber, 3 as NSNumber])
        o.anyFloatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber])
        o.anyDoubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber])
        o.anyDecimalObj.addObjects([Decimal128(2), Decimal128(3)])
        for array in [o.intObj, o.anyIntObj] { XCTAssertEqual((array.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5, accuracy: 0.001) }
        for array in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((array.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        }
        for array in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual((array.average(ofProperty: "self") as! RLMDecimal128).doubleValue, 2.5, accuracy: 0.001) }
    }
    for o in [optUnmanaged, optManaged] {
        for array in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj] {
            XCTAssertNil(array.average(ofProperty: "self"))
        }
        o.intObj.addObjects([2 as NSNumber, 3 as NSNumber, NSNull()])
        o.floatObj.addObjects([2.2 as Float as NSNumber, 3.3 as Float as NSNumber, NSNull()])
        o.doubleObj.addObjects([2.2 as NSNumber, 3.3 as NSNumber, NSNull()])
        o.decimalObj.addObjects([Decimal128(2), Decimal128(3), NSNull()])
        XCTAssertEqual((o.intObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5, accuracy: 0.001)
        XCTAssertEqual((o.floatObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        XCTAssertEqual((o.doubleObj.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        XCTAssertEqual((o.decimalObj.average(ofProperty: "self") as! RLMDecimal128).doubleValue, 2.5, accuracy: 0.001)
    }
    realm.cancelWriteTransaction()
}

/// addObject: on an RLMArray of values refuses a value of another type, and nil where the elements are required, naming the value and the expected type (`int`, `int?` when optional, `object id`), unmanaged and managed, before anything is added; the values it takes, nil included where optional, read back in order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testAddObject
func testObjcPrimitiveArrayAddObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    for o in [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].add(wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].add(wrong), reason: "' for expected type '\(kinds[i])'")
            assertThrows(arrays[i].add(NSNull()), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(arrays[i].count, 0)
            arrays[i].add(firsts[i])
            XCTAssertEqual(arrays[i][0], firsts[i])
        }
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<mixed.count {
            mixed[i].add(firsts[i])
            XCTAssertEqual(mixed[i][0] as! NSObject, firsts[i])
        }
    }
    for o in [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].add(wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].add(wrong), reason: "' for expected type '\(kinds[i])?'")
            XCTAssertEqual(arrays[i].count, 0)
            arrays[i].add(firsts[i])
            arrays[i].add(NSNull())
            XCTAssertEqual(arrays[i][0], firsts[i])
            XCTAssertEqual(arrays[i][1], NSNull())
        }
    }
    realm.cancelWriteTransaction()
}

/// addObjects: on an RLMArray of values refuses a value of another type, and nil where the elements are required, before anything is added; the values it takes read back in order, nil last where optional, mixed ones as given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testAddObjects
func testObjcPrimitiveArrayAddObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for o in [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].addObjects([wrong]), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].addObjects([wrong]), reason: "' for expected type '\(kinds[i])'")
            assertThrows(arrays[i].addObjects([NSNull()]), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(arrays[i].count, 0)
            arrays[i].addObjects([firsts[i], seconds[i]])
            XCTAssertEqual(arrays[i][0], firsts[i])
            XCTAssertEqual(arrays[i][1], seconds[i])
        }
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<mixed.count {
            mixed[i].addObjects([firsts[i], seconds[i]])
            XCTAssertEqual(mixed[i][0] as! NSObject, firsts[i])
            XCTAssertEqual(mixed[i][1] as! NSObject, seconds[i])
        }
    }
    for o in [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].addObjects([wrong]), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].addObjects([wrong]), reason: "' for expected type '\(kinds[i])?'")
            arrays[i].addObjects([firsts[i], seconds[i], NSNull()])
            XCTAssertEqual(arrays[i][0], firsts[i])
            XCTAssertEqual(arrays[i][1], seconds[i])
            XCTAssertEqual(arrays[i][2], NSNull())
        }
    }
    realm.cancelWriteTransaction()
}

/// insertObject:atIndex: on an RLMArray of values refuses a value of another type and, where required, nil; past the end (index 1 of an empty array) it is refused with `Index 1 is out of bounds (must be less than 1).`; a value inserted at 0 goes before the ones there, and nil inserted at 1 of an optional array lands between them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testInsertObject
func testObjcPrimitiveArrayInsertObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for o in [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].insert(wrong, at: 0), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].insert(wrong, at: 0), reason: "' for expected type '\(kinds[i])'")
            assertThrows(arrays[i].insert(NSNull(), at: 0), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            for array in [arrays[i], mixed[i]] {
                assertThrows(array.insert(firsts[i], at: 1), reason: "Index 1 is out of bounds (must be less than 1).")
                array.insert(firsts[i], at: 0)
                XCTAssertEqual(array[0] as! NSObject, firsts[i])
                array.insert(seconds[i], at: 0)
                XCTAssertEqual(array[0] as! NSObject, seconds[i])
                XCTAssertEqual(array[1] as! NSObject, firsts[i])
            }
        }
    }
    for o in [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].insert(wrong, at: 0), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].insert(wrong, at: 0), reason: "' for expected type '\(kinds[i])?'")
            assertThrows(arrays[i].insert(firsts[i], at: 1), reason: "Index 1 is out of bounds (must be less than 1).")
            arrays[i].insert(firsts[i], at: 0)
            XCTAssertEqual(arrays[i][0], firsts[i])
            arrays[i].insert(seconds[i], at: 0)
            arrays[i].insert(NSNull(), at: 1)
            XCTAssertEqual(arrays[i][0], seconds[i])
            XCTAssertEqual(arrays[i][1], NSNull())
            XCTAssertEqual(arrays[i][2], firsts[i])
        }
    }
    realm.cancelWriteTransaction()
}

/// deleteObjects(_:) of an RLMRealm given an RLMArray of values, unmanaged or managed, required, optional or mixed, is refused: `Cannot delete objects from RLMArray`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testDeleteObjectsInRealm
func testObjcPrimitiveArrayDeleteObjectsInRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for o in [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])] {
        for array in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                      o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                      o.anyObjectIdObj, o.anyUUIDObj] {
            assertThrows(realm.deleteObjects(array), reason: "Cannot delete objects from RLMArray")
        }
    }
    for o in [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])] {
        for array in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj] {
            assertThrows(realm.deleteObjects(array), reason: "Cannot delete objects from RLMArray")
        }
    }
    realm.cancelWriteTransaction()
}

/// replaceObject(at:with:) on an RLMArray of values: index 0 of an empty array is refused (`Index 0 is out of bounds (must be less than 0).`); a value replaces the one there, and nil does where optional; a value of another type, or nil where required, is refused naming the expected type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testReplace
func testObjcPrimitiveArrayReplace() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for o in [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<arrays.count {
            for array in [arrays[i], mixed[i]] {
                assertThrows(array.replaceObject(at: 0, with: firsts[i]), reason: "Index 0 is out of bounds (must be less than 0).")
                array.add(firsts[i])
                array.replaceObject(at: 0, with: seconds[i])
                XCTAssertEqual(array[0] as! NSObject, seconds[i])
            }
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].replaceObject(at: 0, with: wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].replaceObject(at: 0, with: wrong), reason: "' for expected type '\(kinds[i])'")
            assertThrows(arrays[i].replaceObject(at: 0, with: NSNull()), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(arrays[i][0], seconds[i])
        }
    }
    for o in [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])] {
        let arrays = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        for i in 0..<arrays.count {
            assertThrows(arrays[i].replaceObject(at: 0, with: firsts[i]), reason: "Index 0 is out of bounds (must be less than 0).")
            arrays[i].add(firsts[i])
            arrays[i].replaceObject(at: 0, with: seconds[i])
            XCTAssertEqual(arrays[i][0], seconds[i])
            arrays[i].replaceObject(at: 0, with: NSNull())
            XCTAssertEqual(arrays[i][0], NSNull())
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(arrays[i].replaceObject(at: 0, with: wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(arrays[i].replaceObject(at: 0, with: wrong), reason: "' for expected type '\(kinds[i])?'")
        }
    }
    realm.cancelWriteTransaction()
}

/// moveObject(at:to:) and exchangeObject(at:withObjectAt:) on an empty RLMArray of values are refused naming the first index (`Index 0 is out of bounds (must be less than 0).`, then index 1); on [a, b, a, b], moving 2 to 0 and exchanging 2 with 1 both give [a, a, b, b], for every kind of value, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testMove
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testExchange
func testObjcPrimitiveArrayMoveAndExchange() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let required = [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: [])]
    let optional = [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: [])]
    for exchange in [false, true] {
        for i in 0..<firsts.count {
            var arrays: [RLMArray<NSObject>] = []
            for o in required { arrays += [[o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj][i],
                                           [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj][i]] }
            for o in optional { arrays += [[o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj][i]] }
            for array in arrays {
                array.removeAllObjects()
                if exchange {
                    assertThrows(array.exchangeObject(at: 0, withObjectAt: 1), reason: "Index 0 is out of bounds (must be less than 0).")
                    assertThrows(array.exchangeObject(at: 1, withObjectAt: 0), reason: "Index 1 is out of bounds (must be less than 0).")
                } else {
                    assertThrows(array.moveObject(at: 0, to: 1), reason: "Index 0 is out of bounds (must be less than 0).")
                    assertThrows(array.moveObject(at: 1, to: 0), reason: "Index 1 is out of bounds (must be less than 0).")
                }
                array.addObjects([firsts[i], seconds[i], firsts[i], seconds[i]])
                if exchange { array.exchangeObject(at: 2, withObjectAt: 1) } else { array.moveObject(at: 2, to: 0) }
                XCTAssertEqual(array[0] as! NSObject, firsts[i])
                XCTAssertEqual(array[1] as! NSObject, firsts[i])
                XCTAssertEqual(array[2] as! NSObject, seconds[i])
                XCTAssertEqual(array[3] as! NSObject, seconds[i])
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKey: "self") of an RLMArray of values is an NSArray of its elements in order, empty at first, nil elements included where optional, mixed elements as the objects they hold.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testValueForKeySelf
func testObjcPrimitiveArrayValueForKeySelf() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) : RLMOptionalPrimitiveArrays()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for array in [required[i], mixed[i], optional[i]] {
                XCTAssertEqual(array.value(forKey: "self") as! NSArray, [] as NSArray)
            }
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([firsts[i], seconds[i], NSNull()])
            XCTAssertEqual(required[i].value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual(mixed[i].value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual(optional[i].value(forKey: "self") as! NSArray, [firsts[i], seconds[i], NSNull()] as NSArray)
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKeyPath:) with @min, @max, @sum and @avg of self on RLMArrays of ints, floats, doubles, dates and decimals, required, optional or mixed, unmanaged or managed: nil, nil, 0 and nil while empty; then the least and greatest values, and for numbers the total and the mean, nil elements left out.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testValueForKeyNumericAggregates
func testObjcPrimitiveArrayValueForKeyNumericAggregates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(2), Date(timeIntervalSince1970: 1) as NSDate]
    let seconds: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(3), Date(timeIntervalSince1970: 2) as NSDate]
    let sums = [5.0, 5.5, 5.5, 5.0]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) : RLMOptionalPrimitiveArrays()
        let required = [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.dateObj]
        let optional = [p.intObj, p.floatObj, p.doubleObj, p.decimalObj, p.dateObj]
        let mixed = [o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj, o.anyDateObj]
        for i in 0..<firsts.count {
            // The mixed ones are checked for @min and @max only, the ints among them once managed.
            var arrays = [required[i], optional[i]]
            if i > 0 || managed { arrays.append(mixed[i]) }
            for array in arrays {
                XCTAssertNil(array.value(forKeyPath: "@min.self"))
                XCTAssertNil(array.value(forKeyPath: "@max.self"))
            }
            if i < sums.count {
                for array in [required[i], optional[i]] {
                    XCTAssertEqual((array.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, 0)
                    XCTAssertNil(array.value(forKeyPath: "@avg.self"))
                }
            }
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([firsts[i], seconds[i], NSNull()])
            for array in arrays {
                XCTAssertEqual(array.value(forKeyPath: "@min.self") as! NSObject, firsts[i])
                XCTAssertEqual(array.value(forKeyPath: "@max.self") as! NSObject, seconds[i])
            }
            if i < sums.count {
                for array in [required[i], optional[i]] {
                    XCTAssertEqual((array.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, sums[i], accuracy: 0.001)
                    XCTAssertEqual((array.value(forKeyPath: "@avg.self") as! NSNumber).doubleValue, sums[i] / 2, accuracy: 0.001)
                }
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKey: "length") of an RLMArray of values is an empty NSArray while empty, whatever its type; of strings, the NSArray of each string's length, nil elements giving nil, mixed strings too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testValueForKeyLength
func testObjcPrimitiveArrayValueForKeyLength() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) : RLMOptionalPrimitiveArrays()
        for array in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                      o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                      o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                      p.decimalObj, p.objectIdObj, p.uuidObj] {
            XCTAssertEqual(array.value(forKey: "length") as! NSArray, [] as NSArray)
        }
        o.stringObj.addObjects(["a" as NSString, "bc" as NSString])
        o.anyStringObj.addObjects(["a" as NSString, "bc" as NSString])
        p.stringObj.addObjects(["a" as NSString, "bc" as NSString, NSNull()])
        XCTAssertEqual(o.stringObj.value(forKey: "length") as! NSArray, [1, 2] as NSArray)
        XCTAssertEqual(o.anyStringObj.value(forKey: "length") as! NSArray, [1, 2] as NSArray)
        XCTAssertEqual(p.stringObj.value(forKey: "length") as! NSArray, [1 as NSNumber, 2 as NSNumber, NSNull()] as NSArray)
    }
    realm.cancelWriteTransaction()
}

/// Sorting an RLMArray of values: unmanaged, by key path or by descriptors, it is refused (`This method may only be called on RLMArray instances retrieved from an RLMRealm`); managed, by a key path other than self (`can only be sorted on 'self'`); by no descriptors it keeps its order, by self it orders the values descending or ascending, nil last descending and first ascending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSort
func testObjcPrimitiveArraySort() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let refusal = "This method may only be called on RLMArray instances retrieved from an RLMRealm"
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) : RLMOptionalPrimitiveArrays()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for array in [required[i], mixed[i], optional[i]] {
                if managed {
                    assertThrows(array.sortedResults(usingKeyPath: "not self", ascending: false), reason: "can only be sorted on 'self'")
                } else {
                    assertThrows(array.sortedResults(usingKeyPath: "self", ascending: false), reason: refusal)
                    assertThrows(array.sortedResults(using: []), reason: refusal)
                }
            }
            guard managed else { continue }
            required[i].addObjects([firsts[i], seconds[i], firsts[i]])
            optional[i].addObjects([firsts[i], seconds[i], NSNull(), seconds[i], firsts[i]])
            XCTAssertEqual(required[i].sortedResults(using: []).value(forKey: "self") as! NSArray, [firsts[i], seconds[i], firsts[i]] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(using: []).value(forKey: "self") as! NSArray,
                           [firsts[i], seconds[i], NSNull(), seconds[i], firsts[i]] as NSArray)
            XCTAssertEqual(required[i].sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray,
                           [seconds[i], firsts[i], firsts[i]] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray,
                           [seconds[i], seconds[i], firsts[i], firsts[i], NSNull()] as NSArray)
            XCTAssertEqual(required[i].sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray,
                           [firsts[i], firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray,
                           [NSNull(), firsts[i], firsts[i], seconds[i], seconds[i]] as NSArray)
        }
    }
    realm.cancelWriteTransaction()
}

class RLMLinkToPrimitiveArrays: RLMObject {
    @objc dynamic var link: RLMPrimitiveArrays?
}

class RLMLinkToOptionalPrimitiveArrays: RLMObject {
    @objc dynamic var link: RLMOptionalPrimitiveArrays?
}

/// =, !=, >, >=, < and <= with ANY over RLMArrays of values, required, optional and mixed, directly and through a link: nothing matches while there are no objects; after one object holding each first value, and again after a second holding each second value, each operator counts the objects of which some element compares so, binary values ordered byte by byte; ordering a bool, object id or uuid array is refused (`Operator '>' not supported for type 'bool'`).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryBasicOperators
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQueryBasicOperatorsOverLink
func testObjcPrimitiveArrayQueryBasicOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let properties = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedProperties = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                           "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let ordered = [false, true, true, true, true, true, true, true, false, false]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let createObjectWithValueIndex: (Int) -> Void = { index in
        var required: [String: Any] = [:]
        var optional: [String: Any] = [:]
        for i in 0..<properties.count {
            let value = [firsts[i], seconds[i]][index]
            required[properties[i]] = [value]
            required[mixedProperties[i]] = [value]
            optional[properties[i]] = [value]
        }
        RLMLinkToPrimitiveArrays.create(in: realm, withValue: [RLMPrimitiveArrays.create(in: realm, withValue: required)])
        RLMLinkToOptionalPrimitiveArrays.create(in: realm, withValue: [RLMOptionalPrimitiveArrays.create(in: realm, withValue: optional)])
    }
    // Each comparison counts the same on the required, optional and mixed arrays, directly and through a link.
    let check: (Int, String, NSObject, Int) -> Void = { i, op, value, count in
        XCTAssertEqual(RLMPrimitiveArrays.objects(in: realm, where: "ANY \(properties[i]) \(op) %@", value).count, UInt(count))
        XCTAssertEqual(RLMOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(properties[i]) \(op) %@", value).count, UInt(count))
        XCTAssertEqual(RLMPrimitiveArrays.objects(in: realm, where: "ANY \(mixedProperties[i]) \(op) %@", value).count, UInt(count))
        XCTAssertEqual(RLMLinkToPrimitiveArrays.objects(in: realm, where: "ANY link.\(properties[i]) \(op) %@", value).count, UInt(count))
        XCTAssertEqual(RLMLinkToOptionalPrimitiveArrays.objects(in: realm, where: "ANY link.\(properties[i]) \(op) %@", value).count, UInt(count))
        XCTAssertEqual(RLMLinkToPrimitiveArrays.objects(in: realm, where: "ANY link.\(mixedProperties[i]) \(op) %@", value).count, UInt(count))
    }
    for i in 0..<properties.count {
        check(i, "=", firsts[i], 0)
        check(i, "!=", firsts[i], 0)
        if ordered[i] {
            for op in [">", ">=", "<", "<="] { check(i, op, firsts[i], 0) }
        }
    }
    createObjectWithValueIndex(0)
    for i in 0..<properties.count {
        check(i, "=", seconds[i], 0)
        check(i, "=", firsts[i], 1)
        check(i, "!=", firsts[i], 0)
        check(i, "!=", seconds[i], 1)
        if ordered[i] {
            check(i, ">", firsts[i], 0)
            check(i, ">=", firsts[i], 1)
            check(i, "<", firsts[i], 0)
            check(i, "<", seconds[i], 1)
            check(i, "<=", firsts[i], 1)
        }
    }
    createObjectWithValueIndex(1)
    for i in 0..<properties.count {
        check(i, "=", firsts[i], 1)
        check(i, "=", seconds[i], 1)
        check(i, "!=", firsts[i], 1)
        check(i, "!=", seconds[i], 1)
        if ordered[i] {
            check(i, ">", firsts[i], 1)
            check(i, ">=", firsts[i], 2)
            check(i, "<", firsts[i], 0)
            check(i, "<", seconds[i], 1)
            check(i, "<=", firsts[i], 1)
            check(i, "<=", seconds[i], 2)
        }
    }
    let refused = ["bool", "object id", "uuid"]
    let refusedIndexes = [0, 8, 9]
    for k in 0..<refused.count {
        let i = refusedIndexes[k]
        assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "ANY \(properties[i]) > %@", firsts[i]), reason: "Operator '>' not supported for type '\(refused[k])'")
        assertThrows(RLMOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(properties[i]) > %@", firsts[i]), reason: "Operator '>' not supported for type '\(refused[k])'")
        assertThrows(RLMLinkToPrimitiveArrays.objects(in: realm, where: "ANY link.\(properties[i]) > %@", firsts[i]), reason: "Operator '>' not supported for type '\(refused[k])'")
        assertThrows(RLMLinkToOptionalPrimitiveArrays.objects(in: realm, where: "ANY link.\(properties[i]) > %@", firsts[i]), reason: "Operator '>' not supported for type '\(refused[k])'")
    }
    realm.cancelWriteTransaction()
}

/// After the realm is invalidated, an RLMArray of values still answers its class facts and its realm, and refuses every other read and change as invalidated: count, reads by index, first and last, every mutation, index(of:), sorting, subscripts, key-value coding and enumeration.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testAllMethodsCheckForInvalidation
func testObjcPrimitiveArrayAfterInvalidate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let array = RLMPrimitiveArrays.create(in: realm, withValue: []).intObj
    realm.cancelWriteTransaction()
    realm.invalidate()
    XCTAssertNil(array.objectClassName)
    XCTAssertNotNil(array.realm)
    XCTAssertTrue(array.isInvalidated)
    assertThrows(array.count, reason: "invalidated")
    assertThrows(array.object(at: 0), reason: "invalidated")
    assertThrows(array.firstObject(), reason: "invalidated")
    assertThrows(array.lastObject(), reason: "invalidated")
    assertThrows(array.add(0 as NSNumber), reason: "invalidated")
    assertThrows(array.addObjects([0 as NSNumber]), reason: "invalidated")
    assertThrows(array.insert(0 as NSNumber, at: 0), reason: "invalidated")
    assertThrows(array.removeObject(at: 0), reason: "invalidated")
    assertThrows(array.removeLastObject(), reason: "invalidated")
    assertThrows(array.removeAllObjects(), reason: "invalidated")
    assertThrows(array.replaceObject(at: 0, with: 0 as NSNumber), reason: "invalidated")
    assertThrows(array.moveObject(at: 0, to: 1), reason: "invalidated")
    assertThrows(array.exchangeObject(at: 0, withObjectAt: 1), reason: "invalidated")
    assertThrows(array.index(of: 1 as NSNumber), reason: "invalidated")
    assertThrows(array.sortedResults(usingKeyPath: "self", ascending: true), reason: "invalidated")
    assertThrows(array.sortedResults(using: [RLMSortDescriptor(keyPath: "self", ascending: true)]), reason: "invalidated")
    assertThrows(array[0], reason: "invalidated")
    assertThrows(array[0] = 0 as NSNumber, reason: "invalidated")
    assertThrows(array.value(forKey: "self"), reason: "invalidated")
    assertThrows(array.setValue(1 as NSNumber, forKey: "self"), reason: "invalidated")
    var seen = 0
    assertThrows({ for _ in array { seen += 1 } }(), reason: "invalidated")
    XCTAssertEqual(seen, 0)
}

/// Creates, for each of 40 words of up to three letters from á, ó and ú (the empty one included), four objects of
/// each class holding one value in `property`: the word, its upper case, and both without diacritics (a string, or
/// its UTF-8 bytes for `dataObj`), with an object linking to each when `throughLink`; then counts the objects
/// whose array holds a value comparing so with a, á, A and Á, for the operators of `groups` (==, !=, CONTAINS,
/// BEGINSWITH, ENDSWITH) plain and with [c], [d] and [cd]. Comparing a required array with nil is refused; an
/// optional one's never matches with ==, matches all with !=, and CONTAINS nil matches nothing.
func runPrimitiveArraySubstringQueries(_ property: String, _ throughLink: Bool, _ groups: [String]) throws {
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
        let required = RLMPrimitiveArrays.create(in: realm, withValue: values)
        let optional = RLMOptionalPrimitiveArrays.create(in: realm, withValue: values)
        if throughLink {
            RLMLinkToPrimitiveArrays.create(in: realm, withValue: [required])
            RLMLinkToOptionalPrimitiveArrays.create(in: realm, withValue: [optional])
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
            XCTAssertEqual(RLMLinkToPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMLinkToOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        } else {
            XCTAssertEqual(RLMPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        }
    }
    let testNull: (String, Int) -> Void = { op, count in
        let refusal = "Cannot compare value '(null)' of type '(null)' to property '\(property)' of type '\(isData ? "data" : "string")'"
        if throughLink {
            assertThrows(RLMLinkToPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMLinkToOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
        } else {
            assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMOptionalPrimitiveArrays.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
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

/// == plain and with [c], [d] and [cd] over an RLMArray of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEqualOnStrings() throws {
    try runPrimitiveArraySubstringQueries("stringObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMArray of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required array and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayNotEqualOnStrings() throws {
    try runPrimitiveArraySubstringQueries("stringObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMArray of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayContainsOnStrings() throws {
    try runPrimitiveArraySubstringQueries("stringObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMArray of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayBeginsWithOnStrings() throws {
    try runPrimitiveArraySubstringQueries("stringObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMArray of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEndsWithOnStrings() throws {
    try runPrimitiveArraySubstringQueries("stringObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMArray of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEqualOnStringsThroughLink() throws {
    try runPrimitiveArraySubstringQueries("stringObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMArray of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required array and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayNotEqualOnStringsThroughLink() throws {
    try runPrimitiveArraySubstringQueries("stringObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMArray of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayContainsOnStringsThroughLink() throws {
    try runPrimitiveArraySubstringQueries("stringObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMArray of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayBeginsWithOnStringsThroughLink() throws {
    try runPrimitiveArraySubstringQueries("stringObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMArray of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEndsWithOnStringsThroughLink() throws {
    try runPrimitiveArraySubstringQueries("stringObj", true, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEqualOnData() throws {
    try runPrimitiveArraySubstringQueries("dataObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required array and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayNotEqualOnData() throws {
    try runPrimitiveArraySubstringQueries("dataObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayContainsOnData() throws {
    try runPrimitiveArraySubstringQueries("dataObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayBeginsWithOnData() throws {
    try runPrimitiveArraySubstringQueries("dataObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEndsWithOnData() throws {
    try runPrimitiveArraySubstringQueries("dataObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEqualOnDataThroughLink() throws {
    try runPrimitiveArraySubstringQueries("dataObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required array and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayNotEqualOnDataThroughLink() throws {
    try runPrimitiveArraySubstringQueries("dataObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required array and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayContainsOnDataThroughLink() throws {
    try runPrimitiveArraySubstringQueries("dataObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayBeginsWithOnDataThroughLink() throws {
    try runPrimitiveArraySubstringQueries("dataObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMArray of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSubstringQueries
func testObjcPrimitiveArrayEndsWithOnDataThroughLink() throws {
    try runPrimitiveArraySubstringQueries("dataObj", true, ["ENDSWITH"])
}

/// Assigning to the int array property of an RLMObject, unmanaged and then managed, refuses NSNull, a string and a string after a number, each naming the value, its class (approximated) and the property, and refuses the float array and the optional int array of another object, through either spelling, naming their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testInvalidAssignment
func testPrimitiveArrayInvalidAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owners = [RLMPrimitiveArrays(), RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays]
    let others = [RLMOptionalPrimitiveArrays(), RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays]
    for pass in 0..<2 {
        let o = owners[pass]
        let opt = others[pass]
        assertThrows(o.setValue([NSNull()], forKey: "intObj"),
                     reason: "Invalid value '<null>' of type 'NSNull' for 'int' array property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o.setValue(["a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue(["a"], forKey: "intObj"), reason: "' for 'int' array property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o.setValue([1, "a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue([1, "a"], forKey: "intObj"), reason: "' for 'int' array property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o.setValue(o.floatObj, forKey: "intObj"),
                     reason: "RLMArray<float> does not match expected type 'int' for property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o.setValue(opt.intObj, forKey: "intObj"),
                     reason: "RLMArray<int?> does not match expected type 'int' for property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o["intObj"] = o["floatObj"],
                     reason: "RLMArray<float> does not match expected type 'int' for property 'RLMPrimitiveArrays.intObj'.")
        assertThrows(o["intObj"] = opt["intObj"],
                     reason: "RLMArray<int?> does not match expected type 'int' for property 'RLMPrimitiveArrays.intObj'.")
        XCTAssertEqual(o.intObj.count, 0)
    }
    realm.cancelWriteTransaction()
}

/// indexOfObject(where:) of an RLMArray of values, required, mixed or optional: a managed array, and the array sorted on self, refuse the query as implemented only for objects; an empty unmanaged array answers NSNotFound; once it holds values, an unmanaged array answers 0 for a predicate that holds and NSNotFound for one that does not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testIndexOfObjectWhere
func testObjcPrimitiveArrayIndexOfObjectWhere() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let o = RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays
    let p = RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays
    let u = RLMPrimitiveArrays()
    let q = RLMOptionalPrimitiveArrays()
    let managed = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                   o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                   o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                   p.decimalObj, p.objectIdObj, p.uuidObj]
    let unmanaged = [u.boolObj, u.intObj, u.floatObj, u.doubleObj, u.stringObj, u.dataObj, u.dateObj, u.decimalObj, u.objectIdObj, u.uuidObj,
                     u.anyBoolObj, u.anyIntObj, u.anyFloatObj, u.anyDoubleObj, u.anyStringObj, u.anyDataObj, u.anyDateObj, u.anyDecimalObj,
                     u.anyObjectIdObj, u.anyUUIDObj, q.boolObj, q.intObj, q.floatObj, q.doubleObj, q.stringObj, q.dataObj, q.dateObj,
                     q.decimalObj, q.objectIdObj, q.uuidObj]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    // The values added to each unmanaged array: two of its type, mixed ones as given, nil last where optional.
    var values: [[NSObject]] = []
    for k in 0..<30 { values.append(k < 20 ? [firsts[k % 10], firsts[k % 10]] : [firsts[k % 10], NSNull()]) }
    for array in managed {
        assertThrows(array.indexOfObject(where: "TRUEPREDICATE"), reason: "implemented")
        assertThrows(array.sortedResults(usingKeyPath: "self", ascending: false).indexOfObject(where: "TRUEPREDICATE"), reason: "implemented")
    }
    for array in unmanaged {
        XCTAssertEqual(array.indexOfObject(where: "TRUEPREDICATE"), NSNotFound)
    }
    // Once it holds values, an unmanaged array tests the predicate on each in turn.
    for i in 0..<unmanaged.count {
        unmanaged[i].addObjects(values[i])
        XCTAssertEqual(unmanaged[i].indexOfObject(where: "TRUEPREDICATE"), 0)
        XCTAssertEqual(unmanaged[i].indexOfObject(where: "FALSEPREDICATE"), NSNotFound)
    }
    realm.cancelWriteTransaction()
}

/// indexOfObject(with:) of an RLMArray of values, required, mixed or optional: a managed array, and the array sorted on self, refuse the query as implemented only for objects; an empty unmanaged array answers NSNotFound; once it holds values, an unmanaged array answers 0 for a predicate that holds and NSNotFound for one that does not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testIndexOfObjectWithPredicate
func testObjcPrimitiveArrayIndexOfObjectWithPredicate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let o = RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays
    let p = RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays
    let u = RLMPrimitiveArrays()
    let q = RLMOptionalPrimitiveArrays()
    let managed = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                   o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                   o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                   p.decimalObj, p.objectIdObj, p.uuidObj]
    let unmanaged = [u.boolObj, u.intObj, u.floatObj, u.doubleObj, u.stringObj, u.dataObj, u.dateObj, u.decimalObj, u.objectIdObj, u.uuidObj,
                     u.anyBoolObj, u.anyIntObj, u.anyFloatObj, u.anyDoubleObj, u.anyStringObj, u.anyDataObj, u.anyDateObj, u.anyDecimalObj,
                     u.anyObjectIdObj, u.anyUUIDObj, q.boolObj, q.intObj, q.floatObj, q.doubleObj, q.stringObj, q.dataObj, q.dateObj,
                     q.decimalObj, q.objectIdObj, q.uuidObj]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    // The values added to each unmanaged array: two of its type, mixed ones as given, nil last where optional.
    var values: [[NSObject]] = []
    for k in 0..<30 { values.append(k < 20 ? [firsts[k % 10], firsts[k % 10]] : [firsts[k % 10], NSNull()]) }
    for array in managed {
        assertThrows(array.indexOfObject(with: NSPredicate(format: "TRUEPREDICATE")), reason: "implemented")
        assertThrows(array.sortedResults(usingKeyPath: "self", ascending: false).indexOfObject(with: NSPredicate(format: "TRUEPREDICATE")), reason: "implemented")
    }
    for array in unmanaged {
        XCTAssertEqual(array.indexOfObject(with: NSPredicate(format: "TRUEPREDICATE")), NSNotFound)
    }
    // Once it holds values, an unmanaged array tests the predicate on each in turn.
    for i in 0..<unmanaged.count {
        unmanaged[i].addObjects(values[i])
        XCTAssertEqual(unmanaged[i].indexOfObject(with: NSPredicate(value: true)), 0)
        XCTAssertEqual(unmanaged[i].indexOfObject(with: NSPredicate(value: false)), NSNotFound)
    }
    realm.cancelWriteTransaction()
}
