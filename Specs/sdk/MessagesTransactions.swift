// page: sdk
// tags: sdk, messages, write
// The SDK's words for changes made outside a write transaction and for
// transaction calls in the wrong state (exceptions.md TX1, TX2, TX2F, TX4,
// TX6, TX7, TX8, TX9).

/// Adding, creating and deleting outside a write give the realm-level wording.
/// - section: sdk-messages
/// - claims: sdk.messages.write-transaction
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOutsideWriteTransaction
/// - sdk-test: Realm/Tests/TransactionTests.m TransactionTests.testTransactionMisuse
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testDeleteAllObjects
func testRealmChangesOutsideWrite() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let text = "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."
    assertThrows(realm.add(Dog(value: ["name": "Ash"])), .notInWriteTransaction, reason: text)
    assertThrows(realm.create(Dog.self, value: ["name": "Ash"]), .notInWriteTransaction, reason: text)
    assertThrows(realm.delete(rex), .notInWriteTransaction, reason: text)
    assertThrows(realm.deleteAll(), .notInWriteTransaction, reason: text)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Rex")
    XCTAssertFalse(rex.isInvalidated)
}

/// Setting a property of a managed object outside a write names the object.
/// - section: sdk-messages
/// - claims: sdk.messages.write-transaction
/// - sdk-test: Realm/Tests/TransactionTests.m TransactionTests.testRealmModifyObjectsOutsideOfWriteTransaction
func testPropertyChangeOutsideWrite() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    assertThrows(rex.age = 3, .notInWriteTransaction,
                 reason: "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    assertThrows(rex.name = "throw", .notInWriteTransaction,
                 reason: "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    assertThrows(rex.setValue("throw", forKey: "name"), .notInWriteTransaction,
                 reason: "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    XCTAssertEqual(rex.name, "Rex")
}

/// Changing a managed collection outside a write names its type: List, Set,
/// Dictionary or Results.
/// - section: sdk-messages
/// - claims: sdk.messages.write-transaction
func testCollectionChangeOutsideWrite() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(vera)
        realm.add(rex)
    }
    assertThrows(vera.dogs.append(Dog(value: ["name": "Ash"])), .notInWriteTransaction,
                 reason: "Cannot modify List outside of a write transaction.")
    assertThrows(rex.citiesVisited.insert("Oslo"), .notInWriteTransaction,
                 reason: "Cannot modify Set outside of a write transaction.")
    assertThrows(rex.favoriteParksByCity["Oslo"] = "Frogner", .notInWriteTransaction,
                 reason: "Cannot modify Dictionary outside of a write transaction.")
    assertThrows(realm.objects(Dog.self).setValue(4, forKey: "age"), .notInWriteTransaction,
                 reason: "Cannot modify Results outside of a write transaction.")
    assertThrows(realm.delete(realm.objects(Dog.self)), .notInWriteTransaction,
                 reason: "Cannot modify Results outside of a write transaction.")
    XCTAssertEqual(vera.dogs.count, 0)
    XCTAssertEqual(rex.citiesVisited.count, 0)
    XCTAssertEqual(rex.favoriteParksByCity.count, 0)
    XCTAssertEqual(rex.age, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// Transaction calls in the wrong state use core's words.
/// - section: sdk-messages
/// - claims: sdk.messages.transaction-state
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testCancelWriteWhenNotInWrite
/// - sdk-test: Realm/Tests/TransactionTests.m TransactionTests.testTransactionMisuse
func testTransactionState() throws {
    let realm = try Realm()
    assertThrows(try realm.commitWrite(), .noWriteTransaction, reason: "Can't commit a non-existing write transaction")
    assertThrows(realm.cancelWrite(), .noWriteTransaction, reason: "Can't cancel a non-existing write transaction")
    XCTAssertFalse(realm.isInWriteTransaction)
    realm.beginWrite()
    realm.add(Dog(value: ["name": "Rex"]))
    assertThrows(realm.beginWrite(), .alreadyInWriteTransaction, reason: "The Realm is already in a write transaction")
    XCTAssertTrue(realm.isInWriteTransaction)
    realm.cancelWrite()
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// A frozen object, outside a write and inside one, and a frozen collection
/// refuse changes; a frozen realm refuses transactions.
/// - section: sdk-messages
/// - claims: sdk.messages.frozen
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyFrozenObject
func testFrozenChanges() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    XCTAssertFalse(vera.isFrozen)
    let frozenVera = vera.freeze()
    let frozenDogs = vera.dogs.freeze()
    let frozenRealm = realm.freeze()
    assertThrows(frozenVera.name = "Vee", .frozen,
                 reason: "Attempting to modify a frozen object - call thaw on the Object instance first.")
    try realm.write {
        assertThrows(frozenVera.name = "Vee", .frozen,
                     reason: "Attempting to modify a frozen object - call thaw on the Object instance first.")
        assertThrows(frozenDogs.append(Dog(value: ["name": "Ash"])), .frozen,
                     reason: "Cannot modify List outside of a write transaction.")
    }
    assertThrows(frozenRealm.beginWrite(), .frozen, reason: "Can't perform transactions on a frozen Realm")
    assertThrows(try frozenRealm.write { }, .frozen, reason: "Can't perform transactions on a frozen Realm")
    XCTAssertTrue(frozenVera.isFrozen)
    XCTAssertEqual(frozenVera.name, "Vera")
    XCTAssertEqual(vera.name, "Vera")
    XCTAssertEqual(frozenDogs.count, 0)
    XCTAssertFalse(frozenRealm.isInWriteTransaction)
}
