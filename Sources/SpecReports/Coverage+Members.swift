// A claim counts as covered only through a scenario that names it and checks
// one of the SDK members the claim's statement is about (its `members` in
// pages.yaml) in the way the claim states (its `outcome`): a claim about a
// result through an assertion on the member's value or change, a claim about
// a refusal through the member called in the expression of `assertThrows`.
// Naming a claim without checking what it speaks of earns nothing: such a
// claim is *unbacked*, and lint and `realmspec coverage` report it at its
// line of pages.yaml.
// Related: README "pages.yaml", "Reading the reports".

public import SpecRunModel

/// A claim some scenarios name, none of which uses one of its members.
public struct UnbackedClaim: Hashable, Sendable, Codable {
    public var id: String
    public var members: [String]
    /// What the claim states: a result, or a refusal.
    public var outcome: ClaimOutcome = .result
    /// pages.yaml and the claim's line and column there, when known.
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// `file:line` of each scenario naming the claim.
    public var scenarios: [String]

    /// `pages.yaml:12:11: error: claim 'x' …`, the compiler's format.
    public var diagnostic: String {
        let place = "\(file ?? "pages.yaml"):\(line ?? 1):\(column ?? 1)"
        return "\(place): error: claim '\(id)': none of its scenarios checks one of its members "
            + Self.how(outcome) + " (" + members.joined(separator: ", ") + "); named by " + scenarios.joined(separator: ", ")
    }

    /// How a claim of this outcome wants its members checked.
    static func how(_ outcome: ClaimOutcome) -> String {
        switch outcome {
        case .result: return "through its result (an assertion on its value or change, outside assertThrows)"
        case .refusal: return "as refused (the expression of assertThrows)"
        }
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
    /// What the claim states: a result, or a refusal.
    public var outcome: ClaimOutcome = .result

    /// `Specs/p/A.swift:12:1: warning: scenario 'testX' names claim 'x' …`.
    public var diagnostic: String {
        "\(file):\(line):1: warning: scenario '\(scenario)' names claim '\(claim)' but checks none of its members "
            + UnbackedClaim.how(outcome) + " (" + members.joined(separator: ", ") + "), so it does not count for it"
    }
}

extension ScenarioSummary {
    /// Whether this scenario backs a claim stating `outcome`: it checks one
    /// of `members` that way (`credited(for:)`).
    public func uses(anyOf members: [String], outcome: ClaimOutcome) -> Bool {
        guard let credited = credited(for: outcome) else { return false }
        return members.contains { credited.contains($0) }
    }

    /// Whether this scenario backs `claim`.
    public func backs(_ claim: PageCatalog.Claim) -> Bool { uses(anyOf: claim.members, outcome: claim.outcome) }
}

extension Coverage {
    /// The ids of the claims some scenario names and backs.
    static func backedClaims(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> Set<String> {
        let claims = claimsById(catalog)
        var backed: Set<String> = []
        for scenario in scenarios {
            for id in scenario.claims where claims[id].map(scenario.backs) == true { backed.insert(id) }
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
            return UnbackedClaim(id: claim.id, members: claim.members, outcome: claim.outcome, file: catalog.file,
                                 line: claim.line, column: claim.column, scenarios: places)
        }
    }

    /// Each scenario and claim it names without checking one of the claim's
    /// members as the claim states, in scenario order; claims pages.yaml lacks are left out.
    public static func unbackedNamings(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> [UnbackedNaming] {
        let claims = claimsById(catalog)
        return scenarios.flatMap { scenario in
            scenario.claims.compactMap { id -> UnbackedNaming? in
                guard let claim = claims[id], !scenario.backs(claim) else { return nil }
                return UnbackedNaming(scenario: scenario.name, file: scenario.file, line: scenario.line, claim: id,
                                      members: claim.members, outcome: claim.outcome)
            }
        }
    }

    static func claimsById(_ catalog: PageCatalog) -> [String: PageCatalog.Claim] {
        var out: [String: PageCatalog.Claim] = [:]
        for page in catalog.pages { for section in page.sections { for claim in section.claims { out[claim.id] = claim } } }
        return out
    }
}
