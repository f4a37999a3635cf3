import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
@testable import EngineWire

/// The Python engine printed on docs/engine-protocol.md, written to a temporary file.
/// The `index`-th python block of the page (0: the whole engine; 1: the minimal one), as a temporary file.
private func pythonEngineFromThePage(_ index: Int = 0) throws -> URL {
    let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/engine-protocol.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    var from = text.startIndex
    var found: (Range<String.Index>, Range<String.Index>)?
    for _ in 0...index {
        guard let start = text.range(of: "```python\n", range: from..<text.endIndex),
              let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex) else {
            throw EngineError(.engineFailure, "no python block \(index) on \(page.path)")
        }
        found = (start, end)
        from = end.upperBound
    }
    guard let (start, end) = found else { throw EngineError(.engineFailure, "no python block on \(page.path)") }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("realmspec-page-engine-\(UUID().uuidString).py")
    try String(text[start.upperBound..<end.lowerBound]).write(to: url, atomically: true, encoding: .utf8)
    return url
}

private let python3 = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
    .first(where: FileManager.default.isExecutableFile(atPath:))

@Suite("Wire protocol: the page's example engine", .enabled(if: python3 != nil, "python3 is not installed"))
struct ProtocolPageTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [
        PropertySchema(name: "name", type: .string, defaultValue: .string("")),
        PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
    ])])

    @Test("the Python engine on the protocol page works with the Swift client")
    func pythonEngine() throws {
        let script = try pythonEngineFromThePage()
        defer { try? FileManager.default.removeItem(at: script) }
        let engine = ExternalEngine(command: "\(python3 ?? "python3") \(script.path)", callTimeout: 10)
        #expect(engine.info.name == "python-sketch")
        try engine.open(schema: Self.schema)
        _ = try engine.perform(.beginWrite)
        let added = try engine.perform(.create(type: "Dog", value: .map([MapEntry("name", .string("Rex"))]), update: .error))
        guard case .added(let root?, _) = added else { Issue.record("create answered \(added)"); return }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.get(root, property: "name")) == .value(.string("Rex")))
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(1))
        #expect(throws: EngineError.self) { try engine.perform(.set(root, property: "age", value: .int(3))) }
        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.delete(root))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(0))
        let unknown = #expect(throws: EngineError.self) { try engine.perform(.get(root, property: "color")) }
        #expect(unknown?.kind == .unknownProperty)
        let unsupported = #expect(throws: EngineError.self) { try engine.perform(.reopen) }
        #expect(unsupported?.kind == .unsupported)
    }

    @Test("the Python engine on the protocol page passes the kit's transaction and object checks", arguments: [
        "isInWriteTransaction follows begin, commit and cancel",
        "beginWrite inside a write fails with alreadyInWriteTransaction",
        "commit and cancel without a write fail with noWriteTransaction",
        "cancelWrite invalidates objects created in the write",
        "set changes the value get answers",
    ])
    func pythonEngineConforms(_ name: String) throws {
        let check = try #require(EngineConformanceKit.check(named: name))
        let script = try pythonEngineFromThePage()
        defer { try? FileManager.default.removeItem(at: script) }
        let command = "\(python3 ?? "python3") \(script.path)"
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in
            ExternalEngine(command: command, callTimeout: 10)
        })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    static let transactionChecks = [
        "isInWriteTransaction follows begin, commit and cancel",
        "beginWrite inside a write fails with alreadyInWriteTransaction",
        "commit and cancel without a write fail with noWriteTransaction",
        "mutations outside a write fail with notInWriteTransaction",
        "cancelWrite invalidates objects created in the write",
        "cancelWrite restores changed values and deleted objects",
        "a call refused part-way through a graph keeps what it wrote before the refusal",
        "reopen keeps committed data and rolls back an open write",
    ]

    @Test("the minimal engine on the protocol page passes every transactions check that applies to it",
          arguments: transactionChecks)
    func minimalEngineConforms(_ name: String) throws {
        let check = try #require(EngineConformanceKit.check(named: name), "the kit has no check '\(name)'")
        let script = try pythonEngineFromThePage(1)
        defer { try? FileManager.default.removeItem(at: script) }
        let command = "\(python3 ?? "python3") \(script.path)"
        let engine = ExternalEngine(command: command, callTimeout: 10)
        #expect(engine.info.name == "python-transactions")
        guard check.applies(to: engine.info) else {
            #expect(name.hasPrefix("reopen"), "only the reopen check needs a capability the engine lacks")
            return
        }
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in
            ExternalEngine(command: command, callTimeout: 10)
        })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }
}

@Suite("Wire protocol: the page's engines and the handshake", .enabled(if: python3 != nil, "python3 is not installed"))
struct ProtocolPageHandshakeTests {
    @Test("each engine on the page answers a hello it can speak and refuses one it cannot", arguments: [0, 1])
    func handshake(_ index: Int) throws {
        let script = try pythonEngineFromThePage(index)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python3 ?? "/usr/bin/python3")
        process.arguments = [script.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("{\"hello\":{\"protocols\":[1]}}\n{\"hello\":{\"protocols\":[2]}}\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        #expect(lines.count == 2, "\(text)")
        let refused = try WireCodec().response(from: try #require(lines.first))
        #expect(refused.error?.kind == .engineFailure)
        #expect(refused.error?.message.contains("no protocol version in common") == true)
        let greeted = try WireCodec().response(from: try #require(lines.last))
        #expect(greeted.hello?.protocol == 2)
    }
}
