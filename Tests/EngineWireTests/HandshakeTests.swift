import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
@testable import EngineWire

/// An engine in sh that answers `hello` with `line` and then `none` to everything.
private func greeting(_ line: String) -> String {
    """
    read hello
    printf '%s\\n' '\(line)'
    while read line; do id=${line##*\\"id\\":}; id=${id%%[,\\}]*}; printf '{"id":%s,"reply":{"none":{}}}\\n' "$id"; done
    """
}

@Suite("Wire protocol: the versioned handshake")
struct HandshakeTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [])])

    @Test("the client offers the versions it speaks")
    func clientOffers() {
        let line = String(decoding: WireCodec().line(WireRequest.hello()), as: UTF8.self)
        #expect(line == #"{"hello":{"protocols":[\#(WireProtocol.version)]}}"# + "\n")
    }

    @Test("the server picks the version it speaks among those offered", arguments: [[2], [3, 2], [2, 1], [1, 2, 9]])
    func serverPicks(_ offered: [Int]) throws {
        let served = ServedPipes(engine: scriptedEngine())
        try served.send(#"{"hello":{"protocols":\#(offered)}}"#.replacingOccurrences(of: " ", with: ""))
        let answer = try WireCodec().response(from: Data(try served.receive().utf8))
        #expect(answer.hello?.protocol == 2)
        #expect(answer.error == nil)
        #expect(served.finish())
    }

    @Test("a server that speaks none of the offered versions refuses, and calls stay refused", arguments: [[1], [3, 4], []])
    func serverRefuses(_ offered: [Int]) throws {
        let served = ServedPipes(engine: scriptedEngine())
        try served.send(#"{"hello":{"protocols":\#(offered)}}"#.replacingOccurrences(of: " ", with: ""))
        let answer = try WireCodec().response(from: Data(try served.receive().utf8))
        #expect(answer.hello == nil)
        #expect(answer.id == nil)
        #expect(answer.error?.kind == .engineFailure)
        #expect(answer.error?.message.hasPrefix("no protocol version in common: the client offers") == true, "\(String(describing: answer.error))")
        #expect(answer.error?.message.hasSuffix("this engine speaks 2") == true)
        try served.send(#"{"id":1,"call":{"refresh":{}}}"#)
        #expect(try served.receive().contains("the first request must be hello"))
        #expect(served.finish())
        #expect(served.engine.calls.isEmpty)
    }

    @Test("the client reports a refused handshake with the engine's message")
    func clientReportsRefusal() throws {
        let engine = ExternalEngine(command: greeting(#"{"error":{"kind":"engineFailure","message":"no protocol version in common: the client offers 2, this engine speaks 5"}}"#),
                                    callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.kind == .engineFailure)
        #expect(error?.message.contains("'hello'") == true, "\(String(describing: error))")
        #expect(error?.message.contains("the engine refused the handshake: no protocol version in common: the client offers 2, this engine speaks 5") == true,
                "\(String(describing: error))")
    }

    @Test("the client refuses an engine that picks a version it did not offer")
    func clientRefusesUnofferedVersion() throws {
        let engine = ExternalEngine(command: greeting(#"{"hello":{"protocol":7,"name":"sh","version":"0.1","capabilities":[]}}"#),
                                    callTimeout: 5)
        let error = #expect(throws: EngineError.self) { try engine.open(schema: Self.schema) }
        #expect(error?.message.contains("the engine picked protocol 7, which this client does not speak (it offered 2)") == true,
                "\(String(describing: error))")
    }

    @Test("with recording on, every line in both directions is copied, marked with its direction")
    func recording() throws {
        let folder = NSTemporaryDirectory() + "realmspec-record-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let served = ServedPipes(engine: scriptedEngine([.int(4)]))
        do {
            let client = served.connect(recording: try #require(WireRecording(folder: folder)))
            _ = try client.handshake(timeout: 5)
            _ = try client.request({ WireRequest(id: $0, call: .count(.objects(type: "Dog"))) }, timeout: 5)
        }
        #expect(served.finish())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        let text = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == #"> {"hello":{"protocols":[2]}}"#)
        #expect(lines.dropFirst().first?.hasPrefix(#"< {"hello":{"capabilities":"#) == true)
        #expect(lines.dropFirst(2).first == #"> {"call":{"count":{"collection":{"objects":{"type":"Dog"}}}},"id":1}"#)
        #expect(lines.last == #"< {"id":1,"reply":{"int":{"value":4}}}"#)
    }
}
