// An engine that logs every call with its outcome, so tests of the scenario
// interpreter can check how Swift source was lowered to engine calls.

public import RealmSpecCore

/// Logs every `open`, `perform` and `close` with its reply or error.
///
/// It either wraps another engine, passing every call through, or answers
/// from a scripted closure, for tests that need no real engine:
///
/// ```swift
/// let engine = RecordingEngine { call throws(EngineError) in
///     if case .count = call { return .int(3) }
///     return .none
/// }
/// // … run the code under test …
/// #expect(engine.calls == [.beginWrite, .count(.objects(type: "Dog")), .commitWrite(withoutNotifying: [])])
/// ```
public final class RecordingEngine: Engine {
    /// One logged event.
    public enum Entry: Hashable, Sendable, CustomStringConvertible {
        case open(Schema)
        case call(EngineCall, Result<EngineReply, EngineError>)
        case close

        public var description: String {
            switch self {
            case .open: return "open"
            case .close: return "close"
            case .call(let call, .success(let reply)): return "\(call) -> \(reply)"
            case .call(let call, .failure(let error)): return "\(call) -> \(error)"
            }
        }
    }

    /// Answers a call in scripted mode.
    public typealias Script = (EngineCall) throws(EngineError) -> EngineReply

    private let wrapped: (any Engine)?
    private let script: Script?
    private let scriptedInfo: EngineInfo

    /// Everything that happened, in order.
    public private(set) var log: [Entry] = []

    /// Passes every call to `engine` and logs it.
    public init(wrapping engine: any Engine) {
        self.wrapped = engine
        self.script = nil
        self.scriptedInfo = engine.info
    }

    /// Answers every call with `script` and logs it; `open` and `close` only log.
    public init(info: EngineInfo = EngineInfo(name: "recording", version: "1",
                                              capabilities: Set(Capability.allCases)),
                script: @escaping Script) {
        self.wrapped = nil
        self.script = script
        self.scriptedInfo = info
    }

    public var info: EngineInfo { wrapped?.info ?? scriptedInfo }

    public func open(schema: Schema) throws(EngineError) {
        log.append(.open(schema))
        try wrapped?.open(schema: schema)
    }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        do {
            let reply = try answer(call)
            log.append(.call(call, .success(reply)))
            return reply
        } catch {
            log.append(.call(call, .failure(error)))
            throw error
        }
    }

    public func close() {
        log.append(.close)
        wrapped?.close()
    }

    private func answer(_ call: EngineCall) throws(EngineError) -> EngineReply {
        if let wrapped { return try wrapped.perform(call) }
        if let script { return try script(call) }
        throw EngineError.unsupported(call)
    }
}

extension RecordingEngine {
    /// The calls performed, in order (without `open`/`close`).
    public var calls: [EngineCall] {
        log.compactMap { if case .call(let call, _) = $0 { return call } else { return nil } }
    }

    /// The names of the calls performed: `["beginWrite", "add", "commitWrite"]`.
    public var callNames: [String] { calls.map(\.name) }

    /// The errors the calls answered with, in order.
    public var errors: [EngineError] {
        log.compactMap { if case .call(_, .failure(let e)) = $0 { return e } else { return nil } }
    }

    /// The schemas `open` received, in order.
    public var openedSchemas: [Schema] {
        log.compactMap { if case .open(let s) = $0 { return s } else { return nil } }
    }

    /// Forgets everything logged so far.
    public func clearLog() { log.removeAll() }
}
