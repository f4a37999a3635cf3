// Collection calls (lists, sets, maps, results), aggregates, freezing and
// observers as scenario statements.

internal import RealmSpecCore

extension ScenarioWriter {
    mutating func writeCollectionCall(_ call: EngineCall, query: FuzzQueryText?, outcome: FuzzOutcome) {
        switch call {
        case .freeze(.object(let k)):
            guard let x = exprs[k] else { return skip(call) }
            freeze("\(x).freeze()", outcome)
            return
        case .freeze(.collection(let ref)):
            guard let c = collection(ref, query) else { return skip(call) }
            freeze("\(c).freeze()", outcome)
            return
        case .thaw(.object(let k)):
            guard let x = exprs[k] else { return skip(call) }
            var value: Value? = nil
            if case .target(let t)? = reply(outcome) {
                if case .object(let live)? = t { value = .link(live) } else { value = .null }
            }
            assertValue("\(x).thaw()", outcome, value, .object(k.type))
            return
        case .observe(.collection(let ref), _):
            guard let c = collection(ref, query) else { return skip(call) }
            observe(c, outcome)
            return
        case .observe(.object(let k), _):
            guard let x = exprs[k] else { return skip(call) }
            observeObject(x, outcome)
            return
        case .stopObserving(let t):
            guard let o = observers.first(where: { $0.token == t }) else { return skip(call) }
            lines.append("\(o.name).invalidate()")
            observers.removeAll { $0.token == t }
            return
        default: break
        }
        guard let ref = call.collectionRef, let c = collection(ref, query) else { return skip(call) }
        let element = elementType(ref)
        func lit(_ v: Value) -> String? { literal(v, element) }
        switch call {
        case .count:
            var value: Value? = nil
            if case .int(let n)? = reply(outcome) { value = .int(Int64(n)) }
            assertValue("\(c).count", outcome, value, .int)
        case .element(_, let i):
            var value: Value? = nil
            if case .value(let v)? = reply(outcome) { value = v }
            assertValue("\(c)[\(i)]", outcome, value, element)
        case .elements: elements(c, ref, outcome)
        case .indexOf(_, let v):
            guard let l = lit(v) else { return skip(call) }
            var value: Value? = nil
            if case .int(let n)? = reply(outcome) { value = n < 0 ? .null : .int(Int64(n)) }
            assertValue("\(c).index(of: \(l))", outcome, value, .int)
        case .listAppend(_, let vs) where vs.count == 1:
            guard let l = lit(vs[0]) else { return skip(call) }
            statement("\(c).append(\(l))", outcome)
        case .listInsert(_, let vs, let at) where vs.count == 1:
            guard let l = lit(vs[0]) else { return skip(call) }
            statement("\(c).insert(\(l), at: \(at))", outcome)
        case .listRemove(_, let at): statement("\(c).remove(at: \(at))", outcome)
        case .listRemoveAll, .setRemoveAll, .mapRemoveAll: statement("\(c).removeAll()", outcome)
        case .listReplace(_, let at, let v):
            guard let l = lit(v) else { return skip(call) }
            statement("\(c)[\(at)] = \(l)", outcome)
        case .listMove(_, let from, let to): statement("\(c).move(from: \(from), to: \(to))", outcome)
        case .listSwap(_, let a, let b): statement("\(c).swapAt(\(a), \(b))", outcome)
        case .setInsert(_, let vs) where vs.count == 1:
            guard let l = lit(vs[0]) else { return skip(call) }
            statement("\(c).insert(\(l))", outcome)
        case .setRemove(_, let vs) where vs.count == 1:
            guard let l = lit(vs[0]) else { return skip(call) }
            statement("\(c).remove(\(l))", outcome)
        case .contains(_, let v):
            guard let l = lit(v) else { return skip(call) }
            if case .error(let kind) = outcome { lines.append("assertThrows(\(c).contains(\(l)), .\(kind.rawValue))"); return }
            lines.append(reply(outcome) == .bool(true) ? "XCTAssertTrue(\(c).contains(\(l)))" : "XCTAssertFalse(\(c).contains(\(l)))")
        case .mapSet(_, let key, let v):
            guard let l = lit(v) else { return skip(call) }
            statement("\(c)[\(Self.quoted(key))] = \(l)", outcome)
        case .mapRemove(_, let key): statement("\(c).removeObject(for: \(Self.quoted(key)))", outcome)
        case .mapGet(_, let key):
            var value: Value? = nil
            if case .optional(let v)? = reply(outcome) { value = v ?? .null }
            if value == .null, element == .mixed { value = nil; lines.append("XCTAssertNil(\(c)[\(Self.quoted(key))])"); return }
            assertValue("\(c)[\(Self.quoted(key))]", outcome, value, element)
        case .mapKeys:
            var value: Value? = nil
            if case .values(let vs)? = reply(outcome) { value = .list(vs) }
            assertValue("Array(\(c).keys).sorted()", outcome, value, .string)
        case .aggregate(_, let op, let p?):
            let method = ["@min": "min", "@max": "max", "@sum": "sum", "@avg": "average"][op.rawValue]!
            var value: Value? = nil
            if case .value(let v)? = reply(outcome) { value = v }
            let type = schema[type: ref.base.typeName]?[property: p]?.type
            assertValue("\(c).\(method)(ofProperty: \(Self.quoted(p)))", outcome, value, value.map { v in v.kindName == type?.name ? type : nil } ?? type)
        default: skip(call)
        }
    }

    mutating func elements(_ c: String, _ ref: CollectionRef, _ outcome: FuzzOutcome) {
        let element = elementType(ref)
        guard case .values(let vs)? = reply(outcome) else {
            return assertValue("\(c).count", outcome, nil, .int)
        }
        let isMap: Bool = {
            if case .property(let owner, let name) = ref.base { return propertyType(owner, name)?.collection == .map }
            return false
        }()
        if isMap {
            assertValue("Array(\(c).values)", outcome, .list(vs), element)
        } else if FuzzComparison.isOrdered(ref, schema: schema) {
            nameNewObjects(c, vs)
            assertValue("Array(\(c))", outcome, .list(vs), element)
        } else {
            nameOneNewObject(c, vs)
            lines.append("XCTAssertEqual(\(c).count, \(vs.count))")
            for v in vs {
                guard let l = literal(v, element) else { continue }
                lines.append("XCTAssertTrue(\(c).contains(\(l)))")
            }
        }
    }

    /// Names each object an ordered reply shows for the first time by its
    /// position: an object a refused call made, which Realm keeps, has no
    /// variable of its own.
    mutating func nameNewObjects(_ c: String, _ vs: [Value]) {
        for (i, v) in vs.enumerated() {
            guard case .link(let k) = v, exprs[k] == nil, !k.isFrozen else { continue }
            let o = fresh(k.type == "FzEmb" ? "e" : "o")
            lines.append("let \(o) = \(c)[\(i)]")
            exprs[k] = o
        }
    }

    /// Names the objects an unordered reply shows for the first time: by the
    /// primary key it is later read to hold, or, for one left, as the
    /// element that is none of the named ones.
    mutating func nameOneNewObject(_ c: String, _ vs: [Value]) {
        let keys = vs.compactMap { v -> ObjectKey? in if case .link(let k) = v, !k.isFrozen { return k }; return nil }
        // An object later read to hold a primary key is named by it.
        for k in keys where exprs[k] == nil {
            guard let pk = primaryKeys[k], let lit = literal(pk, nil) else { continue }
            let o = fresh("o")
            lines.append("let \(o) = realm.object(ofType: \(k.type).self, forPrimaryKey: \(lit))!")
            exprs[k] = o
        }
        let new = keys.filter { exprs[$0] == nil }
        guard new.count == 1, let k = new.first else { return }
        let named = keys.compactMap { exprs[$0] }
        let o = fresh(k.type == "FzEmb" ? "e" : "o")
        lines.append("let \(o) = \(c).first { o in ![\(named.joined(separator: ", "))].contains { $0.isSameObject(as: o) } }!")
        exprs[k] = o
    }

    mutating func freeze(_ text: String, _ outcome: FuzzOutcome) {
        guard case .target(let t?)? = reply(outcome) else { return statement(text, outcome) }
        let f = fresh("f")
        lines.append("let \(f) = \(text)")
        switch t {
        case .object(let k): if exprs[k] == nil { exprs[k] = f }
        case .collection(let r): frozen[r] = f
        case .realm: break
        }
    }

    mutating func observe(_ c: String, _ outcome: FuzzOutcome) {
        guard case .token(let token)? = reply(outcome) else {
            return statement("\(c).observe { _ in }", outcome)
        }
        let t = fresh("t"), log = "log\(counter)"
        append("""
            var \(log): [Int] = []
            let \(t) = \(c).observe { changes in
                switch changes {
                case .initial: \(log) += [-1]
                case .update(_, let deletions, let insertions, let modifications):
                    \(log) += [-2]
                    \(log) += deletions
                    \(log) += [-3]
                    \(log) += insertions
                    \(log) += [-4]
                    \(log) += modifications
                case .error: XCTFail("error delivered")
                }
            }
            """)
        observers.append((token, t, log, false))
    }

    /// Appends the lines of a block of scenario text.
    private mutating func append(_ block: String) {
        lines += block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// An object observer logs the names of changed properties, and "deleted".
    mutating func observeObject(_ x: String, _ outcome: FuzzOutcome) {
        guard case .token(let token)? = reply(outcome) else {
            return statement("\(x).observe { _ in }", outcome)
        }
        let t = fresh("t"), log = "log\(counter)"
        append("""
            var \(log): [String] = []
            let \(t) = \(x).observe { change in
                switch change {
                case .change(_, let properties):
                    for p in properties { \(log).append(p.name) }
                case .deleted: \(log).append("deleted")
                case .error: XCTFail("error delivered")
                }
            }
            """)
        observers.append((token, t, log, true))
    }
}

extension EngineCall {
    /// The collection a call works on, if it works on one.
    var collectionRef: CollectionRef? {
        switch self {
        case .count(let r), .element(let r, _), .elements(let r), .indexOf(let r, _), .indexMatching(let r, _),
             .listInsert(let r, _, _), .listAppend(let r, _), .listRemove(let r, _), .listRemoveAll(let r),
             .listReplace(let r, _, _), .listMove(let r, _, _), .listSwap(let r, _, _), .setInsert(let r, _),
             .setRemove(let r, _), .setIntersect(let r, _), .setRemoveAll(let r), .contains(let r, _),
             .mapSet(let r, _, _), .mapRemove(let r, _), .mapGet(let r, _), .mapKeys(let r), .mapRemoveAll(let r),
             .aggregate(let r, _, _), .deleteCollection(let r), .setForAll(let r, _, _):
            return r
        default: return nil
        }
    }
}
