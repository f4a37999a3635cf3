// The scalar type names a model may use, and each scalar type's Swift name.

package import RealmSpecCore

/// The scalar type names a model may use; any other capitalised name is a model type.
package enum ScalarTypes {
    package static func type(named name: String) -> PropertyType? {
        switch name {
        case "Bool": return .bool
        case "Int", "Int8", "Int16", "Int32", "Int64": return .int
        case "Float": return .float
        case "Double": return .double
        case "String": return .string
        case "Data": return .data
        case "Date": return .date
        case "ObjectId": return .objectId
        case "UUID": return .uuid
        case "Decimal128": return .decimal128
        case "AnyRealmValue": return .mixed
        default:
            guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return .object(name)
        }
    }

    /// The Swift name of a scalar property type.
    package static func swiftName(_ t: PropertyType) -> String {
        switch t {
        case .int: return "Int"
        case .float: return "Float"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        default: return t.name
        }
    }
}
