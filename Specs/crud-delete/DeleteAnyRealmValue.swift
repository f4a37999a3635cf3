// page: crud-delete
// tags: delete, mixed

/// Assigning .none clears a string companion.
/// - section: delete-anyrealmvalue-value
/// - claims: delete.mixed.set-none
func testAssignNoneClearsCompanion() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Lobo", "companion": "Whiskers the Cat"]))
    }
    let wolf = realm.objects(Dog.self).where { $0.name == "Lobo" }.first!
    XCTAssertEqual(wolf.companion, .string("Whiskers the Cat"))
    try realm.write {
        wolf.companion = .none
    }
    XCTAssertEqual(wolf.companion, .none)
}

/// Assigning .none to an object companion unlinks it and leaves the object stored.
/// - section: delete-anyrealmvalue-value
/// - claims: delete.mixed.set-none
func testAssignNoneUnlinksObjectCompanion() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.companion = .object(Dog(value: ["name": "Pal"]))
    try realm.write {
        realm.add(wolf)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    try realm.write {
        wolf.companion = .none
    }
    XCTAssertEqual(wolf.companion, .none)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// .none is the empty value: a new dog's companion already equals it.
/// - section: delete-anyrealmvalue-value
func testNoneIsTheEmptyValue() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    try realm.write {
        realm.add(wolf)
    }
    XCTAssertEqual(wolf.companion, .none)
    XCTAssertNotEqual(wolf.companion, .string(""))
}

/// Clearing an int companion with .none works the same as for a string.
/// - section: delete-anyrealmvalue-value
/// - claims: delete.mixed.set-none
func testAssignNoneClearsIntCompanion() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.companion = .int(3)
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.companion = .none
    }
    XCTAssertEqual(wolf.companion, .none)
    XCTAssertNotEqual(wolf.companion, .int(3))
}

/// Deleting the object a companion points at turns the companion into .none.
/// - section: delete-anyrealmvalue-value
func testDeletedCompanionObjectBecomesNone() throws {
    let realm = try Realm()
    let pal = Dog(value: ["name": "Pal"])
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.companion = .object(pal)
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        realm.delete(pal)
    }
    XCTAssertEqual(wolf.companion, .none)
}

/// Clearing a companion outside a write is refused.
/// - section: delete-anyrealmvalue-value
func testAssignNoneOutsideWriteFails() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo", "companion": "Whiskers"])
    try realm.write {
        realm.add(wolf)
    }
    assertThrows(wolf.companion = .none, .notInWriteTransaction)
    XCTAssertEqual(wolf.companion, .string("Whiskers"))
}

/// Setting a companion to nil through key-value coding is refused; .none is the way to clear it.
/// - section: delete-anyrealmvalue-value
/// - claims: delete.mixed.nil-not-allowed
/// - sdk: the shipped SDK accepts nil for an AnyRealmValue property through key-value coding (setValue(nil, forKey:) or a nil subscript) and stores .none
func testNilThroughKeyValueCodingRefused() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo", "companion": "Whiskers"])
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        assertThrows(wolf.setValue(nil, forKey: "companion"), .typeMismatch)
    }
    XCTAssertEqual(wolf.companion, .string("Whiskers"))
    try realm.write {
        wolf.companion = .none
    }
    XCTAssertEqual(wolf.companion, .none)
}
