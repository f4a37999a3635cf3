// page: sdk
// tags: realm, list, map, sdk-api

/// writeAsync(_:onComplete:) runs its block in a write and tells onComplete it succeeded; here it is done before the next statement.
/// - section: sdk-api
/// - claims: sdk.api.realm-write-async
func testWriteAsync() throws {
    let realm = try Realm()
    var outcome = "pending"
    realm.writeAsync({ realm.add(Dog(value: ["name": "Rex"])) }, onComplete: { error in
        outcome = error == nil ? "committed" : "failed"
    })
    XCTAssertEqual(outcome, "committed")
    realm.writeAsync { realm.add(Dog(value: ["name": "Fido"])) }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// asKeyValueSequence() gives a map's entries as key-value pairs.
/// - section: sdk-api
/// - claims: sdk.api.map-key-value-sequence
func testMapKeyValueSequence() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    try realm.write { realm.add(t) }
    var seen: [String] = []
    var total = 0
    for (key, value) in t.scores.asKeyValueSequence() {
        seen.append(key)
        total += value
    }
    XCTAssertEqual(seen.sorted(), ["a", "b"])
    XCTAssertEqual(total, 3)
}

/// A range subscript reads the elements of the range; assigning through it replaces them.
/// - section: sdk-api
/// - claims: sdk.api.list-range-subscript
func testListRangeSubscript() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [1, 2, 3, 4]])
    XCTAssertEqual(Array(t.counts[1..<3]), [2, 3])
    try realm.write { realm.add(t) }
    XCTAssertEqual(Array(t.counts[0..<2]), [1, 2])
    XCTAssertEqual(Array(t.counts[2..<2]), [])
    try realm.write { t.counts[1..<3] = [7, 8, 9] }
    XCTAssertEqual(Array(t.counts), [1, 7, 8, 9, 4])
    assertThrows(t.counts[1..<3] = [0], .notInWriteTransaction)
}

/// A range reaching past the end of a list fails with the SDK's out-of-bounds message.
/// - section: sdk-api
/// - claims: sdk.api.list-range-subscript.out-of-bounds
func testListRangeSubscriptOutOfBounds() throws {
    let t = Tally(value: ["id": 1, "counts": [1, 2]])
    assertThrows(Array(t.counts[1..<3]), reason: "Index 2 is out of bounds (must be less than 2).")
}

/// className() gives a model's class name.
/// - section: sdk-api
/// - claims: sdk.api.class-name
func testClassName() throws {
    XCTAssertEqual(Dog.className(), "Dog")
    XCTAssertEqual(Address.className(), "Address")
}
