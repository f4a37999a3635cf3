import Foundation
import Testing
@testable import SpecRunner

@Suite("pages.yaml")
struct PageCatalogTests {
    let good = """
    pages:
      - id: crud-delete
        title: CRUD - Delete - Swift SDK
        languages: [ko, zh, ja]
        sections:
          - id: delete-an-object
            title: Delete an object
            claims:
              - id: delete.requires-write
                text: A deletion happens inside a write transaction.
                members: [Realm.delete(_:), Realm.write(withoutNotifying:_:)]
              - id: delete.objc-example
                text: The Objective-C example deletes one object.
                members: [RLMRealm.delete(_:)]
                languages: [ja]
                note: only the ja page shows it
          - id: delete-all
            title: Delete all
            languages: [ko]
            claims:
              - id: delete.all
                text: deleteAll removes every object.
                members: [Realm.deleteAll()]
    """

    @Test("pages, sections and claims load, languages cascading from page to section to claim")
    func loads() throws {
        let catalog = try PageCatalogLoader.parse(good, file: "pages.yaml")
        let page = try #require(catalog.pages.first)
        #expect(page.id == "crud-delete" && page.sections.count == 2)
        #expect(page.sections[0].languages == ["ko", "zh", "ja"])
        #expect(page.sections[0].claims[0].languages == ["ko", "zh", "ja"])
        #expect(page.sections[0].claims[1].languages == ["ja"])
        #expect(page.sections[0].claims[1].note == "only the ja page shows it")
        #expect(page.sections[1].claims[0].languages == ["ko"])
        #expect(catalog.claimIds == ["delete.requires-write", "delete.objc-example", "delete.all"])
    }

    @Test("mistakes are reported with file, line and column", arguments: [
        ("pages:\n  - id: p\n    title: P\n    languages: [ko]\n    sections:\n      - id: s\n        claims: []\n", 6, 9, "lacks 'title'"),
        ("pages:\n  - id: p\n    title: P\n    languages: [ko]\n    sections: []\n    colour: red\n", 6, 5, "unknown key 'colour'"),
        ("pages:\n  - id: p\n    title: P\n    languages: ko\n    sections: []\n", 4, 16, "must be a list"),
        ("pages:\n  - id: p\n    title: P\n    languages: [ko\n    sections: []\n", 5, 0, ""),
        ("pages:\n  - id: p\n    title: P\n    languages: [ko]\n    sections:\n      - id: s\n        title: S\n        claims:\n          - id: c\n            text: a\n            members: [List.count]\n          - id: c\n            text: b\n            members: [List.count]\n", 12, 13, "duplicate claim id 'c'"),
    ])
    func errors(yaml: String, line: Int, column: Int, text: String) {
        do {
            _ = try PageCatalogLoader.parse(yaml, file: "Specs/pages.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.file == "Specs/pages.yaml")
            #expect(error.line == line)
            if column > 0 { #expect(error.column == column) }
            #expect(text.isEmpty || error.message.contains(text), "\(error)")
            #expect(error.description.hasPrefix("Specs/pages.yaml:\(line):"))
        }
    }
}
