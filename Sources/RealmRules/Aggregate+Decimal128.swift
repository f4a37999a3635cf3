// The total and the mean of Decimal128 values, computed in decimal as
// realm-core's `Aggregate<Decimal128>` does (a Decimal128 sum, divided by the
// count as a Decimal128), each result rounded to Decimal128's 34 significant
// digits, half to even: `0.1 + 0.2` is exactly `0.3`, and a total of twenty
// digits keeps every one. Values outside what a decimal holds exactly (NaN,
// infinities) leave the sum to the double path.
//
// Related documentation: rlmarray#aggregating.

internal import Foundation
internal import RealmSpecCore

enum DecimalArithmetic {
    /// Decimal128's precision.
    static let significantDigits = 34
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The exact total, or nil when a value is not a finite decimal number.
    static func sum(_ values: [Value]) -> Decimal? {
        var total = Decimal(0)
        for v in values {
            guard let d = decimal(v) else { return nil }
            total = rounded(total + d)
        }
        return total
    }

    /// `total / count`, rounded to 34 significant digits.
    static func quotient(_ total: Decimal, _ count: Int) -> Decimal {
        rounded(total / Decimal(count))
    }

    /// The shortest text of a decimal ("0.3", "-12").
    static func text(_ d: Decimal) -> String {
        NSDecimalNumber(decimal: d).description(withLocale: posix)
    }

    private static func decimal(_ v: Value) -> Decimal? {
        switch v {
        case .decimal128(let s):
            let lower = s.lowercased()
            if lower.contains("nan") || lower.contains("inf") { return nil }
            return Decimal(string: s, locale: posix)
        case .int(let i): return Decimal(i)
        default: return nil
        }
    }

    /// `d` with at most 34 significant digits, half to even.
    static func rounded(_ d: Decimal) -> Decimal {
        let digits = String(describing: d.significand.magnitude).count
        guard digits > significantDigits else { return d }
        var value = d, result = Decimal()
        NSDecimalRound(&result, &value, -Int(d.exponent) - (digits - significantDigits), .bankers)
        return result
    }
}
