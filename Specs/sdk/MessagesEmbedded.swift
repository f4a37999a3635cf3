// page: sdk
// tags: sdk, messages, embedded
// An embedded object that is already managed cannot be linked again; the
// SDK words it by where it was given (exceptions.md EM2, EM3, EM4).

// A holder of embedded addresses in a list, a map and a to-one property.
class MsgAtlas: Object {
    @Persisted var name = ""
    @Persisted var main: Address?
    @Persisted var stops: List<Address>
    @Persisted var byCity: Map<String, Address?>
}

/// A List, a Map, the typed setter, the subscript and a create value each
/// have their own text for an already managed embedded object.
/// - section: sdk-messages
/// - claims: sdk.messages.embedded-already-managed
func testManagedEmbeddedByPath() throws {
    let realm = try Realm()
    let atlas = MsgAtlas(value: ["name": "North", "main": ["city": "Oslo"]])
    let other = MsgAtlas(value: ["name": "South"])
    try realm.write {
        realm.add(atlas)
        realm.add(other)
    }
    let oslo = atlas.main!
    try realm.write {
        assertThrows(other.stops.append(oslo), .embeddedAlreadyManaged,
                     reason: "Cannot add an existing managed embedded object to a List.")
        assertThrows(other.byCity["Oslo"] = oslo, .embeddedAlreadyManaged,
                     reason: "Cannot add an existing managed embedded object to a Dictionary.")
        assertThrows(other.main = oslo, .embeddedAlreadyManaged,
                     reason: "Can't set link to existing managed embedded object")
        assertThrows(other["main"] = oslo, .embeddedAlreadyManaged,
                     reason: "Cannot set a link to an existing managed embedded object")
    }
    XCTAssertEqual(other.stops.count, 0)
    XCTAssertNil(other.main)
    XCTAssertEqual(realm.objects(MsgAtlas.self).count, 2)
}

/// create copies: a managed embedded object inside its value becomes a new
/// embedded object of the new parent, and the original stays where it was.
/// - section: sdk-messages
func testCreateCopiesManagedEmbeddedInValue() throws {
    let realm = try Realm()
    let atlas = MsgAtlas(value: ["name": "North", "main": ["city": "Oslo"]])
    try realm.write {
        realm.add(atlas)
    }
    let oslo = atlas.main!
    let west = try realm.write {
        realm.create(MsgAtlas.self, value: ["name": "West", "stops": [oslo], "main": oslo, "byCity": ["Oslo": oslo]])
    }
    XCTAssertEqual(west.stops.count, 1)
    XCTAssertEqual(west.stops[0].city, "Oslo")
    XCTAssertEqual(west.main?.city, "Oslo")
    XCTAssertEqual(west.byCity["Oslo"]??.city, "Oslo")
    XCTAssertEqual(atlas.main?.city, "Oslo")
    try realm.write {
        west.stops[0].city = "Bergen"
    }
    XCTAssertEqual(atlas.main?.city, "Oslo")
    XCTAssertEqual(realm.objects(MsgAtlas.self).count, 2)
}
