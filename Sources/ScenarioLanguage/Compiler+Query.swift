// `where { $0.age < 2 && $0.name.starts(with: "R") }` closures → query
// templates; their non-key-path operands are evaluated when the query runs,
// so captured variables work.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// `type`: the object type filtered, when the closure's declared type says it.
    func queryClosure(_ c: ClosureExprSyntax, receiver: ExprSyntax?, type declared: String? = nil) -> Expr {
        var param = "$0"
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: param = list.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: param = clause.parameters.first?.firstName.text ?? "$0"
        case nil: break
        }
        var type = declared
        if let m = receiver?.as(MemberAccessExprSyntax.self), let base = m.base, case .collection(let t)? = staticType(base) { type = t }
        guard let item = c.statements.last else {
            unsupported(c, "an empty where closure")
            return .queryClosure(.constant(true))
        }
        // Statements before the expression run first, in the closure's own scope.
        scopes.append([:])
        defer { scopes.removeLast() }
        let prelude = c.statements.dropLast().flatMap { statement($0) }
        var body: ExprSyntax?
        switch item.item {
        case .expr(let e): body = e
        case .stmt(let s): body = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: body = nil
        }
        guard let body else {
            unsupported(item, "a where closure that is not one expression")
            return .queryClosure(.constant(true))
        }
        let q = QueryCompiler(compiler: self, param: param, type: type)
        return .queryClosure(prelude.isEmpty ? q.query(body) : .prelude(prelude, q.query(body)))
    }
}

/// Compiles one where-closure body.
struct QueryCompiler {
    let compiler: Compiler
    let param: String
    /// The object type the closure filters, when known statically.
    let type: String?

    static let comparisons: [String: ComparisonOperator] = [
        "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]
    static let flipped: [ComparisonOperator: ComparisonOperator] = [
        .less: .greater, .lessOrEqual: .greaterOrEqual, .greater: .less, .greaterOrEqual: .lessOrEqual,
    ]

    func query(_ e: ExprSyntax) -> QueryTemplate {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return query(only.expression) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .constant(b.literal.tokenKind == .keyword(.true)) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return .not(query(p.expression)) }
        if let refusal = refusedWhileBuilding(e) { return .refused(refusal) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return .and(query(i.leftOperand), query(i.rightOperand)) }
            if op == "||" { return .or(query(i.leftOperand), query(i.rightOperand)) }
            if let cmp = Self.comparisons[op] { return comparison(operand(i.leftOperand), cmp, operand(i.rightOperand)) }
        }
        if let c = e.as(FunctionCallExprSyntax.self), let q = methodQuery(c) { return q }
        if keyPath(e) != nil, case .keyPath(let path) = operand(e) { return .keyPathTrue(path) }
        compiler.unsupported(e, "'\(e.trimmedDescription)' in a where closure")
        return .constant(true)
    }

    private func comparison(_ l: QueryOperand, _ op: ComparisonOperator, _ r: QueryOperand) -> QueryTemplate {
        if case .value = l, !isValue(r) {
            return .compare(r, Self.flipped[op] ?? op, l, caseInsensitive: false, diacriticInsensitive: false)
        }
        return .compare(l, op, r, caseInsensitive: false, diacriticInsensitive: false)
    }

    private func isValue(_ o: QueryOperand) -> Bool { if case .value = o { return true } else { return false } }

    /// `$0.name.starts(with: "R", options: .caseInsensitive)`, `contains`, `ends(with:)`,
    /// `equals`/`notEquals(_:options:)`, `like(_:caseInsensitive:)`, `in`,
    /// `containsAny(in:)`, `contains` of a range; on `$0.map.keys` too.
    private func methodQuery(_ c: FunctionCallExprSyntax) -> QueryTemplate? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        let subject = operand(base)
        let args = Array(c.arguments)
        guard isKeyPath(subject), let first = args.first else { return nil }
        let options = args.dropFirst().first { $0.label?.text == "options" }.map { compiler.sourceText($0.expression) } ?? ""
        let ci = options.contains("caseInsensitive"), di = options.contains("diacriticInsensitive")
        if m.declName.baseName.text == "contains", let range = rangeBounds(first.expression) {
            return rangeQuery(subject, range)
        }
        let value = operand(first.expression)
        switch m.declName.baseName.text {
        case "starts": return .compare(subject, .beginsWith, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "ends": return .compare(subject, .endsWith, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "equals": return .compare(subject, .equal, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "notEquals": return .compare(subject, .notEqual, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "like": return .compare(subject, .like, value, caseInsensitive: likeCaseInsensitive(args), diacriticInsensitive: false)
        case "in": return .compare(subject, .in, value, caseInsensitive: false, diacriticInsensitive: false)
        case "containsAny" where first.label?.text == "in":
            return .compare(subject, .in, value, caseInsensitive: false, diacriticInsensitive: false)
        case "contains": return .compare(subject, .contains, value, caseInsensitive: ci, diacriticInsensitive: di)
        default:
            compiler.unsupported(m.declName, "'\(m.declName.baseName.text)' in a where closure")
            return .constant(true)
        }
    }

    /// `like(_:caseInsensitive:)`: the flag, which must be a literal.
    private func likeCaseInsensitive(_ args: [LabeledExprSyntax]) -> Bool {
        guard let flag = args.dropFirst().first(where: { $0.label?.text == "caseInsensitive" }) else { return false }
        guard let b = flag.expression.as(BooleanLiteralExprSyntax.self) else {
            compiler.unsupported(flag.expression, "a 'caseInsensitive:' flag that is not 'true' or 'false'")
            return false
        }
        return b.literal.tokenKind == .keyword(.true)
    }

    /// The bounds of a range written in place (`1...3`, `1..<3`) and whether it is closed.
    private func rangeBounds(_ e: ExprSyntax) -> (low: Expr, high: Expr, closed: Bool)? {
        guard let r = e.as(InfixOperatorExprSyntax.self), let op = r.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..." || op == "..<" else { return nil }
        return (compiler.expr(r.leftOperand), compiler.expr(r.rightOperand), op == "...")
    }

    /// `contains` of a range, as the SDK's `Query` builds it: on a collection,
    /// its `@min` at least the low bound and its `@max` at most (below) the
    /// high one; on a single value, `BETWEEN` for a closed range and `>=`, `<`
    /// for a half-open one.
    private func rangeQuery(_ subject: QueryOperand, _ range: (low: Expr, high: Expr, closed: Bool)) -> QueryTemplate {
        let highOp: ComparisonOperator = range.closed ? .lessOrEqual : .less
        guard case .keyPath(let path) = subject else {
            return .compare(subject, .between, .value(.range(range.low, range.high)), caseInsensitive: false, diacriticInsensitive: false)
        }
        if endsOnCollection(path) {
            return .and(.compare(.aggregate(.min, path, property: nil), .greaterOrEqual, .value(range.low), caseInsensitive: false, diacriticInsensitive: false),
                        .compare(.aggregate(.max, path, property: nil), highOp, .value(range.high), caseInsensitive: false, diacriticInsensitive: false))
        }
        if range.closed {
            return .compare(subject, .between, .value(.range(range.low, range.high)), caseInsensitive: false, diacriticInsensitive: false)
        }
        return .and(.compare(subject, .greaterOrEqual, .value(range.low), caseInsensitive: false, diacriticInsensitive: false),
                    .compare(subject, .less, .value(range.high), caseInsensitive: false, diacriticInsensitive: false))
    }

    /// A key path from the closure parameter, or a value evaluated at run time.
    func operand(_ e: ExprSyntax) -> QueryOperand {
        if let body = subqueryBody(e) { return subquery(body) }
        if let subscripted = subscriptedOperand(e) { return subscripted }
        guard let path = keyPath(e).map(allValuesSteps) else {
            if let what = outsideForm(e) {
                compiler.unsupported(e, what)
                return .value(.literal(.null))
            }
            return .value(compiler.expr(e))
        }
        let aggregates: [String: AggregateOperator] = ["min": .min, "max": .max, "sum": .sum, "avg": .avg]
        if path.count >= 2, path.last == "count" { return checked(.count(Array(path.dropLast())), at: e) }
        if path.count >= 2, path.last == "keys", endsOnMap(Array(path.dropLast())) { return checked(.allKeys(Array(path.dropLast())), at: e) }
        if path.count >= 2, let op = aggregates[path[path.count - 1]], !resolvesWhole(path) {
            // `$0.arrayInt.avg`, `$0.object.arrayInt.sum`: of a collection's values.
            // `$0.intCol.avg`: the SDK builds `intCol.@avg`, which Realm refuses when the query is made.
            let target = Array(path.dropLast())
            if path.count == 2 || endsOnCollection(target) { return checked(.aggregate(op, target, property: nil), at: e) }
            return checked(.aggregate(op, Array(path.dropLast(2)), property: path[path.count - 2]), at: e)
        }
        return checked(.keyPath(path), at: e)
    }

    /// `$0.map["key"]`, `$0.anyCol[0]["key"]`, `$0.anyCol.any`, `$0.anyCol[0].any`:
    /// subscripts of a map or an AnyRealmValue key path; nil for anything else.
    private func subscriptedOperand(_ e: ExprSyntax) -> QueryOperand? {
        var subscripts: [QuerySubscript] = []
        var node = e
        while true {
            if let s = node.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let arg = s.arguments.first, arg.label == nil {
                subscripts.insert(.value(compiler.expr(arg.expression)), at: 0)
                node = s.calledExpression
            } else if let m = node.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "any", let base = m.base,
                      base.is(SubscriptCallExprSyntax.self) || keyPath(base).map(endsOnMixed) == true {
                subscripts.insert(.anyElement, at: 0)
                node = base
            } else {
                break
            }
        }
        guard !subscripts.isEmpty, let path = keyPath(node), endsOnMap(path) || endsOnMixed(path) else { return nil }
        return checked(.subscripted(path, subscripts), at: e)
    }

    /// Whether a key path from the closure's type ends on a single AnyRealmValue property.
    private func endsOnMixed(_ path: [String]) -> Bool {
        guard let type, var schema = compiler.catalog.types[type], !path.isEmpty else { return false }
        for (i, name) in path.enumerated() {
            guard let p = schema[property: name] else { return false }
            if i == path.count - 1 { return p.type == .mixed && p.collection == .single }
            guard let next = p.type.objectType.flatMap({ compiler.catalog.types[$0] }) else { return false }
            schema = next
        }
        return false
    }

    /// Whether every name of the path is a property (a property may be called `min`).
    private func resolvesWhole(_ path: [String]) -> Bool {
        guard let type, let schema = compiler.catalog.types[type] else { return false }
        return compiler.catalog.resolves(path, from: schema)
    }

    /// `$0.map.values` is the map's values, `map.@allValues` in a predicate.
    private func allValuesSteps(_ path: [String]) -> [String] {
        guard let i = path.firstIndex(of: "values"), i > 0, endsOnMap(Array(path[..<i])) else { return path }
        var out = path
        out[i] = "@allValues"
        return out
    }

    private func checked(_ o: QueryOperand, at e: ExprSyntax) -> QueryOperand {
        guard let type, let schema = compiler.catalog.types[type] else { return o }
        var path: [String] = []
        switch o {
        case .keyPath(let p), .count(let p), .allKeys(let p), .subscripted(let p, _): path = p.filter { $0 != "@allValues" }
        case .aggregate(_, let p, _): path = p.filter { $0 != "@allValues" }
        case .value, .subquery: return o
        }
        if !compiler.catalog.resolves(path, from: schema) {
            compiler.sink.error(.unknownProperty, Messages.unknownProperty(path.joined(separator: "."), on: type)
                                + compiler.catalog.propertyHint(path, from: schema), at: compiler.location(e))
        }
        return o
    }

    /// A key path, a map's keys, or a map's value by key (`$0.map["k"]`), which take the string methods too.
    private func isKeyPath(_ o: QueryOperand) -> Bool {
        switch o {
        case .keyPath, .allKeys, .subscripted: return true
        default: return false
        }
    }

    /// Whether a key path from the closure's type ends on a list, set, map or linking-objects property.
    private func endsOnCollection(_ path: [String]) -> Bool {
        guard let type, var schema = compiler.catalog.types[type], !path.isEmpty else { return false }
        for (i, name) in path.enumerated() {
            guard let p = schema[property: name] else { return false }
            if i == path.count - 1 { return p.collection != .single || p.isLinkingObjects }
            guard let next = p.type.objectType.flatMap({ compiler.catalog.types[$0] }) else { return false }
            schema = next
        }
        return false
    }

    /// Whether a key path from the closure's type ends on a map property.
    private func endsOnMap(_ path: [String]) -> Bool {
        guard let type, var schema = compiler.catalog.types[type], !path.isEmpty else { return false }
        for (i, name) in path.enumerated() {
            guard let p = schema[property: name] else { return false }
            if i == path.count - 1 { return p.collection == .map }
            guard let next = p.type.objectType.flatMap({ compiler.catalog.types[$0] }) else { return false }
            schema = next
        }
        return false
    }

    /// The message the SDK's `Query` raises for a comparison or a method
    /// whose subject is a key path after a map subscript
    /// (`$0.map["foo"].intCol == 5`), while the closure runs.
    private func refusedWhileBuilding(_ e: ExprSyntax) -> String? {
        var subjects: [ExprSyntax] = []
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           Self.comparisons[op] != nil { subjects = [i.leftOperand, i.rightOperand] }
        if let c = e.as(FunctionCallExprSyntax.self), let base = c.calledExpression.as(MemberAccessExprSyntax.self)?.base { subjects = [base] }
        return subjects.contains(where: keyPathAfterMapSubscript) ? "Cannot apply key path to Map subscripts." : nil
    }

    /// `$0.map["foo"].objectCol…`: a member of a subscript of a map key path.
    private func keyPathAfterMapSubscript(_ e: ExprSyntax) -> Bool {
        var node = e
        var memberAbove = false
        while true {
            if let m = node.as(MemberAccessExprSyntax.self), let base = m.base {
                node = base; memberAbove = true
            } else if let s = node.as(SubscriptCallExprSyntax.self) {
                if memberAbove, let path = keyPath(s.calledExpression), endsOnMap(path) { return true }
                node = s.calledExpression; memberAbove = false
            } else {
                return false
            }
        }
    }

    /// `(…).count` of a parenthesised query: the body of a subquery.
    private func subqueryBody(_ e: ExprSyntax) -> ExprSyntax? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "count",
              let t = m.base?.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first,
              only.label == nil, readsParameter(only.expression) else { return nil }
        return only.expression
    }

    /// `($0.list.age > 5).count`, as the SDK's `Query` builds it: the key
    /// paths through a collection name it by their first step, which stands
    /// for the element from then on (the last such key path names the
    /// collection); the other key paths stay as written, and are read from
    /// the element too. Nested subqueries are left as they are. With no key
    /// path through a collection the SDK refuses the query while building it.
    private func subquery(_ body: ExprSyntax) -> QueryOperand {
        var collection: String?
        let inner = elementTemplate(query(body), &collection)
        guard let collection else {
            return .subquery(collection: [], .refused("Subqueries must contain a keypath starting with a collection."))
        }
        return .subquery(collection: [collection], inner)
    }

    private func elementTemplate(_ t: QueryTemplate, _ collection: inout String?) -> QueryTemplate {
        switch t {
        case .and(let l, let r): return .and(elementTemplate(l, &collection), elementTemplate(r, &collection))
        case .or(let l, let r): return .or(elementTemplate(l, &collection), elementTemplate(r, &collection))
        case .not(let q): return .not(elementTemplate(q, &collection))
        case .compare(let l, let op, let r, let ci, let di):
            let left = elementOperand(l, &collection)
            return .compare(left, op, elementOperand(r, &collection), caseInsensitive: ci, diacriticInsensitive: di)
        case .keyPathTrue(let p): return .keyPathTrue(elementPath(p, &collection))
        case .prelude(let stmts, let q): return .prelude(stmts, elementTemplate(q, &collection))
        case .constant, .refused: return t
        }
    }

    private func elementOperand(_ o: QueryOperand, _ collection: inout String?) -> QueryOperand {
        switch o {
        case .keyPath(let p): return .keyPath(elementPath(p, &collection))
        case .count(let p): return .count(elementPath(p, &collection))
        case .allKeys(let p): return .allKeys(elementPath(p, &collection))
        case .aggregate(let op, let p, let property): return .aggregate(op, elementPath(p, &collection), property: property)
        case .value, .subquery, .subscripted: return o
        }
    }

    private func elementPath(_ path: [String], _ collection: inout String?) -> [String] {
        guard let first = path.first, crossesCollection(path) else { return path }
        collection = first
        return [QueryOperand.element] + path.dropFirst()
    }

    /// Whether a key path from the closure's type passes a list, set, map or linking-objects property.
    private func crossesCollection(_ path: [String]) -> Bool {
        (1...max(path.count, 1)).contains { endsOnCollection(Array(path.prefix($0))) }
    }

    /// A value operand that reads the closure's parameter is a form of `Query`
    /// the subset lacks: a subscript (of a map or an AnyRealmValue), or
    /// another use of the parameter.
    private func outsideForm(_ e: ExprSyntax) -> String? {
        guard readsParameter(e) else { return nil }
        if e.is(SubscriptCallExprSyntax.self) { return "a subscript in a where closure" }
        if let m = e.as(MemberAccessExprSyntax.self), m.base.map(readsParameter) == true,
           m.base?.is(SubscriptCallExprSyntax.self) == true || m.base.map { keyPath($0) == nil && !$0.is(TupleExprSyntax.self) } == true {
            return "a key path after a subscript in a where closure"
        }
        return "'\(e.trimmedDescription.prefix(40))' in a where closure"
    }

    /// Whether the closure's parameter appears in `e` outside a nested closure.
    private func readsParameter(_ e: ExprSyntax) -> Bool {
        for token in e.tokens(viewMode: .sourceAccurate) where token.text == param {
            var node: Syntax? = token.parent
            var nested = false
            while let n = node, n.id != e.id {
                if n.is(ClosureExprSyntax.self) { nested = true; break }
                node = n.parent
            }
            if !nested { return true }
        }
        return false
    }

    /// The property names after the parameter: `$0.owner.name` → ["owner", "name"].
    private func keyPath(_ e: ExprSyntax) -> [String]? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == param ? [] : nil }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let prefix = keyPath(base) {
            let name = m.declName.baseName.text
            // `$0.kind.rawValue` of a PersistableEnum, `$0.box.persistableValue` of a wrapper: the property itself.
            if let accessor = valueAccessor(after: prefix), accessor == name { return prefix }
            return prefix + [name]
        }
        return nil
    }

    /// `rawValue` when the path ends on a property declared with a PersistableEnum,
    /// `persistableValue` when it ends on one declared with a CustomPersistable.
    private func valueAccessor(after path: [String]) -> String? {
        guard let type, var schema = compiler.catalog.types[type], let last = path.last else { return nil }
        for name in path.dropLast() {
            guard let next = schema[property: name]?.type.objectType.flatMap({ compiler.catalog.types[$0] }) else { return nil }
            schema = next
        }
        guard schema[property: last] != nil, let declared = compiler.catalog.declaredValueTypes["\(schema.name).\(last)"] else { return nil }
        if compiler.catalog.enums[declared] != nil { return "rawValue" }
        return compiler.catalog.wrappers[declared] != nil ? "persistableValue" : nil
    }
}
