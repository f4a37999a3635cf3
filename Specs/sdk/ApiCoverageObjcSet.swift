// page: sdk
// tags: set, sdk-api

class Kennel: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var dogs: MutableSet<Dog>
}

/// RLMSet's properties and reading members, in their Swift spelling, answer on the RLMSet of a managed set of objects as the Swift members do.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcSetReading() throws {
    let realm = try Realm()
    let kennel = Kennel(value: ["id": 1, "dogs": [["name": "Rex", "age": 3, "color": "red"],
                                                  ["name": "Ash", "age": 5, "color": "grey"],
                                                  ["name": "Fido", "age": 9, "color": "red"]]])
    try realm.write { realm.add(kennel) }
    let dogs = ObjectiveCSupport.convert(object: kennel.dogs)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertTrue(dogs.type == .object)
    XCTAssertFalse(dogs.isOptional)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertNotNil(dogs.realm)
    XCTAssertFalse(dogs.isInvalidated)
    XCTAssertEqual(dogs.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(dogs.objects(where: "color == %@", args: getVaList(["red"])).count, 2)
    XCTAssertEqual(dogs.objects(with: NSPredicate(format: "name == %@", "Ash")).count, 1)
    XCTAssertEqual(dogs.sortedResults(usingKeyPath: "age", ascending: false)[0].name, "Fido")
    XCTAssertEqual(dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "name", ascending: true)])[0].name, "Ash")
    XCTAssertEqual(dogs.distinctResults(usingKeyPaths: ["color"]).count, 2)
    XCTAssertEqual(dogs.min(ofProperty: "age"), 3)
    XCTAssertEqual(dogs.max(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 17)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 17.0 / 3.0)
    XCTAssertEqual((dogs.value(forKey: "name") as! [String]).sorted(), ["Ash", "Fido", "Rex"])
    try realm.write { dogs.setValue(1, forKey: "age") }
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 3)
}

/// contains(_:), intersects(_:), isSubset(of:) and isEqual(to:) compare a set's elements with another's.
/// - section: sdk-api
/// - claims: sdk.api.objc.set-comparisons
func testObjcSetComparisons() throws {
    let realm = try Realm()
    let a = Dog(value: ["name": "A", "citiesVisited": ["Oslo", "Rome"]])
    let b = Dog(value: ["name": "B", "citiesVisited": ["Rome", "Oslo"]])
    let c = Dog(value: ["name": "C", "citiesVisited": ["Rome"]])
    let d = Dog(value: ["name": "D", "citiesVisited": ["Lima"]])
    try realm.write { realm.add([a, b, c, d]) }
    XCTAssertTrue(a.citiesVisited.contains("Oslo"))
    XCTAssertFalse(a.citiesVisited.contains("Lima"))
    XCTAssertTrue(a.citiesVisited.intersects(c.citiesVisited))
    XCTAssertFalse(a.citiesVisited.intersects(d.citiesVisited))
    XCTAssertTrue(c.citiesVisited.isSubset(of: a.citiesVisited))
    XCTAssertFalse(a.citiesVisited.isSubset(of: c.citiesVisited))
    XCTAssertTrue(ObjectiveCSupport.convert(object: a.citiesVisited).isEqual(to: ObjectiveCSupport.convert(object: b.citiesVisited)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: a.citiesVisited).isEqual(to: ObjectiveCSupport.convert(object: c.citiesVisited)))
    XCTAssertFalse(ObjectiveCSupport.convert(object: a.citiesVisited).isEqual(to: ObjectiveCSupport.convert(object: d.citiesVisited)))
}

/// RLMSet(objectClassName:) makes an unmanaged set of that class's objects.
/// - section: sdk-api
/// - claims: sdk.api.objc.array
func testObjcSetObjectClassName() throws {
    let dogs = RLMSet<Dog>(objectClassName: "Dog")
    XCTAssertEqual(dogs.objectClassName, "Dog")
    let rex = Dog(value: ["name": "Rex", "age": 3])
    dogs.add(rex)
    dogs.add(rex)
    XCTAssertEqual(dogs.count, 1)
    XCTAssertTrue(dogs.contains(rex))
    XCTAssertNil(dogs.realm)
}

/// A set freezes and thaws under its RLMSet names.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
func testObjcSetFreeze() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write { realm.add(rex) }
    XCTAssertFalse(rex.citiesVisited.isFrozen)
    let frozen = rex.citiesVisited.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { rex.citiesVisited.insert("Rome") }
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(frozen.thaw()?.count, 2)
}

/// A set of toys frozen before one of its toys is removed keeps both.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testIsFrozen
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testFrozenSetsDoNotUpdate
func testObjcSetOfObjectsFreeze() throws {
    let realm = try Realm()
    let house = DogHouse(value: ["spares": [["name": "ball"], ["name": "rope"]]])
    try realm.write { realm.add(house) }
    let frozen = house.spares.freeze()
    XCTAssertFalse(house.spares.isFrozen)
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertEqual(frozen.count, 2)
    try realm.write { ObjectiveCSupport.convert(object: house.spares).remove(ObjectiveCSupport.convert(object: house.spares).allObjects[0]) }
    XCTAssertEqual(house.spares.count, 1)
    XCTAssertEqual(frozen.count, 2)
}
