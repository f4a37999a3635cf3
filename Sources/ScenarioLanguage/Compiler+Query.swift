// `where { $0.age < 2 && $0.name.starts(with: "R") }` closures → query
// templates; their non-key-path operands are evaluated when the query runs,
// so captured variables work.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    func queryClosure(_ c: ClosureExprSyntax, receiver: ExprSyntax) -> Expr {
        var param = "$0"
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: param = list.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: param = clause.parameters.first?.firstName.text ?? "$0"
        case nil: break
        }
        var type: String?
        if let m = receiver.as(MemberAccessExprSyntax.self), let base = m.base, case .collection(let t)? = staticType(base) { type = t }
        guard c.statements.count == 1, let item = c.statements.first else {
            unsupported(c, "a where closure with more than one expression")
            return .queryClosure(.constant(true))
        }
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
        return .queryClosure(q.query(body))
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
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return .and(query(i.leftOperand), query(i.rightOperand)) }
            if op == "||" { return .or(query(i.leftOperand), query(i.rightOperand)) }
            if let cmp = Self.comparisons[op] { return comparison(operand(i.leftOperand), cmp, operand(i.rightOperand)) }
        }
        if let c = e.as(FunctionCallExprSyntax.self), let q = methodQuery(c) { return q }
        if case .keyPath(let path) = operand(e) { return .keyPathTrue(path) }
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

    /// `$0.name.starts(with: "R", options: .caseInsensitive)`, `contains`, `ends(with:)`, `like`, `in`;
    /// on `$0.map.keys` too.
    private func methodQuery(_ c: FunctionCallExprSyntax) -> QueryTemplate? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        let subject = operand(base)
        let args = Array(c.arguments)
        guard isKeyPath(subject), let first = args.first else { return nil }
        let options = args.dropFirst().first { $0.label?.text == "options" }.map { compiler.sourceText($0.expression) } ?? ""
        let ci = options.contains("caseInsensitive"), di = options.contains("diacriticInsensitive")
        let value = QueryOperand.value(compiler.expr(first.expression))
        switch m.declName.baseName.text {
        case "starts": return .compare(subject, .beginsWith, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "ends": return .compare(subject, .endsWith, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "like": return .compare(subject, .like, value, caseInsensitive: ci, diacriticInsensitive: di)
        case "in": return .compare(subject, .in, value, caseInsensitive: false, diacriticInsensitive: false)
        case "contains":
            if let r = first.expression.as(InfixOperatorExprSyntax.self),
               r.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..." {
                return .compare(subject, .between, value, caseInsensitive: false, diacriticInsensitive: false)
            }
            return .compare(subject, .contains, value, caseInsensitive: ci, diacriticInsensitive: di)
        default:
            compiler.unsupported(m.declName, "'\(m.declName.baseName.text)' in a where closure")
            return .constant(true)
        }
    }

    /// A key path from the closure parameter, or a value evaluated at run time.
    func operand(_ e: ExprSyntax) -> QueryOperand {
        guard let path = keyPath(e) else { return .value(compiler.expr(e)) }
        let aggregates: [String: AggregateOperator] = ["min": .min, "max": .max, "sum": .sum, "avg": .avg]
        if path.count >= 2, path.last == "count" { return checked(.count(Array(path.dropLast())), at: e) }
        if path.count >= 2, path.last == "keys", endsOnMap(Array(path.dropLast())) { return checked(.allKeys(Array(path.dropLast())), at: e) }
        if path.count >= 3, let op = aggregates[path[path.count - 1]] {
            return checked(.aggregate(op, Array(path.dropLast(2)), property: path[path.count - 2]), at: e)
        }
        return checked(.keyPath(path), at: e)
    }

    private func checked(_ o: QueryOperand, at e: ExprSyntax) -> QueryOperand {
        guard let type, let schema = compiler.catalog.types[type] else { return o }
        var path: [String] = []
        switch o {
        case .keyPath(let p), .count(let p), .allKeys(let p): path = p
        case .aggregate(_, let p, _): path = p
        case .value: return o
        }
        if !compiler.catalog.resolves(path, from: schema) {
            compiler.sink.error(.unknownProperty, Messages.unknownProperty(path.joined(separator: "."), on: type)
                                + compiler.catalog.propertyHint(path, from: schema), at: compiler.location(e))
        }
        return o
    }

    /// A key path, or a map's keys, which take the string methods too.
    private func isKeyPath(_ o: QueryOperand) -> Bool {
        switch o {
        case .keyPath, .allKeys: return true
        default: return false
        }
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

    /// The property names after the parameter: `$0.owner.name` → ["owner", "name"].
    private func keyPath(_ e: ExprSyntax) -> [String]? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == param ? [] : nil }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let prefix = keyPath(base) {
            return prefix + [m.declName.baseName.text]
        }
        return nil
    }
}
