import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

/// The JSON tree of some bytes, for comparing shapes whatever the number spelling.
private func tree(_ bytes: [UInt8]) throws -> NSObject {
    try #require(JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as? NSObject)
}

private let reference: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy =
        .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
}()

@Suite("Wire protocol: the fast writer matches Codable")
struct WireWriterTests {
    @Test("every call is written as JSONEncoder writes it, and decodes back", arguments: WireSamples.calls)
    func calls(_ call: EngineCall) throws {
        let codec = WireCodec()
        let fast = try codec.line(WireRequest(id: 12, call: call))
        #expect(fast.last == 0x0A)
        #expect(!fast.dropLast().contains(0x0A))
        let slow = try codec.slowLine(WireRequest(id: 12, call: call))
        #expect(try tree(Array(fast.dropLast())) == tree(Array(slow.dropLast())))
        #expect(try codec.decode(WireRequest.self, from: Data(fast.dropLast())) == WireRequest(id: 12, call: call))
    }

    @Test("every reply is written as JSONEncoder writes it, and decodes back", arguments: WireSamples.replies)
    func replies(_ reply: EngineReply) throws {
        let codec = WireCodec()
        let fast = try codec.line(WireResponse(id: 3, reply: reply))
        let slow = try codec.slowLine(WireResponse(id: 3, reply: reply))
        #expect(try tree(Array(fast.dropLast())) == tree(Array(slow.dropLast())))
        #expect(try codec.decode(WireResponse.self, from: Data(fast.dropLast())) == WireResponse(id: 3, reply: reply))
    }

    @Test("error responses, with and without an id")
    func errors() throws {
        let codec = WireCodec()
        for response in [WireResponse(id: 4, error: EngineError(.invalidQuery, "bad \"query\"\n\u{1}")),
                         WireResponse(error: EngineError(.engineFailure, "no id"))] {
            let fast = try codec.line(response)
            #expect(try tree(Array(fast.dropLast())) == tree(Array(codec.slowLine(response).dropLast())))
            #expect(try codec.decode(WireResponse.self, from: Data(fast.dropLast())) == response)
        }
    }

    @Test("strings with quotes, backslashes, control characters and non-ASCII survive", arguments: [
        "plain", "quote \" and backslash \\", "line\nbreak\ttab\r\u{8}\u{C}", "\u{0}\u{1F}", "Ünïcødé 🐕", "slash / here", "",
    ])
    func strings(_ text: String) throws {
        var writer = WireWriter()
        writer.string(text)
        #expect(try JSONDecoder().decode(String.self, from: Data(writer.bytes)) == text)
        #expect(try writer.bytes == [UInt8](reference.encode(text)) || text.contains(where: { $0.asciiValue.map { $0 < 0x20 } ?? false }))
    }

    @Test("numbers: extremes of int, float and double round trip", arguments: [
        Value.int(.max), .int(.min), .double(0.1), .double(-1e-300), .double(1.7976931348623157e308), .double(2),
        .float(0.1), .float(.greatestFiniteMagnitude), .date(-62_135_596_800), .double(.nan), .float(-.infinity),
    ])
    func numbers(_ value: Value) throws {
        var writer = WireWriter()
        writer.value(value)
        let back = try WireCodec().decode(Value.self, from: Data(writer.bytes))
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
        let replyNames = Set(WireSamples.replies.map { String(String(describing: $0).prefix(while: { $0 != "(" })) })
        #expect(replyNames.count == 11)
    }
}
