// page: sdk
// tags: sdk-behaviour

/// NSNull() is Foundation's null: as a link it is nil, for a list property it empties the list, in create's array form it leaves the link empty.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.foundation-values
func testNSNullIsNil() throws {
    let realm = try Realm()
    let house = DogHouse(value: ["toys": [["name": "ball"]]])
    house.setValue(NSNull(), forKey: "toys")
    XCTAssertEqual(house.toys.count, 0)
    house.setValue(NSNull(), forKey: "toy")
    XCTAssertNil(house.toy)
    try realm.write {
        let rex = realm.create(Dog.self, value: ["name": "Rex", "favoriteToy": NSNull()])
        XCTAssertNil(rex.favoriteToy)
    }
}

/// Foundation values in their Swift spellings: Data(), Data(repeating:count:), a string's utf8 and utf16, Decimal128(floatLiteral:), and a Swift Set's isSubset(of:), isSuperset(of:) and isDisjoint(with:) against a map's keys.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.foundation-values
func testFoundationValueForms() throws {
    XCTAssertEqual(Data().count, 0)
    XCTAssertEqual(Data(repeating: 7, count: 3), Data([7, 7, 7]))
    XCTAssertEqual("né".utf8.count, 3)
    XCTAssertEqual("né".utf16.count, 2)
    XCTAssertEqual(Decimal128(floatLiteral: 1.5), Decimal128("1.5"))
    let scores = Map<String, Int>()
    scores["a"] = 1
    scores["b"] = 2
    XCTAssertTrue(Set(["a"]).isSubset(of: scores.keys))
    XCTAssertFalse(Set(["a", "z"]).isSubset(of: scores.keys))
    XCTAssertTrue(Set(["a", "b", "c"]).isSuperset(of: scores.keys))
    XCTAssertTrue(Set(["x"]).isDisjoint(with: scores.keys))
}

/// A map's setValue(_:forKey:) sets as its subscript does: nil removes the key of a map of values that are not optional.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.foundation-values
func testMapSetValueNil() throws {
    let scores = Map<String, Int>()
    scores.setValue(3, forKey: "a")
    XCTAssertEqual(scores["a"], 3)
    scores.setValue(nil, forKey: "a")
    XCTAssertNil(scores.value(forKey: "a"))
    XCTAssertEqual(scores.count, 0)
}

/// value(forKey: "self") on results gives the objects themselves; objects(Object.self) is refused with the realm's words, since the base class is in no schema.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.foundation-values
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testObjects
func testResultsSelfAndBaseClass() throws {
    let realm = try Realm()
    try realm.write { realm.add(DogToy(value: ["name": "ball"])) }
    let toys = realm.objects(DogToy.self)
    let selves = toys.value(forKey: "self") as! [DogToy]
    XCTAssertEqual(selves.count, 1)
    XCTAssertTrue(selves[0].isSameObject(as: toys[0]))
    assertThrows(realm.objects(Object.self), .unknownProperty, reason: "Object type 'RealmSwiftObject' is not managed by the Realm. If using a custom `objectClasses` / `objectTypes` array in your configuration, add `RealmSwiftObject` to the list of `objectClasses` / `objectTypes`.")
}
