// page: sdk
// tags: objectid, sdk-suite

/// An ObjectId parsed from 24 hexadecimal digits gives them back as its string value; one made from a date keeps the date to the second.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdInitialization
func testObjectIdFromStringAndTimestamp() {
    let text = "5f1a2b3c4d5e6f7a8b9c0d1e"
    let parsed = try! ObjectId(string: text)
    XCTAssertEqual(parsed.stringValue, text)
    XCTAssertEqual(text, parsed.stringValue)

    let moment = Date(timeIntervalSince1970: 1_600_000_000.75)
    let stamped = ObjectId(timestamp: moment, machineId: 7, processId: 42)
    XCTAssertEqual(Int(moment.timeIntervalSince1970), Int(stamped.timestamp.timeIntervalSince1970))

    let now = Date()
    XCTAssertEqual(Int(now.timeIntervalSince1970), Int(ObjectId(timestamp: now, machineId: 1, processId: 2).timestamp.timeIntervalSince1970))
}

/// ObjectIds of the same digits are equal, of different digits unequal.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdComparision
func testObjectIdEquality() {
    let first = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    let next = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1f")
    let same = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    XCTAssertTrue(first != next)
    XCTAssertTrue(first == same)
}

/// ObjectIds order by their bytes: a larger last digit is greater, an equal one is not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdGreaterThan
func testObjectIdGreaterThan() {
    let first = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    let next = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1f")
    let same = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    XCTAssertTrue(next > first)
    XCTAssertFalse(first > same)
}

/// `>=` holds for a greater ObjectId and for an equal one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdGreaterThanOrEqualTo
func testObjectIdGreaterThanOrEqual() {
    let first = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    let next = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1f")
    let same = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    XCTAssertTrue(next >= first)
    XCTAssertTrue(first >= same)
}

/// `<` holds for a smaller ObjectId, not for an equal one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdLessThan
func testObjectIdLessThan() {
    let first = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    let next = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1f")
    let same = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    XCTAssertTrue(first < next)
    XCTAssertFalse(first < same)
}

/// `<=` holds for a smaller ObjectId and for an equal one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectIdTests.swift ObjectIdTests.testObjectIdLessThanOrEqualTo
func testObjectIdLessThanOrEqual() {
    let first = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    let next = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1f")
    let same = try! ObjectId(string: "5f1a2b3c4d5e6f7a8b9c0d1e")
    XCTAssertTrue(first <= next)
    XCTAssertTrue(first <= same)
}
