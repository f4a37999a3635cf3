// What a scenario uses of the SDK: the declared members it calls, with the
// api-surface.md row each call credits, and the reasons it asserts. Lint
// records them (ApiUsage.swift); the coverage report counts them.
// Related SDK sections: sdk-api, sdk-messages.

/// One declared member called on a receiver of a known type.
public struct ApiUse: Hashable, Sendable, Codable {
    /// The receiver type ("List", "EmbeddedObject").
    public var receiver: String
    public var name: String
    /// The member's id in Swift's spelling (`Realm.delete(_: Results)`, `List.count`).
    public var id: String
    /// The api-surface.md row the call credits; nil for a member api-surface.md
    /// does not count on this receiver (the standard library's, an Objective-C
    /// spelling called on a Swift type).
    public var row: ApiRow?

    package init(receiver: String, name: String, id: String, row: ApiRow?) {
        self.receiver = receiver; self.name = name; self.id = id; self.row = row
    }

    /// The api-surface.md type whose row the call credits: the row's section,
    /// or the receiver's own type for a row of the shared collection surface (§4).
    public var creditedType: String? {
        row.map { $0.section == .shared ? receiver : $0.section.rawValue }
    }

    /// A total order, so that a scenario's uses come out the same on every load.
    package static func precedes(_ a: ApiUse, _ b: ApiUse) -> Bool {
        (a.receiver, a.id, a.name, a.row?.description ?? "") < (b.receiver, b.id, b.name, b.row?.description ?? "")
    }
}

/// What one scenario uses of the SDK.
public struct ScenarioApiUsage: Hashable, Sendable, Codable {
    public var members: [ApiUse] = []
    /// The reason texts of its `assertThrows(…, reason:)` calls, in order.
    public var reasons: [String] = []
    /// The members whose result or change reaches an assertion (ApiUsage+Checked.swift).
    public var checked: [ApiUse] = []
    /// The checked members whose value or change reaches an assertion outside
    /// any `assertThrows` expression: checked through their result.
    public var results: [ApiUse] = []
    /// The members called inside the expression of an `assertThrows`:
    /// checked as refused.
    public var refusals: [ApiUse] = []
    /// Per reason (same order as `reasons`), the ids of the members called
    /// in the expression of the `assertThrows` that asserts it: what the
    /// reason is raised from.
    public var reasonMembers: [[String]] = []
    /// Per reason (same order as `reasons`), the error kind the same
    /// `assertThrows` asserts (`frozen` in `assertThrows(x, .frozen, reason: …)`), or nil.
    public var reasonKinds: [String?] = []
    /// Per reason (same order as `reasons`), the line of the `assertThrows` that asserts it.
    public var reasonLines: [Int] = []

    package init(members: [ApiUse] = [], reasons: [String] = [], checked: [ApiUse] = [],
                 results: [ApiUse] = [], refusals: [ApiUse] = [], reasonMembers: [[String]] = [],
                 reasonKinds: [String?] = [], reasonLines: [Int] = []) {
        self.members = members; self.reasons = reasons; self.checked = checked
        self.results = results; self.refusals = refusals; self.reasonMembers = reasonMembers
        self.reasonKinds = reasonKinds; self.reasonLines = reasonLines
    }

    /// The ids of the members that earn credit for a claim about a result
    /// naming them: a claim counts a scenario only when this holds one of
    /// the claim's members. A member earns it by being checked through its
    /// result: its value or its change reaches an assertion of the scenario,
    /// outside any `assertThrows` expression. Each such member gives its own
    /// id and its family's (`ApiMemberIds.family`).
    public var creditedIds: Set<String> { Self.ids(results) }

    /// The ids of the members that earn credit for a claim about a refusal:
    /// those called inside the expression of an `assertThrows`.
    public var refusalCreditedIds: Set<String> { Self.ids(refusals) }

    private static func ids(_ uses: [ApiUse]) -> Set<String> { Set(uses.flatMap { [$0.id, ApiMemberIds.family($0.id)] }) }
}
