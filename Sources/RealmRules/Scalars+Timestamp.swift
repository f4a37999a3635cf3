// A date as Realm stores it: realm-core's Timestamp holds whole seconds since
// 1970 and nanoseconds, so a date keeps nanosecond precision, truncated
// toward zero from the reference date (2001-01-01), which Foundation's dates
// count from. NaN is stored as 1970-01-01, and dates past the Timestamp's
// range as its last or first nanosecond (RLMUtil.hpp `RLMTimestampForNSDate`
// and `RLMTimestampToNSDate`).
//
// Related documentation: crud-update#update-an-object.

public import RealmSpecCore

extension Scalars {
    /// Seconds from 1970-01-01 to Foundation's reference date, 2001-01-01.
    static let referenceDateOffset = 978_307_200.0

    /// `seconds` since 1970 as a date reads back after Realm stores it: the
    /// Timestamp the SDK makes of it, read back as a date.
    ///
    /// For example `Date(timeIntervalSinceReferenceDate: 1e-9 - ulp)` reads
    /// back as the reference date itself, and `Date(timeIntervalSinceReferenceDate: .nan)`
    /// as 1970-01-01.
    public static func storedDate(_ seconds: Double) -> Double {
        let interval = seconds - referenceDateOffset
        let (whole, nanoseconds) = timestamp(sinceReferenceDate: interval)
        let read = (Double(whole) - referenceDateOffset) + Double(nanoseconds) / 1_000_000_000
        return read + referenceDateOffset
    }

    /// The Timestamp (seconds since 1970, nanoseconds) of a date `interval`
    /// seconds after the reference date: NaN is 0, out-of-range dates clamp.
    static func timestamp(sinceReferenceDate interval: Double) -> (Int64, Int32) {
        if interval.isNaN { return (0, 0) }
        if interval >= Double(Int64.max) - referenceDateOffset { return (Int64.max, 999_999_999) }
        if interval - referenceDateOffset < Double(Int64.min) { return (Int64.min, -999_999_999) }
        let whole = Int64(interval)
        var nanoseconds = Int32((interval - Double(whole)) * 1_000_000_000)
        var seconds = whole + Int64(referenceDateOffset)
        // Seconds and nanoseconds take the same sign.
        if nanoseconds < 0 && seconds > 0 {
            nanoseconds += 1_000_000_000
            seconds -= 1
        }
        return (seconds, nanoseconds)
    }

    /// A scalar as Realm stores it: dates at the Timestamp's precision, every other value as it is.
    public static func stored(_ value: Value) -> Value {
        if case .date(let seconds) = value { return .date(storedDate(seconds)) }
        return value
    }
}
