// page: sdk
// tags: any-realm-value, sdk-api

/// Every case of AnyRealmValue with a payload a realm stores, written into a property, reads back equal to itself (an object of a class with a primary key compares by that key).
/// - section: sdk-api
/// - claims: sdk.api.mixed.cases
func testMixedEveryStoredCaseRoundTrips() throws {
    let realm = try Realm()
    let pat = Person(value: ["id": 9, "name": "Pat"])
    let dog = Dog()
    try realm.write {
        realm.add(dog)
        realm.add(pat)
    }
    let values = [
        AnyRealmValue.none, .int(5), .bool(true), .float(2.5), .double(3.25), .string("x"), .data(Data([7, 8])),
        .date(Date(timeIntervalSince1970: 60)), .object(pat), .objectId(ObjectId(string: "6523f0b3c2a1d4e5f6a7b8c9")),
        .decimal128(Decimal128(number: 4)), .uuid(UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000002")!),
    ]
    var stored = 0
    for value in values {
        try realm.write { dog.companion = value }
        XCTAssertEqual(dog.companion, value)
        stored += 1
    }
    XCTAssertEqual(stored, 12)
}

/// if case and switch take an AnyRealmValue apart by its case, binding the payload; another case does not match.
/// - section: sdk-api
/// - claims: sdk.api.mixed.cases
func testMixedCasePatterns() throws {
    let realm = try Realm()
    let dog = Dog()
    try realm.write {
        realm.add(dog)
        dog.companion = .int(41)
    }
    if case .int(let n) = dog.companion {
        XCTAssertEqual(n, 41)
    } else {
        XCTFail("an int was stored")
    }
    if case .string(let s) = dog.companion {
        XCTFail("an int is not a string: \(s)")
    }
    try realm.write { dog.companion = .double(0.5) }
    var seen = ""
    switch dog.companion {
    case .int(let n): seen = "int \(n)"
    case .float(let f): seen = "float \(f)"
    case .double(let d): seen = "double \(d)"
    case .none: seen = "none"
    default: seen = "other"
    }
    XCTAssertEqual(seen, "double 0.5")
    try realm.write { dog.companion = AnyRealmValue.none }
    switch dog.companion {
    case .none: seen = "none"
    default: seen = "other"
    }
    XCTAssertEqual(seen, "none")
    try realm.write { dog.companion = .bool(false) }
    if case .bool(let b) = dog.companion { XCTAssertFalse(b) } else { XCTFail("a bool was stored") }
}

/// AnyRealmValue() is .none, the value a new AnyRealmValue property holds.
/// - section: sdk-api
/// - claims: sdk.api.mixed.cases
func testMixedInitialiserIsNone() throws {
    let empty = AnyRealmValue()
    XCTAssertEqual(empty, AnyRealmValue.none)
    XCTAssertNil(empty.intValue)
    XCTAssertEqual(Dog().companion, empty)
    XCTAssertNotEqual(AnyRealmValue.int(0), empty)
    XCTAssertNotEqual(AnyRealmValue.string(""), empty)
}

/// Two AnyRealmValues are equal only in the same case with equal payloads: .int(1) is not .double(1) nor .float(1); objects with a primary key compare by it.
/// - section: sdk-api
/// - claims: sdk.api.mixed.equality-hash
func testMixedEquality() throws {
    XCTAssertEqual(AnyRealmValue.int(1), AnyRealmValue.int(1))
    XCTAssertNotEqual(AnyRealmValue.int(1), AnyRealmValue.int(2))
    XCTAssertNotEqual(AnyRealmValue.int(1), AnyRealmValue.double(1))
    XCTAssertNotEqual(AnyRealmValue.float(1), AnyRealmValue.double(1))
    XCTAssertNotEqual(AnyRealmValue.bool(true), AnyRealmValue.int(1))
    XCTAssertTrue(AnyRealmValue.string("a") == AnyRealmValue.string("a"))
    XCTAssertFalse(AnyRealmValue.string("a") == AnyRealmValue.none)
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    let bea = Person(value: ["id": 2, "name": "Bea"])
    try realm.write {
        realm.add(ann)
        realm.add(bea)
    }
    let again = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    XCTAssertEqual(AnyRealmValue.object(ann), AnyRealmValue.object(again))
    XCTAssertNotEqual(AnyRealmValue.object(ann), AnyRealmValue.object(bea))
    XCTAssertNotEqual(AnyRealmValue.object(ann), AnyRealmValue.int(1))
}

/// Equal AnyRealmValues hash alike; every list hashes alike and every map hashes alike, whatever they hold.
/// - section: sdk-api
/// - claims: sdk.api.mixed.equality-hash
func testMixedHash() throws {
    XCTAssertEqual(AnyRealmValue.int(7).hashValue, AnyRealmValue.int(7).hashValue)
    XCTAssertEqual(AnyRealmValue.string("x").hashValue, AnyRealmValue.string("x").hashValue)
    XCTAssertEqual(AnyRealmValue.none.hashValue, AnyRealmValue().hashValue)
    let one = AnyRealmValue.fromArray([.int(1)])
    let two = AnyRealmValue.fromArray([.int(2), .string("b")])
    XCTAssertNotEqual(one, two)
    XCTAssertEqual(one.hashValue, two.hashValue)
    let a = AnyRealmValue.fromDictionary(["a": .int(1)])
    let b = AnyRealmValue.fromDictionary(["b": .bool(true), "c": .none])
    XCTAssertNotEqual(a, b)
    XCTAssertEqual(a.hashValue, b.hashValue)
    XCTAssertNotEqual(one.hashValue, a.hashValue)
    XCTAssertNotEqual(one.hashValue, AnyRealmValue.none.hashValue)
}
