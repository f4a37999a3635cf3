// page: sdk
// tags: sdk, aggregates
// Aggregates of a list of AnyRealmValue through the list's own members take
// the numeric values only; sum and average answer a Decimal128
// (api-surface.md §4/§5, realm-core's Mixed accumulation).

/// min, max, sum and average of a list of AnyRealmValue pass over values
/// that are not numbers, managed or not.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.mixed-collection-aggregates
func testMixedListAggregates() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "mixed": [AnyRealmValue.int(3), AnyRealmValue.string("x"),
                                                 AnyRealmValue.double(1.5), AnyRealmValue.bool(true), AnyRealmValue.none]])
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(4.5)))
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.int(3))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.double(1.5))
    XCTAssertEqual(tally.mixed.average(), AnyRealmValue.decimal128(Decimal128(2.25)))
    try realm.write {
        realm.add(tally)
    }
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(4.5)))
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.int(3))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.double(1.5))
    XCTAssertEqual(tally.mixed.average(), AnyRealmValue.decimal128(Decimal128(2.25)))
    try realm.write {
        tally.mixed.append(AnyRealmValue.float(-2))
    }
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.float(-2))
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(2.5)))
}

/// With no numeric value, sum is zero and min, max and average are nil.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.mixed-collection-aggregates
func testMixedListAggregatesWithoutNumbers() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "mixed": [AnyRealmValue.string("x")]])
    try realm.write {
        realm.add(tally)
    }
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(0)))
    XCTAssertNil(tally.mixed.min())
    XCTAssertNil(tally.mixed.max())
    XCTAssertNil(tally.mixed.average())
}
