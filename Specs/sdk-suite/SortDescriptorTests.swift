// page: sdk
// tags: sort, sdk-suite

/// A sort descriptor made with a key path alone sorts ascending.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SortDescriptorTests.swift SortDescriptorTests.testAscendingDefaultsToTrue
func testSortDescriptorAscendsByDefault() {
    let byName = SortDescriptor(keyPath: "name")
    XCTAssertTrue(byName.ascending)
    XCTAssertEqual(byName.keyPath, "name")
}

/// Reversing a sort descriptor keeps its key path and flips its direction; reversing twice ascends again.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SortDescriptorTests.swift SortDescriptorTests.testReversedReturnsReversedDescriptor
func testSortDescriptorReversedFlipsDirection() {
    let byAge = SortDescriptor(keyPath: "age")
    let descending = byAge.reversed()
    XCTAssertEqual(descending.keyPath, byAge.keyPath)
    XCTAssertFalse(descending.ascending)
    XCTAssertTrue(descending.reversed().ascending)
    XCTAssertTrue(byAge.ascending)
}

/// A sort descriptor describes itself by its key path and its direction.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SortDescriptorTests.swift SortDescriptorTests.testDescription
func testSortDescriptorDescription() {
    let byName = SortDescriptor(keyPath: "name")
    XCTAssertEqual(byName.description, "SortDescriptor(keyPath: name, direction: ascending)")
    XCTAssertEqual(byName.reversed().description, "SortDescriptor(keyPath: name, direction: descending)")
}

/// A string literal where a sort descriptor is expected is an ascending descriptor on that key path.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SortDescriptorTests.swift SortDescriptorTests.testStringLiteralConvertible
func testSortDescriptorFromStringLiteral() {
    let fromLiteral: SortDescriptor = "name"
    XCTAssertEqual(SortDescriptor(keyPath: "name"), fromLiteral)
    XCTAssertTrue(fromLiteral.ascending)
}

/// Two sort descriptors are equal exactly when their key paths and directions are.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SortDescriptorTests.swift SortDescriptorTests.testComparison
func testSortDescriptorEquality() {
    let nameUp = SortDescriptor(keyPath: "name", ascending: true)
    let nameDown = SortDescriptor(keyPath: "name", ascending: false)
    let ageUp = SortDescriptor(keyPath: "age", ascending: true)
    let ageDown = SortDescriptor(keyPath: "age", ascending: false)
    XCTAssertNotEqual(nameUp, nameDown)
    XCTAssertNotEqual(nameUp, ageUp)
    XCTAssertNotEqual(nameUp, ageDown)
    XCTAssertNotEqual(nameDown, ageUp)
    XCTAssertNotEqual(nameDown, ageDown)
    XCTAssertNotEqual(ageUp, ageDown)
    XCTAssertEqual(nameUp, SortDescriptor(keyPath: "name", ascending: true))
    XCTAssertEqual(ageUp, SortDescriptor(keyPath: "age"))
}
