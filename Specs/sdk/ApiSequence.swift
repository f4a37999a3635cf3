// page: sdk
// tags: list, map, sdk-api

/// insert(contentsOf:at:) inserts the elements in order at the index.
/// - section: sdk-api
/// - claims: sdk.api.list-insert-contents
func testInsertContentsOf() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1]])
    try realm.write { realm.add(t) }
    try realm.write { t.counts.insert(contentsOf: [7, 8], at: 1) }
    XCTAssertEqual(Array(t.counts), [3, 7, 8, 1])
    try realm.write { t.counts.insert(contentsOf: [9], at: 4) }
    XCTAssertEqual(Array(t.counts), [3, 7, 8, 1, 9])
}

/// insert(contentsOf:at:) past the end fails and inserts nothing.
/// - section: sdk-api
/// - claims: sdk.api.list-insert-contents.past-end
func testInsertContentsOfOutOfBounds() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.counts.insert(contentsOf: [7, 8], at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    }
    XCTAssertEqual(Array(t.counts), [3, 1])
}

/// contains(where:), first(where:) and firstIndex(of:) search a list's elements.
/// - section: sdk-api
/// - claims: sdk.api.sequence-search
func testListSearch() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 7, 8, 1]])
    try realm.write { realm.add(t) }
    XCTAssertTrue(t.counts.contains(where: { $0 > 7 }))
    XCTAssertFalse(t.counts.contains(where: { $0 > 8 }))
    XCTAssertEqual(t.counts.first(where: { $0 < 3 }), 1)
    XCTAssertEqual(t.counts.firstIndex(of: 8), 2)
    XCTAssertNil(t.counts.firstIndex(of: 9))
    XCTAssertFalse(t.counts.isEmpty)
    XCTAssertTrue(t.names.isEmpty)
}

/// A map's contains(where:) hands its block each key and value.
/// - section: sdk-api
/// - claims: sdk.api.sequence-search
func testMapContainsWhere() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 5]])
    try realm.write { realm.add(t) }
    XCTAssertTrue(t.scores.contains(where: { key, value in value == 5 }))
    XCTAssertTrue(t.scores.contains(where: { $1 == 5 && $0 == "b" }))
    XCTAssertFalse(t.scores.contains(where: { key, value in key == "c" }))
}
