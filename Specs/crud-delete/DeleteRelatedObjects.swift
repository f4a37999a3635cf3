// page: crud-delete
// tags: delete, relationships

/// The Objective-C example's dog, as an Objective-C model is seen from Swift.
class RLMOwnedDog: RLMObject {
    @objc dynamic var name = ""
}

/// The Objective-C example's person: a primary key and an array of dogs.
class RLMDogOwner: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var name = ""
    @objc dynamic var dogs = RLMArray<RLMOwnedDog>(objectClassName: RLMOwnedDog.className())
    override class func primaryKey() -> String? { "id" }
}

/// Deleting a person leaves the dogs of their list in the realm.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.no-cascade, delete.related.orphans
func testDeletingParentKeepsDogs() throws {
    let realm = try Realm()
    let lena = Person(value: ["id": 11, "name": "Lena"])
    lena.dogs.append(Dog(value: ["name": "Pico"]))
    lena.dogs.append(Dog(value: ["name": "Nube"]))
    try realm.write {
        realm.add(lena)
    }
    try realm.write {
        realm.delete(lena)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// An orphaned dog keeps its values and can still be queried and changed.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.orphans
func testOrphanStaysUsable() throws {
    let realm = try Realm()
    let lena = Person(value: ["id": 12, "name": "Lena"])
    let pico = Dog(value: ["name": "Pico", "age": 3])
    lena.dogs.append(pico)
    try realm.write {
        realm.add(lena)
    }
    try realm.write {
        realm.delete(lena)
    }
    XCTAssertFalse(pico.isInvalidated)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Pico" }.first?.age, 3)
    try realm.write {
        pico.age = 4
    }
    XCTAssertEqual(pico.age, 4)
}

/// Deleting a dog leaves its favourite toy in the realm.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.no-cascade, delete.related.orphans
func testDeletingDogKeepsToy() throws {
    let realm = try Realm()
    let pup = Dog(value: ["name": "Gnaw"])
    pup.favoriteToy = DogToy(value: ["name": "Ball"])
    try realm.write {
        realm.add(pup)
    }
    try realm.write {
        realm.delete(pup)
    }
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    XCTAssertEqual(realm.objects(DogToy.self).first?.name, "Ball")
}

/// Deleting a club leaves its members; their clubs no longer list it.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.no-cascade
func testDeletingClubKeepsMembers() throws {
    let realm = try Realm()
    let club = DogClub(value: ["name": "Trail Pack"])
    let ivo = Person(value: ["id": 13, "name": "Ivo"])
    club.members.append(ivo)
    try realm.write {
        realm.add(club)
    }
    XCTAssertEqual(ivo.clubs.count, 1)
    try realm.write {
        realm.delete(club)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(ivo.clubs.count, 0)
}

/// Deleting the list of dogs, then the person, in one write removes all of them.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.dependents-first, delete.related.list-targets, delete.related.find-by-primary-key
func testDeleteDogsThenPerson() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 1, "name": "Oona"])
    owner.dogs.append(Dog(value: ["name": "Lark"]))
    owner.dogs.append(Dog(value: ["name": "Wren"]))
    try realm.write {
        realm.add(owner)
        realm.add(Dog(value: ["name": "Neighbour"]))
    }
    let person = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    try realm.write {
        realm.delete(person.dogs)
        realm.delete(person)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Neighbour")
}

/// Deleting a list removes the dogs it refers to and leaves the list empty and its owner intact.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.list-targets
func testDeleteListLeavesOwner() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 2, "name": "Oona"])
    owner.dogs.append(Dog(value: ["name": "Lark"]))
    try realm.write {
        realm.add(owner)
    }
    try realm.write {
        realm.delete(owner.dogs)
    }
    XCTAssertEqual(owner.dogs.count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertFalse(owner.isInvalidated)
}

/// Inside the write that adds a person with a dog, deleting the person's list
/// empties it and removes the dog at once; the commit keeps it so.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.list-targets
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteListOfObjects
func testDeleteListCountsWithinTheWrite() throws {
    let realm = try Realm()
    XCTAssertEqual(realm.objects(Person.self).count, 0)
    try realm.write {
        let owner = Person(value: ["id": 2, "name": "Oona"])
        owner.dogs.append(Dog(value: ["name": "Lark"]))
        realm.add(owner)
        XCTAssertEqual(realm.objects(Dog.self).count, 1)
        realm.delete(owner.dogs)
        XCTAssertEqual(owner.dogs.count, 0)
        XCTAssertEqual(realm.objects(Dog.self).count, 0)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// A dog in two people's lists disappears from both when one list is deleted.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.list-targets
func testDeleteSharedDogFromBothLists() throws {
    let realm = try Realm()
    let shared = Dog(value: ["name": "Shared"])
    let a = Person(value: ["id": 21, "name": "A"])
    let b = Person(value: ["id": 22, "name": "B"])
    a.dogs.append(shared)
    b.dogs.append(shared)
    try realm.write {
        realm.add(a)
        realm.add(b)
    }
    try realm.write {
        realm.delete(a.dogs)
    }
    XCTAssertEqual(b.dogs.count, 0)
    XCTAssertTrue(shared.isInvalidated)
}

/// Deleting the person first and then their dogs fails: the list went with its owner.
/// - section: delete-an-object-and-its-related-objects
func testDeleteParentFirstLosesList() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 3, "name": "Oona"])
    owner.dogs.append(Dog(value: ["name": "Lark"]))
    try realm.write {
        realm.add(owner)
    }
    try realm.write {
        realm.delete(owner)
        assertThrows(realm.delete(owner.dogs), .invalidated)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// Iterating over the dependents and deleting each before the parent leaves no orphans.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.dependents-first
func testIterateDependentsThenDeleteParent() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 4, "name": "Oona"])
    let lark = Dog(value: ["name": "Lark"])
    let wren = Dog(value: ["name": "Wren"])
    let kite = Dog(value: ["name": "Kite"])
    owner.dogs.append(lark)
    owner.dogs.append(wren)
    owner.dogs.append(kite)
    try realm.write {
        realm.add(owner)
    }
    try realm.write {
        for dog in [lark, wren, kite] {
            realm.delete(dog)
        }
        realm.delete(owner)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(realm.objects(Person.self).count, 0)
}

/// The lookup by primary key gives nil once the person is deleted.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.find-by-primary-key
func testPrimaryKeyLookupAfterDelete() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 9, "name": "Gone"]))
    }
    let person = realm.object(ofType: Person.self, forPrimaryKey: 9)
    XCTAssertNotNil(person)
    try realm.write {
        realm.delete(person!)
    }
    XCTAssertNil(realm.object(ofType: Person.self, forPrimaryKey: 9))
}

/// The Objective-C example: deleteObjects on the person's dogs, then deleteObject on the person.
/// - section: delete-an-object-and-its-related-objects
/// - claims: delete.related.objc, delete.related.dependents-first
func testObjcDeleteDogsThenPerson() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMDogOwner(value: ["id": 1, "name": "Amir", "dogs": [["name": "Sun"], ["name": "Moon"]]]))
        realm.add(RLMOwnedDog(value: ["name": "Stray"]))
    }
    XCTAssertEqual(RLMOwnedDog.allObjects(in: realm).count, 3)
    try realm.transaction {
        let amir = RLMDogOwner.object(in: realm, forPrimaryKey: 1) as! RLMDogOwner
        realm.deleteObjects(amir.dogs)
        realm.delete(amir)
    }
    XCTAssertEqual(RLMDogOwner.allObjects(in: realm).count, 0)
    XCTAssertEqual(RLMOwnedDog.allObjects(in: realm).count, 1)
    XCTAssertEqual((RLMOwnedDog.allObjects(in: realm).firstObject() as! RLMOwnedDog).name, "Stray")
}
