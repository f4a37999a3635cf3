// Realm's wording for broken rules. Every engine throws these values, so the
// same broken rule reads the same whatever the engine. Where the shipped SDK
// has a message for a rule, the text comes from its `SDKMessage` row
// verbatim; the rest (malformed calls, limits of this project) are the
// project's own words. This file holds the shared bounds and helpers; the
// messages live in the `Rule+…` files beside it.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing.

public import RealmSpecCore

/// Realm's messages for broken rules, as `EngineError` factories.
public enum Rule {
    /// A value as Realm prints it in messages: strings without quotes.
    public static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }

    /// Which of a message's texts is a collection kind's, where the SDK words
    /// one misuse for List (and single values), Set and Dictionary in turn.
    public static func variant(_ kind: CollectionKind) -> Int {
        switch kind {
        case .list, .single: 0
        case .set: 1
        case .map: 2
        }
    }

    /// The SDK's name for a collection kind in its messages (`nil`: Results).
    public static func collectionName(_ kind: CollectionKind?) -> String {
        switch kind {
        case .list?, .single?: return "List"
        case .set?: return "Set"
        case .map?: return "Dictionary"
        case nil: return "Results"
        }
    }

    /// A property type as the SDK's Objective-C layer names it in messages
    /// (`RLMTypeToString`): links print their class name.
    public static func typeName(_ type: PropertyType) -> String {
        switch type {
        case .objectId: return "object id"
        case .linkingObjects: return "linking objects"
        case .object(let name): return name
        default: return type.name
        }
    }

    /// A property type as realm-core names it in messages (`string_for_property_type`).
    public static func coreTypeName(_ type: PropertyType) -> String {
        switch type {
        case .objectId: return "object id"
        case .decimal128: return "decimal"
        case .object, .linkingObjects: return "object"
        default: return type.name
        }
    }
}

/// How deep caller-supplied trees may nest. Evaluation recurses once per
/// level, so an unbounded depth would run off the end of the stack.
public enum Limits {
    /// Levels of AND/OR/NOT in one query.
    public static let queryDepth = 200
    /// Levels of unmanaged or dictionary-form objects nested in one value,
    /// and of embedded objects copied by `create`.
    public static let graphDepth = 200
    /// Steps in one key path (observed or queried).
    public static let keyPathLength = 200
}
