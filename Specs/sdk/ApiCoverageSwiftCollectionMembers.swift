// page: sdk
// tags: list, results, set, map, linking-objects, sdk-api

class Refuge: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var byName: Map<String, Dog?>
}

/// delete(_:) given a map of objects deletes every object the map holds and leaves the map without them.
/// - section: sdk-api
/// - claims: sdk.api.collections.swift-overloads
func testRealmDeleteMapOfObjects() throws {
    let realm = try Realm()
    let refuge = Refuge(value: ["id": 1, "byName": ["rex": ["name": "Rex"], "ash": ["name": "Ash"]]])
    try realm.write {
        realm.add(refuge)
        realm.add(Dog(value: ["name": "Fido"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
    try realm.write { realm.delete(refuge.byName) }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Fido")
    XCTAssertTrue(refuge.byName.values.allSatisfy { $0 == nil })
}

/// filter(_:) given an NSPredicate filters a list and linking objects as the format string does; index(matching:) given one finds the first match in results.
/// - section: sdk-api
/// - claims: sdk.api.collections.swift-overloads
func testNSPredicateOnListLinksAndResults() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex", "age": 3], ["name": "Fido", "age": 9]]])
    try realm.write {
        realm.add(DogClub(value: ["name": "Hounds", "members": [vera]]))
        realm.add(DogClub(value: ["name": "Terriers", "members": [vera]]))
    }
    XCTAssertEqual(vera.dogs.filter(NSPredicate(format: "age > %@", 5)).first?.name, "Fido")
    XCTAssertEqual(vera.clubs.filter(NSPredicate(format: "name BEGINSWITH %@", "T")).count, 1)
    let dogs = realm.objects(Dog.self).sorted(byKeyPath: "age")
    XCTAssertEqual(dogs.index(matching: NSPredicate(format: "name == %@", "Fido")), 1)
    XCTAssertNil(dogs.index(matching: NSPredicate(format: "name == %@", "Nobody")))
}

/// distinct(by:) given Swift key paths keeps the first object of each distinct value of results.
/// - section: sdk-api
/// - claims: sdk.api.collections.swift-overloads
func testResultsDistinctBySwiftKeyPaths() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3, "color": "red"]))
        realm.add(Dog(value: ["name": "Ash", "age": 5, "color": "grey"]))
        realm.add(Dog(value: ["name": "Fido", "age": 9, "color": "red"]))
    }
    let dogs = realm.objects(Dog.self).sorted(byKeyPath: "age")
    let colors = dogs.distinct(by: [\Dog.color])
    XCTAssertEqual(colors.count, 2)
    XCTAssertEqual(Array(colors.map { $0.name }), ["Rex", "Ash"])
    XCTAssertEqual(dogs.distinct(by: [\Dog.color, \Dog.age]).count, 3)
}

/// merge(_:uniquingKeysWith:) given another map adds its new keys and combines the values of keys both hold.
/// - section: sdk-api
/// - claims: sdk.api.collections.swift-overloads
func testMapMergeAnotherMap() throws {
    let realm = try Realm()
    let mine = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    let theirs = Tally(value: ["id": 2, "scores": ["b": 10, "c": 3]])
    try realm.write {
        realm.add(mine)
        realm.add(theirs)
    }
    try realm.write { mine.scores.merge(theirs.scores, uniquingKeysWith: { old, new in old + new }) }
    XCTAssertEqual(mine.scores.keys.sorted(), ["a", "b", "c"])
    XCTAssertEqual(mine.scores["b"], 12)
    XCTAssertEqual(mine.scores["c"], 3)
    XCTAssertEqual(theirs.scores.count, 2)
}

/// value(forKey:) and value(forKeyPath:) typed as Any? are RealmCollection's key-value coding, which a list's and a set's own [AnyObject] forms otherwise shadow: they give every element's value, a set's as a set.
/// - section: sdk-api
/// - claims: sdk.api.collections.swift-overloads
func testKeyValueCodingAsAny() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3], ["name": "Ash", "age": 5]]])
    let house = DogHouse(value: ["spares": [["name": "ball"], ["name": "rope"]]])
    try realm.write {
        realm.add(vera)
        realm.add(house)
    }
    let names: Any? = vera.dogs.value(forKey: "name")
    XCTAssertEqual(names as! [String], ["Rex", "Ash"])
    let ages = vera.dogs.value(forKeyPath: "age") as Any?
    XCTAssertEqual(ages as! [Int], [3, 5])
    let toys: Any? = house.spares.value(forKey: "name")
    XCTAssertEqual((toys as! Set<String>).sorted(), ["ball", "rope"])
}
