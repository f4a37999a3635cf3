// Values the generator puts into calls: small pools per property type, so
// that equal values (ties in sorts, upserts onto existing keys, duplicate set
// elements) come up often. NaN is never generated: it equals nothing, itself
// included, so a reply holding it could not be compared.

internal import RealmSpecCore

extension FuzzGenerator {
    static let ints: [Int64] = [0, 1, 2, 3, -1, 5, 42, 1 << 40]
    static let strings = ["", "a", "b", "ab", "Ab", "é", "a b", "zz"]
    static let doubles: [Double] = [0, 1.5, -2.25, 3, 1e300, -0.5]
    static let floats: [Float] = [0, 1.5, -2.25, 3, 1024.5]
    static let decimals = ["0", "1.5", "-3", "1E+10", "0.1", "2"]
    static let dates: [Double] = [0, 1.5, -86400, 1_000_000_000, 1_700_000_000.25]
    static let datas: [[UInt8]] = [[], [0], [1, 2, 255]]
    static let objectIds = ["000000000000000000000001", "5f1b2c3d4e5f607182930a1b"]
    static let uuids = ["00000000-0000-0000-0000-000000000001", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]
    static let mapKeys = ["a", "b", "k", "zz"]

    /// A value of `type`; nil with some probability when `optional`.
    mutating func scalar(_ type: PropertyType, optional: Bool) -> Value {
        if optional && random.chance(0.2) { return .null }
        switch type {
        case .bool: return .bool(random.chance(0.5))
        case .int: return .int(random.pick(Self.ints))
        case .string: return .string(random.pick(Self.strings))
        case .double: return .double(random.pick(Self.doubles))
        case .float: return .float(random.pick(Self.floats))
        case .decimal128: return .decimal128(random.pick(Self.decimals))
        case .date: return .date(random.pick(Self.dates))
        case .data: return .data(random.pick(Self.datas))
        case .objectId: return .objectId(random.pick(Self.objectIds))
        case .uuid: return .uuid(random.pick(Self.uuids))
        case .mixed:
            if random.chance(0.1) { return .null }
            if random.chance(0.15), let h = handle("FzObj") { return .link(h) }
            let kinds: [PropertyType] = [.bool, .int, .string, .double, .float, .decimal128, .date, .data, .objectId, .uuid]
            return scalar(random.pick(kinds), optional: false)
        case .object(let t): return handle(t).map { .link($0) } ?? .null
        case .linkingObjects: return .null
        }
    }

    /// A value of the wrong type for `type` (for `typeMismatch`).
    mutating func wrongValue(for type: PropertyType) -> Value {
        switch type {
        case .string: return .int(random.pick(Self.ints))
        case .mixed: return .list([.int(1)])
        default: return .string(random.pick(Self.strings))
        }
    }
}
