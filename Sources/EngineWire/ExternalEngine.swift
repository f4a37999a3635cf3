// An engine in another process, in any language, reached over the
// JSON-lines protocol of docs/engine-protocol.md.

internal import Foundation
public import RealmSpecCore

/// Runs an engine in another process and talks to it over stdin/stdout.
///
/// The command runs under `/bin/sh -c`. The process is started and greeted
/// at once, so `info` can tell its name and capabilities; every request then
/// gets `callTimeout` seconds. A crash, an end of output, a line that is not
/// a valid response, a response to another request or a request past its
/// deadline becomes an `engineFailure` naming the call; the process is
/// killed, and the next `open` starts a fresh one. A valid line whose reply
/// does not fit its call (`ReplyCheck`: the wrong kind, a negative count, a
/// key of a type the schema lacks, …) is an `engineFailure` too, naming the
/// engine, the call, what was due and what came; the process keeps running.
///
/// ```swift
/// let engine = ExternalEngine(command: "realmspec serve --engine reference")
/// try engine.open(schema: schema)
/// let reply = try engine.perform(.count(.objects(type: "Dog")))
/// ```
///
/// Not thread-safe: like every engine, one caller at a time.
public final class ExternalEngine: Engine {
    public let command: String
    /// Seconds each request (and the handshake) may take.
    public let callTimeout: Double
    private var running: EngineProcess?
    private var greeting: EngineInfo?
    /// Why the last start failed, for `info` and the next `open`.
    private var startFailure: EngineError?
    /// Holds every reply to its call, against the open schema.
    private var replies = ReplyCheck(engine: "external")
    /// The first failed start of the engines one factory made (see `ExternalStartRecord`).
    private let startRecord: ExternalStartRecord

    public convenience init(command: String, callTimeout: Double = 10) {
        self.init(command: command, callTimeout: callTimeout, startRecord: ExternalStartRecord())
    }

    init(command: String, callTimeout: Double, startRecord: ExternalStartRecord) {
        self.command = command
        self.callTimeout = callTimeout
        self.startRecord = startRecord
        do { try start() } catch { startFailure = error }
    }

    deinit { running?.kill() }

    /// A factory for the runner: each engine it makes runs its own process.
    /// Once one of them fails to start, the others give up at once with
    /// that failure instead of waiting for the command again.
    ///
    /// ```swift
    /// let factory = ExternalEngine.factory(command: "realmspec serve --engine reference")
    /// ```
    public static func factory(command: String, callTimeout: Double = 10) -> EngineFactory {
        let record = ExternalStartRecord()
        return { () throws(EngineError) -> any Engine in ExternalEngine(command: command, callTimeout: callTimeout, startRecord: record) }
    }

    /// What the process said in its handshake. Before a successful handshake:
    /// every capability under the name `external`, so scenarios run and
    /// report the failure instead of being skipped.
    public var info: EngineInfo {
        greeting ?? EngineInfo(name: "external", version: "unknown", capabilities: Set(Capability.allCases))
    }

    /// Opens a fresh realm, first starting a fresh process if the last one failed.
    ///
    /// - Throws: `engineFailure` when the process cannot be started, greeted
    ///   or answered; otherwise whatever the engine answers.
    public func open(schema: Schema) throws(EngineError) {
        if running == nil { try start() }
        _ = try exchange("open") { WireRequest(id: $0, open: schema) }
        replies = ReplyCheck(engine: info.name)
        replies.open(schema)
    }

    /// - Throws: whatever the engine answers; `engineFailure` when it broke
    ///   or answered with a reply that does not fit the call.
    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        let reply = try exchange(call.name) { WireRequest(id: $0, call: call) }
        try replies.check(reply, to: call)
        return reply
    }

    /// Closes the realm; the process stays for the next `open`. Safe to call twice.
    public func close() {
        guard running != nil else { return }
        _ = try? exchange("close") { WireRequest(id: $0, close: WireEmpty()) }
    }

    /// Starts the process and greets it.
    private func start() throws(EngineError) {
        running?.kill()
        running = nil
        if let earlier = startRecord.failure { throw earlier == startFailure ? earlier : ExternalFailure.gaveUp(command, after: earlier) }
        let process: EngineProcess
        do { process = try EngineProcess(command: command) } catch {
            throw startRecord.record(ExternalFailure.cannotStart(command, error))
        }
        do {
            greeting = try process.connection.handshake(timeout: callTimeout)
        } catch {
            let failure = ExternalFailure.describe(error, during: "hello", process: process, command: command)
            process.kill()
            throw startRecord.record(failure)
        }
        running = process
        startFailure = nil
    }

    /// One request and its reply; a broken process is killed.
    private func exchange(_ name: String, _ build: (Int) -> WireRequest) throws(EngineError) -> EngineReply {
        guard let process = running else {
            throw startFailure ?? ExternalFailure.notRunning(command, during: name)
        }
        let result: Result<EngineReply, EngineError>
        do { result = try process.connection.request(build, timeout: callTimeout) } catch {
            let failure = ExternalFailure.describe(error, during: name, process: process, command: command)
            process.kill()
            running = nil
            throw failure
        }
        return try result.get()
    }
}
