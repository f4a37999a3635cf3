// page: sdk
// tags: any-realm-value, sdk-api

/// Each scalar case of AnyRealmValue is stored and read back; only its own typed accessor answers.
/// - section: sdk-api
/// - claims: sdk.api.coverage-any-realm-value
func testAnyRealmValueCasesAndAccessors() throws {
    let realm = try Realm()
    let oid = ObjectId(string: "6523f0b3c2a1d4e5f6a7b8c9")
    let uuid = UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000001")!
    let when = Date(timeIntervalSince1970: 1000)
    let dog = Dog()
    try realm.write { realm.add(dog) }
    try realm.write { dog.companion = AnyRealmValue.int(7) }
    XCTAssertEqual(dog.companion.intValue, 7)
    XCTAssertNil(dog.companion.boolValue)
    XCTAssertNil(dog.companion.doubleValue)
    try realm.write { dog.companion = AnyRealmValue.bool(true) }
    XCTAssertEqual(dog.companion.boolValue, true)
    XCTAssertNil(dog.companion.intValue)
    try realm.write { dog.companion = AnyRealmValue.float(1.5) }
    XCTAssertEqual(dog.companion.floatValue, 1.5)
    XCTAssertNil(dog.companion.doubleValue)
    try realm.write { dog.companion = AnyRealmValue.double(2.25) }
    XCTAssertEqual(dog.companion.doubleValue, 2.25)
    XCTAssertNil(dog.companion.floatValue)
    try realm.write { dog.companion = AnyRealmValue.string("x") }
    XCTAssertEqual(dog.companion.stringValue, "x")
    XCTAssertNil(dog.companion.dataValue)
    try realm.write { dog.companion = AnyRealmValue.data(Data([1, 2])) }
    XCTAssertEqual(dog.companion.dataValue, Data([1, 2]))
    XCTAssertNil(dog.companion.stringValue)
    try realm.write { dog.companion = AnyRealmValue.date(when) }
    XCTAssertEqual(dog.companion.dateValue, when)
    XCTAssertNil(dog.companion.intValue)
    try realm.write { dog.companion = AnyRealmValue.objectId(oid) }
    XCTAssertEqual(dog.companion.objectIdValue, oid)
    XCTAssertNil(dog.companion.uuidValue)
    try realm.write { dog.companion = AnyRealmValue.decimal128(Decimal128(number: 3)) }
    XCTAssertEqual(dog.companion.decimal128Value, Decimal128(number: 3))
    XCTAssertNil(dog.companion.doubleValue)
    try realm.write { dog.companion = AnyRealmValue.uuid(uuid) }
    XCTAssertEqual(dog.companion.uuidValue, uuid)
    XCTAssertNil(dog.companion.objectIdValue)
    XCTAssertNil(dog.companion.decimal128Value)
    XCTAssertNil(dog.companion.dateValue)
    try realm.write { dog.companion = AnyRealmValue.none }
    XCTAssertEqual(dog.companion, AnyRealmValue.none)
    XCTAssertNil(dog.companion.intValue)
    XCTAssertNil(dog.companion.dynamicObject)
}

/// A stored object comes back as the .object case; dynamicObject and object(_:) give it, the scalar accessors give nil.
/// - section: sdk-api
/// - claims: sdk.api.coverage-any-realm-value
func testAnyRealmValueObjectCase() throws {
    let realm = try Realm()
    let toy = DogToy()
    toy.name = "Ball"
    let dog = Dog()
    dog.name = "Rex"
    dog.companion = AnyRealmValue.object(toy)
    try realm.write { realm.add(dog) }
    XCTAssertEqual(dog.companion.dynamicObject?["name"] as? String, "Ball")
    XCTAssertEqual(dog.companion.object(DogToy.self)?.name, "Ball")
    XCTAssertNil(dog.companion.stringValue)
    XCTAssertNil(AnyRealmValue.string("Ball").dynamicObject)
}
