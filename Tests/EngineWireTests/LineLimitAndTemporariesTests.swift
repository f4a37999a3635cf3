// A line past the length limit is reported as too long even when its
// deadline passes while it arrives, a line that stops arriving still times
// out, and a run's temporary folder, once removed at shutdown, is never made
// again (a thread that asks for it late used to leave a second folder).

import Foundation
import Testing
@testable import EngineWire
@testable import RunTemporaries

@Suite("line limits past the deadline, and the temporary folder at shutdown")
struct LineLimitAndTemporariesTests {
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "realmspec-wiretests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a 100 MB line read after its deadline has passed is refused as past the line limit")
    func hugeLinePastDeadline() throws {
        let path = try Self.scratch() + "/line"
        let size = 100_000_000
        FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "x"), count: size) + Data("\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let reader = LineReader(fd: fd)
        #expect(throws: LineFailure.broken("a line longer than \(LineReader.maximumLineLength) bytes")) {
            try reader.readLine(deadline: .now - .seconds(1))
        }
    }

    @Test("a partial line that stops coming still times out, within the grace")
    func partialLineTimesOut() {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("half a line".utf8))
        let reader = LineReader(fd: pipe.fileHandleForReading.fileDescriptor)
        #expect(throws: LineFailure.timedOut) { try reader.readLine(deadline: .now + .milliseconds(100)) }
        _ = pipe
    }

    @Test("a newline is found wherever it is", arguments: [0, 1, 63, 64, 65, 4096])
    func newlineSearch(at position: Int) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 5000)
        bytes[position] = 0x0A
        #expect(LineReader.newline(in: bytes, from: 0) == position)
        #expect(LineReader.newline(in: bytes, from: position + 1) == nil)
        #expect(LineReader.newline(in: [], from: 0) == nil)
    }

    @Test("once removed at shutdown, the folder is not made again by a late caller")
    func noSecondFolderAfterShutdown() throws {
        let base = try Self.scratch()
        let folder = TemporaryFolder(base: base)
        let first = folder.folder
        #expect(FileManager.default.fileExists(atPath: first))
        folder.remove(closing: true)
        #expect(folder.isClosed)
        let late = folder.folder
        #expect(late == first, "a late caller gets the removed path")
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty, "no second folder")
        let untouched = TemporaryFolder(base: base)
        untouched.remove(closing: true)
        _ = untouched.folder
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty, "closing before first use makes none either")
    }

    @Test("shutdown racing with threads that ask for the folder leaves nothing behind")
    func shutdownRace() throws {
        for _ in 0..<20 {
            let base = try Self.scratch()
            let folder = TemporaryFolder(base: base)
            _ = folder.folder
            DispatchQueue.concurrentPerform(iterations: 4) { i in
                if i == 0 { folder.remove(closing: true); return }
                for n in 0..<50 {
                    let path = folder.folder + "/file-\(i)-\(n)"
                    FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
                }
            }
            folder.remove(closing: true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty)
        }
    }

    @Test("a folder left half-removed is still known by its owner, so the next run sweeps it")
    func removingFolderOwner() {
        #expect(RunTemporaries.owner(of: "realmspec-123-abcDEF") == 123)
        #expect(RunTemporaries.owner(of: "realmspec-123-abcDEF.removing") == 123)
        #expect(RunTemporaries.owner(of: "realmspec-123-abc.removing") == nil)
        #expect(RunTemporaries.owner(of: "other-123-abcDEF") == nil)
    }

    @Test("engine groups are recorded in the folder and forgotten when they end")
    func groupsRecorded() throws {
        let base = try Self.scratch()
        let folder = TemporaryFolder(base: base)
        folder.register(999_999)
        let path = folder.folder
        #expect(TemporaryFolder.recordedGroups(in: path) == [999_999], "a group registered before the folder is made is recorded too")
        folder.register(999_998)
        folder.unregister(999_999)
        #expect(TemporaryFolder.recordedGroups(in: path) == [999_998])
        folder.unregister(999_998)
        folder.remove(closing: true)
    }
}
