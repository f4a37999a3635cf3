// Reports under hostile sizes and paths: sanitising is linear,
// captured text is truncated with the dropped size, terminal text is
// escaped, and a report set is written into a fresh folder and switched into
// place by one rename; devices, FIFOs and foreign links are refused.

import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

/// Whether XML 1.0 allows this scalar in character data, straight from the
/// grammar: Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
private func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
}

@Suite("report limits and report sets")
struct ReportLimitsTests {
    // MARK: Sanitising and truncation

    @Test("sanitising escapes what XML forbids, keeps everything else, byte for byte")
    func sanitisedContent() {
        #expect(XMLText.sanitized("a\u{1B}b") == "a\\u{1B}b")
        #expect(XMLText.sanitized("nul\u{0}") == "nul\\u{0}")
        #expect(XMLText.sanitized("x\u{FFFE}y\u{FFFF}z") == "x\\u{FFFE}y\\u{FFFF}z")
        #expect(XMLText.sanitized("tab\tnl\ncr\r 🐕 日本 \u{FFFD} \u{E000}") == "tab\tnl\ncr\r 🐕 日本 \u{FFFD} \u{E000}")
        #expect(XMLText.sanitized("\u{7F}\u{85}") == "\u{7F}\u{85}", "allowed in XML 1.0")
    }

    @Test("a 2 MB message full of control characters is sanitised in one pass (hang bound: 20 s)")
    func sanitisingIsLinear() {
        let unit = "ab\u{1B}[0m\u{7}cd"
        let text = String(repeating: unit, count: (2 << 20) / unit.utf8.count)
        let clock = ContinuousClock()
        var result = ""
        let elapsed = clock.measure { result = XMLText.sanitized(text) }
        #expect(!result.unicodeScalars.contains { !isXMLChar($0) })
        #expect(result.utf8.count > text.utf8.count)
        #expect(elapsed < .seconds(20), "quadratic sanitising took \(elapsed)")
    }

    @Test("captured text past its limit keeps its beginning and names the dropped size")
    func truncation() {
        let text = String(repeating: "x", count: 100_000)
        let cut = ReportText.truncated(text, to: 1_000)
        #expect(cut.hasPrefix(String(repeating: "x", count: 1_000)))
        #expect(cut.hasSuffix("[… 99000 bytes dropped]"))
        #expect(ReportText.truncated("short", to: 1_000) == "short")
        let wide = String(repeating: "🐕", count: 1_000)
        let cutWide = ReportText.truncated(wide, to: 1_001)
        #expect(cutWide.hasPrefix(String(repeating: "🐕", count: 250)))
        #expect(cutWide.hasSuffix("[… 3000 bytes dropped]"), "never half a character: \(cutWide.suffix(30))")
    }

    @Test("a case's message, details and output are bounded, so reports of huge output stay readable")
    func caseRecordBounds() throws {
        let huge = String(repeating: "0123456789", count: 1_000_000)
        let record = Fixtures.record(.fail, message: huge, details: huge, output: huge)
        #expect(record.message!.utf8.count < ReportText.maximumMessageBytes + 64)
        #expect(record.details!.utf8.count < ReportText.maximumDetailsBytes + 64)
        #expect(record.output.utf8.count < ReportText.maximumOutputBytes + 64)
        #expect(record.output.hasSuffix("bytes dropped]"))
        let run = RunRecord(cases: Array(repeating: record, count: 50), startedAt: 0, hostname: "h")
        let xml = try JUnitReport.render(run, profile: .strict)
        #expect(xml.count < 10 << 20, "\(xml.count) bytes")
    }

    @Test("terminal text shows control characters as escapes")
    func terminalText() {
        #expect(TerminalText.escaped("\u{1B}[2Jclear") == "\\u{1B}[2Jclear")
        #expect(TerminalText.escaped("a\u{7}b\u{9B}c\td") == "a\\u{7}b\\u{9B}c\td")
        #expect(TerminalText.escaped("one\ntwo") == "one\\u{A}two")
        #expect(TerminalText.escaped("one\ntwo", keepNewlines: true) == "one\ntwo")
        #expect(TerminalText.escaped("plain 🐕") == "plain 🐕")
    }

    // MARK: Report sets

    static func files(_ folder: String, _ text: String) -> [ReportGeneration.File] {
        ["junit.xml", "results.json", "matrix.md"].map {
            ReportGeneration.File(link: folder + "/" + $0, name: $0, bytes: Array("\(text) \($0)".utf8))
        }
    }

    @Test("a set is written into a fresh folder and switched by one link; report paths read through it")
    func writesASet() throws {
        let folder = try Fixtures.temporaryFolder()
        try ReportGeneration(folder: folder).write(Self.files(folder, "first"))
        #expect(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8) == "first junit.xml")
        try ReportGeneration(folder: folder).write(Self.files(folder, "second"))
        for name in ["junit.xml", "results.json", "matrix.md"] {
            #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == "second \(name)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)
                    == ".realmspec-reports/current/" + name)
        }
        let store = try FileManager.default.contentsOfDirectory(atPath: folder + "/.realmspec-reports")
        #expect(Set(store.filter { !$0.hasPrefix("gen-") }) == ["current", "lock"] && store.count == 3,
                "current, the lock and one generation: \(store)")
    }

    @Test("leftovers of a killed write (a half-written generation, a half-made link) are swept by the next write")
    func sweepsLeftovers() throws {
        let folder = try Fixtures.temporaryFolder()
        try ReportGeneration(folder: folder).write(Self.files(folder, "first"))
        let store = folder + "/.realmspec-reports"
        try FileManager.default.createDirectory(atPath: store + "/gen-KILLED", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: store + "/gen-KILLED/junit.xml", contents: Data("<testsu".utf8))
        try FileManager.default.createSymbolicLink(atPath: store + "/.current.half", withDestinationPath: "gen-KILLED")
        #expect(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8) == "first junit.xml",
                "a reader sees the old set whole")
        try ReportGeneration(folder: folder).write(Self.files(folder, "second"))
        let left = try FileManager.default.contentsOfDirectory(atPath: store)
        #expect(!left.contains("gen-KILLED") && !left.contains(".current.half"), "\(left)")
        #expect(left.count == 3, "current, the lock and one generation: \(left)")
    }

    @Test("a FIFO, a device or a link realmspec did not make at a report path is refused; nothing is replaced")
    func refusesSpecialFiles() throws {
        let folder = try Fixtures.temporaryFolder()
        let fifo = folder + "/junit.xml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let files = Self.files(folder, "x")
        let error = #expect(throws: ReportError.self) { try ReportGeneration(folder: folder).write(files) }
        #expect(error?.message.contains("FIFO") == true, "\(String(describing: error))")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
        #expect(!FileManager.default.fileExists(atPath: folder + "/results.json"), "nothing of the set was written")

        let other = try Fixtures.temporaryFolder()
        try "precious".write(toFile: other + "/precious.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: other + "/junit.xml", withDestinationPath: other + "/precious.txt")
        let linkError = #expect(throws: ReportError.self) { try ReportGeneration(folder: other).write(Self.files(other, "x")) }
        #expect(linkError?.message.contains("symbolic link") == true)
        #expect(try String(contentsOfFile: other + "/precious.txt", encoding: .utf8) == "precious")

        #expect(throws: ReportError.self) { try ReportGeneration.checkReportPath("/dev/null") }
        #expect(throws: ReportError.self) { try ReportGeneration.checkReportPath("/dev/full") }
        #expect(throws: Never.self) { try ReportGeneration.checkReportPath(folder + "/missing.xml") }
    }
}

@Suite("report folders shared, and stores that are not realmspec's")
struct ReportStoreTests {
    @Test("a symbolically linked .realmspec-reports is refused and nothing in its target is touched")
    func linkedStoreRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        let elsewhere = try Fixtures.temporaryFolder()
        try "precious".write(toFile: elsewhere + "/precious.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: elsewhere + "/gen-ABCDEF", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/.realmspec-reports", withDestinationPath: elsewhere)
        let error = #expect(throws: ReportError.self) { try ReportGeneration(folder: folder).write(ReportLimitsTests.files(folder, "x")) }
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        #expect(error?.message.contains(".realmspec-reports") == true, "\(String(describing: error))")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: elsewhere)) == ["precious.txt", "gen-ABCDEF"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/junit.xml"))
        ReportGeneration(folder: folder).sweep()
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: elsewhere)) == ["precious.txt", "gen-ABCDEF"],
                "a sweep never goes through the link")
    }

    @Test("the sweep removes only generations and half-made links; anything else in the store stays")
    func sweepKeepsForeignEntries() throws {
        let folder = try Fixtures.temporaryFolder()
        try ReportGeneration(folder: folder).write(ReportLimitsTests.files(folder, "first"))
        let store = folder + "/.realmspec-reports"
        let fm = FileManager.default
        try "mine".write(toFile: store + "/notes.txt", atomically: false, encoding: .utf8)
        try fm.createDirectory(atPath: store + "/keep-this", withIntermediateDirectories: true)
        try "x".write(toFile: store + "/gen-FILE01", atomically: false, encoding: .utf8)
        let outside = try Fixtures.temporaryFolder()
        try "precious".write(toFile: outside + "/precious.txt", atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: store + "/gen-LINKED", withDestinationPath: outside)
        try fm.createDirectory(atPath: store + "/gen-KILLED", withIntermediateDirectories: true)
        try ReportGeneration(folder: folder).write(ReportLimitsTests.files(folder, "second"))
        let left = Set(try fm.contentsOfDirectory(atPath: store))
        #expect(!left.contains("gen-KILLED"), "\(left)")
        #expect(left.isSuperset(of: ["notes.txt", "keep-this", "gen-FILE01", "gen-LINKED", "lock", "current"]), "\(left)")
        #expect(try String(contentsOfFile: outside + "/precious.txt", encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8) == "second junit.xml")
    }

    @Test("writers into one folder at once each finish, and the folder holds one whole set")
    func concurrentWriters() throws {
        let folder = try Fixtures.temporaryFolder()
        let failures = FailureLog()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for round in 0..<10 {
                do {
                    try ReportGeneration(folder: folder).write(ReportLimitsTests.files(folder, "w\(writer)r\(round)"))
                } catch {
                    failures.add("writer \(writer) round \(round): \(error)")
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let texts = try ["junit.xml", "results.json", "matrix.md"].map {
            try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
        }
        let writer = try #require(texts.first?.split(separator: " ").first)
        #expect(texts == ["junit.xml", "results.json", "matrix.md"].map { "\(writer) \($0)" }, "one writer's whole set: \(texts)")
        let store = try FileManager.default.contentsOfDirectory(atPath: folder + "/.realmspec-reports")
        #expect(store.filter { $0.hasPrefix("gen-") }.count == 1, "\(store)")
    }

    @Test("a folder locked past the wait is refused with a message naming the process that holds it")
    func lockedFolder() throws {
        let folder = try Fixtures.temporaryFolder()
        try ReportGeneration(folder: folder).write(ReportLimitsTests.files(folder, "first"))
        let store = folder + "/.realmspec-reports"
        let held = try ReportLock.acquire(in: store)
        defer { held.release() }
        let error = #expect(throws: ReportError.self) { try ReportLock.acquire(in: store, patience: .milliseconds(200)) }
        #expect(error?.message.contains("another realmspec run (process \(getpid()))") == true, "\(String(describing: error))")
    }
}

/// Failures gathered from concurrent writers.
private final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
