// Coverage of the SDK's API and messages: per type of api-surface.md the
// members in scope and those the corpus's scenarios call, and per group of
// exceptions.md rows the messages in scope and those a scenario asserts
// with `assertThrows(…, reason: "…")`. A scenario's calls come from lint,
// which resolves each call to one declared overload on a receiver of a
// known type and records the one api-surface.md row that call credits
// (`ApiUse`): never a range, and an Objective-C type's row only for a
// call on that type.
// Related SDK sections: sdk-api, sdk-messages (api-surface.md, exceptions.md).

public import ScenarioAPI
public import SpecRunModel

/// API and message coverage of a corpus.
public struct ApiCoverage: Hashable, Sendable, Codable {
    public struct TypeCoverage: Hashable, Sendable, Codable {
        public var type: String
        /// In-scope members some scenario calls.
        public var members: Tally
        /// In-scope members some scenario checks (its result or change reaches an assertion).
        public var checked: Tally
        /// In-scope members no scenario calls: id and declaration.
        public var unexercised: [Member]
        /// In-scope members scenarios call but none checks.
        public var calledOnly: [Member]
        /// Members the project leaves out, with the reason.
        public var outOfScope: [Member]
    }

    public struct Member: Hashable, Sendable, Codable {
        public var id: String
        public var signature: String
        /// Why it is out of scope, for a member left out.
        public var reason: String?
    }

    public struct MessageGroup: Hashable, Sendable, Codable {
        /// The row ids' letters ("TX").
        public var group: String
        public var title: String
        public var messages: Tally
        /// In-scope rows no scenario asserts.
        public var unchecked: [String]
    }

    public var types: [TypeCoverage]
    /// Called, over every type.
    public var members: Tally
    /// Checked, over every type.
    public var checked: Tally
    public var messageGroups: [MessageGroup]
    public var messages: Tally
    /// Credited rows that name no member of api-surface.md ("List L99").
    public var unresolvedRefs: [String]

    /// Computes the coverage.
    /// - Parameters:
    ///   - surface: the types of api-surface.md (`ApiSurface.types`).
    ///   - usages: what each scenario uses: the declared members it calls and
    ///     checks, and the reasons it asserts with the members each
    ///     `assertThrows` expression calls.
    ///   - messages: the message catalogue.
    ///   - outOfScope: members the project leaves out, per type and id, with the reason.
    ///   - reasons: the asserted reasons, with the rows each was seen to raise
    ///     (`ScenarioSummary.assertedReasons`); by default the usages' own, seen to raise nothing.
    public static func compute(surface: [ApiSurfaceType], usages: some Sequence<ScenarioApiUsage>,
                               messages: [SDKMessageRow],
                               outOfScope: [String: [String: String]], reasons given: [AssertedReason]? = nil) -> ApiCoverage {
        var exercised: [String: Set<String>] = [:]
        var checkedRows: [String: Set<String>] = [:]
        var unresolved = Set<String>()
        var uses: [(use: ApiUse, checked: Bool)] = []
        var reasons: [AssertedReason] = []
        for usage in usages {
            let checked = Set(usage.checked)
            uses += usage.members.map { ($0, checked.contains($0)) }
            reasons += AssertedReason.all(of: usage)
        }
        if let given { reasons = given }
        for (use, checked) in uses {
            guard let typeName = use.creditedType, let row = use.row?.id else { continue }
            guard let type = surface.first(where: { $0.name == typeName }) else { unresolved.insert("\(typeName) \(row)"); continue }
            let resolved = type.aliases[row] ?? row
            guard type.members.contains(where: { $0.id == resolved }) else { unresolved.insert("\(typeName) \(row)"); continue }
            exercised[typeName, default: []].insert(resolved)
            if checked { checkedRows[typeName, default: []].insert(resolved) }
        }
        var types: [TypeCoverage] = []
        for t in surface {
            let left = outOfScope[t.name] ?? [:]
            let inScope = t.members.filter { left[$0.id] == nil }
            let done = exercised[t.name] ?? []
            let checked = checkedRows[t.name] ?? []
            types.append(TypeCoverage(
                type: t.name,
                members: Tally(covered: inScope.filter { done.contains($0.id) }.count, total: inScope.count),
                checked: Tally(covered: inScope.filter { checked.contains($0.id) }.count, total: inScope.count),
                unexercised: inScope.filter { !done.contains($0.id) }.map { Member(id: $0.id, signature: $0.signature) },
                calledOnly: inScope.filter { done.contains($0.id) && !checked.contains($0.id) }.map { Member(id: $0.id, signature: $0.signature) },
                outOfScope: t.members.compactMap { m in left[m.id].map { Member(id: m.id, signature: m.signature, reason: $0) } }))
        }
        let checkedIds = SDKMessageRow.checkedIds(messages, by: reasons)
        var groups: [MessageGroup] = []
        for row in messages where row.inScope {
            let checked = checkedIds.contains(row.id)
            if groups.last?.group != row.group {
                groups.append(MessageGroup(group: row.group, title: messageGroupTitles[row.group] ?? row.group, messages: Tally(), unchecked: []))
            }
            groups[groups.count - 1].messages = groups[groups.count - 1].messages + Tally(covered: checked ? 1 : 0, total: 1)
            if !checked { groups[groups.count - 1].unchecked.append(row.id) }
        }
        return ApiCoverage(types: types, members: types.map(\.members).reduce(Tally(), +), checked: types.map(\.checked).reduce(Tally(), +),
                           messageGroups: groups, messages: groups.map(\.messages).reduce(Tally(), +),
                           unresolvedRefs: unresolved.sorted())
    }

    /// The exceptions.md sections the row ids' letters stand for.
    static let messageGroupTitles: [String: String] = [
        "TX": "write transactions", "INV": "invalidated objects and collections", "WR": "wrong realm", "THR": "threads",
        "FZ": "frozen realms and objects", "UM": "unmanaged objects and collections", "PK": "primary keys",
        "MV": "missing values", "TY": "wrong value types", "IX": "indexes", "EM": "embedded objects",
        "UP": "unknown properties and types", "RO": "read-only properties and realms", "AG": "aggregates",
        "NT": "notifications", "MK": "map keys and values", "SET": "MutableSet", "DL": "delete and add of non-objects",
        "Q": "queries", "MS": "miscellaneous",
    ]
}
