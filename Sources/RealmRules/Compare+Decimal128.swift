// How a Decimal128 compares: exactly, digit by digit, never through a
// Double (so 123456789.123456789e1234 is a finite number below infinity,
// not infinity). NaN equals NaN and orders below every other decimal, as
// realm-core's `Decimal128::compare` has it. A number of another kind
// compared with a decimal is read as the decimal it spells.
//
// Related documentation: sdk-query (query-rules.md §6).

internal import RealmSpecCore

/// A decimal's value as a sign, significant digits and an exponent.
struct DecimalMagnitude: Equatable {
    enum Kind: Equatable { case nan, infinite, finite }

    var kind: Kind
    var negative: Bool
    /// The significant digits, no leading or trailing zeros (empty for zero).
    var digits: [UInt8]
    /// The power of ten of the first digit place: the value is `0.d1d2… × 10^exponent`.
    var exponent: Int

    /// The decimal a text spells (`-1.5`, `2E+10`, `Inf`, `NaN`), or nil.
    init?(_ text: String) {
        let lower = text.lowercased()
        var body = Substring(lower)
        negative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        digits = []
        exponent = 0
        switch body {
        case "nan", "snan": kind = .nan; negative = false; return
        case "inf", "infinity": kind = .infinite; return
        default: kind = .finite
        }
        guard Scalars.isDecimalText(text), let parsed = Self.finite(body) else { return nil }
        (digits, exponent) = parsed
        if digits.isEmpty { negative = false }
    }

    /// Digits and exponent of `d.ddd` with an optional `e±n`.
    private static func finite(_ body: Substring) -> ([UInt8], Int)? {
        let parts = body.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        guard let mantissa = parts.first else { return nil }
        let power = parts.count == 2 ? Int(parts[1].hasPrefix("+") ? parts[1].dropFirst() : parts[1]) : 0
        guard let power else { return nil }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = pieces[0], fraction = pieces.count > 1 ? pieces[1] : ""
        var all = (whole + fraction).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        var place = whole.count + power
        while all.first == 0 { all.removeFirst(); place -= 1 }
        while all.last == 0 { all.removeLast() }
        return (all, all.isEmpty ? 0 : place)
    }

    /// -1, 0 or 1.
    static func order(_ a: DecimalMagnitude, _ b: DecimalMagnitude) -> Int {
        switch (a.kind, b.kind) {
        case (.nan, .nan): return 0
        case (.nan, _): return -1
        case (_, .nan): return 1
        default: break
        }
        if a.signum != b.signum { return a.signum < b.signum ? -1 : 1 }
        let magnitude = orderMagnitude(a, b)
        return a.negative ? -magnitude : magnitude
    }

    private var signum: Int { kind == .finite && digits.isEmpty ? 0 : (negative ? -1 : 1) }

    private static func orderMagnitude(_ a: DecimalMagnitude, _ b: DecimalMagnitude) -> Int {
        switch (a.kind, b.kind) {
        case (.infinite, .infinite): return 0
        case (.infinite, _): return 1
        case (_, .infinite): return -1
        default: break
        }
        if a.exponent != b.exponent { return a.exponent < b.exponent ? -1 : 1 }
        for i in 0..<max(a.digits.count, b.digits.count) {
            let x = i < a.digits.count ? a.digits[i] : 0, y = i < b.digits.count ? b.digits[i] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}

extension Compare {
    /// The order of two values when one is a Decimal128 and the other a
    /// number, else nil.
    static func decimalOrder(_ a: Value, _ b: Value) -> Int? {
        guard a.isDecimal128 || b.isDecimal128,
              let x = decimalMagnitude(a), let y = decimalMagnitude(b) else { return nil }
        return DecimalMagnitude.order(x, y)
    }

    private static func decimalMagnitude(_ v: Value) -> DecimalMagnitude? {
        switch v {
        case .decimal128(let s): return DecimalMagnitude(s)
        case .int(let i): return DecimalMagnitude(String(i))
        case .float(let f): return f.isNaN ? DecimalMagnitude("nan") : DecimalMagnitude(Double(f).description)
        case .double(let d): return d.isNaN ? DecimalMagnitude("nan") : DecimalMagnitude(d.description)
        default: return nil
        }
    }
}

extension Value {
    var isDecimal128: Bool { if case .decimal128 = self { return true } else { return false } }
}
