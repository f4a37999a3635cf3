// page: sdk
// tags: results, sdk-api

/// Results of objects walk their indices, sort by descriptors or a key path, and read a property of each by key-value coding.
/// - section: sdk-api
/// - claims: sdk.api.coverage-results
func testResultsOfObjectsMembers() throws {
    let realm = try Realm()
    try realm.write {
        for (name, age) in [("Rex", 5), ("Ash", 2), ("Bo", 9)] {
            let dog = Dog()
            dog.name = name
            dog.age = age
            realm.add(dog)
        }
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertTrue(dogs.realm == realm)
    XCTAssertEqual(dogs.startIndex, 0)
    XCTAssertEqual(dogs.index(after: 0), 1)
    XCTAssertEqual(dogs.index(before: 2), 1)
    let byAge = dogs.sorted(by: \.age)
    XCTAssertEqual(byAge.map { $0.name }, ["Ash", "Rex", "Bo"])
    let byAgeDown = dogs.sorted(by: [SortDescriptor(keyPath: "age", ascending: false)])
    XCTAssertEqual(byAgeDown.map { $0.name }, ["Bo", "Rex", "Ash"])
    XCTAssertEqual((byAge.value(forKey: "name") as! [String]), ["Ash", "Rex", "Bo"])
    XCTAssertEqual((byAge.value(forKeyPath: "age") as! [Int]), [2, 5, 9])
}

/// Results are equal only to the same results value; two queries for the same objects are not equal.
/// - section: sdk-api
/// - claims: sdk.api.coverage-results
func testResultsEqualOnlyToSameValue() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog()) }
    let dogs = realm.objects(Dog.self)
    XCTAssertTrue(dogs == dogs)
    XCTAssertFalse(dogs == realm.objects(Dog.self))
}

/// Results of values (a sorted set) sort again by value, make their values distinct, and aggregate them.
/// - section: sdk-api
/// - claims: sdk.api.coverage-results
func testResultsOfValuesMembers() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write {
        realm.add(t)
        t.weights.insert(objectsIn: [2.5, 0.5, 3.0])
    }
    let values = t.weights.sorted()
    XCTAssertEqual(Array(values.sorted(ascending: false)), [3.0, 2.5, 0.5])
    XCTAssertEqual(Array(values.distinct()), [0.5, 2.5, 3.0])
    XCTAssertEqual(values.min(), 0.5)
    XCTAssertEqual(values.average() as Double?, 2.0)
}
