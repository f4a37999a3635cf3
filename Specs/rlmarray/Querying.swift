// page: rlmarray
// tags: list, query, sort

/// index(of:) gives the position of a dog in the list.
/// - section: querying
/// - claims: rlmarray.index-of
func testIndexOf() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let birch = Dog(value: ["name": "Birch"])
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(birch)
    try realm.write {
        realm.add(vera)
    }
    XCTAssertEqual(vera.dogs.index(of: birch), 1)
}

/// index(of:) answers NSNotFound for a dog that is stored but not in the list.
/// - section: querying
/// - claims: rlmarray.index-of.not-found
func testIndexOfAbsent() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let outsider = Dog(value: ["name": "Outsider"])
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        realm.add(outsider)
    }
    XCTAssertNil(vera.dogs.index(of: outsider))
    XCTAssertEqual(ObjectiveCSupport.convert(object: vera.dogs).index(of: outsider), NSNotFound)
}

/// indexOfObject(where:) and indexOfObject(with:) give the first dog matching the predicate.
/// - section: querying
/// - claims: rlmarray.index-of-where
func testIndexOfObjectWhere() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 2]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 1]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.indexOfObject(where: "age < 3"), 1)
    XCTAssertEqual(dogs.indexOfObject(where: "name == %@", "Cedar"), 2)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "age < 3")), 1)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "name == %@", "Cedar")), 2)
}

/// indexOfObject(where:) answers NSNotFound when no dog matches.
/// - section: querying
/// - claims: rlmarray.index-of-where.not-found
func testIndexOfObjectWhereNoMatch() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.indexOfObject(where: "age > 20"), NSNotFound)
}

/// objects(where:) and objects(with:) return the matching dogs in list order.
/// - section: querying
/// - claims: rlmarray.objects-where
func testObjectsWhere() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 1, "color": "black"]))
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9, "color": "black"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 2, "color": "white"]))
    try realm.write {
        realm.add(vera)
        realm.add(Dog(value: ["name": "Elm", "color": "black"]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let black = dogs.objects(where: "color == 'black'")
    XCTAssertEqual(black.count, 2)
    XCTAssertEqual(black[0].name, "Cedar")
    XCTAssertEqual(black[1].name, "Ash")
    let alsoBlack = dogs.objects(with: NSPredicate(format: "color == 'black'"))
    XCTAssertEqual(alsoBlack.count, 2)
    XCTAssertEqual(alsoBlack[0].name, "Cedar")
    XCTAssertEqual(alsoBlack[1].name, "Ash")
}

/// objects(with:) given an NSPredicate, and objectsWhere given a format string and its arguments, return the matching dogs in list order.
/// - section: querying
/// - claims: rlmarray.objects-where
func testObjectsWithPredicateAndObjectsWhere() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 1, "color": "black"]))
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9, "color": "black"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 2, "color": "white"]))
    try realm.write {
        realm.add(vera)
        realm.add(Dog(value: ["name": "Elm", "color": "black"]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let black = dogs.objects(with: NSPredicate(format: "color == %@", "black"))
    XCTAssertEqual(black.count, 2)
    XCTAssertEqual(black[0].name, "Cedar")
    XCTAssertEqual(black[1].name, "Ash")
    let young = ObjectiveCSupport.convert(object: vera.dogs).objects(where: "age < %@", 5)
    XCTAssertEqual(young.count, 2)
    XCTAssertEqual(young[0].name, "Cedar")
    XCTAssertEqual(young[1].name, "Birch")
    XCTAssertEqual(dogs.objects(with: NSPredicate(format: "age > 20")).count, 0)
}

/// A where-closure on the list, the predicate string and an NSPredicate give the same dogs.
/// - section: querying
/// - claims: rlmarray.objects-where
func testWhereClosureMatchesPredicate() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 2]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(vera.dogs.where { $0.age > 5 }.count, 1)
    XCTAssertEqual(dogs.objects(where: "age > %@", 5).count, 1)
    XCTAssertEqual(dogs.objects(with: NSPredicate(format: "age > %@", 5)).count, 1)
}

/// Querying the list of an unmanaged person is refused.
/// - section: querying
func testQueryUnmanagedListFails() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Ash", "age": 9]))
    assertThrows(dogs.objects(where: "age > 5"), .unmanaged)
    assertThrows(dogs.sortedResults(usingKeyPath: "age", ascending: true), .unmanaged)
}

/// sortedResults(usingKeyPath:ascending:) sorts by age both ways.
/// - section: querying
/// - claims: rlmarray.sorted-key-path
func testSortedByKeyPath() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 2]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 5]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let up = dogs.sortedResults(usingKeyPath: "age", ascending: true)
    XCTAssertEqual(up[0].name, "Birch")
    XCTAssertEqual(up[2].name, "Ash")
    let down = dogs.sortedResults(usingKeyPath: "age", ascending: false)
    XCTAssertEqual(down[0].name, "Ash")
    XCTAssertEqual(down[2].name, "Birch")
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
}

/// Sorting by a key path Dog lacks is refused.
/// - section: querying
func testSortUnknownKeyPathFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.sortedResults(usingKeyPath: "weight", ascending: true), .unknownProperty)
}

/// sortedResults(using:) applies the descriptors in order: age descending, then name.
/// - section: querying
/// - claims: rlmarray.sorted-descriptors
func testSortedByDescriptors() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 2]))
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 2]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 7]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let sorted = dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "age", ascending: false),
                                                 RLMSortDescriptor(keyPath: "name", ascending: true)])
    XCTAssertEqual(sorted[0].name, "Birch")
    XCTAssertEqual(sorted[1].name, "Ash")
    XCTAssertEqual(sorted[2].name, "Cedar")
}

/// Sorted results of a list follow later changes to the list.
/// - section: querying
/// - claims: rlmarray.sorted-key-path
func testSortedResultsAreLive() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 9]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let up = dogs.sortedResults(usingKeyPath: "age", ascending: true)
    try realm.write {
        dogs.add(Dog(value: ["name": "Pup", "age": 0]))
    }
    XCTAssertEqual(up.count, 2)
    XCTAssertEqual(up[0].name, "Pup")
}

/// distinctResults(usingKeyPaths:) keeps the first dog of each color.
/// - section: querying
/// - claims: rlmarray.distinct
func testDistinctByColor() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "color": "grey"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "color": "white"]))
    unmanagedDogs.add(Dog(value: ["name": "Cinder", "color": "grey"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let oneEach = dogs.distinctResults(usingKeyPaths: ["color"])
    XCTAssertEqual(oneEach.count, 2)
    XCTAssertEqual(oneEach[0].name, "Ash")
    XCTAssertEqual(oneEach[1].name, "Birch")
}

/// distinctResults over two key paths keeps one dog per pair of values.
/// - section: querying
/// - claims: rlmarray.distinct
func testDistinctByTwoKeyPaths() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "A", "color": "grey", "age": 1]))
    unmanagedDogs.add(Dog(value: ["name": "B", "color": "grey", "age": 2]))
    unmanagedDogs.add(Dog(value: ["name": "C", "color": "grey", "age": 1]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.distinctResults(usingKeyPaths: ["color", "age"]).count, 2)
}

/// distinctResults over a key path Dog lacks is refused.
/// - section: querying
func testDistinctUnknownKeyPathFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.distinctResults(usingKeyPaths: ["breed"]), .unknownProperty)
}

/// index(of:) gives the first position of a dog that appears twice.
/// - section: querying
/// - claims: rlmarray.index-of
func testIndexOfFirstOccurrence() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let ash = Dog(value: ["name": "Ash"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(Dog(value: ["name": "Birch"]))
        dogs.add(ash)
        dogs.add(ash)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertEqual(vera.dogs.index(of: ash), 1)
}

/// sortedResults(using:) with one ascending descriptor sorts by name.
/// - section: querying
/// - claims: rlmarray.sorted-descriptors
func testSortedBySingleDescriptor() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let byName = dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "name", ascending: true)])
    XCTAssertEqual(byName[0].name, "Ash")
    XCTAssertEqual(byName[1].name, "Birch")
    XCTAssertEqual(byName[2].name, "Cedar")
}
