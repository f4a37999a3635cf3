// Decimal128 values compare exactly, never through a Double, and a string
// compared with a decimal property is the decimal it spells.

import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("decimal order")
struct DecimalOrderTests {
    private let huge = Value.decimal128("123456789.123456789e1234")

    @Test("a finite decimal past any Double's range is below infinity and above minus infinity")
    func pastDoubleRange() {
        #expect(Compare.order(huge, .decimal128("Inf")) == -1)
        #expect(Compare.order(huge, .decimal128("-Inf")) == 1)
        #expect(!Compare.equal(huge, .decimal128("Inf")))
        #expect(Compare.test(huge, .greater, .decimal128("1.23456789123456789e1242")) == false)
        #expect(Compare.equal(huge, .decimal128("1.23456789123456789e1242")))
    }

    @Test("digits beyond a Double's precision decide the order",
          arguments: [("0.10000000000000000001", "0.1", 1), ("-2", "-10", 1), ("1E2", "100.000", 0), ("-0", "0", 0), ("5e-3", "0.0051", -1)])
    func exactDigits(_ a: String, _ b: String, _ expected: Int) {
        #expect(Compare.order(.decimal128(a), .decimal128(b)) == expected)
    }

    @Test("NaN equals NaN and orders below every other decimal")
    func notANumber() {
        #expect(Compare.equal(.decimal128("NaN"), .decimal128("nan")))
        #expect(Compare.order(.decimal128("NaN"), .decimal128("-Inf")) == -1)
    }

    @Test("an int or a double compared with a decimal is the decimal it spells")
    func otherNumbers() {
        #expect(Compare.equal(.decimal128("3"), .int(3)))
        #expect(Compare.order(.decimal128("0.1"), .double(0.1)) == 0)
        #expect(Compare.order(huge, .double(.infinity)) == -1)
    }

    @Test("a string constant for a decimal property is accepted when it spells a decimal")
    func stringConstants() {
        let prop = PropertySchema(name: "decimalCol", type: .decimal128)
        #expect(QueryValidator.accepts(.string("Inf"), prop))
        #expect(QueryValidator.accepts(.string("-1.5e3"), prop))
        #expect(!QueryValidator.accepts(.string("1.5abc"), prop))
    }
}

@Suite("nil in orderings")
struct NilOrderTests {
    @Test("nil orders equal to nil, so <= nil and >= nil hold for nil and < nil does not; a value does not order against nil")
    func nilAgainstNil() {
        #expect(Compare.test(.null, .greaterOrEqual, .null))
        #expect(Compare.test(.null, .lessOrEqual, .null))
        #expect(!Compare.test(.null, .less, .null))
        #expect(!Compare.test(.int(1), .greaterOrEqual, .null))
        #expect(!Compare.test(.null, .lessOrEqual, .int(1)))
    }
}

@Suite("strings and data against nil and data")
struct StringNilAndDataTests {
    @Test("a string orders after nil: > nil and >= nil hold for a set string, < nil and <= nil do not")
    func stringAfterNil() {
        #expect(Compare.test(.string("Foó"), .greater, .null))
        #expect(Compare.test(.string("Foó"), .greaterOrEqual, .null))
        #expect(!Compare.test(.string("Foó"), .less, .null))
        #expect(!Compare.test(.string("Foó"), .lessOrEqual, .null))
        #expect(Compare.test(.null, .less, .string("")))
        #expect(!Compare.test(.null, .greater, .null))
    }

    @Test("BEGINSWITH, ENDSWITH and CONTAINS of data in data compare bytes; empty data matches nothing")
    func dataInData() {
        let stored = Value.data([0, 0, 7, 0])
        #expect(Compare.test(stored, .beginsWith, .data([0, 0])))
        #expect(!Compare.test(stored, .beginsWith, .data([7])))
        #expect(Compare.test(stored, .endsWith, .data([7, 0])))
        #expect(Compare.test(stored, .contains, .data([0, 7])))
        #expect(!Compare.test(stored, .contains, .data([1])))
        #expect(!Compare.test(stored, .contains, .data([])))
        #expect(!Compare.test(stored, .beginsWith, .data([0, 0, 7, 0, 0])))
    }
}
