// What each coverage credit rests on, for a reviewer who opens the scenario
// behind it: per api-surface.md row the scenarios that call it (and whether
// each checks it), per exceptions.md row the scenarios whose asserted reason
// is its text, per claim the scenarios that name it and check one of its
// members as the claim states (its result, or its refusal).
// `realmspec coverage --credits FILE` writes it as JSON.

public import Foundation
public import SpecRunModel

/// The scenarios behind every credit of the coverage.
public struct CoverageCredits: Codable, Sendable, Equatable {
    public struct Scenario: Codable, Sendable, Equatable, Comparable {
        /// `file::name`.
        public var id: String
        /// `path:line`, where the scenario starts.
        public var location: String
        /// For a member: whether this scenario checks it (its result or change reaches an assertion).
        public var checked: Bool?

        public static func < (a: Scenario, b: Scenario) -> Bool { a.id < b.id }
    }

    /// "Type row" (`List L6`, `RLMArray #25`) → scenarios.
    public var members: [String: [Scenario]]
    /// exceptions.md row id → scenarios.
    public var messages: [String: [Scenario]]
    /// Claim id → scenarios that name it and check one of its members as the claim states.
    public var claims: [String: [Scenario]]

    /// - Parameter surface: the api-surface.md types, whose aliases name a
    ///   shared row by the type's own (MutableSet's `RC10` is its `S18`), as the coverage counts it.
    public init(summaries: [ScenarioSummary], catalog: PageCatalog?, messages catalogue: [SDKMessageRow],
                surface: [ApiSurfaceType] = ApiSurface.types) {
        let aliases = Dictionary(surface.map { ($0.name, $0.aliases) }, uniquingKeysWith: { a, _ in a })
        var members: [String: [Scenario]] = [:]
        var messages: [String: [Scenario]] = [:]
        var claims: [String: [Scenario]] = [:]
        let claimsById = catalog.map(Coverage.claimsById) ?? [:]
        for s in summaries {
            let at = "\(s.file):\(s.line)"
            var rows: [String: Bool] = [:]
            let checked = Set(s.apiUsage?.checked ?? [])
            for use in s.apiUsage?.members ?? [] {
                guard let type = use.creditedType, let given = use.row?.id else { continue }
                let row = aliases[type]?[given] ?? given
                rows["\(type) \(row)", default: false] = rows["\(type) \(row)", default: false] || checked.contains(use)
            }
            for (row, checked) in rows { members[row, default: []].append(Scenario(id: s.id, location: at, checked: checked)) }
            for id in SDKMessageRow.checkedIds(catalogue, by: s.assertedReasons) {
                messages[id, default: []].append(Scenario(id: s.id, location: at))
            }
            for claim in s.claims where claimsById[claim].map(s.backs) == true {
                claims[claim, default: []].append(Scenario(id: s.id, location: at))
            }
        }
        func sorted(_ d: [String: [Scenario]]) -> [String: [Scenario]] { d.mapValues { $0.sorted() } }
        self.members = sorted(members); self.messages = sorted(messages); self.claims = sorted(claims)
    }

    /// Pretty-printed JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
