// Notifications: `observe` and `addNotificationBlock` register a block by
// token; `realm.refresh()` asks the engine for deliveries and runs the
// blocks in order; `token.invalidate()` stops them.
// Related documentation: rlmarray#notifications, rlmarray#key-value-observing;
// sdk-reference api-surface.md §12.1 #15, §12.2 #30–#33.

internal import RealmSpecCore

extension Interpreter {
    static var collectionNotificationMembers: [String: Member] { [
        "observe": .method { i, r, a in try i.observe(r, a, style: .swiftCollection) },
        "addNotificationBlock": .method { i, r, a in
            try i.observe(r, a, style: .objcCollection)
        },
    ] }

    static var objectNotificationMembers: [String: Member] { [
        "observe": .method { i, r, a in try i.observe(r, a, style: .object) },
        // The Objective-C block: (deleted, changes, error) (§12.2 #30–#33).
        "addNotificationBlock": .method { i, r, a in try i.observe(r, a, style: .objcObject) },
    ] }

    static var realmNotificationMembers: [String: Member] { [
        "observe": .method { i, r, a in try i.observe(r, a, style: .realm) },
        "addNotificationBlock": .method { i, r, a in try i.observe(r, a, style: .realm) },
        // A frozen realm never advances, nor does one inside a write (api-surface.md §1 #40).
        // Otherwise it returns whether it advanced: a scenario's own commits are
        // read at once, so only a realm whose read `invalidate()` ended has a
        // version to move to (object store Realm::refresh: a realm without a
        // read transaction begins one and returns true; RealmTests.mm
        // testRefreshFrozen: false on a live realm that is current).
        "refresh": .method { i, r, _ in
            if case .realm(let h) = r, h.frozenVersion != nil { return .scalar(.bool(false)) }
            if i.inWrite { return .scalar(.bool(false)) }
            let advanced = i.readEnded
            try i.refresh()
            i.readEnded = false
            return .scalar(.bool(advanced))
        },
    ] }

    static var tokenMembers: [String: Member] { [
        "invalidate": .method { i, r, _ in
            guard case .token(let t) = r else { return .void }
            try i.perform(.stopObserving(token: t.id))
            i.observers[t.id] = nil
            return .void
        },
    ] }


    func observe(_ subject: RValue, _ a: CallArgs, style: Observer.Style) throws -> RValue {
        guard let block = a.closure else { throw misuse("observe needs a block") }
        // Delivery on a queue needs threads, which a scenario does not have; nil is the current thread.
        if let queue = a.named("queue") ?? a.named("on"), !queue.isNull {
            throw misuse("notifications on a queue need threads; pass nil or leave the queue out")
        }
        let paths = try a.named("keyPaths").flatMap { $0.isNull ? nil : try self.keyPaths($0) }
        let id = try readToken(.observe(try target(of: subject, "observe"), keyPaths: paths))
        observers[id] = Observer(block: block, style: style, subject: subject)
        return .token(TokenHandle(id: id))
    }

    /// The run loop turning: deliver what the engine has pending, in order.
    /// A delivery to a token no observer holds, or of a change its subject
    /// cannot have, is an engine fault.
    func refresh() throws {
        for d in try readDeliveries(.refresh) {
            guard let o = observers[d.token] else {
                throw wrongReply(.deliveries([d]), to: .refresh, expected: "deliveries to the observers registered")
            }
            if let args = try mapChangeArguments(for: d, token: d.token, o) {
                _ = try call(o.block, args)
                continue
            }
            guard let args = try arguments(for: d, o) else { continue }
            _ = try call(o.block, args)
        }
    }

    /// The block's arguments; nil when a projection's observer has nothing left to hear.
    private func arguments(for delivery: Delivery, _ o: Observer) throws -> [RValue]? {
        let change = delivery.change
        if case .projection(let p) = o.subject, case .objectChanged(let props) = change {
            return try projectionChange(p, props, keyPaths: o.projectionKeyPaths)
        }
        switch (o.style, change) {
        case (.swiftCollection, .initial): return [.enumCase("initial", [o.subject])]
        case (.swiftCollection, .update(let c)):
            return [.enumCase("update", [o.subject, ints(c.deletions), ints(c.insertions), ints(c.modifications)])]
        case (.objcCollection, .initial): return [o.subject, .null, .null]
        case (.objcCollection, .update(let c)):
            let changes: RValue = .dictionary([
                (.scalar(.string("deletions")), ints(c.deletions)),
                (.scalar(.string("insertions")), ints(c.insertions)),
                (.scalar(.string("modifications")), ints(c.modifications)),
            ])
            return [o.subject, changes, .null]
        case (.object, .objectChanged(let props)):
            return [.enumCase("change", [o.subject, .array(props.map(propertyChange))])]
        case (.object, .objectDeleted): return [.enumCase("deleted", [])]
        case (.objcObject, .objectChanged(let props)): return [.scalar(.bool(false)), .array(props.map(objcPropertyChange)), .null]
        case (.objcObject, .objectDeleted): return [.scalar(.bool(true)), .null, .null]
        case (.realm, _): return [.enumCase("didChange", []), o.subject]
        case (.swiftCollection, .objectChanged), (.swiftCollection, .objectDeleted), (.objcCollection, .objectChanged),
             (.objcCollection, .objectDeleted), (.object, .initial), (.object, .update), (.objcObject, .initial),
             (.objcObject, .update):
            throw wrongReply(.deliveries([delivery]), to: .refresh, expected: "a change of the kind the observed subject has")
        }
    }

    /// An `RLMPropertyChange`: `name`, `previousValue` and `value`. The SDK's
    /// object notifier reads a previous value only for a change written on
    /// another thread, which a scenario cannot make, so `previousValue` is
    /// nil; and it reads an array (an RLMArray property, or a list a mixed
    /// property holds) as nil.
    private func objcPropertyChange(_ p: PropertyChange) -> RValue {
        let value: RValue
        if case .list = p.newValue { value = .null } else { value = fromEngine(p.newValue) }
        return .dictionary([
            (.scalar(.string("name")), .scalar(.string(p.name))),
            (.scalar(.string("previousValue")), .null),
            (.scalar(.string("value")), value),
        ])
    }

    private func ints(_ xs: [Int]) -> RValue { .array(xs.map { .scalar(.int(Int64($0))) }) }

    private func propertyChange(_ p: PropertyChange) -> RValue {
        .dictionary([
            (.scalar(.string("name")), .scalar(.string(p.name))),
            // Every write of a scenario is made on the observing thread, where the SDK gives no old value.
            (.scalar(.string("oldValue")), .null),
            (.scalar(.string("newValue")), fromEngine(p.newValue)),
        ])
    }
}
