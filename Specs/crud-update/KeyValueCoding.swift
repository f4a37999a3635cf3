// page: crud-update
// tags: update, kvc

/// setValue(_:forKey:) on one object sets that property.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.object
func testObjectSetValue() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Taco"]))
    }
    let everyDog = realm.objects(Dog.self)
    try realm.write {
        everyDog.first?.setValue("Nacho", forKey: "name")
    }
    XCTAssertEqual(everyDog.first?.name, "Nacho")
}

/// setValue(_:forKey:) on results moves every dog to the same city.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.results, update.kvc.bulk
func testResultsSetValueUpdatesAll() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Taco", "currentCity": "Austin"]))
        realm.add(Dog(value: ["name": "Mole", "currentCity": "Dallas"]))
        realm.add(Dog(value: ["name": "Salsa"]))
    }
    try realm.write {
        realm.objects(Dog.self).setValue("Montreal", forKey: "currentCity")
    }
    XCTAssertEqual(realm.objects(Dog.self).where { $0.currentCity == "Montreal" }.count, 3)
}

/// setValue(_:forKey:) on filtered results changes only the matching dogs.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.results
func testFilteredResultsSetValue() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Taco", "age": 1]))
        realm.add(Dog(value: ["name": "Mole", "age": 8]))
    }
    try realm.write {
        realm.objects(Dog.self).filter("age < 2").setValue("puppy blue", forKey: "color")
    }
    XCTAssertEqual(realm.objects(Dog.self).where { $0.color == "puppy blue" }.count, 1)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Mole" }.first?.color, "")
}

/// setValue(_:forKey:) on a list sets the property on each dog in it, and only those.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.list, update.kvc.bulk
func testListSetValue() throws {
    let realm = try Realm()
    let tomas = Person(value: ["id": 1, "name": "Tomas"])
    tomas.dogs.append(Dog(value: ["name": "Taco"]))
    tomas.dogs.append(Dog(value: ["name": "Mole"]))
    try realm.write {
        realm.add(tomas)
        realm.add(Dog(value: ["name": "Stranger"]))
    }
    try realm.write {
        tomas.dogs.setValue("Lima", forKey: "currentCity")
    }
    XCTAssertEqual(realm.objects(Dog.self).where { $0.currentCity == "Lima" }.count, 2)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Stranger" }.first?.currentCity, "")
}

/// The key can be a string chosen at run time.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.runtime-key
func testRuntimeChosenKey() throws {
    let realm = try Realm()
    let taco = Dog(value: ["name": "Taco"])
    try realm.write {
        realm.add(taco)
    }
    let fields = ["color", "currentCity"]
    try realm.write {
        for field in fields {
            taco.setValue("unknown", forKey: field)
        }
    }
    XCTAssertEqual(taco.color, "unknown")
    XCTAssertEqual(taco.currentCity, "unknown")
}

/// A key that names no property is refused.
/// - section: update-properties-with-key-value-coding
func testUnknownKeyFails() throws {
    let realm = try Realm()
    let taco = Dog(value: ["name": "Taco"])
    try realm.write {
        realm.add(taco)
        assertThrows(taco.setValue("x", forKey: "nickname"), .unknownProperty)
        assertThrows(realm.objects(Dog.self).setValue("x", forKey: "nickname"), .unknownProperty)
    }
}

/// Key-value coding on results outside a write is refused.
/// - section: update-properties-with-key-value-coding
func testResultsSetValueOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Taco", "currentCity": "Austin"]))
    }
    assertThrows(realm.objects(Dog.self).setValue("Montreal", forKey: "currentCity"), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).first?.currentCity, "Austin")
}

/// Assigning query results to the dogs key fills the person's list with the puppies.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.relationship
func testSetValueResultsIntoList() throws {
    let realm = try Realm()
    try realm.write {
        let ana = Person(value: ["id": 1, "name": "Ana"])
        realm.add(ana)
        realm.add(Dog(value: ["name": "Bit", "age": 1]))
        realm.add(Dog(value: ["name": "Byte", "age": 0]))
        realm.add(Dog(value: ["name": "Word", "age": 6]))
        let puppies = realm.objects(Dog.self).filter("age < 2")
        ana.setValue(puppies, forKey: "dogs")
    }
    let ana = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    XCTAssertEqual(ana.dogs.count, 2)
    XCTAssertEqual(ana.dogs.filter("age >= 2").count, 0)
}

/// Assigning results to a list replaces what it held before.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.relationship
func testSetValueReplacesListContents() throws {
    let realm = try Realm()
    let ana = Person(value: ["id": 1, "name": "Ana"])
    ana.dogs.append(Dog(value: ["name": "Word", "age": 6]))
    try realm.write {
        realm.add(ana)
        realm.add(Dog(value: ["name": "Bit", "age": 1]))
    }
    try realm.write {
        ana.setValue(realm.objects(Dog.self).filter("age < 2"), forKey: "dogs")
    }
    XCTAssertEqual(ana.dogs.count, 1)
    XCTAssertEqual(ana.dogs[0].name, "Bit")
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// New objects set into a managed list with setValue(_:forKey:) are added to
/// the realm, and the same objects are managed from then on.
/// - section: update-properties-with-key-value-coding
func testSetValueNewObjectsIntoList() throws {
    let realm = try Realm()
    let ana = Person(value: ["id": 1, "name": "Ana"])
    try realm.write { realm.add(ana) }
    let rex = Dog(value: ["name": "Rex", "age": 1])
    let max = Dog(value: ["name": "Max", "age": 4])
    try realm.write {
        ana.setValue([rex, max], forKey: "dogs")
    }
    XCTAssertNotNil(rex.realm)
    XCTAssertNotNil(max.realm)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    try realm.write { rex.name = "Rexy" }
    XCTAssertEqual(ana.dogs[0].name, "Rexy")
    XCTAssertEqual(ana.dogs[1].name, "Max")
}

/// The Objective-C example: a new person, added, is given all puppies with setValue:forKey:.
/// - section: update-properties-with-key-value-coding
/// - claims: update.kvc.objc, update.kvc.relationship
func testObjcGivePuppies() throws {
    let realm = try Realm()
    try ObjectiveCSupport.convert(object: realm).transaction {
        realm.add(Dog(value: ["name": "Bit", "age": 1]))
        realm.add(Dog(value: ["name": "Word", "age": 6]))
    }
    try ObjectiveCSupport.convert(object: realm).transaction {
        let amir = Person(value: ["id": 1, "name": "Amir"])
        realm.add(amir)
        let puppies = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(where: "age < 2")
        amir.setValue(puppies, forKey: "dogs")
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Person.self)).firstObject()?.dogs.count, 1)
}

/// setValue(_:forKey:) on an empty list changes nothing and raises nothing.
/// - section: update-properties-with-key-value-coding
func testEmptyListSetValue() throws {
    let realm = try Realm()
    let tomas = Person(value: ["id": 1, "name": "Tomas"])
    try realm.write {
        realm.add(tomas)
        realm.add(Dog(value: ["name": "Stranger"]))
        tomas.dogs.setValue("Lima", forKey: "currentCity")
    }
    XCTAssertEqual(realm.objects(Dog.self).where { $0.currentCity == "Lima" }.count, 0)
}
