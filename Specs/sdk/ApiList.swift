// page: sdk
// tags: list, sdk-api

/// remove(atOffsets:) removes every offset of the index set at once.
/// - section: sdk-api
/// - claims: sdk.api.list-remove-at-offsets
func testRemoveAtOffsets() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [10, 11, 12, 13, 14]])
    try realm.write { realm.add(t) }
    try realm.write { t.counts.remove(atOffsets: IndexSet([0, 2, 4])) }
    XCTAssertEqual(Array(t.counts), [11, 13])
}

/// remove(atOffsets:) with an offset past the end fails and removes nothing.
/// - section: sdk-api
/// - claims: sdk.api.list-remove-at-offsets.past-end
func testRemoveAtOffsetsOutOfBounds() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [10, 11, 12]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.counts.remove(atOffsets: IndexSet([0, 5])), reason: "Index 5 is out of bounds (must be less than 3).")
    }
    XCTAssertEqual(Array(t.counts), [10, 11, 12])
}

/// move(fromOffsets:toOffset:) moves each offset in ascending order, as the SDK's loop does.
/// - section: sdk-api
/// - claims: sdk.api.list-move-from-offsets
func testMoveFromOffsets() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [0, 1, 2, 3, 4]])
    try realm.write { realm.add(t) }
    try realm.write { t.counts.move(fromOffsets: IndexSet([1]), toOffset: 4) }
    XCTAssertEqual(Array(t.counts), [0, 2, 3, 1, 4])
    try realm.write { t.counts.move(fromOffsets: IndexSet([3]), toOffset: 0) }
    XCTAssertEqual(Array(t.counts), [1, 0, 2, 3, 4])
    // Two offsets: move(from: 0, to: 2), then move(from: 1, to: 2) on the changed list.
    try realm.write { t.counts.move(fromOffsets: IndexSet([0, 1]), toOffset: 3) }
    XCTAssertEqual(Array(t.counts), [0, 1, 2, 3, 4])
}

/// move(fromOffsets:toOffset:) past the end fails and leaves the list as it was.
/// - section: sdk-api
func testMoveFromOffsetsOutOfBounds() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [0, 1, 2]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.counts.move(fromOffsets: IndexSet([0, 7]), toOffset: 1), .indexOutOfBounds)
    }
    XCTAssertEqual(Array(t.counts), [0, 1, 2])
}

/// removeFirst(_:) and removeLast(_:) remove that many elements from either end.
/// - section: sdk-api
/// - claims: sdk.api.list-remove-first-last, sdk.api.list-remove-first-last.too-many
func testRemoveFirstLastCount() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [1, 2, 3, 4, 5, 6]])
    try realm.write { realm.add(t) }
    try realm.write {
        t.counts.removeFirst(2)
        t.counts.removeLast(3)
    }
    XCTAssertEqual(Array(t.counts), [3])
    try realm.write {
        t.counts.removeFirst()
        t.counts.removeFirst(0)
    }
    XCTAssertEqual(t.counts.count, 0)
    try realm.write {
        assertThrows(t.counts.removeLast(),
                     reason: "It is not possible to remove more objects (1) from a list than it already contains (0).")
    }
}

/// removeFirst(_:) of more elements than the list holds fails with the SDK's message and removes nothing.
/// - section: sdk-api
/// - claims: sdk.api.list-remove-first-last.too-many
func testRemoveFirstTooMany() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [1, 2]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.counts.removeFirst(3),
                     reason: "It is not possible to remove more objects (3) from a list than it already contains (2).")
        assertThrows(t.counts.removeLast(5),
                     reason: "It is not possible to remove more objects (5) from a list than it already contains (2).")
    }
    XCTAssertEqual(Array(t.counts), [1, 2])
}

/// removeFirst(_:) outside a write is refused like every other change to a managed list.
/// - section: sdk-api
func testRemoveFirstOutsideWrite() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [1, 2, 3]])
    try realm.write { realm.add(t) }
    assertThrows(t.counts.removeFirst(2), .notInWriteTransaction)
    XCTAssertEqual(Array(t.counts), [1, 2, 3])
}

/// replaceSubrange(_:with:) puts the new elements where the range was; removeSubrange(_:) takes the range out.
/// - section: sdk-api
/// - claims: sdk.api.list-replace-subrange
func testReplaceSubrange() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [0, 1, 2, 3, 4]])
    try realm.write { realm.add(t) }
    try realm.write { t.counts.replaceSubrange(1..<3, with: [7, 8, 9]) }
    XCTAssertEqual(Array(t.counts), [0, 7, 8, 9, 3, 4])
    try realm.write { t.counts.replaceSubrange(0..<0, with: [5]) }
    XCTAssertEqual(Array(t.counts), [5, 0, 7, 8, 9, 3, 4])
    try realm.write { t.counts.removeSubrange(2...4) }
    XCTAssertEqual(Array(t.counts), [5, 0, 3, 4])
}

/// replaceSubrange(_:with:) with a range past the end removes at the lower bound up to the end, then fails there;
/// the removals stay, as the SDK rolls nothing back. A move of several offsets that fails keeps the moves before it.
/// - section: sdk-api
func testReplaceSubrangeOutOfBounds() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [0, 1, 2]])
    try realm.write { realm.add(t) }
    try realm.write {
        assertThrows(t.counts.replaceSubrange(1..<5, with: [9]), .indexOutOfBounds,
                     reason: "Index 1 is out of bounds (must be less than 1).")
    }
    XCTAssertEqual(Array(t.counts), [0])
    try realm.write {
        t.counts.append(objectsIn: [1, 2])
        assertThrows(t.counts.move(fromOffsets: IndexSet([0, 5]), toOffset: 2), .indexOutOfBounds)
    }
    XCTAssertEqual(Array(t.counts), [1, 0, 2])
    let loose = List<Int>()
    loose.append(objectsIn: [0, 1, 2])
    assertThrows(loose.removeSubrange(1...4), .indexOutOfBounds, reason: "Index 1 is out of bounds (must be less than 1).")
    XCTAssertEqual(Array(loose), [0])
}

/// startIndex is 0, endIndex is the count, index(after:) and index(before:) step by one, indices spans the list.
/// - section: sdk-api
/// - claims: sdk.api.collection-indexes
func testCollectionIndexes() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [4, 5, 6]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(t.counts.startIndex, 0)
    XCTAssertEqual(t.counts.endIndex, 3)
    XCTAssertEqual(t.counts.index(after: 1), 2)
    XCTAssertEqual(t.counts.index(before: 1), 0)
    var seen: [Int] = []
    for i in t.counts.indices { seen.append(t.counts[i]) }
    XCTAssertEqual(seen, [4, 5, 6])
    XCTAssertFalse(t.counts.isEmpty)
    XCTAssertEqual(realm.objects(Tally.self).endIndex, 1)
}

/// index(matching:_:) takes a format string and its arguments, and finds the first match.
/// - section: sdk-api
/// - claims: sdk.api.index-matching-format
func testIndexMatchingFormat() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.append(objectsIn: [Dog(value: ["name": "Ash", "age": 2]), Dog(value: ["name": "Birch", "age": 5]),
                                 Dog(value: ["name": "Cedar", "age": 7])])
    try realm.write { realm.add(vera) }
    XCTAssertEqual(vera.dogs.index(matching: "age > %@", 4), 1)
    XCTAssertEqual(vera.dogs.index(matching: "name == %@ AND age == %@", "Cedar", 7), 2)
    XCTAssertNil(vera.dogs.index(matching: "age > %@", 10))
}
