// Protocol edges: an engine that closes its output fails at once,
// a response with both 'reply' and 'error' or an unknown error kind is a
// protocol error that says so, only the tail of an engine's stderr is kept,
// and `serve` reports a line over its limit instead of exiting quietly.

import Foundation
import RealmSpecCore
import Testing
@testable import EngineWire

@Suite("protocol strictness")
struct ProtocolStrictnessTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [])])

    /// An engine that greets, then answers every request with `line` (its `%s` is the id).
    static func answering(_ line: String) -> String { shellEngine(answer: line) }

    @Test("a response with both 'reply' and 'error' is a protocol error that says so")
    func replyAndError() throws {
        let engine = ExternalEngine(command: Self.answering(#"{"id":%s,"reply":{"none":{}},"error":{"kind":"frozen","message":"x"}}"#),
                                    callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("both 'reply' and 'error'") == true, "\(String(describing: error))")
        engine.close()
    }

    @Test("an unknown error kind is a protocol error naming the kind, not 'not valid JSON'")
    func unknownErrorKind() throws {
        let engine = ExternalEngine(command: Self.answering(#"{"id":%s,"error":{"kind":"meltdown","message":"x"}}"#), callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.message.contains("unknown error kind 'meltdown'") == true, "\(String(describing: error))")
        #expect(error?.message.contains("not valid JSON") == false)
        engine.close()
    }

    @Test("the codec itself refuses both shapes and still reads a plain reply or error")
    func codec() throws {
        let codec = WireCodec()
        #expect(throws: (any Error).self) {
            try codec.response(from: Data(#"{"id":1,"reply":{"none":{}},"error":{"kind":"frozen","message":"m"}}"#.utf8))
        }
        #expect(throws: (any Error).self) { try codec.response(from: Data(#"{"id":1,"error":{"kind":"nope","message":"m"}}"#.utf8)) }
        #expect(try codec.response(from: Data(#"{"id":1,"error":{"kind":"frozen","message":"m"}}"#.utf8)).error?.kind == .frozen)
        #expect(try codec.response(from: Data(#"{"id":1,"reply":{"none":{}}}"#.utf8)).reply == EngineReply.none)
    }

    @Test("an engine that closes its output but keeps running fails at once, even through a shell script")
    func closedOutput() throws {
        let folder = NSTemporaryDirectory() + "/realmspec-closed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/engine.sh"
        try "exec 1>&-\nsleep 30\n".write(toFile: script, atomically: true, encoding: .utf8)
        let engine = ExternalEngine(command: "sh \(script)", callTimeout: 25)
        let started = ContinuousClock.now
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.message.contains("did not answer") == false, "end of output, not a timeout: \(String(describing: error))")
        #expect(ContinuousClock.now - started < .seconds(20), "it did not wait for the call timeout")
        engine.close()
    }

    @Test("a simple command starts through exec; a command with shell operators is left as written")
    func execPrefix() {
        #expect(EngineProcess.shellCommand("./engine --flag") == "exec ./engine --flag")
        #expect(EngineProcess.shellCommand("  realmspec serve --engine reference ") == "exec realmspec serve --engine reference")
        for command in ["a && b", "cd x; ./e", "e | tee log", "e 2>log", "FOO=1 e", "exec e", "if true; then e; fi", "read x\necho"] {
            #expect(EngineProcess.shellCommand(command) == command, "\(command)")
        }
    }

    @Test("only the last part of a large stderr is kept and shown")
    func stderrTail() throws {
        // 4 MB of stderr, then a last line, then an exit during hello.
        let command = "read line; head -c 4000000 /dev/zero | tr '\\\\0' 'x' >&2; echo; echo 'the last words' >&2; exit 4"
        let engine = ExternalEngine(command: command, callTimeout: 10)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.message.contains("the last words") == true, "\(String(describing: error?.message.suffix(200)))")
        #expect((error?.message.utf8.count ?? 0) < 2_000)
        #expect(StderrTail.limit <= 64 << 10)
    }

    @Test("serve stops with a reason after a line over its limit, instead of ending quietly")
    func serveOversizedLine() throws {
        let requests = Pipe(), responses = Pipe()
        let engine = scriptedEngine()
        final class Box: @unchecked Sendable { var problem: String? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.problem = EngineServer.serve(engine, input: requests.fileHandleForReading, output: responses.fileHandleForWriting)
            done.signal()
        }
        thread.start()
        let writer = Thread {
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<(LineReader.maximumLineLength >> 20) + 2 {
                guard (try? requests.fileHandleForWriting.write(contentsOf: chunk)) != nil else { break }
            }
            try? requests.fileHandleForWriting.close()
        }
        writer.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(box.problem?.contains("longer than") == true, "\(String(describing: box.problem))")
        try? requests.fileHandleForReading.close()
    }
}
