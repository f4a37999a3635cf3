// How much of the documentation the scenarios cover: per page and per
// language, claims covered / total with the uncovered ones listed, and
// sections covered / total. A claim is covered when some scenario lists it
// in `- claims:` and uses one of the SDK members the claim names (see
// Coverage+Members.swift); a section when some scenario names it in `- section:`.
// Related: `realmspec coverage`.

public import SpecRunModel

/// Covered / total, with a percentage (100 when there is nothing to cover).
public struct Tally: Hashable, Sendable, Codable {
    public var covered: Int
    public var total: Int

    public init(covered: Int = 0, total: Int = 0) { self.covered = covered; self.total = total }

    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

    /// `95.2%`
    public var percentText: String {
        let tenths = Int((percent * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `20/21 (95.2%)`
    public var summary: String { "\(covered)/\(total) (\(percentText))" }

    static func + (lhs: Tally, rhs: Tally) -> Tally {
        Tally(covered: lhs.covered + rhs.covered, total: lhs.total + rhs.total)
    }
}

/// Documentation coverage of a scenario corpus.
public struct Coverage: Hashable, Sendable, Codable {
    /// A claim of pages.yaml with where it lives.
    public struct ClaimInfo: Hashable, Sendable, Codable {
        public var id: String
        public var text: String
        public var page: String
        public var section: String
        /// Languages whose page states it (the section's or page's when pages.yaml names none).
        public var languages: [String]
        public var note: String?
        /// The SDK members its statement is about (member ids).
        public var members: [String] = []
        /// What it states: a result, or a refusal.
        public var outcome: ClaimOutcome = .result
    }

    /// One language of one page.
    public struct LanguageCoverage: Hashable, Sendable, Codable {
        public var language: String
        public var claims: Tally
        public var uncovered: [ClaimInfo]
    }

    /// One documentation page.
    public struct PageCoverage: Hashable, Sendable, Codable {
        public var id: String
        public var title: String
        public var languages: [String]
        public var claims: Tally
        public var sections: Tally
        public var uncoveredClaims: [ClaimInfo]
        /// Claims no scenario can check (`out-of-scope:` in pages.yaml), with why;
        /// counted on neither side of `claims`.
        public var outOfScopeClaims: [OutOfScopeClaim] = []
        /// Bare section ids no scenario names.
        public var uncoveredSections: [String]
        public var perLanguage: [LanguageCoverage]
        /// False for an area of SDK behaviours that no documentation page
        /// states (`id: sdk` in pages.yaml): neither the page nor any of its
        /// sections or claims names a language. Reports list such pages
        /// apart from the documentation pages.
        public var isDocumentation: Bool
    }

    /// A claim left out of the coverage, and why.
    public struct OutOfScopeClaim: Hashable, Sendable, Codable {
        public var id: String
        public var reason: String
    }

    public var pages: [PageCoverage]
    /// Over every page.
    public var claims: Tally
    public var sections: Tally
    /// Every claim of the catalog by id, for the discrepancy register.
    public var claimTexts: [String: String]
    /// Every claim of each page, by page id, in pages.yaml order.
    public var allClaims: [String: [ClaimInfo]]
    /// Claim ids scenarios name that pages.yaml does not define, with the scenarios' file:line.
    public var unknownClaims: [String: [String]]
    /// Claims some scenario names but none backs by using one of the claim's members, in pages.yaml order.
    public var unbackedClaims: [UnbackedClaim] = []
    /// Scenarios with an `sdk` line: documentation vs shipped SDK.
    public var discrepancies: [ScenarioSummary]
    /// Per claim and engine, whether a run verified it (see `verified(by:)`); nil without a run.
    public var verification: Verification?
    /// The SDK's API and messages the scenarios exercise; nil when not computed.
    public var api: ApiCoverage?

    /// The documentation pages, then the SDK areas, each in pages.yaml order.
    public var pagesByKind: (documentation: [PageCoverage], sdk: [PageCoverage]) {
        (pages.filter(\.isDocumentation), pages.filter { !$0.isDocumentation })
    }

    /// The heading under which reports list the pages that are not documentation pages.
    public static let sdkHeading = "SDK behaviours no documentation page states"

    /// Claims covered, in percent of all claims.
    public var percent: Double { claims.percent }
}

extension Coverage {
    static func compute(catalog: PageCatalog, scenarios: [ScenarioSummary]) -> Coverage {
        let coveredClaims = backedClaims(catalog: catalog, scenarios: scenarios)
        let coveredSections = Set(scenarios.compactMap(\.sectionKey))
        let pages = catalog.pages.map { page($0, coveredClaims: coveredClaims, coveredSections: coveredSections) }
        var texts: [String: String] = [:]
        var all: [String: [ClaimInfo]] = [:]
        for page in catalog.pages {
            for section in page.sections {
                for claim in section.claims {
                    texts[claim.id] = claim.text
                    if claim.outOfScope == nil { all[page.id, default: []].append(info(claim, section, page)) }
                }
            }
        }
        var unknown: [String: [String]] = [:]
        for scenario in scenarios {
            for claim in scenario.claims where texts[claim] == nil { unknown[claim, default: []].append(scenario.location) }
        }
        return Coverage(pages: pages, claims: pages.map(\.claims).reduce(Tally(), +),
                        sections: pages.map(\.sections).reduce(Tally(), +), claimTexts: texts, allClaims: all,
                        unknownClaims: unknown, unbackedClaims: unbacked(catalog: catalog, scenarios: scenarios),
                        discrepancies: scenarios.filter(\.hasSDKNote))
    }

    private static func page(_ page: PageCatalog.Page, coveredClaims: Set<String>,
                             coveredSections: Set<SectionKey>) -> PageCoverage {
        let claims = page.sections.flatMap { section in section.claims.filter { $0.outOfScope == nil }.map { info($0, section, page) } }
        let outOfScope = page.sections.flatMap { section in
            section.claims.compactMap { c in c.outOfScope.map { OutOfScopeClaim(id: c.id, reason: $0) } }
        }
        let uncovered = claims.filter { !coveredClaims.contains($0.id) }
        let uncoveredSections = page.sections.map { Matrix.sectionID($0.id) }
            .filter { !coveredSections.contains(SectionKey(page: page.id, section: $0)) }
        let languages = page.languages.isEmpty ? orderedLanguages(claims) : page.languages
        let perLanguage = languages.map { language in
            let stated = claims.filter { $0.languages.contains(language) }
            let missing = stated.filter { !coveredClaims.contains($0.id) }
            return LanguageCoverage(language: language, claims: Tally(covered: stated.count - missing.count,
                                                                      total: stated.count), uncovered: missing)
        }
        return PageCoverage(id: page.id, title: page.title, languages: languages,
                            claims: Tally(covered: claims.count - uncovered.count, total: claims.count),
                            sections: Tally(covered: page.sections.count - uncoveredSections.count,
                                            total: page.sections.count),
                            uncoveredClaims: uncovered, outOfScopeClaims: outOfScope, uncoveredSections: uncoveredSections, perLanguage: perLanguage,
                            isDocumentation: page.isDocumentation)
    }

    private static func info(_ claim: PageCatalog.Claim, _ section: PageCatalog.Section,
                             _ page: PageCatalog.Page) -> ClaimInfo {
        let languages = !claim.languages.isEmpty ? claim.languages
            : !section.languages.isEmpty ? section.languages : page.languages
        return ClaimInfo(id: claim.id, text: claim.text, page: page.id, section: Matrix.sectionID(section.id),
                         languages: languages, note: claim.note, members: claim.members, outcome: claim.outcome)
    }

    private static func orderedLanguages(_ claims: [ClaimInfo]) -> [String] {
        var seen: [String] = []
        for claim in claims { for language in claim.languages where !seen.contains(language) { seen.append(language) } }
        return seen
    }
}

extension PageCatalog.Page {
    /// False for an area of SDK behaviours that no documentation page states
    /// (`id: sdk`): neither the page nor any of its sections or claims names a language.
    public var isDocumentation: Bool {
        !languages.isEmpty || sections.contains { !$0.languages.isEmpty || $0.claims.contains { !$0.languages.isEmpty } }
    }
}
