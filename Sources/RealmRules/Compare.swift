// How two values compare in queries and sorts: numbers across int, float,
// double and decimal (decimals exactly, Compare+Decimal128), strings with [c] and [d], LIKE wildcards, IN and
// BETWEEN, and one total order for sorting (nil first).
//
// Related documentation: crud-delete#delete-multiple-objects,
// rlmarray#querying.

internal import Foundation
public import RealmSpecCore

/// Value equality and order as Realm's queries and sorts see them.
public enum Compare {
    /// One comparison between two values.
    public static func test(_ a: Value, _ op: ComparisonOperator, _ b: Value,
                     caseInsensitive ci: Bool = false, diacriticInsensitive di: Bool = false) -> Bool {
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
        case .matches:
            // The query rules refuse MATCHES before any evaluation.
            return false
        }
    }

    public static func equal(_ a: Value, _ b: Value, _ ci: Bool = false, _ di: Bool = false) -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x == y }
        if let o = decimalOrder(a, b) { return o == 0 }
        if let x = number(a), let y = number(b) { return x == y }
        if case .string(let s) = a, case .string(let t) = b { return fold(s, ci, di) == fold(t, ci, di) }
        // A string and binary data of the same bytes are equal as AnyRealmValues (sdk-query, query-rules.md §6).
        if let s = binaryText(a), case .string(let t) = b { return fold(s, ci, di) == fold(t, ci, di) }
        // `data1 ==[c] data2`: binary data compares as its text under the string options.
        if ci || di, let s = binaryText(a), let t = binaryText(b) { return fold(s, ci, di) == fold(t, ci, di) }
        if case .link(let k) = a, case .link(let l) = b { return k.type == l.type && k.id == l.id }
        return a == b
    }

    /// -1, 0 or 1 when the values are of comparable kinds, else nil.
    public static func order(_ a: Value, _ b: Value, _ ci: Bool = false, _ di: Bool = false) -> Int? {
        if case .int(let x) = a, case .int(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        // nil orders equal to nil, so `x <= nil` and `x >= nil` hold for a nil x; a string orders after nil
        // (`optString > nil` and `>= nil` hold for a set string), and nothing else orders against nil.
        if a.isNull || b.isNull {
            if a.isNull && b.isNull { return 0 }
            if case .string = a { return 1 }
            if case .string = b { return -1 }
            return nil
        }
        if let o = decimalOrder(a, b) { return o }
        if let x = number(a), let y = number(b) { return x < y ? -1 : (x > y ? 1 : 0) }
        switch (a, b) {
        case (.string(let s), .string(let t)):
            let (x, y) = (fold(s, ci, di), fold(t, ci, di))
            return x < y ? -1 : (x > y ? 1 : 0)
        case (.date(let x), .date(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        // Binary data orders byte by byte, a prefix first (query-rules.md §6).
        case (.data(let x), .data(let y)): return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        default: return nil
        }
    }

    public static func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .float(let f): return Double(f)
        case .double(let d): return d
        case .decimal128(let s): return Double(s)
        default: return nil
        }
    }

    public static func fold(_ s: String, _ ci: Bool, _ di: Bool) -> String {
        var options: String.CompareOptions = []
        if ci { options.insert(.caseInsensitive) }
        if di { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? s : s.folding(options: options, locale: nil)
    }

    /// BEGINSWITH, ENDSWITH and CONTAINS with an empty or nil right side
    /// match nothing; `LIKE nil` matches nil (sdk-query, query-rules.md §7.1, §8).
    private static func text(_ a: Value, _ op: ComparisonOperator, _ b: Value, _ ci: Bool, _ di: Bool) -> Bool {
        if op == .like, b.isNull { return a.isNull }
        if op != .like, !ci, !di, case .data(let bytes) = a, case .data(let part) = b { return binary(bytes, op, part) }
        // Data on the right (`data2 LIKE data1`, `data1 CONTAINS[c] data2`) is read as text, as on the left.
        guard let s0 = text(of: a), let t0 = text(of: b), !t0.isEmpty || op == .like else { return false }
        let s = fold(s0, ci, di), t = fold(t0, ci, di)
        switch op {
        case .beginsWith: return s.hasPrefix(t)
        case .endsWith: return s.hasSuffix(t)
        case .contains: return t.isEmpty || s.contains(t)
        default: return like(Array(s), Array(t))
        }
    }

    /// BEGINSWITH, ENDSWITH and CONTAINS of data in data, byte by byte; empty data matches nothing, as an empty string does.
    private static func binary(_ bytes: [UInt8], _ op: ComparisonOperator, _ part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= bytes.count else { return false }
        switch op {
        case .beginsWith: return bytes.starts(with: part)
        case .endsWith: return bytes.suffix(part.count).elementsEqual(part)
        default: return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
        }
    }

    /// A string's text, or binary data read as UTF-8 text (the string
    /// operators match binary values of the same bytes, query-rules.md §6).
    private static func text(of v: Value) -> String? {
        if case .string(let s) = v { return s }
        return binaryText(v)
    }

    private static func binaryText(_ v: Value) -> String? {
        guard case .data(let bytes) = v else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// LIKE: `*` matches any run of characters, `?` exactly one.
    public static func like(_ s: [Character], _ p: [Character]) -> Bool {
        var si = 0, pi = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) { si += 1; pi += 1 }
            else if pi < p.count && p[pi] == "*" { star = pi; mark = si; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; si = mark }
            else { return false }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// A total order for sorting: nil first, then by kind, then by value.
    public static func sortOrder(_ a: Value, _ b: Value) -> Int {
        if let o = order(a, b) { return o }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb ? -1 : 1 }
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (!x ? -1 : 1)
        case (.objectId(let x), .objectId(let y)), (.uuid(let x), .uuid(let y)): return x == y ? 0 : (x < y ? -1 : 1)
        case (.data(let x), .data(let y)): return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        case (.link(let x), .link(let y)): return x.id == y.id ? 0 : (x.id < y.id ? -1 : 1)
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
