// The typed declaration of the Realm SDK API a scenario may call: for each
// member its receiver types, name, argument labels and types, result type,
// whether it throws or is async, the engine call(s) it lowers to and the
// row of api-surface.md it stands for. The interpreter's member tables take
// their label lists from here, lint checks calls against it, and the
// API list of docs/api-reference.md is generated from it.
// Related documentation: docs/writing-scenarios.md#the-swift-subset; sdk-reference api-surface.md §1–§12.

internal import Foundation

/// A receiver type of the SDK.
package enum ApiReceiver: String, CaseIterable, Sendable {
    case realm = "Realm"
    case object = "Object"
    case projection = "Projection"
    case results = "Results"
    case linkingObjects = "LinkingObjects"
    case list = "List"
    case set = "MutableSet"
    case map = "Map"
    case mixed = "AnyRealmValue"
    case token = "NotificationToken"
    /// A model class called on (`Dog.className()`).
    case objectClass = "Object.Type"
    /// `RLMRealm` called on (`RLMRealm.default()`).
    case rlmRealmClass = "RLMRealm.Type"
    /// An Objective-C `RLMArray` (`RLMArray(objectClassName:)`, `ObjectiveCSupport.convert(object: list)`).
    case rlmArray = "RLMArray"
    /// An Objective-C `RLMSet` (`RLMSet(objectClassName:)`, `ObjectiveCSupport.convert(object: set)`).
    case rlmSet = "RLMSet"
    /// An Objective-C `RLMResults` (`ObjectiveCSupport.convert(object: results)`).
    case rlmResults = "RLMResults"
    /// An Objective-C `RLMDictionary` (`ObjectiveCSupport.convert(object: map)`).
    case rlmDictionary = "RLMDictionary"
    /// A value typed as the `RLMCollection` protocol (`let c: RLMCollection = ObjectiveCSupport.convert(object: list)`).
    case rlmCollection = "RLMCollection"
    /// `RLMArray` called on (`RLMArray(objectClassName:)`).
    case rlmArrayClass = "RLMArray.Type"
    /// `RLMSet` called on (`RLMSet(objectClassName:)`).
    case rlmSetClass = "RLMSet.Type"
    /// An Objective-C `RLMRealm` (`RLMRealm.default()`, `ObjectiveCSupport.convert(object: realm)`).
    case rlmRealm = "RLMRealm"
    /// An object of an `RLMObject` (or `RLMEmbeddedObject`) subclass.
    case rlmObject = "RLMObject"
    /// An `RLMObject` (or `RLMEmbeddedObject`) subclass called on (`Dog.allObjects()`).
    case rlmObjectClass = "RLMObject.Type"
    /// A `SortDescriptor` (`SortDescriptor(keyPath: "age")`), beside the documented types.
    case sortDescriptor = "SortDescriptor"
    /// An `RLMSortDescriptor` (`RLMSortDescriptor(keyPath: "age", ascending: true)`), beside the documented types.
    case rlmSortDescriptor = "RLMSortDescriptor"
    /// `ObjectiveCSupport` called on (`ObjectiveCSupport.convert(object: list)`), beside the documented types.
    case objectiveCSupportClass = "ObjectiveCSupport.Type"
    /// An `RLMObjectId` (`RLMObjectId(string: "…")`), the Objective-C ObjectId, beside the documented types.
    case rlmObjectId = "RLMObjectId"
    /// `RLMObjectId` called on (`RLMObjectId.objectId()`), beside the documented types.
    case rlmObjectIdClass = "RLMObjectId.Type"
    /// An `RLMDecimal128` (`RLMDecimal128(string: "1.5")`), the Objective-C Decimal128, beside the documented types.
    case rlmDecimal128 = "RLMDecimal128"
    /// The value of `@Projected(\Root.list.projectTo.prop)` (`ProjectedCollection<String>`), which
    /// api-surface.md §11 names beside Projection's rows without rows of its own.
    case projectedCollection = "ProjectedCollection"
    /// The type-erased collection `AnyRealmCollection(list)`, which api-surface.md §4 names among
    /// the conforming types without rows of its own (its description and `==` only).
    case anyRealmCollection = "AnyRealmCollection"

    /// The receivers of the shared collection surface (api-surface.md §4).
    static let realmCollections: [ApiReceiver] = [.results, .linkingObjects, .list, .set]
    /// Every collection receiver, maps included.
    package static let collections: [ApiReceiver] = realmCollections + [.map]
    /// The SDK types beside the documented ones, which api-surface.md gives no rows.
    package static let besideDocumented: [ApiReceiver] = [.sortDescriptor, .rlmSortDescriptor, .objectiveCSupportClass, .rlmObjectId,
                                                           .rlmObjectIdClass, .rlmDecimal128, .projectedCollection, .anyRealmCollection]
}

/// The type of an argument or a result, as far as lint and the README need it.
package indirect enum ApiType: Equatable, Sendable, CustomStringConvertible {
    case void, bool, int, double, string, date, any
    /// The collection's `Element` (a map's `Value`).
    case element
    /// A sequence of `Element`.
    case elements
    /// An object of a model class.
    case object
    /// A model class, `Dog.self`.
    case objectType
    case realm, token, mixed
    /// An `RLMRealm`.
    case rlmRealm
    /// An object of an `RLMObject` or `RLMEmbeddedObject` subclass.
    case rlmObject
    case collection(ApiReceiver)
    /// A property name or key path, as a string or a Swift key path.
    case keyPath
    case keyPaths
    case sortDescriptors
    /// A predicate: a format string, an `NSPredicate` or a query closure.
    case predicate
    /// An `NSPredicate(format:…)`.
    case nsPredicate
    /// A Swift key path, `\Dog.age`.
    case swiftKeyPath
    /// Any Realm collection (`RealmCollection`).
    case anyCollection
    /// The `%@` arguments of a format string.
    case formatArguments
    case indexSet
    case range
    /// A closure; the text is its Swift type.
    case closure(String)
    case updatePolicy
    case optional(ApiType)
    case array(ApiType)
    /// A key-value sequence, `[String: Value]` or another map.
    case keyValues

    package var description: String {
        switch self {
        case .void: return "Void"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .date: return "Date"
        case .any: return "Any"
        case .element: return "Element"
        case .elements: return "some Sequence<Element>"
        case .object: return "Object"
        case .objectType: return "T.Type"
        case .realm: return "Realm"
        case .rlmRealm: return "RLMRealm"
        case .rlmObject: return "RLMObject"
        case .token: return "NotificationToken"
        case .mixed: return "AnyRealmValue"
        case .collection(let r): return r == .map ? "Map<String, Element>" : "\(r.rawValue)<Element>"
        case .keyPath: return "KeyPath"
        case .keyPaths: return "[KeyPath]"
        case .sortDescriptors: return "[SortDescriptor]"
        case .predicate: return "Predicate"
        case .nsPredicate: return "NSPredicate"
        case .swiftKeyPath: return "KeyPath<Element, T>"
        case .anyCollection: return "RealmCollection"
        case .formatArguments: return "Any..."
        case .indexSet: return "IndexSet"
        case .range: return "Range<Int>"
        case .closure(let t): return t
        case .updatePolicy: return "UpdatePolicy"
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .keyValues: return "[String: Element]"
        }
    }

    /// Whether a scalar literal (or nil) of this kind can stand where this type is expected.
    package func accepts(_ literal: LiteralKind) -> Bool {
        switch self {
        case .any, .element, .formatArguments, .mixed: return true
        case .optional(let t): return literal == .nilLiteral || t.accepts(literal)
        case .int: return literal == .int
        case .bool: return literal == .bool
        case .string: return literal == .string
        case .double: return literal == .int || literal == .float
        case .keyPath, .predicate: return literal == .string
        // Arrays, closures, objects, types and the like are never a scalar literal.
        default: return false
        }
    }
}

/// The kind of a literal argument, for lint's type checks.
package enum LiteralKind: Equatable, Sendable {
    case int, float, bool, string, nilLiteral
}

/// One argument of a declared method.
package struct ApiParam: Equatable, Sendable {
    /// nil for an unlabelled argument.
    package let label: String?
    package let type: ApiType
    /// The argument may be left out (it has a default value).
    var hasDefault = false
    /// Any number of further arguments (`_ args: Any...`).
    var variadic = false

    static func u(_ type: ApiType) -> ApiParam { ApiParam(label: nil, type: type) }
    static func l(_ label: String, _ type: ApiType) -> ApiParam { ApiParam(label: label, type: type) }
    /// A labelled argument with a default value.
    static func d(_ label: String, _ type: ApiType) -> ApiParam { ApiParam(label: label, type: type, hasDefault: true) }
    /// An unlabelled argument with a default value.
    static func du(_ type: ApiType) -> ApiParam { ApiParam(label: nil, type: type, hasDefault: true) }
    static let formatArguments = ApiParam(label: nil, type: .formatArguments, variadic: true)
    /// A trailing closure.
    static func block(_ type: String) -> ApiParam { ApiParam(label: nil, type: .closure(type)) }
}

/// One declared member of an SDK type.
package struct ApiMember: Sendable {
    package let receivers: [ApiReceiver]
    package let name: String
    /// nil for a property.
    package let params: [ApiParam]?
    package let result: ApiType
    package let isThrowing: Bool
    package let isAsync: Bool
    /// The engine call(s) it lowers to ("listInsert"; "none" for what the interpreter answers itself).
    let lowersTo: String
    /// Its rows in api-surface.md, at most one per section (`.list("L8")`).
    let rows: [ApiRow]
    /// Where it comes from when api-surface.md does not count it.
    package let origin: ApiOrigin
    /// How a scenario spells it: a member after a dot, or an initialiser, subscript, operator, case.
    package var form: ApiForm = .member

    package var isProperty: Bool { params == nil }

    /// Every list of labels a call may give ("_" for none, "*" for any further):
    /// each defaulted argument may be left out.
    package var labelLists: [[String]] {
        guard let params else { return [] }
        var lists: [[String]] = [[]]
        for p in params {
            let label = p.variadic ? "*" : p.label ?? "_"
            lists = lists.flatMap { l in p.hasDefault ? [l, l + [label]] : [l + [label]] }
        }
        return lists
    }

    /// The declaration in Swift's words, for the README and messages.
    var signature: String {
        let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        if form != .member { return formSignature(effects) }
        guard let params else { return "var \(name): \(result)\(effects.isEmpty ? "" : " { get\(effects) }")" }
        let list = params.map { p -> String in
            let type = "\(p.type)" + (p.hasDefault ? " = …" : "")
            return p.variadic ? "_: \(type)" : "\(p.label ?? "_"): \(type)"
        }.joined(separator: ", ")
        return "func \(name)(\(list))\(effects)" + (result == .void ? "" : " -> \(result)")
    }

    /// The parameters a call with these labels binds, in order; nil when none match.
    package func bind(_ labels: [String]) -> [ApiParam]? {
        guard let params else { return nil }
        var out: [ApiParam] = []
        var i = 0
        for p in params {
            if p.variadic {
                while i < labels.count { out.append(p); i += 1 }
                continue
            }
            let label = p.label ?? "_"
            if i < labels.count, labels[i] == label { out.append(p); i += 1; continue }
            if !p.hasDefault { return nil }
        }
        return i == labels.count ? out : nil
    }

    static func property(_ receivers: [ApiReceiver], _ name: String, _ result: ApiType,
                         lowers: String, rows: [ApiRow] = [], origin: ApiOrigin = .sdk) -> ApiMember {
        ApiMember(receivers: receivers, name: name, params: nil, result: result, isThrowing: false, isAsync: false,
                  lowersTo: lowers, rows: rows, origin: origin)
    }

    static func method(_ receivers: [ApiReceiver], _ name: String, _ params: [ApiParam], _ result: ApiType = .void,
                       throws isThrowing: Bool = false, async isAsync: Bool = false,
                       lowers: String, rows: [ApiRow] = [], origin: ApiOrigin = .sdk) -> ApiMember {
        ApiMember(receivers: receivers, name: name, params: params, result: result, isThrowing: isThrowing, isAsync: isAsync,
                  lowersTo: lowers, rows: rows, origin: origin)
    }

    /// Its rows as the README shows them ("§5 L8", "stdlib").
    var rowText: String {
        switch origin {
        case .sdk: return rows.map(\.description).joined(separator: "; ")
        case .stdlib: return "stdlib"
        case .harness: return "harness"
        case .objectiveCSpelling: return "Objective-C spelling (no row on a Swift type)"
        case .foundation: return "NSObject (the == row counts)"
        case .besideDocumented: return "beside the documented types (no row)"
        }
    }
}

/// The whole declaration, and the questions the rest of the package asks it.
package enum ApiDeclarations {
    package static let all: [ApiMember] = realm + object + collections + list + set + map + mixed + more + objcObjects
        + objcRealmAndObjects + objcCollections + mixedProjection + swiftCollections + spelt + besideDocumented + projectedCollection
        + anyRealmCollection

    /// Declarations per receiver, in declaration order.
    package static let byReceiver: [ApiReceiver: [ApiMember]] = {
        var out: [ApiReceiver: [ApiMember]] = [:]
        for m in all { for r in m.receivers { out[r, default: []].append(m) } }
        return out
    }()

    /// The declarations a receiver has under a name (with any added for the current task).
    package static func members(_ receiver: ApiReceiver, named name: String) -> [ApiMember] {
        let declared = (index[receiver]?[name]) ?? []
        let added = ApiDeclarations.added
        if added.isEmpty { return declared }
        return declared + added.filter { $0.form == .member && $0.name == name && $0.receivers.contains(receiver) }
    }

    /// Declarations added to the table for the current task only: a test adds a
    /// fake overload to show that a call resolving to its sibling does not credit it.
    @TaskLocal package static var added: [ApiMember] = []

    private static let index: [ApiReceiver: [String: [ApiMember]]] = {
        var out: [ApiReceiver: [String: [ApiMember]]] = [:]
        for (r, ms) in byReceiver { for m in ms where m.form == .member { out[r, default: [:]][m.name, default: []].append(m) } }
        return out
    }()

    /// The table key of a declaration: a method whose name is also a
    /// property of the same receiver is keyed with "()" after its name.
    package static func key(of m: ApiMember, on receiver: ApiReceiver) -> String {
        guard !m.isProperty, members(receiver, named: m.name).contains(where: \.isProperty) else { return m.name }
        return m.name + "()"
    }

    /// The declared names nearest to a misspelt one, for "did you mean".
    package static func nearest(_ name: String, among candidates: some Sequence<String>) -> String? {
        var best: (String, Int)?
        for c in Set(candidates) {
            let d = NearestName.distance(name.lowercased(), c.lowercased())
            if d <= max(1, min(3, name.count / 3)), best.map({ d < $0.1 || d == $0.1 && c < $0.0 }) ?? true { best = (c, d) }
        }
        return best?.0
    }
}
