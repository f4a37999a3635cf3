// Expressions of the subset → `Expr`.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    static let assertionNames: Set<String> = [
        "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertTrue", "XCTAssertFalse", "XCTAssert",
        "XCTAssertNil", "XCTAssertNotNil", "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual",
        "XCTAssertLessThan", "XCTAssertLessThanOrEqual", "XCTAssertThrowsError", "XCTAssertNoThrow",
        "XCTFail", "XCTUnwrap", "assertThrows",
    ]

    func expr(_ e: ExprSyntax) -> Expr {
        apiUsage.members.enter(e)
        defer { apiUsage.members.leave() }
        if let v = LiteralReader.value(e), !e.is(PrefixOperatorExprSyntax.self) {
            return .literal(v.isNull ? .null : .scalar(v))
        }
        if let s = e.as(StringLiteralExprSyntax.self) { return string(s) }
        if let a = e.as(ArrayExprSyntax.self) {
            // `[Kind.a, .b]`: Swift types the literal from its first element.
            let first = a.elements.lazy.compactMap { self.enumType(of: $0.expression) }.first
            return .array(a.elements.map { expr($0.expression, expecting: first) })
        }
        if let d = e.as(DictionaryExprSyntax.self) { return dictionary(d) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return reference(r) }
        if let m = e.as(MemberAccessExprSyntax.self) { return member(m) }
        if let c = e.as(FunctionCallExprSyntax.self) { return call(c) }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            let assigned = s.parent?.as(InfixOperatorExprSyntax.self).map { $0.operator.is(AssignmentExprSyntax.self) && $0.leftOperand.id == s.id } ?? false
            noteSubscript(s.calledExpression, assigned: assigned, bounds: s.arguments.first.map { isRangeExpression($0.expression) } ?? false)
            let (base, optional) = chainBase(s.calledExpression)
            return .subscriptExpr(base, arguments(s.arguments), optional: optional)
        }
        if let i = e.as(InfixOperatorExprSyntax.self) { return infix(i) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return prefix(p) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return .forceUnwrap(expr(f.expression)) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return expr(o.expression) }
        if let t = e.as(TryExprSyntax.self) {
            let inner = expr(t.expression)
            return t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .tryOptional(inner) : inner
        }
        if let a = e.as(AwaitExprSyntax.self) { return expr(a.expression) }
        if let c = e.as(ClosureExprSyntax.self) { return closure(c) }
        if let k = e.as(KeyPathExprSyntax.self) { return keyPath(k) }
        if let t = e.as(TernaryExprSyntax.self) {
            return .ternary(expr(t.condition), expr(t.thenExpression), expr(t.elseExpression))
        }
        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.label == nil { return expr(only.expression) }
            return .tuple(t.elements.map { expr($0.expression) })
        }
        if let g = e.as(GenericSpecializationExprSyntax.self) {
            return .genericType(sourceText(g.expression), g.genericArgumentClause.arguments.map { sourceText($0.argument) })
        }
        if let i = e.as(IsExprSyntax.self) { return .typeCheck(expr(i.expression), sourceText(i.type), cast: .test) }
        if let a = e.as(AsExprSyntax.self) {
            guard let mark = a.questionOrExclamationMark else { return coerced(expr(a.expression), to: sourceText(a.type)) }
            let kind: TypeCheck = mark.tokenKind == .exclamationMark ? .forcedCast : .optionalCast
            return .typeCheck(expr(a.expression), sourceText(a.type), cast: kind)
        }
        if let t = e.as(TypeExprSyntax.self) { return .typeRef(sourceText(t.type)) }
        unsupported(e)
        return .literal(.void)
    }

    /// `1.1 as Float`: a numeric literal coerced to Float is the Float's own
    /// value (1.100000023841858 read as a Double), not the Double's. Other
    /// coercions leave the value to the property it meets.
    private func coerced(_ e: Expr, to type: String) -> Expr {
        guard type == "Float" else { return e }
        switch e {
        case .literal(.scalar(.double(let d))): return .literal(.scalar(.float(Float(d))))
        case .literal(.scalar(.int(let i))): return .literal(.scalar(.float(Float(i))))
        case .negate(let inner): return .negate(coerced(inner, to: type))
        default: return e
        }
    }

    private func string(_ s: StringLiteralExprSyntax) -> Expr {
        var parts: [StringPart] = []
        for seg in s.segments {
            if let t = seg.as(StringSegmentSyntax.self) {
                parts.append(.text(StringEscapes.resolve(t.content.text, in: s)))
            } else if let i = seg.as(ExpressionSegmentSyntax.self) {
                if i.expressions.count != 1 { unsupported(i, "interpolation '\(i.trimmedDescription)'") }
                if let first = i.expressions.first { parts.append(.interpolation(expr(first.expression))) }
            }
        }
        if parts.count == 1, case .text(let t) = parts[0] { return .literal(.scalar(.string(t))) }
        return .string(parts)
    }

    private func dictionary(_ d: DictionaryExprSyntax) -> Expr {
        guard case .elements(let list) = d.content else { return .dictionary([]) }
        return .dictionary(list.map { (expr($0.key), expr($0.value)) })
    }

    private func reference(_ r: DeclReferenceExprSyntax) -> Expr {
        let name = r.baseName.text
        checkIdentifier(name, at: r)
        return .identifier(name)
    }

    /// The base of a member or subscript, and whether the chain is optional.
    func chainBase(_ e: ExprSyntax) -> (Expr, Bool) {
        if let o = e.as(OptionalChainingExprSyntax.self) { return (expr(o.expression), true) }
        return (expr(e), containsOptionalChain(e))
    }

    private func containsOptionalChain(_ e: ExprSyntax) -> Bool {
        if e.is(OptionalChainingExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base { return containsOptionalChain(b) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return containsOptionalChain(s.calledExpression) }
        if let c = e.as(FunctionCallExprSyntax.self) { return containsOptionalChain(c.calledExpression) }
        return false
    }

    private func member(_ m: MemberAccessExprSyntax) -> Expr {
        let name = m.declName.baseName.text
        if let raw = enumMember(m) { return raw }
        guard let baseSyntax = m.base, !isEnumType(baseSyntax) else {
            noteMixedCase(name, base: m.base, called: false)
            return .enumCase(name, [])
        }
        if name == "self" {
            let type = projectionPersistedType(sourceText(baseSyntax))
            if !isTypeName(type) { sink.error(.unknownType, Messages.unknownType(type), at: location(baseSyntax)) }
            return .typeRef(type)
        }
        if name == "Type" { unsupported(m) }
        // `obj.age.value` of `let age = RealmProperty<Int?>()`: the property's own value.
        if name == "value", let inner = baseSyntax.as(MemberAccessExprSyntax.self), let owner = inner.base,
           case .object(let type)? = staticType(owner), catalog.valueWrappers.contains("\(type).\(inner.declName.baseName.text)") {
            return expr(baseSyntax)
        }
        checkMember(name, of: baseSyntax, at: m.declName)
        let (base, optional) = chainBase(baseSyntax)
        return .member(base, name, optional: optional)
    }

    /// `AnyRealmValue.int(1)` spells an enum case with its type.
    func isEnumType(_ e: ExprSyntax) -> Bool {
        // Only a base whose first token starts one of these names can spell
        // it; only then is its text cut from the file and compared.
        guard let first = e.firstToken(viewMode: .sourceAccurate), Self.enumTypeHeads.contains(first.text) else { return false }
        return Self.enumTypes.contains(sourceText(e))
    }

    private static let enumTypes: Set<String> = ["AnyRealmValue", "UpdatePolicy", "Realm.UpdatePolicy"]
    private static let enumTypeHeads: Set<String> = ["AnyRealmValue", "UpdatePolicy", "Realm"]

    func arguments(_ list: LabeledExprListSyntax) -> [Arg] {
        list.map { Arg(label: $0.label?.text, value: expr($0.expression)) }
    }

    private func call(_ c: FunctionCallExprSyntax) -> Expr {
        if let predicateText = constructPredicateCall(c) { return predicateText }
        let expectsError = ["assertThrows", "XCTAssertThrowsError"].contains(c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text)
        if expectsError { expectedErrorDepth += 1 }
        let elementType = elementTypeForClosures(of: c)
        closureElementType = elementType
        let calleeSyntax = c.calledExpression
        let memberName = calleeSyntax.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        var args: [Arg]
        // `where({ … })` is a query closure like `where { … }`: compiled as
        // one only, never first as an ordinary closure.
        if memberName == "where", c.arguments.count == 1, let cl = c.arguments.first?.expression.as(ClosureExprSyntax.self) {
            args = [Arg(label: nil, value: queryClosure(cl, receiver: calleeSyntax))]
        } else if memberName == "index", c.arguments.count == 1, c.arguments.first?.label?.text == "matching",
                  let cl = c.arguments.first?.expression.as(ClosureExprSyntax.self) {
            // `index(matching: { $0.age > 3 })` takes a query, as `where` does.
            args = [Arg(label: "matching", value: queryClosure(cl, receiver: calleeSyntax))]
        } else if ["XCTAssertEqual", "XCTAssertNotEqual"].contains(c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text),
                  c.arguments.count >= 2 {
            // `XCTAssertEqual(t.kind, .a)`: each side's implicit members name the other side's enum.
            let list = Array(c.arguments)
            let enums = list.prefix(2).map { enumType(of: $0.expression) }
            args = list.enumerated().map { i, a in
                Arg(label: a.label?.text, value: i < 2 ? expr(a.expression, expecting: enums[1 - i]) : expr(a.expression))
            }
        } else {
            args = arguments(c.arguments)
        }
        if expectsError { expectedErrorDepth -= 1 }
        if let trailing = c.trailingClosure {
            if memberName == "where" {
                args.append(Arg(label: nil, value: queryClosure(trailing, receiver: calleeSyntax)))
            } else {
                closureElementType = elementType
                args.append(Arg(label: nil, value: closure(trailing)))
            }
        }
        for extra in c.additionalTrailingClosures { args.append(Arg(label: extra.label.text, value: closure(extra.closure))) }
        // A trailing closure takes the label of the closure parameter it stands for, as in
        // Swift: `contains { … }` is `contains(where:)`, `merge(other) { … }` is `merge(_:uniquingKeysWith:)`.
        if c.trailingClosure != nil, memberName != "where", let m = calleeSyntax.as(MemberAccessExprSyntax.self),
           let label = trailingClosureLabel(m, labels: args.map { $0.label ?? "_" }) {
            args[c.arguments.count].label = label
        }
        if checkObjcCollectionInit(c, labels: args.map { $0.label ?? "_" }), let r = calleeSyntax.as(DeclReferenceExprSyntax.self) {
            return .call(.identifier(r.baseName.text), args)
        }
        if let r = calleeSyntax.as(DeclReferenceExprSyntax.self), let overloads = localSignature(r.baseName.text) {
            let trailing = c.trailingClosure != nil ? c.arguments.count : nil
            return localCall(r.baseName.text, overloads, args, trailing: trailing, at: c)
        }
        if let r = calleeSyntax.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            // `Kind(rawValue: 1)`: the case of that raw value, or nil.
            if catalog.enums[name] != nil, lookupStatic(name) == nil {
                if args.map(\.label) != ["rawValue"] {
                    sink.error(.wrongLabels, Messages.wrongLabels(name, got: args.map { $0.label ?? "_" }, expected: [["rawValue"]]), at: location(r))
                }
                return .call(.identifier(name), args)
            }
            // `Box(persistedValue: 3)` of a declared CustomPersistable: its persisted value.
            if catalog.wrappers[name] != nil, lookupStatic(name) == nil {
                if args.map(\.label) != ["persistedValue"] {
                    sink.error(.wrongLabels, Messages.wrongLabels(name, got: args.map { $0.label ?? "_" }, expected: [["persistedValue"]]), at: location(r))
                }
                return .call(.identifier(name), args)
            }
            if Self.assertionNames.contains(name) {
                checkAssertion(name, c)
                return .assertion(name, args, source: sourceText(c))
            }
            checkGlobal(name, labels: args.map { $0.label ?? "_" }, at: r)
            checkInitialiser(name, c)
            noteInitialiser(name, labels: args.map { $0.label ?? "_" })
            return .call(.identifier(name), args)
        }
        // `Decimal128.init(exactly: 5)`, `NSNull.init()`: the initialiser spelt with its name.
        if let m = calleeSyntax.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
           let r = m.base?.as(DeclReferenceExprSyntax.self), lookupStatic(r.baseName.text) == nil,
           Interpreter.globals[r.baseName.text] != nil, r.baseName.text.first?.isUppercase == true {
            checkGlobal(r.baseName.text, labels: args.map { $0.label ?? "_" }, at: r)
            return .call(.identifier(r.baseName.text), args)
        }
        if let g = calleeSyntax.as(GenericSpecializationExprSyntax.self) {
            noteCollectionInitialiser(sourceText(g.expression), labels: args.map { $0.label ?? "_" })
        }
        if let m = calleeSyntax.as(MemberAccessExprSyntax.self) {
            // `.some(x)` and `Optional.some(x)`: the value itself, the language
            // holding one level of optional (`map["k"] = .some(nil)` stores nil).
            if m.declName.baseName.text == "some", args.count == 1, args[0].label == nil,
               m.base == nil || m.base.map(sourceText) == "Optional" {
                return args[0].value
            }
            if m.base == nil || m.base.map(isEnumType) == true {
                checkEnumCase(m.declName.baseName.text, c)
                noteMixedCase(m.declName.baseName.text, base: m.base, called: true)
                return .enumCase(m.declName.baseName.text, args)
            }
            checkCall(c, m, labels: args.map { $0.label ?? "_" })
            noteCoding(c, m)
            checkPredicate(c)
        }
        return .call(expr(calleeSyntax), args)
    }

    private func infix(_ i: InfixOperatorExprSyntax) -> Expr {
        if i.operator.is(AssignmentExprSyntax.self) {
            checkAssignedLiteral(i.leftOperand, i.rightOperand)
            return .assign(expr(i.leftOperand), expr(i.rightOperand), op: nil)
        }
        if let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*=", "/=", "%="].contains(op) {
            return .assign(expr(i.leftOperand), expr(i.rightOperand), op: String(op.dropLast()))
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            unsupported(i.operator, i.operator.trimmedDescription)
            return .literal(.void)
        }
        if ["==", "!=", "<", "<=", ">", ">="].contains(op) { checkComparedLiteral(i.leftOperand, i.rightOperand) }
        if ["==", "!="].contains(op) { noteEquality(i.leftOperand, i.rightOperand) }
        let equality = ["==", "!="].contains(op)
        let l = expr(i.leftOperand, expecting: equality ? enumType(of: i.rightOperand) : nil)
        let r = expr(i.rightOperand, expecting: equality ? enumType(of: i.leftOperand) : nil)
        switch op {
        case "&&": return .and(l, r)
        case "||": return .or(l, r)
        case "??": return .nilCoalesce(l, r)
        case "...": return .range(l, r)
        case "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "..<", "===", "!==": return .binary(op, l, r)
        default:
            unsupported(i.operator, op)
            return .literal(.void)
        }
    }

    private func prefix(_ p: PrefixOperatorExprSyntax) -> Expr {
        switch p.operator.text {
        case "!": return .not(expr(p.expression))
        case "-": return .negate(expr(p.expression))
        default:
            unsupported(p.operator, p.operator.text)
            return expr(p.expression)
        }
    }

    /// Members whose closure takes the collection's elements.
    static let elementClosureMembers: Set<String> = ["first", "filter", "map", "forEach", "contains", "allSatisfy", "compactMap"]

    private func elementTypeForClosures(of c: FunctionCallExprSyntax) -> String? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              Self.elementClosureMembers.contains(m.declName.baseName.text),
              case .collection(let t)? = staticType(base) else { return nil }
        return t
    }

    func closure(_ c: ClosureExprSyntax) -> Expr {
        let elementType = closureElementType
        closureElementType = nil
        var params: [String] = []
        // `{ (dog: Dog) in … }`: a parameter annotated with a model class holds its objects.
        var annotated: [String: StaticType] = [:]
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: params = list.map { $0.name.text }
        case .parameterClause(let clause)?:
            params = clause.parameters.map { $0.firstName.text }
            for p in clause.parameters {
                if let t = p.type?.trimmedDescription, catalog.types[t] != nil { annotated[p.firstName.text] = .object(t) }
            }
        case nil: params = ["$0", "$1", "$2"]
        }
        scopes.append([:])
        defer { scopes.removeLast() }
        for (i, p) in params.enumerated() { declare(p, annotated[p] ?? (i == 0 ? elementType.map { .object($0) } : nil)) }
        return .closure(params: params, body: c.statements.flatMap { statement($0) })
    }

    private func keyPath(_ k: KeyPathExprSyntax) -> Expr {
        var path: [String] = []
        for comp in k.components {
            // `\Owner.pet?.name`: an optional step reads on as Swift does.
            if comp.component.is(KeyPathOptionalComponentSyntax.self) { continue }
            // `\Owner.dogs[0].name`, `\Owner.map[""]??.name`: the SDK names a key path
            // through a collection's element by the collection's name (`dogs.name`).
            if comp.component.is(KeyPathSubscriptComponentSyntax.self), !path.isEmpty { continue }
            guard let p = comp.component.as(KeyPathPropertyComponentSyntax.self) else { unsupported(comp); continue }
            path.append(p.declName.baseName.text)
        }
        let root = k.root.map { sourceText($0) }
        if let root, let t = catalog.types[root], !catalog.resolves(path, from: t) {
            sink.error(.unknownProperty, Messages.unknownProperty(path.joined(separator: "."), on: root)
                       + catalog.propertyHint(path, from: t), at: location(k))
        }
        return .keyPath(type: root, path)
    }
}
