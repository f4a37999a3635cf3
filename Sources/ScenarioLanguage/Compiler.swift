// SwiftSyntax → the package's own tree. Each scenario is compiled once; a
// construct outside the subset becomes a diagnostic and never a crash.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

/// What the compiler knows statically of an expression, for lint checks.
enum StaticType: Equatable {
    /// A declared name whose type is not known.
    case unknown
    case object(String)
    case collection(of: String)
    case realm
}

/// Compiles the statements of scenario functions.
final class Compiler {
    let lines: LineMap
    var file: String { lines.file }
    /// The file's text as UTF-8, for the source text of assertions.
    private let source: ContiguousArray<UInt8>
    let catalog: ModelCatalog
    var sink: DiagnosticSink
    /// Static types of named values, innermost scope last.
    var scopes: [[String: StaticType]] = [[:]]
    /// SDK receiver types of declared names, keyed "depth:name" (see `declare`).
    var receiverKinds: [ScopedName: LintReceiver] = [:]
    /// Inside `assertThrows(…)`: predicate strings there may be wrong on purpose.
    var expectedErrorDepth = 0
    /// The element type the next closure's first parameter has (`dogs.first(where: { $0… })`).
    var closureElementType: String?
    /// The enum whose cases an implicit member (`.a`) names here, from what it is compared with or listed beside.
    var expectedEnum: PersistedEnum?
    /// What the scenario being compiled uses of the SDK (ApiUsage.swift).
    var apiUsage = ApiUsageRecorder()
    /// The file's helper functions by name, with the argument labels each takes (`Compiler+Helpers.swift`).
    var helperLabels: [String: [String]] = [:]
    /// The file's helper functions, compiled; every scenario of the file runs with them.
    var helpers: [HelperFunction] = []
    /// The local functions declared so far, by name: how a call binds its arguments (`Compiler+LocalFunctions.swift`).
    var localSignatures: [String: [LocalSignature]] = [:]

    /// - Parameters:
    ///   - lines: the line map of `text`.
    ///   - text: the text the tree was parsed from.
    init(lines: LineMap, text: String, catalog: ModelCatalog) {
        self.lines = lines
        self.source = ContiguousArray(text.utf8)
        self.catalog = catalog
        self.sink = DiagnosticSink(file: lines.file)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(node) }

    /// A node's text without its outer trivia, cut from the file's text
    /// (the parsed tree reproduces the text byte for byte); the same as
    /// `trimmedDescription` without building a trimmed copy of the tree.
    func sourceText(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard !node.hasError, 0 <= start, start <= end, end <= source.count else { return node.trimmedDescription }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    func unsupported(_ node: some SyntaxProtocol, _ what: String? = nil) {
        let text = what ?? String(node.trimmedDescription.prefix(40))
        sink.error(.unsupportedConstruct, Messages.unsupported(text), at: location(node))
    }

    func compile(function f: FunctionDeclSyntax) -> CompiledScenario {
        scopes = [[:]]
        receiverKinds = [:]
        declareHelpers()
        apiUsage.members.analysis = CheckedCalls(f)
        let body = f.body.map { block($0.statements) } ?? []
        return CompiledScenario(name: f.name.text, body: body, helpers: helpers)
    }

    // MARK: Statements

    func block(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        scopes.append([:])
        defer { scopes.removeLast() }
        return items.flatMap { statement($0) }
    }

    func statement(_ item: CodeBlockItemSyntax) -> [Stmt] {
        apiUsage.members.enter(nil)
        defer { apiUsage.members.leave() }
        let loc = location(item)
        switch item.item {
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) { return variable(v) }
            if let f = d.as(FunctionDeclSyntax.self) { return localFunction(f, loc) }
            unsupported(d, declarationKeyword(d))
            return []
        case .stmt(let s):
            return statement(s, loc).map { [$0] } ?? []
        case .expr(let e):
            return [expressionStatement(e, loc)]
        }
    }

    private func declarationKeyword(_ d: DeclSyntax) -> String {
        d.firstToken(viewMode: .sourceAccurate)?.text ?? "declaration"
    }

    func statement(_ s: StmtSyntax, _ loc: SourceLocation) -> Stmt? {
        if let e = s.as(ExpressionStmtSyntax.self) { return expressionStatement(e.expression, loc) }
        if let r = s.as(ReturnStmtSyntax.self) { return .returnStmt(r.expression.map { expr($0) }, loc) }
        if let t = s.as(ThrowStmtSyntax.self) { return .throwStmt(expr(t.expression), loc) }
        if let g = s.as(GuardStmtSyntax.self) {
            let conds = conditions(g.conditions)
            return .guardStmt(conds, block(g.body.statements), loc)
        }
        if let f = s.as(ForStmtSyntax.self) { return forIn(f, loc) }
        if let w = s.as(WhileStmtSyntax.self) {
            scopes.append([:])
            defer { scopes.removeLast() }
            return .whileStmt(conditions(w.conditions), block(w.body.statements), loc)
        }
        if let d = s.as(DoStmtSyntax.self) { return doCatch(d, loc) }
        if s.is(BreakStmtSyntax.self) { return .breakStmt(loc) }
        if s.is(ContinueStmtSyntax.self) { return .continueStmt(loc) }
        unsupported(s, s.firstToken(viewMode: .sourceAccurate)?.text)
        return nil
    }

    /// `do { … } catch { … }` with one plain `catch`, which binds `error`.
    private func doCatch(_ d: DoStmtSyntax, _ loc: SourceLocation) -> Stmt? {
        if let clause = d.catchClauses.first(where: { !$0.catchItems.isEmpty }) { unsupported(clause, "catch with a pattern"); return nil }
        if d.catchClauses.count > 1 { unsupported(d, "several catch clauses"); return nil }
        if let t = d.throwsClause { unsupported(t, "do throws") }
        let body = block(d.body.statements)
        guard let clause = d.catchClauses.first else { return .block(body, loc) }
        scopes.append(["error": .unknown])
        defer { scopes.removeLast() }
        let handler = clause.body.statements.flatMap { statement($0) }
        return .doCatch(body, handler, loc)
    }

    private func forIn(_ f: ForStmtSyntax, _ loc: SourceLocation) -> Stmt? {
        if f.whereClause != nil || f.tryKeyword != nil || f.awaitKeyword != nil { unsupported(f, "for … where") }
        let seq = expr(f.sequence)
        apiUsage.members.enter(f.sequence)
        noteIteration(f.sequence)
        apiUsage.members.leave()
        scopes.append([:])
        defer { scopes.removeLast() }
        let p = pattern(f.pattern)
        // A map's loop variable is an entry (`key`, `value`), not a value.
        if case .bind(let name) = p, case .collection(let t)? = staticType(f.sequence), receiverKind(f.sequence)?.kind != .map {
            declare(name, .object(t))
        }
        return .forIn(p, seq, block(f.body.statements), loc)
    }

    func expressionStatement(_ e: ExprSyntax, _ loc: SourceLocation) -> Stmt {
        if let i = e.as(IfExprSyntax.self) { return ifStatement(i, loc) }
        if let s = e.as(SwitchExprSyntax.self) { return switchStatement(s, loc) }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                checkAssignedLiteral(infix.leftOperand, infix.rightOperand)
                return .assign(lvalue(infix.leftOperand), expr(infix.rightOperand), op: nil, loc)
            }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               ["+=", "-=", "*=", "/=", "%="].contains(op) {
                return .assign(lvalue(infix.leftOperand), expr(infix.rightOperand), op: String(op.dropLast()), loc)
            }
        }
        if let d = e.as(DiscardAssignmentExprSyntax.self) { unsupported(d) }
        return .expr(expr(e), loc)
    }

    private func lvalue(_ e: ExprSyntax) -> Expr {
        if e.is(DiscardAssignmentExprSyntax.self) { return .identifier("_") }
        let compiled = expr(e)
        switch compiled {
        case .identifier, .member, .subscriptExpr: return compiled
        default:
            unsupported(e, "assignment to '\(e.trimmedDescription)'")
            return compiled
        }
    }

    func ifStatement(_ i: IfExprSyntax, _ loc: SourceLocation) -> Stmt {
        scopes.append([:])
        let conds = conditions(i.conditions)
        let body = block(i.body.statements)
        scopes.removeLast()
        var elseBody: [Stmt]?
        switch i.elseBody {
        case .ifExpr(let nested)?: elseBody = [ifStatement(nested, location(nested))]
        case .codeBlock(let b)?: elseBody = block(b.statements)
        case nil: elseBody = nil
        }
        return .ifStmt(conds, body, elseBody, loc)
    }

    func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element in
            switch element.condition {
            case .expression(let e): return .bool(expr(e))
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    unsupported(b); return nil
                }
                let value = b.initializer.map { expr($0.value) } ?? .identifier(name)
                declare(name, b.initializer.flatMap { staticType($0.value) })
                return .optionalBinding(name, value)
            case .matchingPattern(let m):
                return .match(pattern(m.pattern), expr(m.initializer.value))
            default:
                unsupported(element); return nil
            }
        }
    }

    func switchStatement(_ s: SwitchExprSyntax, _ loc: SourceLocation) -> Stmt {
        let subject = expr(s.subject)
        var cases: [SwitchCase] = []
        for c in s.cases {
            guard let sc = c.as(SwitchCaseSyntax.self) else { unsupported(c); continue }
            scopes.append([:])
            var patterns: [Pattern] = []
            if case .case(let label) = sc.label {
                patterns = label.caseItems.map { pattern($0.pattern) }
                for item in label.caseItems where item.whereClause != nil { unsupported(item, "case … where") }
            }
            cases.append(SwitchCase(patterns: patterns, body: sc.statements.flatMap { statement($0) }))
            scopes.removeLast()
        }
        return .switchStmt(subject, cases, loc)
    }

    func pattern(_ p: PatternSyntax) -> Pattern {
        if p.is(WildcardPatternSyntax.self) { return .wildcard }
        if let id = p.as(IdentifierPatternSyntax.self) { declare(id.identifier.text, nil); return .bind(id.identifier.text) }
        if let b = p.as(ValueBindingPatternSyntax.self) { return pattern(b.pattern, binding: true) }
        if let e = p.as(ExpressionPatternSyntax.self) { return exprPattern(e.expression, binding: false) }
        if let t = p.as(TuplePatternSyntax.self) { return .tuple(t.elements.map { pattern($0.pattern) }) }
        unsupported(p)
        return .wildcard
    }

    /// A pattern under `let`/`var` (`case let .string(s)`, `let (k, v)`): names bind.
    private func pattern(_ p: PatternSyntax, binding: Bool) -> Pattern {
        if let e = p.as(ExpressionPatternSyntax.self) { return exprPattern(e.expression, binding: binding) }
        if let t = p.as(TuplePatternSyntax.self) { return .tuple(t.elements.map { pattern($0.pattern, binding: binding) }) }
        return pattern(p)
    }

    private func exprPattern(_ e: ExprSyntax, binding: Bool) -> Pattern {
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let pe = e.as(PatternExprSyntax.self) { return pattern(pe.pattern) }
        if binding, let r = e.as(DeclReferenceExprSyntax.self) {
            declare(r.baseName.text, nil)
            return .bind(r.baseName.text)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            return .tuple(t.elements.map { exprPattern($0.expression, binding: binding) })
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           m.base == nil || m.base.map(isEnumType) == true {
            noteMixedCase(m.declName.baseName.text, base: m.base, called: true)
            return .enumCase(m.declName.baseName.text, call.arguments.map { exprPattern($0.expression, binding: binding) })
        }
        if let m = e.as(MemberAccessExprSyntax.self), let raw = enumMember(m) { return .value(raw) }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            noteMixedCase(m.declName.baseName.text, base: nil, called: false)
            return .enumCase(m.declName.baseName.text, [])
        }
        return .value(expr(e))
    }

    func variable(_ v: VariableDeclSyntax) -> [Stmt] {
        let constant = v.bindingSpecifier.tokenKind == .keyword(.let)
        var out: [Stmt] = []
        for b in v.bindings {
            if let parts = destructure(b, constant: constant) { out += parts; continue }
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                unsupported(b.pattern, "destructuring '\(b.pattern.trimmedDescription)'"); continue
            }
            if b.accessorBlock != nil { unsupported(b, "computed variable '\(name)'") }
            let annotation = b.typeAnnotation.map { sourceText($0.type) }
            var value = queryClosureValue(b) ?? b.initializer.map { implicitMember($0.value, of: annotation) ?? expr($0.value) }
            // `let s: SortDescriptor = "name"`: SortDescriptor is expressible by a string literal.
            if let v = value, let t = annotation, ["SortDescriptor", "RealmSwift.SortDescriptor"].contains(t),
               b.initializer?.value.is(StringLiteralExprSyntax.self) == true {
                value = .call(.identifier("SortDescriptor"), [Arg(label: "keyPath", value: v)])
            }
            // `let d: Decimal128 = 3.5` and `= -2`: Decimal128 is expressible by a number literal.
            if let v = value, let t = annotation, ["Decimal128", "Decimal128?"].contains(t),
               let literal = b.initializer.flatMap({ LiteralReader.value($0.value) }), literal.kindName == "int" || literal.kindName == "double" {
                value = .call(.identifier("Decimal128"), [Arg(label: "number", value: v)])
            }
            // `let x: Double = 1` holds a Double, as Swift infers from the annotation.
            if let v = value, let t = b.typeAnnotation.map({ sourceText($0.type) }), ["Double", "Double?", "Float", "Float?"].contains(t),
               b.initializer?.value.is(NilLiteralExprSyntax.self) == false {
                value = .call(.identifier("Double"), [Arg(label: nil, value: v)])
            }
            // `let d: Decimal128 = "1.5"`: Decimal128 is expressible by a string literal.
            if let v = value, let t = b.typeAnnotation.map({ sourceText($0.type) }), ["Decimal128", "Decimal128?"].contains(t),
               b.initializer?.value.is(StringLiteralExprSyntax.self) == true {
                value = .call(.identifier("Decimal128"), [Arg(label: "string", value: v)])
            }
            declare(name, b.initializer.flatMap { staticType($0.value) }, receiver: annotatedReceiver(b) ?? b.initializer.flatMap { receiverKind($0.value) })
            if let initial = b.initializer?.value { noteStringConstant(name, initial); noteArrayConstant(name, initial) }
            out.append(.declare(name: name, value, constant: constant, location(b)))
        }
        return out
    }

    /// A `PersistableEnum`'s member as its raw value: `Kind.b` and `Kind.allCases`,
    /// and `.b` where exactly one declared enum has a case `b` that is not one of
    /// the SDK's own implicit members (`PersistedEnum.reservedCaseNames`).
    func enumMember(_ m: MemberAccessExprSyntax) -> Expr? {
        let name = m.declName.baseName.text
        guard let base = m.base else {
            guard !PersistedEnum.reservedCaseNames.contains(name) else { return nil }
            // `XCTAssertEqual(t.kind, .a)`: Swift takes `.a` from the other side's enum.
            if let expected = expectedEnum, let raw = expected.rawValue(of: name) { return .literal(.scalar(raw)) }
            let owners = catalog.enums.values.filter { $0.rawValue(of: name) != nil }
            guard owners.count == 1, let raw = owners[0].rawValue(of: name) else { return nil }
            return .literal(.scalar(raw))
        }
        guard let r = base.as(DeclReferenceExprSyntax.self), let declared = catalog.enums[r.baseName.text],
              lookupStatic(r.baseName.text) == nil else { return nil }
        if name == "allCases" { return .array(declared.rawValues.map { .literal(.scalar($0)) }) }
        if let raw = declared.rawValue(of: name) { return .literal(.scalar(raw)) }
        sink.error(.unknownMember, Messages.unknownMember(name, on: declared.name)
                   + (Messages.didYouMean(name, in: declared.cases + ["allCases"])), at: location(m.declName))
        return .literal(.void)
    }

    /// The declared enum an expression holds, when lint can tell: `Kind.a`, or a
    /// property (`t.kind`, `t.kinds`) of a model typed with one.
    func enumType(of e: ExprSyntax) -> PersistedEnum? {
        var e = e
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
        if let s = e.as(SubscriptCallExprSyntax.self) { e = s.calledExpression }
        guard let m = e.as(MemberAccessExprSyntax.self), var base = m.base else { return nil }
        if let r = base.as(DeclReferenceExprSyntax.self), lookupStatic(r.baseName.text) == nil, let declared = catalog.enums[r.baseName.text] {
            return declared.rawValue(of: m.declName.baseName.text) != nil ? declared : nil
        }
        if let o = base.as(OptionalChainingExprSyntax.self) { base = o.expression }
        guard case .object(let type)? = staticType(base),
              let name = catalog.propertyEnums["\(type).\(m.declName.baseName.text)"] else { return nil }
        return catalog.enums[name]
    }

    /// Compiles `e` with implicit members resolved against `expected` when there is one.
    func expr(_ e: ExprSyntax, expecting expected: PersistedEnum?) -> Expr {
        guard let expected else { return expr(e) }
        let outer = expectedEnum
        expectedEnum = expected
        defer { expectedEnum = outer }
        return expr(e)
    }

    /// `let d: Decimal128 = .init(number: 1)`, `let m: Decimal128 = .max`: an
    /// implicit member of the annotated value type, as Swift resolves it; nil
    /// for anything else.
    private func implicitMember(_ e: ExprSyntax, of annotation: String?) -> Expr? {
        guard let annotation, case let type = annotation.replacingSuffix("?"), Interpreter.globals[type] != nil,
              Interpreter.valueTypes.contains(type) || Interpreter.besideDocumentedTypeNames.contains(type) else { return nil }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           m.base == nil, m.declName.baseName.text == "init", c.trailingClosure == nil {
            let args = arguments(c.arguments)
            checkGlobal(type, labels: args.map { $0.label ?? "_" }, at: m)
            return .call(.identifier(type), args)
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil, MemberTableSet.shared.type[m.declName.baseName.text] != nil {
            return .member(.typeRef(type), m.declName.baseName.text, optional: false)
        }
        return nil
    }

    func declare(_ name: String, _ type: StaticType?, receiver: LintReceiver? = nil) {
        if scopes.isEmpty { scopes = [[:]] }
        scopes[scopes.count - 1][name] = type ?? .unknown
        // The SDK receiver type, by scope depth: a name is looked up only
        // where the scope that declares it wrote (or cleared) this entry.
        receiverKinds[ScopedName(depth: scopes.count, name: name)] = receiver
    }

    /// The SDK receiver type a declared name holds, when lint can tell it.
    func lookupReceiver(_ name: String) -> LintReceiver? {
        for depth in stride(from: scopes.count, through: 1, by: -1) where scopes[depth - 1][name] != nil {
            return receiverKinds[ScopedName(depth: depth, name: name)]
        }
        return nil
    }

    func lookupStatic(_ name: String) -> StaticType? {
        for s in scopes.reversed() { if let t = s[name] { return t } }
        return nil
    }
}

/// A name as declared at one scope depth.
struct ScopedName: Hashable {
    let depth: Int
    let name: String
}
