// How single values are kept in a column: common scalars inline (no
// allocation per value), everything else as the `Value` it came in as. A
// million small objects then cost a few flat arrays.
//
// Related documentation: crud-update#update-an-object.

internal import RealmRules
internal import RealmSpecCore

/// One stored single value.
enum Cell: Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    case float(Float)
    case double(Double)
    case date(Double)
    case string(String)
    case other(Value)

    init(_ value: Value) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .float(let f): self = .float(f)
        case .double(let d): self = .double(d)
        case .date(let d): self = .date(d)
        case .string(let s): self = .string(s)
        default: self = .other(value)
        }
    }

    var value: Value {
        switch self {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .float(let f): return .float(f)
        case .double(let d): return .double(d)
        case .date(let d): return .date(d)
        case .string(let s): return .string(s)
        case .other(let v): return v
        }
    }
}

/// The values of one single property, one per row.
struct Column {
    var cells: [Cell] = []

    subscript(row: Int) -> Value {
        get { cells[row].value }
        set { cells[row] = Cell(newValue) }
    }

    var count: Int { cells.count }
    var isEmpty: Bool { cells.isEmpty }
    mutating func append(_ value: Value) { cells.append(Cell(value)) }
    mutating func removeLast() { cells.removeLast() }

    /// The column with only the given rows, in order.
    func keeping(_ rows: [Int]) -> Column { Column(cells: rows.map { cells[$0] }) }
}

extension Compare {
    /// A comparison of a stored cell with a constant; plain numbers and
    /// strings are compared without building values.
    static func test(_ a: Cell, _ op: ComparisonOperator, _ b: Value, caseInsensitive ci: Bool, diacriticInsensitive di: Bool) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): if let r = ordered(x, op, y) { return r }
        case (.double(let x), .double(let y)): if let r = ordered(x, op, y) { return r }
        case (.string(let x), .string(let y)) where !ci && !di: if let r = ordered(x, op, y) { return r }
        default: break
        }
        return test(a.value, op, b, caseInsensitive: ci, diacriticInsensitive: di)
    }

    private static func ordered<T: Comparable>(_ x: T, _ op: ComparisonOperator, _ y: T) -> Bool? {
        switch op {
        case .equal: return x == y
        case .notEqual: return x != y
        case .less: return x < y
        case .lessOrEqual: return x <= y
        case .greater: return x > y
        case .greaterOrEqual: return x >= y
        default: return nil
        }
    }
}
