// The ids of the SDK members, in Swift's spelling: the receiver type, a dot,
// the name and the labels of the declared parameters (`_` for an unlabelled
// one), no parentheses for a property: `MutableSet.remove(_:)`,
// `Realm.object(ofType:forPrimaryKey:)`, `List.count`. A claim of pages.yaml
// names the members its statement is about by these ids, and each recorded
// use of a scenario carries one (`ApiUse.id`).
// Related documentation: docs/writing-scenarios.md#pagesyaml; sdk-reference api-surface.md.

extension ApiMember {
    /// This declaration's id on one of its receivers: `List.insert(_:at:)`, `List.count`.
    func id(on receiver: ApiReceiver) -> String {
        ApiMemberIds.id(receiver.rawValue, name, labels: params?.map { $0.label ?? "_" })
    }
}

/// Every member id a claim may name and a scenario may use.
///
/// The ids of the typed declarations, and those of the members lint records
/// without a declaration: initialisers (`Object.init(value:)`, `Realm.init()`),
/// subscripts (`List.subscript(_:)`, `List.subscript(bounds:)`), `==`
/// (`List.==`), iteration (`List.makeIterator()`), coding
/// (`List.encode(to:)`, `List.init(from:)`) and the cases of AnyRealmValue
/// (`AnyRealmValue.int(_:)`, `AnyRealmValue.none`). A member of an embedded
/// object has the `Object` id, as the declaration has it.
public enum ApiMemberIds {
    /// The id of a member: `id("List", "insert", labels: ["_", "at"])` is
    /// `List.insert(_:at:)`; a property (`labels: nil`) has no parentheses, `List.count`.
    public static func id(_ receiver: String, _ name: String, labels: [String]?) -> String {
        guard let labels else { return "\(receiver).\(name)" }
        return "\(receiver).\(name)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// The ids of the typed declarations, sorted, each once.
    public static let declared: [String] = {
        var ids: Set<String> = []
        for member in ApiDeclarations.all { for r in member.receivers { ids.insert(member.id(on: r)) } }
        return ids.sorted()
    }()

    /// The ids of members lint records without a declaration of their own, sorted.
    public static let undeclared: [String] = {
        let collections = ApiReceiver.realmCollections.map(\.rawValue)
        let maps = collections + ["Map"]
        let unmanaged = ["List", "MutableSet", "Map"]
        var ids: [String] = ["Realm.init()", "AnyRealmValue.init()", "Projection.init(projecting:)", "Object.init()",
                             "Object.init(value:)", "LinkingObjects.init(fromType:property:)", "Object.subscript(_:)"]
        ids += maps.map { "\($0).subscript(_:)" } + collections.map { "\($0).subscript(bounds:)" }
        ids += ["Realm", "Object", "Projection", "AnyRealmValue"].map { "\($0).==" } + maps.map { "\($0).==" }
        ids += maps.map { "\($0).makeIterator()" } + maps.map { "\($0).encode(to:)" }
        ids += collections.map { "\($0).observe(keyPaths:_:)" }
        ids += unmanaged.flatMap { ["\($0).init()", "\($0).init(collection:)", "\($0).init(from:)"] }
        ids += ["List.init(objectClassName:)", "MutableSet.init(objectClassName:)", "Projection.PersistedType"]
        ids += ApiDeclarations.mixedCaseRows.keys.map(mixedCaseId)
        return Set(ids).sorted()
    }()

    /// Every id: the declared and the undeclared ones.
    public static let all: Set<String> = Set(declared).union(undeclared)

    /// The id of an AnyRealmValue case or factory: `AnyRealmValue.none`, `AnyRealmValue.int(_:)`.
    static func mixedCaseId(_ name: String) -> String {
        name == "none" ? "AnyRealmValue.none" : "AnyRealmValue.\(name)(_:)"
    }

    /// The known id nearest to a misspelt one, for "did you mean": one of the
    /// same receiver and name when there is one (the labels were wrong), else
    /// the nearest by spelling.
    public static func nearest(_ id: String) -> String? {
        let stem = id.split(separator: "(", maxSplits: 1).first.map(String.init) ?? id
        let sameName = all.filter { ($0.split(separator: "(", maxSplits: 1).first.map(String.init) ?? $0) == stem }.sorted()
        if let first = sameName.first { return first }
        return ApiDeclarations.nearest(id, among: all)
    }
}
