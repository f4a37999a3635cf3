// A stored date keeps realm-core's Timestamp precision: nanoseconds,
// truncated toward the reference date; NaN is 1970; far dates clamp.

import RealmSpecCore
import Testing
@testable import RealmRules

@Suite("Dates as Timestamps")
struct TimestampTests {
    private let reference: Int64 = 978_307_200

    @Test("less than a nanosecond from the reference date either way is the reference date itself")
    func truncatesTowardZero() {
        #expect(Scalars.timestamp(sinceReferenceDate: 1e-9.nextDown) == (reference, 0))
        #expect(Scalars.timestamp(sinceReferenceDate: 0.0.nextDown) == (reference, 0))
        #expect(Scalars.timestamp(sinceReferenceDate: (-1e-9).nextUp) == (reference, 0))
    }

    @Test("a whole nanosecond either side of the reference date is kept, seconds and nanoseconds of one sign")
    func keepsNanoseconds() {
        #expect(Scalars.timestamp(sinceReferenceDate: 1e-9) == (reference, 1))
        #expect(Scalars.timestamp(sinceReferenceDate: -1e-9) == (reference - 1, 999_999_999))
        #expect(Scalars.timestamp(sinceReferenceDate: 1.5) == (reference + 1, 500_000_000))
    }

    @Test("NaN is 1970-01-01 and dates past the range clamp to its ends")
    func clamps() {
        #expect(Scalars.timestamp(sinceReferenceDate: .nan) == (0, 0))
        #expect(Scalars.timestamp(sinceReferenceDate: .infinity) == (Int64.max, 999_999_999))
        #expect(Scalars.timestamp(sinceReferenceDate: .greatestFiniteMagnitude) == (Int64.max, 999_999_999))
        #expect(Scalars.timestamp(sinceReferenceDate: -.infinity) == (Int64.min, -999_999_999))
        #expect(Scalars.storedDate(.nan) == 0)
        #expect(Scalars.storedDate(.infinity) == Scalars.storedDate(Double(Int64.max)))
        #expect(Scalars.storedDate(-.infinity) == Scalars.storedDate(-.greatestFiniteMagnitude))
    }

    @Test("dates a Timestamp holds exactly read back unchanged", arguments: [0.0, 1_000_000, -1.5, 1_700_000_000.25, 32_503_680_000])
    func exactDates(_ seconds: Double) {
        #expect(Scalars.storedDate(seconds) == seconds)
        #expect(Scalars.convert(.date(seconds), to: .date) == .date(seconds))
    }

    @Test("a date given for a date property or an AnyRealmValue is stored as a Timestamp")
    func storedThroughConversion() throws {
        let prop = PropertySchema(name: "d", type: .date)
        #expect(try ElementInput.of(.date(.nan), for: prop, in: "T", nullable: false) == .stored(.date(0)))
        let any = PropertySchema(name: "m", type: .mixed)
        #expect(try ElementInput.of(.date(.nan), for: any, in: "T", nullable: true) == .stored(.date(0)))
    }
}
