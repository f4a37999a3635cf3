// page: sdk
// tags: map, sdk-api

/// merge(_:uniquingKeysWith:) adds new keys and combines the values of keys already present.
/// - section: sdk-api
/// - claims: sdk.api.map-merge
func testMapMerge() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    try realm.write { realm.add(t) }
    try realm.write {
        t.scores.merge(["b": 10, "c": 3], uniquingKeysWith: { old, new in old + new })
    }
    XCTAssertEqual(t.scores["a"], 1)
    XCTAssertEqual(t.scores["b"], 12)
    XCTAssertEqual(t.scores["c"], 3)
    XCTAssertEqual(t.scores.count, 3)
}

/// merge(_:uniquingKeysWith:) outside a write fails and changes nothing.
/// - section: sdk-api
/// - claims: sdk.api.map-merge.failure-keeps-earlier
func testMapMergeOutsideWrite() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    assertThrows(t.scores.merge(["a": 5], uniquingKeysWith: { _, new in new }), .notInWriteTransaction)
    XCTAssertEqual(t.scores["a"], 1)
}

/// A key the map refuses part way through a merge keeps the pairs merged
/// before it: Realm stores each pair in turn and does not roll the call back.
/// - section: sdk-api
/// - claims: sdk.api.map-merge.failure-keeps-earlier
func testMapMergeBadKeyKeepsEarlierPairs() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.scores.merge([(key: "a", value: 5), (key: "b", value: 6), (key: "c.d", value: 7)],
                                    uniquingKeysWith: { _, new in new }), .invalidMapKey)
    }
    XCTAssertEqual(t.scores["a"], 5)
    XCTAssertEqual(t.scores["b"], 6)
    XCTAssertNil(t.scores["c.d"])
    XCTAssertEqual(t.scores.count, 2)
}

/// A Swift error from the combining closure keeps the pairs merged before it, as the SDK rethrows.
/// - section: sdk-api
/// - claims: sdk.api.map-merge.failure-keeps-earlier
func testMapMergeClosureThrows() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    try realm.write { realm.add(t) }
    try realm.write {
        XCTAssertThrowsError(try t.scores.merge(["c": 3, "b": 4], uniquingKeysWith: { _, _ in throw SpecError("no") }))
    }
    XCTAssertEqual(t.scores["c"], 3)
    XCTAssertEqual(t.scores["b"], 2)
}

/// keys, values, updateValue(_:forKey:), removeObject(for:) and removeAll() read and change a map.
/// - section: sdk-api
/// - claims: sdk.api.map-members
func testMapMembers() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    try realm.write {
        t.scores.updateValue(2, forKey: "b")
        t.scores.updateValue(3, forKey: "a")
    }
    XCTAssertEqual(t.scores.keys.sorted(), ["a", "b"])
    XCTAssertEqual(t.scores.values.sorted(), [2, 3])
    XCTAssertEqual(t.scores["b"], 2)
    try realm.write { t.scores.removeObject(for: "a") }
    XCTAssertNil(t.scores["a"])
    try realm.write { t.scores.removeAll() }
    XCTAssertEqual(t.scores.count, 0)
}

/// AnyRealmValue.object(_:) gives the object of the class asked for, and nil for another class or case.
/// - section: sdk-api
/// - claims: sdk.api.mixed-object
func testMixedObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        rex.companion = .object(DogToy(value: ["name": "Ball"]))
    }
    XCTAssertEqual(rex.companion.object(DogToy.self)?.name, "Ball")
    XCTAssertNil(rex.companion.object(Dog.self))
    try realm.write { rex.companion = .int(3) }
    XCTAssertNil(rex.companion.object(DogToy.self))
}
