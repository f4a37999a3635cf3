// One declared member a scenario calls, as a scenario's summary records it
// for the coverage pages (ApiCoverage.swift counts them).
// Related SDK sections: sdk-api.

/// One declared member a scenario calls on a receiver of a known type, with the row it credits.
public struct ApiUseRef: Hashable, Sendable, Codable, Comparable {
    /// The receiver type ("List", "Realm").
    public var receiver: String
    /// The member's id in Swift's spelling (`Realm.delete(_: Results)`).
    public var id: String
    /// The api-surface.md type whose row the call credits ("List"; the
    /// receiver's own type for a shared §4 row); nil when it credits none.
    public var type: String?
    /// That row's id ("L6", "RC3", "#28").
    public var row: String?
    /// Whether the scenario checks the call: its result or its change reaches
    /// an assertion. A call that is made but never checked is only *called*.
    public var checked: Bool

    public init(receiver: String, id: String, type: String?, row: String?, checked: Bool = true) {
        self.receiver = receiver; self.id = id; self.type = type; self.row = row; self.checked = checked
    }

    public static func < (a: ApiUseRef, b: ApiUseRef) -> Bool {
        (a.receiver, a.id, a.type ?? "", a.row ?? "") < (b.receiver, b.id, b.type ?? "", b.row ?? "")
    }
}
