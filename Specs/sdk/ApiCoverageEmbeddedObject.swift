// page: sdk
// tags: embedded-object, sdk-api

/// An embedded object answers Object's identity members: isSameObject(as:) holds for two reads of the same address; isEqual(_:) for the same accessor, never for another address or nil.
/// - section: sdk-api
/// - claims: sdk.api.coverage-embedded-object
func testEmbeddedObjectIdentity() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    let ali = Person(value: ["id": 2, "name": "Ali", "address": ["city": "Oslo"]])
    try realm.write { realm.add([vera, ali]) }
    let a = vera.address!
    XCTAssertTrue(a.isSameObject(as: vera.address))
    XCTAssertFalse(a.isSameObject(as: ali.address))
    XCTAssertFalse(a.isSameObject(as: nil))
    XCTAssertTrue(a.isEqual(a))
    XCTAssertFalse(a.isEqual(ali.address))
    XCTAssertFalse(a.isEqual(nil))
}

/// An embedded object answers key-value coding: value(forKey:) and the subscript read a property, setValue(_:forKey:) and the subscript write it.
/// - section: sdk-api
/// - claims: sdk.api.coverage-embedded-object
func testEmbeddedObjectKeyValueCoding() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo", "street": "Main"]])
    try realm.write { realm.add(vera) }
    let a = vera.address!
    XCTAssertEqual(a.value(forKey: "city") as? String, "Oslo")
    try realm.write { a.setValue("Bergen", forKey: "city") }
    XCTAssertEqual(vera.address?.city, "Bergen")
    XCTAssertEqual(a.value(forKey: "street") as? String, "Main")
    XCTAssertEqual(a["city"] as? String, "Bergen")
    try realm.write { a["street"] = "Side" }
    XCTAssertEqual(vera.address?.street, "Side")
}

/// A frozen embedded object keeps its values; thaw() gives the live one with later changes.
/// - section: sdk-api
/// - claims: sdk.api.coverage-embedded-object
func testEmbeddedObjectFreezeThaw() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    try realm.write { realm.add(vera) }
    let a = vera.address!
    XCTAssertFalse(a.isFrozen)
    let frozen = a.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { vera.address?.city = "Bergen" }
    XCTAssertEqual(frozen.city, "Oslo")
    let live = frozen.thaw()
    XCTAssertNotNil(live)
    XCTAssertFalse(live!.isFrozen)
    XCTAssertEqual(live!.city, "Bergen")
}

/// An embedded object describes itself as Object does: its class name and each property, nil ones as (null).
/// - section: sdk-api
/// - claims: sdk.api.coverage-embedded-object
func testEmbeddedObjectDescription() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["street": "Main", "city": "Oslo"]])
    try realm.write { realm.add(vera) }
    XCTAssertEqual(vera.address!.description,
                   "Address {\n\tstreet = Main;\n\tcity = Oslo;\n\tcountry = (null);\n\tpostalCode = (null);\n}")
}

/// dynamicList on an embedded object refuses a property that is not a list, and a name that is no property.
/// - section: sdk-api
/// - claims: sdk.api.coverage-embedded-object.fails
func testEmbeddedObjectDynamicListRefused() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    try realm.write { realm.add(vera) }
    assertThrows(vera.address!.dynamicList("city"), .typeMismatch)
    assertThrows(vera.address!.dynamicList("cats"), .unknownProperty)
}
