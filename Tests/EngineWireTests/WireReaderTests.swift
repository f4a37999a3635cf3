import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

private func parse(_ bytes: [UInt8]) -> JSONNode? {
    bytes.withUnsafeBufferPointer { JSONParser.parse($0) }
}

/// The shapes the protocol page shows, each read by its `WireReader` function.
enum WireShape {
    case value, key, schema, query, expression, delivery, call, reply, collection, target
}

/// Whether `WireReader` reads a JSON text as the shape.
func reads(_ shape: WireShape, _ text: String) -> Bool {
    guard let node = try? WireCodec.parse(Data(text.utf8)) else { return false }
    switch shape {
    case .value: return (try? WireReader.value(node)) != nil
    case .key: return (try? WireReader.key(node)) != nil
    case .schema: return (try? WireReader.schema(node)) != nil
    case .query: return (try? WireReader.query(node)) != nil
    case .expression: return (try? WireReader.expression(node)) != nil
    case .delivery: return (try? WireReader.delivery(node)) != nil
    case .call: return (try? WireReader.call(node)) != nil
    case .reply: return (try? WireReader.reply(node)) != nil
    case .collection: return (try? WireReader.collection(node)) != nil
    case .target: return (try? WireReader.target(node)) != nil
    }
}

/// A value read from a JSON text.
func readValue(_ text: String) throws -> Value {
    try WireReader.value(try WireCodec.parse(Data(text.utf8)))
}

@Suite("Wire protocol: the reader")
struct WireReaderTests {
    @Test("every call is read back as written", arguments: WireSamples.calls)
    func calls(_ call: EngineCall) throws {
        let codec = WireCodec()
        let request = WireRequest(id: 5, call: call)
        #expect(try codec.request(from: Data(codec.line(request).dropLast())) == request)
    }

    @Test("every reply is read back as written", arguments: WireSamples.replies)
    func replies(_ reply: EngineReply) throws {
        let codec = WireCodec()
        let response = WireResponse(id: 6, reply: reply)
        #expect(try codec.response(from: Data(codec.line(response).dropLast())) == response)
    }

    @Test("hello, open, close and errors are read back as written")
    func otherMessages() throws {
        let codec = WireCodec()
        for request in [WireRequest.hello(), WireRequest(id: 2, open: WireSamples.schema), WireRequest(id: 3, close: WireEmpty())] {
            #expect(try codec.request(from: Data(codec.line(request).dropLast())) == request)
        }
        for response in [WireResponse(hello: WireHelloReply(protocol: 2, name: "n", version: "v", capabilities: ["lists"])),
                         WireResponse(id: 2, error: EngineError(.frozen, "Cannot modify a frozen object")),
                         WireResponse(error: EngineError(.engineFailure, "no id"))] {
            #expect(try codec.response(from: Data(codec.line(response).dropLast())) == response)
        }
    }

    @Test("a comparison of a map's keys is written under allKeys and read back")
    func allKeysRoundTrip() throws {
        let keys = Query.or([
            .compare(Comparison(.allKeys(["owner", "favoriteParksByCity"]), .like, .constant(.string("L*")))),
            .compare(Comparison(.constant(.string("Oslo")), .equal, .allKeys(["favoriteParksByCity"]), quantifier: .all)),
        ])
        let request = WireRequest(id: 8, call: .count(.filtered(.objects(type: "Dog"), keys)))
        let codec = WireCodec()
        let line = codec.line(request)
        #expect(String(decoding: line, as: UTF8.self).contains(#"{"allKeys":{"path":["owner","favoriteParksByCity"]}}"#))
        #expect(try codec.request(from: Data(line.dropLast())) == request)
    }

    @Test("escapes, extra members, null optionals and the version 1 hello are read", arguments: [
        (#"{"id":1,"call":{"get":{"object":{"id":3,"type":"Dog"},"property":"na\"me \u00e9 \ud83d\udc15"}}}"#,
         WireRequest(id: 1, call: .get(ObjectKey(type: "Dog", id: 3), property: "na\"me é 🐕"))),
        (#"{"id":1,"call":{"get":{"object":{"id":3,"type":"Dog","version":null},"property":"name"}},"extra":true}"#,
         WireRequest(id: 1, call: .get(ObjectKey(type: "Dog", id: 3), property: "name"))),
        (#"{"id":1,"call":{"observe":{"target":{"realm":{}},"keyPaths":null}}}"#,
         WireRequest(id: 1, call: .observe(.realm(version: nil), keyPaths: nil))),
        (#"{"hello":{"protocol":1}}"#, WireRequest(hello: WireHello(protocols: [1]))),
        (#"{"hello":{"protocols":[3,2]}}"#, WireRequest(hello: WireHello(protocols: [3, 2]))),
    ])
    func accepted(_ line: String, _ expected: WireRequest) throws {
        #expect(try WireCodec().request(from: Data(line.utf8)) == expected)
    }

    @Test("malformed JSON is refused by the parser", arguments: [
        "", "{", "{\"a\":}", "[1,]", "\"bad \\x escape\"", "\"\\u12\"", "{\"a\":1,}", "01", "-", ".5", "tru", "{\"a\" 1}", "[1] x", "\"unterminated",
        #""lone \ud83d""#,
    ])
    func malformed(_ text: String) {
        #expect(parse(Array(text.utf8)) == nil)
    }

    @Test("a shape the protocol does not have is refused, naming where", arguments: [
        (#"{"id":1,"call":{"get":{"object":{"id":3},"property":"name"}}}"#, "missing key 'type' at .call.get.object"),
        (#"{"id":1,"call":{"get":{},"set":{}}}"#, "wrong type at .call: expected a call"),
        (#"{"id":1,"call":{"count":{"collection":{"objects":{"type":5}}}}}"#, "wrong type at .call.count.collection.objects.type: expected a string"),
        (#"{"id":1,"call":{"listMove":{"collection":{"objects":{"type":"Dog"}},"from":0}}}"#, "missing key 'to' at .call.listMove"),
        (#"{"id":1,"call":{"aggregate":{"collection":{"objects":{"type":"Dog"}},"operator":"@median"}}}"#,
         "unknown case '@median' at .call.aggregate.operator"),
        (#"{"id":1,"call":{"add":{"value":{"data":{"value":[256]}},"update":"error"}}}"#,
         "wrong type at .call.add.value.data.value[0]: expected a byte"),
        (#"{"id":1,"call":{"set":{"object":{"id":3,"type":"Dog"},"property":"age","value":{"int":{"value":2.5}}}}}"#,
         "wrong type at .call.set.value.int.value: expected a 64-bit integer"),
        (#"{"id":1,"call":{"get":{"_0":{"id":3,"type":"Dog"},"property":"name"}}}"#, "missing key 'object' at .call.get"),
        (#"{"id":1,"call":{"teleport":{}}}"#, "unknown case 'teleport' at .call"),
        (#"{"hello":{}}"#, "missing key 'protocols' at .hello"),
    ])
    func refused(_ line: String, _ message: String) throws {
        let error = #expect(throws: WireDecodingError.self) { try WireCodec().request(from: Data(line.utf8)) }
        #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
    }
}
