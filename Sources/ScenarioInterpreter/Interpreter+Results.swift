// Results and the read side of every collection: count, elements, first and
// last, where/filter, sorting, distinct, aggregates, key-value coding, and
// the RLMArray reading names (objects(at:), firstObject(), sortedResults…),
// and the Collection indexes (startIndex, endIndex, indices, index(after:)).
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#properties,
// rlmarray#accessing-objects, rlmarray#querying, rlmarray#aggregating.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var resultsMembers: [String: Member] { resultsCore
        .merging(freezeMembers) { a, _ in a }
        .merging(collectionNotificationMembers) { a, _ in a }
        .merging(descriptionMembers) { a, _ in a } }

    static var resultsCore: [String: Member] { [
        "isEqual": .method { i, r, a in .scalar(.bool(try i.equal(r, a[0]))) },
        "count": .property { i, r in .scalar(.int(Int64(try i.count(try coll(r))))) },
        "isEmpty": .property { i, r in .scalar(.bool(try i.count(try coll(r)) == 0)) },
        "first": .property { i, r in try i.at(try coll(r), 0, orNil: true) },
        "last": .property { i, r in
            let c = try coll(r)
            return try i.at(c, try i.count(c) - 1, orNil: true)
        },
        "firstObject": .method { i, r, _ in try i.at(try coll(r), 0, orNil: true) },
        "lastObject": .method { i, r, _ in
            let c = try coll(r)
            return try i.at(c, try i.count(c) - 1, orNil: true)
        },
        "object": .method { i, r, a in try i.at(try coll(r), try int(a[0])) },
        "objects": .method { i, r, a in
            if a.firstLabel == "where" || a.firstLabel == "with" { return try i.derive(try coll(r)) { .filtered($0, try i.predicate(a)) } }
            // Swift's collections refuse an index past the end (IX3); the Objective-C
            // classes answer nil (`Interpreter.objcCollectionMembers`).
            return try i.objects(at: a[0], of: try coll(r), nilWhenOutOfBounds: false)
        },
        "where": .method { i, r, a in
            guard case .queryClosure(let t, let env) = a[0] else { throw misuse("where needs a closure") }
            let c = try coll(r)
            return try i.derive(c) { .filtered($0, try i.query(t, env, type: c.objectType)) }
        },
        "filter": .method { i, r, a in
            if case .closure = a[0] { return .array(try i.elements(of: r).filter { try i.truth(try i.apply(a[0], [$0])) }) }
            return try i.derive(try coll(r)) { .filtered($0, try i.predicate(a)) }
        },
        "sorted": .method { i, r, a in
            try i.derive(try coll(r)) { .sorted($0, try i.sortDescriptors(a)) }
        },
        // The Objective-C collections check a sort of values when it is made (Q6), not when it is read.
        "sortedResults": .method { i, r, a in
            let c = try coll(r)
            if c.isManaged, c.objectType == nil, let element = c.element {
                let schema = PropertySchema(name: "self", type: element, collection: .list, isOptional: c.elementOptional)
                let descriptors = try i.sortDescriptors(a)
                do { try Ordering.checkValueSort(descriptors, element: schema) } catch let error as EngineError { throw Interrupt.realm(error, nil) }
            }
            return try i.derive(c) { .sorted($0, try i.sortDescriptors(a)) }
        },
        "distinct": .method { i, r, a in
            try i.derive(try coll(r)) { .distinct($0, a.count == 0 ? ["self"] : try i.keyPaths(a[0])) }
        },
        "distinctResults": .method { i, r, a in try i.derive(try coll(r)) { .distinct($0, try i.keyPaths(a[0])) } },
        "index": .method { i, r, a in
            switch a.firstLabel {
            case "after": return .scalar(.int(Int64(try int(a[0]) + 1)))
            case "before": return .scalar(.int(Int64(try int(a[0]) - 1)))
            default: return try i.index(try coll(r), a)
            }
        },
        "startIndex": .property { _, _ in .scalar(.int(0)) },
        "endIndex": .property { i, r in .scalar(.int(Int64(try i.count(try coll(r))))) },
        "indices": .property { i, r in .range(.scalar(.int(0)), .scalar(.int(Int64(try i.count(try coll(r)) - 1)))) },
        "indexOfObject": .method { i, r, a in
            if a.firstLabel == "where" || a.firstLabel == "with" { return try i.indexWhere(try coll(r), a) }
            return try i.index(try coll(r), CallArgs(values: [a[0]], labels: ["of"]))
        },
        "firstIndex": .method { i, r, a in try i.index(try coll(r), CallArgs(values: [a[0]], labels: ["of"])) },
        // `makeIterator()`: an iterator over the elements as they are now; `next()` takes them in turn.
        "makeIterator": .method { i, r, _ in .array(try i.elements(of: r)) },
        "contains": .method { i, r, a in
            if case .closure = a[0] { return .scalar(.bool(try i.elements(of: r).contains { try i.truth(try i.apply(a[0], [$0])) })) }
            return .scalar(.bool(try i.contains(try coll(r), a[0])))
        },
        "min": .method { i, r, a in try i.aggregate(try coll(r), .min, a.count == 0 ? .void : a[0]) },
        "max": .method { i, r, a in try i.aggregate(try coll(r), .max, a.count == 0 ? .void : a[0]) },
        "sum": .method { i, r, a in try i.aggregate(try coll(r), .sum, a.count == 0 ? .void : a[0]) },
        "average": .method { i, r, a in try i.aggregate(try coll(r), .avg, a.count == 0 ? .void : a[0]) },
        "value": .method { i, r, a in
            let key = try stringArg(a[0])
            if a.firstLabel == "forKeyPath" { return try i.collectionValue(r, forKeyPath: key) }
            // "self" is each element itself (RLMCollectionValueForKey's own branch).
            if key == "self" { return .array(try i.elements(of: r)) }
            let items = try i.elements(of: r)
            // Values other than objects answer no other key than their class's own (`length` of an
            // NSString or NSData): Foundation's NSUnknownKeyException from the first that has none.
            if case .collection(let c) = r, c.objectType == nil, c.element != nil {
                return .array(try items.map { try i.foundationValue($0, forKey: key) })
            }
            return .array(try items.map { try i.member($0, key) })
        },
        "setValue": .method { i, r, a in
            let c = try coll(r)
            if Self.setsValuesForKey(c) { try i.setValueOfValues(c, a[0], forKey: try stringArg(a[1])); return .void }
            guard let ref = c.ref else {
                for item in c.items { try i.setMember(item, try stringArg(a[1]), a[0]) }
                return .void
            }
            let name = try stringArg(a[1])
            if let type = c.objectType, let p = i.index.properties[type]?[name] { try i.refuseNil(a[0], for: p, on: type) }
            try i.perform(.setForAll(ref, property: name, value: try i.toEngine(a[0])))
            return .void
        },
        "first()": .method { i, r, a in
            let c = try i.function(a[0], "first(where:)")
            return try i.elements(of: r).first { try i.truth(try i.apply(c, [$0])) } ?? .null
        },
        "map": .method { i, r, a in
            let c = try i.function(a[0], "map")
            return .array(try i.elements(of: r).map { try i.apply(c, [$0]) })
        },
        "compactMap": .method { i, r, a in try i.compactMap(r, a) },
        "flatMap": .method { i, r, a in try i.flatMap(r, a) },
        "enumerated": .method { i, r, _ in try i.enumerated(r) },
        "forEach": .method { i, r, a in
            let c = try i.function(a[0], "forEach")
            for e in try i.elements(of: r) { _ = try i.apply(c, [e]) }
            return .void
        },
        "type": .property { _, r in .enumCase((try coll(r)).element.map(ObjcPropertyTypes.caseName) ?? "object", []) },
        "isOptional": .property { _, r in .scalar(.bool((try coll(r)).elementOptional)) },
        "objectClassName": .property { _, r in (try coll(r)).objectType.map { .scalar(.string($0)) } ?? .null },
        "realm": .property { _, r in
            let c = try coll(r)
            guard let ref = c.ref else { return .null }
            return .realm(RealmHandle(frozenVersion: ref.frozenVersion))
        },
        "isInvalidated": .property { i, r in
            let c = try coll(r)
            if i.isStale(r) { return .scalar(.bool(true)) }
            // A frozen list or set reads its owner at the frozen version, where the owner
            // exists whatever the live realm deleted since (RLMManagedArray's and
            // RLMManagedSet's isInvalidated: `!_backingList.is_valid()` on the frozen
            // transaction; ProjectedCollectTests' testThaw: the frozen one stays valid).
            if c.ref?.frozenVersion != nil { return .scalar(.bool(false)) }
            guard case .property(let owner, let name)? = c.ref?.base else { return .scalar(.bool(false)) }
            // Results queried, sorted or made distinct from a list or set of
            // objects stay valid when the owner is deleted (they read nothing).
            if c.kind == .results, c.objectType != nil, c.ref != c.ref?.base,
               [.list, .set].contains(i.index.properties[owner.type]?[name]?.collection) { return .scalar(.bool(false)) }
            return .scalar(.bool(!(try i.readBool(.isValid(owner)))))
        },
    ] }

    // MARK: Helpers

    /// The label of the argument `objects(at:)` on an RLMArray is lowered with.

    /// The elements at an IndexSet's indexes, in ascending order, each once
    /// whatever order they were written in; an index past the end raises
    /// (IX3), or gives nil when `nilWhenOutOfBounds`.
    func objects(at indexSet: RValue, of c: CollectionHandle, nilWhenOutOfBounds: Bool) throws -> RValue {
        let n = try count(c)
        let indexes = Set(try elements(of: indexSet).map { try int($0) }).sorted()
        if indexes.contains(where: { $0 < 0 || $0 >= n }) {
            if nilWhenOutOfBounds { return .null }
            throw Interrupt.realm(Rule.indexesOutOfBounds, nil)
        }
        return .array(try indexes.map { try at(c, $0) })
    }

    func count(_ c: CollectionHandle) throws -> Int {
        guard let ref = c.ref else { return c.kind == .map ? c.entries.count : c.items.count }
        return try readInt(.count(ref))
    }

    /// The element at an index; out of bounds is `indexOutOfBounds` (or nil for first/last).
    func at(_ c: CollectionHandle, _ index: Int, orNil: Bool = false) throws -> RValue {
        if orNil {
            let n = try count(c)
            if index < 0 || index >= n { return .null }
        }
        guard let ref = c.ref else {
            guard index >= 0 else { throw Interrupt.realm(Rule.negativeIndex(), nil) }
            guard index < c.items.count else { throw outOfBounds(c.kind == .set ? .ix2s : .ix2, index, c.items.count) }
            return objcRead(c.items[index], of: c)
        }
        return element(try readValue(.element(ref, index: index)), of: c)
    }

    /// The reference of a managed collection; unmanaged ones raise `unmanaged` for `operation`.
    func managedRef(_ c: CollectionHandle, _ operation: String) throws -> CollectionRef {
        guard let ref = c.ref else {
            let kind: CollectionKind = c.kind == .set ? .set : c.kind == .map ? .map : .list
            throw Interrupt.realm(Rule.unmanagedCollection(kind, operation), nil)
        }
        return ref
    }

    /// A results collection derived from a managed one.
    func derive(_ c: CollectionHandle, _ make: (CollectionRef) throws -> CollectionRef) throws -> RValue {
        // An unmanaged object's linking objects, and what is derived from
        // them, are empty detached results (sdk-behaviour).
        if c.ref == nil, c.kind == .linkingObjects || c.kind == .results {
            return .collection(CollectionHandle(unmanaged: .results, element: c.element, elementOptional: c.elementOptional))
        }
        let base = try managedRef(c, "query")
        // Querying or sorting an invalidated collection fails at once, as in the SDK.
        try checkValid(.collection(c), "query")
        if case .property(let owner, _) = base, base.frozenVersion == nil, c.kind != .linkingObjects,
           try !readBool(.isValid(owner)) {
            throw Interrupt.realm(Rule.invalidatedCollection(c.kind == .set ? .set : c.kind == .map ? .map : .list), nil)
        }
        let ref = try make(base)
        try validate(ref, objectType: c.objectType)
        let d = CollectionHandle(kind: .results, element: c.element, elementOptional: c.elementOptional, ref: ref, generation: generation)
        d.projectionType = c.projectionType
        d.isObjectiveC = c.isObjectiveC
        return .collection(d)
    }

    func sortDescriptors(_ a: CallArgs) throws -> [SortDescriptor] {
        let ascending: Bool
        if case .scalar(.bool(let b))? = a.named("ascending") { ascending = b } else { ascending = true }
        // `sorted()` and `sorted(ascending:)` sort primitives on "self".
        if a.count == 0 || a.firstLabel == "ascending" { return [SortDescriptor(keyPath: "self", ascending: ascending)] }
        switch a[0] {
        case .scalar(.string(let k)): return [SortDescriptor(keyPath: k, ascending: ascending)]
        case .keyPath(_, let p): return [SortDescriptor(keyPath: p.joined(separator: "."), ascending: ascending)]
        case .array(let items):
            return try items.map {
                guard case .sortDescriptor(let d) = $0 else { throw misuse("sort descriptors expected") }
                return d
            }
        default: throw misuse("sorted needs a key path")
        }
    }

    func keyPaths(_ v: RValue) throws -> [String] {
        try elements(of: v).map {
            switch $0 {
            case .scalar(.string(let s)): return s
            case .keyPath(_, let p): return p.joined(separator: ".")
            default: throw misuse("key paths expected")
            }
        }
    }

    /// `index(of:)`, `index(matching:)`: the index, or nil (`NSNotFound`) when absent.
    /// A `MutableSet` has neither: the SDK traps (exceptions.md IX5).
    func index(_ c: CollectionHandle, _ a: CallArgs) throws -> RValue {
        if c.kind == .set { throw Interrupt.realm(Rule.setIndexTrap(matching: a.firstLabel == "matching"), nil) }
        if case .queryClosure(let t, let env) = a[0] {
            if c.ref == nil, c.kind == .list { return try unmanagedIndex(c, try query(t, env, type: c.objectType)) }
            let ref = try managedRef(c, "index(matching:)")
            if c.objectType == nil { try refuseQueryOnValues(ref) }
            return indexValue(try readInt(.indexMatching(ref, try query(t, env, type: c.objectType))))
        }
        // `index(matching: "name == %@", "x")`: a predicate string and its arguments, not a value.
        if a.firstLabel == "matching", Self.isPredicate(a[0]) {
            if c.ref == nil, c.kind == .list { return try unmanagedIndex(c, try predicate(a)) }
            return try indexWhere(c, a)
        }
        guard let ref = c.ref else {
            return try c.items.firstIndex { try rowEqual($0, a[0]) }.map { .scalar(.int(Int64($0))) } ?? .null
        }
        return indexValue(try readInt(.indexOf(ref, value: try toEngine(a[0], c.element))))
    }

    /// `indexOfObject(where: "age > %@", 2)`.
    func indexWhere(_ c: CollectionHandle, _ a: CallArgs) throws -> RValue {
        // An unmanaged object's linking objects are empty results: nothing matches.
        if c.ref == nil, c.kind == .linkingObjects { return .null }
        // An empty unmanaged RLMArray has nothing to test the predicate on: NSNotFound
        // (RLMArray.mm indexOfObjectWithPredicate: enumerates its backing array;
        // PrimitiveArrayPropertyTests `testIndexOfObjectWhere`).
        if c.ref == nil, c.kind == .list, c.isObjectiveC, c.items.isEmpty { return .null }
        // A non-empty one tests the predicate on each element in turn and answers the
        // first that passes (RLMArray.mm `indexOfObjectWithPredicate:`:
        // `indexOfObjectPassingTest:` with `[predicate evaluateWithObject:obj]`;
        // ArrayPropertyTests `testIndexOfObjectWhere`), as an unmanaged List's
        // index(matching:) does here.
        if c.ref == nil, c.kind == .list, c.isObjectiveC { return try unmanagedIndex(c, try predicate(a)) }
        let ref = try managedRef(c, "indexOfObject(where:)")
        // A managed collection of values takes no query (exceptions.md Q1).
        if c.objectType == nil { try refuseQueryOnValues(ref) }
        return indexValue(try readInt(.indexMatching(ref, try predicate(a))))
    }

    /// An index the engine answered: -1 (ReplyCheck allows no lower) is nil.
    private func indexValue(_ n: Int) -> RValue {
        n >= 0 ? .scalar(.int(Int64(n))) : .null
    }

    func contains(_ c: CollectionHandle, _ v: RValue) throws -> Bool {
        guard let ref = c.ref else { return try c.items.contains { try rowEqual($0, v) } }
        return try readBool(.contains(ref, value: try toEngine(v, c.element)))
    }

    func aggregate(_ c: CollectionHandle, _ op: AggregateOperator, _ property: RValue) throws -> RValue {
        let name: String?
        switch property {
        case .scalar(.string(let s)): name = s
        case .keyPath(_, let p): name = p.joined(separator: ".")
        default: name = nil
        }
        guard let ref = c.ref else { return try localAggregate(c, op, name) }
        let v = try readValue(.aggregate(ref, op, property: name))
        // An aggregate of AnyRealmValue elements is itself an AnyRealmValue.
        if c.objectType == nil, c.element == .mixed, !v.isNull { return objcRead(mixed(v), of: c) }
        return fromEngine(v)
    }

    /// Aggregates of an unmanaged list or set, computed here as Realm computes them.
    private func localAggregate(_ c: CollectionHandle, _ op: AggregateOperator, _ property: String?) throws -> RValue {
        // The SDK checks an object collection's property first: it must exist
        // (UP3) and have a type the unmanaged aggregate takes (AG3).
        if c.objectType != nil, let name = property, name.contains(".") {
            throw Interrupt.realm(Rule.nestedAggregateKeyPath, nil)
        }
        if let type = c.objectType, let name = property {
            guard let p = index.properties[type]?[name] else { throw Interrupt.realm(Rule.aggregateUnknownProperty(name, type: type), nil) }
            let takes: Bool = switch p.type {
            case .int, .float, .double, .decimal128, .mixed: true
            case .date: op == .min || op == .max
            default: false
            }
            guard takes, p.collection == .single else { throw Interrupt.realm(Rule.unmanagedAggregate(op, p, owner: type), nil) }
        }
        // A collection of values aggregates `self`, its elements, of a type the operator takes (AG3).
        if c.objectType == nil, let element = c.element, property == nil || property == "self",
           let refused = Rule.unmanagedValueAggregate(op, element, optional: c.elementOptional, c.kind == .map ? .map : c.kind == .set ? .set : .list) {
            throw Interrupt.realm(refused, nil)
        }
        // An unmanaged map aggregates its values (RLMDictionary.mm, unmanaged aggregates).
        let items = c.kind == .map ? c.entries.map(\.1) : c.items
        if c.objectType == nil, c.element == .mixed {
            do {
                try Aggregate.checkElementProperty(property, PropertySchema(name: "self", type: .mixed, collection: .list))
            } catch { throw Interrupt.realm(error, nil) }
            let v = Aggregate.mixedElements(op, try items.map { try toEngine($0, .mixed) }, numbersOnly: true, emptySumIsInt: true)
            return v.isNull ? .null : objcRead(mixed(v), of: c)
        }
        let ofSelf = c.objectType == nil && property == "self"
        let values = try items.map { item in try property.map { ofSelf ? item : try member(item, $0) } ?? item }.filter { !$0.isNull }
        switch op {
        case .min, .max:
            var best: RValue?
            for v in values {
                guard let b = best else { best = v; continue }
                guard let o = order(v, b) else {
                    throw Interrupt.realm(EngineError(.unsupportedAggregate, "cannot take the \(op == .min ? "minimum" : "maximum") of \(v.kindName) values"), nil)
                }
                if op == .min ? o < 0 : o > 0 { best = v }
            }
            return best ?? .null
        case .sum, .avg:
            var total: RValue = .scalar(.int(0))
            for v in values { total = try binary("+", total, v) }
            if op == .sum { return total }
            guard !values.isEmpty else { return .null }
            return try binary("/", try binary("*", total, .scalar(.double(1))), .scalar(.double(Double(values.count))))
        }
    }
}

/// The collection a member is called on.
func coll(_ r: RValue) throws -> CollectionHandle {
    guard case .collection(let c) = r else { throw misuse("expected a collection, found \(r.kindName)") }
    return c
}

func int(_ v: RValue) throws -> Int {
    guard case .scalar(.int(let i)) = v else { throw misuse("expected an Int, found \(v.kindName)") }
    return Int(i)
}

func stringArg(_ v: RValue) throws -> String {
    guard case .scalar(.string(let s)) = v else { throw misuse("expected a String, found \(v.kindName)") }
    return s
}
