// The examples the documentation prints work as printed: the Python engine
// of docs/engine-protocol.md runs scenarios green, with what it does not
// support declared and skipped; and every link of the README and docs/
// resolves.

import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The python code blocks of a Markdown page, in order.
func pythonBlocks(of page: String) throws -> [String] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
    var blocks: [String] = [], current: [String]? = nil
    for line in text.components(separatedBy: "\n") {
        if current == nil, line == "```python" { current = []; continue }
        if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n") + "\n"); current = nil; continue }
        current?.append(line)
    }
    return blocks
}

private let python3 = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("documented examples")
struct DocumentedExamplesTests {
    @Test("the protocol page's Python engine runs scenarios green: what it supports passes, a scenario needing a capability it does not declare is skipped",
          .enabled(if: python3 != nil, "python3 is not installed"))
    func pythonEngineRun() throws {
        let engine = try #require(try pythonBlocks(of: "docs/engine-protocol.md").first)
        let tree = try SpecTree()
        try tree.write("engine.py", engine)
        try tree.write("Specs/p/Transactions.swift", """
            // page: p

            /// A created dog is there after the write.
            func testCreateInWrite() throws {
                let realm = try Realm()
                try realm.write {
                    realm.create(Dog.self, value: ["name": "Rex", "age": 3])
                }
                XCTAssertEqual(realm.objects(Dog.self).count, 1)
                XCTAssertFalse(realm.isInWriteTransaction)
            }

            /// A cancelled write leaves nothing.
            func testCancelledWrite() throws {
                let realm = try Realm()
                realm.beginWrite()
                realm.create(Dog.self, value: ["name": "Rex"])
                realm.cancelWrite()
                XCTAssertEqual(realm.objects(Dog.self).count, 0)
            }

            /// A change outside a write is refused.
            func testSetOutsideWrite() throws {
                let realm = try Realm()
                var dog: Dog!
                try realm.write { dog = realm.create(Dog.self, value: ["name": "Rex"]) }
                assertThrows(dog.age = 4, .notInWriteTransaction)
                XCTAssertEqual(dog.age, 0)
            }

            /// Sets of cities need the sets capability.
            /// - requires: sets
            func testNeedsSets() throws {
                let realm = try Realm()
                let dog = Dog()
                try realm.write { realm.add(dog) }
                XCTAssertEqual(dog.visitedCities.count, 0)
            }

            """)
        try tree.write("Specs/Models/Dog.swift", """
            class Dog: Object {
                @Persisted var name = ""
                @Persisted var age = 0
                @Persisted var visitedCities: MutableSet<String>
            }

            """)
        let result = try tree.run(["run", "--jobs", "1", "--engine", "external:\(python3 ?? "python3") \(tree.path("engine.py"))"])
        #expect(result.status == 0, "\(result)")
        #expect(result.summary == "3 passed, 0 failed, 1 skipped", "\(result)")
        #expect(result.stdout.contains("SKIPPED [python-sketch] testNeedsSets"), "\(result)")
    }

    /// What the protocol page says each of its engines passes.
    static let claimed = ["--only", "transactions", "--only", "protocol"]

    @Test("each engine on the protocol page passes realmspec conformance with the selection the page names",
          .enabled(if: python3 != nil, "python3 is not installed"), arguments: [0, 1])
    func pageEngineConforms(_ index: Int) throws {
        let blocks = try pythonBlocks(of: "docs/engine-protocol.md")
        let tree = try SpecTree()
        try tree.write("engine.py", blocks[index])
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/engine-protocol.md"), encoding: .utf8)
        #expect(page.contains("--engine 'external:python3 engine.py' --only transactions --only protocol"),
                "the page names the selection its engines pass")
        let result = try tree.run(["conformance", "--engine", "external:\(python3 ?? "python3") \(tree.path("engine.py"))",
                                   "--report-dir", "out"] + Self.claimed)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("FAIL"), "\(result.stdout)")
        for row in ["core", "protocol: handshake", "protocol: ids", "protocol: malformed requests", "protocol: unknown call", "total"] {
            #expect(result.stdoutLines.contains { $0.hasPrefix(row + " ") && $0.hasSuffix("ok") }, "no passing row '\(row)':\n\(result.stdout)")
        }
        #expect(!result.stdoutLines.contains { $0.hasPrefix("lists ") }, "an unselected area is not in the table")
    }

    @Test("an area the page's engines do not claim fails them: the selection is what keeps them green",
          .enabled(if: python3 != nil, "python3 is not installed"), arguments: [0, 1])
    func unselectedAreaFails(_ index: Int) throws {
        let tree = try SpecTree()
        try tree.write("engine.py", try pythonBlocks(of: "docs/engine-protocol.md")[index])
        let engine = "external:\(python3 ?? "python3") \(tree.path("engine.py"))"
        let objects = try tree.run(["conformance", "--engine", engine, "--report-dir", "out", "--only", "objects"])
        #expect(objects.status == 1, "\(objects)")
        #expect(objects.stdoutLines.contains { $0.hasPrefix("total ") && $0.hasSuffix("FAIL") }, "\(objects.stdout)")
        let everything = try tree.run(["conformance", "--engine", engine, "--report-dir", "out"])
        #expect(everything.status == 1, "\(everything)")
    }

    @Test("every relative link and anchor in README.md, CONTRIBUTING.md and docs/*.md resolves")
    func links() throws {
        let fm = FileManager.default
        var pages = ["README.md", "CONTRIBUTING.md", "Reports/README.md", "Specs/expectations/README.md",
                     "Specs/language/README.md", "Examples/SortedArrayStorage/README.md"]
        pages += (try fm.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var checked = 0
        for page in pages {
            let url = packageRoot.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            let regex = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0])
                #expect(fm.fileExists(atPath: file.path), "\(page): the link '\(target)' names no file")
                if parts.count == 2, !parts[1].isEmpty, file.pathExtension == "md", fm.fileExists(atPath: file.path) {
                    let anchors = try headingAnchors(String(contentsOf: file, encoding: .utf8))
                    #expect(anchors.contains(parts[1]), "\(page): the link '\(target)' names no heading")
                }
                checked += 1
            }
        }
        #expect(checked > 5, "links were found and checked")
    }

    /// GitHub's heading anchors: lower case, spaces to dashes, punctuation dropped.
    func headingAnchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        for line in text.components(separatedBy: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            var slug = ""
            for c in title {
                if c.isLetter || c.isNumber || c == "-" || c == "_" { slug.append(c) } else if c == " " { slug.append("-") }
            }
            anchors.insert(slug)
        }
        return anchors
    }
}
