// The JSON-lines wire protocol, version 1 (docs/engine-protocol.md): the
// messages on each line and the one codec both sides use.

import Foundation
import RealmSpecCore

/// The protocol this module speaks.
public enum WireProtocol {
    /// Sent by the client in its `hello` and answered by the server.
    public static let version = 1
}

/// `{"protocol":1}`, the client's first line (inside `hello`).
struct WireHello: Codable, Equatable {
    var `protocol`: Int
}

/// The server's answer to `hello`.
struct WireHelloReply: Codable, Equatable {
    var `protocol`: Int
    var name: String
    var version: String
    /// Capability names; names this version does not know are ignored.
    var capabilities: [String]

    init(protocol: Int, info: EngineInfo) {
        self.protocol = `protocol`
        self.name = info.name
        self.version = info.version
        self.capabilities = info.capabilities.map(\.rawValue).sorted()
    }

    var info: EngineInfo {
        EngineInfo(name: name, version: version, capabilities: Set(capabilities.compactMap(Capability.init(rawValue:))))
    }
}

/// `{}`: the body of `close`.
struct WireEmpty: Codable, Equatable {}

/// One client line: `hello`, or an `id` with exactly one of `open`, `call`, `close`.
struct WireRequest: Codable, Equatable {
    var id: Int?
    var hello: WireHello?
    var open: Schema?
    var call: EngineCall?
    var close: WireEmpty?

    static func hello() -> WireRequest { WireRequest(hello: WireHello(protocol: WireProtocol.version)) }
}

/// One server line: `hello`, or an `id` with `reply` or `error`.
struct WireResponse: Codable, Equatable {
    var id: Int?
    var hello: WireHelloReply?
    var reply: EngineReply?
    var error: EngineError?
}

/// Reads just the id of a line that does not decode, so the error can name it.
struct WireIdOnly: Decodable {
    var id: Int?
}

/// The JSON coders of one connection, made once and reused for every line.
///
/// Calls, replies and errors, the lines of the hot path, are written by
/// `WireWriter` and read by `WireReader`; the rest (hello, open) goes through
/// Foundation's JSON coders, which also have the last word on any line the
/// fast path does not accept.
/// Non-finite numbers travel as the strings "NaN", "Infinity" and "-Infinity".
final class WireCodec {
    private let encoder: JSONEncoder
    private let decoder: JSONDecoder

    init() {
        encoder = JSONEncoder()
        decoder = JSONDecoder()
        // Sorted keys make every line reproducible: the same message, the same bytes.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy =
            .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        decoder.nonConformingFloatDecodingStrategy =
            .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    }

    /// The request as one line, newline included.
    func line(_ request: WireRequest) throws -> [UInt8] {
        if let call = request.call, let id = request.id, request.open == nil, request.hello == nil, request.close == nil {
            var writer = WireWriter()
            writer.callLine(call, id: id)
            return writer.bytes
        }
        return try slowLine(request)
    }

    /// The response as one line, newline included.
    func line(_ response: WireResponse) throws -> [UInt8] {
        guard response.hello == nil else { return try slowLine(response) }
        var writer = WireWriter()
        writer.responseLine(id: response.id, reply: response.reply, error: response.error)
        return writer.bytes
    }

    /// Any message through JSONEncoder.
    func slowLine<T: Encodable>(_ message: T) throws -> [UInt8] {
        var bytes = [UInt8](try encoder.encode(message))
        bytes.append(0x0A)
        return bytes
    }

    func decode<T: Decodable>(_ type: T.Type, from line: Data) throws -> T {
        try decoder.decode(type, from: line)
    }

    /// A request line: calls and closes through `WireReader`, the rest (and
    /// anything it does not accept) through JSONDecoder, whose result or error stands.
    func request(from line: Data) throws -> WireRequest {
        if let fast = Self.parse(line).flatMap(WireReader.request) { return fast }
        return try decoder.decode(WireRequest.self, from: line)
    }

    /// A response line, the same way. A response with both `reply` and
    /// `error`, or with an error kind the protocol does not have, is a
    /// protocol violation that says so.
    func response(from line: Data) throws -> WireResponse {
        let node = Self.parse(line)
        if let node { try WireViolation.check(response: node) }
        if let fast = node.flatMap(WireReader.response) { return fast }
        return try decoder.decode(WireResponse.self, from: line)
    }

    private static func parse(_ line: Data) -> JSONNode? {
        line.withUnsafeBytes { raw in JSONParser.parse(raw.bindMemory(to: UInt8.self)) }
    }
}

/// A response that is valid JSON but breaks the protocol in a way worth naming.
struct WireViolation: Error, CustomStringConvertible {
    var description: String

    static func check(response node: JSONNode) throws {
        guard case .object = node else { return }
        let reply = node["reply"], error = node["error"]
        if let reply, let error, !reply.isNull, !error.isNull {
            throw WireViolation(description: "a response with both 'reply' and 'error'")
        }
        if let error, case .string(let kind)? = error["kind"], ErrorKind(rawValue: kind) == nil {
            throw WireViolation(description: "unknown error kind '\(kind.prefix(80))'; the kinds are listed in docs/engine-protocol.md")
        }
    }
}

extension JSONNode {
    var isNull: Bool { if case .null = self { return true } else { return false } }
}

extension Error {
    /// A one-line account of a decoding error, for messages.
    var wireSummary: String {
        switch self as any Error {
        case DecodingError.dataCorrupted(let c): return "not valid JSON (\(c.debugDescription))"
        case DecodingError.keyNotFound(let key, let c): return "missing key '\(key.stringValue)' at \(c.codingPath.wirePath)"
        case DecodingError.typeMismatch(_, let c): return "wrong type at \(c.codingPath.wirePath): \(c.debugDescription)"
        case DecodingError.valueNotFound(_, let c): return "missing value at \(c.codingPath.wirePath)"
        case let violation as WireViolation: return violation.description
        default: return String(describing: self)
        }
    }
}

extension Array where Element == any CodingKey {
    var wirePath: String {
        isEmpty ? "the top level" : map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
