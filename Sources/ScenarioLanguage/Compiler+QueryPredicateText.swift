// The predicate text a where closure builds, as the SDK's tests read it:
// `let query: (Query<Dog>) -> Query<Bool> = { $0.age > 2 }` holds a query
// closure, `query(Query<Dog>._constructForTesting())._constructPredicate()`
// gives its NSPredicate format text and arguments, and `let (text, args) = …`
// binds the two.
// Related documentation: docs/writing-scenarios.md#where-closures-and-their-predicate-text.

internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// The object type of a `(Query<T>) -> Query<Bool>` annotation, nil for any other type.
    func queryClosureType(_ annotation: TypeAnnotationSyntax?) -> String? {
        annotation.flatMap { queryClosureType($0.type) }
    }

    /// The object type of the type `(Query<T>) -> Query<Bool>`, nil for any other type.
    func queryClosureType(_ type: TypeSyntax) -> String? {
        guard let f = type.as(FunctionTypeSyntax.self), f.parameters.count == 1,
              let param = f.parameters.first?.type, let root = queryRootType(param),
              sourceText(f.returnClause.type).replacingOccurrences(of: " ", with: "") == "Query<Bool>" else { return nil }
        return root
    }

    /// `T` of the type `Query<T>`; of `Query<T?>` too, whose key paths are T's (a map of objects holds optionals).
    private func queryRootType(_ t: TypeSyntax) -> String? {
        guard let id = t.as(IdentifierTypeSyntax.self), id.name.text == "Query",
              let args = id.genericArgumentClause?.arguments, args.count == 1, let first = args.first else { return nil }
        return sourceText(first.argument).replacingSuffix("?")
    }

    /// `T` of the call `Query<T>._constructForTesting()`.
    private func constructForTestingType(_ e: ExprSyntax) -> String? {
        guard let c = e.as(FunctionCallExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil,
              let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "_constructForTesting",
              let g = m.base?.as(GenericSpecializationExprSyntax.self),
              g.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Query",
              g.genericArgumentClause.arguments.count == 1, let arg = g.genericArgumentClause.arguments.first else { return nil }
        return sourceText(arg.argument).replacingSuffix("?")
    }

    /// `query(Query<T>._constructForTesting())._constructPredicate()`: the
    /// format text and arguments of the query closure `query` holds, read
    /// against model `T`. Nil when the call is not of `_constructPredicate`.
    func constructPredicateCall(_ c: FunctionCallExprSyntax) -> Expr? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "_constructPredicate",
              let base = m.base else { return nil }
        guard c.arguments.isEmpty, c.trailingClosure == nil,
              let inner = base.as(FunctionCallExprSyntax.self), inner.arguments.count == 1, inner.trailingClosure == nil,
              let rootArg = inner.arguments.first, rootArg.label == nil,
              let type = constructForTestingType(rootArg.expression),
              let callee = inner.calledExpression.as(DeclReferenceExprSyntax.self) else {
            unsupported(c, "_constructPredicate without a query closure of Query<T>")
            return .literal(.void)
        }
        if !isTypeName(type) { sink.error(.unknownType, Messages.unknownType(type), at: location(rootArg)) }
        return .call(.member(.identifier(callee.baseName.text), "_constructPredicate", optional: false),
                     [Arg(label: "type", value: .typeRef(type))])
    }

    /// `let (a, b) = tuple`: the tuple once under a name no scenario can
    /// spell, then each bound name from its position. Nil when the pattern
    /// is not a tuple of names and `_`.
    func destructure(_ b: PatternBindingSyntax, constant: Bool) -> [Stmt]? {
        guard let tuple = b.pattern.as(TuplePatternSyntax.self), let initial = b.initializer?.value,
              b.typeAnnotation == nil else { return nil }
        var names: [String?] = []
        for element in tuple.elements {
            if element.pattern.is(WildcardPatternSyntax.self) { names.append(nil); continue }
            guard element.label == nil, let id = element.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            names.append(id.identifier.text)
        }
        let hidden = "(" + names.map { $0 ?? "_" }.joined(separator: ", ") + ")"
        let loc = location(b)
        var out: [Stmt] = [.declare(name: hidden, expr(initial), constant: true, loc)]
        for (i, name) in names.enumerated() {
            guard let name else { continue }
            declare(name, nil)
            out.append(.declare(name: name, .member(.identifier(hidden), String(i), optional: false), constant: constant, loc))
        }
        return out
    }

    /// The initial value of `let query: (Query<T>) -> Query<Bool> = { … }`: a query closure on `T`;
    /// of `let checks: [(String, (Query<T>) -> Query<Bool>)] = [("…", { … }), …]`, a table whose
    /// closures in the annotated positions are query closures.
    func queryClosureValue(_ b: PatternBindingSyntax) -> Expr? {
        if let table = queryClosureTable(b) { return table }
        guard let type = queryClosureType(b.typeAnnotation), let c = b.initializer?.value.as(ClosureExprSyntax.self) else { return nil }
        if !isTypeName(type) { sink.error(.unknownType, Messages.unknownType(type), at: location(b)) }
        return queryClosure(c, receiver: nil, type: type)
    }

    /// An array literal annotated `[(Query<T>) -> Query<Bool>]` or `[(…, (Query<T>) -> Query<Bool>, …)]`:
    /// each closure literal in a query-closure position compiled as a query closure on its `T`.
    private func queryClosureTable(_ b: PatternBindingSyntax) -> Expr? {
        guard let arrayType = b.typeAnnotation?.type.as(ArrayTypeSyntax.self),
              let literal = b.initializer?.value.as(ArrayExprSyntax.self) else { return nil }
        let element = arrayType.element
        let positions: [String?]
        if let tuple = element.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            positions = tuple.elements.map { queryClosureType($0.type) }
        } else {
            positions = [queryClosureType(element)]
        }
        guard positions.contains(where: { $0 != nil }) else { return nil }
        for case let type? in positions where !isTypeName(type) { sink.error(.unknownType, Messages.unknownType(type), at: location(b)) }
        func component(_ e: ExprSyntax, _ type: String?) -> Expr {
            guard let type, let c = e.as(ClosureExprSyntax.self) else { return expr(e) }
            return queryClosure(c, receiver: nil, type: type)
        }
        return .array(literal.elements.map { item in
            guard positions.count > 1 else { return component(item.expression, positions[0]) }
            guard let t = item.expression.as(TupleExprSyntax.self), t.elements.count == positions.count else {
                sink.error(.wrongArgumentType, "an element of '\(b.pattern.trimmedDescription)' must be a tuple of \(positions.count) values, as its type says",
                           at: location(item))
                return expr(item.expression)
            }
            return .tuple(zip(t.elements, positions).map { component($0.0.expression, $0.1) })
        })
    }
}
