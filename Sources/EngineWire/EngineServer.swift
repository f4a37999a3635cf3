// The server side: `realmspec serve --engine NAME` answers the protocol on
// stdin/stdout with any in-process engine.

public import Foundation
public import RealmSpecCore

/// Serves an engine over the JSON-lines protocol (docs/engine-protocol.md).
///
/// ```swift
/// EngineServer.serve(ReferenceEngine(), input: .standardInput, output: .standardOutput)
/// ```
public enum EngineServer {
    /// Answers the handshake and then every request, one line each, until
    /// the input ends; then closes the engine.
    ///
    /// A malformed line, a request before `hello` or a `hello` offering no
    /// protocol version this server speaks gets an `engineFailure` error reply; nothing the client sends
    /// ends the loop except the end of input (or an output that can no longer
    /// be written), or a line over `LineReader.maximumLineLength` or a read
    /// error, which the server cannot skip. Nothing else may write to
    /// `output` meanwhile: a stray line there is an invalid response to the client.
    /// - Returns: nil when the input ended; otherwise why serving stopped
    ///   ("a line longer than 67108864 bytes"), for the caller to report.
    @discardableResult
    public static func serve(_ engine: any Engine, input: FileHandle, output: FileHandle) -> String? {
        _ = ignoreBrokenPipes
        var connection = ServedConnection(engine: engine)
        // A client usually sends its next request within microseconds of an
        // answer, so the server checks for it a little before sleeping.
        let reader = LineReader(fd: input.fileDescriptor, spin: .microseconds(100))
        let writer = LineWriter(fd: output.fileDescriptor)
        var problem: String?
        while true {
            let line: Data
            do { line = try reader.readLine(deadline: nil) } catch {
                if case .broken(let why) = error { problem = why }
                break
            }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let response = connection.answer(line)
            if let refusal = connection.takeRefusal() {
                FileHandle.standardError.write(Data("realmspec serve: refused the handshake: \(refusal)\n".utf8))
            }
            guard (try? writer.write(connection.codec.line(response), deadline: nil)) != nil else { break }
        }
        engine.close()
        return problem
    }
}

/// The state of one served connection.
struct ServedConnection {
    let engine: any Engine
    let codec = WireCodec()
    private var greeted = false
    /// Why the last `hello` was refused, until the serving loop reports it.
    private var refusal: String?

    init(engine: any Engine) { self.engine = engine }

    /// Why the last `hello` was refused, once; nil when it was not.
    mutating func takeRefusal() -> String? {
        defer { refusal = nil }
        return refusal
    }

    /// The response to one request line.
    mutating func answer(_ line: Data) -> WireResponse {
        let request: WireRequest
        do { request = try codec.request(from: line) } catch {
            let id = Self.id(of: line)
            if case .unknownCase(let name) = error.problem, error.path == ["call"] {
                return WireResponse(id: id, error: EngineError(.unsupported, "this engine does not support '\(name)'"))
            }
            return Self.failure(id, "malformed request: \(error) in \(WireConnection.excerpt(line))")
        }
        if let hello = request.hello { return greet(hello) }
        guard greeted else {
            return Self.failure(request.id, "the first request must be hello, e.g. {\"hello\":{\"protocols\":[\(WireProtocol.version)]}}")
        }
        guard let id = request.id else { return Self.failure(nil, "a request needs an 'id'") }
        return perform(request, id: id)
    }

    /// Picks the newest version both sides speak, or refuses the handshake.
    private mutating func greet(_ hello: WireHello) -> WireResponse {
        guard let picked = WireProtocol.versions.first(where: hello.protocols.contains) else {
            let offered = hello.protocols.map(String.init).joined(separator: ", ")
            let spoken = WireProtocol.versions.map(String.init).joined(separator: ", ")
            let why = "no protocol version in common: the client offers \(offered.isEmpty ? "none" : offered), "
                + "this engine speaks \(spoken)"
            refusal = why
            return Self.failure(nil, why)
        }
        greeted = true
        return WireResponse(hello: WireHelloReply(protocol: picked, info: engine.info))
    }

    private func perform(_ request: WireRequest, id: Int) -> WireResponse {
        let parts = [request.open != nil, request.call != nil, request.close != nil].filter { $0 }.count
        guard parts == 1 else {
            return Self.failure(id, "a request needs exactly one of 'open', 'call' and 'close'")
        }
        do {
            if let schema = request.open {
                try engine.open(schema: schema)
                return WireResponse(id: id, reply: EngineReply.none)
            }
            if let call = request.call { return WireResponse(id: id, reply: try engine.perform(call)) }
            engine.close()
            return WireResponse(id: id, reply: EngineReply.none)
        } catch {
            return WireResponse(id: id, error: error)
        }
    }

    /// The `id` of a line that does not decode as a whole, so the error can name it.
    private static func id(of line: Data) -> Int? {
        guard let node = try? WireCodec.parse(line) else { return nil }
        return try? node.optionalField("id", WireReader.int)
    }

    private static func failure(_ id: Int?, _ message: String) -> WireResponse {
        WireResponse(id: id, error: EngineError(.engineFailure, message))
    }
}
