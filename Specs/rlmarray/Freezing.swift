// page: rlmarray
// tags: list, freeze

/// A frozen list keeps the dogs it had when frozen while the live list changes.
/// - section: freezing
/// - claims: rlmarray.freeze.snapshot
func testFrozenSnapshotUnchanged() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let frozen = dogs.freeze()
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(frozen.object(at: 0).name, "Ash")
}

/// Dogs read through a frozen list keep their values from freezing time.
/// - section: freezing
/// - claims: rlmarray.freeze.snapshot
func testFrozenElementsKeepValues() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let ash = Dog(value: ["name": "Ash", "age": 3])
    unmanagedDogs.add(ash)
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let frozen = dogs.freeze()
    try realm.write {
        ash.age = 4
    }
    XCTAssertEqual(frozen.object(at: 0).age, 3)
    XCTAssertTrue(frozen.object(at: 0).isFrozen)
}

/// Freezing a frozen list gives a frozen list with the same contents.
/// - section: freezing
func testFreezeFrozen() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let twice = dogs.freeze().freeze()
    XCTAssertTrue(twice.isFrozen)
    XCTAssertEqual(twice.count, 1)
}

/// Freezing inside a write is refused, as the page says.
/// - section: freezing
/// - claims: rlmarray.freeze.not-in-write
/// - sdk: the shipped SDK allows freezing inside a write transaction for objects that were not created in that write
func testFreezeInWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.freeze(), .frozen)
    }
}

/// Freezing a list created in the same write is refused.
/// - section: freezing
/// - claims: rlmarray.freeze.not-in-write
func testFreezeNewListInWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        let vera = Person(value: ["id": 1, "name": "Vera"])
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.freeze(), .frozen)
    }
}

/// Freezing the list of an unmanaged person is refused.
/// - section: freezing
/// - claims: rlmarray.freeze.managed-only
func testFreezeUnmanagedFails() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Ash"]))
    assertThrows(dogs.freeze(), .unmanaged)
}

/// thaw on a frozen list gives the live list, which shows later writes.
/// - section: freezing
/// - claims: rlmarray.thaw.live
func testThawGivesLiveList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let frozen = dogs.freeze()
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    let live = frozen.thaw()
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// A thawed list accepts changes inside a write.
/// - section: freezing
/// - claims: rlmarray.thaw.live
func testThawedListIsWritable() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let live = dogs.freeze().thaw()
    try realm.write {
        live.add(Dog(value: ["name": "Ash"]))
    }
    XCTAssertEqual(dogs.count, 1)
}

/// thaw on a live list returns that same live list.
/// - section: freezing
/// - claims: rlmarray.thaw.live-self
func testThawLiveReturnsSelf() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let same = dogs.thaw()
    XCTAssertFalse(same.isFrozen)
    try realm.write {
        same.add(Dog(value: ["name": "Birch"]))
    }
    XCTAssertEqual(dogs.count, 2)
}

/// Thawing a list whose owner was deleted after freezing gives no usable live list.
/// - section: freezing
func testThawAfterOwnerDeleted() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let frozen = dogs.freeze()
    try realm.write {
        realm.delete(vera)
    }
    XCTAssertEqual(frozen.count, 0)
    if let live = frozen.thaw() {
        XCTAssertTrue(live.isInvalidated)
    }
}
