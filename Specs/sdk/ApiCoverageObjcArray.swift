// page: sdk
// tags: list, sdk-api

/// RLMArray's properties and reading members, in their Swift spelling, answer on the RLMArray of a managed list as the Swift members do.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcArrayReading() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex", "age": 3, "color": "red"],
                                                               ["name": "Ash", "age": 5, "color": "grey"],
                                                               ["name": "Fido", "age": 9, "color": "red"]]])
    try realm.write { realm.add(vera) }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertNotNil(dogs.realm)
    XCTAssertFalse(dogs.isInvalidated)
    XCTAssertEqual(dogs.object(at: 1).name, "Ash")
    XCTAssertEqual(dogs[2].name, "Fido")
    XCTAssertEqual(dogs.index(of: dogs[1]), 1)
    XCTAssertEqual(dogs.indexOfObject(where: "age > %@", args: getVaList([4])), 1)
    XCTAssertEqual(dogs.objects(where: "color == %@", args: getVaList(["red"])).count, 2)
    XCTAssertEqual((dogs.value(forKey: "name") as! [String]), ["Rex", "Ash", "Fido"])
    XCTAssertEqual((dogs.value(forKeyPath: "age") as! [Int]), [3, 5, 9])
    XCTAssertEqual(dogs.min(ofProperty: "age"), 3)
    XCTAssertEqual(dogs.max(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 17)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 17.0 / 3.0)
    try realm.write { dogs.setValue("black", forKey: "color") }
    XCTAssertEqual(dogs.objects(where: "color == 'black'").count, 3)
}

/// insert(_:at:) and the indexed subscript's setter change a managed list in place.
/// - section: sdk-api
/// - claims: sdk.api.objc.array
func testObjcArrayWriting() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex"], ["name": "Ash"]]])
    try realm.write { realm.add(vera) }
    try realm.write {
        vera.dogs.insert(Dog(value: ["name": "Bo"]), at: 1)
        vera.dogs[0] = Dog(value: ["name": "Max"])
    }
    XCTAssertEqual((vera.dogs.value(forKey: "name") as! [String]), ["Max", "Bo", "Ash"])
    assertThrows(vera.dogs[0] = Dog(value: ["name": "Out"]), .notInWriteTransaction)
}

/// RLMArray(objectClassName:) makes an unmanaged list of that class, refusing objects of another; objects(at:) gives nil when an index is past its end.
/// - section: sdk-api
/// - claims: sdk.api.objc.array
func testObjcArrayObjectClassName() throws {
    let dogs = RLMArray<Dog>(objectClassName: "Dog")
    XCTAssertEqual(dogs.count, 0)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertNil(dogs.realm)
    dogs.add(Dog(value: ["name": "Rex", "age": 3]))
    dogs.add(Dog(value: ["name": "Ash", "age": 5]))
    XCTAssertEqual(dogs.objects(at: [0, 1])?.count, 2)
    XCTAssertNil(dogs.objects(at: [0, 2]))
    assertThrows(dogs.add(Person(value: ["id": 7])), .typeMismatch)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 8)
    let realm = try Realm()
    try realm.write { realm.add(Person(value: ["id": 1, "dogs": dogs])) }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// A list freezes and thaws under its RLMArray names: a frozen list keeps its
/// count through an append, a removal and the deletion of its objects, and
/// thawed it sees them.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testIsFrozen
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testFrozenArraysDoNotUpdate
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawPreviousVersion
func testObjcArrayFreeze() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "dogs": [["name": "Rex"]]])
    try realm.write { realm.add(vera) }
    XCTAssertFalse(vera.dogs.isFrozen)
    let frozen = vera.dogs.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(vera.dogs.isFrozen)
    try realm.write { vera.dogs.append(Dog(value: ["name": "Ash"])) }
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(frozen.thaw()?.count, 2)
    let two = vera.dogs.freeze()
    XCTAssertEqual(two.count, 2)
    try realm.write { ObjectiveCSupport.convert(object: vera.dogs).removeLastObject() }
    XCTAssertEqual(two.count, 2)
    XCTAssertEqual(vera.dogs.count, 1)
    let one = vera.dogs.freeze()
    XCTAssertEqual(one.count, vera.dogs.count)
    try realm.write { realm.delete(vera.dogs) }
    XCTAssertNotEqual(one.count, vera.dogs.count)
    let live = one.thaw()
    XCTAssertTrue(live!.isEmpty)
    XCTAssertFalse(one.isEmpty)
    XCTAssertEqual(live!.count, vera.dogs.count)
}
