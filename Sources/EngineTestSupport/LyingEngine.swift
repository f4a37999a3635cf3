// An engine that answers some calls with a reply its call does not declare,
// for tests that prove a wrong reply can never make a scenario pass or fail:
// it passes every call to a wrapped engine, and where a bool, int, value or
// optional reply is due it answers something else instead.

public import RealmSpecCore

/// Wraps an engine and lies about every bool, int, value and optional reply.
///
/// ```swift
/// let liar = LyingEngine(wrapping: ReferenceEngine(), lie: .none)
/// // run a scenario on `liar`; if `liar.lies > 0`, it must end as an engine error
/// ```
public final class LyingEngine: Engine {
    /// What a lie answers.
    public enum Lie: String, CaseIterable, Sendable {
        /// `none` in place of the reply due.
        case none
        /// A reply of another kind carrying a plausible payload: an int for a
        /// bool, a bool for an int, values for a value, a value for an optional.
        case otherKind
        /// A reply of the right kind whose field cannot be true: a count of
        /// -1, an index of -2, a link to a type no schema has, for an optional
        /// and a bool the `otherKind` lie.
        case badField
    }

    private let wrapped: any Engine
    public let lie: Lie
    /// How many replies were lies since the last `open`.
    public private(set) var lies = 0
    /// The calls lied about since the last `open`, by name.
    public private(set) var liedAbout: [String] = []

    public init(wrapping engine: any Engine, lie: Lie) { self.wrapped = engine; self.lie = lie }

    public var info: EngineInfo {
        var i = wrapped.info
        i.name = "lying-\(lie.rawValue)"
        return i
    }

    public func open(schema: Schema) throws(EngineError) {
        lies = 0
        liedAbout = []
        try wrapped.open(schema: schema)
    }

    public func close() { wrapped.close() }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        let reply = try wrapped.perform(call)
        guard let told = Self.lie(lie, about: reply) else { return reply }
        lies += 1
        liedAbout.append(call.name)
        return told
    }

    /// The lie told instead of `reply`; nil for replies that are not lied about.
    public static func lie(_ lie: Lie, about reply: EngineReply) -> EngineReply? {
        switch (lie, reply) {
        case (_, .none), (_, .values), (_, .key), (_, .added), (_, .target), (_, .token), (_, .deliveries):
            return nil
        case (.none, .bool), (.none, .int), (.none, .value), (.none, .optional):
            return EngineReply.none
        case (.otherKind, .bool(let b)), (.badField, .bool(let b)):
            return .int(b ? 1 : 0)
        case (.otherKind, .int(let n)):
            return .bool(n != 0)
        case (.otherKind, .value(let v)):
            return .values([v])
        case (.otherKind, .optional(let v)), (.badField, .optional(let v)):
            return .value(v ?? .null)
        case (.badField, .int):
            return .int(-2)   // neither a count nor an index
        case (.badField, .value):
            return .value(.link(ObjectKey(type: "NoSuchType", id: 1)))
        }
    }
}
