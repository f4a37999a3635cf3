// page: sdk
// tags: query, sdk-api

/// An NSPredicate made from a format and its arguments filters as the format string does.
/// - section: sdk-api
/// - claims: sdk.api.ns-predicate
func testNSPredicateFilter() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Fido", "age": 9]))
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.filter(NSPredicate(format: "age > %@", 5)).count, 1)
    XCTAssertEqual(dogs.filter(NSPredicate(format: "age > %@", argumentArray: [1])).count, 2)
    XCTAssertEqual(dogs.filter(NSPredicate(format: "name == 'Rex'")).first?.age, 3)
}

/// objects(with:) and indexOfObject(with:) take an NSPredicate, as do index(matching:) and a realm's objects(_:with:).
/// - section: sdk-api
/// - claims: sdk.api.ns-predicate
func testNSPredicateObjcMembers() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3], ["name": "Fido", "age": 9]]])
    try realm.write { realm.add(ann) }
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).objects(with: NSPredicate(format: "age < %@", 5)).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).indexOfObject(with: NSPredicate(format: "name == %@", "Fido")), 1)
    XCTAssertEqual(ann.dogs.index(matching: NSPredicate(format: "age == %@", 3)), 0)
    XCTAssertNil(ann.dogs.index(matching: NSPredicate(format: "age == %@", 4)))
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm).objects("Dog", with: NSPredicate(format: "age > 5")).count, 1)
}

/// A malformed NSPredicate format is refused as the format string is.
/// - section: sdk-api
func testNSPredicateBadFormat() throws {
    let realm = try Realm()
    assertThrows(realm.objects(Dog.self).filter(NSPredicate(format: "nosuch == 1")), .invalidQuery)
}
