// page: sdk
// tags: results, list, map, sdk-api

/// Results are equal only to themselves: two queries for the same objects are different results.
/// - section: sdk-api
/// - claims: sdk.api.collection-equality
func testResultsEquality() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    let dogs = realm.objects(Dog.self)
    XCTAssertTrue(dogs == dogs)
    XCTAssertFalse(dogs == realm.objects(Dog.self))
}

/// A managed list equals the same property read again, and not another object's list with the same contents.
/// - section: sdk-api
/// - claims: sdk.api.collection-equality
func testManagedListEquality() throws {
    let realm = try Realm()
    let a = Tally(value: ["id": 1, "counts": [1, 2]])
    let b = Tally(value: ["id": 2, "counts": [1, 2]])
    XCTAssertTrue(a.counts == b.counts)
    try realm.write { realm.add(a); realm.add(b) }
    XCTAssertTrue(a.counts == a.counts)
    XCTAssertFalse(a.counts == b.counts)
    XCTAssertFalse(a.scores == b.scores)
    XCTAssertTrue(a.scores == a.scores)
}

/// A managed list never equals an unmanaged one, whatever they hold.
/// - section: sdk-api
/// - claims: sdk.api.collection-equality
func testManagedAndUnmanagedListEquality() throws {
    let realm = try Realm()
    let a = Tally(value: ["id": 1, "counts": [1, 2]])
    let b = Tally(value: ["id": 2, "counts": [1, 2]])
    try realm.write { realm.add(a) }
    XCTAssertFalse(a.counts == b.counts)
}

/// A map's keyType is string.
/// - section: sdk-api
/// - claims: sdk.api.map-objc-names
func testMapKeyType() throws {
    let t = Tally(value: ["id": 1])
    XCTAssertTrue(ObjectiveCSupport.convert(object: t.scores).keyType == .string)
}
