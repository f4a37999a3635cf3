// The string-typed members of Realm and Object (`dynamicObjects("Dog")`,
// `dynamicList("dogs")`), freezing and thawing through the Realm, the
// Objective-C Realm names in their Swift spelling, and a projection's root
// object, realm and validity, and `autorefresh`. Each lowers to the calls its
// typed twin makes.
// Related documentation: sdk-reference api-surface.md §1 #5, #6, #18, #27, #35,
// #37, #43–#45, #51; §2 #12–#14, #26, #30; §11 P2, P11, P12; §12.1 #6,
// #16–#20, #34, #44, #45, #47, #48; §12.2 #34; exceptions.md UM3, UP6, FZ7.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var realmDynamicMembers: [String: Member] { [
        // `writeAsync(_:onComplete:)` is `asyncWrite` in the pages' spelling: done before the next statement.
        "writeAsync": .method { i, r, a in try i.asyncWrite(r, a) },
        "dynamicObjects": .method { i, r, a in try i.objects(try i.className(a[0], "dynamicObjects"), in: r) },
        "allObjects": .method { i, r, a in try i.objcObjects(try i.className(a[0], "allObjects"), in: r) },
        // `objects(Dog.self)`, and the Objective-C `objects("Dog", where: "age > %@", 3)`.
        "objects": .method { i, r, a in
            if case .type(let t) = a[0] { return try i.objects(t, in: r) }
            let all = try i.objcObjects(try i.className(a[0], "objects(_:where:)"), in: r)
            guard a.labels.contains("where") || a.labels.contains("with") else { return all }
            let query = CallArgs(values: Array(a.values.dropFirst()), labels: Array(a.labels.dropFirst()))
            return try i.derive(try coll(all)) { .filtered($0, try i.predicate(query)) }
        },
        "dynamicObject": .method { i, r, a in
            try i.object(try i.className(a[0], "dynamicObject(ofType:forPrimaryKey:)"), primaryKey: a[1], in: r)
        },
        // `object(ofType: Dog.self, …)` and the Objective-C `object(withClassName: "Dog", …)`.
        "object": .method { i, r, a in
            let name: String
            if case .type(let t) = a[0] { name = t } else { name = try i.className(a[0], "object(withClassName:forPrimaryKey:)") }
            return try i.object(name, primaryKey: a[1], in: r)
        },
        "dynamicCreate": .method { i, _, a in
            try i.create(try i.className(a[0], "dynamicCreate"), value: a.named("value") ?? .dictionary([]),
                         update: try i.updatePolicy(a.named("update"), default: .error))
        },
        "createObject": .method { i, _, a in
            try i.create(try i.className(a[0], "createObject"), value: a.named("withValue") ?? .dictionary([]), update: .error)
        },
        // `realm.freeze()` freezes the realm; `realm.freeze(x)` an object or a collection.
        "freeze": .method { i, r, a in
            guard a.count == 1 else { return try i.freeze(r) }
            if case .object(let o) = a[0], o.key == nil { throw Interrupt.realm(Rule.unmanagedObject("freeze"), nil) }
            return try i.freeze(a[0])
        },
        // `realm.thaw(obj)` refuses an unmanaged object with the freezing text (UM3).
        "thaw": .method { i, r, a in
            guard a.count == 1 else { return try i.thaw(r) }
            if case .object(let o) = a[0], o.key == nil { throw Interrupt.realm(Rule.unmanagedObject("freeze"), nil) }
            return try i.thaw(a[0])
        },
        // A frozen realm never refreshes; live ones share the scenario's setting.
        "autorefresh": .property { i, r in
            if case .realm(let h) = r, h.frozenVersion != nil { return .scalar(.bool(false)) }
            return .scalar(.bool(i.autorefresh))
        },
        // `asyncWrite` completes before the next statement, so none is ever pending.
        "isPerformingAsynchronousWriteOperations": .property { _, _ in .scalar(.bool(false)) },
        "inWriteTransaction": .property { i, _ in try i.isInWriteTransaction() },
        "beginWriteTransaction": .method { i, r, _ in try i.beginWrite(r) },
        "commitWriteTransaction": .method { i, r, _ in try i.commitWrite(r, withoutNotifying: nil) },
        "commitWriteTransactionWithoutNotifying": .method { i, r, a in try i.commitWrite(r, withoutNotifying: a[0]) },
        "cancelWriteTransaction": .method { i, r, _ in try i.cancelWrite(r) },
    ] }

    static var objectDynamicMembers: [String: Member] { [
        "dynamicList": .method { i, r, a in try i.collectionProperty(r, a[0], .list) },
        "dynamicMutableSet": .method { i, r, a in try i.collectionProperty(r, a[0], .set) },
        "dynamicMap": .method { i, r, a in try i.collectionProperty(r, a[0], .map) },
        "mutableArrayValue": .method { i, r, a in try i.collectionProperty(r, a[0], .list) },
        "mutableSetValue": .method { i, r, a in try i.collectionProperty(r, a[0], .set) },
        // `isEqual(_:)` is `==`; the Objective-C `isEqual(to:)` (isEqualToObject:) is `isSameObject(as:)`.
        "isEqual": .method { i, r, a in
            .scalar(.bool(a.firstLabel == "to" ? i.sameObjectValues(r, a[0]) : try i.equal(r, a[0])))
        },
    ] }

    static var projectionRootMembers: [String: Member] { [
        "rootObject": .property { _, r in
            guard case .projection(let p) = r else { throw misuse("rootObject needs a projection") }
            return .object(p.object)
        },
        "realm": .property { i, r in
            guard case .projection(let p) = r else { throw misuse("realm needs a projection") }
            return try i.member(.object(p.object), "realm")
        },
        "isInvalidated": .property { i, r in
            guard case .projection(let p) = r else { throw misuse("isInvalidated needs a projection") }
            return try i.member(.object(p.object), "isInvalidated")
        },
    ] }

    /// `realm.autorefresh = b`: a frozen realm refuses `true` (FZ7) and keeps `false`.
    func setAutorefresh(_ h: RealmHandle, _ value: RValue) throws {
        guard case .scalar(.bool(let on)) = value else { throw misuse("autorefresh takes a Bool, found \(value.kindName)") }
        if h.frozenVersion != nil {
            if on { throw Interrupt.realm(EngineError(.frozen, SDKMessage.fz7.text()), nil) }
            return
        }
        autorefresh = on
    }

    /// A class name given as a string (or a type); a name outside the schema is the SDK's UP6.
    func className(_ v: RValue, _ operation: String) throws -> String {
        let name: String
        switch v {
        case .scalar(.string(let s)): name = s
        case .type(let t): name = t
        default: throw misuse("\(operation) needs a class name such as \"Dog\", found \(v.kindName)")
        }
        guard index.types[name] != nil else { throw Interrupt.realm(Rule.unknownType(name, operation), nil) }
        return name
    }

    /// The collection a property holds, read by name; another kind of property is refused.
    func collectionProperty(_ r: RValue, _ name: RValue, _ kind: CollectionHandle.Kind) throws -> RValue {
        guard case .object(let o) = r else { throw misuse("a collection property needs an object") }
        let key = try stringArg(name)
        let found = try property(o, key)
        guard case .collection(let c) = found, c.kind == kind || (kind == .list && c.kind == .linkingObjects) else {
            throw Interrupt.realm(Rule.notACollection(key, type: o.type, "read as a \(kind.rawValue)"), nil)
        }
        return found
    }
}
