import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

private func parse(_ bytes: [UInt8]) -> JSONNode? {
    bytes.withUnsafeBufferPointer { JSONParser.parse($0) }
}

@Suite("Wire protocol: the fast reader matches Codable")
struct WireReaderTests {
    @Test("every call, as either encoder writes it, is read by the fast path", arguments: WireSamples.calls)
    func calls(_ call: EngineCall) throws {
        let codec = WireCodec()
        let request = WireRequest(id: 5, call: call)
        for line in [try codec.line(request), try codec.slowLine(request)] {
            let node = try #require(parse(Array(line.dropLast())))
            #expect(WireReader.request(node) == request)
        }
    }

    @Test("every reply, as either encoder writes it, is read by the fast path", arguments: WireSamples.replies)
    func replies(_ reply: EngineReply) throws {
        let codec = WireCodec()
        let response = WireResponse(id: 6, reply: reply)
        for line in [try codec.line(response), try codec.slowLine(response)] {
            let node = try #require(parse(Array(line.dropLast())))
            #expect(WireReader.response(node) == response)
        }
    }

    @Test("a comparison of a map's keys is written under allKeys and read back, on either side")
    func allKeysRoundTrip() throws {
        let keys = Query.or([
            .compare(Comparison(.allKeys(["owner", "favoriteParksByCity"]), .like, .constant(.string("L*")))),
            .compare(Comparison(.constant(.string("Oslo")), .equal, .allKeys(["favoriteParksByCity"]), quantifier: .all)),
        ])
        let call = EngineCall.count(.filtered(.objects(type: "Dog"), keys))
        let codec = WireCodec()
        let request = WireRequest(id: 8, call: call)
        let fast = try codec.line(request)
        #expect(String(decoding: fast, as: UTF8.self).contains("{\"allKeys\":{\"_0\":[\"owner\",\"favoriteParksByCity\"]}}"))
        for line in [fast, try codec.slowLine(request)] {
            let node = try #require(parse(Array(line.dropLast())))
            #expect(WireReader.request(node) == request)
            #expect(try codec.decode(WireRequest.self, from: Data(line.dropLast())) == request)
        }
    }

    @Test("error responses and close requests are read by the fast path")
    func errorsAndClose() throws {
        let codec = WireCodec()
        let error = WireResponse(id: 2, error: EngineError(.frozen, "Cannot modify a frozen object"))
        #expect(WireReader.response(try #require(parse(Array(codec.line(error).dropLast())))) == error)
        let close = WireRequest(id: 3, close: WireEmpty())
        #expect(WireReader.request(try #require(parse(Array(codec.slowLine(close).dropLast())))) == close)
    }

    @Test("lines the fast path does not take fall back to JSONDecoder with the same result", arguments: [
        #"{"id":1,"call":{"get":{"_0":{"id":3,"type":"Dog"},"property":"na\"me \u00e9 \ud83d\udc15"}}}"#,
        #"{"id":1,"call":{"get":{"_0":{"id":3,"type":"Dog"},"property":"lone \ud83d"}}}"#,
        #"{"id":1,"call":{"get":{"_0":{"id":3,"type":"Dog"},"property":"name"}},"extra":true}"#,
        #"{"id":1,"call":{"set":{"_0":{"id":3,"type":"Dog"},"property":"age","value":{"int":{"_0":2.0}}}}}"#,
        #"{"hello":{"protocol":1}}"#,
    ])
    func fallback(_ line: String) throws {
        let data = Data(line.utf8)
        let viaCodec = try? JSONDecoder().decode(WireRequest.self, from: data)
        let viaCodecLine = try? WireCodec().request(from: data)
        #expect(viaCodec == viaCodecLine)
    }

    @Test("malformed JSON is refused by the parser", arguments: [
        "", "{", "{\"a\":}", "[1,]", "\"bad \\x escape\"", "\"\\u12\"", "{\"a\":1,}", "01", "-", ".5", "tru", "{\"a\" 1}", "[1] x", "\"unterminated",
    ])
    func malformed(_ text: String) {
        #expect(parse(Array(text.utf8)) == nil)
    }

    @Test("shapes Codable refuses are refused by the fast path too", arguments: [
        #"{"id":1,"call":{"get":{"_0":{"id":3},"property":"name"}}}"#,
        #"{"id":1,"call":{"get":{},"set":{}}}"#,
        #"{"id":1,"call":{"count":{"_0":{"objects":{"type":5}}}}}"#,
        #"{"id":1,"call":{"listMove":{"_0":{"objects":{"type":"Dog"}},"from":0}}}"#,
        #"{"id":1,"call":{"aggregate":{"_0":{"objects":{"type":"Dog"}},"_1":"@median"}}}"#,
        #"{"id":1,"call":{"add":{"_0":{"data":{"_0":[256]}},"update":"error"}}}"#,
    ])
    func refused(_ line: String) throws {
        let node = try #require(parse(Array(line.utf8)))
        #expect(WireReader.request(node) == nil)
        #expect(throws: (any Error).self) { try WireCodec().request(from: Data(line.utf8)) }
    }
}
