// The README's tutorial, "From a doc section to a scenario in five
// minutes", run as written: its shell blocks in order, in a copy of the
// Specs folder, with the built realmspec on the path (DocumentedCommands),
// and what it leaves behind checked.

import Foundation
import Testing

@Suite("the README tutorial")
struct TutorialTests {
    /// The tutorial's sh blocks: the README's blocks between its heading and the next one.
    static func shellBlocks() throws -> [DocumentedBlock] {
        let readme = try String(contentsOf: DocumentedCommands.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## From a doc section to a scenario in five minutes") else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        return try DocumentedCommands.read("README.md").blocks.filter { $0.line > start && $0.line <= end }
    }

    @Test("every shell block runs as written on a copy of the corpus, and complete fills in false, true and .invalidated")
    func tutorial() throws {
        let blocks = try Self.shellBlocks()
        #expect(blocks.count >= 5, "\(blocks)")
        #expect(blocks.allSatisfy { $0.notRun == nil }, "every step of the tutorial runs")
        let tree = try DocumentedCommands.run(blocks)
        let file = try #require(tree.read("Specs/crud-delete/DeletedToy.swift"))
        #expect(file.contains("XCTAssertEqual(toy.isInvalidated, false)"), "\(file)")
        #expect(file.contains("XCTAssertEqual(toy.isInvalidated, true)"), "\(file)")
        #expect(file.contains("assertThrows(toy.name, .invalidated)"), "\(file)")
    }
}
