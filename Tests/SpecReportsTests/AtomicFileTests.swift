import Foundation
import Testing
@testable import SpecReports

@Suite("Atomic file writes")
struct AtomicFileTests {
    @Test("writing replaces the contents and leaves no temporary file")
    func replaces() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write("old", to: folder + "/report.txt")
        try AtomicFile.write("new", to: folder + "/report.txt")
        #expect(try String(contentsOfFile: folder + "/report.txt", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
    }

    @Test("a read-only folder is an error naming the path, and the old file stays intact",
          .enabled(if: getuid() != 0, "root can write into read-only folders"))
    func readOnlyFolder() throws {
        let folder = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try AtomicFile.write("old", to: folder + "/report.txt")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        do {
            try AtomicFile.write("new", to: folder + "/report.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'\(folder)/report.txt'"))
        }
        #expect(try String(contentsOfFile: folder + "/report.txt", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
    }

    @Test("a folder that is a file is an error naming the path, and nothing is left behind")
    func folderIsAFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write("not a folder", to: folder + "/Reports")
        do {
            try AtomicFile.write("new", to: folder + "/Reports/junit.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'\(folder)/Reports/junit.xml'"))
            #expect(error.message.contains("Not a directory"))
        }
        #expect(try String(contentsOfFile: folder + "/Reports", encoding: .utf8) == "not a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Reports"])
    }

    @Test("a missing folder is an error naming the path")
    func missingFolder() {
        do {
            try AtomicFile.write("x", to: "/nonexistent-realmspec/Reports/junit.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'/nonexistent-realmspec/Reports/junit.xml'"))
            #expect(error.message.contains("No such file or directory"))
        }
    }

    @Test("a failed rename keeps the old target and removes the temporary file")
    func failedRename() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The target is a non-empty folder: rename over it fails.
        try FileManager.default.createDirectory(atPath: folder + "/junit.xml", withIntermediateDirectories: false)
        try AtomicFile.write("keep", to: folder + "/junit.xml/inner")
        do {
            try AtomicFile.write("new", to: folder + "/junit.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("'\(folder)/junit.xml'"))
        }
        #expect(try String(contentsOfFile: folder + "/junit.xml/inner", encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["junit.xml"])
    }

    @Test("a path without a folder writes into the current folder")
    func folderOfPath() {
        #expect(AtomicFile.folderOf("junit.xml") == ".")
        #expect(AtomicFile.folderOf("/junit.xml") == "/")
        #expect(AtomicFile.folderOf("Reports/junit.xml") == "Reports")
    }
}
