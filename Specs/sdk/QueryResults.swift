// page: sdk
// tags: queries, sdk

/// distinct over a key path through a link leaves out the objects whose link is nil.
/// - section: sdk-query
/// - claims: sdk.query.distinct-drops-nil-links
func testDistinctThroughNilLinkDropsObject() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "favoriteToy": ["name": "Ball"]]))
        realm.add(Dog(value: ["name": "Max"]))
        realm.add(Dog(value: ["name": "Ida", "favoriteToy": ["name": "Ball"]]))
        realm.add(Dog(value: ["name": "Bo", "favoriteToy": ["name": "Rope"]]))
    }
    let byToy = realm.objects(Dog.self).distinct(by: ["favoriteToy.name"])
    XCTAssertEqual(byToy.count, 2)
    XCTAssertEqual(byToy.map { $0.name }, ["Rex", "Bo"])
    XCTAssertEqual(realm.objects(Dog.self).distinct(by: ["color"]).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).distinct(by: ["color", "favoriteToy.name"]).count, 2)
}

/// index(matching:) given a predicate string and its arguments gives the index of the first object that matches, or nil.
/// - section: sdk-query
/// - claims: sdk.query.index-matching-predicate
func testIndexMatchingPredicateString() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 1]))
        realm.add(Dog(value: ["name": "Max", "age": 4]))
        realm.add(Dog(value: ["name": "Ida", "age": 6]))
    }
    let dogs = realm.objects(Dog.self).sorted(byKeyPath: "age")
    XCTAssertEqual(dogs.index(matching: "name == %@", "Max"), 1)
    XCTAssertEqual(dogs.index(matching: "age > %@ AND name BEGINSWITH %@", 2, "I"), 2)
    XCTAssertEqual(dogs.index(matching: "name == 'Rex'"), 0)
    XCTAssertNil(dogs.index(matching: "name == %@", "Bo"))
    XCTAssertEqual(dogs.index(matching: { $0.age > 3 }), 1)
    assertThrows(dogs.index(matching: "age == %@", "old"), .invalidQuery,
                 reason: "to property 'age' of type 'int'")
}

/// index(matching:) on an unmanaged list tests its elements in memory, with a predicate string or a where closure.
/// - section: sdk-query
/// - claims: sdk.query.index-matching-predicate
func testIndexMatchingOnUnmanagedList() throws {
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "Rex", "age": 1, "favoriteToy": ["name": "Ball"]]))
    ann.dogs.append(Dog(value: ["name": "Max", "age": 4]))
    XCTAssertEqual(ann.dogs.index(matching: "age > %@", 2), 1)
    XCTAssertEqual(ann.dogs.index(matching: "favoriteToy.name == 'Ball'"), 0)
    XCTAssertEqual(ann.dogs.index(matching: { $0.name == "Max" }), 1)
    XCTAssertNil(ann.dogs.index(matching: "name BEGINSWITH %@", "Z"))
}
