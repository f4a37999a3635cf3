// Scenario files the loader refuses before parsing: one past the size limit
// (a 10 MB file used to take minutes to parse, outside any timeout) and one
// holding bytes that are not UTF-8 (once read silently as U+FFFD).

import Foundation
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("file checks before parsing")
struct FileChecksTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "realmspec-filechecks-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let scenario = """
    class Dog: Object {
        @Persisted var name = ""
    }
    func testOne() throws {
        let dog = Dog()
        #expect(dog.name == "")
    }

    """

    @Test("a 10 MB scenario file is one file-too-large error naming it, with no scenario parsed")
    func tenMegabytes() throws {
        let path = try Self.folder() + "/Huge.swift"
        let filler = String(repeating: "let x = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12\n", count: 10_000_000 / 57)
        try (Self.scenario + "func testHuge() throws {\n" + filler + "}\n").write(toFile: path, atomically: false, encoding: .utf8)
        let file = ScenarioLoader.load(file: path, options: LoadOptions())
        #expect(file.diagnostics.map(\.id) == ["file-too-large"], "\(file.diagnostics)")
        let d = try #require(file.diagnostics.first)
        #expect(d.severity == .error)
        #expect(d.message.contains("'\(path)'") && d.message.contains("\(Budget.maximumFileBytes) bytes"), "\(d.message)")
        #expect(d.location.file == path && d.location.line == 1)
        #expect(file.scenarios.isEmpty)
    }

    @Test("a file of exactly the limit loads; one byte more is refused")
    func limitEdge() throws {
        let folder = try Self.folder()
        let head = Self.scenario
        let pad = Budget.maximumFileBytes - head.utf8.count
        let exact = head + String(repeating: " ", count: pad - 1) + "\n"
        try exact.write(toFile: folder + "/Exact.swift", atomically: false, encoding: .utf8)
        try (exact + "\n").write(toFile: folder + "/Over.swift", atomically: false, encoding: .utf8)
        let fits = ScenarioLoader.load(file: folder + "/Exact.swift", options: LoadOptions())
        #expect(!fits.diagnostics.contains { $0.id == "file-too-large" }, "\(fits.diagnostics)")
        #expect(fits.scenarios.map(\.name) == ["testOne"])
        let over = ScenarioLoader.load(file: folder + "/Over.swift", options: LoadOptions())
        #expect(over.diagnostics.map(\.id) == ["file-too-large"])
    }

    @Test("invalid UTF-8 inside a string literal is an error at its line and column", arguments: [
        [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
    ] as [[UInt8]])
    func invalidUTF8(_ bad: [UInt8]) throws {
        let path = try Self.folder() + "/Bytes.swift"
        var bytes = Array(Self.scenario.utf8)
        bytes += Array("func testBytes() throws {\n    let s = \"ab".utf8) + bad + Array("cd\"\n    #expect(s.count == 5)\n}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = ScenarioLoader.load(file: path, options: LoadOptions())
        #expect(file.diagnostics.map(\.id) == ["invalid-utf8"], "\(file.diagnostics)")
        let d = try #require(file.diagnostics.first)
        #expect(d.location.file == path)
        #expect(d.location.line == 9 && d.location.column == 16, "\(d.location)")
        #expect(d.message.contains(String(format: "0x%02X", bad[0])), "\(d.message)")
        #expect(file.scenarios.isEmpty || file.hasFileErrors)
    }

    @Test("valid UTF-8 of every width loads")
    func validUTF8() {
        #expect(FileLoader.firstInvalidUTF8(Array("a é € 🐕 \u{10FFFF}".utf8)) == nil)
        #expect(FileLoader.firstInvalidUTF8(Array("é".utf8) + [0x80]) == 2)
    }
}
