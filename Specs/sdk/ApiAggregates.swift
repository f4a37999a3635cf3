// page: sdk
// tags: aggregate, sdk-api

/// sum(), average(), min() and max() of a list of numbers aggregate its elements.
/// - section: sdk-api
/// - claims: sdk.api.primitive-aggregates
func testListOfIntAggregates() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 9, 6]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(t.counts.sum(), 18)
    XCTAssertEqual(t.counts.average(), 6.0)
    XCTAssertEqual(t.counts.min(), 3)
    XCTAssertEqual(t.counts.max(), 9)
}

/// Of an empty collection, sum() is 0 and average(), min() and max() are nil.
/// - section: sdk-api
/// - claims: sdk.api.primitive-aggregates
func testEmptyAggregates() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write { realm.add(t) }
    XCTAssertEqual(t.counts.sum(), 0)
    XCTAssertNil(t.counts.average())
    XCTAssertNil(t.counts.min())
    XCTAssertNil(t.weights.max())
    XCTAssertNil(t.scores.average())
}

/// The aggregates work on sets and on the values of maps.
/// - section: sdk-api
/// - claims: sdk.api.primitive-aggregates
func testSetAndMapAggregates() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "weights": [1.5, 2.5, 5.0], "scores": ["a": 4, "b": 10]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(t.weights.sum(), 9.0)
    XCTAssertEqual(t.weights.min(), 1.5)
    XCTAssertEqual(t.weights.max(), 5.0)
    XCTAssertEqual(t.scores.sum(), 14)
    XCTAssertEqual(t.scores.average(), 7.0)
    XCTAssertEqual(t.scores.max(), 10)
}

/// Unmanaged lists aggregate their elements too.
/// - section: sdk-api
/// - claims: sdk.api.primitive-aggregates
func testUnmanagedAggregates() throws {
    let t = Tally(value: ["id": 1, "counts": [2, 4]])
    XCTAssertEqual(t.counts.sum(), 6)
    XCTAssertEqual(t.counts.average(), 3.0)
    XCTAssertEqual(t.counts.max(), 4)
}

/// sorted() and sorted(ascending:) sort a collection of primitives on its values; distinct() keeps the first of each value.
/// - section: sdk-api
/// - claims: sdk.api.primitive-sorted
func testSortedPrimitives() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1, 2], "scores": ["a": 5, "b": 1, "c": 3]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(Array(t.counts.sorted()), [1, 2, 3])
    XCTAssertEqual(Array(t.counts.sorted(ascending: false)), [3, 2, 1])
    XCTAssertEqual(Array(t.scores.sorted(ascending: true)), [1, 3, 5])
    try realm.write { t.counts.append(objectsIn: [1, 3]) }
    XCTAssertEqual(Array(t.counts.distinct()), [3, 1, 2])
}

/// Results of primitives, from sorted() or distinct(), aggregate and index like the collection they come from.
/// - section: sdk-api
/// - claims: sdk.api.primitive-aggregates
func testResultsOfPrimitives() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1, 3, 2]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(t.counts.sum(), 9)
    let sorted = t.counts.sorted()
    XCTAssertEqual(sorted.max(), 3)
    XCTAssertEqual(sorted.sum(), 9)
    XCTAssertEqual(sorted.first, 1)
    XCTAssertEqual(sorted.endIndex, 4)
    XCTAssertEqual(t.counts.distinct().sum(), 6)
}
