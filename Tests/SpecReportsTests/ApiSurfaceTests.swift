// The SDK API as data: the parser of api-surface.md, the generated data file
// against the reference, and the API and message coverage computed from it.

import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("SDK API surface and its coverage")
struct ApiSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's own copy of the SDK reference: this check runs in every clone.
    static let reference = root.appendingPathComponent("docs/sdk-reference/api-surface.md")

    static let sample = """
        ## 1. `Realm` (struct) — `Realm.swift:46`

        ### 1.1 Properties

        | # | Sig | Behaviour | Ref | Status |
        |---|---|---|---|---|
        | 1 | `var a: Int` | A. | `:1` | |
        | — | `func gone()` | unavailable | `:2` | U |
        | 2 | `func b()` | B. | `:3` | N |
        | 3–4 | `func c()` / `func d()` | C and D. | `:4` | |

        | Sig | Facts | Ref |
        |---|---|---|
        | `enum Nested` | not a member | `:9` |

        ## 4. Shared collection surface — `RealmCollection` protocol

        | RC | Sig | Behaviour | Ref |
        |---|---|---|---|
        | 1 | `var realm: Realm?` | | x |
        | 2 | `var description: String` | | x |
        | 3 | `func thaw()` | | x |

        ## 6. `Results<Element>` — `Results.swift:112`

        | # | Sig | Behaviour | Ref | Status |
        |---|---|---|---|---|
        | R1 | `var description: String` | | `:116` | |
        | R2 | `func thaw()` | | `:117` | |

        Plus RC1–RC49 (RC2 replaced by R1, RC3 = R2).

        ### 12.6 `RLMResults<RLMObjectType> : NSObject` (`RLMResults.h:69`)

        `count` (`:76`), `- objectsWhere:` (`:186`, a note), 2 × `- addNotificationBlock:…` (block `(A *_Nullable)`, `:287`, `:329`),
        `- initWithObjectClassName:` (category `RLMSet (Swift)`, `:532`).
        `- init`/`+ new` unavailable "cannot" (`:724`, `:730`). Out of scope: `subscribe` (`:459`).

        ## 13. Count summary (in-scope, counted members)

        | Type | Count | Notes |
        |---|---|---|
        | Realm | 4 | |
        | Results | 3 | |
        | RLMResults (+RLMLinkingObjects) | 5 | |
        """

    @Test("tables: ids, ranges, unavailable rows left out, status; shared rows taken over with their replacements")
    func parsesTables() throws {
        let types = try ApiSurfaceParser.parse(Self.sample)
        #expect(types.map(\.name) == ["Realm", "Results", "RLMResults"])
        let realm = try #require(types.first)
        #expect(realm.members.map(\.id) == ["#1", "#2", "#3", "#4"])
        #expect(realm.members[1].status == "N")
        #expect(realm.statedCount == 4)
        let results = types[1]
        #expect(results.members.map(\.id) == ["R1", "RC1", "RC3"], "RC2 is replaced by R1; R2 is RC3")
        #expect(results.aliases == ["RC2": "R1", "R2": "RC3"])
        #expect(results.members.count == results.statedCount)
    }

    @Test("prose: backticked declarations with their header line, N × counted N times, stops where the text turns to unavailable")
    func parsesProse() throws {
        let rlm = try #require(try ApiSurfaceParser.parse(Self.sample).last)
        #expect(rlm.members.map(\.id) == ["count", "objectsWhere:", "addNotificationBlock:… (1)", "addNotificationBlock:… (2)",
                                          "initWithObjectClassName:"])
        #expect(rlm.statedCount == 5)
    }

    @Test("a type section without members is an error, not an empty type")
    func emptySectionFails() {
        #expect(throws: ApiSurfaceParser.Problem.self) {
            try ApiSurfaceParser.parse("## 4. Shared — `RealmCollection`\n\n| RC | Sig |\n|---|---|\n| 1 | `x` |\n\n## 5. `List<E>`\n\nnothing here\n")
        }
    }

    @Test("the checked-in data file is what the generator makes of api-surface.md, and every type has the count the reference states")
    func generatedFileMatchesReference() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let types = try ApiSurfaceParser.parse(text)
        for t in types { #expect(t.members.count == t.statedCount, "\(t.name): \(t.members.count) vs \(String(describing: t.statedCount))") }
        let generated = ApiSurfaceParser.generateSwift(types)
        let checkedIn = try String(contentsOf: Self.root.appendingPathComponent("Sources/SpecReports/ApiSurface+Rows.swift"), encoding: .utf8)
        #expect(generated == checkedIn,
                "Sources/SpecReports/ApiSurface+Rows.swift is stale: run 'realmspec coverage --write-api-surface Sources/SpecReports/ApiSurface+Rows.swift'")
        #expect(ApiSurface.types == types)
    }

    @Test("a use credits its one row on the type it names, through the type's replacement of a shared row; a row that is no member is unresolved")
    func usesCreditTheirRow() throws {
        let surface = try ApiSurfaceParser.parse(Self.sample)
        func credited(_ uses: [ApiUseRef]) -> (Set<String>, [String]) {
            let api = ApiCoverage.compute(surface: surface, uses: uses, reasons: [], messages: [], outOfScope: [:])
            let done = Set(api.types.flatMap { t in
                (surface.first { $0.name == t.type }?.members ?? []).filter { m in !t.unexercised.contains { $0.id == m.id } }.map { "\(t.type) \($0.id)" }
            })
            return (done, api.unresolvedRefs)
        }
        #expect(credited([ApiUseRef(receiver: "Results", id: "Results.description", type: "Results", row: "RC2")]).0 == ["Results R1"])
        #expect(credited([ApiUseRef(receiver: "Realm", id: "Realm.b()", type: "Realm", row: "#2")]).0 == ["Realm #2"])
        #expect(credited([ApiUseRef(receiver: "List", id: "List.firstObject()", type: nil, row: nil)]).0.isEmpty,
                "a use that credits no row counts nothing")
        let (none, unresolved) = credited([ApiUseRef(receiver: "Realm", id: "Realm.x()", type: "Realm", row: "#99")])
        #expect(none.isEmpty)
        #expect(unresolved == ["Realm #99"])
    }

    @Test("coverage: members called and checked of members in scope per type; messages checked of messages in scope")
    func computes() throws {
        let surface = try ApiSurfaceParser.parse(Self.sample)
        let messages = [
            SDKMessageRow(id: "TX1", templates: ["Cannot modify %@ outside of a write transaction."], inScope: true),
            SDKMessageRow(id: "TX2", templates: ["Can't cancel a non-existing write transaction"], inScope: true),
            SDKMessageRow(id: "TX3", templates: ["Only on another thread"], inScope: false),
            SDKMessageRow(id: "IX1", templates: ["Index %llu is out of bounds (must be less than %llu)."], inScope: true),
        ]
        let api = ApiCoverage.compute(surface: surface, uses: [ApiUseRef(receiver: "Realm", id: "Realm.b()", type: "Realm", row: "#2"),
                                                             ApiUseRef(receiver: "Realm", id: "Realm.c()", type: "Realm", row: "#3", checked: false)],
                                      reasons: [AssertedReason(text: "Cannot modify List outside of a write transaction."),
                                                AssertedReason(text: "Index 4 is out of bounds (must be less than 2).")],
                                      messages: messages, outOfScope: ["Realm": ["#4": "needs threads"]])
        let realm = try #require(api.types.first)
        #expect(realm.members == Tally(covered: 2, total: 3))
        #expect(realm.checked == Tally(covered: 1, total: 3))
        #expect(realm.unexercised.map(\.id) == ["#1"])
        #expect(realm.calledOnly.map(\.id) == ["#3"])
        #expect(realm.outOfScope.map(\.id) == ["#4"])
        #expect(api.messages == Tally(covered: 2, total: 3))
        #expect(api.messageGroups.map(\.group) == ["TX", "IX"])
        #expect(api.messageGroups[0].unchecked == ["TX2"])
        let text = ApiCoverageReport.text(api).joined(separator: "\n")
        #expect(text.contains("Realm              members called 2, checked 1 of 3 in scope (33.3%)"), "\(text)")
        #expect(text.contains("called, not checked: #3"), "\(text)")
        #expect(text.contains("TX                 messages checked 1 of 2 in scope (50.0%)"), "\(text)")
        #expect(ApiCoverageReport.markdown(api).contains("| Realm | 2 of 3 (66.6%) | 1 of 3 (33.3%) | `#1` var a: Int | `#3` func c() / func d() |"),
                "\(ApiCoverageReport.markdown(api))")
        #expect(ApiCoverageReport.html(api).contains("<th>Realm</th><td>2 of 3 (66.6%)</td><td>1 of 3 (33.3%)</td>"))
    }

}
