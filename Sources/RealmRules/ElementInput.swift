// One value given for a property's element type: nil only where the property
// takes nil, scalars converted to the property's type, AnyRealmValue scalars
// as they are, and everything else left to the engine as a link to resolve.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-an-anyrealmvalue-property, rlmarray#adding-removing-replacing.

public import RealmSpecCore

/// What a value given for one element of a property becomes.
public enum ElementInput: Equatable, Sendable {
    /// The value to store as it is.
    case stored(Value)
    /// A link the engine resolves; `target` nil accepts any non-embedded type (AnyRealmValue).
    case link(target: String?)

    /// The stored form of `value` for `prop` of object type `type`.
    /// - Throws: `typeMismatch` for a value that does not fit,
    ///   `readOnlyProperty` for linking objects.
    public static func of(_ value: Value, for prop: PropertySchema, in type: String,
                          nullable: Bool) throws(EngineError) -> ElementInput {
        if value.isNull {
            guard nullable else { throw Rule.typeMismatch(type, prop, value) }
            return .stored(.null)
        }
        switch prop.type {
        case .object(let target):
            return .link(target: target)
        case .mixed:
            return Scalars.isMixedScalar(value) ? .stored(Scalars.stored(value)) : .link(target: nil)
        case .linkingObjects:
            throw Rule.readOnly(prop.name, type: type)
        default:
            guard let converted = Scalars.convert(value, to: prop.type) else { throw Rule.typeMismatch(type, prop, value) }
            return .stored(converted)
        }
    }
}
