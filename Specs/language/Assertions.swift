// page: language
// tags: language, assertions

/// Each XCTest assertion holds for values it accepts.
/// - section: assertions
func testAssertionsHold() throws {
    XCTAssertEqual(1, 1)
    XCTAssertEqual(0.1 + 0.2, 0.3, accuracy: 0.0001)
    XCTAssertNotEqual(1, 2)
    XCTAssertTrue(true)
    XCTAssertFalse(false)
    XCTAssert(1 < 2)
    XCTAssertNil(nil)
    XCTAssertNotNil(1)
    XCTAssertGreaterThan(2, 1)
    XCTAssertGreaterThanOrEqual(2, 2)
    XCTAssertLessThan(1, 2)
    XCTAssertLessThanOrEqual(2, 2)
    XCTAssertNoThrow(1 + 1)
}

/// Collections compare with arrays by their elements.
/// - section: assertions
func testCollectionsCompareWithArrays() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(ann)
        ann.dogs.append(Dog(value: ["name": "Rex"]))
    }
    XCTAssertEqual(Array(ann.dogs.map { $0.name }), ["Rex"])
    XCTAssertEqual(Array(realm.objects(Dog.self)).count, 1)
}
