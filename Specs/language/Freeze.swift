// page: language
// tags: language, freeze

/// A frozen collection keeps its contents; thawing gives the live one back.
/// - section: freeze
func testFreezeAndThaw() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    let frozen = realm.objects(Dog.self).freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write {
        realm.add(Dog(value: ["name": "Max"]))
    }
    XCTAssertEqual(frozen.count, 1)
    let live = try XCTUnwrap(frozen.thaw())
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// A frozen object cannot be changed.
/// - section: freeze
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testMutateFrozenObject
func testFrozenObjectIsReadOnly() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let frozenRex = rex.freeze()
    XCTAssertTrue(frozenRex.isFrozen)
    XCTAssertEqual(frozenRex.name, "Rex")
    try realm.write {
        assertThrows(frozenRex.name = "Max", .frozen)
    }
}
