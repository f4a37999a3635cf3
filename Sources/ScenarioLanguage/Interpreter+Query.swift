// Where-closure templates and predicate strings → one `Query` tree.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.


import RealmSpecCore

extension Interpreter {
    /// The query a where closure describes, its captured values evaluated now.
    func query(_ t: QueryTemplate, _ env: Env) throws -> Query {
        switch t {
        case .constant(let b): return b ? .truePredicate : .falsePredicate
        case .and(let l, let r): return .and([try query(l, env), try query(r, env)])
        case .or(let l, let r): return .or([try query(l, env), try query(r, env)])
        case .not(let q): return .not(try query(q, env))
        case .keyPathTrue(let path): return .compare(Comparison(.keyPath(path), .equal, .constant(.bool(true))))
        case .compare(let l, let op, let r, let ci, let di):
            return .compare(Comparison(try operand(l, env), op, try operand(r, env, op: op),
                                       caseInsensitive: ci, diacriticInsensitive: di))
        }
    }

    private func operand(_ o: QueryOperand, _ env: Env, op: ComparisonOperator? = nil) throws -> Expression {
        switch o {
        case .keyPath(let p): return .keyPath(p)
        case .count(let p): return .count(p)
        case .aggregate(let a, let p, let prop): return .aggregate(a, p, property: prop)
        case .value(let e):
            let v = try eval(e, env)
            if op == .between, case .range(let lo, let hi) = v { return .constant(.list([try toEngine(lo), try toEngine(hi)])) }
            if case .enumCase = v { return .constant(try toEngine(v)) }
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
