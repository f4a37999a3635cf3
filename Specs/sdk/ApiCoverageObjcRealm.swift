// page: sdk
// tags: realm, sdk-api

class RLMDogRecord: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

class RLMOwnerRecord: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var name = ""
    @objc dynamic var dogs = RLMArray<RLMDogRecord>(objectClassName: RLMDogRecord.className())
    override class func primaryKey() -> String? { "id" }
}

/// An RLMRealm's write transaction: inWriteTransaction is true between beginWriteTransaction() and commitWriteTransaction(), which keeps what was added; cancelWriteTransaction() drops it; transaction { } begins, runs its block and commits.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmrealm-transactions
func testObjcRealmWriteTransactions() throws {
    let realm = RLMRealm.default()
    XCTAssertFalse(realm.inWriteTransaction)
    realm.beginWriteTransaction()
    XCTAssertTrue(realm.inWriteTransaction)
    realm.add(RLMDogRecord(value: ["name": "Rex", "age": 3]))
    try realm.commitWriteTransaction()
    XCTAssertFalse(realm.inWriteTransaction)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 1)
    realm.beginWriteTransaction()
    realm.add(RLMDogRecord(value: ["name": "Ash"]))
    realm.cancelWriteTransaction()
    XCTAssertFalse(realm.inWriteTransaction)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 1)
    try realm.transaction { realm.add(RLMDogRecord(value: ["name": "Bo"])) }
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 2)
}

/// An RLMRealm's notification block hears a commit together with the realm; a commit by commitWriteTransactionWithoutNotifying(_:) or transaction(withoutNotifying:_:) (or its throwing form with `error: ()`) listing its token is not heard, and nothing is once the token is invalidated.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmrealm-notifications
func testObjcRealmNotifications() throws {
    let realm = RLMRealm.default()
    var heard = 0
    var sameRealm = false
    let token = realm.addNotificationBlock { _, r in
        heard += 1
        sameRealm = r.isEmpty == realm.isEmpty
    }
    try realm.transaction { realm.add(RLMDogRecord(value: ["name": "Rex"])) }
    realm.refresh()
    XCTAssertTrue(heard >= 1)
    XCTAssertTrue(sameRealm)
    let before = heard
    realm.beginWriteTransaction()
    realm.add(RLMDogRecord(value: ["name": "Ash"]))
    try realm.commitWriteTransactionWithoutNotifying([token])
    realm.refresh()
    XCTAssertEqual(heard, before)
    realm.transaction(withoutNotifying: [token]) { realm.add(RLMDogRecord(value: ["name": "Bo"])) }
    realm.refresh()
    XCTAssertEqual(heard, before)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 3)
    try realm.transaction(withoutNotifying: [token], block: { realm.add(RLMDogRecord(value: ["name": "Cy"])) }, error: ())
    realm.refresh()
    XCTAssertEqual(heard, before)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 4)
    token.invalidate()
    try realm.transaction { realm.deleteAllObjects() }
    realm.refresh()
    XCTAssertEqual(heard, before)
}

/// An RLMRealm adds RLMObjects one at a time or from a collection, addOrUpdate and addOrUpdateObjects updating the object of the same primary key; createObject makes one by class name; allObjects, objects(_:where:), objects(_:with:) and object(withClassName:forPrimaryKey:) read them by class name; delete, deleteObjects and deleteAllObjects remove them.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmrealm-objects
func testObjcRealmObjects() throws {
    let realm = RLMRealm.default()
    let rex = RLMDogRecord(value: ["name": "Rex", "age": 3])
    try realm.transaction {
        realm.add(rex)
        realm.addObjects([RLMDogRecord(value: ["name": "Ash", "age": 5]), RLMDogRecord(value: ["name": "Bo", "age": 1])] as NSArray)
        realm.add(RLMOwnerRecord(value: ["id": 1, "name": "Vera"]))
        realm.addOrUpdate(RLMOwnerRecord(value: ["id": 1, "name": "Verena"]))
        realm.addOrUpdateObjects([RLMOwnerRecord(value: ["id": 1, "name": "Vee"]), RLMOwnerRecord(value: ["id": 2, "name": "Ali"])] as NSArray)
        let fido = realm.createObject("RLMDogRecord", withValue: ["name": "Fido", "age": 9])
        XCTAssertEqual(fido["age"] as? Int, 9)
    }
    XCTAssertNotNil(rex.realm)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 4)
    XCTAssertEqual(realm.allObjects("RLMOwnerRecord").count, 2)
    XCTAssertEqual(realm.objects("RLMDogRecord", where: "age > %@", 2).count, 3)
    XCTAssertEqual(realm.objects("RLMDogRecord", with: NSPredicate(format: "name == %@", "Fido")).count, 1)
    XCTAssertEqual(realm.object(withClassName: "RLMOwnerRecord", forPrimaryKey: 1)?["name"] as? String, "Vee")
    XCTAssertNil(realm.object(withClassName: "RLMOwnerRecord", forPrimaryKey: 3))
    try realm.transaction { realm.delete(rex) }
    XCTAssertTrue(rex.isInvalidated)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 3)
    try realm.transaction { realm.deleteObjects(realm.objects("RLMDogRecord", where: "age < %@", 6)) }
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 1)
    try realm.transaction { realm.deleteAllObjects() }
    XCTAssertTrue(realm.isEmpty)
}

/// Adding a Swift Object to an RLMRealm is refused outside a write transaction as the Swift realm refuses it; RLMRealm.default() is the realm Realm() opens, and so is the RLMRealm ObjectiveCSupport.convert(object:) gives.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmrealm-state
func testObjcRealmIsTheDefaultRealm() throws {
    let realm = try Realm()
    let rlm = RLMRealm.default()
    let converted = ObjectiveCSupport.convert(object: realm)
    XCTAssertTrue(rlm.isEmpty)
    XCTAssertTrue(converted.isEmpty)
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    XCTAssertFalse(rlm.isEmpty)
    XCTAssertFalse(converted.isEmpty)
    XCTAssertEqual(rlm.allObjects("Dog").count, 1)
    assertThrows(rlm.add(RLMDogRecord(value: ["name": "Ash"])), .notInWriteTransaction)
}

/// An RLMRealm refreshes automatically; refresh() answers false inside a write and for a frozen realm, where nothing can advance; invalidate() ends the read, so an object read before is invalidated; freeze() gives a frozen realm whose objects stay as they were, and thaw() a live one again.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmrealm-state
func testObjcRealmStateFreezeAndInvalidate() throws {
    let realm = RLMRealm.default()
    XCTAssertTrue(realm.autorefresh)
    XCTAssertFalse(realm.isFrozen)
    try realm.transaction {
        realm.add(RLMDogRecord(value: ["name": "Rex"]))
        XCTAssertFalse(realm.refresh())
    }
    let frozen = realm.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(frozen.refresh())
    try realm.transaction { realm.add(RLMDogRecord(value: ["name": "Ash"])) }
    XCTAssertEqual(frozen.allObjects("RLMDogRecord").count, 1)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 2)
    let thawed = frozen.thaw()
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertEqual(thawed.allObjects("RLMDogRecord").count, 2)
    let rex = RLMDogRecord.objects(in: realm, where: "name == %@", "Rex").firstObject()!
    XCTAssertFalse(rex.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(rex.isInvalidated)
    XCTAssertEqual(realm.allObjects("RLMDogRecord").count, 2)
}
