// The ids of the SDK members, in Swift's spelling: the receiver type, a dot,
// the name and the labels of the declared parameters (`_` for an unlabelled
// one), no parentheses for a property: `MutableSet.remove(_:)`,
// `Realm.object(ofType:forPrimaryKey:)`, `List.count`. Each declaration of
// the typed table has one (`ApiMember.id(on:embedded:)`); overloads that
// share their labels add their argument types (`Realm.delete(_: Results)`).
// A claim of pages.yaml names the members its statement is about by these
// ids, or by a family's: the labels alone name every overload with them
// (`Realm.delete(_:)`), and `Object.…` names the member on embedded objects too.
// Related documentation: docs/writing-scenarios.md#pagesyaml; sdk-reference api-surface.md.

/// Every member id a claim may name and a scenario may use.
public enum ApiMemberIds {
    /// The id of a member: `id("List", "insert", labels: ["_", "at"])` is
    /// `List.insert(_:at:)`; a property (`labels: nil`) has no parentheses, `List.count`.
    public static func id(_ receiver: String, _ name: String, labels: [String]?) -> String {
        guard let labels else { return "\(receiver).\(name)" }
        return "\(receiver).\(name)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// The ids of the typed declarations on each of their receivers (an
    /// Object member also as the EmbeddedObject's), sorted, each once.
    public static let declared: [String] = {
        var ids: Set<String> = []
        for member in ApiDeclarations.all {
            for r in member.receivers {
                ids.insert(member.id(on: r))
                if r == .object || r == .objectClass { ids.insert(member.id(on: r, embedded: true)) }
                // RLMEmbeddedObject has only the RLMObject members its own section lists.
                if r == .rlmObject || r == .rlmObjectClass, member.row(on: r, embedded: true) != nil {
                    ids.insert(member.id(on: r, embedded: true))
                }
            }
        }
        return ids.sorted()
    }()

    /// The family ids that are not a declaration's own: overloads sharing
    /// their labels, by the labels alone (`Realm.delete(_:)`), sorted.
    public static let undeclared: [String] = {
        let own = Set(declared)
        return Set(declared.map(family)).subtracting(own).sorted()
    }()

    /// Every id: the declared ones and the families.
    public static let all: Set<String> = Set(declared).union(undeclared)

    /// The family a member id belongs to: its argument types dropped
    /// (`Realm.delete(_: Results)` is `Realm.delete(_:)`) and an embedded
    /// object's member under the Object id.
    public static func family(_ id: String) -> String {
        var id = id
        if id.hasPrefix("EmbeddedObject.") { id = "Object." + id.dropFirst("EmbeddedObject.".count) }
        if id.hasPrefix("RLMEmbeddedObject.") { id = "RLMObject." + id.dropFirst("RLMEmbeddedObject.".count) }
        guard let open = id.firstIndex(of: "("), id.hasSuffix(")"), id[open...].contains(" ") else { return id }
        // Split the typed arguments at the commas outside brackets (`[KeyPath<Element, T>]`).
        var labels: [String] = []
        var depth = 0
        var part = ""
        for c in id[id.index(after: open)..<id.index(before: id.endIndex)] {
            if "<[(".contains(c) { depth += 1 } else if ">])".contains(c) { depth -= 1 }
            if c == ",", depth == 0 {
                labels.append(part); part = ""
            } else {
                part.append(c)
            }
        }
        labels.append(part)
        let names = labels.map { String($0.drop { $0 == " " }.prefix { $0 != ":" }) + ":" }
        return String(id[..<open]) + "(" + names.joined() + ")"
    }

    /// The known id nearest to a misspelt one, for "did you mean": one of the
    /// same receiver and name when there is one (the labels were wrong), else
    /// the nearest by spelling.
    public static func nearest(_ id: String) -> String? {
        let stem = id.split(separator: "(", maxSplits: 1).first.map(String.init) ?? id
        // A family id (labels alone) before the typed overloads of its name.
        let sameName = all.filter { ($0.split(separator: "(", maxSplits: 1).first.map(String.init) ?? $0) == stem }
            .sorted { ($0.contains(" ") ? 1 : 0, $0) < ($1.contains(" ") ? 1 : 0, $1) }
        if let first = sameName.first { return first }
        return ApiDeclarations.nearest(id, among: all)
    }
}
