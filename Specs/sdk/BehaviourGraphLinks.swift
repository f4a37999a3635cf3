// page: sdk
// tags: links, sdk

/// A deleted object's linking objects are empty, not invalidated; an unmanaged object's linking objects are empty, and filtering or sorting them gives empty results.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.linking-objects-deleted-or-unmanaged
func testLinkingObjectsOfDeletedAndUnmanagedObjects() throws {
    let realm = try Realm()
    let club = DogClub(value: ["name": "Hounds"])
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(club)
        club.members.append(ann)
    }
    let clubs = ann.clubs
    XCTAssertEqual(clubs.count, 1)
    try realm.write { realm.delete(ann) }
    XCTAssertEqual(clubs.count, 0)
    XCTAssertTrue(clubs.isEmpty)
    XCTAssertNil(clubs.first)

    let loose = Person(value: ["id": 2, "name": "Bo"])
    XCTAssertEqual(loose.clubs.count, 0)
    XCTAssertNil(loose.clubs.first)
    XCTAssertEqual(loose.clubs.filter("name == 'Hounds'").count, 0)
    XCTAssertEqual(loose.clubs.sorted(byKeyPath: "name").count, 0)
    XCTAssertEqual(loose.clubs.where { $0.name == "Hounds" }.count, 0)
}

/// Objects of a type without a primary key are equal only when they are the same accessor: a second read of the same dog is the same object but not equal to the first, until the realm is frozen, or both are frozen (an object frozen equals the same row read and frozen). A type with a primary key compares rows, and so does an embedded object's isSameObject(as:), never its ==.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.equality-without-primary-key
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testEqualityForFrozenObjectTypeWithoutPrimaryKey
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testEqualityForObjectTypeWithoutPrimaryKey
func testEqualityWithoutPrimaryKey() throws {
    let realm = try Realm()
    let a = Dog(value: ["name": "Rex", "age": 1])
    let b = Dog(value: ["name": "Rex", "age": 1])
    XCTAssertFalse(a == b)
    XCTAssertTrue(a == a)
    try realm.write {
        realm.add(a)
        realm.add(b)
        realm.add(Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]]))
    }
    XCTAssertFalse(a == b)
    let first = realm.objects(Dog.self).first!
    XCTAssertFalse(first == a)
    XCTAssertFalse(first.isEqual(a))
    XCTAssertTrue(first.isSameObject(as: a))
    XCTAssertTrue(first.isSameObject(as: a))
    XCTAssertTrue(first == first)
    let frozen = realm.freeze()
    XCTAssertTrue(frozen.objects(Dog.self).first! == frozen.objects(Dog.self).first!)
    XCTAssertTrue(a.freeze() == realm.objects(Dog.self).first!.freeze())
    XCTAssertFalse(b.freeze() == realm.objects(Dog.self).first!.freeze())
    XCTAssertTrue(realm.object(ofType: Person.self, forPrimaryKey: 1)! == realm.object(ofType: Person.self, forPrimaryKey: 1)!)
    let vera = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    XCTAssertFalse(vera.address! == vera.address!)
    XCTAssertTrue(vera.address!.isSameObject(as: vera.address))
}
