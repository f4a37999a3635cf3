import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

/// Every member name of a JSON text, at any depth.
private func memberNames(_ bytes: [UInt8]) throws -> Set<String> {
    func walk(_ x: Any, into names: inout Set<String>) {
        if let object = x as? [String: Any] {
            for (key, value) in object { names.insert(key); walk(value, into: &names) }
        } else if let array = x as? [Any] {
            for item in array { walk(item, into: &names) }
        }
    }
    var names = Set<String>()
    walk(try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]), into: &names)
    return names
}

@Suite("Wire protocol: the writer")
struct WireWriterTests {
    @Test("every call is one line of valid JSON with every field named", arguments: WireSamples.calls)
    func calls(_ call: EngineCall) throws {
        let line = WireCodec().line(WireRequest(id: 12, call: call))
        #expect(line.last == 0x0A)
        #expect(!line.dropLast().contains(0x0A))
        let names = try memberNames(Array(line.dropLast()))
        #expect(!names.contains(where: { $0.hasPrefix("_") }), "\(names.sorted())")
    }

    @Test("every reply is one line of valid JSON with every field named", arguments: WireSamples.replies)
    func replies(_ reply: EngineReply) throws {
        let line = WireCodec().line(WireResponse(id: 3, reply: reply))
        let names = try memberNames(Array(line.dropLast()))
        #expect(!names.contains(where: { $0.hasPrefix("_") }), "\(names.sorted())")
    }

    @Test("the documented shapes, byte for byte, keys sorted")
    func documentedBytes() {
        let codec = WireCodec()
        let get = codec.line(WireRequest(id: 7, call: .get(WireSamples.dog, property: "name")))
        #expect(String(decoding: get, as: UTF8.self) == #"{"call":{"get":{"object":{"id":3,"type":"Dog"},"property":"name"}},"id":7}"# + "\n")
        let swap = codec.line(WireRequest(id: 1, call: .listSwap(.objects(type: "Dog"), 0, 1)))
        #expect(String(decoding: swap, as: UTF8.self)
                == #"{"call":{"listSwap":{"collection":{"objects":{"type":"Dog"}},"first":0,"second":1}},"id":1}"# + "\n")
        let hello = codec.line(WireRequest.hello())
        #expect(String(decoding: hello, as: UTF8.self) == #"{"hello":{"protocols":[2]}}"# + "\n")
        let int = codec.line(WireResponse(id: 9, reply: .int(1)))
        #expect(String(decoding: int, as: UTF8.self) == #"{"id":9,"reply":{"int":{"value":1}}}"# + "\n")
    }

    @Test("error responses, with and without an id")
    func errors() throws {
        let codec = WireCodec()
        for response in [WireResponse(id: 4, error: EngineError(.invalidQuery, "bad \"query\"\n\u{1}")),
                         WireResponse(error: EngineError(.engineFailure, "no id"))] {
            let line = codec.line(response)
            #expect(try codec.response(from: Data(line.dropLast())) == response)
        }
    }

    @Test("strings with quotes, backslashes, control characters and non-ASCII survive", arguments: [
        "plain", "quote \" and backslash \\", "line\nbreak\ttab\r\u{8}\u{C}", "\u{0}\u{1F}", "Ünïcødé 🐕", "slash / here", "",
    ])
    func strings(_ text: String) throws {
        var writer = WireWriter()
        writer.string(text)
        #expect(try JSONSerialization.jsonObject(with: Data(writer.bytes), options: [.fragmentsAllowed]) as? String == text)
        let node = try WireCodec.parse(Data(writer.bytes))
        #expect(try WireReader.string(node) == text)
    }

    @Test("numbers: extremes of int, float and double round trip", arguments: [
        Value.int(.max), .int(.min), .double(0.1), .double(-1e-300), .double(1.7976931348623157e308), .double(2),
        .float(0.1), .float(.greatestFiniteMagnitude), .date(-62_135_596_800), .double(.nan), .float(-.infinity),
    ])
    func numbers(_ value: Value) throws {
        var writer = WireWriter()
        writer.value(value)
        let back = try readValue(String(decoding: writer.bytes, as: UTF8.self))
        switch (back, value) {
        case (.double(let a), .double(let b)) where a.isNaN: #expect(b.isNaN)
        default: #expect(back == value)
        }
    }
}

@Suite("Wire protocol: samples")
struct WireSampleCoverageTests {
    @Test("the samples hold every call and every reply of the vocabulary")
    func coverage() {
        #expect(Set(WireSamples.calls.map(\.name)).count == 44)
        #expect(Set(WireSamples.replies.map(\.wireName)).count == 11)
    }
}
