// page: rlmarray
// tags: list, mutation

/// add appends each dog at the end.
/// - section: adding-removing-replacing
/// - claims: rlmarray.add
func testAddAppends() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(Dog(value: ["name": "Ash"]))
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.lastObject()?.name, "Birch")
    XCTAssertEqual(dogs.count, 2)
}

/// add makes an unmanaged dog managed in the list's realm.
/// - section: adding-removing-replacing
func testAddManagesUnmanagedDog() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let ash = Dog(value: ["name": "Ash"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(ash)
    }
    XCTAssertNotNil(ash.realm)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// add outside a write is refused.
/// - section: adding-removing-replacing
func testAddOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.add(Dog(value: ["name": "Ash"])), .notInWriteTransaction)
    assertThrows(vera.dogs.append(Dog(value: ["name": "Ash"])), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 0)
}

/// addObjects appends every dog of an array, in order.
/// - section: adding-removing-replacing
/// - claims: rlmarray.add-objects
func testAddObjectsFromArray() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "First"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.addObjects([Dog(value: ["name": "Ash"]), Dog(value: ["name": "Birch"])])
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertEqual(dogs.object(at: 1).name, "Ash")
    XCTAssertEqual(dogs.object(at: 2).name, "Birch")
}

/// addObjects accepts query results and appends the matching dogs, and accepts an array too.
/// - section: adding-removing-replacing
/// - claims: rlmarray.add-objects.results
func testAddObjectsFromResults() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        realm.add(Dog(value: ["name": "Ash", "age": 1]))
        realm.add(Dog(value: ["name": "Birch", "age": 9]))
        realm.add(Dog(value: ["name": "Cedar", "age": 0]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.addObjects(realm.objects(Dog.self).filter("age < 2"))
    }
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
    try realm.write {
        dogs.addObjects([Dog(value: ["name": "Elm", "age": 4])])
    }
    XCTAssertEqual(dogs.count, 3)
    XCTAssertEqual(dogs.lastObject()?.name, "Elm")
}

/// addObjects with an empty array changes nothing.
/// - section: adding-removing-replacing
func testAddObjectsEmpty() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.addObjects([])
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
}

/// addObjects outside a write is refused.
/// - section: adding-removing-replacing
func testAddObjectsOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.addObjects([Dog(value: ["name": "Ash"])]), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 0)
}

/// addObjects with an object of another class is refused.
/// - section: adding-removing-replacing
func testAddObjectsWrongClassFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        realm.add(DogToy(value: ["name": "Ball"]))
        assertThrows(dogs.addObjects(realm.objects(DogToy.self)), .typeMismatch)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
}

/// insert(_:at:) puts the dog at the index and shifts the rest.
/// - section: adding-removing-replacing
/// - claims: rlmarray.insert
func testInsertAtIndex() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.insert(Dog(value: ["name": "Birch"]), at: 1)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
    XCTAssertEqual(dogs.object(at: 2).name, "Cedar")
}

/// insert(_:at:) at index zero and at the count are both accepted.
/// - section: adding-removing-replacing
/// - claims: rlmarray.insert
func testInsertAtEnds() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Middle"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.insert(Dog(value: ["name": "Front"]), at: 0)
        dogs.insert(Dog(value: ["name": "Back"]), at: 2)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.firstObject()?.name, "Front")
    XCTAssertEqual(dogs.lastObject()?.name, "Back")
}

/// insert(_:at:) past the count is refused with the bound, and the list keeps
/// its one dog.
/// - section: adding-removing-replacing
/// - claims: rlmarray.insert.out-of-bounds
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testInsertAtIndex
func testInsertPastEndFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.insert(Dog(value: ["name": "Far"]), at: 2), .indexOutOfBounds,
                     reason: "Index 2 is out of bounds (must be less than 2).")
        assertThrows(dogs.insert(Dog(value: ["name": "Neg"]), at: -1), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 1)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// insert(_:at:) outside a write is refused.
/// - section: adding-removing-replacing
func testInsertOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.insert(Dog(value: ["name": "Ash"]), at: 0), .notInWriteTransaction)
}

/// Adding to an unmanaged person's list needs no write.
/// - section: adding-removing-replacing
/// - claims: rlmarray.insert
func testUnmanagedListNeedsNoWrite() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Birch"]))
    dogs.insert(Dog(value: ["name": "Ash"]), at: 0)
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.firstObject()?.name, "Ash")
}

/// Every adding, removing, replacing, moving and exchanging method of a managed
/// list is refused outside a write, and the list stays as it was.
/// - section: adding-removing-replacing
/// - claims: rlmarray.mutation.requires-write
func testEveryMutationOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.add(Dog(value: ["name": "Cedar"])), .notInWriteTransaction)
    assertThrows(dogs.addObjects([Dog(value: ["name": "Cedar"])]), .notInWriteTransaction)
    assertThrows(dogs.insert(Dog(value: ["name": "Cedar"]), at: 0), .notInWriteTransaction)
    assertThrows(vera.dogs.insert(Dog(value: ["name": "Cedar"]), at: 0), .notInWriteTransaction)
    assertThrows(dogs.removeObject(at: 0), .notInWriteTransaction)
    assertThrows(dogs.removeLastObject(), .notInWriteTransaction)
    assertThrows(dogs.removeAllObjects(), .notInWriteTransaction)
    assertThrows(dogs.replaceObject(at: 0, with: Dog(value: ["name": "Cedar"])), .notInWriteTransaction)
    assertThrows(dogs.moveObject(at: 0, to: 1), .notInWriteTransaction)
    assertThrows(dogs.exchangeObject(at: 0, withObjectAt: 1), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}
