import Foundation
import ScenarioAPI
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("the scenarios behind each credit")
struct CoverageCreditsTests {
    @Test("a row lists the scenarios that call it and whether each checks it; a message its reasons; a claim only its member-backed scenarios")
    func credits() throws {
        var a = ScenarioSummary(id: "p/A.swift::testA", file: "Specs/p/A.swift", line: 3, name: "testA", claims: ["c.one", "c.two"])
        // Two calls of one row, one of them checked; one call that credits no row.
        let append = Fixtures.use("List", "List.append(_:)", ApiRow(.list, "L6"))
        let appendOverload = Fixtures.use("List", "List.append(contentsOf:)", ApiRow(.list, "L6"))
        a.apiUsage = ScenarioApiUsage(members: [appendOverload, append, Fixtures.use("List", "List.firstObject()", nil)],
                                      reasons: ["Index 4 is out of bounds (must be less than 2).", "out of bounds"], checked: [append], results: [append])
        var b = ScenarioSummary(id: "p/B.swift::testB", file: "Specs/p/B.swift", line: 9, name: "testB", claims: ["c.one"])
        b.apiUsage = ScenarioApiUsage(members: [append], checked: [])
        let catalog = PageCatalog(pages: [.init(id: "p", title: "P", languages: [], sections: [.init(id: "s", title: "S", languages: [], claims: [
            .init(id: "c.one", text: "one", languages: [], members: ["List.append(_:)"]),
            .init(id: "c.two", text: "two", languages: [], members: ["List.remove(at:)"]),
        ])])])
        let rows = [SDKMessageRow(id: "IX1", templates: ["Index %llu is out of bounds (must be less than %llu)."], inScope: true)]
        let credits = CoverageCredits(summaries: [a, b], catalog: catalog, messages: rows)
        #expect(credits.members["List L6"] == [.init(id: "p/A.swift::testA", location: "Specs/p/A.swift:3", checked: true),
                                               .init(id: "p/B.swift::testB", location: "Specs/p/B.swift:9", checked: false)])
        #expect(credits.members.count == 1)
        #expect(credits.messages == ["IX1": [.init(id: "p/A.swift::testA", location: "Specs/p/A.swift:3")]])
        #expect(credits.claims == ["c.one": [.init(id: "p/A.swift::testA", location: "Specs/p/A.swift:3")]])
        let json = try #require(String(data: try credits.json(), encoding: .utf8))
        #expect(json.contains("\"List L6\""))
    }
}
