// min, max, sum and average of a list, set or map of AnyRealmValue through
// the collection's own members (`list.sum()`): realm-core takes the numeric
// values only (int, float, double, decimal128; nil, bools, strings, dates and
// the rest are passed over). min and max give the smallest or largest of
// them as stored; sum and average accumulate them as a Decimal128
// (`Mixed::accumulate_numeric_to`), so both answer a decimal128, sum 0 when
// no value is numeric and average nil. An AnyRealmValue *property* of
// objects stays refused, as the rlmarray page decides.
//
// SDK sections: sdk-behaviour (api-surface.md §4 RC23-RC34, §5; exceptions.md AG1, AG3).

import RealmSpecCore

extension Aggregate {
    /// Whether the aggregate reads the values of a collection of AnyRealmValue.
    public static func isMixedElements(_ prop: PropertySchema) -> Bool {
        prop.type == .mixed && prop.collection != .single && !prop.isLinkingObjects
    }

    /// The aggregate of AnyRealmValue elements over their numeric values.
    public static func mixedElements(_ op: AggregateOperator, _ values: [Value]) -> Value {
        let numbers = values.compactMap { v in Compare.number(v).map { (v, $0) } }
        switch op {
        case .min: return numbers.min { $0.1 < $1.1 }?.0 ?? .null
        case .max: return numbers.max { $0.1 < $1.1 }?.0 ?? .null
        case .sum: return .decimal128(decimalText(numbers.reduce(0) { $0 + $1.1 }))
        case .avg:
            guard !numbers.isEmpty else { return .null }
            return .decimal128(decimalText(numbers.reduce(0) { $0 + $1.1 } / Double(numbers.count)))
        }
    }

    /// A Decimal128's text for a total: whole numbers without a fraction.
    static func decimalText(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e18 { return String(Int64(d)) }
        return String(d)
    }
}
