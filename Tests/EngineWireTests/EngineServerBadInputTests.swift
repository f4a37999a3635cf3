import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
@testable import EngineWire

@Suite("Wire protocol: the server and bad input")
struct EngineServerBadInputTests {
    struct BadLine: Sendable, CustomTestStringConvertible {
        var line: String
        var id: Int?
        var message: String
        var testDescription: String { line }
    }

    @Test("a bad line gets an engineFailure reply and the server keeps serving", arguments: [
        BadLine(line: "garbage", id: nil, message: "malformed request: not valid JSON"),
        BadLine(line: #"{"id":4,"call":{"get":{"object":"not a key","property":"name"}}}"#, id: 4,
                message: "malformed request: wrong type at .call.get.object"),
        BadLine(line: #"{"id":4,"call":{"get":{"_0":{"type":"Dog","id":1},"property":"name"}}}"#, id: 4,
                message: "malformed request: missing key 'object' at .call.get"),
        BadLine(line: #"{"id":4,"call":{"a":{},"b":{}}}"#, id: 4, message: "malformed request: wrong type at .call"),
        BadLine(line: #"{"id":5}"#, id: 5, message: "a request needs exactly one of 'open', 'call' and 'close'"),
        BadLine(line: #"{"id":6,"call":{"refresh":{}},"close":{}}"#, id: 6, message: "a request needs exactly one"),
        BadLine(line: #"{"call":{"refresh":{}}}"#, id: nil, message: "a request needs an 'id'"),
        BadLine(line: #"{"hello":{"protocols":[1,3]}}"#, id: nil,
                message: "no protocol version in common: the client offers 1, 3, this engine speaks 2"),
        BadLine(line: #"{"hello":{"protocol":1}}"#, id: nil, message: "no protocol version in common: the client offers 1, this engine speaks 2"),
    ])
    func badLines(_ bad: BadLine) throws {
        let served = ServedPipes(engine: scriptedEngine([.int(1)]))
        try served.send(#"{"hello":{"protocols":[2]}}"#)
        _ = try served.receive()
        try served.send(bad.line)
        let answer = try WireCodec().response(from: Data(try served.receive().utf8))
        #expect(answer.id == bad.id)
        #expect(answer.error?.kind == .engineFailure)
        #expect(answer.error?.message.hasPrefix(bad.message) == true, "message was \(String(describing: answer.error))")
        try served.send(#"{"id":9,"call":{"refresh":{}}}"#)
        #expect(try served.receive() == #"{"id":9,"reply":{"int":{"value":1}}}"#)
        #expect(served.finish())
    }

    @Test("a call this version does not know is answered unsupported")
    func unknownCall() throws {
        let served = ServedPipes(engine: scriptedEngine())
        try served.send(#"{"hello":{"protocols":[2]}}"#)
        _ = try served.receive()
        try served.send(#"{"id":3,"call":{"teleport":{"to":1}}}"#)
        let answer = try WireCodec().response(from: Data(try served.receive().utf8))
        #expect(answer == WireResponse(id: 3, error: EngineError(.unsupported, "this engine does not support 'teleport'")))
        #expect(served.finish())
    }

    @Test("a request before hello is refused")
    func helloFirst() throws {
        let served = ServedPipes(engine: scriptedEngine())
        try served.send(#"{"id":1,"call":{"refresh":{}}}"#)
        #expect(try served.receive().contains("the first request must be hello"))
        #expect(served.finish())
        #expect(served.engine.calls.isEmpty)
    }

    @Test("blank lines are skipped and CRLF line ends accepted")
    func blankAndCRLF() throws {
        let served = ServedPipes(engine: scriptedEngine([.bool(true)]))
        try served.send("")
        try served.send("{\"hello\":{\"protocols\":[2]}}\r")
        #expect(try served.receive().hasPrefix(#"{"hello":{"#))
        try served.send("{\"id\":1,\"call\":{\"isValid\":{\"object\":{\"type\":\"Dog\",\"id\":1}}}}\r")
        #expect(try served.receive() == #"{"id":1,"reply":{"bool":{"value":true}}}"#)
        #expect(served.finish())
    }

    @Test("the end of input ends the server and closes the engine")
    func endOfInput() throws {
        let served = ServedPipes(engine: scriptedEngine())
        #expect(served.finish())
        #expect(served.engine.log == [.close])
    }
}
