// A claim counts as covered only through a scenario that names it and uses
// one of the SDK members the claim's statement is about (its `members` in
// pages.yaml). Naming a claim without touching what it speaks of earns
// nothing: such a claim is *unbacked*, and lint and `realmspec coverage`
// report it at its line of pages.yaml.
// Related: README "pages.yaml", "Reading the reports".

public import SpecRunModel

/// A claim some scenarios name, none of which uses one of its members.
public struct UnbackedClaim: Hashable, Sendable, Codable {
    public var id: String
    public var members: [String]
    /// pages.yaml and the claim's line and column there, when known.
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// `file:line` of each scenario naming the claim.
    public var scenarios: [String]

    /// `pages.yaml:12:11: error: claim 'x' …`, the compiler's format.
    public var diagnostic: String {
        let place = "\(file ?? "pages.yaml"):\(line ?? 1):\(column ?? 1)"
        return "\(place): error: claim '\(id)': none of its scenarios uses one of its members ("
            + members.joined(separator: ", ") + "); named by " + scenarios.joined(separator: ", ")
    }
}

/// A scenario naming a claim without using any of the claim's members: it
/// does not count for that claim (another scenario may).
public struct UnbackedNaming: Hashable, Sendable, Codable {
    public var scenario: String
    public var file: String
    public var line: Int
    public var claim: String
    public var members: [String]

    /// `Specs/p/A.swift:12:1: warning: scenario 'testX' names claim 'x' …`.
    public var diagnostic: String {
        "\(file):\(line):1: warning: scenario '\(scenario)' names claim '\(claim)' but uses none of its members ("
            + members.joined(separator: ", ") + "), so it does not count for it"
    }
}

extension ScenarioSummary {
    /// Whether this scenario backs a claim: it uses one of `members`.
    public func uses(anyOf members: [String]) -> Bool {
        guard let credited = apiUsage?.creditedIds else { return false }
        return members.contains { credited.contains($0) }
    }
}

extension Coverage {
    /// The ids of the claims some scenario names and backs.
    static func backedClaims(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> Set<String> {
        let members = claimMembers(catalog)
        var backed: Set<String> = []
        for scenario in scenarios {
            for claim in scenario.claims where scenario.uses(anyOf: members[claim] ?? []) { backed.insert(claim) }
        }
        return backed
    }

    /// The claims scenarios name without backing any, in pages.yaml order:
    /// what `realmspec lint` reports as errors.
    public static func unbacked(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> [UnbackedClaim] {
        let backed = backedClaims(catalog: catalog, scenarios: scenarios)
        var naming: [String: [String]] = [:]
        for scenario in scenarios { for claim in scenario.claims { naming[claim, default: []].append(scenario.location) } }
        return catalog.pages.flatMap(\.sections).flatMap(\.claims).compactMap { claim in
            guard let places = naming[claim.id], !backed.contains(claim.id) else { return nil }
            return UnbackedClaim(id: claim.id, members: claim.members, file: catalog.file, line: claim.line,
                                 column: claim.column, scenarios: places)
        }
    }

    /// Each scenario and claim it names without using one of the claim's
    /// members, in scenario order; claims pages.yaml lacks are left out.
    public static func unbackedNamings(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> [UnbackedNaming] {
        let members = claimMembers(catalog)
        return scenarios.flatMap { scenario in
            scenario.claims.compactMap { claim -> UnbackedNaming? in
                guard let wanted = members[claim], !scenario.uses(anyOf: wanted) else { return nil }
                return UnbackedNaming(scenario: scenario.name, file: scenario.file, line: scenario.line, claim: claim, members: wanted)
            }
        }
    }

    private static func claimMembers(_ catalog: PageCatalog) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for page in catalog.pages { for section in page.sections { for claim in section.claims { out[claim.id] = claim.members } } }
        return out
    }
}
