// Scalar conversions between Swift literals and property types: an integer
// literal stored in a `Double` property, zero values of Swift types.

internal import RealmRules
package import RealmSpecCore

package enum ValueCoercion {
    /// The value as the property type would hold it, or nil when it does not fit.
    package static func coerce(_ v: Value, to type: PropertyType) -> Value? {
        switch (v, type) {
        case (.int(let i), .double): return .double(Double(i))
        // 0 or 1 for a Bool, a Float widened for a Double: the store's own conversion.
        case (.int, .bool), (.float, .double): return Scalars.convert(v, to: type)
        case (.int(let i), .float): return .float(Float(i))
        // A double fits a float within Float's range or as NaN; past it the SDK refuses it
        // (RLMUtil.mm `numberIsFloat`: `ABS(doubleValue) <= FLT_MAX || isnan(doubleValue)`).
        case (.double(let d), .float) where d.isNaN || abs(d) <= Double(Float.greatestFiniteMagnitude): return .float(Float(d))
        case (.int(let i), .decimal128): return .decimal128(String(i))
        // Decimal128 is expressible by a string literal, and the SDK reads a string as the decimal it spells.
        case (.string(let s), .decimal128) where Scalars.isDecimalText(s): return .decimal128(s)
        case (.int(let i), .date): return .date(Double(i))
        default: return nil
        }
    }

    /// What a non-optional Swift property holds when nothing is assigned.
    package static func zero(for type: PropertyType) -> Value? {
        switch type {
        case .date, .objectId, .uuid, .object, .linkingObjects: return nil
        default: return Scalars.zero(of: type)
        }
    }

    /// Whether a default value suits a property.
    package static func fits(_ v: Value, _ p: PropertySchema) -> Bool {
        if v.isNull { return p.isOptional || p.type == .mixed }
        if p.type == .mixed { return true }
        return v.kindName == p.type.name
    }
}
