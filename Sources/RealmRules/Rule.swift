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
        // An NSDate describes itself in UTC: `2023-11-14 22:13:20 +0000`.
        if case .date(let seconds) = value { return dateText(seconds) }
        // An NSNumber describes a whole float or double without a fraction: `@1.0` prints `1`
        // (ObjectCreationTests.mm testInitValidatesNumberTypes: "Invalid value '1' of type …").
        if case .double(let d) = value, let whole = wholeNumber(d) { return whole }
        if case .float(let f) = value, let whole = wholeNumber(Double(f)) { return whole }
        return value.description
    }

    /// A whole finite number within Int64 as NSNumber prints it, or nil.
    static func wholeNumber(_ d: Double) -> String? {
        guard d.isFinite, d == d.rounded(), abs(d) < 1e15 else { return nil }
        return String(Int64(d))
    }

    /// A date as NSDate's `description` prints it, whole seconds in UTC.
    public static func dateText(_ seconds: Double) -> String {
        // Past about 30 million years either way (and for NaN) no calendar date is printed.
        guard seconds.isFinite, abs(seconds) < 1e15 else { return Value.date(seconds).description }
        let whole = Int64(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let time = whole - days * 86_400
        // Civil date from days since 1970-01-01 (proleptic Gregorian calendar).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(y)-\(two(month))-\(two(day)) \(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60)) +0000"
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
