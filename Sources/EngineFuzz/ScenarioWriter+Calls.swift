// Each engine call as the Swift a scenario writes for it.

internal import RealmSpecCore

extension ScenarioWriter {
    var reply: (FuzzOutcome) -> EngineReply? { { if case .reply(let r) = $0 { return r }; return nil } }

    /// A delete through object variables. A variable already deleted through
    /// raises the wrong-realm error whatever the engine answered for the key;
    /// when the engine deleted the object anyway, the call is not expressible.
    mutating func deleting(_ keys: [ObjectKey], _ text: String, _ call: EngineCall, _ outcome: FuzzOutcome) {
        if keys.contains(where: deletedThrough.contains) {
            guard case .error = outcome else { return skip(call) }
            return statement(text, .error(.wrongRealm))
        }
        if case .error(.invalidated) = outcome {
            // The store checked the write first, so this is inside one. The SDK removes
            // only valid rows, so one accessor whose row is gone changes nothing and leaves
            // its realm, as the failed call did. In an array the SDK would delete the valid
            // rows, so the file names only the rows known to be gone, deleting nothing.
            let named = keys.count == 1 ? keys : keys.filter(gone.contains)
            let xs = named.compactMap { exprs[$0] }
            guard !named.isEmpty, xs.count == named.count else {
                // The call failed as a whole and changed nothing, so leaving it out keeps the
                // file's state the engine's; the SDK would have deleted the array's other rows.
                lines.append("// left out: \(text), which failed as a whole (invalidated) and changed nothing")
                return
            }
            lines.append(keys.count == 1 ? text : "realm.delete([\(xs.joined(separator: ", "))])")
            deletedThrough.formUnion(named)
            return
        }
        statement(text, outcome)
        if case .reply = outcome { deletedThrough.formUnion(keys); gone.formUnion(keys) }
    }

    mutating func write(_ call: EngineCall, query: FuzzQueryText?, outcome: FuzzOutcome) {
        switch call {
        case .beginWrite: statement("realm.beginWrite()", outcome)
        case .commitWrite: statement("try realm.commitWrite()", outcome)
        case .cancelWrite: statement("realm.cancelWrite()", outcome)
        case .isInWriteTransaction:
            lines.append(reply(outcome) == .bool(true) ? "XCTAssertTrue(realm.isInWriteTransaction)" : "XCTAssertFalse(realm.isInWriteTransaction)")
        case .reopen: statement("realm.reopen()", outcome)
        case .refresh: refresh(outcome)
        case .add(.newObject(let o), let update): add(o, update, outcome)
        case .create(let type, let value, let update): create(type, value, update, outcome)
        case .delete(let k):
            guard let x = exprs[k] else { return skip(call) }
            deleting([k], "realm.delete(\(x))", call, outcome)
        case .deleteObjects(let ks):
            let xs = ks.compactMap { exprs[$0] }
            guard xs.count == ks.count else { return skip(call) }
            deleting(ks, "realm.delete([\(xs.joined(separator: ", "))])", call, outcome)
        case .deleteCollection(let ref):
            guard let c = collection(ref, query) else { return skip(call) }
            statement("realm.delete(\(c))", outcome)
        case .deleteAll:
            statement("realm.deleteAll()", outcome)
            if case .reply = outcome { gone.formUnion(exprs.keys) }
        case .isValid(let k):
            guard let x = exprs[k] else { return skip(call) }
            lines.append(reply(outcome) == .bool(true) ? "XCTAssertFalse(\(x).isInvalidated)" : "XCTAssertTrue(\(x).isInvalidated)")
        case .get(let k, let p): get(k, p, outcome, call)
        case .set(let k, let p, let v): set(k, p, v, outcome, call)
        case .setForAll(let ref, let p, let v):
            guard let c = collection(ref, query), let lit = literal(v, schema[type: ref.base.typeName]?[property: p]?.type) else { return skip(call) }
            statement("\(c).setValue(\(lit), forKey: \(Self.quoted(p)))", outcome)
        case .objectForPrimaryKey(let t, let key):
            guard let lit = literal(key, nil) else { return skip(call) }
            var value: Value? = nil
            if case .key(let k)? = reply(outcome) { value = k.map { .link($0) } ?? .null }
            assertValue("realm.object(ofType: \(t).self, forPrimaryKey: \(lit))", outcome, value, .object(t))
        default: writeCollectionCall(call, query: query, outcome: outcome)
        }
    }

    mutating func add(_ o: NewObject, _ update: UpdatePolicy, _ outcome: FuzzOutcome) {
        guard let object = objectLiteral(o.type, o.fields) else { return skip(.add(.newObject(o), update: update)) }
        let v = fresh("v")
        lines.append("let \(v) = \(object)")
        statement("realm.add(\(v)\(update == .error ? "" : ", update: .\(update.rawValue)"))", outcome)
        guard case .added(_, let keys)? = reply(outcome) else { return }
        for l in keys where exprs[l.key] == nil {
            if l.localId == 0 { exprs[l.key] = v; continue }
            guard l.key.type == "FzEmb" else { continue }
            let e = fresh("e")
            lines.append("let \(e) = \(v).emb!")
            exprs[l.key] = e
        }
    }

    mutating func create(_ type: String, _ value: Value, _ update: UpdatePolicy, _ outcome: FuzzOutcome) {
        guard case .map(let fields) = value, let dict = fieldsLiteral(type, fields) else { return skip(.create(type: type, value: value, update: update)) }
        let text = "realm.create(\(type).self, value: \(dict)\(update == .error ? "" : ", update: .\(update.rawValue)"))"
        guard case .added(let root?, _)? = reply(outcome) else { return statement(text, outcome) }
        if exprs[root] == nil {
            let v = fresh("v")
            lines.append("let \(v) = \(text)")
            exprs[root] = v
        } else {
            lines.append(text)
        }
    }

    mutating func get(_ k: ObjectKey, _ p: String, _ outcome: FuzzOutcome, _ call: EngineCall) {
        guard let x = exprs[k] else { return skip(call) }
        let type = propertyType(k, p)?.type
        if case .value(.link(let target))? = reply(outcome), exprs[target] == nil {
            let e = fresh(target.type == "FzEmb" ? "e" : "o")
            lines.append("let \(e) = \(x).\(p)!")
            exprs[target] = e
            return
        }
        var value: Value? = nil
        if case .value(let v)? = reply(outcome) { value = v }
        // A collection nested in an AnyRealmValue property reads back as one.
        if type == .mixed, let v = value, v.isNestedCollection, let lit = mixedLiteral(v) {
            lines.append("XCTAssertEqual(\(x).\(p), \(lit))")
            return
        }
        assertValue("\(x).\(p)", outcome, value, type)
    }

    mutating func set(_ k: ObjectKey, _ p: String, _ v: Value, _ outcome: FuzzOutcome, _ call: EngineCall) {
        guard let x = exprs[k] else { return skip(call) }
        guard let prop = propertyType(k, p) else {
            guard let lit = literal(v, nil) else { return skip(call) }
            return statement("\(x).setValue(\(lit), forKey: \(Self.quoted(p)))", outcome)
        }
        let lit: String?
        if prop.type == .mixed, mixedLiteral(v) == nil {
            guard let any = literal(v, nil) else { return skip(call) }
            return statement("\(x).setValue(\(any), forKey: \(Self.quoted(p)))", outcome)
        }
        if case .map(let es) = v, let t = prop.type.objectType {
            lit = fieldsLiteral(t, es).map { "\(t)(value: \($0))" }
        } else if prop.type != .mixed, literalKind(v) != prop.type.name, v != .null {
            // A value of the wrong type: through key-value coding, as Swift would not compile it.
            guard let any = literal(v, nil) else { return skip(call) }
            return statement("\(x).setValue(\(any), forKey: \(Self.quoted(p)))", outcome)
        } else {
            lit = literal(v, prop.type)
        }
        guard let lit else { return skip(call) }
        statement("\(x).\(p) = \(lit)", outcome)
    }

    /// The property type name a value is a literal of ("int", "object", …).
    func literalKind(_ v: Value) -> String {
        switch v {
        case .link: return "object"
        default: return v.kindName
        }
    }

    mutating func refresh(_ outcome: FuzzOutcome) {
        statement("realm.refresh()", outcome)
        guard case .deliveries(let ds)? = reply(outcome) else { return }
        for o in observers {
            if o.isObject {
                var names: [String] = []
                for d in ds where d.token == o.token {
                    switch d.change {
                    case .objectChanged(let ps): names += ps.map { Self.quoted($0.name) }
                    case .objectDeleted: names.append(Self.quoted("deleted"))
                    case .initial, .update: break
                    }
                }
                lines.append("XCTAssertEqual(\(o.log), [\(names.joined(separator: ", "))])")
                lines.append("\(o.log) = []")
                continue
            }
            var log: [Int] = []
            for d in ds where d.token == o.token {
                switch d.change {
                case .initial: log += [-1]
                case .update(let c): log += [-2] + c.deletions + [-3] + c.insertions + [-4] + c.modifications
                case .objectChanged, .objectDeleted: log += [-5]
                }
            }
            lines.append("XCTAssertEqual(\(o.log), [\(log.map(String.init).joined(separator: ", "))])")
            lines.append("\(o.log) = []")
        }
    }
}
