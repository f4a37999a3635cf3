// page: sdk
// tags: aggregate, sdk-api

/// value(forKeyPath:) on results takes the collection operators: @count, the
/// aggregates of a property and the unions of its values. (A List's own
/// value(forKeyPath:) answers an array, so an operator is for results,
/// linking objects and sets.)
/// - section: sdk-api
func testResultsKeyPathOperators() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "Rex", "age": 3]))
    ann.dogs.append(Dog(value: ["name": "Max", "age": 1]))
    ann.dogs.append(Dog(value: ["name": "Rex", "age": 8]))
    try realm.write { realm.add(ann) }
    let dogs = ann.dogs.filter("age > 0")
    XCTAssertEqual(dogs.value(forKeyPath: "@count") as? Int, 3)
    XCTAssertEqual(dogs.value(forKeyPath: "@sum.age") as? Int, 12)
    XCTAssertEqual(dogs.value(forKeyPath: "@min.age") as? Int, 1)
    XCTAssertEqual(dogs.value(forKeyPath: "@max.age") as? Int, 8)
    XCTAssertEqual(dogs.value(forKeyPath: "@avg.age") as? Double, 4.0)
    XCTAssertEqual(dogs.value(forKeyPath: "@unionOfObjects.name") as! [String], ["Rex", "Max", "Rex"])
    XCTAssertEqual(dogs.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String], ["Rex", "Max"])
}

/// Over an empty collection @count and @sum are 0, and @min, @max and @avg are nil.
/// - section: sdk-api
func testEmptyCollectionKeyPathOperators() throws {
    let realm = try Realm()
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.value(forKeyPath: "@count") as? Int, 0)
    XCTAssertEqual(dogs.value(forKeyPath: "@sum.age") as? Int, 0)
    XCTAssertNil(dogs.value(forKeyPath: "@min.age"))
    XCTAssertNil(dogs.value(forKeyPath: "@max.age"))
    XCTAssertNil(dogs.value(forKeyPath: "@avg.age"))
}

/// An operator the collections do not know, an operator with no key path
/// after it, and an aggregate over a nested key path are refused with the
/// SDK's messages.
/// - section: sdk-api
func testKeyPathOperatorMistakes() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann", "dogs": [["name": "Rex", "age": 3]]])
    try realm.write { realm.add(ann) }
    let people = realm.objects(Person.self)
    let dogs = ann.dogs.filter("age > 0")
    assertThrows(dogs.value(forKeyPath: "@median.age"),
                 reason: "Unsupported KVC collection operator found in key path '@median.age'")
    assertThrows(dogs.value(forKeyPath: "@sum"),
                 reason: "Missing key path for KVC collection operator sum in key path '@sum'")
    assertThrows(dogs.value(forKeyPath: "@sum."),
                 reason: "Missing key path for KVC collection operator sum in key path '@sum.'")
    assertThrows(people.value(forKeyPath: "@sum.dogs.age"),
                 reason: "Nested key paths are not supported yet for KVC collection operators.")
}

/// @unionOfArrays joins the elements of a list property of every object;
/// @distinctUnionOfArrays keeps each once.
/// - section: sdk-api
func testUnionOfArrays() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3])
    let ann = Person(value: ["id": 1, "name": "Ann"])
    let bob = Person(value: ["id": 2, "name": "Bob"])
    try realm.write {
        realm.add([ann, bob])
        ann.dogs.append(rex)
        bob.dogs.append(rex)
        bob.dogs.append(Dog(value: ["name": "Max", "age": 1]))
    }
    let people = realm.objects(Person.self).sorted(byKeyPath: "id")
    let all = people.value(forKeyPath: "@unionOfArrays.dogs") as! [Dog]
    XCTAssertEqual(all.map { $0.name }, ["Rex", "Rex", "Max"])
    let distinct = people.value(forKeyPath: "@distinctUnionOfArrays.dogs") as! [Dog]
    XCTAssertEqual(distinct.map { $0.name }, ["Rex", "Max"])
}
