// page: sdk
// tags: projection, sdk-api

/// A projection made with init(projecting:) stands for its object: rootObject, realm and isInvalidated are the object's.
/// - section: sdk-api
/// - claims: sdk.api.coverage-projection
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testIsFrozen
func testProjectionMadeFromObject() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let p = PersonProjection(projecting: ann)
    XCTAssertEqual(p.firstName, "Ann")
    XCTAssertTrue(p.rootObject.isSameObject(as: ann))
    XCTAssertTrue(p.realm == realm)
    XCTAssertFalse(p.isInvalidated)
    XCTAssertFalse(p.isFrozen)
    try realm.write { realm.delete(ann) }
    XCTAssertTrue(p.isInvalidated)
}

/// A frozen projection keeps the values of its version; thaw() gives the live projection, which writes through its realm.
/// - section: sdk-api
/// - claims: sdk.api.coverage-projection
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testThaw
func testProjectionFreezeThaw() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let p = PersonProjection(projecting: ann)
    let frozen = p.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(p.isFrozen)
    try realm.write { ann.name = "Bea" }
    XCTAssertEqual(frozen.firstName, "Ann")
    let live = frozen.thaw()
    XCTAssertNotNil(live)
    XCTAssertFalse(live!.isFrozen)
    XCTAssertEqual(live!.firstName, "Bea")
    try live!.realm!.write { live!.firstName = "Cy" }
    XCTAssertEqual(live!.firstName, "Cy")
    XCTAssertNotEqual(live!.firstName, frozen.firstName)
}
