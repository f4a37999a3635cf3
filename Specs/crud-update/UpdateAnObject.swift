// page: crud-update
// tags: update

/// The Objective-C example's dog: an RLMObject subclass, as an Objective-C model is seen from Swift.
class RLMDogEntry: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

/// Plain assignment and += inside a write change the first dog's name and age.
/// - section: update-an-object
/// - claims: update.object.assign, update.object.compound-assign
func testAssignAndIncrement() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Scout", "age": 4]))
    }
    let scout = realm.objects(Dog.self).first!
    try realm.write {
        scout.name = "Ranger"
        scout.age += 1
    }
    XCTAssertEqual(scout.name, "Ranger")
    XCTAssertEqual(scout.age, 5)
}

/// An update is visible through a fresh query of the same object.
/// - section: update-an-object
/// - claims: update.object.persisted
func testUpdateVisibleToNewQuery() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Scout", "age": 4]))
    }
    let scout = realm.objects(Dog.self).first!
    try realm.write {
        scout.color = "tan"
    }
    XCTAssertEqual(realm.objects(Dog.self).where { $0.color == "tan" }.count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.color, "tan")
}

/// A committed update survives closing and reopening the realm.
/// - section: update-an-object
/// - claims: update.object.persisted
func testUpdateSurvivesReopen() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 8, "name": "Ines"]))
    }
    let ines = realm.object(ofType: Person.self, forPrimaryKey: 8)!
    try realm.write {
        ines.name = "Inès"
    }
    realm.reopen()
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 8)?.name, "Inès")
}

/// Assigning a value of the wrong type to a property is refused.
/// - section: update-an-object
func testAssignWrongTypeFails() throws {
    let realm = try Realm()
    let scout = Dog(value: ["name": "Scout", "age": 4])
    try realm.write {
        realm.add(scout)
        assertThrows(scout.setValue("four", forKey: "age"), .typeMismatch)
    }
    XCTAssertEqual(scout.age, 4)
}

/// Changing the primary key of a stored person is refused.
/// - section: update-an-object
func testChangePrimaryKeyFails() throws {
    let realm = try Realm()
    let ines = Person(value: ["id": 8, "name": "Ines"])
    try realm.write {
        realm.add(ines)
    }
    try realm.write {
        assertThrows(ines.id = 9, .primaryKeyChange)
    }
    XCTAssertEqual(ines.id, 8)
}

/// The Objective-C example renames the first dog of allObjectsInRealm and adds a year to its age.
/// - section: update-an-object
/// - claims: update.object.objc
func testObjcUpdateFirstDog() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMDogEntry(value: ["name": "Scout", "age": 4]))
    }
    try realm.transaction {
        let scout = RLMDogEntry.allObjects(in: realm).firstObject() as! RLMDogEntry
        scout.name = "Ranger"
        scout.age += 1
    }
    let first = RLMDogEntry.allObjects(in: realm).firstObject() as! RLMDogEntry
    XCTAssertEqual(first.name, "Ranger")
    XCTAssertEqual(first.age, 5)
}

/// A related object's property is changed through dot notation on its parent.
/// - section: update-an-object
/// - claims: update.object.related-dot-notation
func testUpdateRelatedThroughDotNotation() throws {
    let realm = try Realm()
    let scout = Dog(value: ["name": "Scout"])
    scout.favoriteToy = DogToy(value: ["name": "Rope"])
    try realm.write {
        realm.add(scout)
    }
    try realm.write {
        scout.favoriteToy?.name = "Tug Rope"
    }
    XCTAssertEqual(realm.objects(DogToy.self).first?.name, "Tug Rope")
}

/// A dog inside a person's list is changed through the list's subscript and dot notation.
/// - section: update-an-object
/// - claims: update.object.related-dot-notation
func testUpdateListElementThroughDotNotation() throws {
    let realm = try Realm()
    let ines = Person(value: ["id": 8, "name": "Ines"])
    ines.dogs.append(Dog(value: ["name": "Scout", "age": 4]))
    try realm.write {
        realm.add(ines)
    }
    try realm.write {
        ines.dogs[0].age = 5
    }
    XCTAssertEqual(realm.objects(Dog.self).first?.age, 5)
}

/// Dot notation through a nil link changes nothing.
/// - section: update-an-object
func testDotNotationThroughNilLink() throws {
    let realm = try Realm()
    let scout = Dog(value: ["name": "Scout"])
    try realm.write {
        realm.add(scout)
        scout.favoriteToy?.name = "Ghost toy"
    }
    XCTAssertNil(scout.favoriteToy)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
}

/// An embedded address's field is changed through dot notation on the person.
/// - section: update-an-object
/// - claims: update.object.embedded-dot-notation
func testUpdateEmbeddedThroughDotNotation() throws {
    let realm = try Realm()
    let ines = Person(value: ["id": 8, "name": "Ines"])
    ines.address = Address(value: ["city": "Porto"])
    try realm.write {
        realm.add(ines)
    }
    try realm.write {
        ines.address?.city = "Braga"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 8)?.address?.city, "Braga")
}

/// Bracket notation with a property name reads and writes the property.
/// - section: update-an-object
/// - claims: update.object.bracket-notation
func testBracketNotation() throws {
    let realm = try Realm()
    let scout = Dog(value: ["name": "Scout", "age": 4])
    try realm.write {
        realm.add(scout)
    }
    try realm.write {
        scout["name"] = "Ranger"
        scout["age"] = 6
    }
    XCTAssertEqual(scout.name, "Ranger")
    XCTAssertEqual(scout.age, 6)
}
