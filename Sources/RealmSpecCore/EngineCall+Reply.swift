// What each call must be answered with. The replies a call may receive are
// declared here, once, next to the calls; `ReplyCheck` holds every reply that
// enters the harness to them, so a reply of the wrong kind is an engine fault
// and never a value a scenario reads.
// Related documentation: docs/engine-protocol.md#calls-and-their-replies.

/// The kind of an `EngineReply`, without its payload.
public enum ReplyKind: String, CaseIterable, Hashable, Sendable {
    case none, value, values, bool, int, optional, key, added, target, token, deliveries
}

extension EngineReply {
    /// The reply's kind.
    public var kind: ReplyKind {
        switch self {
        case .none: return .none
        case .value: return .value
        case .values: return .values
        case .bool: return .bool
        case .int: return .int
        case .optional: return .optional
        case .key: return .key
        case .added: return .added
        case .target: return .target
        case .token: return .token
        case .deliveries: return .deliveries
        }
    }
}

extension EngineCall {
    /// The reply kinds this call may be answered with: one, or `none` and
    /// `added` for a change that may manage new objects. Any other kind is
    /// an engine fault.
    ///
    /// ```swift
    /// EngineCall.count(.objects(type: "Dog")).expectedReplies   // [.int]
    /// EngineCall.listAppend(list, values: []).expectedReplies    // [.none, .added]
    /// ```
    public var expectedReplies: [ReplyKind] {
        switch self {
        case .beginWrite, .commitWrite, .cancelWrite, .reopen: return [.none]
        case .delete, .deleteCollection, .deleteObjects, .deleteAll: return [.none]
        case .listRemove, .listRemoveAll, .listMove, .listSwap: return [.none]
        case .setRemove, .setIntersect, .setRemoveAll: return [.none]
        case .mapRemove, .mapRemoveAll, .stopObserving: return [.none]
        case .set, .setForAll, .listInsert, .listAppend, .listReplace, .setInsert, .mapSet: return [.none, .added]
        case .add, .create: return [.added]
        case .isInWriteTransaction, .isValid, .contains: return [.bool]
        case .count, .indexOf, .indexMatching: return [.int]
        case .get, .element, .aggregate: return [.value]
        case .elements, .mapKeys: return [.values]
        case .mapGet: return [.optional]
        case .objectForPrimaryKey: return [.key]
        case .freeze, .thaw: return [.target]
        case .observe: return [.token]
        case .refresh: return [.deliveries]
        }
    }
}

extension EngineReply {
    /// The reply's kind and a short rendering of its payload, for messages:
    /// `none`, `int -2`, `value "Rex"`, `values (3)`, `key Dog#1`.
    public var summary: String {
        let payload: String?
        switch self {
        case .none: payload = nil
        case .value(let v): payload = v.description
        case .values(let vs): payload = "(\(vs.count))"
        case .bool(let b): payload = b ? "true" : "false"
        case .int(let n): payload = String(n)
        case .optional(let v): payload = v?.description ?? "absent"
        case .key(let k): payload = k?.description ?? "absent"
        case .added(let root, let keys): payload = "(root \(root?.description ?? "absent"), \(keys.count) keys)"
        case .target(let t): payload = t.map { "\($0)" } ?? "absent"
        case .token(let t): payload = String(t)
        case .deliveries(let ds): payload = "(\(ds.count))"
        }
        guard let payload else { return kind.rawValue }
        let shown = payload.count > 60 ? String(payload.prefix(59)) + "…" : payload
        return "\(kind.rawValue) \(shown)"
    }
}
