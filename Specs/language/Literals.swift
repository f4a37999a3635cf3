// page: language
// tags: language, values
// The literals the SDK's own tests write: integers in hexadecimal, octal and
// binary with `_` separators, and a Decimal128 spelled as a string.

// A ledger entry whose defaults are written in other radixes.
class LedgerEntry: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var amount = Decimal128(0)
    @Persisted var mask = 0x0F
    @Persisted var bits = 0b1010
}

/// Integer literals in hexadecimal, octal and binary, with separators,
/// are the integers Swift reads them as.
/// - section: values
func testRadixIntegerLiterals() throws {
    XCTAssertEqual(0x1F, 31)
    XCTAssertEqual(0o17, 15)
    XCTAssertEqual(0b101, 5)
    XCTAssertEqual(0xFF_FF, 65535)
    XCTAssertEqual(-0x10 + 0b1_0000, 0)
    let realm = try Realm()
    try realm.write {
        realm.add(LedgerEntry(value: ["id": 0x2A]))
    }
    let entry = realm.object(ofType: LedgerEntry.self, forPrimaryKey: 42)!
    XCTAssertEqual(entry.mask, 15)
    XCTAssertEqual(entry.bits, 0o12)
}

/// A Decimal128 is expressible by a string literal, and a string that
/// spells a decimal is taken for a Decimal128 property.
/// - section: values
func testDecimal128FromString() throws {
    let half: Decimal128 = "0.5"
    XCTAssertEqual(half, Decimal128(0.5))
    let realm = try Realm()
    try realm.write {
        realm.add(LedgerEntry(value: ["id": 1, "amount": "2.25"]))
    }
    let entry = realm.object(ofType: LedgerEntry.self, forPrimaryKey: 1)!
    XCTAssertEqual(entry.amount, Decimal128(2.25))
    try realm.write {
        entry.amount = "7.5"
    }
    XCTAssertEqual(entry.amount, Decimal128(7.5))
    try realm.write {
        assertThrows(realm.create(LedgerEntry.self, value: ["id": 2, "amount": "many"]), .typeMismatch)
    }
}

// Floating properties that hold NaN.
class Gauge: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var reading: Float = 0
    @Persisted var mean: Double = 0
    @Persisted var exact: Decimal128
}

/// `Float.nan`, `Double.nan` and `.nan` where a floating property is expected are stored as NaN,
/// and `.infinity` as infinity; an Objective-C ObjectId and Decimal128 are the same values as Swift's.
/// - section: values
func testNaNInfinityAndObjcValues() throws {
    let realm = try Realm()
    let gauge = Gauge(value: ["id": 1])
    gauge.reading = Float.nan
    try realm.write { realm.add(gauge) }
    XCTAssertTrue(gauge.reading.isNaN)
    try realm.write {
        gauge.mean = .nan
        gauge.exact = Decimal128(value: NSNull())
    }
    XCTAssertTrue(gauge.mean.isNaN)
    XCTAssertTrue(gauge.exact.isNaN)
    try realm.write { gauge.mean = .infinity }
    XCTAssertEqual(gauge.mean, Double.infinity)
    XCTAssertTrue(Double.nan.isNaN)
    let id = RLMObjectId.objectId()
    XCTAssertNotEqual(id, RLMObjectId.objectId())
    XCTAssertEqual(try RLMObjectId(string: "61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695046"))
    XCTAssertEqual(RLMDecimal128(string: "1.5"), Decimal128("1.5"))
    XCTAssertEqual(RLMDecimal128(number: 2), Decimal128(2))
}

/// `min` and `max` of an integer type are that type's bounds; a bare `.none` beside an optional is nil;
/// a string literal beside a Decimal128 is read as one, infinities included.
/// - section: values
func testIntegerBoundsNoneAndDecimalLiterals() throws {
    XCTAssertEqual(Int8.min, -128)
    XCTAssertEqual(Int8.max, 127)
    XCTAssertEqual(Int16.max, 32767)
    XCTAssertEqual(Int32.min, -2147483648)
    XCTAssertEqual(Int64.max, 9223372036854775807)
    let missing: Double? = nil
    XCTAssertEqual(missing, .none)
    let present: Double? = 1.5
    XCTAssertNotEqual(present, .none)
    let infinite: Decimal128 = "inf"
    XCTAssertEqual(infinite, "inf")
    XCTAssertEqual(infinite, "+Infinity")
    XCTAssertNotEqual(infinite, "-inf")
    XCTAssertEqual(Decimal128("-inf"), "-Infinity")
    XCTAssertEqual(Decimal128("1.5"), "1.50")
}
