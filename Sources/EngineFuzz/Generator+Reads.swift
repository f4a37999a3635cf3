// Reads, queries, sorts, aggregates, freezing and observers.

internal import PredicateFormat
internal import RealmSpecCore

extension FuzzGenerator {
    /// One comparison: predicate format, closure template, argument.
    mutating func comparison() -> (format: String, closure: String?, args: [Value]) {
        switch random.below(14) {
        case 0: let op = random.pick(["<", "<=", ">", ">=", "==", "!="]); return ("i \(op) %@", "$0.i \(op) %@", [.int(random.pick(Self.ints))])
        case 1: let op = random.pick(["<", ">=", "=="]); return ("d \(op) %@", "$0.d \(op) %@", [.double(random.pick(Self.doubles))])
        case 2: let op = random.pick(["BEGINSWITH", "CONTAINS", "ENDSWITH", "CONTAINS[c]", "==[c]", "LIKE"])
            return ("s \(op) %@", nil, [.string(random.pick(Self.strings))])
        case 3: return ("b == %@", "$0.b == %@", [.bool(random.chance(0.5))])
        case 4: return (random.chance(0.5) ? "oi == nil" : "os != nil", nil, [])
        case 5: return ("link.i > %@", "$0.link.i > %@", [.int(random.pick(Self.ints))])
        case 6: return ("ANY ints == %@", nil, [.int(random.pick(Self.ints))])
        case 7: return ("f < %@", "$0.f < %@", [.float(random.pick(Self.floats))])
        case 8: return ("dec > %@", nil, [.decimal128(random.pick(Self.decimals))])
        case 9: return ("date <= %@", nil, [.date(random.pick(Self.dates))])
        case 10: return ("mixed == %@", nil, [scalar(.mixed, optional: false)])
        case 11: return ("i BETWEEN {%@, %@}", nil, [.int(random.pick(Self.ints)), .int(random.pick(Self.ints))])
        case 12: return ("ints.@count > %@", nil, [.int(Int64(random.below(3)))])
        default: return ("ANY tags CONTAINS %@", nil, [.string(random.pick(Self.strings))])
        }
    }

    /// A query over FzObj and its source text.
    mutating func query() -> (Query, FuzzQueryText) {
        var (format, closure, args) = comparison()
        if random.chance(0.3) {
            let (f2, c2, a2) = comparison()
            let and = random.chance(0.5)
            format = "\(format) \(and ? "AND" : "OR") \(f2)"
            closure = closure.flatMap { c in c2.map { "\(c) \(and ? "&&" : "||") \($0)" } }
            args += a2
        } else if random.chance(0.1) {
            format = "NOT (\(format))"
            closure = closure.map { "!(\($0))" }
        }
        return (parsed(format, args), FuzzQueryText(format: format, arguments: args, closure: random.chance(0.5) ? closure : nil))
    }

    func parsed(_ format: String, _ args: [Value]) -> Query {
        do { return try PredicateFormat.parse(format, arguments: args) } catch {
            preconditionFailure("the fuzzer wrote a predicate it cannot parse: '\(format)': \(error)")
        }
    }

    /// FzObj objects, maybe filtered; and the query text if filtered.
    mutating func results() -> (CollectionRef, FuzzQueryText?) {
        guard random.chance(0.6) else { return (.objects(type: "FzObj"), nil) }
        let (q, text) = query()
        return (.filtered(.objects(type: "FzObj"), q), text)
    }

    /// Results sorted into a total order: the primary key breaks every tie.
    mutating func sortedResults() -> (CollectionRef, FuzzQueryText?) {
        let (base, text) = results()
        var keys: [SortDescriptor] = []
        if random.chance(0.8) {
            keys.append(SortDescriptor(keyPath: random.pick(["i", "s", "d", "b", "date", "dec", "f", "oi"]), ascending: random.chance(0.5)))
        }
        keys.append(SortDescriptor(keyPath: "id", ascending: random.chance(0.7)))
        return (.sorted(base, keys), text)
    }

    mutating func read() {
        switch random.below(18) {
        case 16: emit(.isInWriteTransaction)
        case 17:
            let (r, t) = results()
            let distinct = CollectionRef.distinct(r, [random.pick(["i", "s", "b"])])
            emit(random.chance(0.5) ? .count(distinct) : .elements(distinct), query: t)
        case 0, 1: let (r, t) = results(); emit(.count(r), query: t)
        case 2, 3: let (r, t) = sortedResults(); emit(.elements(r), query: t)
        case 4:
            let (r, t) = results()
            let op = random.pick([AggregateOperator.min, .max, .sum, .avg])
            let props = op == .sum || op == .avg ? ["i", "d", "f", "dec", "oi", "od"] : ["i", "d", "f", "dec", "date", "oi", "od"]
            emit(.aggregate(r, op, property: random.pick(props)), query: t)
        case 5, 6, 7:
            guard let h = handle("FzObj") else { return }
            let props = FuzzModel.type("FzObj").properties.filter { $0.collection == .single && !$0.isLinkingObjects }
            emit(.get(h, property: random.pick(props).name))
        case 8:
            guard let h = handle("FzObj") else { return }
            emit(.elements(.property(owner: h, name: random.pick(["ints", "strs", "links", "tags", "nums", "linkedBy"]))))
        case 9:
            guard let h = handle("FzObj") else { return }
            emit(.element(.property(owner: h, name: random.pick(["ints", "links"])), index: random.below(3)))
        case 10: if let h = handle("FzObj") { emit(.isValid(h)) }
        case 11: emit(.objectForPrimaryKey(type: "FzObj", key: .int(Int64(1 + random.below(Int(max(nextPrimaryKey, 2)))))))
        case 12: if let h = handle("FzObj") { emit(.mapKeys(.property(owner: h, name: random.pick(["scores", "notes", "anys"])))) }
        case 13: if let h = handle("FzObj") { emit(.indexOf(.property(owner: h, name: "ints"), value: .int(random.pick(Self.ints)))) }
        case 14: if let e = handle("FzEmb") { emit(.get(e, property: random.pick(["x", "note"]))) }
        default:
            if let p = handle("FzPlain") { emit(.get(p, property: random.pick(["n", "label"]))) } else { emit(.count(.objects(type: "FzPlain"))) }
        }
    }

    mutating func observe() {
        if random.chance(0.3), let h = handle("FzObj") {
            emit(.observe(.object(h), keyPaths: nil))
            observes += 1
            observers.append(-observes)
            return
        }
        let target: CollectionRef
        var text: FuzzQueryText?
        if random.chance(0.5), let h = handle("FzObj") {
            target = .property(owner: h, name: random.pick(["ints", "links"]))
        } else {
            (target, text) = sortedResults()
        }
        emit(.observe(.collection(target), keyPaths: nil), query: text)
        observes += 1
        observers.append(-observes)
        // The first refresh delivers the initial call.
        if random.chance(0.5) { emit(.refresh) }
    }

    mutating func freeze() {
        freezes += 1
        if random.chance(0.6), let h = handle("FzObj") {
            emit(.freeze(.object(h)))
            frozenObjects.append(ObjectKey(type: h.type, id: h.id, version: Int64(-freezes)))
        } else {
            let (r, text) = sortedResults()
            emit(.freeze(.collection(r)), query: text)
            frozenResults.append(.frozen(r, version: Int64(-freezes)))
        }
    }

    mutating func thawOrReadFrozen() {
        if let f = frozenObjects.randomElement(using: &random) {
            switch random.below(3) {
            case 0: emit(.thaw(.object(f)))
            default: emit(.get(f, property: random.pick(["i", "s", "link", "d"])))
            }
        } else if let r = frozenResults.randomElement(using: &random) {
            emit(.count(r))
        } else {
            freeze()
        }
    }
}
