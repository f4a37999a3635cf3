// page: language
// tags: language, mixed

/// An AnyRealmValue holds one case at a time and reads back as that case.
/// - section: mixed
func testMixedCases() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    XCTAssertEqual(rex.companion, .none)
    try realm.write {
        rex.companion = .int(3)
    }
    XCTAssertEqual(rex.companion, .int(3))
    XCTAssertEqual(rex.companion.intValue, 3)
    XCTAssertNil(rex.companion.stringValue)
    try realm.write {
        rex.companion = .string("cat")
    }
    XCTAssertEqual(rex.companion.stringValue, "cat")
    XCTAssertNotEqual(rex.companion, .int(3))
}

/// An object stored in an AnyRealmValue becomes managed and reads back.
/// - section: mixed
func testMixedObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let max = Dog(value: ["name": "Max"])
    try realm.write {
        realm.add(rex)
        rex.companion = .object(max)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(rex.companion.object(Dog.self)?.name, "Max")
    if case .object(let other) = rex.companion {
        XCTAssertTrue(other.isSameObject(as: max))
    } else {
        XCTFail("companion is not an object")
    }
}
