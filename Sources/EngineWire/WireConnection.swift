// The client side of one connection: handshake, then one request and its
// matching response at a time, each within a deadline.

internal import Foundation
internal import RealmSpecCore

/// What went wrong with the other side, beyond an ordinary error reply.
enum WireFailure: Error, Equatable {
    /// The server closed its output (it exited or crashed).
    case endOfFile
    /// No complete answer before the deadline.
    case timedOut(seconds: Double)
    /// A line that is not a valid response.
    case garbage(String)
    /// A response to a different request.
    case wrongId(expected: Int, got: Int?)
    /// An I/O error, or a handshake the client cannot accept.
    case broken(String)
}

/// One client connection over a pair of file descriptors.
final class WireConnection {
    private let reader: LineReader
    private let writer: LineWriter
    private let codec = WireCodec()
    private var nextId = 1
    /// Where every line in both directions is copied, when recording is on.
    private let recording: WireRecording?

    /// - Parameters:
    ///   - input: where responses come from (the server's stdout).
    ///   - output: where requests go (the server's stdin); made non-blocking.
    ///   - recording: where to copy every line, both ways; by default the
    ///     folder `REALMSPEC_WIRE_RECORD` names, when it is set.
    init(input: Int32, output: Int32, recording: WireRecording? = WireRecording.fromEnvironment()) {
        _ = ignoreBrokenPipes
        reader = LineReader(fd: input, spin: Self.answerSpin)
        writer = LineWriter(fd: output)
        self.recording = recording
        setNonBlocking(output)
    }

    /// How long to wait for an answer without sleeping: most calls are
    /// answered well within it, and sleeping and being woken costs tens of
    /// microseconds on each side.
    static let answerSpin = Duration.microseconds(200)

    /// Sends `hello`, offering every version this client speaks, and answers
    /// what the server says of itself.
    ///
    /// - Throws: `.broken` when the server refuses the handshake (its message
    ///   is kept) or picks a version the client did not offer.
    func handshake(timeout: Double) throws(WireFailure) -> EngineInfo {
        let deadline = Self.deadline(after: timeout)
        try send(.hello(), deadline: deadline, timeout: timeout)
        let response = try receive(deadline: deadline, timeout: timeout)
        if let error = response.error {
            throw .broken("the engine refused the handshake: \(error.message)")
        }
        guard let hello = response.hello else {
            throw .garbage("the answer to hello has no 'hello'")
        }
        guard WireProtocol.versions.contains(hello.protocol) else {
            let offered = WireProtocol.versions.map(String.init).joined(separator: ", ")
            throw .broken("the engine picked protocol \(hello.protocol), which this client does not speak (it offered \(offered))")
        }
        return hello.info
    }

    /// Sends one request and answers the server's reply; an error reply is thrown as is.
    func request(_ build: (Int) -> WireRequest, timeout: Double) throws(WireFailure) -> Result<EngineReply, EngineError> {
        let id = nextId
        nextId += 1
        let deadline = Self.deadline(after: timeout)
        try send(build(id), deadline: deadline, timeout: timeout)
        let response = try receive(deadline: deadline, timeout: timeout)
        guard response.id == id else { throw .wrongId(expected: id, got: response.id) }
        if let error = response.error { return .failure(error) }
        guard let reply = response.reply else { throw .garbage("a response with neither 'reply' nor 'error'") }
        return .success(reply)
    }

    private func send(_ request: WireRequest, deadline: ContinuousClock.Instant, timeout: Double) throws(WireFailure) {
        let line = codec.line(request)
        recording?.record(sent: line)
        do { try writer.write(line, deadline: deadline) } catch {
            throw Self.failure(error, timeout: timeout)
        }
    }

    private func receive(deadline: ContinuousClock.Instant, timeout: Double) throws(WireFailure) -> WireResponse {
        let line: Data
        do { line = try reader.readLine(deadline: deadline) } catch {
            throw Self.failure(error, timeout: timeout)
        }
        recording?.record(received: line)
        do { return try codec.response(from: line) } catch {
            throw .garbage("\(error) in \(Self.excerpt(line))")
        }
    }

    private static func failure(_ error: LineFailure, timeout: Double) -> WireFailure {
        switch error {
        case .endOfFile: return .endOfFile
        case .timedOut: return .timedOut(seconds: timeout)
        case .broken(let why): return .broken(why)
        }
    }

    private static func deadline(after seconds: Double) -> ContinuousClock.Instant {
        ContinuousClock.now.advanced(by: .milliseconds(Int64((max(0, seconds) * 1000).rounded(.up))))
    }

    /// The start of a line, quoted, for messages.
    static func excerpt(_ line: Data) -> String {
        let text = String(decoding: line.prefix(120), as: UTF8.self)
        return "'" + text + (line.count > 120 ? "…'" : "'")
    }
}
