// How two values compare in the queries evaluated outside SQL and in sorts:
// numbers across int, float, double and decimal, strings with [c] and [d],
// LIKE wildcards, IN and BETWEEN, and one total order for sorting (nil first).
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmSpecCore

enum Compare {
    static func test(_ a: Value, _ op: ComparisonOperator, _ b: Value, ci: Bool = false, di: Bool = false) -> Bool {
        switch op {
        case .equal: return equal(a, b, ci, di)
        case .notEqual: return !equal(a, b, ci, di)
        case .less: return order(a, b, ci, di).map { $0 < 0 } ?? false
        case .lessOrEqual: return order(a, b, ci, di).map { $0 <= 0 } ?? false
        case .greater: return order(a, b, ci, di).map { $0 > 0 } ?? false
        case .greaterOrEqual: return order(a, b, ci, di).map { $0 >= 0 } ?? false
        case .beginsWith, .endsWith, .contains, .like: return text(a, op, b, ci, di)
        case .in:
            guard case .list(let vs) = b else { return equal(a, b, ci, di) }
            return vs.contains { equal(a, $0, ci, di) }
        case .between:
            guard case .list(let vs) = b, vs.count == 2,
                  let low = order(a, vs[0], ci, di), let high = order(a, vs[1], ci, di) else { return false }
            return low >= 0 && high <= 0
        }
    }

    static func equal(_ a: Value, _ b: Value, _ ci: Bool = false, _ di: Bool = false) -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x == y }
        if let x = number(a), let y = number(b) { return x == y }
        if case .string(let s) = a, case .string(let t) = b { return fold(s, ci, di) == fold(t, ci, di) }
        if case .link(let k) = a, case .link(let l) = b { return k.type == l.type && k.id == l.id }
        return a == b
    }

    /// -1, 0 or 1 when the values are of comparable kinds, else nil.
    static func order(_ a: Value, _ b: Value, _ ci: Bool = false, _ di: Bool = false) -> Int? {
        if case .int(let x) = a, case .int(let y) = b { return sign(x, y) }
        if let x = number(a), let y = number(b) { return sign(x, y) }
        switch (a, b) {
        case (.string(let s), .string(let t)): return sign(fold(s, ci, di), fold(t, ci, di))
        case (.date(let x), .date(let y)): return sign(x, y)
        default: return nil
        }
    }

    private static func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x > y ? 1 : 0) }

    static func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .float(let f): return Double(f)
        case .double(let d): return d
        case .decimal128(let s): return Double(s)
        default: return nil
        }
    }

    static func fold(_ s: String, _ ci: Bool, _ di: Bool) -> String {
        SQLFunctions.fold(s, caseInsensitive: ci, diacriticInsensitive: di)
    }

    private static func text(_ a: Value, _ op: ComparisonOperator, _ b: Value, _ ci: Bool, _ di: Bool) -> Bool {
        guard case .string(let s0) = a, case .string(let t0) = b else { return false }
        let s = fold(s0, ci, di), t = fold(t0, ci, di)
        switch op {
        case .beginsWith: return s.hasPrefix(t)
        case .endsWith: return s.hasSuffix(t)
        case .contains: return t.isEmpty || s.contains(t)
        default: return SQLFunctions.like(Array(s), Array(t))
        }
    }

    /// A total order for sorting: nil first, then by kind, then by value.
    static func sortOrder(_ a: Value, _ b: Value) -> Int {
        if let o = order(a, b) { return o }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb ? -1 : 1 }
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (!x ? -1 : 1)
        case (.objectId(let x), .objectId(let y)), (.uuid(let x), .uuid(let y)): return sign(x, y)
        case (.data(let x), .data(let y)): return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        case (.link(let x), .link(let y)): return sign(x.id, y.id)
        default: return 0
        }
    }

    private static func rank(_ v: Value) -> Int {
        switch v {
        case .null: return 0
        case .bool: return 1
        case .int, .float, .double, .decimal128: return 2
        case .string: return 3
        case .data: return 4
        case .date: return 5
        case .objectId: return 6
        case .uuid: return 7
        default: return 8
        }
    }
}
