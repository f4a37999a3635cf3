// page: rlmarray
// tags: list, mutation

/// replaceObject(at:with:) puts a new dog in place of the old one, which stays in the realm.
/// - section: adding-removing-replacing
/// - claims: rlmarray.replace
func testReplaceObject() throws {
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
        dogs.replaceObject(at: 0, with: Dog(value: ["name": "Alder"]))
    }
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.object(at: 0).name, "Alder")
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
}

/// replaceObject(at:with:) at the count is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.replace.out-of-bounds
func testReplaceOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.replaceObject(at: 1, with: Dog(value: ["name": "X"])), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// replaceObject(at:with:) with an object of another class is refused.
/// - section: adding-removing-replacing
func testReplaceWithWrongClassFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.replaceObject(at: 0, with: DogToy(value: ["name": "Ball"])), .typeMismatch)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// replaceObject(at:with:) outside a write is refused.
/// - section: adding-removing-replacing
func testReplaceOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.replaceObject(at: 0, with: Dog(value: ["name": "X"])), .notInWriteTransaction)
}

/// moveObject(at:to:) moves the first dog to the end and shifts the others up.
/// - section: adding-removing-replacing
/// - claims: rlmarray.move
func testMoveForward() throws {
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
        dogs.moveObject(at: 0, to: 2)
    }
    XCTAssertEqual(dogs.object(at: 0).name, "Birch")
    XCTAssertEqual(dogs.object(at: 1).name, "Cedar")
    XCTAssertEqual(dogs.object(at: 2).name, "Ash")
}

/// moveObject(at:to:) moves the last dog to the front.
/// - section: adding-removing-replacing
/// - claims: rlmarray.move
func testMoveBackward() throws {
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
        dogs.moveObject(at: 2, to: 0)
    }
    XCTAssertEqual(dogs.object(at: 0).name, "Cedar")
    XCTAssertEqual(dogs.object(at: 1).name, "Ash")
    XCTAssertEqual(dogs.object(at: 2).name, "Birch")
}

/// moveObject(at:to:) with either index out of bounds is refused and the order stays.
/// - section: adding-removing-replacing
/// - claims: rlmarray.move.out-of-bounds
func testMoveOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.moveObject(at: 2, to: 0), .indexOutOfBounds)
        assertThrows(dogs.moveObject(at: 0, to: 2), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// moveObject(at:to:) outside a write is refused.
/// - section: adding-removing-replacing
func testMoveOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.moveObject(at: 0, to: 1), .notInWriteTransaction)
}

/// exchangeObject(at:withObjectAt:) swaps two dogs and leaves the middle one.
/// - section: adding-removing-replacing
/// - claims: rlmarray.exchange
func testExchangeObjects() throws {
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
        dogs.exchangeObject(at: 0, withObjectAt: 2)
    }
    XCTAssertEqual(dogs.object(at: 0).name, "Cedar")
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
    XCTAssertEqual(dogs.object(at: 2).name, "Ash")
}

/// Exchanging an index with itself leaves the list as it was.
/// - section: adding-removing-replacing
func testExchangeWithItself() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.exchangeObject(at: 1, withObjectAt: 1)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
}

/// exchangeObject(at:withObjectAt:) with either index out of bounds is refused.
/// - section: adding-removing-replacing
/// - claims: rlmarray.exchange.out-of-bounds
func testExchangeOutOfBoundsFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.exchangeObject(at: 0, withObjectAt: 2), .indexOutOfBounds)
        assertThrows(dogs.exchangeObject(at: 5, withObjectAt: 1), .indexOutOfBounds)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// exchangeObject(at:withObjectAt:) outside a write is refused.
/// - section: adding-removing-replacing
func testExchangeOutsideWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.exchangeObject(at: 0, withObjectAt: 1), .notInWriteTransaction)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// The Swift spellings move, swapAt and replace behave like the RLMArray methods.
/// - section: adding-removing-replacing
/// - claims: rlmarray.move, rlmarray.exchange, rlmarray.replace
func testSwiftSpellings() throws {
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
        vera.dogs.move(from: 0, to: 2)
        vera.dogs.swapAt(0, 1)
        vera.dogs.replace(index: 2, object: Dog(value: ["name": "Alder"]))
    }
    XCTAssertEqual(dogs[0].name, "Cedar")
    XCTAssertEqual(dogs[1].name, "Birch")
    XCTAssertEqual(dogs[2].name, "Alder")
}
