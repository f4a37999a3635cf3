// page: crud-delete
// tags: delete, write, invalidated

/// Deleting a managed object outside a write transaction is refused and the
/// object stays; inside a write the same call deletes it.
/// - section: delete-realm-objects
/// - claims: delete.requires-write, delete.requires-write.outside-fails
func testDeleteOutsideWriteFails() throws {
    let realm = try Realm()
    let bolt = Dog(value: ["name": "Bolt", "age": 3])
    try realm.write {
        realm.add(bolt)
    }
    assertThrows(realm.delete(bolt), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(bolt.isInvalidated)
    try realm.write {
        realm.delete(bolt)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertTrue(bolt.isInvalidated)
}

/// Deleting query results outside a write transaction is refused and nothing is
/// removed; inside a write the same call removes them.
/// - section: delete-realm-objects
/// - claims: delete.requires-write, delete.requires-write.outside-fails
func testDeleteResultsOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Pip", "age": 1]))
        realm.add(Dog(value: ["name": "Dot", "age": 1]))
    }
    assertThrows(realm.delete(realm.objects(Dog.self)), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    try realm.write {
        realm.delete(realm.objects(Dog.self))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// Reading a property of a deleted object raises an invalidated-object error,
/// and so does writing one.
/// - section: delete-realm-objects
/// - claims: delete.deleted-object-unusable, delete.deleted-object-use-throws
func testReadingDeletedObjectFails() throws {
    let realm = try Realm()
    let juno = Dog(value: ["name": "Juno", "age": 4])
    try realm.write {
        realm.add(juno)
    }
    try realm.write {
        realm.delete(juno)
    }
    XCTAssertTrue(juno.isInvalidated)
    assertThrows(juno.name, .invalidated)
    try realm.write {
        assertThrows(juno.name = "Juno II", .invalidated)
    }
}

/// Writing a property of a deleted object raises an invalidated-object error,
/// and so does reading one.
/// - section: delete-realm-objects
/// - claims: delete.deleted-object-unusable, delete.deleted-object-use-throws
func testModifyingDeletedObjectFails() throws {
    let realm = try Realm()
    let juno = Dog(value: ["name": "Juno", "age": 4])
    try realm.write {
        realm.add(juno)
        realm.delete(juno)
    }
    XCTAssertTrue(juno.isInvalidated)
    try realm.write {
        assertThrows(juno.age = 5, .invalidated)
    }
    assertThrows(juno.age, .invalidated)
}

/// Deleting an object that is already deleted raises an error. The accessor
/// passed to `delete` no longer belongs to a realm (the SDK sets its realm to
/// nil), so the error is the wrong-realm one.
/// - section: delete-realm-objects
/// - claims: delete.deleted-object-use-throws
func testDeletingDeletedObjectAgainFails() throws {
    let realm = try Realm()
    let ziggy = Dog(value: ["name": "Ziggy"])
    try realm.write {
        realm.add(ziggy)
    }
    try realm.write {
        realm.delete(ziggy)
        assertThrows(realm.delete(ziggy), .wrongRealm, reason: "Can only delete an object from the Realm it belongs to.")
    }
}

/// Adding a deleted object to a list raises an invalidated-object error.
/// - section: delete-realm-objects
/// - claims: delete.deleted-object-use-throws
func testAppendingDeletedObjectFails() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 7, "name": "Noor"])
    let ghost = Dog(value: ["name": "Ghost"])
    try realm.write {
        realm.add(owner)
        realm.add(ghost)
    }
    try realm.write {
        realm.delete(ghost)
        assertThrows(owner.dogs.append(ghost), .invalidated)
    }
    XCTAssertEqual(owner.dogs.count, 0)
}

/// After objects are deleted the realm itself remains open for reads and writes.
/// - section: delete-realm-objects
/// - claims: delete.realm-stays-usable
func testRealmUsableAfterDelete() throws {
    let realm = try Realm()
    let old = Dog(value: ["name": "Old"])
    try realm.write {
        realm.add(old)
    }
    try realm.write {
        realm.delete(old)
    }
    try realm.write {
        realm.add(Dog(value: ["name": "New"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "New")
}

/// A deletion that is cancelled with its write leaves the object valid and stored.
/// - section: delete-realm-objects
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRollbackDelete
func testCancelledDeleteRestoresObject() throws {
    let realm = try Realm()
    let rufus = Dog(value: ["name": "Rufus", "age": 6])
    try realm.write {
        realm.add(rufus)
    }
    realm.beginWrite()
    realm.delete(rufus)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    realm.cancelWrite()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(rufus.isInvalidated)
    XCTAssertEqual(rufus.name, "Rufus")
}
