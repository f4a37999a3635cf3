// A claim counts as covered only through a scenario that names it and uses
// one of the SDK members the claim names; naming it is not enough.

import ScenarioAPI
@testable import SpecReports
import SpecRunModel
import Testing

extension Fixtures {
    /// The summary with the member ids it earns credit through.
    static func using(_ members: [String], _ summary: ScenarioSummary) -> ScenarioSummary {
        var copy = summary
        let uses = members.map { use(String($0.prefix { $0 != "." }), $0, nil) }
        copy.apiUsage = ScenarioApiUsage(members: uses, checked: uses, results: uses)
        return copy
    }

    /// A call of member `id` (`List.append(_:)`) on `receiver`, crediting `row`.
    static func use(_ receiver: String, _ id: String, _ row: ApiRow?) -> ApiUse {
        ApiUse(receiver: receiver, name: String(id.drop { $0 != "." }.dropFirst().prefix { $0 != "(" }), id: id, row: row)
    }
}

@Suite("claims backed by their members")
struct ClaimMembersCoverageTests {
    static let catalog = PageCatalog(pages: [
        .init(id: "crud-delete", title: "Delete", languages: ["ja"], sections: [
            .init(id: "delete-mutableset-elements", title: "Delete MutableSet elements", languages: [], claims: [
                .init(id: "delete.set.remove-element", text: "remove(_:) deletes one element.", languages: [],
                      members: ["MutableSet.remove(_:)"], line: 12, column: 11),
                .init(id: "delete.set.remove-all", text: "removeAll() clears the set.", languages: [],
                      members: ["MutableSet.removeAll()"], line: 15, column: 11),
            ]),
        ]),
    ], file: "Specs/pages.yaml")

    static func scenario(_ name: String, line: Int, claims: [String], uses: [String]?) -> ScenarioSummary {
        var s = ScenarioSummary(id: "crud-delete/Set.swift::\(name)", file: "Specs/crud-delete/Set.swift", line: line,
                                name: name, page: "crud-delete", section: "delete-mutableset-elements", claims: claims)
        return uses.map { Fixtures.using($0, s) } ?? s
    }

    @Test("a scenario naming a claim without using any of its members does not cover it, and the claim is reported at its pages.yaml line")
    func namingIsNotEnough() throws {
        let scenarios = [Self.scenario("testRemoveAbsent", line: 40, claims: ["delete.set.remove-element"],
                                       uses: ["MutableSet.insert(_:)", "MutableSet.count"])]
        let coverage = CoverageReport.compute(catalog: Self.catalog, scenarios: scenarios)
        #expect(coverage.claims == Tally(covered: 0, total: 2))
        #expect(coverage.pages[0].uncoveredClaims.map(\.id) == ["delete.set.remove-element", "delete.set.remove-all"])
        let unbacked = try #require(coverage.unbackedClaims.first)
        #expect(coverage.unbackedClaims.count == 1)
        #expect(unbacked.diagnostic == "Specs/pages.yaml:12:11: error: claim 'delete.set.remove-element': none of its scenarios "
                + "checks one of its members through its result (an assertion on its value or change, outside assertThrows) (MutableSet.remove(_:)); named by Specs/crud-delete/Set.swift:40")
        #expect(Coverage.unbacked(catalog: Self.catalog, scenarios: scenarios) == coverage.unbackedClaims)
        #expect(CoverageReport.text(coverage).contains(unbacked.diagnostic))
        #expect(CoverageReport.html(coverage, scenarios: scenarios).contains("(checks none of its members through its result)"))
        #expect(CoverageReport.markdown(coverage, scenarios: scenarios).contains("## Claims whose scenarios check none of their members as the claim states"))
    }

    @Test("a scenario that uses one of the claim's members covers it; another naming it without a member does not undo that")
    func oneUseCounts() {
        let scenarios = [
            Self.scenario("testRemoveAbsent", line: 40, claims: ["delete.set.remove-element"], uses: ["MutableSet.count"]),
            Self.scenario("testRemove", line: 50, claims: ["delete.set.remove-element"], uses: ["MutableSet.remove(_:)"]),
        ]
        let coverage = CoverageReport.compute(catalog: Self.catalog, scenarios: scenarios)
        #expect(coverage.claims == Tally(covered: 1, total: 2))
        #expect(coverage.pages[0].uncoveredClaims.map(\.id) == ["delete.set.remove-all"])
        #expect(coverage.unbackedClaims.isEmpty)
        let namings = Coverage.unbackedNamings(catalog: Self.catalog, scenarios: scenarios)
        #expect(namings.map(\.diagnostic) == ["Specs/crud-delete/Set.swift:40:1: warning: scenario 'testRemoveAbsent' names claim "
            + "'delete.set.remove-element' but checks none of its members "
            + "through its result (an assertion on its value or change, outside assertThrows) (MutableSet.remove(_:)), so it does not count for it"])
    }

    @Test("a scenario whose uses were not recorded earns nothing, and a claim listing no members is never covered")
    func nothingRecorded() {
        let unrecorded = [Self.scenario("testRemove", line: 50, claims: ["delete.set.remove-element"], uses: nil)]
        #expect(CoverageReport.compute(catalog: Self.catalog, scenarios: unrecorded).claims.covered == 0)
        var bare = Self.catalog
        bare.pages[0].sections[0].claims[1].members = []
        let clearing = [Self.scenario("testClear", line: 60, claims: ["delete.set.remove-all"], uses: ["MutableSet.removeAll()"])]
        let coverage = CoverageReport.compute(catalog: bare, scenarios: clearing)
        #expect(coverage.claims.covered == 0)
        #expect(coverage.unbackedClaims.map(\.id) == ["delete.set.remove-all"])
    }

    @Test("a claim no scenario backs is not verified by a run in which its naming scenario passed")
    func unbackedIsNotVerified() {
        let scenarios = [Self.scenario("testRemoveAbsent", line: 40, claims: ["delete.set.remove-element"], uses: ["MutableSet.count"])]
        var record = Fixtures.record(.pass, page: "crud-delete", section: "delete-mutableset-elements", name: "testRemoveAbsent")
        record.claims = ["delete.set.remove-element"]
        let run = RunRecord(cases: [record], startedAt: 0, hostname: "h")
        let verified = CoverageReport.compute(catalog: Self.catalog, scenarios: scenarios).verified(by: run)
        #expect(verified.verification?.verified[record.engine] == Tally(covered: 0, total: 2))
        #expect(verified.verification?.status["delete.set.remove-element"]?[record.engine] == .notRun)
        let backed = CoverageReport.compute(catalog: Self.catalog, scenarios: [Self.scenario("testRemoveAbsent", line: 40,
            claims: ["delete.set.remove-element"], uses: ["MutableSet.remove(_:)"])]).verified(by: run)
        #expect(backed.verification?.verified[record.engine] == Tally(covered: 1, total: 2))
    }

    static let outcomes = PageCatalog(pages: [
        .init(id: "rlmarray", title: "RLMArray", languages: ["ja"], sections: [
            .init(id: "accessing-objects", title: "Accessing objects", languages: [], claims: [
                .init(id: "rlmarray.object-at", text: "object(at:) returns the object at the index.", languages: [],
                      members: ["RLMArray.object(at:)"], line: 20, column: 11),
                .init(id: "rlmarray.object-at.out-of-bounds", text: "object(at:) past the end is an error.", languages: [],
                      members: ["RLMArray.object(at:)"], outcome: .refusal, line: 23, column: 11),
            ]),
        ]),
    ], file: "Specs/pages.yaml")

    static func checking(_ name: String, results: [String], refusals: [String]) -> ScenarioSummary {
        var s = ScenarioSummary(id: "rlmarray/A.swift::\(name)", file: "Specs/rlmarray/A.swift", line: 10, name: name,
                                page: "rlmarray", section: "accessing-objects",
                                claims: ["rlmarray.object-at", "rlmarray.object-at.out-of-bounds"])
        let calls = { (ids: [String]) in ids.map { Fixtures.use(String($0.prefix { $0 != "." }), $0, nil) } }
        s.apiUsage = ScenarioApiUsage(members: calls(results + refusals), checked: calls(results + refusals),
                                      results: calls(results), refusals: calls(refusals))
        return s
    }

    @Test("a scenario that checks a member only as refused does not count for a claim about its result")
    func refusalDoesNotCreditResult() throws {
        let scenarios = [Self.checking("testOutOfBounds", results: [], refusals: ["RLMArray.object(at:)"])]
        let coverage = CoverageReport.compute(catalog: Self.outcomes, scenarios: scenarios)
        #expect(coverage.pages[0].uncoveredClaims.map(\.id) == ["rlmarray.object-at"])
        let unbacked = try #require(coverage.unbackedClaims.first)
        #expect(coverage.unbackedClaims.map(\.id) == ["rlmarray.object-at"])
        #expect(unbacked.diagnostic.hasPrefix("Specs/pages.yaml:20:11: error: claim 'rlmarray.object-at': none of its scenarios checks one of its members through its result"))
        let credits = CoverageCredits(summaries: scenarios, catalog: Self.outcomes, messages: [])
        #expect(credits.claims["rlmarray.object-at"] == nil)
        #expect(credits.claims["rlmarray.object-at.out-of-bounds"]?.map(\.id) == ["rlmarray/A.swift::testOutOfBounds"])
    }

    @Test("a scenario that checks a member only through its result does not count for a claim about its refusal")
    func resultDoesNotCreditRefusal() throws {
        let scenarios = [Self.checking("testReads", results: ["RLMArray.object(at:)"], refusals: [])]
        let coverage = CoverageReport.compute(catalog: Self.outcomes, scenarios: scenarios)
        #expect(coverage.pages[0].uncoveredClaims.map(\.id) == ["rlmarray.object-at.out-of-bounds"])
        let unbacked = try #require(coverage.unbackedClaims.first)
        #expect(unbacked.diagnostic.hasPrefix("Specs/pages.yaml:23:11: error: claim 'rlmarray.object-at.out-of-bounds': none of its scenarios checks one of its members as refused"))
        #expect(CoverageReport.html(coverage, scenarios: scenarios).contains("(checks none of its members as refused)"))
        let both = [Self.checking("testBoth", results: ["RLMArray.object(at:)"], refusals: ["RLMArray.object(at:)"])]
        #expect(CoverageReport.compute(catalog: Self.outcomes, scenarios: both).claims == Tally(covered: 2, total: 2))
    }
}
