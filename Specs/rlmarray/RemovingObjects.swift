// page: rlmarray
// tags: list, mutation

/// removeObject(at:) takes the dog out of the list and leaves it in the realm.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-at
func testRemoveAtKeepsObject() throws {
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
    try realm.write {
        dogs.removeObject(at: 1)
    }
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.object(at: 1).name, "Cedar")
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
}

/// removeObject(at:) at the count or beyond is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-at.out-of-bounds
func testRemoveAtOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.removeObject(at: 1), .indexOutOfBounds)
        assertThrows(vera.dogs.remove(at: -1), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 1)
}

/// removeObject(at:) outside a write is refused.
/// - section: adding-removing-replacing
func testRemoveAtOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.removeObject(at: 0), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 1)
}

/// removeLastObject() drops the last dog only.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last
func testRemoveLastObject() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.removeLastObject()
    }
    XCTAssertEqual(dogs.count, 1)
    XCTAssertEqual(dogs.lastObject()?.name, "Ash")
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// removeLastObject() on an empty list does nothing and raises nothing.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last.empty-noop
func testRemoveLastObjectOnEmpty() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.removeLastObject()
        dogs.removeLastObject()
    }
    XCTAssertEqual(dogs.count, 0)
}

/// removeLastObject() on an empty unmanaged list does nothing either.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last.empty-noop
func testRemoveLastObjectOnEmptyUnmanaged() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.removeLastObject()
    XCTAssertEqual(dogs.count, 0)
}

/// Swift's removeLast() on an empty list fails, unlike removeLastObject().
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last.empty-noop
func testSwiftRemoveLastOnEmptyFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.removeLastObject()
        assertThrows(vera.dogs.removeLast(), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
}

/// removeLastObject() outside a write is refused, even on an empty list.
/// - section: adding-removing-replacing
func testRemoveLastOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.removeLastObject(), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 1)
}

/// removeAllObjects() empties the list and keeps the dogs in the realm.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-all
func testRemoveAllObjects() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.removeAllObjects()
    }
    XCTAssertEqual(dogs.count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// removeAllObjects() outside a write is refused.
/// - section: adding-removing-replacing
func testRemoveAllOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.removeAllObjects(), .notInWriteTransaction)
    XCTAssertEqual(dogs.count, 1)
}

/// A cancelled write restores the removed dogs in their order.
/// - section: adding-removing-replacing
func testCancelledRemovalRestoresList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    realm.beginWrite()
    dogs.removeAllObjects()
    realm.cancelWrite()
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
}
