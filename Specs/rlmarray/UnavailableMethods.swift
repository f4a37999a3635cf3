// page: rlmarray
// tags: list

/// A list comes into being with its object, empty, rather than through init or new.
/// - section: unavailable-methods
/// - claims: rlmarray.unavailable.init
func testListCreatedLazily() throws {
    let realm = try Realm()
    let club = DogClub(value: ["name": "Newcomers"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: club.members).count, 0)
    try realm.write {
        realm.add(club)
    }
    let members = ObjectiveCSupport.convert(object: club.members)
    XCTAssertEqual(members.count, 0)
    XCTAssertNotNil(members.realm)
}

/// A list read from a stored object is that object's list, not a fresh copy.
/// - section: unavailable-methods
func testListBelongsToObject() throws {
    let realm = try Realm()
    let club = DogClub(value: ["name": "Newcomers"])
    try realm.write {
        realm.add(club)
    }
    let members = ObjectiveCSupport.convert(object: club.members)
    XCTAssertTrue(members.realm == realm)
    try realm.write {
        members.add(Person(value: ["id": 1, "name": "Vera"]))
    }
    XCTAssertEqual(realm.objects(DogClub.self).first?.members.count, 1)
}
