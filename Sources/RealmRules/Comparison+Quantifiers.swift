// How one comparison holds over the values its two sides yield: a side
// that crosses a to-many key path yields many values, and ANY (the default),
// ALL and NONE say how many of them must pass; a single value compared with
// a many-valued right side passes when any of them does.
//
// Related documentation: rlmarray#querying, crud-delete#delete-multiple-objects.

public import RealmSpecCore

extension Comparison {
    /// Whether the comparison holds for the values of its left and right
    /// sides; `many` says whether a side crossed a to-many key path.
    public func holds(lhs: [Value], lhsMany: Bool, rhs: [Value], rhsMany: Bool) -> Bool {
        let test = { (a: Value, b: Value) in
            Compare.test(a, op, b, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        }
        if !lhsMany && rhsMany && quantifier == nil {
            let a = lhs.first ?? .null
            return rhs.contains { test(a, $0) }
        }
        let b = rhs.first ?? .null
        guard lhsMany || quantifier != nil else { return test(lhs.first ?? .null, b) }
        switch quantifier ?? .any {
        case .any: return lhs.contains { test($0, b) }
        case .all: return lhs.allSatisfy { test($0, b) }
        case .none: return !lhs.contains { test($0, b) }
        }
    }
}
