// The Objective-C API's names of property types: the cases of
// `RLMPropertyType` (`.int`, `.any`, `.UUID`, …), as an Objective-C
// collection's `type` answers them and as `RLMArray(objectType:optional:)`
// names the element of a collection of values.
// Related documentation: sdk-reference api-surface.md §12.4 `type`, §12.5–§12.8.

package import RealmSpecCore

/// `RLMPropertyType`'s case names and the property types they stand for.
package enum ObjcPropertyTypes {
    /// The property type of an `RLMPropertyType` case naming a value; nil for `.object`,
    /// `.linkingObjects` and any other name.
    package static func type(named name: String) -> PropertyType? {
        switch name {
        case "int": return .int
        case "bool": return .bool
        case "float": return .float
        case "double": return .double
        case "string": return .string
        case "data": return .data
        case "date": return .date
        case "any": return .mixed
        case "objectId": return .objectId
        case "decimal128": return .decimal128
        case "UUID": return .uuid
        default: return nil
        }
    }

    /// The `RLMPropertyType` case of an element type: `.any` for a mixed value, `.UUID` for a UUID.
    package static func caseName(_ t: PropertyType) -> String {
        switch t {
        case .mixed: return "any"
        case .uuid: return "UUID"
        default: return t.name
        }
    }
}
