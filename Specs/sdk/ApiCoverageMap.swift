// page: sdk
// tags: map, sdk-api

/// A managed map knows its realm, reads entries by value(forKey:) and object(forKey:), gives the least value, and equals the same property read again.
/// - section: sdk-api
/// - claims: sdk.api.coverage-map
func testMapRealmLookupsAndEquality() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 4, "b": 2, "c": 7]])
    let other = Tally(value: ["id": 2, "scores": ["a": 4, "b": 2, "c": 7]])
    try realm.write { realm.add([t, other]) }
    XCTAssertTrue(t.scores.realm == realm)
    XCTAssertFalse(t.scores.isInvalidated)
    XCTAssertEqual(t.scores.value(forKey: "b") as? Int, 2)
    XCTAssertNil(t.scores.value(forKey: "z"))
    XCTAssertEqual(t.scores.object(forKey: "c") as? Int, 7)
    XCTAssertEqual(t.scores.min(), 2)
    XCTAssertTrue(t.scores == t.scores)
    XCTAssertFalse(t.scores == other.scores)
    try realm.write { realm.delete(t) }
    XCTAssertTrue(t.scores.isInvalidated)
}

/// A frozen map keeps its entries; thaw() gives the live map with later changes.
/// - section: sdk-api
/// - claims: sdk.api.coverage-map
func testMapFreezeThaw() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 4]])
    try realm.write { realm.add(t) }
    XCTAssertFalse(t.scores.isFrozen)
    let frozen = t.scores.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { t.scores["b"] = 5 }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertNotNil(live)
    XCTAssertFalse(live!.isFrozen)
    XCTAssertEqual(live!.count, 2)
    XCTAssertEqual(live!["b"], 5)
}
