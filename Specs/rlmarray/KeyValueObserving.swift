// page: rlmarray
// tags: list, invalidated

/// A managed person's list becomes invalidated when the person is deleted,
/// already inside the write.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.invalidated-managed
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteObjectWithArrayProperty
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testInvalidated
func testManagedListInvalidatedWithOwner() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = vera.dogs
    XCTAssertFalse(dogs.isInvalidated)
    try realm.write {
        realm.delete(vera)
        XCTAssertTrue(dogs.isInvalidated)
    }
    XCTAssertTrue(dogs.isInvalidated)
}

/// An unmanaged person's list is never invalidated, not even after use.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.unmanaged-never-invalidated
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testInvalidated
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteUnmanagedObjectWithArrayProperty
func testUnmanagedListNeverInvalidated() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Ash"]))
    dogs.removeAllObjects()
    XCTAssertFalse(dogs.isInvalidated)
}

/// Deleting the dogs of an unmanaged list's owner does not invalidate the list.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.unmanaged-never-invalidated
func testUnmanagedListAfterTargetDeleted() throws {
    let realm = try Realm()
    let ash = Dog(value: ["name": "Ash"])
    try realm.write {
        realm.add(ash)
    }
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(ash)
    try realm.write {
        realm.delete(ash)
    }
    XCTAssertFalse(dogs.isInvalidated)
}

/// A list stays valid when a dog in it is deleted; only the owner's deletion invalidates it.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.invalidated-managed
func testListValidWhenElementDeleted() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let ash = Dog(value: ["name": "Ash"])
    unmanagedDogs.add(ash)
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        realm.delete(ash)
    }
    XCTAssertFalse(dogs.isInvalidated)
    XCTAssertEqual(dogs.count, 0)
    try realm.write {
        realm.delete(vera)
    }
    XCTAssertTrue(dogs.isInvalidated)
}

/// Inside the write that deletes every dog, the list stays valid and empty
/// while the dog read through it is invalidated; deleting the owner then invalidates it.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.invalidated-managed
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteObjectInArrayProperty
func testListValidWhenEveryElementDeletedInWrite() throws {
    let realm = try Realm()
    try realm.write {
        let vera = realm.create(Person.self, value: ["id": 1, "name": "Vera", "dogs": [["name": "Ash"]]])
        let dogs = vera.dogs
        let first = ObjectiveCSupport.convert(object: dogs).firstObject()!
        realm.delete(realm.objects(Dog.self))
        XCTAssertFalse(dogs.isInvalidated)
        XCTAssertTrue(first.isInvalidated)
        XCTAssertEqual(dogs.count, 0)
        realm.delete(vera)
        XCTAssertTrue(dogs.isInvalidated)
    }
}

/// Using the list of a deleted owner is refused.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.invalidated-managed
func testInvalidatedListUseFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = vera.dogs
    try realm.write {
        realm.delete(vera)
    }
    XCTAssertTrue(dogs.isInvalidated)
    assertThrows(dogs.count, .invalidated)
    try realm.write {
        assertThrows(ObjectiveCSupport.convert(object: dogs).add(Dog(value: ["name": "Late"])), .invalidated)
    }
}

/// A mutation called on the list itself is seen through the owning object.
/// - section: key-value-observing
/// - claims: rlmarray.kvo.mutate-directly
func testMutateListDirectly() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = vera.dogs
    try realm.write {
        ObjectiveCSupport.convert(object: dogs).add(Dog(value: ["name": "Ash"]))
    }
    XCTAssertEqual(dogs.count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.dogs.count, 1)
}
