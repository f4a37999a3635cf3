// The text forms JUnit consumers accept: timestamps `YYYY-MM-DDTHH:MM:SS`
// in UTC without a zone, and times as plain decimals with three places.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

enum JUnitFormat {
    /// `2026-11-22T05:42:14` for seconds since 1970; zone-less UTC.
    static func timestamp(_ secondsSince1970: Double) -> String {
        var seconds = time_t(secondsSince1970.isFinite ? max(0, min(secondsSince1970, 253_402_300_799)) : 0)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))"
            + "T\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2))"
    }

    /// Seconds with three decimals (`0.012`); negative, NaN and infinite become 0.
    static func seconds(_ value: Double) -> String {
        let millis = Int((clampedSeconds(value) * 1000).rounded())
        return "\(millis / 1000).\(pad(millis % 1000, 3))"
    }

    /// A duration usable in a sum: finite, not negative, below a year.
    static func clampedSeconds(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, 31_536_000)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
