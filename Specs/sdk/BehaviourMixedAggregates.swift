// page: sdk
// tags: sdk, aggregates
// Aggregates of a list of AnyRealmValue through the list's own members. Sum
// and average take the numeric values only and answer a Decimal128
// (realm-core's Mixed accumulation). Managed, min and max take every
// non-null value in realm-core's Mixed order (bool < numbers < strings and
// data < dates < object ids < UUIDs); an unmanaged list's take the numbers.

/// Sum and average pass over values that are not numbers, managed or not;
/// managed min and max rank every non-null value, so a bool is the least
/// and a string the greatest of a list holding numbers.
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
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.string("x"))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.bool(true))
    XCTAssertEqual(tally.mixed.average(), AnyRealmValue.decimal128(Decimal128(2.25)))
    try realm.write {
        tally.mixed.append(AnyRealmValue.float(-2))
    }
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.bool(true))
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(2.5)))
}

/// Managed min and max over numbers only rank them by value; a date ranks
/// above a string, and an object id above a date.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.mixed-collection-aggregates
func testMixedListMinMaxRankKinds() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "mixed": [AnyRealmValue.int(3), AnyRealmValue.float(-2), AnyRealmValue.double(1.5)]])
    try realm.write {
        realm.add(tally)
    }
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.float(-2))
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.int(3))
    let day = Date(timeIntervalSince1970: 0)
    try realm.write {
        tally.mixed.append(AnyRealmValue.string("zz"))
        tally.mixed.append(AnyRealmValue.date(day))
    }
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.date(day))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.float(-2))
    let id = ObjectId("1234567890ab1234567890ab")
    try realm.write {
        tally.mixed.append(AnyRealmValue.objectId(id))
        tally.mixed.append(AnyRealmValue.bool(false))
    }
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.objectId(id))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.bool(false))
}

/// With no numeric value, sum is zero and average nil; min and max still
/// take the values there are.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.mixed-collection-aggregates
func testMixedListAggregatesWithoutNumbers() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "mixed": [AnyRealmValue.string("x"), AnyRealmValue.none, AnyRealmValue.string("b")]])
    try realm.write {
        realm.add(tally)
    }
    XCTAssertEqual(tally.mixed.sum(), AnyRealmValue.decimal128(Decimal128(0)))
    XCTAssertEqual(tally.mixed.min(), AnyRealmValue.string("b"))
    XCTAssertEqual(tally.mixed.max(), AnyRealmValue.string("x"))
    XCTAssertNil(tally.mixed.average())
}

/// With no value but nil, min and max are nil.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.mixed-collection-aggregates
func testMixedListMinMaxOfNils() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "mixed": [AnyRealmValue.none]])
    try realm.write {
        realm.add(tally)
    }
    XCTAssertNil(tally.mixed.min())
    XCTAssertNil(tally.mixed.max())
}
