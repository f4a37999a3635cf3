// What differs between the SQL storages: how tables and columns are named,
// how a value is bound, and the few expressions their dialects spell
// differently (null-safe equality, NaN, string folding, substring tests).
// Everything else of a query's translation is shared (SQLTranslator.swift,
// SQLComparison.swift, SQLSelect.swift).
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

public import ObjectStore
public import RealmSpecCore

/// One SQL storage's names and spellings.
public protocol SQLDialect {
    /// A value bound to a parameter, as the storage's driver takes it.
    associatedtype Argument: Hashable

    var catalog: Catalog { get }
    /// The table of an object type.
    func table(_ t: Int) -> String
    /// The value column of a typed single-valued property.
    func column(_ t: Int, _ p: Int) -> String
    /// The table of a list, set or map property.
    func collectionTable(_ t: Int, _ p: Int) -> String
    /// The column of a collection table holding a link's target id.
    var linkTargetColumn: String { get }

    /// A scalar bound as a parameter.
    func argument(_ scalar: StoredScalar) -> Argument
    /// A value tag (`link:Dog`) bound as a parameter for the tag column.
    func tagArgument(_ tag: String) -> Argument
    /// The text of the `n`th parameter (from 1); a parameter may be used more than once.
    func placeholder(_ n: Int) -> String

    var trueLiteral: String { get }
    var falseLiteral: String { get }
    /// Null-safe equality (`negated`: inequality) of two expressions.
    func same(_ lhs: String, _ rhs: String, negated: Bool) -> String
    /// Whether a floating or date expression holds NaN.
    func isNaN(_ expression: String) -> String
    /// A string expression folded as `[c]` and `[d]` fold it, or nil when
    /// the dialect cannot fold.
    func folded(_ expression: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String?
    /// Whether `like` can match Realm's LIKE wildcards.
    var matchesLike: Bool { get }
    /// LIKE with Realm's wildcards (`*` any run, `?` one character).
    func like(_ expression: String, _ pattern: String) -> String
    /// BEGINSWITH, ENDSWITH or CONTAINS of a non-empty pattern parameter.
    func substring(_ op: ComparisonOperator, _ expression: String, _ pattern: String) -> String

    // MARK: Sorts, distinct and aggregates

    /// The ORDER BY expression of a single stored property in Realm's order
    /// (without direction), or nil when SQL would order its values otherwise.
    func orderKey(_ t: Int, _ p: Int) -> String?
    /// What follows a key's direction so that nil sorts first ascending and
    /// last descending, as Realm sorts it.
    func nullsPlacement(ascending: Bool) -> String
    /// The GROUP BY expression of a single stored property, grouping values
    /// Realm's distinct holds equal; nil when SQL would group them otherwise.
    func groupKey(_ t: Int, _ p: Int) -> String?
    /// The aggregate of `op` over the column `v` (ids in `id`) of the rows
    /// selected, for a property of `type`; nil when SQL cannot compute it as
    /// Realm does. Its value is the aggregate of the non-nil values, or NULL
    /// when there are none or when it cannot be given exactly (an int sum
    /// past Int64, a floating sum that could overflow), which the storage
    /// then leaves to the object store.
    func aggregate(_ op: AggregateOperator, _ t: Int, _ p: Int) -> String?
    /// What orders the rows an aggregate reads in id order ("" when the
    /// aggregate orders its input itself).
    var aggregateInputOrder: String { get }
}

/// A SQL statement (or part of one) and the values bound to its parameters, in order.
public struct SQLStatement<Argument: Hashable>: Hashable {
    public var sql: String
    public var arguments: [Argument]
    public init(sql: String, arguments: [Argument] = []) { self.sql = sql; self.arguments = arguments }
}

/// The parameters of one statement being built: each bound value gets the next number.
public final class SQLBinder<D: SQLDialect> {
    let dialect: D
    public private(set) var arguments: [D.Argument] = []

    public init(_ dialect: D) { self.dialect = dialect }

    /// The placeholder of a newly bound value.
    public func bind(_ value: D.Argument) -> String {
        arguments.append(value)
        return dialect.placeholder(arguments.count)
    }
}
