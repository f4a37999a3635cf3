// page: sdk
// tags: sdk-behaviour, models

/// A Data default is the bytes it names, and a link whose default is a new object gets a new, unmanaged object per instance; adding the owner adds it, and create makes one too.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.model-defaults
func testComputedDefaults() throws {
    let realm = try Realm()
    let a = DogHouse()
    let b = DogHouse()
    XCTAssertEqual(a.badge, Data([107, 110]))
    XCTAssertEqual(a.badge, Data("kn".utf8))
    XCTAssertNotNil(a.toy)
    XCTAssertNil(a.toy!.realm)
    XCTAssertFalse(a.toy! === b.toy!)
    try realm.write {
        realm.add(a)
        realm.create(DogHouse.self, value: ["name": "made"])
    }
    XCTAssertEqual(realm.objects(DogToy.self).count, 2)
    XCTAssertEqual(realm.objects(type(of: a.toy!)).count, 2)
    XCTAssertNotNil(a.toy!.realm)
    XCTAssertEqual(realm.objects(DogHouse.self).filter("name == 'made'").first!.badge, Data([107, 110]))
    XCTAssertNotNil(realm.objects(DogHouse.self).filter("name == 'made'").first!.toy)
}

/// init(value:) checks each value against its property: a string for a float is refused with the SDK's type text; a nested array of dictionaries makes a list's objects, and nil through key-value coding or the subscript empties it.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.init-value-types
func testInitValueTypes() throws {
    assertThrows(DogHouse(value: ["rating": "high"]), .typeMismatch, reason: "Invalid value 'high' of type '__NSCFString' for 'float' property 'DogHouse.rating'.")
    let k = DogHouse(value: ["toys": [["name": "ball"]]])
    XCTAssertEqual(k.toys.count, 1)
    k.setValue(nil, forKey: "toys")
    XCTAssertEqual(k.toys.count, 0)
    k["toys"] = [DogToy(value: ["name": "rope"])]
    XCTAssertEqual(k.toys.count, 1)
    k["toys"] = nil
    XCTAssertEqual(k.toys.count, 0)
    k.rating = Float.greatestFiniteMagnitude
    XCTAssertEqual(k.rating, Float.greatestFiniteMagnitude)
}

/// An object's description prints a float and a double as NSNumber does: 1.23, not the float's double expansion.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.description-numbers
func testDescriptionNumbers() throws {
    let k = DogHouse()
    XCTAssertTrue(k.description.contains("rating = 1.23;"))
    XCTAssertFalse(k.description.contains("1.2300000190734863"))
}

/// A trailing closure stands for the labelled closure parameter: contains { } is contains(where:), merge(other) { } is merge(_:uniquingKeysWith:).
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.trailing-closure-labels
func testTrailingClosureLabels() throws {
    let scores = Map<String, Int>()
    scores.merge(["a": 1, "b": 2]) { old, _ in old }
    scores.merge(["a": 5]) { old, _ in old }
    XCTAssertEqual(scores["a"], 1)
    XCTAssertTrue(scores.contains { $1 == 2 })
    XCTAssertFalse(scores.contains { $1 == 5 })
}

/// A map iterates its entries, each with key and value, and an unmanaged one aggregates its values; two unmanaged maps are equal when their entries are, and List, MutableSet and Map are instances (===).
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.map-entries-and-equality
func testMapEntriesAndEquality() throws {
    let a = Map<String, Int>()
    let b = Map<String, Int>()
    XCTAssertEqual(a, b)
    XCTAssertTrue(a.isEqual(b))
    XCTAssertFalse(a === b)
    XCTAssertTrue(a === a)
    a["x"] = 1
    a["y"] = 2
    XCTAssertNotEqual(a, b)
    b["y"] = 2
    b["x"] = 1
    XCTAssertEqual(a, b)
    var keys: [String] = []
    var total = 0
    for entry in a {
        keys.append(entry.key)
        total += entry.value
    }
    XCTAssertEqual(keys.sorted(), ["x", "y"])
    XCTAssertEqual(total, 3)
    // An unmanaged map aggregates its values.
    XCTAssertEqual(a.min(), 1)
    XCTAssertEqual(a.max(), 2)
    XCTAssertEqual(a.sum(), 3)
    XCTAssertEqual(a.average(), 1.5)
}

/// Inserting an unmanaged object into a managed set manages it in place, so inserting it again changes nothing.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.set-insert-manages
func testSetInsertManages() throws {
    let realm = try Realm()
    let house = DogHouse()
    try realm.write { realm.add(house) }
    let ball = DogToy(value: ["name": "ball"])
    try realm.write {
        house.spares.insert(ball)
        house.spares.insert(realm.create(DogToy.self, value: ["name": "rope"]))
        house.spares.insert(ball)
    }
    XCTAssertEqual(house.spares.count, 2)
    XCTAssertNotNil(ball.realm)
    XCTAssertTrue(house.spares.contains(ball))
}
