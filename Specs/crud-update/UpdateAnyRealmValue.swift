// page: crud-update
// tags: update, mixed

/// Assigning .object with a new dog stores a link to it, and that dog becomes managed.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign, update.mixed.object-case
func testAssignObjectCompanion() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rocco"]))
    }
    let rocco = realm.objects(Dog.self).where { $0.name == "Rocco" }.first!
    try realm.write {
        rocco.companion = .object(Dog(value: ["name": "Queenie"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Queenie" }.count, 1)
    XCTAssertNotEqual(rocco.companion, .none)
}

/// A string companion is assigned with the .string case and read back as that case.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign, update.mixed.typed-case
func testAssignStringCompanion() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    try realm.write {
        realm.add(rocco)
    }
    try realm.write {
        rocco.companion = .string("Mittens")
    }
    XCTAssertEqual(rocco.companion, .string("Mittens"))
    XCTAssertNotEqual(rocco.companion, .int(0))
}

/// The same payload under a different case is a different value.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.typed-case
func testCaseMatters() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    try realm.write {
        realm.add(rocco)
        rocco.companion = .int(1)
    }
    XCTAssertEqual(rocco.companion, .int(1))
    XCTAssertNotEqual(rocco.companion, .double(1.0))
    XCTAssertNotEqual(rocco.companion, .bool(true))
}

/// A companion can hold a value of each of the enum's cases in turn: an int, a
/// bool, a double, a float, a date, a string, an ObjectId, a UUID, a decimal,
/// data, an object and none.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.enum-covers-types, update.mixed.typed-case
func testCompanionTakesEachCase() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    try realm.write {
        realm.add(rocco)
    }
    try realm.write {
        rocco.companion = .int(7)
    }
    XCTAssertEqual(rocco.companion, .int(7))
    try realm.write {
        rocco.companion = .bool(false)
    }
    XCTAssertEqual(rocco.companion, .bool(false))
    try realm.write {
        rocco.companion = .double(2.5)
    }
    XCTAssertEqual(rocco.companion, .double(2.5))
    try realm.write {
        rocco.companion = .float(1.5)
    }
    XCTAssertEqual(rocco.companion, .float(1.5))
    try realm.write {
        rocco.companion = .date(Date(timeIntervalSince1970: 0))
    }
    XCTAssertEqual(rocco.companion, .date(Date(timeIntervalSince1970: 0)))
    try realm.write {
        rocco.companion = .string("Mittens")
    }
    XCTAssertEqual(rocco.companion, .string("Mittens"))
    let oid = ObjectId.generate()
    try realm.write {
        rocco.companion = .objectId(oid)
    }
    XCTAssertEqual(rocco.companion, .objectId(oid))
    try realm.write {
        rocco.companion = .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!)
    }
    XCTAssertEqual(rocco.companion, .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!))
    try realm.write {
        rocco.companion = .decimal128(Decimal128(number: 12.5))
    }
    XCTAssertEqual(rocco.companion, .decimal128(Decimal128(number: 12.5)))
    try realm.write {
        rocco.companion = .data(Data([1, 2, 3]))
    }
    XCTAssertEqual(rocco.companion, .data(Data([1, 2, 3])))
    try realm.write {
        rocco.companion = .object(Dog(value: ["name": "Queenie"]))
    }
    XCTAssertEqual(rocco.companion.object(Dog.self)?.name, "Queenie")
    try realm.write {
        rocco.companion = .none
    }
    XCTAssertEqual(rocco.companion, .none)
}

/// A companion can hold an ObjectId, a UUID, a decimal and data.
/// - section: update-an-anyrealmvalue-property
func testCompanionTakesIdentifierCases() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    let oid = ObjectId.generate()
    try realm.write {
        realm.add(rocco)
        rocco.companion = .objectId(oid)
    }
    XCTAssertEqual(rocco.companion, .objectId(oid))
    try realm.write {
        rocco.companion = .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!)
    }
    XCTAssertEqual(rocco.companion, .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!))
    try realm.write {
        rocco.companion = .decimal128(Decimal128(number: 12.5))
    }
    XCTAssertEqual(rocco.companion, .decimal128(Decimal128(number: 12.5)))
    try realm.write {
        rocco.companion = .data(Data([1, 2, 3]))
    }
    XCTAssertEqual(rocco.companion, .data(Data([1, 2, 3])))
}

/// Replacing an object companion with a string unlinks the object but keeps it stored.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign
func testReplaceObjectWithString() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    rocco.companion = .object(Dog(value: ["name": "Queenie"]))
    try realm.write {
        realm.add(rocco)
    }
    try realm.write {
        rocco.companion = .string("nobody")
    }
    XCTAssertEqual(rocco.companion, .string("nobody"))
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// Assigning a companion outside a write is refused.
/// - section: update-an-anyrealmvalue-property
func testAssignCompanionOutsideWriteFails() throws {
    let realm = try Realm()
    let rocco = Dog(value: ["name": "Rocco"])
    try realm.write {
        realm.add(rocco)
    }
    assertThrows(rocco.companion = .string("Mittens"), .notInWriteTransaction)
    XCTAssertEqual(rocco.companion, .none)
}
