// The README's tutorial, "From a doc section to a scenario in five
// minutes", run as written: its shell blocks in order, in a copy of the
// Specs folder, with the built realmspec on the path.

import Foundation
import Testing

@Suite("the README tutorial")
struct TutorialTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The tutorial's ```sh blocks, unindented.
    static func shellBlocks() throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## From a doc section to a scenario in five minutes"),
              let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex) else { return [] }
        var blocks: [String] = [], current: [String]? = nil, indent = 0
        for line in readme[start.upperBound..<end.lowerBound].components(separatedBy: "\n") {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```sh" { current = []; indent = line.count - trimmed.count; continue }
            if current != nil, trimmed == "```" { blocks.append(current!.joined(separator: "\n") + "\n"); current = nil; continue }
            current?.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
        }
        return blocks
    }

    /// Runs a script with bash -e in `folder`; answers its status and what it printed.
    static func bash(_ script: String, in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: out) }
        return (process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test("every shell block runs as written on a copy of the corpus, and complete fills in false, true and .invalidated")
    func tutorial() throws {
        let blocks = try Self.shellBlocks()
        #expect(blocks.count >= 5, "\(blocks)")
        let tree = try SpecTree()
        let fm = FileManager.default
        try fm.removeItem(atPath: tree.path("Specs"))
        try fm.copyItem(atPath: Self.packageRoot.appendingPathComponent("Specs").path, toPath: tree.path("Specs"))
        let bin = URL(fileURLWithPath: try realmspecBinary()).deletingLastPathComponent().path
        for block in blocks {
            // The build is this test's own; the path is where its binary is.
            let script = block.replacingOccurrences(of: "swift build\n", with: "")
                .replacingOccurrences(of: "export PATH=\"$PWD/.build/debug:$PATH\"", with: "export PATH=\"\(bin):$PATH\"")
            let (status, output) = try Self.bash("export PATH=\"\(bin):$PATH\"\n" + script, in: tree.root)
            #expect(status == 0, "\(block)\n\(output)")
        }
        let file = try #require(tree.read("Specs/crud-delete/DeletedToy.swift"))
        #expect(file.contains("XCTAssertEqual(toy.isInvalidated, false)"), "\(file)")
        #expect(file.contains("XCTAssertEqual(toy.isInvalidated, true)"), "\(file)")
        #expect(file.contains("assertThrows(toy.name, .invalidated)"), "\(file)")
    }
}
