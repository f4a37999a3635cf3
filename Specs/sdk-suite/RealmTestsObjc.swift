// page: sdk
// tags: sdk, suite

// Scenarios for the Objective-C RLMRealm tests (Realm/Tests/RealmTests.mm),
// read through their Swift spelling on RLMObject models and RLMRealm.default().
// The SDK's tests open a realm at a test path; here it is the default realm.
// The file is named apart from RealmTests.swift, which holds the Swift API's.

class RTStringObject: RLMObject {
    @objc dynamic var stringCol = ""
}

class RTIntObject: RLMObject {
    @objc dynamic var intCol = 0
}

class RTPrimaryStringObject: RLMObject {
    @objc dynamic var stringCol = ""
    @objc dynamic var intCol = 0
    override class func primaryKey() -> String? { "stringCol" }
}

class RTCircleObject: RLMObject {
    @objc dynamic var data = ""
    @objc dynamic var next: RTCircleObject?
}

class RTArrayPropertyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var array = RLMArray<RTStringObject>(objectClassName: RTStringObject.className())
    @objc dynamic var intArray = RLMArray<RTIntObject>(objectClassName: RTIntObject.className())
}

class RTSetPropertyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var set = RLMSet<RTStringObject>(objectClassName: RTStringObject.className())
    @objc dynamic var intSet = RLMSet<RTIntObject>(objectClassName: RTIntObject.className())
}

class RTDogObject: RLMObject {
    @objc dynamic var dogName = ""
    @objc dynamic var age = 0
}

class RTOwnerObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var dog: RTDogObject?
}

class RTEmployeeObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class RTCompanyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var employees = RLMArray<RTEmployeeObject>(objectClassName: RTEmployeeObject.className())
}

/// Upserting unmanaged objects with a string primary key inserts a new key and overwrites the other property of an existing one; an object without a primary key is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testAddOrUpdate
func testObjcRealmAddOrUpdate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.addOrUpdate(RTPrimaryStringObject(value: ["string", 1]))
    let objects = RTPrimaryStringObject.allObjects()
    XCTAssertEqual(objects.count, 1)
    XCTAssertEqual((objects[0] as! RTPrimaryStringObject).intCol, 1)
    realm.addOrUpdate(RTPrimaryStringObject(value: ["string2", 2]))
    XCTAssertEqual(objects.count, 2)
    realm.addOrUpdate(RTPrimaryStringObject(value: ["string", 3]))
    XCTAssertEqual(objects.count, 2)
    XCTAssertEqual((objects[0] as! RTPrimaryStringObject).intCol, 3)
    assertThrows(realm.addOrUpdate(RTStringObject(value: ["string"])))
    try realm.commitWriteTransaction()
}

/// Upserting an array of two objects updates the one whose key exists, through the managed objects already read, and adds the other, which becomes managed with its value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testAddOrUpdateObjectsFromArray
func testObjcRealmAddOrUpdateObjectsFromArray() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = RTPrimaryStringObject(value: ["string1", 1])
    realm.add(obj)
    let obj2 = RTPrimaryStringObject(value: ["string2", 2])
    realm.add(obj2)
    let obj3 = RTPrimaryStringObject(value: ["string3", 3])
    realm.add(obj3)
    let objects = RTPrimaryStringObject.allObjects()
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(obj.intCol, 1)
    XCTAssertEqual(obj2.intCol, 2)
    XCTAssertEqual(obj3.intCol, 3)
    let array = [RTPrimaryStringObject(value: ["string2", 4]), RTPrimaryStringObject(value: ["string4", 5])]
    realm.addOrUpdateObjects(array)
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(obj.intCol, 1)
    XCTAssertEqual(obj2.intCol, 4)
    XCTAssertEqual(obj3.intCol, 3)
    XCTAssertEqual(array[1].intCol, 5)
    try realm.commitWriteTransaction()
}

/// Deleting a managed object outside a write is refused; inside one it invalidates the object and the class is empty afterwards.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testDelete
func testObjcRealmDelete() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = RTOwnerObject.createInDefaultRealm(withValue: ["deeter", ["barney", 2]]) as! RTOwnerObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTOwnerObject.allObjects().count, 1)
    XCTAssertFalse(obj.isInvalidated)
    assertThrows(realm.delete(obj))
    try realm.transaction {
        realm.delete(obj)
        XCTAssertTrue(obj.isInvalidated)
    }
    XCTAssertEqual(RTOwnerObject.allObjects().count, 0)
}

/// Deleting an array of objects, the class's results or a list of a managed object outside a write is refused each time, and nothing is deleted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testDeleteObjects
func testObjcRealmDeleteObjectsOutsideWrite() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = RTCompanyObject.createInDefaultRealm(withValue: ["deeter", [["barney", 2, true]]]) as! RTCompanyObject
    let objects = [obj]
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTCompanyObject.allObjects().count, 1)
    assertThrows(realm.deleteObjects(objects))
    assertThrows(realm.deleteObjects(RTCompanyObject.allObjects(in: realm)))
    assertThrows(realm.deleteObjects(obj.employees))
    XCTAssertEqual(RTCompanyObject.allObjects().count, 1)
}

/// Adding an array whose element is not an RLMObject is refused; an array of an unmanaged object is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testAddObjectsFromArray
func testObjcRealmAddObjectsFromArray() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(realm.addObjects([["Rex", 10]]))
    let dog = RTDogObject()
    dog.dogName = "Rex"
    dog.age = 10
    realm.addObjects([dog])
    XCTAssertEqual(RTDogObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// inWriteTransaction follows begin, cancel, a transaction block that cancels itself, and invalidate, which ends an open write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInWriteTransaction
func testObjcRealmInWriteTransaction() throws {
    let realm = RLMRealm.default()
    XCTAssertFalse(realm.inWriteTransaction)
    realm.beginWriteTransaction()
    XCTAssertTrue(realm.inWriteTransaction)
    realm.cancelWriteTransaction()
    try realm.transaction {
        XCTAssertTrue(realm.inWriteTransaction)
        realm.cancelWriteTransaction()
        XCTAssertFalse(realm.inWriteTransaction)
    }
    realm.beginWriteTransaction()
    realm.invalidate()
    XCTAssertFalse(realm.inWriteTransaction)
}

/// Cancelling the write that created an object invalidates it and leaves the class empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackInsert
func testObjcRealmRollbackInsert() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let created = RTIntObject.create(in: realm, withValue: [0])
    realm.cancelWriteTransaction()
    XCTAssertTrue(created.isInvalidated)
    XCTAssertEqual(RTIntObject.allObjects(in: realm).count, 0)
}

/// Cancelled writes to a link leave it as it was: setting it to a managed or an unmanaged object, clearing it, or pointing it elsewhere; the unmanaged object is not added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackLink
func testObjcRealmRollbackLink() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = RTCircleObject.create(in: realm, withValue: ["1", NSNull()]) as! RTCircleObject
    let obj2 = RTCircleObject.create(in: realm, withValue: ["2", NSNull()]) as! RTCircleObject
    try realm.commitWriteTransaction()

    realm.beginWriteTransaction()
    obj1.next = obj2
    realm.cancelWriteTransaction()
    XCTAssertNil(obj1.next)

    realm.beginWriteTransaction()
    let obj3 = RTCircleObject()
    obj3.data = "3"
    obj1.next = obj3
    realm.cancelWriteTransaction()
    XCTAssertNil(obj1.next)
    XCTAssertEqual(RTCircleObject.allObjects(in: realm).count, 2)

    realm.beginWriteTransaction()
    obj1.next = obj2
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    obj1.next = nil
    realm.cancelWriteTransaction()
    XCTAssertTrue(obj1.next!.isEqual(to: obj2))

    realm.beginWriteTransaction()
    let obj4 = RTCircleObject.create(in: realm, withValue: ["4", NSNull()]) as! RTCircleObject
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    obj1.next = obj4
    realm.cancelWriteTransaction()
    XCTAssertTrue(obj1.next!.isEqual(to: obj2))
}

/// Cancelled writes to an RLMArray of links leave it as it was: appending a managed or an unmanaged object, removing, replacing; the unmanaged object is not added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackLinkList
func testObjcRealmRollbackLinkList() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = RTIntObject.create(in: realm, withValue: [0]) as! RTIntObject
    let obj2 = RTIntObject.create(in: realm, withValue: [1]) as! RTIntObject
    let array = RTArrayPropertyObject.create(in: realm, withValue: ["", [], [obj1]]) as! RTArrayPropertyObject
    try realm.commitWriteTransaction()

    realm.beginWriteTransaction()
    array.intArray.add(obj2)
    realm.cancelWriteTransaction()
    XCTAssertEqual(array.intArray.count, 1)

    realm.beginWriteTransaction()
    array.intArray.add(RTIntObject())
    realm.cancelWriteTransaction()
    XCTAssertEqual(array.intArray.count, 1)
    XCTAssertEqual(RTIntObject.allObjects(in: realm).count, 2)

    realm.beginWriteTransaction()
    array.intArray.removeObject(at: 0)
    realm.cancelWriteTransaction()
    XCTAssertEqual(array.intArray.count, 1)

    realm.beginWriteTransaction()
    array.intArray[0] = obj2
    realm.cancelWriteTransaction()
    XCTAssertEqual(array.intArray.count, 1)
    XCTAssertTrue(array.intArray[0].isEqual(to: obj1))
}

/// A transaction block that cancels its own write leaves nothing of what it created.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackTransactionWithBlock
func testObjcRealmRollbackTransactionWithBlock() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        _ = RTIntObject.create(in: realm, withValue: [0])
        realm.cancelWriteTransaction()
    }
    XCTAssertEqual(RTIntObject.allObjects(in: realm).count, 0)
}

/// Invalidating the realm invalidates its results: counting them or reading the first object is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInvalidateInvalidatesResults
func testObjcRealmInvalidateInvalidatesResults() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        _ = RTIntObject.create(in: realm, withValue: [1])
    }
    let results = RTIntObject.objects(in: realm, where: "intCol = 1")
    XCTAssertEqual((results.firstObject() as! RTIntObject).intCol, 1)
    realm.invalidate()
    assertThrows(results.count)
    assertThrows(results.firstObject())
}

/// Invalidating the realm invalidates an RLMArray of a managed object: counting it is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInvalidateInvalidatesArrays
func testObjcRealmInvalidateInvalidatesArrays() throws {
    let realm = RLMRealm.default()
    var arrayObject: RTArrayPropertyObject? = nil
    try realm.transaction {
        arrayObject = RTArrayPropertyObject.create(in: realm, withValue: ["", [], [[1]]]) as? RTArrayPropertyObject
    }
    let array = arrayObject!.intArray
    XCTAssertEqual(array.count, 1)
    realm.invalidate()
    assertThrows(array.count)
}

/// A frozen realm refuses auto-refresh, a write, and notification blocks on itself and on its results, each with its message.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testForbiddenMethodsOnFrozenRealm
func testObjcRealmForbiddenMethodsOnFrozenRealm() throws {
    let realm = RLMRealm.default().freeze()
    assertThrows(realm.autorefresh = true, reason: "Auto-refresh cannot be enabled for frozen Realms.")
    assertThrows(realm.beginWriteTransaction(), reason: "Can't perform transactions on a frozen Realm")
    assertThrows(realm.addNotificationBlock { _, _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
    assertThrows(RTIntObject.allObjects(in: realm).addNotificationBlock { _, _, _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
}

/// Thawing gives a live realm whose objects change with writes, while the frozen object keeps its value; the thawed query no longer finds the old value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testThaw
func testObjcRealmThaw() throws {
    let realm = RLMRealm.default()
    XCTAssertFalse(realm.isFrozen)
    realm.beginWriteTransaction()
    _ = RTIntObject.create(in: realm, withValue: [1])
    try realm.commitWriteTransaction()
    let frozenRealm = realm.freeze()
    XCTAssertTrue(frozenRealm.isFrozen)
    let frozenObj = RTIntObject.objects(in: frozenRealm, where: "intCol = 1").firstObject() as! RTIntObject
    XCTAssertTrue(frozenObj.isFrozen)
    let thawedRealm = realm.thaw()
    XCTAssertFalse(thawedRealm.isFrozen)
    let thawedObj = RTIntObject.objects(in: thawedRealm, where: "intCol = 1").firstObject() as! RTIntObject
    realm.beginWriteTransaction()
    thawedObj.intCol = 2
    try realm.commitWriteTransaction()
    XCTAssertNotEqual(thawedObj.intCol, frozenObj.intCol)
    let nilObj = RTIntObject.objects(in: thawedRealm, where: "intCol = 1").firstObject()
    XCTAssertNil(nilObj)
}

/// A realm is empty when made, not empty once a write creates an object, empty again when that write is cancelled, and not empty after a committed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testIsEmpty
func testObjcRealmIsEmpty() throws {
    let realm = RLMRealm.default()
    XCTAssertTrue(realm.isEmpty)
    realm.beginWriteTransaction()
    _ = RTStringObject.create(in: realm, withValue: ["a"])
    XCTAssertFalse(realm.isEmpty)
    realm.cancelWriteTransaction()
    XCTAssertTrue(realm.isEmpty)
    realm.beginWriteTransaction()
    _ = RTStringObject.create(in: realm, withValue: ["a"])
    try realm.commitWriteTransaction()
    XCTAssertFalse(realm.isEmpty)
}

/// Deleting an unmanaged object inside a write is refused; deleting a managed object a second time through the reference that deleted it is refused; deleting through another reference to the deleted object does nothing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRemoveUnmanagedObject
func testObjcRealmRemoveUnmanagedObject() throws {
    let realm = RLMRealm.default()
    var obj = RTStringObject(value: ["a"])
    realm.beginWriteTransaction()
    assertThrows(realm.delete(obj))
    obj = RTStringObject.create(in: realm, withValue: ["b"]) as! RTStringObject
    try realm.commitWriteTransaction()

    let other = RTStringObject.allObjects(in: realm).firstObject() as! RTStringObject
    realm.beginWriteTransaction()
    realm.delete(other)
    assertThrows(realm.delete(other))
    try realm.commitWriteTransaction()

    XCTAssertTrue(obj.isInvalidated)
    realm.beginWriteTransaction()
    realm.delete(obj)
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 0)
}

/// Committing outside a write is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testAsyncCommitAfterTransaction
func testObjcRealmCommitOutsideWrite() throws {
    let realm = RLMRealm.default()
    assertThrows(try realm.commitWriteTransaction())
    XCTAssertFalse(realm.inWriteTransaction)
}

/// Invalidating a realm that has read nothing yet is allowed, and the realm is usable afterwards.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInvalidateBeforeReadDoesNotAssert
func testObjcRealmInvalidateBeforeRead() throws {
    let realm = RLMRealm.default()
    realm.invalidate()
    XCTAssertTrue(realm.isEmpty)
}

/// Freezing a realm twice at one version gives the same frozen realm; a write that changes nothing still makes a new version, so freezing after it gives another.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testFrozenRealmCaching
func testObjcFrozenRealmCachedPerVersion() throws {
    let realm = RLMRealm.default()
    let first = realm.freeze()
    let again = realm.freeze()
    XCTAssertTrue(first === again)
    realm.beginWriteTransaction()
    try realm.commitWriteTransaction()
    let later = realm.freeze()
    let laterAgain = realm.freeze()
    XCTAssertTrue(later === laterAgain)
    XCTAssertFalse(first === later)
    XCTAssertTrue(later.isFrozen)
}

class RTDictionaryPropertyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var stringDictionary = RLMDictionary<NSString, RTStringObject>(objectClassName: RTStringObject.className(), keyType: .string)
}

/// `deleteObjects` takes the matches of a query, a whole results, the objects of a list, a set or a dictionary, and a Swift array of objects; a deleted object is invalidated; deleting the objects a list or set holds empties it, while a dictionary keeps the key with null.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRealmBatchRemoveObjects
func testObjcRealmBatchDeleteThroughEveryCollection() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let first = RTStringObject.create(in: realm, withValue: ["a"]) as! RTStringObject
    _ = RTStringObject.create(in: realm, withValue: ["b"])
    _ = RTStringObject.create(in: realm, withValue: ["c"])
    try realm.commitWriteTransaction()

    let all = RTStringObject.allObjects(in: realm)
    XCTAssertEqual(all.count, 3)
    realm.beginWriteTransaction()
    realm.deleteObjects(RTStringObject.objects(in: realm, where: "stringCol != 'a'"))
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 1)
    realm.deleteObjects(all)
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 0)
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 0)
    assertThrows(first.stringCol, reason: "Object has been deleted or invalidated.")

    realm.beginWriteTransaction()
    let listOwner = RTArrayPropertyObject.create(in: realm, withValue: ["list", [["a"], ["b"], ["c"]], []]) as! RTArrayPropertyObject
    let setOwner = RTSetPropertyObject.create(in: realm, withValue: ["set", [["d"], ["e"], ["f"]], []]) as! RTSetPropertyObject
    let dictOwner = RTDictionaryPropertyObject.create(in: realm, withValue: ["stringDictionary": ["a": ["b"]]]) as! RTDictionaryPropertyObject
    _ = RTStringObject.create(in: realm, withValue: ["g"])
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 8)

    realm.beginWriteTransaction()
    realm.deleteObjects(listOwner.array)
    realm.deleteObjects(setOwner.set)
    realm.deleteObjects(dictOwner.stringDictionary)
    try realm.commitWriteTransaction()
    XCTAssertEqual(RTStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(listOwner.array.count, 0)
    XCTAssertEqual(setOwner.set.count, 0)
    XCTAssertEqual(dictOwner.stringDictionary.count, 0)

    let lastOnly = [RTStringObject.allObjects(in: realm).lastObject()!]
    realm.beginWriteTransaction()
    realm.deleteObjects(lastOnly)
    try realm.commitWriteTransaction()
    XCTAssertEqual(all.count, 0)

    realm.beginWriteTransaction()
    listOwner.array.add(RTStringObject.create(in: realm, withValue: ["a"]) as! RTStringObject)
    listOwner.array.add(RTStringObject(value: ["b"]))
    setOwner.set.add(RTStringObject.create(in: realm, withValue: ["c"]) as! RTStringObject)
    setOwner.set.add(RTStringObject(value: ["d"]))
    dictOwner.stringDictionary["b"] = RTStringObject(value: ["e"])
    try realm.commitWriteTransaction()
    XCTAssertEqual(listOwner.array.count, 2)
    XCTAssertEqual(setOwner.set.count, 2)
    XCTAssertEqual(dictOwner.stringDictionary.count, 1)

    realm.beginWriteTransaction()
    realm.deleteObjects(RTStringObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    XCTAssertEqual(listOwner.array.count, 0)
    XCTAssertEqual(setOwner.set.count, 0)
    XCTAssertEqual(dictOwner.stringDictionary.count, 1)
    XCTAssertTrue(dictOwner.stringDictionary["b"] is NSNull)
}

/// Refreshing a realm that is already current, or a frozen realm, returns false; a frozen realm stays at its version after a write to the live one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRefreshFrozen
func testObjcRefreshFrozenRealmDoesNothing() throws {
    let realm = RLMRealm.default()
    let frozenRealm = realm.freeze()
    XCTAssertFalse(realm.refresh())
    XCTAssertFalse(frozenRealm.refresh())
    try realm.transaction {
        _ = RTIntObject.create(in: realm, withValue: [0])
    }
    XCTAssertFalse(frozenRealm.refresh())
    XCTAssertEqual(RTIntObject.allObjects(in: frozenRealm).count, 0)
}

/// A realm frozen before a write stays empty; thawing it gives a live realm that sees the write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testThawPreviousVersion
func testObjcThawFrozenRealmOfEarlierVersion() throws {
    let frozenRealm = RLMRealm.default().freeze()
    XCTAssertTrue(frozenRealm.isFrozen)
    XCTAssertEqual(frozenRealm.isEmpty, RLMRealm.default().isEmpty)
    RLMRealm.default().beginWriteTransaction()
    _ = RTIntObject.createInDefaultRealm(withValue: [1])
    try RLMRealm.default().commitWriteTransaction()
    XCTAssertNotEqual(frozenRealm.isEmpty, RLMRealm.default().isEmpty)
    let thawed = frozenRealm.thaw()
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertEqual(thawed.isEmpty, RLMRealm.default().isEmpty)
    XCTAssertNotEqual(thawed.isEmpty, frozenRealm.isEmpty)
}
