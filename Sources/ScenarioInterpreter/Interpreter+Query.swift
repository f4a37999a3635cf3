// Where-closure templates and predicate strings → one `Query` tree; a
// literal compared with a Float property takes the Float type.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.


internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// The query a where closure describes, its captured values evaluated now.
    /// `type` is the object type filtered, when known: `contains` on a
    /// collection property means "any element equals".
    func query(_ t: QueryTemplate, _ env: Env, type: String? = nil) throws -> Query {
        switch t {
        case .constant(let b): return b ? .truePredicate : .falsePredicate
        case .refused(let message): throw Interrupt.realm(QueryRule.refusedWhileBuilding(message), nil)
        case .prelude(let stmts, let q):
            let inner = Env(parent: env)
            _ = try exec(stmts, inner)
            return try query(q, inner, type: type)
        case .and(let l, let r): return .and([try query(l, env, type: type), try query(r, env, type: type)])
        case .or(let l, let r): return .or([try query(l, env, type: type), try query(r, env, type: type)])
        case .not(let q): return .not(try query(q, env, type: type))
        case .keyPathTrue(let path):
            return .compare(Comparison(.keyPath(path), .equal, .constant(.bool(true)), quantifier: quantifier(path, type)))
        case .compare(.keyPath(let a), _, .keyPath(let b), _, _) where quantifier(a, type) == .any && quantifier(b, type) == .any:
            // The SDK's `Query` refuses this while it builds the predicate.
            throw Interrupt.realm(QueryRule.refusedWhileBuilding(QueryRule.twoCollectionColumns), nil)
        case .compare(.keyPath(let path), .contains, let r, _, _) where endsOnCollection(path, type):
            return .compare(Comparison(.keyPath(path), .equal, try operand(r, env, type: type), quantifier: .any))
        case .compare(let l, let op, let r, let ci, let di):
            var left = try operand(l, env, type: type), right = try operand(r, env, type: type, op: op)
            // A literal compared with a Float property is a Float, as Swift types it.
            if case .keyPath(let p) = left, floatProperty(p, type) { right = Self.asFloat(right) }
            if case .keyPath(let p) = right, floatProperty(p, type) { left = Self.asFloat(left) }
            var quantified: Quantifier?
            if case .keyPath(let path) = l { quantified = quantifier(path, type) }
            return .compare(Comparison(left, op, right, quantifier: quantified, caseInsensitive: ci, diacriticInsensitive: di))
        }
    }

    /// The property a key path from `type` ends on, nil when a step is unknown.
    private func lastProperty(_ path: [String], _ type: String?) -> PropertySchema? {
        var current = type
        var last: PropertySchema?
        for name in path {
            guard let t = current, let p = index.properties[t]?[name] else { return nil }
            last = p
            current = p.type.objectType
        }
        return last
    }

    /// Whether a key path from `type` ends on a Float property (or a collection of Floats).
    private func floatProperty(_ path: [String], _ type: String?) -> Bool {
        lastProperty(path, type)?.type == .float
    }

    /// A Double constant as the Float Swift would have made of the literal.
    private static func asFloat(_ e: Expression) -> Expression {
        switch e {
        case .constant(.double(let d)): return .constant(.float(Float(d)))
        case .constant(.list(let items)):
            return .constant(.list(items.map { if case .double(let d) = $0 { return .float(Float(d)) } else { return $0 } }))
        default: return e
        }
    }

    /// ANY for a key path through a list, set, map or linking objects: the
    /// SDK's `where` closures render `$0.dogs.age > 1` as `ANY dogs.age > 1`.
    private func quantifier(_ path: [String], _ type: String?) -> Quantifier? {
        var current = type
        for name in path {
            guard let t = current, let p = index.properties[t]?[name] else { return nil }
            if p.collection != .single || p.isLinkingObjects { return .any }
            current = p.type.objectType
        }
        return nil
    }

    /// Whether a key path from `type` ends on a list, set, map or linking-objects property.
    private func endsOnCollection(_ path: [String], _ type: String?) -> Bool {
        guard let last = lastProperty(path, type) else { return false }
        return last.collection != .single || last.isLinkingObjects
    }

    private func operand(_ o: QueryOperand, _ env: Env, type: String?, op: ComparisonOperator? = nil) throws -> Expression {
        switch o {
        case .subquery(let collection, let inner):
            let element = lastProperty(collection, type)?.type.objectType
            return .subquery(collection, try query(Self.fromElement(inner), env, type: element))
        case .keyPath(let p): return .keyPath(p)
        case .count(let p): return .count(p)
        case .aggregate(let a, let p, let prop): return .aggregate(a, p, property: prop)
        case .allKeys(let p): return .allKeys(p)
        case .subscripted(let p, let subscripts):
            var out: [PathSubscript] = []
            for s in subscripts { out.append(try pathSubscript(s, env)) }
            return .subscripted(p, out)
        case .value(let e):
            let v = try eval(e, env)
            if op == .between, case .range(let lo, let hi) = v { return .constant(.list([try toEngine(lo), try toEngine(hi)])) }
            let value = try toEngine(v)
            if op == .in, case .set(let members) = value { return .constant(.list(members)) }
            return .constant(value)
        }
    }

    /// A subscript's key or index, as the closure gives it now.
    private func pathSubscript(_ s: QuerySubscript, _ env: Env) throws -> PathSubscript {
        guard case .value(let e) = s else { return .anyElement }
        switch try toEngine(try eval(e, env)) {
        case .string(let key): return .key(key)
        case .int(let i): return .index(Int(clamping: i))
        case let other: throw misuse("a subscript in a where closure takes a String key or an Int index, not \(other)")
        }
    }

    /// A subquery's template with its key paths read from the element: the
    /// element's placeholder step dropped. A nested subquery keeps its own.
    private static func fromElement(_ t: QueryTemplate) -> QueryTemplate {
        func path(_ p: [String]) -> [String] { p.first == QueryOperand.element ? Array(p.dropFirst()) : p }
        func operand(_ o: QueryOperand) -> QueryOperand {
            switch o {
            case .keyPath(let p): return .keyPath(path(p))
            case .count(let p): return .count(path(p))
            case .allKeys(let p): return .allKeys(path(p))
            case .aggregate(let op, let p, let property): return .aggregate(op, path(p), property: property)
            case .subscripted(let p, let subscripts): return .subscripted(path(p), subscripts)
            case .value, .subquery: return o
            }
        }
        switch t {
        case .and(let l, let r): return .and(fromElement(l), fromElement(r))
        case .or(let l, let r): return .or(fromElement(l), fromElement(r))
        case .not(let q): return .not(fromElement(q))
        case .compare(let l, let op, let r, let ci, let di): return .compare(operand(l), op, operand(r), caseInsensitive: ci, diacriticInsensitive: di)
        case .keyPathTrue(let p): return .keyPathTrue(path(p))
        case .prelude(let stmts, let q): return .prelude(stmts, fromElement(q))
        case .constant, .refused: return t
        }
    }

    /// `filter("age < %@", 2)`: the predicate-format string and its arguments.
    /// How an `NSPredicate(format:…)` is held: its format and its arguments.
    static let nsPredicate = "NSPredicate"

    /// An `NSCompoundPredicate` as one NSPredicate: each subpredicate's format in
    /// parentheses, joined by AND or OR, their arguments in order; `NOT (…)` of one.
    func compoundPredicate(_ kind: String, _ given: RValue) throws -> RValue {
        var parts: [RValue] = []
        if kind == "notPredicateWithSubpredicate" { parts = [given] } else { parts = try elements(of: given) }
        var formats: [String] = []
        var arguments: [RValue] = []
        for part in parts {
            guard case .enumCase(Self.nsPredicate, let fields) = part, fields.count == 2,
                  case .scalar(.string(let format)) = fields[0] else {
                throw misuse("an NSCompoundPredicate takes NSPredicates, found \(part.kindName)")
            }
            formats.append("(" + format + ")")
            arguments += try elements(of: fields[1])
        }
        let format: String
        switch kind {
        case "andPredicateWithSubpredicates": format = formats.isEmpty ? "TRUEPREDICATE" : formats.joined(separator: " AND ")
        case "orPredicateWithSubpredicates": format = formats.isEmpty ? "FALSEPREDICATE" : formats.joined(separator: " OR ")
        default: format = "NOT " + (formats.first ?? "TRUEPREDICATE")
        }
        return .enumCase(Self.nsPredicate, [.scalar(.string(format)), .array(arguments)])
    }

    /// A format string or an NSPredicate: what `index(matching:)` treats as a query.
    static func isPredicate(_ v: RValue) -> Bool {
        switch v {
        case .scalar(.string): return true
        case .enumCase(nsPredicate, _): return true
        default: return false
        }
    }

    func predicate(_ a: CallArgs) throws -> Query {
        let format: String
        let given: [RValue]
        switch a[0] {
        // `objects(where: "age > %@", args: getVaList([3]))`: the arguments as one list.
        case .scalar(.string(let f)) where a.named("args") != nil: format = f; given = try elements(of: a.named("args")!)
        case .scalar(.string(let f)): format = f; given = Array(a.values.dropFirst())
        // `NSPredicate(format: "age > %@", 3)`: its format and arguments.
        case .enumCase(Self.nsPredicate, let parts) where parts.count == 2:
            guard case .scalar(.string(let f)) = parts[0] else { throw misuse("an NSPredicate needs a format string") }
            format = f; given = try elements(of: parts[1])
        default: throw misuse("a predicate must be a format string or an NSPredicate, found \(a[0].kindName)")
        }
        let args = try given.map { try toEngine($0) }
        do {
            return try PredicateStrings.parse(format, arguments: args)
        } catch {
            throw Interrupt.realm(error, nil)
        }
    }
}

/// Key paths of queries, sorts and distincts are checked against the schema
/// when the collection is made, as Realm does, not when it is first read.
extension Interpreter {
    func validate(_ ref: CollectionRef, objectType: String?) throws {
        guard let objectType, let type = index.types[objectType] else {
            // A managed collection of values takes no query (exceptions.md Q1).
            if case .filtered(let base, _) = ref { try refuseQueryOnValues(base) }
            return
        }
        switch ref {
        case .filtered(_, let q): try validate(q, type)
        case .sorted(_, let descriptors):
            // An unknown name first (UP5), then realm-core's other reasons (Q6).
            let types = index.types
            for d in descriptors {
                do {
                    _ = try QueryValidator(objectSchema: { types[$0] }).sortPaths([d], type: type.name)
                } catch {
                    if !resolves(d.keyPath, type), error.message.hasSuffix("does not exist.") {
                        throw Interrupt.realm(Rule.unknownSortKeyPath(d.keyPath, type: type.name), nil)
                    }
                    throw Interrupt.realm(error, nil)
                }
            }
        case .distinct(_, let paths):
            for p in paths where !resolves(p, type) {
                throw Interrupt.realm(Rule.unknownSortKeyPath(p, type: type.name), nil)
            }
            // Realm reads distinct key paths as sort key paths when the results are made.
            let types = index.types
            do {
                _ = try QueryValidator(objectSchema: { types[$0] }).distinctPaths(paths, type: type.name)
            } catch {
                throw Interrupt.realm(error, nil)
            }
        default: break
        }
    }

    /// The SDK's query rules (RealmRules), checked when `filter` or `where` is called.
    private func validate(_ q: Query, _ type: ObjectSchema) throws {
        let types = index.types
        var validator = QueryValidator(objectSchema: { types[$0] })
        validator.objectiveCTypes = catalog.objcClasses
        do {
            try validator.validate(q, type: type.name, element: nil)
        } catch {
            throw Interrupt.realm(error, nil)
        }
    }

    private func resolves(_ path: String, _ type: ObjectSchema) -> Bool {
        var current: ObjectSchema? = type
        for name in path.split(separator: ".").map(String.init) {
            guard let t = current, let p = t[property: name] else { return false }
            current = p.type.objectType.flatMap { index.types[$0] }
        }
        return true
    }
}

/// `index(matching:)` on an unmanaged list: the SDK evaluates the predicate
/// in memory, element by element, with none of the query rules applied
/// (sdk-query, query-rules.md §0 item 5).
extension Interpreter {
    func unmanagedIndex(_ c: CollectionHandle, _ query: Query) throws -> RValue {
        for (i, item) in c.items.enumerated() where try holds(query, item) { return .scalar(.int(Int64(i))) }
        return .null
    }

    private func holds(_ query: Query, _ item: RValue) throws -> Bool {
        switch query {
        case .truePredicate: return true
        case .falsePredicate: return false
        case .and(let qs):
            for q in qs where !(try holds(q, item)) { return false }
            return true
        case .or(let qs):
            for q in qs where try holds(q, item) { return true }
            return false
        case .not(let q): return !(try holds(q, item))
        case .compare(let c):
            let (lhs, lhsMany) = try operand(c.lhs, item)
            let (rhs, rhsMany) = try operand(c.rhs, item)
            return c.holds(lhs: lhs, lhsMany: lhsMany, rhs: rhs, rhsMany: rhsMany)
        }
    }

    private func operand(_ e: Expression, _ item: RValue) throws -> (values: [Value], many: Bool) {
        switch e {
        case .constant(let v): return ([v], false)
        case .keyPath(let path):
            let (vs, many) = try follow(path, item)
            return (!many && vs.isEmpty) ? ([.null], false) : (vs, many)
        case .count(let path): return ([.int(Int64(try follow(path, item).values.count))], false)
        case .aggregate(let op, let path, let property):
            let vs = try follow(path + (property.map { [$0] } ?? []), item).values.filter { !$0.isNull }
            return ([Aggregate.compute(op, vs, kind: vs.first)], false)
        case .allKeys(let path): return (try follow(path, item, mapKeys: true).values, true)
        case .subquery(let path, let inner):
            var matching = 0
            for element in try reach(path, item).values where try holds(inner, element) { matching += 1 }
            return ([.int(Int64(matching))], false)
        case .subscripted(let path, let subscripts):
            throw misuse("a subscript (\(QueryRule.subscriptText(path, subscripts))) in a predicate on an unmanaged list is not evaluated")
        }
    }

    /// The values at a key path from an element: object properties read as
    /// the scenario reads them, collections crossed element by element.
    /// `mapKeys`: a map at the end yields its keys (`map.@allKeys`).
    private func follow(_ path: [String], _ item: RValue, mapKeys: Bool = false) throws -> (values: [Value], many: Bool) {
        let (reached, many) = try reach(path, item, mapKeys: mapKeys)
        return (try reached.map { try toEngine($0) }, many)
    }

    /// The scenario values at a key path from an element, before they become engine values.
    private func reach(_ path: [String], _ item: RValue, mapKeys: Bool = false) throws -> (values: [RValue], many: Bool) {
        var current = [item]
        var many = false
        let steps = QueryValidator.steps(path)
        for (i, name) in steps.enumerated() {
            var next: [RValue] = []
            for case .object(let o) in current {
                let v = try property(o, name)
                if mapKeys, i == steps.count - 1, case .collection(let c) = v {
                    many = true; next += try mapEntries(c).map { .scalar(.string($0.0)) }
                } else if case .collection = v { many = true; next += try elements(of: v) } else if !v.isNull { next.append(v) }
            }
            current = next
        }
        return (current, many)
    }

    /// The Objective-C class a collection of values queries through: a list's
    /// or a set's or a map's property, and arrays for results derived from them.
    /// A query on a managed collection of values, refused in its class's words (Q1).
    func refuseQueryOnValues(_ ref: CollectionRef) throws -> Never {
        throw Interrupt.realm(Rule.queryOnValues(valuesKind(ref)), nil)
    }

    private func valuesKind(_ ref: CollectionRef) -> CollectionKind {
        var ref = ref
        if case .frozen(let b, _) = ref { ref = b }
        guard case .property(let owner, let name) = ref else { return .list }
        return index.properties[owner.type]?[name]?.collection ?? .list
    }
}
