// page: rlmarray
// tags: list, mutation

/// removeObject(at:) takes the dog out of the list and leaves it in the realm.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-at
func testRemoveAtKeepsObject() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    vera.dogs.add(Dog(value: ["name": "Birch"]))
    vera.dogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        vera.dogs.removeObject(at: 1)
    }
    XCTAssertEqual(vera.dogs.count, 2)
    XCTAssertEqual(vera.dogs.object(at: 1).name, "Cedar")
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
}

/// removeObject(at:) at the count or beyond is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-at.out-of-bounds
func testRemoveAtOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        assertThrows(vera.dogs.removeObject(at: 1), .indexOutOfBounds)
        assertThrows(vera.dogs.remove(at: -1), .indexOutOfBounds)
    }
    XCTAssertEqual(vera.dogs.count, 1)
}

/// removeObject(at:) outside a write is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.mutation.requires-write, rlmarray.remove-at
func testRemoveAtOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.removeObject(at: 0), .notInWriteTransaction)
    XCTAssertEqual(vera.dogs.count, 1)
}

/// removeLastObject() drops the last dog only.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last
func testRemoveLastObject() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    vera.dogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        vera.dogs.removeLastObject()
    }
    XCTAssertEqual(vera.dogs.count, 1)
    XCTAssertEqual(vera.dogs.lastObject()?.name, "Ash")
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
    try realm.write {
        vera.dogs.removeLastObject()
        vera.dogs.removeLastObject()
    }
    XCTAssertEqual(vera.dogs.count, 0)
}

/// removeLastObject() on an empty unmanaged list does nothing either.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last.empty-noop
func testRemoveLastObjectOnEmptyUnmanaged() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.removeLastObject()
    XCTAssertEqual(vera.dogs.count, 0)
}

/// Swift's removeLast() on an empty list fails, unlike removeLastObject().
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-last.empty-noop
func testSwiftRemoveLastOnEmptyFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        vera.dogs.removeLastObject()
        assertThrows(vera.dogs.removeLast(), .indexOutOfBounds)
    }
    XCTAssertEqual(vera.dogs.count, 0)
}

/// removeLastObject() outside a write is refused, even on an empty list.
/// - section: adding-removing-replacing
/// - claims: rlmarray.mutation.requires-write, rlmarray.remove-last
func testRemoveLastOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.removeLastObject(), .notInWriteTransaction)
    XCTAssertEqual(vera.dogs.count, 1)
}

/// removeAllObjects() empties the list and keeps the dogs in the realm.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-all
func testRemoveAllObjects() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    vera.dogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        vera.dogs.removeAllObjects()
    }
    XCTAssertEqual(vera.dogs.count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// removeAllObjects() outside a write is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.mutation.requires-write, rlmarray.remove-all
func testRemoveAllOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.removeAllObjects(), .notInWriteTransaction)
    XCTAssertEqual(vera.dogs.count, 1)
}

/// A cancelled write restores the removed dogs in their order.
/// - section: adding-removing-replacing
/// - claims: rlmarray.remove-all, rlmarray.mutation.requires-write
func testCancelledRemovalRestoresList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.add(Dog(value: ["name": "Ash"]))
    vera.dogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    realm.beginWrite()
    vera.dogs.removeAllObjects()
    realm.cancelWrite()
    XCTAssertEqual(vera.dogs.count, 2)
    XCTAssertEqual(vera.dogs.object(at: 1).name, "Birch")
}
