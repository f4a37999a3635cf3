// page: sdk
// tags: set, map, aggregate, sdk-api

/// min(of:), max(of:), sum(of:) and average(of:) aggregate the property a Swift key path names.
/// - section: sdk-api
/// - claims: sdk.api.keypath-aggregates
func testKeyPathAggregatesOnResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Fido", "age": 9]))
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.min(of: \Dog.age), 3)
    XCTAssertEqual(dogs.max(of: \Dog.age), 9)
    XCTAssertEqual(dogs.sum(of: \Dog.age), 12)
    XCTAssertEqual(dogs.average(of: \Dog.age), 6.0)
    XCTAssertEqual(dogs.filter("age > 100").sum(of: \Dog.age), 0)
    XCTAssertNil(dogs.filter("age > 100").max(of: \Dog.age))
}

/// The key-path aggregates work on a list of objects, managed or not, as the property-name forms do.
/// - section: sdk-api
/// - claims: sdk.api.keypath-aggregates
func testKeyPathAggregatesOnList() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 4], ["name": "Fido", "age": 2]]])
    XCTAssertEqual(ann.dogs.sum(of: \Dog.age), 6)
    try realm.write { realm.add(ann) }
    XCTAssertEqual(ann.dogs.min(of: \Dog.age), 2)
    XCTAssertEqual(ann.dogs.max(of: \Dog.age), ann.dogs.max(ofProperty: "age"))
    XCTAssertEqual(ann.dogs.average(of: \Dog.age), 3.0)
}

/// A key path to a property that cannot be aggregated is refused as the property-name form is.
/// - section: sdk-api
func testKeyPathAggregateOfString() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    assertThrows(realm.objects(Dog.self).sum(of: \Dog.name), .unsupportedAggregate)
}

/// add, addObjects, removeObject and removeAllObjects change a set as insert and remove do; allObjects lists its elements.
/// - section: sdk-api
/// - claims: sdk.api.set-objc-names
func testSetObjcMembers() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write { realm.add(t) }
    try realm.write {
        ObjectiveCSupport.convert(object: t.weights).add(1.5)
        ObjectiveCSupport.convert(object: t.weights).addObjects([2.5, 1.5, 3.5])
    }
    XCTAssertEqual(t.weights.count, 3)
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.weights).allObjects.sorted(), [1.5, 2.5, 3.5])
    try realm.write { ObjectiveCSupport.convert(object: t.weights).remove(2.5) }
    XCTAssertFalse(t.weights.contains(2.5))
    try realm.write { ObjectiveCSupport.convert(object: t.weights).removeAllObjects() }
    XCTAssertEqual(t.weights.count, 0)
    assertThrows(ObjectiveCSupport.convert(object: t.weights).add(4.5), .notInWriteTransaction)
}

/// union, intersect and minus combine two sets; setSet makes the contents those of the other set.
/// - section: sdk-api
/// - claims: sdk.api.set-objc-names
func testSetObjcAlgebra() throws {
    let realm = try Realm()
    let a = Dog(value: ["name": "A", "citiesVisited": ["Oslo", "Rome"]])
    let b = Dog(value: ["name": "B", "citiesVisited": ["Rome", "Lima"]])
    try realm.write { realm.add(a); realm.add(b) }
    try realm.write { ObjectiveCSupport.convert(object: a.citiesVisited).union(ObjectiveCSupport.convert(object: b.citiesVisited)) }
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Oslo", "Rome"])
    try realm.write { ObjectiveCSupport.convert(object: a.citiesVisited).minus(ObjectiveCSupport.convert(object: b.citiesVisited)) }
    XCTAssertEqual(Array(a.citiesVisited), ["Oslo"])
    try realm.write { a.citiesVisited.insert("Lima"); ObjectiveCSupport.convert(object: a.citiesVisited).intersect(ObjectiveCSupport.convert(object: b.citiesVisited)) }
    XCTAssertEqual(Array(a.citiesVisited), ["Lima"])
    try realm.write { a.citiesVisited.insert("Oslo"); ObjectiveCSupport.convert(object: a.citiesVisited).setSet(ObjectiveCSupport.convert(object: b.citiesVisited)) }
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Rome"])
}

/// The set names work on an unmanaged set too, changing it in place.
/// - section: sdk-api
/// - claims: sdk.api.set-objc-names
func testSetObjcUnmanaged() throws {
    let a = Dog(value: ["name": "A", "citiesVisited": ["Oslo"]])
    let b = Dog(value: ["name": "B", "citiesVisited": ["Rome", "Lima"]])
    let cities = ObjectiveCSupport.convert(object: a.citiesVisited)
    cities.add("Bern")
    cities.union(ObjectiveCSupport.convert(object: b.citiesVisited))
    XCTAssertEqual(a.citiesVisited.count, 4)
    XCTAssertEqual(cities.count, 4)
    cities.setSet(ObjectiveCSupport.convert(object: b.citiesVisited))
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Rome"])
    cities.removeAllObjects()
    XCTAssertEqual(a.citiesVisited.count, 0)
}

/// setObject(_:forKey:), addEntries(from:), removeObject(forKey:), removeObjects(forKeys:) and removeAllObjects change a map; allKeys and allValues read it.
/// - section: sdk-api
/// - claims: sdk.api.map-objc-names
func testMapObjcMembers() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    try realm.write {
        ObjectiveCSupport.convert(object: t.scores).setObject(2, forKey: "b")
        ObjectiveCSupport.convert(object: t.scores).addEntries(from: ["c": 3, "a": 10])
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys.sorted(), ["a", "b", "c"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allValues.sorted(), [2, 3, 10])
    try realm.write { ObjectiveCSupport.convert(object: t.scores).removeObject(forKey: "b") }
    XCTAssertNil(t.scores["b"])
    try realm.write { ObjectiveCSupport.convert(object: t.scores).removeObjects(forKeys: ["a", "zz"]) }
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys, ["c"])
    try realm.write { ObjectiveCSupport.convert(object: t.scores).removeAllObjects() }
    XCTAssertEqual(t.scores.count, 0)
    assertThrows(ObjectiveCSupport.convert(object: t.scores).setObject(1, forKey: "a"), .notInWriteTransaction)
}

/// setDictionary(_:) replaces every entry of a map, managed or not.
/// - section: sdk-api
/// - claims: sdk.api.map-objc-names
func testMapSetDictionary() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    ObjectiveCSupport.convert(object: t.scores).setDictionary(["x": 5])
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys, ["x"])
    try realm.write { realm.add(t) }
    try realm.write { ObjectiveCSupport.convert(object: t.scores).setDictionary(["y": 6, "z": 7]) }
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys.sorted(), ["y", "z"])
    XCTAssertEqual(t.scores["y"], 6)
}
