// Rewriting every object key (and observer token) inside calls and replies.
// The fuzzer names objects by handle (the n-th object of a type an engine
// reported), so one symbolic call runs on engines that number their objects
// differently, and their replies compare once keys are mapped back.

internal import RealmSpecCore

/// Maps object keys and observer tokens; throws `Unresolved` for a name the
/// other side does not know.
struct KeyRewrite {
    struct Unresolved: Error {}
    /// Maps the live part of a key (type and id); the version goes through `version`.
    var liveKey: (ObjectKey) throws(Unresolved) -> ObjectKey
    var version: (Int64) throws(Unresolved) -> Int64
    var token: (Int) throws(Unresolved) -> Int

    func key(_ k: ObjectKey) throws(Unresolved) -> ObjectKey {
        var mapped = try liveKey(k.live)
        mapped.version = try k.version.map { (v) throws(Unresolved) in try version(v) }
        return mapped
    }

    func call(_ c: EngineCall) throws(Unresolved) -> EngineCall {
        switch c {
        case .beginWrite, .cancelWrite, .isInWriteTransaction, .refresh, .reopen, .deleteAll: return c
        case .commitWrite(let tokens): return .commitWrite(withoutNotifying: try tokens.map { (t) throws(Unresolved) in try token(t) })
        case .add(let v, let u): return .add(try value(v), update: u)
        case .create(let t, let v, let u): return .create(type: t, value: try value(v), update: u)
        case .delete(let k): return .delete(try key(k))
        case .deleteCollection(let r): return .deleteCollection(try ref(r))
        case .deleteObjects(let ks): return .deleteObjects(try ks.map { (k) throws(Unresolved) in try key(k) })
        case .isValid(let k): return .isValid(try key(k))
        case .get(let k, let p): return .get(try key(k), property: p)
        case .set(let k, let p, let v): return .set(try key(k), property: p, value: try value(v))
        case .setForAll(let r, let p, let v): return .setForAll(try ref(r), property: p, value: try value(v))
        case .objectForPrimaryKey(let t, let v): return .objectForPrimaryKey(type: t, key: try value(v))
        case .count(let r): return .count(try ref(r))
        case .element(let r, let i): return .element(try ref(r), index: i)
        case .elements(let r): return .elements(try ref(r))
        case .indexOf(let r, let v): return .indexOf(try ref(r), value: try value(v))
        case .indexMatching(let r, let q): return .indexMatching(try ref(r), try query(q))
        case .listInsert(let r, let vs, let i): return .listInsert(try ref(r), values: try values(vs), at: i)
        case .listAppend(let r, let vs): return .listAppend(try ref(r), values: try values(vs))
        case .listRemove(let r, let i): return .listRemove(try ref(r), at: i)
        case .listRemoveAll(let r): return .listRemoveAll(try ref(r))
        case .listReplace(let r, let i, let v): return .listReplace(try ref(r), at: i, value: try value(v))
        case .listMove(let r, let a, let b): return .listMove(try ref(r), from: a, to: b)
        case .listSwap(let r, let a, let b): return .listSwap(try ref(r), a, b)
        case .setInsert(let r, let vs): return .setInsert(try ref(r), values: try values(vs))
        case .setRemove(let r, let vs): return .setRemove(try ref(r), values: try values(vs))
        case .setIntersect(let r, let vs): return .setIntersect(try ref(r), values: try values(vs))
        case .setRemoveAll(let r): return .setRemoveAll(try ref(r))
        case .contains(let r, let v): return .contains(try ref(r), value: try value(v))
        case .mapSet(let r, let k, let v): return .mapSet(try ref(r), key: k, value: try value(v))
        case .mapRemove(let r, let k): return .mapRemove(try ref(r), key: k)
        case .mapGet(let r, let k): return .mapGet(try ref(r), key: k)
        case .mapKeys(let r): return .mapKeys(try ref(r))
        case .mapRemoveAll(let r): return .mapRemoveAll(try ref(r))
        case .aggregate(let r, let op, let p): return .aggregate(try ref(r), op, property: p)
        case .freeze(let t): return .freeze(try target(t))
        case .thaw(let t): return .thaw(try target(t))
        case .observe(let t, let paths): return .observe(try target(t), keyPaths: paths)
        case .stopObserving(let t): return .stopObserving(token: try token(t))
        }
    }

    func reply(_ r: EngineReply) throws(Unresolved) -> EngineReply {
        switch r {
        case .none, .bool, .int: return r
        case .value(let v): return .value(try value(v))
        case .values(let vs): return .values(try values(vs))
        case .optional(let v): return .optional(try v.map { (v) throws(Unresolved) in try value(v) })
        case .key(let k): return .key(try k.map { (k) throws(Unresolved) in try key(k) })
        case .added(let root, let keys):
            return .added(root: try root.map { (k) throws(Unresolved) in try key(k) },
                          keys: try keys.map { (l) throws(Unresolved) in LocalKey(localId: l.localId, key: try key(l.key)) })
        case .target(let t): return .target(try t.map { (t) throws(Unresolved) in try target(t) })
        case .token(let t): return .token(try token(t))
        case .deliveries(let ds):
            return .deliveries(try ds.map { (d) throws(Unresolved) in Delivery(token: try token(d.token), change: try change(d.change)) })
        }
    }

    func values(_ vs: [Value]) throws(Unresolved) -> [Value] {
        try vs.map { (v) throws(Unresolved) in try value(v) }
    }

    func value(_ v: Value) throws(Unresolved) -> Value {
        switch v {
        case .link(let k): return .link(try key(k))
        case .list(let vs): return .list(try values(vs))
        case .set(let vs): return .set(try values(vs))
        case .map(let es): return .map(try es.map { (e) throws(Unresolved) in MapEntry(e.key, try value(e.value)) })
        case .newObject(var o):
            o.fields = try o.fields.map { (e) throws(Unresolved) in MapEntry(e.key, try value(e.value)) }
            return .newObject(o)
        default: return v
        }
    }

    func ref(_ r: CollectionRef) throws(Unresolved) -> CollectionRef {
        switch r {
        case .objects: return r
        case .property(let owner, let name): return .property(owner: try key(owner), name: name)
        case .filtered(let b, let q): return .filtered(try ref(b), try query(q))
        case .sorted(let b, let s): return .sorted(try ref(b), s)
        case .distinct(let b, let p): return .distinct(try ref(b), p)
        case .frozen(let b, let v): return .frozen(try ref(b), version: try version(v))
        }
    }

    func target(_ t: Target) throws(Unresolved) -> Target {
        switch t {
        case .object(let k): return .object(try key(k))
        case .collection(let r): return .collection(try ref(r))
        case .realm(let v): return .realm(version: try v.map { (v) throws(Unresolved) in try version(v) })
        }
    }

    func query(_ q: Query) throws(Unresolved) -> Query {
        switch q {
        case .truePredicate, .falsePredicate: return q
        case .and(let qs): return .and(try qs.map { (q) throws(Unresolved) in try query(q) })
        case .or(let qs): return .or(try qs.map { (q) throws(Unresolved) in try query(q) })
        case .not(let q): return .not(try query(q))
        case .compare(var c):
            c.lhs = try expression(c.lhs)
            c.rhs = try expression(c.rhs)
            return .compare(c)
        }
    }

    private func expression(_ e: Expression) throws(Unresolved) -> Expression {
        if case .constant(let v) = e { return .constant(try value(v)) }
        if case .subquery(let path, let inner) = e { return .subquery(path, try query(inner)) }
        return e
    }

    private func change(_ c: Change) throws(Unresolved) -> Change {
        guard case .objectChanged(let ps) = c else { return c }
        return .objectChanged(try ps.map { (p) throws(Unresolved) in
            PropertyChange(name: p.name, oldValue: try p.oldValue.map { (v) throws(Unresolved) in try value(v) },
                           newValue: try value(p.newValue))
        })
    }
}
