// The order a managed MutableSet keeps its values in. realm-core stores a
// set's values sorted (`SetElementLessThan` in core's set.hpp): nil first,
// then by kind (bool, numbers, strings, binary data, dates, object ids,
// UUIDs), numbers of any kind by their value, strings and data byte by byte.
// Objects keep the order they were added in. Iterating a set, reading
// `set[i]` and the indices of its change sets follow this order.
//
// Related documentation: crud-update#update-a-mutableset-property.

public import RealmSpecCore

/// The order of a managed set's values.
public enum SetOrder {
    /// Whether `a` comes before `b` in a set.
    public static func precedes(_ a: Value, _ b: Value) -> Bool {
        if isObject(a) || isObject(b) { return !isObject(a) && isObject(b) }
        if case .string(let x) = a, case .string(let y) = b { return x.utf8.lexicographicallyPrecedes(y.utf8) }
        return Compare.sortOrder(a, b) < 0
    }

    /// `values` in set order; equal ones keep their order.
    public static func sorted(_ values: [Value]) -> [Value] {
        values.enumerated().sorted { x, y in
            precedes(x.element, y.element) || (!precedes(y.element, x.element) && x.offset < y.offset)
        }.map(\.element)
    }

    /// Where `value` goes among `values`, which are in set order: after every value it does not precede.
    public static func position(of value: Value, in values: [Value]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if precedes(value, values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    private static func isObject(_ v: Value) -> Bool {
        switch v {
        case .link, .newObject, .localRef: return true
        default: return false
        }
    }
}
