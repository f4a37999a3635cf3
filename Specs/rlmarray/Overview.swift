// page: rlmarray
// tags: list, relationships

/// A person's dogs list holds the dogs it was given, in order, as a to-many relationship.
/// - section: overview
/// - claims: rlmarray.to-many
func testListIsToManyRelationship() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let ash = Dog(value: ["name": "Ash"])
    let birch = Dog(value: ["name": "Birch"])
    try realm.write {
        realm.add(vera)
        vera.dogs.add(ash)
        vera.dogs.add(birch)
    }
    XCTAssertEqual(vera.dogs.count, 2)
    XCTAssertEqual(vera.dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(vera.dogs.object(at: 1).name, "Birch")
}

/// The same dog can appear in the lists of two people without being copied.
/// - section: overview
/// - claims: rlmarray.to-many
func testSharedTargetNotCopied() throws {
    let realm = try Realm()
    let ash = Dog(value: ["name": "Ash"])
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let yuri = Person(value: ["id": 2, "name": "Yuri"])
    try realm.write {
        realm.add(ash)
        realm.add(vera)
        realm.add(yuri)
        vera.dogs.add(ash)
        yuri.dogs.add(ash)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    try realm.write {
        ash.age = 3
    }
    XCTAssertEqual(yuri.dogs.object(at: 0).age, 3)
}

/// The list reports the single class it holds.
/// - section: overview
/// - claims: rlmarray.single-type
func testListHasOneType() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let club = DogClub(value: ["name": "Agility"])
    try realm.write {
        realm.add(vera)
        realm.add(club)
    }
    XCTAssertEqual(vera.dogs.objectClassName, "Dog")
    XCTAssertEqual(club.members.objectClassName, "Person")
}

/// Adding an object of another class to the list is refused.
/// - section: overview
/// - claims: rlmarray.single-type
func testWrongClassRefused() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        assertThrows(vera.dogs.add(DogToy(value: ["name": "Ball"])), .typeMismatch)
    }
    XCTAssertEqual(vera.dogs.objectClassName, "Dog")
    XCTAssertEqual(vera.dogs.count, 0)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
}

/// A predicate that filters all dogs filters the list the same way.
/// - section: overview
/// - claims: rlmarray.same-predicates
func testSamePredicateOnListAndResults() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        vera.dogs.add(Dog(value: ["name": "Ash", "age": 1]))
        vera.dogs.add(Dog(value: ["name": "Birch", "age": 7]))
        vera.dogs.add(Dog(value: ["name": "Cedar", "age": 3]))
        realm.add(Dog(value: ["name": "Elm", "age": 2]))
    }
    XCTAssertEqual(realm.objects(Dog.self).filter("age < 4 AND name BEGINSWITH 'C'").count, 1)
    XCTAssertEqual(vera.dogs.objects(where: "age < 4 AND name BEGINSWITH 'C'").count, 1)
    XCTAssertEqual(realm.objects(Dog.self).filter("age < 4").count, 3)
    XCTAssertEqual(vera.dogs.filter("age < 4").count, 2)
}

/// A predicate naming a property Dog lacks is refused on the list as on results.
/// - section: overview
/// - claims: rlmarray.same-predicates
func testUnknownPropertyPredicateFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.objects(where: "breed == 'collie'"), .invalidQuery)
    assertThrows(realm.objects(Dog.self).filter("breed == 'collie'"), .invalidQuery)
}

/// A new object's list exists as soon as it is accessed, empty.
/// - section: overview
/// - claims: rlmarray.not-created-directly
func testListCreatedOnAccess() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    XCTAssertEqual(vera.dogs.count, 0)
    XCTAssertNil(vera.dogs.firstObject())
}

/// Querying the list gives results over its objects rather than a new list.
/// - section: overview
/// - claims: rlmarray.not-created-directly, rlmarray.same-predicates
func testQueryingListGivesResults() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        vera.dogs.add(Dog(value: ["name": "Ash", "age": 1]))
    }
    let young = vera.dogs.objects(where: "age < 2")
    XCTAssertEqual(young.count, 1)
    try realm.write {
        vera.dogs.add(Dog(value: ["name": "Birch", "age": 0]))
    }
    XCTAssertEqual(young.count, 2)
}
