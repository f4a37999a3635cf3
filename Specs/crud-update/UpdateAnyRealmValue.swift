// page: crud-update
// tags: update, mixed

/// Assigning .object with a new dog stores a link to it, and that dog becomes managed.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign, update.mixed.object-case
func testAssignObjectCompanion() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    let rex = realm.objects(Dog.self).where { $0.name == "Rex" }.first!
    try realm.write {
        rex.companion = .object(Dog(value: ["name": "Queenie"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Queenie" }.count, 1)
    XCTAssertNotEqual(rex.companion, .none)
}

/// A string companion is assigned with the .string case and read back as that case.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign, update.mixed.typed-case
func testAssignStringCompanion() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    try realm.write {
        rex.companion = .string("Mittens")
    }
    XCTAssertEqual(rex.companion, .string("Mittens"))
    XCTAssertNotEqual(rex.companion, .int(0))
}

/// The same payload under a different case is a different value.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.typed-case
func testCaseMatters() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        rex.companion = .int(1)
    }
    XCTAssertEqual(rex.companion, .int(1))
    XCTAssertNotEqual(rex.companion, .double(1.0))
    XCTAssertNotEqual(rex.companion, .bool(true))
}

/// A companion can hold an int, a bool, a double, a string and a date in turn.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.enum-covers-types, update.mixed.typed-case
func testCompanionTakesEachCase() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    try realm.write {
        rex.companion = .int(7)
    }
    XCTAssertEqual(rex.companion, .int(7))
    try realm.write {
        rex.companion = .bool(false)
    }
    XCTAssertEqual(rex.companion, .bool(false))
    try realm.write {
        rex.companion = .double(2.5)
    }
    XCTAssertEqual(rex.companion, .double(2.5))
    try realm.write {
        rex.companion = .float(1.5)
    }
    XCTAssertEqual(rex.companion, .float(1.5))
    try realm.write {
        rex.companion = .date(Date(timeIntervalSince1970: 0))
    }
    XCTAssertEqual(rex.companion, .date(Date(timeIntervalSince1970: 0)))
}

/// A companion can hold an ObjectId, a UUID, a decimal and data.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.enum-covers-types
func testCompanionTakesIdentifierCases() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let oid = ObjectId.generate()
    try realm.write {
        realm.add(rex)
        rex.companion = .objectId(oid)
    }
    XCTAssertEqual(rex.companion, .objectId(oid))
    try realm.write {
        rex.companion = .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!)
    }
    XCTAssertEqual(rex.companion, .uuid(UUID(uuidString: "1B9C1D2E-0000-4000-8000-00000000ABCD")!))
    try realm.write {
        rex.companion = .decimal128(Decimal128(number: 12.5))
    }
    XCTAssertEqual(rex.companion, .decimal128(Decimal128(number: 12.5)))
    try realm.write {
        rex.companion = .data(Data([1, 2, 3]))
    }
    XCTAssertEqual(rex.companion, .data(Data([1, 2, 3])))
}

/// Replacing an object companion with a string unlinks the object but keeps it stored.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign, update.mixed.object-case
func testReplaceObjectWithString() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.companion = .object(Dog(value: ["name": "Queenie"]))
    try realm.write {
        realm.add(rex)
    }
    try realm.write {
        rex.companion = .string("nobody")
    }
    XCTAssertEqual(rex.companion, .string("nobody"))
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// Assigning a companion outside a write is refused.
/// - section: update-an-anyrealmvalue-property
/// - claims: update.mixed.assign
func testAssignCompanionOutsideWriteFails() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    assertThrows(rex.companion = .string("Mittens"), .notInWriteTransaction)
    XCTAssertEqual(rex.companion, .none)
}
