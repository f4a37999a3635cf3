// page: sdk
// tags: decimal128, sdk-suite

/// A Decimal128 is made from a float literal, a number, an integer literal, a string literal or an exact integer, and equals the literal it was made from.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128Initialization
func testDecimal128Initialisers() {
    let fromFloat: Decimal128 = 2.71828
    let fromNumber: Decimal128 = .init(number: 2.71828)
    let fromInteger: Decimal128 = 456
    let fromString: Decimal128 = "1.414213"
    let fromExact = Decimal128.init(exactly: 0b00001001)
    XCTAssertEqual(fromFloat, 2.71828)
    XCTAssertEqual(fromNumber, 2.71828)
    XCTAssertEqual(fromInteger, 456)
    XCTAssertEqual(fromString, "1.414213")
    XCTAssertEqual(fromExact, 9)
}

/// Adding Decimal128s gives their exact sum, written without trailing zeros, and leaves the operands as they were.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128Addition
func testDecimal128Addition() {
    let a: Decimal128 = 1.255555
    let b: Decimal128 = 1.255555
    let c: Decimal128 = "2.345678"
    let d: Decimal128 = "7.654321"
    let e = Decimal128.init(exactly: 0b00000100)
    let f = Decimal128.init(exactly: 0b00000011)
    let sum1 = a + b
    let sum2 = c + d
    let sum3 = e! + f!
    XCTAssertEqual(sum1, 2.51111)
    XCTAssertEqual(sum2.description, "9.999999")
    XCTAssertEqual(a, 1.255555)
    XCTAssertEqual(b, 1.255555)
    XCTAssertEqual(c.description, "2.345678")
    XCTAssertEqual(d.description, "7.654321")
    XCTAssertEqual(sum3, 7.0)
    XCTAssertEqual(e, 4.0)
    XCTAssertEqual(f, 3.0)
}

/// Subtracting Decimal128s gives their exact difference; a whole result is written without a fraction.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128Subtraction
func testDecimal128Subtraction() {
    let a: Decimal128 = 4.5
    let b: Decimal128 = 6.5
    let c: Decimal128 = "4.5"
    let d: Decimal128 = "6.5"
    let e = Decimal128.init(exactly: 0b00000100)
    let f = Decimal128.init(exactly: 0b00000011)
    let diff1 = a - b
    let diff2 = c - d
    let diff3 = e! - f!
    XCTAssertEqual(diff1, -2.0)
    XCTAssertEqual(diff2.description, "-2")
    XCTAssertEqual(a, 4.5)
    XCTAssertEqual(b, 6.5)
    XCTAssertEqual(c.description, "4.5")
    XCTAssertEqual(d.description, "6.5")
    XCTAssertEqual(diff3, 1.0)
    XCTAssertEqual(e, 4.0)
    XCTAssertEqual(f, 3.0)
}

/// Dividing Decimal128s is exact in decimal: 0.24 / 0.8 is 0.3.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128Division
func testDecimal128Division() {
    let a: Decimal128 = 9
    let b: Decimal128 = 4.5
    let c: Decimal128 = "0.24"
    let d: Decimal128 = "0.8"
    let e = Decimal128.init(exactly: 0b00000110)
    let f = Decimal128.init(exactly: 0b00000011)
    XCTAssertEqual(a / b, 2)
    XCTAssertEqual(c / d, 0.3)
    XCTAssertEqual(e! / f!, 2)
}

/// Multiplying Decimal128s is exact in decimal: 0.3 × 0.7 is 0.21.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128Multiplication
func testDecimal128Multiplication() {
    let a: Decimal128 = 9
    let b: Decimal128 = 2.5
    let c: Decimal128 = "0.3"
    let d: Decimal128 = "0.7"
    let e = Decimal128.init(exactly: 0b00000011)
    XCTAssertEqual(a * b, 22.5)
    XCTAssertEqual(c * d, 0.21)
    XCTAssertEqual(e! * e!, 9)
}

/// `==` holds between Decimal128s of one value however they were made.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionEquals
func testDecimal128Equals() {
    let a: Decimal128 = 2.71828
    let b: Decimal128 = .init(number: 2.71828)
    let c: Decimal128 = 456
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00001001)
    let f: Decimal128 = 9
    XCTAssertTrue(a == b)
    XCTAssertTrue(c == d)
    XCTAssertTrue(e == f)
}

/// `!=` is false between Decimal128s of one value however they were made.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionNotEquals
func testDecimal128NotEquals() {
    let a: Decimal128 = 2.71828
    let b: Decimal128 = .init(number: 2.71828)
    let c: Decimal128 = 456
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00001001)
    let f: Decimal128 = 9
    XCTAssertFalse(a != b)
    XCTAssertFalse(c != d)
    XCTAssertFalse(e != f)
}

/// `>` orders Decimal128s by value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionGreaterThan
func testDecimal128GreaterThan() {
    let a: Decimal128 = 2.71829
    let b: Decimal128 = .init(number: 2.71828)
    let c: Decimal128 = 457
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00000010)
    let f: Decimal128 = 9
    XCTAssertTrue(a > b)
    XCTAssertTrue(c > d)
    XCTAssertFalse(e! > f)
}

/// `>=` holds for an equal or greater Decimal128.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionGreaterThanEquals
func testDecimal128GreaterThanOrEqual() {
    let a: Decimal128 = 2.71828
    let b: Decimal128 = .init(number: 2.71828)
    let c: Decimal128 = 457
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00000010)
    let f: Decimal128 = 9
    XCTAssertTrue(a >= b)
    XCTAssertTrue(c >= d)
    XCTAssertFalse(e! >= f)
}

/// `<` orders Decimal128s by value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionLessThan
func testDecimal128LessThan() {
    let a: Decimal128 = 2.71828
    let b: Decimal128 = .init(number: 2.71829)
    let c: Decimal128 = 455
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00001001)
    let f: Decimal128 = 2
    XCTAssertTrue(a < b)
    XCTAssertTrue(c < d)
    XCTAssertFalse(e! < f)
}

/// `<=` holds for an equal or smaller Decimal128.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDecimal128ComparisionLessThanEqual
func testDecimal128LessThanOrEqual() {
    let a: Decimal128 = 2.71829
    let b: Decimal128 = .init(number: 2.71829)
    let c: Decimal128 = 456
    let d: Decimal128 = "456"
    let e = Decimal128.init(exactly: 0b00001001)
    let f: Decimal128 = 2
    XCTAssertTrue(a <= b)
    XCTAssertTrue(c <= d)
    XCTAssertFalse(e! <= f)
}

/// A Decimal128 made from NSNull is NaN, and a signaling one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testIsNaN
func testDecimal128FromNullIsNaN() {
    let notANumber: Decimal128 = .init(value: NSNull.init())
    XCTAssertTrue(notANumber.isNaN)
    XCTAssertTrue(notANumber.isSignaling)
    XCTAssertTrue(notANumber.isSignalingNaN)
    let number: Decimal128 = 1.5
    XCTAssertFalse(number.isNaN)
}

/// Decimal128's `max` is greater than its `min`.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testMinMax
func testDecimal128MinAndMax() {
    let smallest: Decimal128 = .min
    let largest: Decimal128 = .max
    XCTAssertGreaterThan(largest, smallest)
    XCTAssertLessThan(smallest, largest)
}

/// A Decimal128's magnitude is its absolute value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testMagnitude
func testDecimal128Magnitude() {
    let negative: Decimal128 = -78.125
    let positive: Decimal128 = 90.625
    let expectedNegative: Decimal128 = 78.125
    let expectedPositive: Decimal128 = 90.625
    XCTAssertEqual(negative.magnitude, expectedNegative)
    XCTAssertEqual(positive.magnitude, expectedPositive)
}

/// `negate()` changes the sign of the Decimal128 it is called on.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testNegate
func testDecimal128Negate() {
    let negative: Decimal128 = -78.125
    let positive: Decimal128 = 90.625
    let expectedNegative: Decimal128 = 78.125
    let expectedPositive: Decimal128 = -90.625
    negative.negate()
    positive.negate()
    XCTAssertEqual(negative, expectedNegative)
    XCTAssertEqual(positive, expectedPositive)
}

/// `advanced(by:)` adds the stride to the Decimal128.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testAdvance
func testDecimal128Advanced() {
    let a: Decimal128 = -78.125
    let b: Decimal128 = -40.0
    XCTAssertEqual(a.advanced(by: -78.125), -156.25)
    XCTAssertEqual(b.advanced(by: 100.0), 60.0)
}

/// `distance(to:)` is the other value minus this one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/Decimal128Tests.swift Decimal128Tests.testDistance
func testDecimal128Distance() {
    let start: Decimal128 = 20.0
    XCTAssertEqual(start.distance(to: 12.5), -7.5)
    XCTAssertEqual(start.distance(to: 27.5), 7.5)
}
