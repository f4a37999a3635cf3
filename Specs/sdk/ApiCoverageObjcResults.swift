// page: sdk
// tags: results, linking-objects, sdk-api

/// RLMResults's properties and reading members, in their Swift spelling, answer on the RLMResults of Results as the Swift members do.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcResultsReading() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Fido", "age": 9]))
        realm.add(Dog(value: ["name": "Ash", "age": 5]))
    }
    let dogs = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).sortedResults(usingKeyPath: "age", ascending: true)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertTrue(dogs.type == .object)
    XCTAssertFalse(dogs.isOptional)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertNotNil(dogs.realm)
    XCTAssertFalse(dogs.isInvalidated)
    XCTAssertEqual(dogs.object(at: 0).name, "Rex")
    XCTAssertEqual(dogs[2].name, "Fido")
    XCTAssertEqual(dogs.firstObject()?.name, "Rex")
    XCTAssertEqual(dogs.lastObject()?.name, "Fido")
    let picked = dogs.objects(at: [0, 2])
    XCTAssertEqual(picked?.count, 2)
    XCTAssertEqual(picked?[1].name, "Fido")
    XCTAssertEqual((dogs.value(forKey: "name") as! [String]), ["Rex", "Ash", "Fido"])
    XCTAssertEqual((dogs.value(forKeyPath: "age") as! [Int]), [3, 5, 9])
    XCTAssertEqual(dogs.min(ofProperty: "age"), 3)
    XCTAssertEqual(dogs.max(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 17)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 17.0 / 3.0)
}

/// RLMResults's query members: objects(where:) with arguments or a va_list, objects(with:), the index queries (NSNotFound when nothing matches), sorting, distinct and setValue(_:forKey:).
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol, sdk.api.objc.query-args
func testObjcResultsQueries() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3, "color": "red"])
    try realm.write {
        realm.add(rex)
        realm.add(Dog(value: ["name": "Fido", "age": 9, "color": "red"]))
        realm.add(Dog(value: ["name": "Ash", "age": 5, "color": "grey"]))
    }
    let all = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).sortedResults(using: [RLMSortDescriptor(keyPath: "name", ascending: true)])
    XCTAssertEqual(all.firstObject()?.name, "Ash")
    XCTAssertEqual(all.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(all.objects(where: "age > %@ AND color == %@", args: getVaList([4, "red"])).count, 1)
    XCTAssertEqual(all.objects(with: NSPredicate(format: "color == %@", "grey")).firstObject()?.name, "Ash")
    XCTAssertEqual(all.index(of: rex), 2)
    XCTAssertEqual(all.indexOfObject(where: "age == %@", 9), 1)
    XCTAssertEqual(all.indexOfObject(where: "age == %@", args: getVaList([5])), 0)
    XCTAssertEqual(all.indexOfObject(where: "age == %@", args: getVaList([42])), NSNotFound)
    XCTAssertEqual(all.indexOfObject(with: NSPredicate(format: "name == %@", "Rex")), 2)
    XCTAssertEqual(all.indexOfObject(with: NSPredicate(format: "name == %@", "Nobody")), NSNotFound)
    XCTAssertEqual(all.distinctResults(usingKeyPaths: ["color"]).count, 2)
    try realm.write { all.objects(where: "color == 'red'").setValue(1, forKey: "age") }
    XCTAssertEqual(rex.age, 1)
    XCTAssertEqual(all.sum(ofProperty: "age"), 7)
}

/// sortedResults(using:) with no descriptors gives the results back unchanged.
/// - section: sdk-api
/// - claims: sdk.api.objc.sorted-no-descriptors
func testObjcSortedWithoutDescriptors() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Ash", "age": 5]))
    }
    let byAge = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).sortedResults(usingKeyPath: "age", ascending: false)
    let same = byAge.sortedResults(using: [])
    XCTAssertEqual(same.count, 2)
    XCTAssertEqual(same[0].name, "Ash")
    XCTAssertEqual(same[1].name, "Rex")
}

/// Results freeze and thaw under their RLMResults names: frozen results keep their contents, also when their objects are deleted; thawed ones are live again.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawPreviousVersion
func testObjcResultsFreeze() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex", "age": 3])) }
    let dogs = realm.objects(Dog.self)
    XCTAssertFalse(dogs.isFrozen)
    let frozen = dogs.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { realm.add(Dog(value: ["name": "Ash", "age": 5])) }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertEqual(live?.count, 2)
    XCTAssertFalse(live!.isFrozen)
    let both = dogs.freeze()
    XCTAssertEqual(both.count, dogs.count)
    try realm.write { realm.delete(dogs) }
    XCTAssertNotEqual(both.count, dogs.count)
    let thawed = both.thaw()
    XCTAssertTrue(thawed!.isEmpty)
    XCTAssertFalse(both.isEmpty)
    XCTAssertEqual(thawed!.count, dogs.count)
}

/// A person's linking objects answer RLMResults's members (RLMLinkingObjects is an RLMResults).
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcLinkingObjects() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(DogClub(value: ["name": "Hounds", "members": [ann]]))
        realm.add(DogClub(value: ["name": "Terriers", "members": [ann]]))
    }
    let clubs = ann.clubs
    XCTAssertEqual(clubs.count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: clubs).objectClassName, "DogClub")
    XCTAssertEqual((clubs.value(forKey: "name") as! [String]).sorted(), ["Hounds", "Terriers"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: clubs).objects(where: "name == %@", "Hounds").count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: clubs).indexOfObject(where: "name == %@", "Nobody"), NSNotFound)
    XCTAssertEqual(ObjectiveCSupport.convert(object: clubs).sortedResults(usingKeyPath: "name", ascending: false)[0].name, "Terriers")
    assertThrows(clubs.min(ofProperty: "name"), .unsupportedAggregate)
    XCTAssertNotNil(clubs.realm)
    XCTAssertFalse(clubs.isInvalidated)
}
