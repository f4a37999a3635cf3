// min, max, sum and average of a list, set or map of AnyRealmValue through
// the collection's own members (`list.sum()`). Managed, realm-core's min and
// max take every non-null value, compared as `Mixed::compare` orders them:
// bool < numbers < strings and binary data (compared as bytes with each
// other) < dates < object ids < UUIDs < objects; the first of equal values
// wins. Sum and average take the numeric values only (int, float, double,
// decimal128) and accumulate them as a Decimal128
// (`Mixed::accumulate_numeric_to`), so both answer a decimal128, sum 0 when
// no value is numeric and average nil. A map with no value at all sums to the
// int 0 (`RLMManagedDictionary` answers `@0` where realm-core's dictionary
// sum is null), as does an empty unmanaged list, set or map (the SDK's
// `sum().intValue` is 0 there, nil for an empty managed list or set). An
// unmanaged collection's min and max (the interpreter's) take the numeric
// values only, or the dates when every value is one. An AnyRealmValue
// *property* of objects stays refused, as the rlmarray page decides.
//
// SDK sections: sdk-behaviour (api-surface.md §4 RC23-RC34, §5; exceptions.md AG1, AG3).

public import RealmSpecCore

extension Aggregate {
    /// Whether the aggregate reads the values of a collection of AnyRealmValue.
    public static func isMixedElements(_ prop: PropertySchema) -> Bool {
        prop.type == .mixed && prop.collection != .single && !prop.isLinkingObjects
    }

    /// The aggregate of AnyRealmValue elements: min and max over every
    /// non-null value in realm-core's order (`numbersOnly` false, a managed
    /// collection) or over the numeric values only (an unmanaged one); sum
    /// and average over the numeric values. `emptySumIsInt`: the sum of no
    /// values is the int 0 (a map, or an unmanaged collection), not a decimal.
    public static func mixedElements(_ op: AggregateOperator, _ values: [Value], numbersOnly: Bool = false,
                                     emptySumIsInt: Bool = false) -> Value {
        if op == .sum, emptySumIsInt, values.allSatisfy(\.isNull) { return .int(0) }
        let numbers = values.compactMap { v in Compare.number(v).map { (v, $0) } }
        switch op {
        // Unmanaged: Foundation compares the values (`@min.self`); dates alone compare as dates.
        case .min where numbersOnly && numbers.isEmpty: return onlyDates(values)?.min { mixedOrder($0, $1) < 0 } ?? .null
        case .max where numbersOnly && numbers.isEmpty: return onlyDates(values)?.max { mixedOrder($0, $1) < 0 } ?? .null
        case .min where numbersOnly: return numbers.min { $0.1 < $1.1 }?.0 ?? .null
        case .max where numbersOnly: return numbers.max { $0.1 < $1.1 }?.0 ?? .null
        case .min: return values.filter { !$0.isNull }.min { mixedOrder($0, $1) < 0 } ?? .null
        case .max: return values.filter { !$0.isNull }.max { mixedOrder($0, $1) < 0 } ?? .null
        case .sum: return .decimal128(decimalText(numbers.reduce(0) { $0 + $1.1 }))
        case .avg:
            guard !numbers.isEmpty else { return .null }
            return .decimal128(decimalText(numbers.reduce(0) { $0 + $1.1 } / Double(numbers.count)))
        }
    }

    /// The non-null values when every one is a date; nil otherwise.
    private static func onlyDates(_ values: [Value]) -> [Value]? {
        let present = values.filter { !$0.isNull }
        return present.allSatisfy { if case .date = $0 { true } else { false } } ? present : nil
    }

    /// realm-core's order of two non-null Mixed values: by kind, strings and
    /// binary data as one kind compared as bytes with each other, then by value.
    static func mixedOrder(_ a: Value, _ b: Value) -> Int {
        switch (a, b) {
        case (.string(let x), .data(let y)): return bytes(Array(x.utf8), y)
        case (.data(let x), .string(let y)): return bytes(x, Array(y.utf8))
        default: return Compare.sortOrder(a, b)
        }
    }

    private static func bytes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
    }

    /// A Decimal128's text for a total: whole numbers without a fraction.
    static func decimalText(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e18 { return String(Int64(d)) }
        return String(d)
    }
}
