// `realmspec sqlite-writer` (hidden): the writer process of the SQLite
// durability test. It keeps a realm in the file it is given, commits
// batches of objects, says so on stdout after each commit, then starts one
// more large write (larger than SQLite's page cache) and never commits it; the test kills it with SIGKILL in
// the middle of that write and checks the file.

internal import ArgumentParser
internal import Foundation
internal import RealmSpecCore
internal import SQLiteEngine

struct SQLiteWriterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sqlite-writer", abstract: "The writer process of the SQLite durability test.",
        shouldDisplay: false)

    @Option(help: "The database file (replaced).")
    var file: String

    @Option(help: "How many writes to commit.")
    var commits: Int = 3

    @Option(help: "Objects per committed write.")
    var batch: Int = 1_000

    @Option(help: "Objects written in the last, uncommitted write before saying so.")
    var open: Int = 50_000

    static let schema = Schema(types: [
        ObjectSchema(name: "Item", properties: [
            PropertySchema(name: "n", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "label", type: .string, defaultValue: .string("")),
        ]),
    ])

    func validate() throws {
        guard (1...1_000).contains(commits) else { throw ValidationError("--commits must be 1...1000") }
        guard (1...1_000_000).contains(batch) else { throw ValidationError("--batch must be 1...1000000") }
        guard (0...10_000_000).contains(open) else { throw ValidationError("--open must be 0...10000000") }
    }

    func run() throws {
        let engine = SQLiteEngine(file: file)
        do {
            try engine.open(schema: Self.schema)
            var n: Int64 = 0
            func insert() throws(EngineError) {
                _ = try engine.perform(.create(type: "Item", value: .list([.int(n), .string("item \(n)")]), update: .error))
                n += 1
            }
            for c in 1...commits {
                _ = try engine.perform(.beginWrite)
                for _ in 0..<batch { try insert() }
                _ = try engine.perform(.commitWrite(withoutNotifying: []))
                print("committed \(c) \(n)")
                fflush(nil)  // every output stream; `stdout` is a global var Swift 6 will not read
            }
            // The interrupted write: larger than SQLite's page cache, so its
            // pages reach the file before the kill; it grows until then.
            _ = try engine.perform(.beginWrite)
            for _ in 0..<open { try insert() }
            print("writing")
            fflush(nil)  // every output stream; `stdout` is a global var Swift 6 will not read
            while true { try insert() }
        } catch {
            throw CLIError("sqlite-writer: \(error.message)")
        }
    }
}
