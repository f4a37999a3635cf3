// The SDK types a scenario names, and the collections it creates or
// decodes, read from the API declarations instead of being listed again:
// `List<Int>()` and `RLMArray(objectClassName:)` make collections because
// List and RLMArray declare an initialiser, `JSONDecoder().decode(Map<String,
// Int>.self, from:)` decodes because Map declares `init(from:)`, and `Realm`
// or `RLMRealm` is a type name because a declaration is called on it by name.
// A declaration added, removed or moved to another receiver changes what
// dispatch accepts with it.
// Related documentation: sdk-reference api-surface.md §5 L1, L24; §7 S1, S20;
// §9 M5, M37; §12.1; §12.5 #43; §12.7 initWithObjectClassName:.
internal import ScenarioAPI

extension ApiReceiver {
    /// The run-time collection a value of this type is (an RLMArray is a
    /// list); nil for what is not a collection.
    var collectionKind: CollectionHandle.Kind? {
        switch self {
        case .list, .rlmArray, .rlmArrayClass: .list
        case .set, .rlmSet, .rlmSetClass: .set
        case .map, .rlmDictionary: .map
        case .results, .rlmResults: .results
        case .linkingObjects: .linkingObjects
        default: nil
        }
    }

    /// Whether a scenario spells this type by its own name (`List<Int>()`,
    /// `RLMRealm.default()`, `AnyRealmValue()`), not by a model's (`Dog()`,
    /// `PersonProjection(projecting:)`, a model's `LinkingObjects(…)`).
    var isSpeltByName: Bool {
        switch self {
        case .object, .objectClass, .projection, .linkingObjects, .results, .token, .rlmCollection: false
        default: true
        }
    }
}

extension Interpreter {
    /// Collection type name → kind, for each collection type with a declared initialiser that `accepts`.
    static func declaredCollections(in declarations: [ApiMember], initialisedBy accepts: (ApiMember) -> Bool) -> [String: CollectionHandle.Kind] {
        var out: [String: CollectionHandle.Kind] = [:]
        for m in declarations where m.form == .initialiser && accepts(m) {
            for r in m.receivers where r.isSpeltByName { if let kind = r.collectionKind { out[r.typeName(embedded: false)] = kind } }
        }
        return out
    }

    /// The SDK types named by their own name in `declarations`: those with an
    /// initialiser (`Realm`, `List`, `AnyRealmValue`) and the Objective-C
    /// classes called on (`RLMRealm`, `RLMArray`, `RLMSet`).
    static func typeNames(in declarations: [ApiMember]) -> Set<String> {
        var out: Set<String> = []
        for m in declarations {
            for r in m.receivers where r.isSpeltByName && (m.form == .initialiser || r.rawValue.hasSuffix(".Type")) {
                out.insert(r.typeName(embedded: false))
            }
        }
        return out
    }

    private static let tableCreatable = declaredCollections(in: ApiDeclarations.all) { _ in true }
    private static let tableDecodable = declaredCollections(in: ApiDeclarations.all, initialisedBy: isDecoder)
    private static let tableTypeNames = typeNames(in: ApiDeclarations.all)
    /// The SDK types beside the documented ones (`SortDescriptor`, `ObjectiveCSupport`), by name.
    package static let besideDocumentedTypeNames = Set(ApiReceiver.besideDocumented.map { $0.typeName(embedded: false) })
    private static func isDecoder(_ m: ApiMember) -> Bool { m.params?.first?.label == "from" }

    /// `List<Dog>()`, `MutableSet<String>()`, `Map<String, Int>()`, `RLMArray<Dog>(objectClassName:)`:
    /// the table's, and those of any declaration added for the current task.
    package static var creatableCollections: [String: CollectionHandle.Kind] {
        let added = ApiDeclarations.added
        return added.isEmpty ? tableCreatable : tableCreatable.merging(declaredCollections(in: added) { _ in true }) { a, _ in a }
    }

    /// The collections `JSONDecoder().decode(T.self, from:)` makes: those declaring `init(from:)`.
    static var decodableCollections: [String: CollectionHandle.Kind] {
        let added = ApiDeclarations.added
        return added.isEmpty ? tableDecodable : tableDecodable.merging(declaredCollections(in: added, initialisedBy: isDecoder)) { a, _ in a }
    }

    /// Whether `name` is a type a scenario may name: a value type of the
    /// language or an SDK type the declarations name.
    package static func isValueType(_ name: String) -> Bool {
        if valueTypes.contains(name) || tableTypeNames.contains(name) { return true }
        let added = ApiDeclarations.added
        return !added.isEmpty && typeNames(in: added).contains(name)
    }
}
