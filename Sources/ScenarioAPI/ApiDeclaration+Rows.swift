// The row of api-surface.md a declared member stands for, as a typed
// reference: the section (one SDK type, or §4, the surface the Swift
// collections share) and the row id there. A declaration names at most one
// row per section; a call credits the one row of the section of its
// receiver's type (its own section first, then §4 for List, Results,
// MutableSet and LinkingObjects). An Objective-C section (§12.x) is only
// ever the receiver's section when the receiver is that Objective-C type.
// A unit test checks every row against the generated surface
// (SpecReports' ApiSurface+Rows.swift).
// Related documentation: sdk-reference api-surface.md §1–§12.

/// A section of api-surface.md: one SDK type, or the shared collection surface.
public enum ApiSection: String, CaseIterable, Sendable, Codable, Hashable {
    case realm = "Realm"
    case object = "Object"
    case embeddedObject = "EmbeddedObject"
    /// §4, the rows (RC1–RC49) List, Results, MutableSet and LinkingObjects share.
    case shared = "RealmCollection"
    case list = "List"
    case results = "Results"
    case mutableSet = "MutableSet"
    case linkingObjects = "LinkingObjects"
    case map = "Map"
    case mixed = "AnyRealmValue"
    case projection = "Projection"
    case rlmRealm = "RLMRealm"
    case rlmObject = "RLMObject"
    case rlmEmbeddedObject = "RLMEmbeddedObject"
    case rlmCollection = "RLMCollection"
    case rlmArray = "RLMArray"
    case rlmResults = "RLMResults"
    case rlmSet = "RLMSet"
    case rlmDictionary = "RLMDictionary"

    /// The section number in api-surface.md ("5", "12.5").
    public var number: String {
        switch self {
        case .realm: "1"
        case .object: "2"
        case .embeddedObject: "3"
        case .shared: "4"
        case .list: "5"
        case .results: "6"
        case .mutableSet: "7"
        case .linkingObjects: "8"
        case .map: "9"
        case .mixed: "10"
        case .projection: "11"
        case .rlmRealm: "12.1"
        case .rlmObject: "12.2"
        case .rlmEmbeddedObject: "12.3"
        case .rlmCollection: "12.4"
        case .rlmArray: "12.5"
        case .rlmResults: "12.6"
        case .rlmSet: "12.7"
        case .rlmDictionary: "12.8"
        }
    }

    /// The Swift collection types that take the shared rows of §4.
    static let takesShared: Set<ApiSection> = [.list, .results, .mutableSet, .linkingObjects]

    /// Whether this is an Objective-C type's section (§12.x).
    public var isObjectiveC: Bool { number.hasPrefix("12.") }
}

/// One row of api-surface.md: `ApiRow.list("L6")` is row L6 of §5.
public struct ApiRow: Hashable, Sendable, Codable, CustomStringConvertible {
    public let section: ApiSection
    public let id: String

    public init(_ section: ApiSection, _ id: String) { self.section = section; self.id = id }

    public var description: String { "§\(section.number) \(id)" }

    static func realm(_ id: String) -> ApiRow { ApiRow(.realm, id) }
    static func object(_ id: String) -> ApiRow { ApiRow(.object, id) }
    static func embeddedObject(_ id: String) -> ApiRow { ApiRow(.embeddedObject, id) }
    package static func shared(_ id: String) -> ApiRow { ApiRow(.shared, id) }
    static func list(_ id: String) -> ApiRow { ApiRow(.list, id) }
    static func results(_ id: String) -> ApiRow { ApiRow(.results, id) }
    static func mutableSet(_ id: String) -> ApiRow { ApiRow(.mutableSet, id) }
    static func linkingObjects(_ id: String) -> ApiRow { ApiRow(.linkingObjects, id) }
    static func map(_ id: String) -> ApiRow { ApiRow(.map, id) }
    static func mixed(_ id: String) -> ApiRow { ApiRow(.mixed, id) }
    static func projection(_ id: String) -> ApiRow { ApiRow(.projection, id) }
    static func rlmRealm(_ id: String) -> ApiRow { ApiRow(.rlmRealm, id) }
    static func rlmObject(_ id: String) -> ApiRow { ApiRow(.rlmObject, id) }
    static func rlmEmbeddedObject(_ id: String) -> ApiRow { ApiRow(.rlmEmbeddedObject, id) }
    static func rlmArray(_ id: String) -> ApiRow { ApiRow(.rlmArray, id) }
    static func rlmSet(_ id: String) -> ApiRow { ApiRow(.rlmSet, id) }
    static func rlmCollection(_ id: String) -> ApiRow { ApiRow(.rlmCollection, id) }
    static func rlmResults(_ id: String) -> ApiRow { ApiRow(.rlmResults, id) }
    static func rlmDictionary(_ id: String) -> ApiRow { ApiRow(.rlmDictionary, id) }
}

/// Where a declared member comes from when api-surface.md does not count it.
package enum ApiOrigin: String, Sendable, Equatable {
    /// A member of the SDK: its rows are in api-surface.md.
    case sdk
    /// The Swift standard library's (`first(where:)`, `map`): described, not counted.
    case stdlib
    /// A call the harness adds (`realm.reopen()`).
    case harness
    /// An Objective-C selector in Swift's spelling called on a Swift type
    /// (`list.firstObject()`): its row is the Objective-C type's, earned
    /// only by a call on that type, so this spelling credits no row.
    case objectiveCSpelling
    /// NSObject's member as a Realm type overrides it where api-surface.md
    /// gives it no row of its own: a collection's `isEqual(_:)`, which the
    /// `==` row describes. Described, not counted: only `==` earns that row.
    case foundation
    /// A member of an SDK type beside the documented ones (`SortDescriptor`,
    /// `RLMSortDescriptor`, `ObjectiveCSupport`), which api-surface.md gives
    /// no rows: declared so that it exists in one place, described, not counted.
    case besideDocumented
}

extension ApiReceiver {
    /// The sections a call on this receiver can credit, its own first;
    /// an object of an embedded class credits EmbeddedObject's instead.
    package func sections(embedded: Bool) -> [ApiSection] {
        switch self {
        case .realm: [.realm]
        case .object, .objectClass: [embedded ? .embeddedObject : .object]
        case .projection: [.projection]
        case .results: [.results, .shared]
        case .linkingObjects: [.linkingObjects, .shared]
        case .list: [.list, .shared]
        case .set: [.mutableSet, .shared]
        case .map: [.map]
        case .mixed: [.mixed]
        case .token: []
        case .rlmRealmClass, .rlmRealm: [.rlmRealm]
        case .rlmObject, .rlmObjectClass: [embedded ? .rlmEmbeddedObject : .rlmObject]
        case .rlmArrayClass: [.rlmArray]
        case .rlmSetClass: [.rlmSet]
        // A conforming class's call credits its own row; RLMCollection's row
        // only where the class's header does not redeclare the requirement
        // (valueForKey:, valueForKeyPath:, setValue:forKey:), as §4 does for
        // the Swift collections. Every other RLMCollection row is earned only
        // through a value typed as the protocol.
        case .rlmArray: [.rlmArray, .rlmCollection]
        case .rlmSet: [.rlmSet, .rlmCollection]
        case .rlmResults: [.rlmResults, .rlmCollection]
        case .rlmDictionary: [.rlmDictionary, .rlmCollection]
        case .rlmCollection: [.rlmCollection]
        case .sortDescriptor, .rlmSortDescriptor, .objectiveCSupportClass, .rlmObjectId, .rlmObjectIdClass, .rlmDecimal128,
             .projectedCollection, .anyRealmCollection: []
        }
    }

    /// The type name a member id starts with ("List", "EmbeddedObject", "RLMRealm").
    package func typeName(embedded: Bool) -> String {
        switch self {
        case .object, .objectClass: embedded ? "EmbeddedObject" : "Object"
        case .rlmRealmClass, .rlmRealm: "RLMRealm"
        case .rlmObject, .rlmObjectClass: embedded ? "RLMEmbeddedObject" : "RLMObject"
        case .rlmArrayClass: "RLMArray"
        case .rlmSetClass: "RLMSet"
        case .objectiveCSupportClass: "ObjectiveCSupport"
        case .rlmObjectIdClass: "RLMObjectId"
        default: rawValue
        }
    }
}

extension ApiMember {
    /// The one row a call on `receiver` credits: the row of the receiver's
    /// own section, else (for a Swift collection) its §4 row; nil when the
    /// declaration has none there.
    package func row(on receiver: ApiReceiver, embedded: Bool = false) -> ApiRow? {
        for section in receiver.sections(embedded: embedded) {
            if let row = rows.first(where: { $0.section == section }) { return row }
        }
        return nil
    }

    /// The member's id in Swift's spelling on a receiver: `List.append(_:)`,
    /// `List.count`, `Realm.object(ofType:forPrimaryKey:)`; where another
    /// declaration of the receiver has the same name and labels, the
    /// argument types too: `Realm.delete(_: Results)`.
    package func id(on receiver: ApiReceiver, embedded: Bool = false) -> String {
        let type = receiver.typeName(embedded: embedded)
        guard let params else { return "\(type).\(name)" }
        let labels = params.map { ($0.variadic ? "_" : $0.label ?? "_") }
        let twins = ApiDeclarations.members(receiver, named: name).filter {
            $0.params.map { $0.map { p in p.variadic ? "_" : p.label ?? "_" } } == labels
        }
        if twins.count > 1 {
            let typed = params.map { "\($0.variadic ? "_" : $0.label ?? "_"): \($0.type.idName)" }
            return "\(type).\(name)(\(typed.joined(separator: ", ")))"
        }
        return "\(type).\(name)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// The id on the first receiver, for a declaration of one receiver.
    var id: String { id(on: receivers[0]) }
}

extension ApiType {
    /// The short name of a type in a member id (`Results`, `NSPredicate`, `Sequence`).
    var idName: String {
        switch self {
        case .collection(let r): return r.rawValue
        case .elements: return "Sequence"
        case .object: return "Object"
        case .closure: return "Closure"
        case .optional(let t): return t.idName + "?"
        case .array(let t): return "[\(t.idName)]"
        default: return description
        }
    }
}
