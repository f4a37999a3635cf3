// page: rlmarray
// tags: list, access

// Index sets are written as array literals, which Swift turns into IndexSet values.

/// object(at:) returns the dog at each index.
/// - section: accessing-objects
/// - claims: rlmarray.object-at
func testObjectAt() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.object(at: 2).name, "Cedar")
    XCTAssertEqual(dogs[1].name, "Birch")
}

/// object(at:) past the end is refused with the index and the bound in the message.
/// - section: accessing-objects
func testObjectAtOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.object(at: 3), .indexOutOfBounds)
    assertThrows(dogs.object(at: 5), reason: "Index 5 is out of bounds (must be less than 3).")
    assertThrows(dogs[-1], .indexOutOfBounds)
}

/// objects(at:) returns the dogs at the indices of the set, in index order.
/// - section: accessing-objects
/// - claims: rlmarray.objects-at
/// - sdk: the shipped SDK's managed RLMArray returns nil from objectsAtIndexes: for every index set, in bounds or not
func testObjectsAtIndexSet() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let picked = dogs.objects(at: [0, 2])
    XCTAssertEqual(picked?.count, 2)
    XCTAssertEqual(picked?[0].name, "Ash")
    XCTAssertEqual(picked?[1].name, "Cedar")
}

/// objects(at:) returns nil when one index of the set is past the end.
/// - section: accessing-objects
/// - claims: rlmarray.objects-at.nil-out-of-bounds
func testObjectsAtOutOfBoundsIsNil() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNil(dogs.objects(at: [0, 2]))
    XCTAssertNil(dogs.objects(at: [7]))
    XCTAssertNotNil(dogs.objects(at: [1]))
}

/// objects(at:) on an empty list gives nil for any index.
/// - section: accessing-objects
/// - claims: rlmarray.objects-at.nil-out-of-bounds
func testObjectsAtOnEmptyList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNil(dogs.objects(at: [0]))
}

/// firstObject() and lastObject() return the ends of the list.
/// - section: accessing-objects
/// - claims: rlmarray.first-object, rlmarray.last-object
func testFirstAndLastObject() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.firstObject()?.name, "Ash")
    XCTAssertEqual(dogs.lastObject()?.name, "Cedar")
    XCTAssertEqual(vera.dogs.first?.name, "Ash")
    XCTAssertEqual(vera.dogs.last?.name, "Cedar")
}

/// With one dog, firstObject() and lastObject() are the same dog.
/// - section: accessing-objects
/// - claims: rlmarray.first-object, rlmarray.last-object
func testFirstEqualsLastForOne() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertTrue(dogs.firstObject()!.isSameObject(as: dogs.lastObject()!))
    XCTAssertEqual(dogs.firstObject()?.name, "Ash")
    XCTAssertEqual(dogs.lastObject()?.name, "Ash")
}

/// firstObject() is nil on an empty list.
/// - section: accessing-objects
/// - claims: rlmarray.first-object.nil-empty
func testFirstObjectNilWhenEmpty() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNil(dogs.firstObject())
    XCTAssertNil(vera.dogs.first)
}

/// lastObject() is nil on an empty list, also after the last dog is removed.
/// - section: accessing-objects
/// - claims: rlmarray.last-object.nil-empty
func testLastObjectNilWhenEmpty() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.removeAllObjects()
    }
    XCTAssertNil(dogs.lastObject())
    XCTAssertNil(vera.dogs.last)
}

/// Reading from a list needs no write transaction.
/// - section: accessing-objects
/// - claims: rlmarray.object-at, rlmarray.first-object
func testReadsNeedNoWrite() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.firstObject()?.name, "Ash")
}

/// objects(at:) on an unmanaged list returns the dogs in bounds and nil past the end.
/// - section: accessing-objects
/// - claims: rlmarray.objects-at, rlmarray.objects-at.nil-out-of-bounds
func testObjectsAtUnmanaged() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Ash"]))
    dogs.add(Dog(value: ["name": "Birch"]))
    XCTAssertEqual(dogs.objects(at: [1])?.count, 1)
    XCTAssertEqual(dogs.objects(at: [1])?[0].name, "Birch")
    XCTAssertNil(dogs.objects(at: [2]))
}
