// The one check of what an engine answers, run where replies enter the
// harness: the interpreter's boundary around `any Engine` and the external
// engine client. A reply whose kind its call does not declare
// (`EngineCall.expectedReplies`), or whose fields cannot be true (a negative
// count, an index below -1, a key of a type the schema lacks, a value that
// does not fit the property or collection read, a key for a local id the
// call did not send, a frozen form that is not frozen, a delivery to a token
// never handed out, a change set out of order), is an
// `engineFailure` naming the engine, the call, what was due and what came.
// Related documentation: docs/engine-protocol.md#calls-and-their-replies.

/// Checks replies against their calls and the open schema.
///
/// One instance follows one engine: `open` with each schema, then `check`
/// every reply in call order (it remembers the notification tokens handed
/// out, so deliveries can be checked).
///
/// ```swift
/// var check = ReplyCheck(engine: engine.info.name)
/// try engine.open(schema: schema); check.open(schema)
/// let reply = try engine.perform(call)
/// try check.check(reply, to: call)   // throws engineFailure on a wrong reply
/// ```
public struct ReplyCheck: Sendable {
    /// The engine's name, for messages.
    public var engine: String
    /// Properties by name by type name, from the open schema.
    private var properties: [String: [String: PropertySchema]] = [:]
    /// Targets of the notification tokens handed out and not stopped.
    private var observed: [Int: Target] = [:]

    public init(engine: String) { self.engine = engine }

    /// Starts a fresh realm with this schema: no tokens are handed out yet.
    public mutating func open(_ schema: Schema) {
        properties = Dictionary(schema.types.map { t in
            (t.name, Dictionary(t.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }))
        }, uniquingKeysWith: { a, _ in a })
        observed = [:]
    }

    /// Holds one reply to its call.
    ///
    /// - Throws: `engineFailure` (`EngineError.badReply`) naming the engine,
    ///   the call, what was due and what was received.
    public mutating func check(_ reply: EngineReply, to call: EngineCall) throws(EngineError) {
        let due = call.expectedReplies
        guard due.contains(reply.kind) else {
            throw .badReply(engine: engine, call: call, expected: due.map(\.rawValue).joined(separator: " or "), received: reply)
        }
        if let problem = fieldProblem(reply, call) {
            throw .badReply(engine: engine, call: call, expected: problem, received: reply)
        }
        record(reply, call)
    }

    /// What a reply of the right kind gets wrong in its fields, if anything.
    private func fieldProblem(_ reply: EngineReply, _ call: EngineCall) -> String? {
        switch reply {
        case .none, .bool: return nil
        case .int(let n): return intProblem(n, call)
        case .value(let v): return valueProblem(v) ?? typeProblem(v, call)
        case .values(let vs): return valuesProblem(vs, call)
        case .optional(let v): return v.flatMap { valueProblem($0) ?? typeProblem($0, call) }
        case .key(let k): return keyProblem(k, call)
        case .added(let root, let keys): return addedProblem(root: root, keys: keys, call)
        case .target(let t): return targetProblem(t, call)
        case .token(let t): return observed[t] == nil ? nil : "a token not handed out before (\(t) is in use)"
        case .deliveries(let ds): return ds.lazy.compactMap(deliveryProblem).first
        }
    }

    private func intProblem(_ n: Int, _ call: EngineCall) -> String? {
        if case .count = call, n < 0 { return "a count of 0 or more" }
        if n < -1 { return "an index of 0 or more, or -1 for none" }   // indexOf, indexMatching
        return nil
    }

    /// A value may hold links to types of the schema, never unmanaged objects.
    private func valueProblem(_ v: Value) -> String? {
        switch v {
        case .null, .bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128: return nil
        case .link(let k): return objectKeyProblem(k)
        case .list(let vs), .set(let vs): return vs.lazy.compactMap(valueProblem).first
        case .map(let es): return es.lazy.compactMap { valueProblem($0.value) }.first
        case .newObject, .localRef: return "managed values only (no unmanaged object)"
        }
    }

    private func valuesProblem(_ vs: [Value], _ call: EngineCall) -> String? {
        guard case .mapKeys = call else { return vs.lazy.compactMap { valueProblem($0) ?? typeProblem($0, call) }.first }
        var seen = Set<String>()
        for v in vs {
            guard case .string(let k) = v else { return "map keys as strings" }
            guard seen.insert(k).inserted else { return "map keys without duplicates" }
        }
        return nil
    }

    private func objectKeyProblem(_ k: ObjectKey) -> String? {
        properties[k.type] == nil ? "keys of the schema's types ('\(k.type)' is not one)" : nil
    }

    private func keyProblem(_ k: ObjectKey?, _ call: EngineCall) -> String? {
        guard let k else { return nil }
        if case .objectForPrimaryKey(let type, _) = call, k.type != type || k.isFrozen {
            return "a live key of type '\(type)' or none"
        }
        return objectKeyProblem(k)
    }

    private func addedProblem(root: ObjectKey?, keys: [LocalKey], _ call: EngineCall) -> String? {
        if case .create(let type, _, _) = call, root?.type != type { return "the key of the '\(type)' it created" }
        if let root, let problem = objectKeyProblem(root) { return problem }
        let sent = call.newObjectTypes
        var seen = Set<Int>()
        for k in keys {
            guard let type = sent[k.localId], seen.insert(k.localId).inserted, k.key.type == type, !k.key.isFrozen else {
                return "one live key for each local id the call sent (local id \(k.localId) became \(k.key))"
            }
        }
        return nil
    }

    /// `freeze` answers the frozen form of its target; `thaw` the live form, or none.
    private func targetProblem(_ t: Target?, _ call: EngineCall) -> String? {
        if case .freeze(let given) = call,
           !(t.map { $0.sameKind(as: given) && $0.isFrozenForm && $0.sameObject(as: given) } ?? false) {
            return "the frozen form of \(given)"
        }
        if case .thaw(let given) = call, let t, !(t.sameKind(as: given) && !t.isFrozenForm && t.sameObject(as: given)) {
            return "the live form of \(given), or none"
        }
        return nil
    }

    private func deliveryProblem(_ d: Delivery) -> String? {
        guard let target = observed[d.token] else { return "deliveries to tokens handed out (\(d.token) is not one)" }
        switch (target, d.change) {
        case (.collection, .initial): return nil
        case (.collection, .update(let c)), (.realm, .update(let c)): return changeSetProblem(c)
        case (.object(let key), .objectChanged(let changes)):
            let names = properties[key.type] ?? [:]
            for p in changes {
                guard names[p.name] != nil else { return "changes to properties of '\(key.type)' ('\(p.name)' is not one)" }
                if let problem = valueProblem(p.newValue) ?? p.oldValue.flatMap(valueProblem) { return problem }
            }
            return nil
        case (.object, .objectDeleted): return nil
        case (.collection, .objectChanged), (.collection, .objectDeleted), (.object, .initial), (.object, .update),
             (.realm, .initial), (.realm, .objectChanged), (.realm, .objectDeleted):
            return "a change of the kind token \(d.token)'s target is told of"
        }
    }

    /// What `get` reads must fit the property; what `element`, `elements`
    /// and `mapGet` read must fit the collection's elements.
    private func typeProblem(_ v: Value, _ call: EngineCall) -> String? {
        let due: (type: PropertyType, optional: Bool, collection: CollectionKind, what: String)?
        if case .get(let key, let name) = call {
            due = properties[key.type]?[name].map { p in
                if case .linkingObjects(let origin, _) = p.type { return (.object(origin), false, .list, "'\(key.type).\(name)'") }
                return (p.type, p.isOptional, p.collection, "'\(key.type).\(name)'")
            }
        } else if case .element(let ref, _) = call {
            due = elementType(of: ref)
        } else if case .elements(let ref) = call {
            due = elementType(of: ref)
        } else if case .mapGet(let ref, _) = call {
            due = elementType(of: ref)
        } else {
            due = nil
        }
        guard let due else { return nil }
        let fits: Bool
        switch (due.collection, v) {
        case (.single, _): fits = v.fits(due.type, optional: due.optional)
        case (.list, .list(let vs)), (.set, .set(let vs)): fits = vs.allSatisfy { $0.fits(due.type, optional: due.optional) }
        case (.map, .map(let es)): fits = es.allSatisfy { $0.value.fits(due.type, optional: due.optional) }
        case (.list, _), (.set, _), (.map, _): fits = false
        }
        return fits ? nil : "a value of \(due.what) (\(due.collection == .single ? "" : due.collection.rawValue + " of ")\(due.optional ? "optional " : "")\(due.type.name))"
    }

    /// The type of one element of a collection, when the schema says it.
    private func elementType(of ref: CollectionRef) -> (type: PropertyType, optional: Bool, collection: CollectionKind, what: String)? {
        switch ref.base {
        case .objects(let type):
            return (.object(type), false, .single, "an element of '\(type)'")
        case .property(let owner, let name):
            guard let p = properties[owner.type]?[name] else { return nil }
            if case .linkingObjects(let origin, _) = p.type { return (.object(origin), false, .single, "an element of '\(owner.type).\(name)'") }
            guard p.collection != .single else { return nil }   // a collection nested in AnyRealmValue
            // A map's object values are always nullable: deleting an object leaves its keys holding null.
            var nullableLink = false
            if p.collection == .map, case .object = p.type { nullableLink = true }
            return (p.type, p.isOptional || nullableLink, .single, "an element of '\(owner.type).\(name)'")
        case .filtered, .sorted, .distinct, .frozen:
            return nil   // `base` never answers these
        }
    }

    private func changeSetProblem(_ c: CollectionChange) -> String? {
        for indexes in [c.deletions, c.insertions, c.modifications] {
            guard indexes.first.map({ $0 >= 0 }) ?? true, zip(indexes, indexes.dropFirst()).allSatisfy({ $0 < $1 }) else {
                return "a change set of ascending indexes of 0 or more, without duplicates"
            }
        }
        return nil
    }

    /// Remembers the tokens handed out and stopped.
    private mutating func record(_ reply: EngineReply, _ call: EngineCall) {
        if case .observe(let target, _) = call, case .token(let t) = reply { observed[t] = target }
        if case .stopObserving(let t) = call { observed[t] = nil }
    }
}

extension Value {
    /// Whether the value can be held by a property of this type.
    fileprivate func fits(_ type: PropertyType, optional: Bool) -> Bool {
        switch (type, self) {
        case (.mixed, _): return true
        case (_, .null): return optional
        case (.bool, .bool), (.int, .int), (.float, .float), (.double, .double), (.string, .string), (.data, .data),
             (.date, .date), (.objectId, .objectId), (.uuid, .uuid), (.decimal128, .decimal128):
            return true
        case (.object(let t), .link(let key)), (.linkingObjects(let t, _), .link(let key)):
            return key.type == t
        case (.bool, _), (.int, _), (.float, _), (.double, _), (.string, _), (.data, _), (.date, _), (.objectId, _),
             (.uuid, _), (.decimal128, _), (.object, _), (.linkingObjects, _):
            return false
        }
    }
}

extension Target {
    /// Both objects, both collections or both realms.
    fileprivate func sameKind(as other: Target) -> Bool {
        switch (self, other) {
        case (.object, .object), (.collection, .collection), (.realm, .realm): return true
        case (.object, _), (.collection, _), (.realm, _): return false
        }
    }

    fileprivate var isFrozenForm: Bool {
        switch self {
        case .object(let key): return key.isFrozen
        case .collection(let ref): return ref.frozenVersion != nil
        case .realm(let version): return version != nil
        }
    }

    /// For objects: the same row (in any version). Otherwise true.
    fileprivate func sameObject(as other: Target) -> Bool {
        guard case .object(let a) = self, case .object(let b) = other else { return true }
        return a.type == b.type && a.id == b.id
    }
}

extension EngineCall {
    /// The type of each `newObject` the call sends, by local id.
    var newObjectTypes: [Int: String] {
        var out: [Int: String] = [:]
        func walk(_ v: Value) {
            switch v {
            case .newObject(let o):
                out[o.localId] = o.type
                o.fields.forEach { walk($0.value) }
            case .list(let vs), .set(let vs): vs.forEach(walk)
            case .map(let es): es.forEach { walk($0.value) }
            case .null, .bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128, .link, .localRef:
                break
            }
        }
        switch self {
        case .add(let v, _), .create(_, let v, _), .set(_, _, let v), .setForAll(_, _, let v),
             .listReplace(_, _, let v), .mapSet(_, _, let v):
            walk(v)
        case .listInsert(_, let vs, _), .listAppend(_, let vs), .setInsert(_, let vs):
            vs.forEach(walk)
        case .beginWrite, .commitWrite, .cancelWrite, .isInWriteTransaction, .refresh, .reopen, .delete,
             .deleteCollection, .deleteObjects, .deleteAll, .isValid, .get, .objectForPrimaryKey, .count, .element,
             .elements, .indexOf, .indexMatching, .listRemove, .listRemoveAll, .listMove, .listSwap, .setRemove,
             .setIntersect, .setRemoveAll, .contains, .mapRemove, .mapGet, .mapKeys, .mapRemoveAll, .aggregate,
             .freeze, .thaw, .observe, .stopObserving:
            break
        }
        return out
    }
}
