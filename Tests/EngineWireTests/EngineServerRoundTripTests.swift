import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
@testable import EngineWire

@Suite("Wire protocol: round trips through a served engine")
struct EngineServerRoundTripTests {
    @Test("the handshake tells the engine's name, version and capabilities")
    func handshake() throws {
        let served = ServedPipes(engine: scriptedEngine())
        let info = try served.connect().handshake(timeout: 5)
        #expect(info == EngineInfo(name: "scripted", version: "3.1", capabilities: [.lists, .freeze]))
        #expect(served.finish())
    }

    @Test("every call reaches the engine unchanged")
    func everyCall() throws {
        let served = ServedPipes(engine: scriptedEngine())
        let client = served.connect()
        _ = try client.handshake(timeout: 5)
        for call in WireSamples.calls {
            let result = try client.request({ WireRequest(id: $0, call: call) }, timeout: 5)
            #expect(try result.get() == .none)
        }
        #expect(served.finish())
        #expect(served.engine.calls == WireSamples.calls)
    }

    @Test("every reply comes back unchanged")
    func everyReply() throws {
        let served = ServedPipes(engine: scriptedEngine(WireSamples.replies))
        let client = served.connect()
        _ = try client.handshake(timeout: 5)
        for reply in WireSamples.replies {
            let result = try client.request({ WireRequest(id: $0, call: .refresh) }, timeout: 5)
            #expect(try result.get() == reply)
        }
        #expect(served.finish())
    }

    @Test("open passes the schema, close closes, and errors keep their kind and message")
    func openCloseAndErrors() throws {
        let engine = RecordingEngine { call throws(EngineError) in
            throw EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
        }
        let served = ServedPipes(engine: engine)
        let client = served.connect()
        _ = try client.handshake(timeout: 5)
        #expect(try client.request({ WireRequest(id: $0, open: WireSamples.schema) }, timeout: 5).get() == .none)
        let failed = try client.request({ WireRequest(id: $0, call: .deleteAll) }, timeout: 5)
        #expect(throws: EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")) {
            try failed.get()
        }
        #expect(try client.request({ WireRequest(id: $0, close: WireEmpty()) }, timeout: 5).get() == .none)
        #expect(served.finish())
        #expect(engine.openedSchemas == [WireSamples.schema])
        #expect(engine.log.filter { $0 == .close }.count == 2, "one close request, one at the end of input")
    }

    @Test("the reference JSON shapes of the protocol page decode as documented")
    func documentedShapes() throws {
        let codec = WireCodec()
        let request = try codec.request(from: Data(
            #"{"id":7,"call":{"set":{"object":{"type":"Dog","id":3},"property":"age","value":{"int":{"value":2}}}}}"#.utf8))
        #expect(request == WireRequest(id: 7, call: .set(WireSamples.dog, property: "age", value: .int(2))))
        let response = try codec.response(from: Data(
            #"{"id":8,"reply":{"added":{"root":{"type":"Dog","id":3},"keys":[{"localId":1,"key":{"type":"Dog","id":3}}]}}}"#.utf8))
        #expect(response.reply == .added(root: WireSamples.dog, keys: [LocalKey(localId: 1, key: WireSamples.dog)]))
        let nan = try readValue(#"{"double":{"value":"NaN"}}"#)
        guard case .double(let d) = nan else { Issue.record("decoded \(nan)"); return }
        #expect(d.isNaN)
    }
}
