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
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(ash)
        dogs.add(birch)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.object(at: 0).name, "Ash")
    XCTAssertEqual(dogs.object(at: 1).name, "Birch")
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
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        realm.add(yuri)
        let yuriDogs = ObjectiveCSupport.convert(object: yuri.dogs)
        dogs.add(ash)
        yuriDogs.add(ash)
    }
    let yuriDogs = ObjectiveCSupport.convert(object: yuri.dogs)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    try realm.write {
        ash.age = 3
    }
    XCTAssertEqual(yuriDogs.object(at: 0).age, 3)
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
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertEqual(ObjectiveCSupport.convert(object: club.members).objectClassName, "Person")
}

/// Adding an object of another class to the list is refused.
/// - section: overview
/// - claims: rlmarray.single-type
func testWrongClassRefused() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        assertThrows(dogs.add(DogToy(value: ["name": "Ball"])), .typeMismatch)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertEqual(dogs.count, 0)
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
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(Dog(value: ["name": "Ash", "age": 1]))
        dogs.add(Dog(value: ["name": "Birch", "age": 7]))
        dogs.add(Dog(value: ["name": "Cedar", "age": 3]))
        realm.add(Dog(value: ["name": "Elm", "age": 2]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(realm.objects(Dog.self).filter("age < 4 AND name BEGINSWITH 'C'").count, 1)
    XCTAssertEqual(dogs.objects(where: "age < 4 AND name BEGINSWITH 'C'").count, 1)
    XCTAssertEqual(realm.objects(Dog.self).filter("age < 4").count, 3)
    XCTAssertEqual(vera.dogs.filter("age < 4").count, 2)
}

/// A predicate naming a property Dog lacks is refused on the list as on results.
/// - section: overview
func testUnknownPropertyPredicateFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.objects(where: "breed == 'collie'"), .invalidQuery)
    assertThrows(realm.objects(Dog.self).filter("breed == 'collie'"), .invalidQuery)
}

/// A new object's list exists as soon as it is accessed, empty; a stored
/// object's list is obtained by querying the realm for the object.
/// - section: overview
/// - claims: rlmarray.not-created-directly
func testListCreatedOnAccess() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
    XCTAssertNil(dogs.firstObject())
    let realm = try Realm()
    try realm.write {
        realm.add(vera)
        ObjectiveCSupport.convert(object: vera.dogs).add(Dog(value: ["name": "Ash"]))
    }
    let queried = ObjectiveCSupport.convert(object: realm.objects(Person.self).where { $0.name == "Vera" }.first!.dogs)
    XCTAssertEqual(queried.count, 1)
    XCTAssertEqual(queried.firstObject()?.name, "Ash")
}

/// Querying the list gives results over its objects rather than a new list.
/// - section: overview
func testQueryingListGivesResults() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        let dogs = ObjectiveCSupport.convert(object: vera.dogs)
        dogs.add(Dog(value: ["name": "Ash", "age": 1]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let young = dogs.objects(where: "age < 2")
    XCTAssertEqual(young.count, 1)
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch", "age": 0]))
    }
    XCTAssertEqual(young.count, 2)
}
