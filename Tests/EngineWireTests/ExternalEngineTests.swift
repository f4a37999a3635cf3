import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

/// A working engine in sh: greets, then answers every request with the printf
/// format `answer` (its `%s` is the request's id: the last "id" of the line, since
/// keys are sorted and "call" < "id"), and exits 3 on a request containing `crashOn`.
func shellEngine(answer: String = #"{"id":%s,"reply":{"none":{}}}"#, crashOn: String = "NEVER") -> String {
    """
    read hello
    printf '%s\\n' '{"hello":{"protocol":2,"name":"sh","version":"0.1","capabilities":["lists","noSuchCapability"]}}'
    while read line; do
      case "$line" in *\(crashOn)*) echo "crashing on purpose" >&2; exit 3;; esac
      id=${line##*\\"id\\":}; id=${id%%[,\\}]*}
      printf '\(answer)\\n' "$id"
    done
    """
}

let helloLine = #"printf '%s\n' '{"hello":{"protocol":2,"name":"sh","version":"0.1","capabilities":[]}}'"#

@Suite("External engine")
struct ExternalEngineTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [])])

    @Test("a working process is greeted, opened and answers calls")
    func working() throws {
        let engine = ExternalEngine(command: shellEngine(answer: #"{"id":%s,"reply":{"int":{"value":42}}}"#), callTimeout: 5)
        #expect(engine.info == EngineInfo(name: "sh", version: "0.1", capabilities: [.lists]))
        try engine.open(schema: Self.schema)
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(42))
        engine.close()
        engine.close()
    }

    @Test("the factory makes engines that each run their own process")
    func factory() throws {
        let make = ExternalEngine.factory(command: shellEngine(answer: #"{"id":%s,"reply":{"token":{"token":7}}}"#), callTimeout: 5)
        let first = try make(), second = try make()
        try first.open(schema: Self.schema)
        try second.open(schema: Self.schema)
        #expect(try first.perform(.observe(.realm(version: nil), keyPaths: nil)) == .token(7))
        #expect(try second.perform(.observe(.realm(version: nil), keyPaths: nil)) == .token(7))
        #expect(first !== second)
    }

    @Test("an engine that exits is an engineFailure naming the call, the status and stderr")
    func crashing() throws {
        let engine = ExternalEngine(command: "read line; echo 'no luck' >&2; exit 3", callTimeout: 5)
        #expect(engine.info.name == "external")
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("exited during 'hello' (exit status 3)") == true, "\(String(describing: error))")
        #expect(error?.message.contains("stderr: no luck") == true)
    }

    @Test("a crash during a call fails that call, later calls, and the next open restarts")
    func restartAfterCrash() throws {
        let engine = ExternalEngine(command: shellEngine(crashOn: "deleteAll"), callTimeout: 5)
        try engine.open(schema: Self.schema)
        let crash = #expect(throws: EngineError.self) { try engine.perform(.deleteAll) }
        #expect(crash?.kind == .engineFailure)
        #expect(crash?.message.contains("exited during 'deleteAll' (exit status 3)") == true, "\(String(describing: crash))")
        let after = #expect(throws: EngineError.self) { try engine.perform(.beginWrite) }
        #expect(after?.message.contains("is not running") == true)
        try engine.open(schema: Self.schema)
        #expect(try engine.perform(.beginWrite) == .none)
    }

    @Test("a line that is not a response is an engineFailure", arguments: [
        "read line; echo 'this is not json'; sleep 5",
        "read line; \(helloLine); read line; echo '{\"id\":1,\"reply\":{\"nonsense\":1}}'; sleep 5",
        "read line; \(helloLine); read line; echo '{\"id\":1}'; sleep 5",
    ])
    func garbage(_ command: String) throws {
        let engine = ExternalEngine(command: command, callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("invalid line") == true, "\(String(describing: error))")
    }

    @Test("a response to another request is an engineFailure")
    func wrongId() throws {
        let engine = ExternalEngine(command: "read line; \(helloLine); read line; echo '{\"id\":99,\"reply\":{\"none\":{}}}'; sleep 5",
                                    callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.message.contains("answered 'open' (request 1) with the id 99") == true, "\(String(describing: error))")
    }

    @Test("a hanging engine fails the call at its deadline")
    func hanging() throws {
        let engine = ExternalEngine(command: "read line; \(helloLine); sleep 30", callTimeout: 0.3)
        #expect(engine.info.name == "sh")
        let started = ContinuousClock.now
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("did not answer 'open' within 0.3 s") == true, "\(String(describing: error))")
    }

    @Test("a request larger than the pipe's buffer goes through")
    func largeRequest() throws {
        let engine = ExternalEngine(command: shellEngine(), callTimeout: 10)
        try engine.open(schema: Self.schema)
        let big = Value.string(String(repeating: "x", count: 300_000))
        #expect(try engine.perform(.set(ObjectKey(type: "Dog", id: 1), property: "name", value: big)) == .none)
        #expect(try engine.perform(.deleteAll) == .none)
    }

    @Test("a reply that does not fit its call is an engineFailure naming the engine, the call, what was due and what came; the process keeps running",
          arguments: [
              (#"{"id":%s,"reply":{"none":{}}}"#, EngineCall.count(.objects(type: "Dog")), "answered 'count' with none; expected int"),
              (#"{"id":%s,"reply":{"int":{"value":-3}}}"#, .count(.objects(type: "Dog")), "answered 'count' with int -3; expected a count of 0 or more"),
              (#"{"id":%s,"reply":{"int":{"value":-2}}}"#, .indexOf(.objects(type: "Dog"), value: .int(1)), "expected an index of 0 or more, or -1 for none"),
              (#"{"id":%s,"reply":{"value":{"value":{"link":{"key":{"type":"Cat","id":1}}}}}}"#,
               .get(ObjectKey(type: "Dog", id: 1), property: "x"), "expected keys of the schema's types ('Cat' is not one)"),
              (#"{"id":%s,"reply":{"bool":{"value":true}}}"#, .mapGet(.objects(type: "Dog"), key: "k"), "answered 'mapGet' with bool true; expected optional"),
          ])
    func wrongReply(_ answer: String, _ call: EngineCall, _ message: String) throws {
        let engine = ExternalEngine(command: shellEngine(answer: answer), callTimeout: 5)
        try engine.open(schema: Self.schema)
        let error = #expect(throws: EngineError.self) { try engine.perform(call) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.hasPrefix("engine 'sh' answered '\(call.name)' with ") == true, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        // Still running: the same process answers the next call, as wrongly.
        let again = #expect(throws: EngineError.self) { try engine.perform(call) }
        #expect(again?.message == error?.message)
    }

    @Test("an engine that stops reading cannot block a large request past its deadline")
    func stuckReader() throws {
        let engine = ExternalEngine(command: "read line; \(helloLine); sleep 30", callTimeout: 0.3)
        let big = Value.string(String(repeating: "x", count: 1_000_000))
        let started = ContinuousClock.now
        let error = #expect(throws: EngineError.self) {
            try engine.perform(.set(ObjectKey(type: "Dog", id: 1), property: "name", value: big))
        }
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(error?.message.contains("did not answer 'set' within 0.3 s") == true, "\(String(describing: error))")
    }

    @Test("an error reply keeps its kind and the process keeps serving")
    func errorReply() throws {
        let engine = ExternalEngine(command: shellEngine(
            answer: #"{"id":%s,"error":{"kind":"indexOutOfBounds","message":"Index 5 is out of bounds"}}"#), callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error == EngineError(.indexOutOfBounds, "Index 5 is out of bounds"))
        #expect(throws: EngineError(.indexOutOfBounds, "Index 5 is out of bounds")) { try engine.perform(.refresh) }
    }

    @Test("a command that cannot start fails open with engineFailure")
    func missingCommand() throws {
        let engine = ExternalEngine(command: "/nonexistent/engine-binary", callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("exited during 'hello' (exit status 127)") == true, "\(String(describing: error))")
    }
}
