// page: crud-update
// tags: update, write

/// Setting a managed property outside a write is refused, whether by assignment,
/// subscript or key-value coding, and the value stays; inside a write the same
/// assignment changes it.
/// - section: update-realm-objects
/// - claims: update.requires-write, update.requires-write.fails
func testSetOutsideWriteFails() throws {
    let realm = try Realm()
    let nova = Dog(value: ["name": "Nova", "age": 2])
    try realm.write {
        realm.add(nova)
    }
    assertThrows(nova.name = "Nova II", .notInWriteTransaction)
    assertThrows(nova["name"] = "Nova II", .notInWriteTransaction)
    assertThrows(nova.setValue("Nova II", forKey: "name"), .notInWriteTransaction)
    XCTAssertEqual(nova.name, "Nova")
    try realm.write {
        nova.name = "Nova II"
    }
    XCTAssertEqual(nova.name, "Nova II")
}

/// An increment outside a write is refused; inside a write it is made.
/// - section: update-realm-objects
/// - claims: update.requires-write
func testIncrementOutsideWriteFails() throws {
    let realm = try Realm()
    let nova = Dog(value: ["name": "Nova", "age": 2])
    try realm.write {
        realm.add(nova)
    }
    assertThrows(nova.age = nova.age + 1, .notInWriteTransaction)
    XCTAssertEqual(nova.age, 2)
    try realm.write {
        nova.age = nova.age + 1
    }
    XCTAssertEqual(nova.age, 3)
}

/// Changing an unmanaged object needs no write; once it is managed, a change
/// outside a write is refused and the same change inside one is made.
/// - section: update-realm-objects
/// - claims: update.requires-write
func testUnmanagedChangeNeedsNoWrite() throws {
    let nova = Dog(value: ["name": "Nova", "age": 2])
    nova.name = "Nova II"
    nova.age += 1
    XCTAssertEqual(nova.name, "Nova II")
    XCTAssertEqual(nova.age, 3)
    let realm = try Realm()
    try realm.write {
        realm.add(nova)
    }
    assertThrows(nova.name = "Nova III", .notInWriteTransaction)
    XCTAssertEqual(nova.name, "Nova II")
    try realm.write {
        nova.name = "Nova III"
    }
    XCTAssertEqual(nova.name, "Nova III")
}

/// Changes made between beginWrite and commitWrite are kept.
/// - section: update-realm-objects
/// - claims: update.requires-write
func testBeginCommitWrite() throws {
    let realm = try Realm()
    let nova = Dog(value: ["name": "Nova"])
    try realm.write {
        realm.add(nova)
    }
    realm.beginWrite()
    XCTAssertTrue(realm.isInWriteTransaction)
    nova.color = "brindle"
    try realm.commitWrite()
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(nova.color, "brindle")
}

/// Changes made in a cancelled write are rolled back.
/// - section: update-realm-objects
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackModify
func testCancelWriteRevertsUpdate() throws {
    let realm = try Realm()
    let nova = Dog(value: ["name": "Nova", "color": "grey"])
    try realm.write {
        realm.add(nova)
    }
    realm.beginWrite()
    nova.color = "brindle"
    realm.cancelWrite()
    XCTAssertEqual(nova.color, "grey")
}

/// Opening a write inside a write is refused.
/// - section: update-realm-objects
func testNestedWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.beginWrite(), .alreadyInWriteTransaction)
    }
    XCTAssertFalse(realm.isInWriteTransaction)
}

/// Committing with no write open is refused.
/// - section: update-realm-objects
func testCommitWithoutWriteFails() throws {
    let realm = try Realm()
    assertThrows(try realm.commitWrite(), .noWriteTransaction)
    assertThrows(realm.cancelWrite(), .noWriteTransaction)
}

/// A Swift error thrown inside write cancels the update and propagates.
/// - section: update-realm-objects
func testThrowingWriteRollsBack() throws {
    let realm = try Realm()
    let nova = Dog(value: ["name": "Nova", "age": 2])
    try realm.write {
        realm.add(nova)
    }
    XCTAssertThrowsError(try realm.write {
        nova.age = 9
        throw SpecError("abandon")
    })
    XCTAssertEqual(nova.age, 2)
    XCTAssertFalse(realm.isInWriteTransaction)
}
