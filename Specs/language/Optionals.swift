// page: language
// tags: language, optionals

/// Optional chaining reads nil through a nil link and a value through a set one.
/// - section: optionals
func testOptionalChainingRead() throws {
    let person = Person(value: ["id": 1, "name": "Ann"])
    XCTAssertNil(person.address?.city)
    person.address = Address(value: ["city": "Oslo"])
    XCTAssertEqual(person.address?.city, "Oslo")
}

/// Assigning through a nil optional does nothing.
/// - section: optionals
func testOptionalChainingAssignment() throws {
    let realm = try Realm()
    let person = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(person)
        person.address?.street = "Main"
    }
    XCTAssertNil(person.address)
}

/// ! unwraps a value and ends the scenario with an error on nil.
/// - section: optionals
func testForceUnwrap() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 7, "name": "Bo"]))
    }
    let bo = realm.object(ofType: Person.self, forPrimaryKey: 7)!
    XCTAssertEqual(bo.name, "Bo")
    XCTAssertNil(realm.object(ofType: Person.self, forPrimaryKey: 8))
}
