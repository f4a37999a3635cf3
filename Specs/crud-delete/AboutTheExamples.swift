// page: crud-delete
// tags: models

/// A new Dog starts with empty strings and zero age.
/// - section: about-the-examples
/// - claims: delete.models.dog-properties
func testDogDefaults() throws {
    let realm = try Realm()
    let pup = Dog()
    try realm.write {
        realm.add(pup)
    }
    XCTAssertEqual(pup.name, "")
    XCTAssertEqual(pup.age, 0)
    XCTAssertEqual(pup.color, "")
    XCTAssertEqual(pup.currentCity, "")
}

/// A new Dog has an empty set of cities, an empty map of parks and no companion.
/// - section: about-the-examples
/// - claims: delete.models.dog-collections
func testDogCollectionsStartEmpty() throws {
    let realm = try Realm()
    let pup = Dog(value: ["name": "Nib"])
    try realm.write {
        realm.add(pup)
    }
    XCTAssertEqual(pup.citiesVisited.count, 0)
    XCTAssertEqual(pup.favoriteParksByCity.count, 0)
    XCTAssertEqual(pup.companion, .none)
}

/// A Dog links to one DogToy, which is stored with it.
/// - section: about-the-examples
/// - claims: delete.models.dog-favorite-toy
func testDogFavoriteToyLink() throws {
    let realm = try Realm()
    let pup = Dog(value: ["name": "Chew"])
    pup.favoriteToy = DogToy(value: ["name": "Rope"])
    try realm.write {
        realm.add(pup)
    }
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    XCTAssertEqual(pup.favoriteToy?.name, "Rope")
}

/// A Person is found by primary key and owns an ordered list of dogs.
/// - section: about-the-examples
/// - claims: delete.models.person-primary-key
func testPersonPrimaryKeyAndDogs() throws {
    let realm = try Realm()
    let mira = Person(value: ["id": 31, "name": "Mira"])
    mira.dogs.append(Dog(value: ["name": "Tam"]))
    mira.dogs.append(Dog(value: ["name": "Lu"]))
    try realm.write {
        realm.add(mira)
    }
    let found = realm.object(ofType: Person.self, forPrimaryKey: 31)
    XCTAssertEqual(found?.name, "Mira")
    XCTAssertEqual(found?.dogs.count, 2)
    XCTAssertEqual(found?.dogs[1].name, "Lu")
}

/// A second Person with a taken primary key is refused.
/// - section: about-the-examples
func testPersonDuplicatePrimaryKeyFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Ana"]))
        assertThrows(realm.add(Person(value: ["id": 5, "name": "Bea"])), .primaryKeyExists)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 5)?.name, "Ana")
}

/// A Person's clubs list every DogClub whose members include that person, and
/// cannot be assigned themselves.
/// - section: about-the-examples
/// - claims: delete.models.person-clubs-inverse
func testPersonClubsAreInverse() throws {
    let realm = try Realm()
    let kai = Person(value: ["id": 2, "name": "Kai"])
    let hikers = DogClub(value: ["name": "Hikers"])
    let swimmers = DogClub(value: ["name": "Swimmers"])
    try realm.write {
        realm.add(kai)
        realm.add(hikers)
        realm.add(swimmers)
        hikers.members.append(kai)
    }
    XCTAssertEqual(kai.clubs.count, 1)
    XCTAssertEqual(kai.clubs.first?.name, "Hikers")
    try realm.write {
        swimmers.members.append(kai)
    }
    XCTAssertEqual(kai.clubs.count, 2)
    try realm.write {
        assertThrows(kai.setValue([], forKey: "clubs"), .readOnlyProperty)
    }
    XCTAssertEqual(kai.clubs.count, 2)
}

/// A Person's clubs cannot be assigned; they only follow DogClub.members.
/// - section: about-the-examples
/// - claims: delete.models.person-clubs-inverse
func testPersonClubsReadOnly() throws {
    let realm = try Realm()
    let kai = Person(value: ["id": 3, "name": "Kai"])
    let hikers = DogClub(value: ["name": "Hikers"])
    try realm.write {
        realm.add(kai)
        realm.add(hikers)
        assertThrows(kai.setValue([], forKey: "clubs"), .readOnlyProperty)
    }
    XCTAssertEqual(kai.clubs.count, 0)
    try realm.write {
        hikers.members.append(kai)
    }
    XCTAssertEqual(kai.clubs.count, 1)
    XCTAssertEqual(kai.clubs.first?.name, "Hikers")
}
