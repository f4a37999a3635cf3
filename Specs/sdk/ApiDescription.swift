// page: sdk
// tags: object, list, results, sdk-api

/// An object describes itself as its class name and each property with its value, one per line.
/// - section: sdk-api
/// - claims: sdk.api.description
func testObjectDescription() throws {
    let toy = DogToy(value: ["name": "Ball"])
    XCTAssertEqual(toy.description, "DogToy {\n\tname = Ball;\n}")
    let ann = Person(value: ["id": 1, "name": "Ann"])
    XCTAssertTrue(ann.description.hasPrefix("Person {\n\tid = 1;\n\tname = Ann;\n\tdogs = List<Dog> <0x"))
    XCTAssertTrue(ann.description.hasSuffix("> (\n\t\n\t);\n\taddress = (null);\n}"))
}

/// A linked object is described inside its owner, indented by one more tab.
/// - section: sdk-api
/// - claims: sdk.api.description
func testNestedObjectDescription() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3, "favoriteToy": ["name": "Ball"]])
    try realm.write { realm.add(rex) }
    XCTAssertTrue(rex.description.hasPrefix("Dog {\n\tname = Rex;\n\tage = 3;\n"))
    XCTAssertTrue(rex.description.contains("\tfavoriteToy = DogToy {\n\t\tname = Ball;\n\t};\n"))
    XCTAssertTrue(rex.description.hasSuffix("}"))
}

/// A deleted object describes itself as an invalid object.
/// - section: sdk-api
/// - claims: sdk.api.description
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDeletedObjectDescription
func testInvalidObjectDescription() throws {
    let realm = try Realm()
    let toy = DogToy(value: ["name": "Ball"])
    try realm.write { realm.add(toy) }
    let again = realm.objects(DogToy.self).first!
    try realm.write { realm.delete(again) }
    XCTAssertEqual(toy.description, "[invalid object]")
}

/// A list describes itself as List<Element>, an address and its elements numbered from 0, one per line.
/// - section: sdk-api
/// - claims: sdk.api.description
func testListDescription() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [5, 7]])
    try realm.write { realm.add(t) }
    XCTAssertTrue(t.counts.description.hasPrefix("List<int> <0x"))
    XCTAssertTrue(t.counts.description.hasSuffix("> (\n\t[0] 5,\n\t[1] 7\n)"))
}

/// Results of objects describe each object indented inside the collection.
/// - section: sdk-api
/// - claims: sdk.api.description
func testResultsDescription() throws {
    let realm = try Realm()
    try realm.write { realm.add(DogToy(value: ["name": "Ball"])) }
    let toys = realm.objects(DogToy.self)
    XCTAssertTrue(toys.description.hasPrefix("Results<DogToy> <0x"))
    XCTAssertTrue(toys.description.hasSuffix("> (\n\t[0] DogToy {\n\t\tname = Ball;\n\t}\n)"))
}

/// More than 100 elements are cut off with a count of the ones skipped.
/// - section: sdk-api
/// - claims: sdk.api.description
func testLongListDescription() throws {
    let t = Tally(value: ["id": 1])
    for n in 0..<103 { t.counts.append(n) }
    XCTAssertTrue(t.counts.description.contains("\t[99] 99\n\t... 3 objects skipped.\n)"))
    XCTAssertFalse(t.counts.description.contains("[100]"))
}

/// A map describes itself with its key and value types and each entry as [key]: value.
/// - section: sdk-api
/// - claims: sdk.api.description
func testMapDescription() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    XCTAssertTrue(t.scores.description.hasPrefix("Map<string, int> <0x"))
    XCTAssertTrue(t.scores.description.hasSuffix("> (\n[a]: 1\n)"))
    let rex = Dog(value: ["name": "Rex"])
    XCTAssertTrue(rex.favoriteParksByCity.description.hasSuffix("> (\n\n)"))
}

/// A list of AnyRealmValue names its element type mixed and describes each value by its payload.
/// - section: sdk-api
/// - claims: sdk.api.description
func testMixedListDescription() throws {
    let t = Tally(value: ["id": 1, "mixed": [AnyRealmValue.int(3), AnyRealmValue.string("x")]])
    XCTAssertTrue(t.mixed.description.hasPrefix("List<mixed> <0x"))
    XCTAssertTrue(t.mixed.description.hasSuffix("> (\n\t[0] 3,\n\t[1] x\n)"))
}
