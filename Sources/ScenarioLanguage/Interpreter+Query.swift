// Where-closure templates and predicate strings → one `Query` tree; a
// literal compared with a Float property takes the Float type.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.


import RealmSpecCore

extension Interpreter {
    /// The query a where closure describes, its captured values evaluated now.
    /// `type` is the object type filtered, when known: `contains` on a
    /// collection property means "any element equals".
    func query(_ t: QueryTemplate, _ env: Env, type: String? = nil) throws -> Query {
        switch t {
        case .constant(let b): return b ? .truePredicate : .falsePredicate
        case .and(let l, let r): return .and([try query(l, env, type: type), try query(r, env, type: type)])
        case .or(let l, let r): return .or([try query(l, env, type: type), try query(r, env, type: type)])
        case .not(let q): return .not(try query(q, env, type: type))
        case .keyPathTrue(let path): return .compare(Comparison(.keyPath(path), .equal, .constant(.bool(true))))
        case .compare(.keyPath(let path), .contains, let r, _, _) where endsOnCollection(path, type):
            return .compare(Comparison(.keyPath(path), .equal, try operand(r, env), quantifier: .any))
        case .compare(let l, let op, let r, let ci, let di):
            var left = try operand(l, env), right = try operand(r, env, op: op)
            // A literal compared with a Float property is a Float, as Swift types it.
            if case .keyPath(let p) = left, floatProperty(p, type) { right = Self.asFloat(right) }
            if case .keyPath(let p) = right, floatProperty(p, type) { left = Self.asFloat(left) }
            return .compare(Comparison(left, op, right, caseInsensitive: ci, diacriticInsensitive: di))
        }
    }

    /// Whether a key path from `type` ends on a Float property (or a collection of Floats).
    private func floatProperty(_ path: [String], _ type: String?) -> Bool {
        var current = type
        var last: PropertySchema?
        for name in path {
            guard let t = current, let p = index.properties[t]?[name] else { return false }
            last = p
            current = p.type.objectType
        }
        return last?.type == .float
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

    /// Whether a key path from `type` ends on a list, set, map or linking-objects property.
    private func endsOnCollection(_ path: [String], _ type: String?) -> Bool {
        var current = type
        var last: PropertySchema?
        for name in path {
            guard let t = current, let p = index.properties[t]?[name] else { return false }
            last = p
            current = p.type.objectType
        }
        guard let last else { return false }
        return last.collection != .single || last.isLinkingObjects
    }

    private func operand(_ o: QueryOperand, _ env: Env, op: ComparisonOperator? = nil) throws -> Expression {
        switch o {
        case .keyPath(let p): return .keyPath(p)
        case .count(let p): return .count(p)
        case .aggregate(let a, let p, let prop): return .aggregate(a, p, property: prop)
        case .value(let e):
            let v = try eval(e, env)
            if op == .between, case .range(let lo, let hi) = v { return .constant(.list([try toEngine(lo), try toEngine(hi)])) }
            return .constant(try toEngine(v))
        }
    }

    /// `filter("age < %@", 2)`: the predicate-format string and its arguments.
    func predicate(_ a: CallArgs) throws -> Query {
        guard case .scalar(.string(let format)) = a[0] else { throw misuse("a predicate must be a string") }
        let args = try a.values.dropFirst().map { try toEngine($0) }
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
        guard let objectType, let type = index.types[objectType] else { return }
        switch ref {
        case .filtered(_, let q): try validate(q, type)
        case .sorted(_, let descriptors):
            for d in descriptors where !resolves(d.keyPath, type) {
                throw Interrupt.realm(EngineError(.unknownProperty, "Cannot sort on key path '\(d.keyPath)': property '\(type.name).\(d.keyPath)' does not exist."), nil)
            }
        case .distinct(_, let paths):
            for p in paths where !resolves(p, type) {
                throw Interrupt.realm(EngineError(.unknownProperty, "Cannot distinct on key path '\(p)': property '\(type.name).\(p)' does not exist."), nil)
            }
        default: break
        }
    }

    private func validate(_ q: Query, _ type: ObjectSchema) throws {
        switch q {
        case .truePredicate, .falsePredicate: return
        case .and(let qs), .or(let qs): for sub in qs { try validate(sub, type) }
        case .not(let sub): try validate(sub, type)
        case .compare(let c):
            for e in [c.lhs, c.rhs] {
                let path: [String]
                switch e {
                case .keyPath(let p), .count(let p): path = p
                case .aggregate(_, let p, let prop): path = p + (prop.map { [$0] } ?? [])
                case .constant: continue
                }
                if !path.isEmpty, !resolves(path.joined(separator: "."), type) {
                    throw Interrupt.realm(EngineError(.invalidQuery, "keypath '\(path.joined(separator: "."))' not found in object of type '\(type.name)'"), nil)
                }
            }
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
