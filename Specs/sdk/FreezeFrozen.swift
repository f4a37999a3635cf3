// page: sdk
// tags: freeze, sdk-api

/// Freezing what is already frozen gives the same results, object and
/// projection back.
/// - section: sdk-api
func testFreezingFrozenGivesItself() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    let frozen = realm.objects(Dog.self).freeze()
    XCTAssertTrue(frozen.freeze() == frozen)
    let rex = frozen.first!
    XCTAssertTrue(rex.freeze() == rex)
    let live = realm.objects(Dog.self).first!
    XCTAssertFalse(realm.objects(Dog.self).freeze() == frozen)
    XCTAssertFalse(live.freeze() === live)
}
