// page: language
// tags: language, errors

/// A SpecError thrown in a write cancels the write and reaches the caller.
/// - section: errors
func testThrowCancelsWrite() throws {
    let realm = try Realm()
    XCTAssertThrowsError(try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
        throw SpecError("changed my mind")
    })
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertFalse(realm.isInWriteTransaction)
}

/// try? turns a thrown error into nil.
/// - section: errors
func testTryOptional() throws {
    let realm = try Realm()
    let result = try? realm.write {
        throw SpecError("no")
    }
    XCTAssertNil(result)
}

/// assertThrows matches a Realm error by kind or by a part of its message.
/// - section: errors
func testAssertThrows() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    assertThrows(realm.add(rex), .notInWriteTransaction)
    assertThrows(realm.add(rex), reason: "write transaction")
    try realm.write {
        realm.add(rex)
    }
    assertThrows(rex.name = "Max", .notInWriteTransaction)
    XCTAssertEqual(rex.name, "Rex")
}

/// XCTAssertThrowsError also accepts a Realm error.
/// - section: errors
func testThrowsErrorAcceptsRealmErrors() throws {
    let realm = try Realm()
    XCTAssertThrowsError(try realm.commitWrite())
}

/// do/catch: a thrown error cancels the write and reaches the catch as 'error'.
/// - section: errors
func testDoCatch() throws {
    let realm = try Realm()
    var caught = false
    do {
        try realm.write {
            realm.add(Dog(value: ["name": "Rex"]))
            throw SpecError("changed my mind")
        }
    } catch {
        XCTAssertNotNil(error)
        caught = true
    }
    XCTAssertTrue(caught)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}
