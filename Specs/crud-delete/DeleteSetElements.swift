// page: crud-delete
// tags: delete, set

/// insert(objectsIn:) stores each city; remove drops one; removeAll drops the rest.
/// - section: delete-mutableset-elements
/// - claims: delete.set.insert-objects-in, delete.set.remove-element, delete.set.remove-all
func testSetRemoveThenRemoveAll() throws {
    let realm = try Realm()
    let kiwi = Dog()
    kiwi.name = "Kiwi"
    try realm.write {
        realm.add(kiwi)
        kiwi.citiesVisited.insert(objectsIn: ["Perth", "Hobart", "Darwin"])
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 3)
    try realm.write {
        kiwi.citiesVisited.remove("Darwin")
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 2)
    XCTAssertFalse(kiwi.citiesVisited.contains("Darwin"))
    XCTAssertTrue(kiwi.citiesVisited.contains("Perth"))
    try realm.write {
        kiwi.citiesVisited.removeAll()
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 0)
}

/// insert(objectsIn:) ignores duplicates in the sequence.
/// - section: delete-mutableset-elements
/// - claims: delete.set.insert-objects-in
func testInsertObjectsInIgnoresDuplicates() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    try realm.write {
        realm.add(kiwi)
        kiwi.citiesVisited.insert(objectsIn: ["Perth", "Perth", "Hobart"])
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 2)
    XCTAssertTrue(kiwi.citiesVisited.contains("Perth"))
    XCTAssertTrue(kiwi.citiesVisited.contains("Hobart"))
}

/// Removing an element the set does not hold changes nothing.
/// - section: delete-mutableset-elements
func testRemoveAbsentElement() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    try realm.write {
        realm.add(kiwi)
        kiwi.citiesVisited.insert("Perth")
    }
    try realm.write {
        kiwi.citiesVisited.remove("Cairns")
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 1)
    XCTAssertTrue(kiwi.citiesVisited.contains("Perth"))
}

/// subtract removes from one dog's set the cities found in another dog's set.
/// - section: delete-mutableset-elements
/// - claims: delete.set.subtract-other
func testSubtractOtherSet() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    let emu = Dog(value: ["name": "Emu"])
    try realm.write {
        realm.add(kiwi)
        realm.add(emu)
        kiwi.citiesVisited.insert(objectsIn: ["Perth", "Hobart", "Darwin"])
        emu.citiesVisited.insert(objectsIn: ["Darwin", "Alice Springs"])
    }
    try realm.write {
        kiwi.citiesVisited.subtract(emu.citiesVisited)
    }
    XCTAssertEqual(kiwi.citiesVisited.count, 2)
    XCTAssertFalse(kiwi.citiesVisited.contains("Darwin"))
    XCTAssertEqual(emu.citiesVisited.count, 2)
}

/// Removing set elements outside a write is refused.
/// - section: delete-mutableset-elements
/// - claims: delete.set.requires-write
func testSetRemoveOutsideWriteFails() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    try realm.write {
        realm.add(kiwi)
        kiwi.citiesVisited.insert("Perth")
    }
    assertThrows(kiwi.citiesVisited.remove("Perth"), .notInWriteTransaction)
    assertThrows(kiwi.citiesVisited.removeAll(), .notInWriteTransaction)
    XCTAssertEqual(kiwi.citiesVisited.count, 1)
}

/// Inserting into a managed set outside a write is refused.
/// - section: delete-mutableset-elements
/// - claims: delete.set.requires-write
func testSetInsertOutsideWriteFails() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    try realm.write {
        realm.add(kiwi)
    }
    assertThrows(kiwi.citiesVisited.insert(objectsIn: ["Perth"]), .notInWriteTransaction)
    XCTAssertEqual(kiwi.citiesVisited.count, 0)
    try realm.write {
        kiwi.citiesVisited.insert("Perth")
    }
    assertThrows(kiwi.citiesVisited.remove("Perth"), .notInWriteTransaction)
    XCTAssertEqual(kiwi.citiesVisited.count, 1)
}

/// Deleting the dog makes its set unusable.
/// - section: delete-mutableset-elements
func testSetOfDeletedDogIsInvalidated() throws {
    let realm = try Realm()
    let kiwi = Dog(value: ["name": "Kiwi"])
    try realm.write {
        realm.add(kiwi)
        kiwi.citiesVisited.insert("Perth")
    }
    let cities = kiwi.citiesVisited
    try realm.write {
        realm.delete(kiwi)
    }
    XCTAssertTrue(cities.isInvalidated)
    try realm.write {
        assertThrows(cities.removeAll(), .invalidated)
    }
}
