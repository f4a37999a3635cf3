// Turning a value a caller passes into the value a property stores: scalar
// conversions, nil rules, which values an AnyRealmValue holds as they are,
// the zero value a new row starts from, and the map-key rule.
//
// Related documentation: crud-update#update-an-anyrealmvalue-property,
// crud-delete#delete-anyrealmvalue-value, crud-update#update-an-object,
// crud-update#update-a-map-dictionary.

public import RealmSpecCore

extension PropertyType {
    /// Whether a single value of this type may hold nil whatever the optionality.
    public var alwaysNullable: Bool {
        switch self {
        case .mixed, .object: return true
        default: return false
        }
    }

    public var isNumeric: Bool {
        switch self {
        case .int, .float, .double, .decimal128: return true
        default: return false
        }
    }
}

/// The value rules of scalar properties.
public enum Scalars {
    /// The value a new object holds before any default or given value.
    public static func zero(of type: PropertyType) -> Value {
        switch type {
        case .bool: return .bool(false)
        case .int: return .int(0)
        case .float: return .float(0)
        case .double: return .double(0)
        case .string: return .string("")
        case .data: return .data([])
        case .date: return .date(0)
        case .objectId: return .objectId("000000000000000000000000")
        case .uuid: return .uuid("00000000-0000-0000-0000-000000000000")
        case .decimal128: return .decimal128("0")
        case .mixed, .object, .linkingObjects: return .null
        }
    }

    /// The value converted to a scalar type, or nil when it does not fit.
    public static func convert(_ value: Value, to type: PropertyType) -> Value? {
        switch (type, value) {
        case (.bool, .bool), (.int, .int), (.float, .float), (.double, .double),
             (.string, .string), (.data, .data), (.objectId, .objectId),
             (.uuid, .uuid), (.decimal128, .decimal128):
            return value
        // A date keeps the precision of realm-core's Timestamp (Scalars+Timestamp.swift).
        case (.date, .date(let seconds)): return .date(storedDate(seconds))
        // The SDK takes an integer 0 or 1 as a Bool (RLMValidateValue's numberIsBool).
        case (.bool, .int(let i)) where i == 0 || i == 1: return .bool(i == 1)
        case (.float, .int(let i)): return .float(Float(i))
        case (.float, .double(let d)): return .float(Float(d))
        case (.double, .int(let i)): return .double(Double(i))
        case (.double, .float(let f)): return .double(Double(f))
        case (.decimal128, .int(let i)): return .decimal128(String(i))
        // The SDK reads a string given for a Decimal128 as the decimal it spells.
        case (.decimal128, .string(let s)) where isDecimalText(s): return .decimal128(s)
        default: return nil
        }
    }

    /// Whether a string spells a decimal number: a sign, digits with at most
    /// one point, and an exponent (`-1.5`, `2E+10`), or NaN or infinity.
    public static func isDecimalText(_ s: String) -> Bool {
        if ["nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(s.lowercased()) { return true }
        var rest = Substring(s)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false) }
        guard let mantissa = parts.first, parts.count <= 2 else { return false }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, pieces.contains(where: { !$0.isEmpty }),
              pieces.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return false }
        guard parts.count == 2 else { return true }
        var exponent = parts[1]
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether a value may be held by an AnyRealmValue as it is (objects handled elsewhere).
    public static func isMixedScalar(_ value: Value) -> Bool {
        switch value {
        case .null, .bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128:
            return true
        case .link, .list, .set, .map, .newObject, .localRef:
            return false
        }
    }

    /// Map keys may not start with `$` nor hold a `.`.
    /// - Throws: `invalidMapKey` naming the key.
    public static func checkMapKey(_ key: String) throws(EngineError) {
        if key.hasPrefix("$") || key.contains(".") { throw Rule.invalidMapKey(key) }
    }
}

extension Value {
    /// The same value with every link pointing at the live row (no version).
    public var live: Value {
        switch self {
        case .link(let k): return .link(k.live)
        case .list(let vs): return .list(vs.map(\.live))
        case .set(let vs): return .set(vs.map(\.live))
        case .map(let es): return .map(es.map { MapEntry($0.key, $0.value.live) })
        default: return self
        }
    }

    /// The same value with every link addressing the snapshot `version`.
    public func stamped(_ version: Int64?) -> Value {
        guard let version else { return self }
        switch self {
        case .link(let k): return .link(ObjectKey(type: k.type, id: k.id, version: version))
        case .list(let vs): return .list(vs.map { $0.stamped(version) })
        case .set(let vs): return .set(vs.map { $0.stamped(version) })
        case .map(let es): return .map(es.map { MapEntry($0.key, $0.value.stamped(version)) })
        default: return self
        }
    }

    public var linkKey: ObjectKey? { if case .link(let k) = self { return k } else { return nil } }

    /// Lists and sets both as `.list`, for collection assignment.
    public var asSequence: Value {
        if case .set(let vs) = self { return .list(vs) }
        return self
    }
}
