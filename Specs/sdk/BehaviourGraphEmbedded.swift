// page: sdk
// tags: embedded, sdk

// A shelter with one embedded address and a map of embedded addresses.
class GShelter: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var name = ""
    @Persisted var address: Address?
    @Persisted var branches: Map<String, Address?>
}

/// Assigning an embedded object its own parent already holds changes nothing; assigning an embedded object another parent manages fails.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.embedded-reassign
func testEmbeddedReassignment() throws {
    let realm = try Realm()
    let north = GShelter(value: ["id": 1, "name": "North", "address": ["city": "Oslo"]])
    let south = GShelter(value: ["id": 2, "name": "South", "address": ["city": "Rome"]])
    try realm.write {
        realm.add(north)
        realm.add(south)
    }
    let oslo = north.address!
    try realm.write {
        north.address = oslo
    }
    XCTAssertEqual(north.address?.city, "Oslo")
    XCTAssertFalse(oslo.isInvalidated)
    XCTAssertEqual(realm.objects(GShelter.self).count, 2)
    try realm.write {
        assertThrows(south.address = oslo, .embeddedAlreadyManaged)
    }
    XCTAssertEqual(south.address?.city, "Rome")
}

/// Upserting with .all replaces the embedded object and deletes the old one; with .modified the existing embedded object is kept and updated.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.embedded-upsert
func testEmbeddedUpsert() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(GShelter(value: ["id": 1, "name": "North", "address": ["city": "Oslo", "street": "Main"]]))
    }
    let before = realm.object(ofType: GShelter.self, forPrimaryKey: 1)!.address!
    try realm.write {
        realm.create(GShelter.self, value: ["id": 1, "address": ["city": "Bergen"]], update: .modified)
    }
    XCTAssertFalse(before.isInvalidated)
    XCTAssertEqual(before.city, "Bergen")
    XCTAssertEqual(before.street, "Main")
    try realm.write {
        realm.create(GShelter.self, value: ["id": 1, "name": "North", "address": ["city": "Tromsø"]], update: .all)
    }
    XCTAssertTrue(before.isInvalidated)
    let after = realm.object(ofType: GShelter.self, forPrimaryKey: 1)!.address!
    XCTAssertEqual(after.city, "Tromsø")
    XCTAssertNil(after.street)
}

/// A map takes an unmanaged embedded object over in place: the object itself becomes managed.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.embedded-map-takes-over
func testMapTakesOverUnmanagedEmbedded() throws {
    let realm = try Realm()
    let shelter = GShelter(value: ["id": 1, "name": "North"])
    try realm.write { realm.add(shelter) }
    let address = Address(value: ["city": "Oslo"])
    try realm.write {
        shelter.branches["east"] = address
    }
    XCTAssertNotNil(address.realm)
    XCTAssertEqual(shelter.branches["east"]??.city, "Oslo")
    try realm.write { address.city = "Bergen" }
    XCTAssertEqual(shelter.branches["east"]??.city, "Bergen")
}
