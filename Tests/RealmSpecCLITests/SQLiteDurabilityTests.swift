// The SQLite storage survives a writer killed with SIGKILL in the middle of
// a large write: every committed write is in the file, nothing of the
// interrupted one is, and the file is intact. The writer is a real process
// (`realmspec sqlite-writer`).
// Section ids: crud-update#update-realm-objects

import Foundation
import Testing
import RealmSpecCore
@testable import SQLiteEngine

@Suite("SQLite durability")
struct SQLiteDurabilityTests {
    @Test("a writer killed with SIGKILL mid-write loses nothing it committed and leaves nothing of the open write")
    func killedWriter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("realmspec-durability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("realm.sqlite").path

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try realmspecBinary())
        process.arguments = ["sqlite-writer", "--file", file, "--commits", "3", "--batch", "2000", "--open", "60000"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }

        // Read until the writer is inside its uncommitted write.
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("writing\n"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        try #require(text.contains("writing\n"), "the writer did not reach its last write: \(text)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        #expect(text.contains("committed 3 6000"))
        let db = try SQLiteDatabase(path: file)
        defer { db.close() }
        #expect(try db.query("PRAGMA integrity_check", operation: "test") == [[.text("ok")]])
        let table = Layout(schema: SQLiteWriterSchema.schema).table("Item")
        #expect(try db.integers("SELECT COUNT(*) FROM \(table)", operation: "test") == [6000])
        #expect(try db.integers("SELECT MAX(\(Layout.quoted("p:n"))) FROM \(table)", operation: "test") == [5999])
    }
}

/// The writer's schema, as `realmspec sqlite-writer` declares it.
enum SQLiteWriterSchema {
    static let schema = Schema(types: [
        ObjectSchema(name: "Item", properties: [
            PropertySchema(name: "n", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "label", type: .string, defaultValue: .string("")),
        ]),
    ])
}
