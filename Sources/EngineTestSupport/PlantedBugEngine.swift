// An engine with a bug planted on purpose, for tests that prove a checker can
// fail: it passes every call to a wrapped engine except one kind, which it
// gets subtly wrong.

public import RealmSpecCore

/// Wraps an engine and plants one bug in it.
public final class PlantedBugEngine: Engine {
    /// The bugs that can be planted.
    public enum Bug: String, CaseIterable, Sendable {
        /// `listMove(from:to:)` lands one place short when moving towards the end.
        case listMoveOffByOne
        /// A filtered collection's count misses its last match.
        case filterDropsLastMatch
    }

    private let wrapped: any Engine
    public let bug: Bug

    public init(wrapping engine: any Engine, bug: Bug) { self.wrapped = engine; self.bug = bug }

    public var info: EngineInfo {
        var i = wrapped.info
        i.name = "planted-\(bug.rawValue)"
        return i
    }

    public func open(schema: Schema) throws(EngineError) { try wrapped.open(schema: schema) }
    public func close() { wrapped.close() }

    public func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch (bug, call) {
        case (.listMoveOffByOne, .listMove(let ref, let from, let to)) where to > from + 1:
            return try wrapped.perform(.listMove(ref, from: from, to: to - 1))
        case (.filterDropsLastMatch, .count(let ref)) where ref.isFiltered:
            let reply = try wrapped.perform(call)
            if case .int(let n) = reply, n > 0 { return .int(n - 1) }
            return reply
        default:
            return try wrapped.perform(call)
        }
    }
}

extension CollectionRef {
    fileprivate var isFiltered: Bool {
        switch self {
        case .filtered: return true
        case .objects, .property: return false
        case .sorted(let b, _), .distinct(let b, _), .frozen(let b, _): return b.isFiltered
        }
    }
}
