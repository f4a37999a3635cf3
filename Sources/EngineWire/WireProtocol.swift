// The JSON-lines wire protocol, version 2 (docs/engine-protocol.md, and
// docs/engine-protocol.schema.json for every message): the messages on each
// line and the one codec both sides use (WireWriter out, WireReader in).

internal import Foundation
internal import RealmSpecCore

/// The protocol this module speaks.
public enum WireProtocol {
    /// The version this module speaks: the client offers it in `hello`, the
    /// server answers with it.
    public static let version = 2
    /// Every version this module speaks, newest first: a client offers them
    /// all, a server picks the first of them the client offers.
    public static let versions = [version]
}

/// `{"protocols":[2]}`, the client's first line (inside `hello`): the
/// versions it speaks.
struct WireHello: Equatable {
    var protocols: [Int]
}

/// The server's answer to `hello`: the version it picked, and itself.
struct WireHelloReply: Equatable {
    var `protocol`: Int
    var name: String
    var version: String
    /// Capability names; names this version does not know are ignored.
    var capabilities: [String]

    init(protocol: Int, name: String, version: String, capabilities: [String]) {
        self.protocol = `protocol`; self.name = name; self.version = version; self.capabilities = capabilities
    }

    init(protocol: Int, info: EngineInfo) {
        self.init(protocol: `protocol`, name: info.name, version: info.version,
                  capabilities: info.capabilities.map(\.rawValue).sorted())
    }

    var info: EngineInfo {
        EngineInfo(name: name, version: version, capabilities: Set(capabilities.compactMap(Capability.init(rawValue:))))
    }
}

/// `{}`: the body of `close`.
struct WireEmpty: Equatable {}

/// One client line: `hello`, or an `id` with exactly one of `open`, `call`, `close`.
struct WireRequest: Equatable {
    var id: Int?
    var hello: WireHello?
    var open: Schema?
    var call: EngineCall?
    var close: WireEmpty?

    static func hello() -> WireRequest { WireRequest(hello: WireHello(protocols: WireProtocol.versions)) }
}

/// One server line: `hello`, or an `id` with `reply` or `error`.
struct WireResponse: Equatable {
    var id: Int?
    var hello: WireHelloReply?
    var reply: EngineReply?
    var error: EngineError?
}

/// The codec of one connection: every line out through `WireWriter`, every
/// line in through `JSONParser` and `WireReader`. There is no other encoding
/// of these messages.
/// Non-finite numbers travel as the strings "NaN", "Infinity" and "-Infinity".
final class WireCodec {
    init() {}

    /// The request as one line, newline included.
    func line(_ request: WireRequest) -> [UInt8] {
        var writer = WireWriter()
        writer.requestLine(request)
        return writer.bytes
    }

    /// The response as one line, newline included.
    func line(_ response: WireResponse) -> [UInt8] {
        var writer = WireWriter()
        writer.responseLine(response)
        return writer.bytes
    }

    /// A request line.
    /// - Throws: `WireDecodingError` naming what is wrong and where.
    func request(from line: Data) throws(WireDecodingError) -> WireRequest {
        try WireReader.request(try Self.parse(line))
    }

    /// A response line. A response with both `reply` and `error`, or with an
    /// error kind the protocol does not have, is a violation that says so.
    /// - Throws: `WireDecodingError` naming what is wrong and where.
    func response(from line: Data) throws(WireDecodingError) -> WireResponse {
        try WireReader.response(try Self.parse(line))
    }

    /// The JSON of a line; `.notJSON` when it is not one JSON document.
    static func parse(_ line: Data) throws(WireDecodingError) -> JSONNode {
        let node = line.withUnsafeBytes { raw in JSONParser.parse(raw.bindMemory(to: UInt8.self)) }
        guard let node else { throw WireDecodingError(.notJSON) }
        return node
    }
}
