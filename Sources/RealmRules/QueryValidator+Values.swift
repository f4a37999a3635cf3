// Which constants a property may be compared with: nil only for optional
// properties and to-one links, an int property takes integers (and Swift
// Bools) but no floating-point number, a float or double property no Bool,
// a link an object of its own class.
//
// Related documentation: sdk-query (query-rules.md §5, §8).

internal import Foundation
public import RealmSpecCore

extension QueryRule {
    public static func cannotCompare(_ v: Value, _ prop: PropertySchema) -> EngineError {
        invalid("Cannot compare value '\(describe(v))' of type '\(className(v))' to property '\(prop.name)' of type '\(valueTypeName(prop))'")
    }
}

extension QueryValidator {
    /// Whether `v` may be compared with one value of `prop` (for a
    /// collection: one element).
    public static func accepts(_ v: Value, _ prop: PropertySchema) -> Bool {
        if v.isNull {
            if prop.type == .mixed { return true }
            if prop.type.objectType != nil { return prop.collection == .single && !prop.isLinkingObjects }
            return prop.isOptional
        }
        switch prop.type {
        case .mixed:
            switch v {
            case .list, .set, .map: return false
            default: return true
            }
        case .object(let target), .linkingObjects(let target, _):
            switch v {
            case .link(let k): return k.type == target
            case .newObject(let o): return o.type == target
            default: return false
            }
        case .string: if case .string = v { return true }
        case .data: if case .data = v { return true }
        case .date: if case .date = v { return true }
        case .objectId: if case .objectId = v { return true }
        case .uuid:
            if case .uuid = v { return true }
            if case .string(let s) = v { return UUID(uuidString: s) != nil }
        case .bool:
            if case .bool = v { return true }
            if case .int(let i) = v { return i == 0 || i == 1 }
        case .int:
            switch v {
            case .int, .bool: return true
            default: return false
            }
        case .float:
            switch v {
            case .int, .float: return true
            case .double(let d): return d.isNaN || abs(d) <= Double(Float.greatestFiniteMagnitude)
            default: return false
            }
        case .double:
            switch v {
            case .int, .float, .double: return true
            default: return false
            }
        case .decimal128:
            switch v {
            case .int, .float, .double, .bool, .decimal128: return true
            // The SDK takes a string that spells a decimal, `Inf` and `NaN` included.
            case .string(let s): return Scalars.isDecimalText(s)
            default: return false
            }
        }
        return false
    }

    /// - Throws: the SDK's value error when `v` does not fit `prop`.
    func checkValue(_ v: Value, _ prop: PropertySchema) throws(EngineError) {
        guard Self.accepts(v, prop) else { throw QueryRule.cannotCompare(v, prop) }
    }
}
