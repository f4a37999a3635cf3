// page: language
// tags: language, queries

/// A where closure and the equivalent predicate string select the same objects.
/// - section: queries
func testWhereAndFilterAgree() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 1]))
        realm.add(Dog(value: ["name": "Max", "age": 5]))
        realm.add(Dog(value: ["name": "Roo", "age": 7]))
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.where { $0.age < 6 && $0.name.starts(with: "R") }.count, 1)
    XCTAssertEqual(dogs.filter("age < %@ AND name BEGINSWITH %@", 6, "R").count, 1)
    XCTAssertEqual(dogs.where { $0.name == "Max" || $0.age > 6 }.count, 2)
    XCTAssertEqual(dogs.where { !($0.age > 2) }.count, 1)
    XCTAssertEqual(dogs.where { $0.name.contains("o", options: .caseInsensitive) }.count, 1)
    XCTAssertEqual(dogs.where { $0.age.in([1, 7]) }.count, 2)
}

/// A where closure uses variables captured from the scenario.
/// - section: queries
func testWhereCapturesVariables() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 1]))
        realm.add(Dog(value: ["name": "Max", "age": 5]))
    }
    let limit = 3
    let young = realm.objects(Dog.self).where { $0.age < limit }
    XCTAssertEqual(young.count, 1)
    XCTAssertEqual(young.first?.name, "Rex")
}

/// Results are live: they see later writes.
/// - section: queries
func testResultsAreLive() throws {
    let realm = try Realm()
    let puppies = realm.objects(Dog.self).where { $0.age < 2 }
    XCTAssertEqual(puppies.count, 0)
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 1]))
    }
    XCTAssertEqual(puppies.count, 1)
}

/// sorted and distinct order and thin results.
/// - section: queries
func testSortedAndDistinct() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Ace", "age": 3]))
        realm.add(Dog(value: ["name": "Max", "age": 1]))
    }
    let byName = realm.objects(Dog.self).sorted(byKeyPath: "name")
    XCTAssertEqual(byName.map { $0.name }, ["Ace", "Max", "Rex"])
    let byAge = realm.objects(Dog.self).sorted(byKeyPath: "age", ascending: false)
    XCTAssertEqual(byAge.first?.age, 3)
    XCTAssertEqual(realm.objects(Dog.self).distinct(by: ["age"]).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).max(ofProperty: "age") as? Int, 3)
}

/// A predicate naming an unknown property is an invalid query.
/// - section: queries
func testUnknownPropertyInPredicate() throws {
    let realm = try Realm()
    assertThrows(realm.objects(Dog.self).filter("breed == 'collie'"), .invalidQuery)
}

/// contains on a collection property matches objects with that element.
/// - section: queries
func testContainsOnCollectionProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "citiesVisited": ["Oslo", "Rome"]]))
        realm.add(Dog(value: ["name": "Max", "citiesVisited": ["Bergen"]]))
    }
    let travellers = realm.objects(Dog.self).where { $0.citiesVisited.contains("Oslo") }
    XCTAssertEqual(travellers.count, 1)
    XCTAssertEqual(travellers.map(\.name), ["Rex"])
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name.contains("a") }.count, 1)
}
