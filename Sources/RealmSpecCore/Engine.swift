// The seam. The interpreter and the runner reach engines only through this
// protocol; engines never import each other; the executable holds the one
// list of engine name -> factory.

/// Optional features. An engine that lacks one answers `unsupported`, and the
/// runner reports the scenario as skipped rather than failed.
public enum Capability: String, CaseIterable, Hashable, Sendable, Codable {
    case lists, sets, maps, mixed, embedded, linkingObjects
    case queries, sorting, distinct, aggregates
    case freeze, notifications, reopen
}

/// What an engine says of itself.
public struct EngineInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String
    public var capabilities: Set<Capability>
    public init(name: String, version: String, capabilities: Set<Capability>) {
        self.name = name; self.version = version; self.capabilities = capabilities
    }
}

/// A storage engine under test.
///
/// One engine instance serves one scenario at a time: `open` gives it a fresh,
/// empty realm with the scenario's schema, then the scenario's calls arrive
/// through `perform`, then `close`.
///
/// - Throws: every broken rule is an `EngineError` with a kind from
///   `ErrorKind`; nothing a caller passes may crash the engine.
public protocol Engine: AnyObject {
    var info: EngineInfo { get }
    /// Opens a fresh, empty realm with this schema, discarding any previous one.
    func open(schema: Schema) throws(EngineError)
    func perform(_ call: EngineCall) throws(EngineError) -> EngineReply
    /// Releases the realm. Safe to call twice.
    func close()
    /// How the engine would answer `query` over every object of `type`: its
    /// storage's plan, or nil when the engine evaluates the query itself.
    /// Optional: the default throws `unsupported` (Engine+Explain.swift).
    func explain(_ query: Query, on type: String) throws(EngineError) -> String?
    /// How the engine would answer a read over the objects of `type`, or
    /// nil when it evaluates it itself. Optional, like `explain(_:on:)`.
    func explain(_ read: ExplainedRead, on type: String) throws(EngineError) -> String?
}

/// Makes a fresh engine; the runner makes one per worker.
public typealias EngineFactory = @Sendable () throws(EngineError) -> any Engine

extension EngineError {
    /// The engine answered a call with a reply of the wrong kind, or with a
    /// field that cannot be true (see `ReplyCheck`): an engine fault, never a value.
    ///
    /// ```swift
    /// EngineError.badReply(engine: "mine", call: call, expected: "bool", received: .none).message
    /// // "engine 'mine' answered 'contains' with none; expected bool"
    /// ```
    public static func badReply(engine: String, call: EngineCall, expected: String, received: EngineReply) -> EngineError {
        EngineError(.engineFailure, "engine '\(engine)' answered '\(call.name)' with \(received.summary); expected \(expected)")
    }
    /// The engine does not implement this call.
    public static func unsupported(_ call: EngineCall) -> EngineError {
        EngineError(.unsupported, "this engine does not support '\(call.name)'")
    }
}
