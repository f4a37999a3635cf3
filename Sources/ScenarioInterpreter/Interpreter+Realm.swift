// The Realm instance: transactions, add/create, delete, objects and lookup
// by primary key, lowered onto engine calls; with the Objective-C names the
// pages show in their Swift spelling.
// Related documentation: crud-delete#delete-realm-objects, crud-delete#delete-an-object,
// crud-delete#delete-multiple-objects, crud-delete#delete-all-objects-in-a-realm,
// crud-update#update-realm-objects, crud-update#upsert-an-object,
// crud-delete#delete-an-object-asynchronously, crud-update#update-an-object-asynchronously.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var realmMembers: [String: Member] { realmDynamicMembers
        .merging(realmCore) { a, _ in a }
        .merging(freezeMembers) { a, _ in a }
        .merging(realmNotificationMembers) { a, _ in a }
        .merging(realmSchemaMembers) { a, _ in a } }

    static var realmCore: [String: Member] { [
        "write": .method { i, r, a in try i.write(r, a) },
        "transaction": .method { i, r, a in try i.write(r, a) },
        // Performed before the next statement; `onComplete` hears how it ended.
        "asyncWrite": .method { i, r, a in try i.asyncWrite(r, a) },
        "beginWrite": .method { i, r, _ in try i.beginWrite(r) },
        "commitWrite": .method { i, r, a in try i.commitWrite(r, withoutNotifying: a.named("withoutNotifying")) },
        "cancelWrite": .method { i, r, _ in try i.cancelWrite(r) },
        "isInWriteTransaction": .property { i, _ in try i.isInWriteTransaction() },
        "reopen": .method { i, _, _ in try i.perform(.reopen); return .void },
        "invalidate": .method { i, r, _ in try i.invalidateRealm(r); return .void },
        "add": .method { i, r, a in
            try i.checkFrozenObjects(r)
            try i.add(a[0], update: try i.updatePolicy(a.named("update"), default: .error)); return .void
        },
        "addObjects": .method { i, r, a in try i.checkFrozenObjects(r); try i.add(a[0], update: .error); return .void },
        "addOrUpdate": .method { i, r, a in try i.checkFrozenObjects(r); try i.add(a[0], update: .all); return .void },
        "addOrUpdateObjects": .method { i, r, a in try i.checkFrozenObjects(r); try i.add(a[0], update: .all); return .void },
        "create": .method { i, r, a in
            try i.checkFrozenObjects(r)
            guard case .type(let t) = a[0] else { throw misuse("create needs a type such as 'Dog.self'") }
            return try i.create(t, value: a.named("value") ?? .dictionary([]),
                                update: try i.updatePolicy(a.named("update"), default: .error))
        },
        "delete": .method { i, r, a in try i.checkFrozenDelete(r, a[0]); try i.delete(a[0]); return .void },
        "deleteObjects": .method { i, r, a in
            try i.checkFrozenObjects(r)
            // An Objective-C collection of values holds nothing to delete (DL1–DL4).
            if case .collection(let c) = a[0], c.kind != .results, c.kind != .linkingObjects, c.objectType == nil, let element = c.element {
                let kind: CollectionKind = c.kind == .map ? .map : c.kind == .set ? .set : .list
                throw Interrupt.realm(Rule.deleteValues(kind, element, optional: c.elementOptional, managed: c.isManaged), nil)
            }
            try i.delete(a[0]); return .void
        },
        "deleteAll": .method { i, r, _ in try i.checkFrozenObjects(r); try i.perform(.deleteAll); return .void },
        "deleteAllObjects": .method { i, r, _ in try i.checkFrozenObjects(r); try i.perform(.deleteAll); return .void },
        // A frozen realm answers at its own version (RealmTests.mm testThawPreviousVersion).
        "isEmpty": .property { i, r in
            let version: Int64? = if case .realm(let h) = r { h.frozenVersion } else { nil }
            for t in i.schema.types where !t.isEmbedded {
                let all = CollectionRef.objects(type: t.name)
                let ref = version.map { CollectionRef.frozen(all, version: $0) } ?? all
                if try i.readInt(.count(ref)) > 0 { return .scalar(.bool(false)) }
            }
            return .scalar(.bool(true))
        },
    ] }

    // MARK: Transactions

    /// `write { }`: a thrown error or a Realm error cancels the write and propagates.
    func write(_ r: RValue, _ a: CallArgs) throws -> RValue {
        guard let block = a.closure else { throw misuse("write needs a closure") }
        try checkNotFrozen(r)
        try perform(.beginWrite)
        let result: RValue
        do {
            result = try call(block, [])
        } catch {
            // The block's error is what the scenario sees; an engine fault still ends it.
            if inWrite { _ = try tolerating { try perform(.cancelWrite) } }
            throw error
        }
        if inWrite {
            try perform(.commitWrite(withoutNotifying: try tokens(a.named("withoutNotifying"))))
        }
        return result
    }

    /// A frozen realm refuses every transaction call, before any other check (TX9).
    func checkNotFrozen(_ realm: RValue) throws {
        if case .realm(let h) = realm, h.frozenVersion != nil { throw Interrupt.realm(Rule.frozenRealmWrite, nil) }
    }

    /// A frozen realm is never in a write, so adding, creating and deleting
    /// through it fail with the SDK's write check (TX1 = FZ4) rather than
    /// acting on the live realm.
    func checkFrozenObjects(_ realm: RValue) throws {
        try checkFrozenRealmOpen(realm)
        if case .realm(let h) = realm, h.frozenVersion != nil { throw Interrupt.realm(Rule.frozenRealmObjects, nil) }
    }

    /// Deleting one object through a frozen realm: the SDK first compares the
    /// object's realm with this one (RLMDeleteObjectFromRealm), so an object
    /// that is not of this frozen version (live, unmanaged, or of another
    /// version) is the wrong realm (WR1) before the write check (TX1).
    func checkFrozenDelete(_ realm: RValue, _ object: RValue) throws {
        if case .realm(let h) = realm, let version = h.frozenVersion, case .object(let o) = object, o.key?.version != version {
            throw Interrupt.realm(Rule.wrongRealmDelete, nil)
        }
        try checkFrozenObjects(realm)
    }

    func tokens(_ v: RValue?) throws -> [Int] {
        guard let v else { return [] }
        return try elements(of: v).map {
            guard case .token(let t) = $0 else { throw misuse("withoutNotifying needs notification tokens") }
            return t.id
        }
    }

    func updatePolicy(_ v: RValue?, default d: UpdatePolicy) throws -> UpdatePolicy {
        guard let v else { return d }
        guard case .enumCase(let name, _) = v, let p = UpdatePolicy(rawValue: name) else {
            throw misuse("update policy must be '.error', '.modified' or '.all'")
        }
        return p
    }

    // MARK: Objects

    func add(_ v: RValue, update: UpdatePolicy) throws {
        switch v {
        case .object(let o): try addObject(o, update: update)
        case .projection(let p): try addObject(p.object, update: update)
        case .array, .collection:
            for item in try elements(of: v) { try add(item, update: update) }
        default: throw Interrupt.realm(EngineError(.typeMismatch, "cannot add \(v.kindName) to a realm"), nil)
        }
    }

    func addObject(_ o: ObjectHandle, update: UpdatePolicy) throws {
        let graph = GraphBuilder()
        let value = try toEngine(.object(o), graph: graph)
        graph.rebind(try readAdded(.add(value, update: update)).keys, generation: generation)
    }

    func create(_ type: String, value: RValue, update: UpdatePolicy) throws -> RValue {
        let graph = GraphBuilder()
        let v = try toEngine(withGeneratedDefaults(type, value, update), graph: graph)
        let call = EngineCall.create(type: type, value: v, update: update)
        let (root, keys) = try readAdded(call)
        // ReplyCheck holds a create's reply to the key it made.
        guard let root else { throw wrongReply(.added(root: nil, keys: keys), to: call, expected: "the key of the new object") }
        graph.rebind(keys, generation: generation)
        // Upserting a managed object answers that very accessor (RLMAccessor.mm `createObject`).
        if update != .error, case .object(let o) = value, o.key == root { return value }
        return .object(ObjectHandle(managed: root, generation: generation))
    }

    /// Swift computes some defaults when an object is made (`ObjectId.generate()`,
    /// `UUID()`, `Date()`); a dictionary-form `create` gets them for a new object,
    /// and a missing primary key always.
    private func withGeneratedDefaults(_ type: String, _ value: RValue, _ update: UpdatePolicy) throws -> RValue {
        guard case .dictionary(var pairs) = value, let t = index.types[type] else { return value }
        let given = Set(pairs.compactMap { pair -> String? in
            if case .scalar(.string(let k)) = pair.0 { return k } else { return nil }
        })
        for p in t.properties where p.defaultValue == nil && p.collection == .single && !p.isOptional && !given.contains(p.name) {
            guard update == .error || p.isPrimaryKey, [.objectId, .uuid, .date].contains(p.type) else { continue }
            pairs.append((.scalar(.string(p.name)), generatedDefault(p.type)))
        }
        // A link whose default is a new object (`= Dog()`): a new object gets one, made from its own defaults.
        if update == .error {
            for p in t.properties where !given.contains(p.name) {
                if let target = catalog.objectDefaults["\(type).\(p.name)"] {
                    let given = catalog.objectDefaultValues["\(type).\(p.name)"].map(Self.constantValue) ?? .dictionary([])
                    pairs.append((.scalar(.string(p.name)), try withGeneratedDefaults(target, given, update)))
                }
            }
        }
        return .dictionary(pairs)
    }

    func delete(_ v: RValue) throws {
        switch v {
        case .object(let o):
            // An accessor passed to delete leaves its realm (`realm` is nil), so
            // deleting it again is deleting an object of no realm (WR1).
            guard let key = o.key, !o.deletedThroughThisHandle else { throw Interrupt.realm(Rule.wrongRealmDelete, nil) }
            try checkValid(v, "delete the object")
            do {
                try perform(.delete(key))
            } catch Interrupt.realm(let e, _) where e.kind == .invalidated && inWrite {
                // Another accessor deleted the row: the SDK removes a row only while it is
                // valid, so this accessor just leaves its realm (RLMObjectStore.mm
                // RLMDeleteObjectFromRealm). The store checked the write first.
            }
            o.deletedThroughThisHandle = true
        case .projection(let p): try delete(.object(p.object))
        case .collection(let c) where c.isManaged:
            guard let ref = c.ref else { return }
            try perform(.deleteCollection(ref))
        case .array, .collection:
            var handles: [ObjectHandle] = []
            let keys = try elements(of: v).map { item -> ObjectKey in
                guard case .object(let o) = item, let key = o.key, !o.deletedThroughThisHandle else {
                    throw Interrupt.realm(Rule.wrongRealmDelete, nil)
                }
                handles.append(o)
                return key
            }
            // Element-wise, as the SDK deletes a sequence: rows other accessors already
            // deleted are skipped inside a write (see the single-object case). The store
            // refuses such a call whole, so only then are the rows checked one by one.
            do {
                try perform(.deleteObjects(keys))
            } catch Interrupt.realm(let e, _) where e.kind == .invalidated && inWrite {
                let live = try keys.filter { try readBool(.isValid($0)) }
                try perform(.deleteObjects(live))
            }
            for o in handles { o.deletedThroughThisHandle = true }
        default: throw Interrupt.realm(EngineError(.typeMismatch, "cannot delete \(v.kindName)"), nil)
        }
    }

    /// All objects of a type (or of a projection's base type).
    func objects(_ type: String, in realm: RValue) throws -> RValue {
        try checkFrozenRealmOpen(realm)
        var base = type
        let projection = catalog.projections[type]
        if let projection { base = projection.base }
        // `realm.objects(Object.self)`: the base classes are not in any schema (UP6), under their runtime names.
        if let runtime = ["Object": "RealmSwiftObject", "EmbeddedObject": "RealmSwiftEmbeddedObject"][type] {
            throw Interrupt.realm(Rule.unknownType(runtime, "objects"), nil)
        }
        guard index.types[base] != nil else { throw misuse(Messages.unknownType(type)) }
        var ref = CollectionRef.objects(type: base)
        if case .realm(let h) = realm, let v = h.frozenVersion { ref = .frozen(ref, version: v) }
        let c = CollectionHandle(kind: .results, element: .object(base), ref: ref, generation: generation)
        c.projectionType = projection?.name
        return .collection(c)
    }

    /// The objects of a class as the Objective-C API answers them: an RLMResults.
    func objcObjects(_ type: String, in realm: RValue) throws -> RValue {
        let all = try objects(type, in: realm)
        if case .collection(let c) = all { c.isObjectiveC = true }
        return all
    }

    func object(_ type: String, primaryKey: RValue, in realm: RValue) throws -> RValue {
        try checkFrozenRealmOpen(realm)
        let pk = index.types[type]?.primaryKey
        let key = try toEngine(primaryKey, pk?.type)
        guard var found = try readKey(.objectForPrimaryKey(type: type, key: key)) else { return .null }
        if case .realm(let h) = realm, let v = h.frozenVersion { found.version = v }
        return .object(ObjectHandle(managed: found, generation: generation))
    }
}

// The transaction calls, shared by their Swift and Objective-C names.
extension Interpreter {
    /// Performed before the next statement; `onComplete` hears how it ended.
    func asyncWrite(_ r: RValue, _ a: CallArgs) throws -> RValue {
        let body = a.labels.firstIndex(where: { $0 == nil }).map { a.values[$0] }
        let write = CallArgs(values: body.map { [$0] } ?? [], labels: [nil])
        guard case .closure(let done)? = a.named("onComplete") else { return try self.write(r, write) }
        do {
            _ = try self.write(r, write)
            _ = try call(done, [.null])
        } catch Interrupt.thrown(let error, _) {
            _ = try call(done, [error])
        }
        return .void
    }

    func beginWrite(_ r: RValue) throws -> RValue {
        try checkNotFrozen(r); try perform(.beginWrite); return .void
    }

    func commitWrite(_ r: RValue, withoutNotifying tokens: RValue?) throws -> RValue {
        try checkNotFrozen(r)
        try perform(.commitWrite(withoutNotifying: try self.tokens(tokens)))
        return .void
    }

    func cancelWrite(_ r: RValue) throws -> RValue {
        try checkNotFrozen(r); try perform(.cancelWrite); return .void
    }

    func isInWriteTransaction() throws -> RValue {
        .scalar(.bool(try readBool(.isInWriteTransaction)))
    }
}
