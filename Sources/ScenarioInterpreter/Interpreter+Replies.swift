// Typed reads of engine replies. `perform` has already held each reply to
// the kinds its call declares (`EngineCall.expectedReplies`); these accessors
// give the payload a call is due, and anything else is an engine fault: no
// reply ever falls back to a default such as `false` or `nil`.

internal import RealmSpecCore

extension Interpreter {
    /// `isInWriteTransaction`, `isValid`, `contains`.
    func readBool(_ call: EngineCall) throws -> Bool { try bool(in: try perform(call), to: call) }

    /// The payload `call` is due, as `payload` finds it in the reply; a
    /// reply it does not find one in is an engine fault.
    private func read<T>(_ call: EngineCall, _ payload: (EngineReply) -> T?) throws -> T {
        let reply = try perform(call)
        guard let found = payload(reply) else { throw wrongReply(reply, to: call) }
        return found
    }

    /// `count`; `indexOf` and `indexMatching` (-1 for none).
    func readInt(_ call: EngineCall) throws -> Int {
        try read(call) { if case .int(let n) = $0 { n } else { nil } }
    }

    /// `get`, `element`, `aggregate`.
    func readValue(_ call: EngineCall) throws -> Value {
        try read(call) { if case .value(let v) = $0 { v } else { nil } }
    }

    /// `elements`, `mapKeys`.
    func readValues(_ call: EngineCall) throws -> [Value] {
        try read(call) { if case .values(let vs) = $0 { vs } else { nil } }
    }

    /// `mapGet`: nil for an absent key, `.null` for a stored nil.
    func readOptional(_ call: EngineCall) throws -> Value? {
        try read(call) { (reply: EngineReply) -> Value?? in if case .optional(let v) = reply { .some(v) } else { nil } }
    }

    /// `objectForPrimaryKey`: nil when no object has the key.
    func readKey(_ call: EngineCall) throws -> ObjectKey? {
        try read(call) { (reply: EngineReply) -> ObjectKey?? in if case .key(let k) = reply { .some(k) } else { nil } }
    }

    /// A change that may manage new objects (`add`, `set`, `listAppend`, …):
    /// the key each local id became; none when the engine answered `none`.
    @discardableResult
    func readAdded(_ call: EngineCall) throws -> (root: ObjectKey?, keys: [LocalKey]) {
        let reply = try perform(call)
        switch reply {
        case .added(let root, let keys): return (root, keys)
        case .none: return (nil, [])
        case .value, .values, .bool, .int, .optional, .key, .target, .token, .deliveries:
            throw wrongReply(reply, to: call)
        }
    }

    /// `freeze` (never nil) and `thaw` (nil when the live form is gone).
    func readTarget(_ call: EngineCall) throws -> Target? {
        try read(call) { (reply: EngineReply) -> Target?? in if case .target(let t) = reply { .some(t) } else { nil } }
    }

    /// `observe`.
    func readToken(_ call: EngineCall) throws -> Int {
        try read(call) { if case .token(let t) = $0 { t } else { nil } }
    }

    /// `refresh`.
    func readDeliveries(_ call: EngineCall) throws -> [Delivery] {
        try read(call) { if case .deliveries(let ds) = $0 { ds } else { nil } }
    }

    func bool(in reply: EngineReply, to call: EngineCall) throws -> Bool {
        guard case .bool(let b) = reply else { throw wrongReply(reply, to: call) }
        return b
    }

    /// An engine fault: a reply the interpreter cannot use for this call.
    func wrongReply(_ reply: EngineReply, to call: EngineCall, expected: String? = nil) -> Interrupt {
        let due = expected ?? call.expectedReplies.map(\.rawValue).joined(separator: " or ")
        return .engine(.badReply(engine: replies.engine, call: call, expected: due, received: reply), nil)
    }

    /// Runs `body` for a value a description or a projection may do without:
    /// a Realm error or a misuse gives nil, an engine fault still ends the scenario.
    func tolerating<T>(_ body: () throws -> T) throws -> T? {
        do { return try body() } catch Interrupt.engine(let e, let at) { throw Interrupt.engine(e, at) } catch { return nil }
    }
}
