// A claim's `members` in pages.yaml: member ids checked against the SDK's
// declared members, each mistake at its line and column; over the whole
// corpus, a claim none of whose scenarios uses one of its members is an error
// at the claim's line.

import Foundation
import Testing
@testable import SpecRunner
import SpecReports

@Suite("claims name their members")
struct ClaimMembersTests {
    static func pages(members: String) -> String {
        """
        pages:
          - id: crud-delete
            title: Delete
            languages: [ja]
            sections:
              - id: delete-mutableset-elements
                title: Delete MutableSet elements
                claims:
                  - id: delete.set.remove-element
                    text: remove(_:) deletes one element.
                    members: \(members)

        """
    }

    @Test("member ids load in order, a property without parentheses, an initialiser and == among them")
    func loads() throws {
        let yaml = Self.pages(members: "[MutableSet.remove(_:), List.count, Object.init(value:), List.==(_:), Realm.object(ofType:forPrimaryKey:)]")
        let claim = try #require(PageCatalogLoader.parse(yaml, file: "pages.yaml").pages.first?.sections.first?.claims.first)
        #expect(claim.members == ["MutableSet.remove(_:)", "List.count", "Object.init(value:)", "List.==(_:)",
                                  "Realm.object(ofType:forPrimaryKey:)"])
        #expect(claim.line == 9 && claim.column == 13)
    }

    @Test("a claim out of scope loads its reason from the fixed set, counts on neither side of the coverage and is listed; another reason is an error")
    func outOfScope() throws {
        let text = Self.pages(members: "[MutableSet.remove(_:)]\n            out-of-scope: threads-or-queues")
        let catalog = try PageCatalogLoader.parse(text, file: "p.yaml")
        #expect(catalog.pages.first?.sections.first?.claims.first?.outOfScope == "threads or queues")
        let coverage = CoverageReport.compute(catalog: catalog, scenarios: [])
        #expect(coverage.claims.total == 0 && coverage.pages.first?.uncoveredClaims.isEmpty == true)
        #expect(coverage.pages.first?.outOfScopeClaims.map(\.id) == ["delete.set.remove-element"])
        #expect(CoverageReport.text(coverage).contains("out of scope: delete.set.remove-element (threads or queues)"))
        let plain = try PageCatalogLoader.parse(Self.pages(members: "[MutableSet.remove(_:)]"), file: "p.yaml")
        #expect(CoverageReport.compute(catalog: plain, scenarios: []).claims.total == 1)
        do {
            _ = try PageCatalogLoader.parse(Self.pages(members: "[MutableSet.remove(_:)]\n            out-of-scope: slow"), file: "p.yaml")
            Issue.record("an unknown reason loaded")
        } catch {
            #expect("\(error)".contains("p.yaml:12:27") && "\(error)".contains("unknown out-of-scope reason 'slow'"), "\(error)")
        }
    }

    @Test("a claim's outcome is a result unless it says refusal; another word is an error at its line and column")
    func outcome() throws {
        let plain = try #require(PageCatalogLoader.parse(Self.pages(members: "[MutableSet.remove(_:)]"), file: "p.yaml")
            .pages.first?.sections.first?.claims.first)
        #expect(plain.outcome == .result)
        let refusal = Self.pages(members: "[MutableSet.remove(_:)]\n            outcome: refusal")
        let claim = try #require(PageCatalogLoader.parse(refusal, file: "p.yaml").pages.first?.sections.first?.claims.first)
        #expect(claim.outcome == .refusal)
        do {
            _ = try PageCatalogLoader.parse(Self.pages(members: "[MutableSet.remove(_:)]\n            outcome: error"), file: "p.yaml")
            Issue.record("an unknown outcome loaded")
        } catch {
            #expect("\(error)".contains("p.yaml:12:22"), "\(error)")
            #expect("\(error)".contains("unknown outcome 'error'; a claim's 'outcome' is 'result' or 'refusal'"), "\(error)")
        }
    }

    @Test("an unknown member id is an error at its own line and column, with the nearest known id", arguments: [
        ("[MutableSet.remove(_:_:)]", 11, 23, "unknown member 'MutableSet.remove(_:_:)'; did you mean 'MutableSet.remove(_:)'?"),
        ("[MutableSet.remuve(_:)]", 11, 23, "unknown member 'MutableSet.remuve(_:)'; did you mean 'MutableSet.remove(_:)'?"),
        ("[List.count, List.count()]", 11, 35, "unknown member 'List.count()'; did you mean 'List.count'?"),
        ("[List.count, List.count]", 11, 35, "member 'List.count' is listed twice"),
        ("[]", 11, 22, "must name at least one SDK member"),
        ("remove", 11, 22, "must be a list"),
    ])
    func unknownMember(members: String, line: Int, column: Int, message: String) {
        do {
            _ = try PageCatalogLoader.parse(Self.pages(members: members), file: "Specs/pages.yaml")
            Issue.record("no error for \(members)")
        } catch {
            #expect(error.all.count == 1, "\(error)")
            #expect(error.description.hasPrefix("Specs/pages.yaml:\(line):\(column): error: "), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("a claim without members is an error at the claim; every bad id of the file is listed in one pass")
    func missingAndSeveral() throws {
        let lacking = Self.pages(members: "[List.count]").replacingOccurrences(of: "            members: [List.count]\n", with: "")
        let missing = try #require(#expect(throws: SpecConfigError.self) { try PageCatalogLoader.parse(lacking, file: "p.yaml") })
        #expect(missing.message == "a claim lacks 'members'" && missing.line == 9)
        let several = try #require(#expect(throws: SpecConfigError.self) {
            try PageCatalogLoader.parse(Self.pages(members: "[Nope.a, List.count, Nope.b]"), file: "p.yaml")
        })
        #expect(several.all.map(\.column) == [23, 43])
    }

    static func corpus(body: String) throws -> String {
        let root = try temporaryFolder() + "/Specs"
        try write(Self.pages(members: "[MutableSet.remove(_:)]"), to: root + "/pages.yaml")
        try write("""
            class Dog: Object {
                @Persisted var name = ""
                @Persisted var citiesVisited: MutableSet<String>
            }
            """, to: root + "/Models/Dog.swift")
        try write("""
            // page: crud-delete

            /// Removing an element the set does not hold changes nothing.
            /// - section: delete-mutableset-elements
            /// - claims: delete.set.remove-element
            func testRemoveAbsentElement() throws {
                let realm = try Realm()
                let kiwi = Dog(value: ["name": "Kiwi"])
                try realm.write {
                    realm.add(kiwi)
                    kiwi.citiesVisited.insert("Perth")
                }
            \(body)
                XCTAssertEqual(kiwi.citiesVisited.count, 1)
            }

            """, to: root + "/crud-delete/Set.swift")
        try write("func testOther() throws {\n}\n", to: root + "/language/Other.swift")
        return root
    }

    @Test("over the whole corpus, a claim whose scenarios never call its members is reported at its pages.yaml line")
    func unbackedReported() throws {
        let root = try Self.corpus(body: "")
        let loaded = try SpecCorpus.load(paths: [root])
        #expect(loaded.isWholeCorpus)
        let unbacked = try #require(loaded.unbackedClaims.first)
        #expect(loaded.unbackedClaims.count == 1)
        #expect(unbacked.diagnostic.hasPrefix("\(root)/pages.yaml:9:13: error: claim 'delete.set.remove-element': none of its scenarios checks one of its members "
                + "through its result (an assertion on its value or change, outside assertThrows) (MutableSet.remove(_:))"),
                "\(unbacked.diagnostic)")
        #expect(unbacked.scenarios == ["\(root)/crud-delete/Set.swift:6"])
        #expect(loaded.unbackedNamings.map(\.claim) == ["delete.set.remove-element"])
    }

    @Test("a scenario that calls one of the claim's members backs it")
    func backedByUse() throws {
        let root = try Self.corpus(body: "    try realm.write { kiwi.citiesVisited.remove(\"Cairns\") }")
        let loaded = try SpecCorpus.load(paths: [root])
        #expect(loaded.unbackedClaims.isEmpty && loaded.unbackedNamings.isEmpty)
        #expect(loaded.summaries.first?.apiUsage?.creditedIds.contains("MutableSet.remove(_:)") == true)
    }

    @Test("a part of the corpus is not checked: the claim may be backed in a file left out")
    func partOfTheCorpus() throws {
        let root = try Self.corpus(body: "")
        let part = try SpecCorpus.load(paths: [root + "/crud-delete/Set.swift"])
        #expect(!part.isWholeCorpus)
        #expect(part.unbackedClaims.isEmpty)
    }
}
