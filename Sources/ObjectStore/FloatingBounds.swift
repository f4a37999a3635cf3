// When a floating sum does not depend on the order of its additions: every
// value given to a column is a whole multiple of one power of two, 2^u, and
// n values of magnitude at most M add up, in any order, through partial
// sums that are whole multiples of 2^u of magnitude at most n·M. While
// n·M ≤ 2^53·2^u, each of them is a double, so every addition is exact and
// every order gives the exact sum: the sum the object store makes in id
// order (`Aggregate`), to the last bit. A database storage widens the bounds
// by every value it writes to a column (a superset of the values it holds,
// whatever was deleted or rolled back since) and adds the column in the
// database's own order when they allow it.
//
// Related documentation: rlmarray#aggregating.

public import RealmSpecCore

/// Bounds on the doubles a column has been given.
public struct FloatingBounds: Hashable, Sendable {
    /// The largest magnitude given; infinity once a NaN or an infinity was given.
    public private(set) var largest: Double = 0
    /// Every value given is a whole multiple of 2^unit (nil before the first nonzero value).
    public private(set) var unit: Int?

    public init() {}

    /// Takes one more value into the bounds.
    public mutating func widen(by value: Double) {
        guard value.isFinite else { largest = .infinity; return }
        guard value != 0 else { return }
        largest = max(largest, value.magnitude)
        // A normal value is (2^52 + fraction) · 2^(exponent - 52); a subnormal one a multiple of 2^-1074.
        let exponent = value.isNormal
            ? Int(value.exponent) - 52 + ((1 << 52) | value.significandBitPattern).trailingZeroBitCount
            : -1074
        unit = min(unit ?? exponent, exponent)
    }

    /// Whether `count` of the values given add up to the same double in
    /// every order: n·M ≤ 2^52·2^u (a bit of margin for the rounding of
    /// n·M itself), and far from overflowing.
    public func sumIsExact(count: Int) -> Bool {
        guard let unit else { return largest == 0 }
        guard largest.isFinite, count >= 0 else { return false }
        let bound = Double(count) * largest
        guard bound < 1e300 else { return false }
        return bound <= Double(sign: .plus, exponent: 52 + unit, significand: 1)
    }
}

/// The `FloatingBounds` of every floating column of a realm, by table and property.
public struct ColumnBounds: Sendable {
    private struct Column: Hashable { var table: Int, property: Int }
    private var bounds: [Column: FloatingBounds] = [:]

    public init() {}

    /// The bounds of what the column has been given (empty bounds for nothing yet).
    public func bounds(table: Int, property: Int) -> FloatingBounds {
        bounds[Column(table: table, property: property)] ?? FloatingBounds()
    }

    /// Widens a column's bounds by a stored value (doubles and floats; other values change nothing).
    public mutating func widen(table: Int, property: Int, by value: Value) {
        switch value {
        case .double(let d): bounds[Column(table: table, property: property), default: FloatingBounds()].widen(by: d)
        case .float(let f): bounds[Column(table: table, property: property), default: FloatingBounds()].widen(by: Double(f))
        default: break
        }
    }

    /// Forgets every column (a realm starting empty).
    public mutating func clear() { bounds = [:] }
}
