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
    let values = [AnyRealmValue.int(7), AnyRealmValue.bool(true), AnyRealmValue.float(1.5),
                  AnyRealmValue.double(2.25), AnyRealmValue.string("x"), AnyRealmValue.data(Data([1, 2])),
                  AnyRealmValue.date(when), AnyRealmValue.objectId(oid), AnyRealmValue.decimal128(Decimal128(number: 3)),
                  AnyRealmValue.uuid(uuid), AnyRealmValue.none]
    let t = Tally(value: ["id": 1, "mixed": values])
    try realm.write { realm.add(t) }
    let m = t.mixed
    XCTAssertEqual(m.count, 11)
    XCTAssertEqual(m[0].intValue, 7)
    XCTAssertNil(m[0].boolValue)
    XCTAssertEqual(m[1].boolValue, true)
    XCTAssertNil(m[1].intValue)
    XCTAssertEqual(m[2].floatValue, 1.5)
    XCTAssertNil(m[2].doubleValue)
    XCTAssertEqual(m[3].doubleValue, 2.25)
    XCTAssertNil(m[3].floatValue)
    XCTAssertEqual(m[4].stringValue, "x")
    XCTAssertEqual(m[5].dataValue, Data([1, 2]))
    XCTAssertNil(m[4].dataValue)
    XCTAssertEqual(m[6].dateValue, when)
    XCTAssertNil(m[5].dateValue)
    XCTAssertEqual(m[7].objectIdValue, oid)
    XCTAssertNil(m[8].objectIdValue)
    XCTAssertEqual(m[8].decimal128Value, Decimal128(number: 3))
    XCTAssertNil(m[9].decimal128Value)
    XCTAssertEqual(m[9].uuidValue, uuid)
    XCTAssertNil(m[7].uuidValue)
    XCTAssertEqual(m[10], AnyRealmValue.none)
    XCTAssertNil(m[10].intValue)
    XCTAssertNil(m[10].dynamicObject)
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
