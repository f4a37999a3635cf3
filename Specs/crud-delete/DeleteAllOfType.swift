// page: crud-delete
// tags: delete, query

/// Deleting objects(Dog.self) removes every dog.
/// - section: delete-all-objects-of-a-specific-type
/// - claims: delete.type.all-of-type
func testDeleteAllDogs() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Ace", "age": 1]))
        realm.add(Dog(value: ["name": "Bo", "age": 5]))
        realm.add(Dog(value: ["name": "Cy", "age": 9]))
    }
    try realm.write {
        let everyDog = realm.objects(Dog.self)
        realm.delete(everyDog)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// Deleting every dog leaves people, toys and clubs untouched.
/// - section: delete-all-objects-of-a-specific-type
/// - claims: delete.type.other-types-stay
func testDeleteAllDogsKeepsOtherTypes() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Ace"]))
        realm.add(DogToy(value: ["name": "Frisbee"]))
        realm.add(Person(value: ["id": 1, "name": "Uma"]))
        realm.add(DogClub(value: ["name": "Runners"]))
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self))
    }
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.objects(DogClub.self).count, 1)
}

/// Deleting every dog empties the dog lists of the people who owned them.
/// - section: delete-all-objects-of-a-specific-type
/// - claims: delete.type.all-of-type, delete.type.other-types-stay
func testDeleteAllDogsEmptiesLists() throws {
    let realm = try Realm()
    let uma = Person(value: ["id": 1, "name": "Uma"])
    uma.dogs.append(Dog(value: ["name": "Ace"]))
    uma.dogs.append(Dog(value: ["name": "Bo"]))
    try realm.write {
        realm.add(uma)
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self))
    }
    XCTAssertEqual(uma.dogs.count, 0)
    XCTAssertEqual(uma.name, "Uma")
}

/// Deleting all objects of a type with none stored changes nothing.
/// - section: delete-all-objects-of-a-specific-type
func testDeleteAllOfEmptyType() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(DogToy(value: ["name": "Stick"]))
        realm.delete(realm.objects(Dog.self))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
}

/// Deleting all objects of a type outside a write is refused.
/// - section: delete-all-objects-of-a-specific-type
func testDeleteAllOfTypeOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Ace"]))
    }
    assertThrows(realm.delete(realm.objects(Dog.self)), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// The Objective-C spelling, allObjectsInRealm passed to deleteObjects, removes every dog.
/// - section: delete-all-objects-of-a-specific-type
/// - claims: delete.type.objc-all-objects, delete.type.other-types-stay
func testObjcDeleteAllObjectsOfClass() throws {
    let realm = try Realm()
    try ObjectiveCSupport.convert(object: realm).transaction {
        realm.add(Dog(value: ["name": "Ace"]))
        realm.add(Dog(value: ["name": "Bo"]))
        realm.add(DogToy(value: ["name": "Kong"]))
    }
    try ObjectiveCSupport.convert(object: realm).transaction {
        let everyDog = ObjectiveCSupport.convert(object: realm.objects(Dog.self))
        ObjectiveCSupport.convert(object: realm).deleteObjects(everyDog)
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).count, 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(DogToy.self)).count, 1)
}
