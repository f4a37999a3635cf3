// Query trees. Both `where { $0.age < 2 }` closures and predicate-format
// strings (`filter("age < %@", 2)`) become one of these before an engine
// sees them, so every engine evaluates the same tree.

/// A predicate over the objects (or values) of a collection.
public indirect enum Query: Hashable, Sendable {
    case truePredicate
    case falsePredicate
    case and([Query])
    case or([Query])
    case not(Query)
    case compare(Comparison)
}

/// `lhs op rhs`, optionally quantified over a to-many key path.
public struct Comparison: Hashable, Sendable {
    public var lhs: Expression
    public var op: ComparisonOperator
    public var rhs: Expression
    /// For key paths through a list or set: ANY (the default when a key path
    /// crosses a collection), ALL or NONE.
    public var quantifier: Quantifier?
    /// `[c]`: compare strings case-insensitively.
    public var caseInsensitive: Bool
    /// `[d]`: compare strings ignoring diacritics.
    public var diacriticInsensitive: Bool

    public init(_ lhs: Expression, _ op: ComparisonOperator, _ rhs: Expression,
                quantifier: Quantifier? = nil, caseInsensitive: Bool = false,
                diacriticInsensitive: Bool = false) {
        self.lhs = lhs; self.op = op; self.rhs = rhs; self.quantifier = quantifier
        self.caseInsensitive = caseInsensitive; self.diacriticInsensitive = diacriticInsensitive
    }
}

public enum ComparisonOperator: String, Hashable, Sendable, Codable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
    /// rhs is `.constant(.list([...]))`.
    case `in` = "IN"
    /// rhs is `.constant(.list([lower, upper]))`, both ends included.
    case between = "BETWEEN"
    /// NSPredicate's regular-expression match, which Realm parses and then
    /// refuses for every property type; no engine evaluates it.
    case matches = "MATCHES"

    /// The operator that means the same with its operands swapped (`<` for
    /// `>`); nil for the operators that cannot be turned round.
    public var mirrored: ComparisonOperator? {
        switch self {
        case .equal, .notEqual: self
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: nil
        }
    }
}

public enum Quantifier: String, Hashable, Sendable, Codable {
    case any = "ANY", all = "ALL", none = "NONE"
}

public enum AggregateOperator: String, Hashable, Sendable, Codable {
    case min = "@min", max = "@max", sum = "@sum", avg = "@avg"
}

/// One side of a comparison.
public indirect enum Expression: Hashable, Sendable {
    /// A property key path from the evaluated object, e.g. `["favoriteToy", "name"]`.
    /// An empty path is the element itself (collections of primitives: `SELF`).
    case keyPath([String])
    case constant(Value)
    /// `dogs.@count`: the size of the collection at the key path.
    case count([String])
    /// `dogs.@sum.age` (property given) or `scores.@max` (primitive collection).
    case aggregate(AggregateOperator, [String], property: String?)
    /// `map.@allKeys`: the keys of the map at the key path, compared as
    /// strings, any key matching unless a quantifier says otherwise.
    case allKeys([String])
    /// `SUBQUERY(employees, $e, $e.age > 30).@count`: how many elements of
    /// the collection of objects at the key path match the query, whose key
    /// paths start at the element (the SDK puts `SELF` for the variable and
    /// reads every key path inside against the element's type).
    case subquery([String], Query)
    /// `map['key']`, `mixed[0]['key']`, `mixed[#any]`: the value reached by
    /// subscripting the dictionary or AnyRealmValue at the key path; a key
    /// or index that is not there reads as nil, and `[#any]` reads every
    /// element, any of them matching.
    case subscripted([String], [PathSubscript])
}

/// One subscript of a subscripted key path.
public enum PathSubscript: Hashable, Sendable {
    /// `['key']`: the value under a dictionary key.
    case key(String)
    /// `[0]`: the element at a list index.
    case index(Int)
    /// `[#any]`: every element of a list, every value of a dictionary.
    case anyElement

    /// As the SDK prints it in a message: `["key"]`, `[0]`, `[#any]`.
    public var text: String {
        switch self {
        case .key(let k): return "[\"\(k)\"]"
        case .index(let i): return "[\(i)]"
        case .anyElement: return "[#any]"
        }
    }
}

/// One level of a multi-level sort.
public struct SortDescriptor: Hashable, Sendable {
    public var keyPath: String
    public var ascending: Bool
    public init(keyPath: String, ascending: Bool = true) {
        self.keyPath = keyPath; self.ascending = ascending
    }
}

/// A live (or frozen) collection, described so that any engine can evaluate it.
public indirect enum CollectionRef: Hashable, Sendable {
    /// All objects of a type: `realm.objects(Dog.self)`.
    case objects(type: String)
    /// A list, set, map or linking-objects property of an object.
    case property(owner: ObjectKey, name: String)
    case filtered(CollectionRef, Query)
    /// Sorted by several descriptors, stable.
    case sorted(CollectionRef, [SortDescriptor])
    /// Keeps the first object of each group of equal values at the key paths.
    case distinct(CollectionRef, [String])
    /// The collection as it was in a frozen snapshot.
    case frozen(CollectionRef, version: Int64)

    /// The innermost base, with filters, sorts, distinct and freezing removed.
    public var base: CollectionRef {
        switch self {
        case .objects, .property: return self
        case .filtered(let b, _), .sorted(let b, _), .distinct(let b, _), .frozen(let b, _): return b.base
        }
    }

    /// The frozen snapshot version, if this collection is frozen.
    public var frozenVersion: Int64? {
        switch self {
        case .frozen(_, let v): return v
        case .property(let owner, _): return owner.version
        case .objects: return nil
        case .filtered(let b, _), .sorted(let b, _), .distinct(let b, _): return b.frozenVersion
        }
    }
}
