// The NSPredicate format text and arguments the SDK's `Query` builds for a
// where closure (`Query._constructPredicate()`), spelt as realm-swift spells
// it: a comparison in parentheses, `ANY` before a key path through a
// collection, `%@` for each value, a bare Bool key path as `== true`, a
// subquery as `SUBQUERY(collection, $colN, …).@count`.
// Related documentation: docs/writing-scenarios.md#where-closures-and-their-predicate-text.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// `query(Query<T>._constructForTesting())._constructPredicate()`: the
    /// tuple of the format text and the array of its arguments.
    static let constructPredicateMember: Member = .method([["type"]]) { i, r, a in
        guard case .queryClosure(let template, let env) = r else {
            throw misuse("'_constructPredicate' needs a query closure, found \(r.kindName)")
        }
        guard case .type(let type) = a[0], i.index.properties[type] != nil else {
            throw misuse("'_constructPredicate' needs a model type, found \(a[0].kindName)")
        }
        var text = PredicateText(interpreter: i, env: env, type: type)
        try text.build(template, newNode: true)
        return .tuple([.scalar(.string(text.format)), .array(text.arguments)])
    }
}

/// Builds one predicate's text, left to right, as the SDK's `buildPredicate` does.
struct PredicateText {
    let interpreter: Interpreter
    private var env: Env
    let type: String
    private(set) var format = ""
    private(set) var arguments: [RValue] = []
    /// Subqueries written so far: the SDK names each one's element `$colN`, counting from 1.
    private var subqueries = 0
    /// The name of the element of the subquery being written.
    private var elementName = QueryOperand.element

    init(interpreter: Interpreter, env: Env, type: String) {
        self.interpreter = interpreter; self.env = env; self.type = type
    }

    private static let operators: [ComparisonOperator: String] = [
        .equal: "==", .notEqual: "!=", .less: "<", .lessOrEqual: "<=", .greater: ">", .greaterOrEqual: ">=",
        .in: "IN", .contains: "CONTAINS", .beginsWith: "BEGINSWITH", .endsWith: "ENDSWITH", .like: "LIKE",
    ]

    /// One node. `newNode`: the root or a side of `&&`/`||`, where a bare
    /// Bool key path reads `== true`. `prefix`: `NOT ` from an enclosing `!`,
    /// written inside the comparison's parenthesis or before a compound's.
    mutating func build(_ t: QueryTemplate, newNode: Bool, prefix: String? = nil) throws {
        switch t {
        case .and(let l, let r): try compound(l, "&&", r, prefix: prefix)
        case .or(let l, let r): try compound(l, "||", r, prefix: prefix)
        case .not(.keyPathTrue(let path)) where newNode:
            format += names(path).joined(separator: ".") + " == false"
        case .not(let child): try build(child, newNode: false, prefix: "NOT ")
        case .keyPathTrue(let path):
            if newNode {
                format += names(path).joined(separator: ".") + " == true"
            } else {
                format += keyPathText(path)
            }
        case .refused(let message): throw Interrupt.realm(QueryRule.refusedWhileBuilding(message), nil)
        case .prelude(let stmts, let q):
            let outer = env
            env = Env(parent: outer)
            defer { env = outer }
            _ = try interpreter.exec(stmts, env)
            try build(q, newNode: newNode, prefix: prefix)
        case .constant:
            throw misuse("a where closure of 'true' or 'false' builds no predicate the SDK's Query writes")
        case .compare(let l, .contains, let r, _, _) where endsOnCollection(l):
            // `list.contains(x)`: the value IN the collection, no ANY.
            format += "(" + (prefix ?? "")
            try operand(r)
            format += " IN "
            if case .keyPath(let p) = l { format += names(p).joined(separator: ".") }
            format += ")"
        case .compare(let l, .between, let r, _, _):
            // Written without the prefix, as the SDK writes a closed range.
            format += "("
            try operand(l)
            format += " BETWEEN {"
            try bounds(r)
            format += "})"
        case .compare(let l, let op, let r, let ci, let di):
            guard let symbol = Self.operators[op] else { throw misuse("no SDK query spells the operator '\(op)'") }
            if case .keyPath(let a) = l, case .keyPath(let b) = r, walk(a).throughCollection, walk(b).throughCollection {
                throw Interrupt.realm(QueryRule.refusedWhileBuilding(QueryRule.twoCollectionColumns), nil)
            }
            let options = (ci || di) ? "[" + (ci ? "c" : "") + (di ? "d" : "") + "]" : ""
            format += "(" + (prefix ?? "")
            try operand(l)
            format += " \(symbol)\(options) "
            try operand(r)
            format += ")"
        }
    }

    private mutating func compound(_ l: QueryTemplate, _ op: String, _ r: QueryTemplate, prefix: String?) throws {
        format += (prefix ?? "") + "("
        try build(l, newNode: true)
        format += " \(op) "
        try build(r, newNode: true)
        format += ")"
    }

    private mutating func operand(_ o: QueryOperand) throws {
        switch o {
        case .keyPath(let p): format += keyPathText(p)
        case .count(let p): format += (names(p) + ["@count"]).joined(separator: ".")
        case .allKeys(let p): format += (walk(p).throughCollection ? "ANY " : "") + (names(p) + ["@allKeys"]).joined(separator: ".")
        case .aggregate(let op, let p, let property):
            format += aggregateText(op, p + (property.map { [$0] } ?? []))
        case .value(let e):
            format += "%@"
            arguments.append(try interpreter.eval(e, env))
        case .subscripted(let p, let subscripts):
            // `anyCol[%@][%K]`: a key or index is an argument; `.any` is the key path `#any`.
            format += names(p).joined(separator: ".")
            for s in subscripts {
                switch s {
                case .value(let e): format += "[%@]"; arguments.append(try interpreter.eval(e, env))
                case .anyElement: format += "[%K]"; arguments.append(.scalar(.string("#any")))
                }
            }
        case .subquery(let collection, let inner):
            subqueries += 1
            let outer = elementName
            elementName = QueryOperand.element + String(subqueries)
            defer { elementName = outer }
            format += "SUBQUERY(\(names(collection).joined(separator: ".")), \(elementName), "
            try build(inner, newNode: false)
            format += ").@count"
        }
    }

    /// The two bounds of a closed range, each an argument.
    private mutating func bounds(_ o: QueryOperand) throws {
        guard case .value(let e) = o, case .range(let lo, let hi) = try interpreter.eval(e, env) else {
            throw misuse("'contains' of a range needs a range")
        }
        format += "%@, %@"
        arguments += [lo, hi]
    }

    /// A key path, `ANY ` first when it goes through a collection.
    private func keyPathText(_ path: [String]) -> String {
        let w = walk(path)
        return (w.throughCollection ? "ANY " : "") + w.names.joined(separator: ".")
    }

    /// `list.@avg.intCol` for a property of the objects of a collection;
    /// `arrayInt.@avg` for a collection of values.
    private func aggregateText(_ op: AggregateOperator, _ path: [String]) -> String {
        let w = walk(path)
        var steps = w.names
        let name = op.rawValue
        if w.endsOnCollection || steps.count < 2 { steps.append(name) } else { steps.insert(name, at: 1) }
        return steps.joined(separator: ".")
    }

    private func names(_ path: [String]) -> [String] { walk(path).names }

    private func endsOnCollection(_ o: QueryOperand) -> Bool {
        if case .keyPath(let p) = o { return walk(p).endsOnCollection }
        return false
    }

    /// The predicate's names for a key path from the model (a map's `values`
    /// and `keys` are `@allValues` and `@allKeys`), whether a step is a list,
    /// a set, a map or linking objects, and whether the last one is.
    private func walk(_ path: [String]) -> (names: [String], throughCollection: Bool, endsOnCollection: Bool) {
        // A subquery's element: its name, then the rest as written, no `ANY`.
        if path.first == QueryOperand.element { return ([elementName] + path.dropFirst(), false, false) }
        var current: String? = type
        var out: [String] = []
        var through = false, last = false, afterMap = false
        for name in path {
            if let t = current, let p = interpreter.index.properties[t]?[name] {
                let isCollection = p.collection != .single || p.isLinkingObjects
                through = through || isCollection
                last = isCollection
                afterMap = p.collection == .map
                current = p.type.objectType
                out.append(name)
            } else if afterMap, name == "values" || name == "keys" {
                out.append(name == "values" ? "@allValues" : "@allKeys")
                afterMap = false; last = false
            } else {
                out.append(name); last = false; current = nil
            }
        }
        return (out, through, last)
    }
}
