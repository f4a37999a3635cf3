// The facts `CheckedCalls` reasons over, gathered in one walk of a
// scenario's body: each declared name (with the part of the source where it
// is in scope), each assertion with the names it reads, and each flow of
// data from names into a name (a binding, an assignment, a mutation that
// takes arguments, a loop over a sequence, a condition that decides what a
// branch changes). From the flows, each name's latest observation: the
// latest position of an assertion its data reaches.
// Related documentation: sdk-api (coverage of the SDK's members).

internal import SwiftSyntax

extension CheckedCalls {
    /// A declared name: a `let`/`var`, a loop variable, a bound pattern name,
    /// a closure parameter (`$0` of a closure without a signature), `error` in a `catch`.
    struct Declaration {
        let name: String
        /// Where the declaration is.
        let offset: Int
        /// Where reads start to refer to it: after its binding's initialiser
        /// (`if let changes = changes` reads the outer `changes`).
        let visible: Int
        /// The part of the source where the name is in scope.
        let scope: Range<Int>
    }

    /// A flow of data from one declared name into another at a position.
    struct Flow {
        let from: Int
        let to: Int
        let offset: Int
        /// A binding (`let`, `if let`, `case`, a loop variable): the name
        /// may be a live view of what it was bound from.
        var binding = false
    }

    /// What one walk of a body finds.
    struct Facts {
        var declarations: [Declaration] = []
        var byName: [String: [Int]] = [:]
        /// Each assertion call: its position and the declared names it reads.
        var assertions: [(offset: Int, reads: Set<Int>)] = []
        var flows: [Flow] = []

        mutating func declare(_ name: String, at offset: Int, visible: Int? = nil, scope: Range<Int>) {
            guard name != "_" else { return }
            byName[name, default: []].append(declarations.count)
            declarations.append(Declaration(name: name, offset: offset, visible: visible ?? offset, scope: scope))
        }

        /// The declaration a read of `name` at `offset` refers to: the latest
        /// one before it whose scope holds it. Type and global names have none.
        func resolve(_ name: String, at offset: Int) -> Int? {
            var best: Int?
            for index in byName[name] ?? [] {
                let d = declarations[index]
                guard d.visible <= offset, d.scope.contains(offset) else { continue }
                if let b = best, declarations[b].visible >= d.visible { continue }
                best = index
            }
            return best
        }
    }
}

// MARK: Declarations

/// Finds every declared name and its scope.
final class CheckedDeclarationWalker: SyntaxVisitor {
    var facts = CheckedCalls.Facts()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        facts.declare(node.identifier.text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                      visible: Self.bindingEnd(of: Syntax(node)), scope: Self.scope(of: Syntax(node)))
        return .visitChildren
    }

    /// The end of the `let x = …` or `if let x = …` that declares a name.
    static func bindingEnd(of node: Syntax) -> Int? {
        var current = node.parent
        while let c = current {
            if c.is(PatternBindingSyntax.self) || c.is(OptionalBindingConditionSyntax.self) || c.is(MatchingPatternConditionSyntax.self) {
                return c.endPositionBeforeTrailingTrivia.utf8Offset
            }
            if c.is(StmtSyntax.self) || c.is(CodeBlockItemSyntax.self) || c.is(ExprSyntax.self) && !c.is(PatternExprSyntax.self) { return nil }
            current = c.parent
        }
        return nil
    }

    /// `case let .int(x)`: a name under `let` in an expression pattern binds.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPatternBinding(node) {
            facts.declare(node.baseName.text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, scope: Self.scope(of: Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
            for p in list { facts.declare(p.name.text, at: p.positionAfterSkippingLeadingTrivia.utf8Offset, scope: range) }
        case .parameterClause(let clause)?:
            for p in clause.parameters { facts.declare((p.secondName ?? p.firstName).text, at: p.positionAfterSkippingLeadingTrivia.utf8Offset, scope: range) }
        case nil:
            for i in 0..<10 { facts.declare("$\(i)", at: range.lowerBound, scope: range) }
        }
        return .visitChildren
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        facts.declare("error", at: node.positionAfterSkippingLeadingTrivia.utf8Offset, scope: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        return .visitChildren
    }

    static func isPatternBinding(_ node: DeclReferenceExprSyntax) -> Bool {
        var current = node.parent
        while let c = current {
            if c.is(ValueBindingPatternSyntax.self) { return true }
            if c.is(StmtSyntax.self) || c.is(CodeBlockItemSyntax.self) || c.is(ConditionElementSyntax.self) { return false }
            current = c.parent
        }
        return false
    }

    /// Where a name declared at `node` is in scope: to the end of its block
    /// for a `let`/`var` or a `guard`; the whole `if`, loop, `case` or closure otherwise.
    static func scope(of node: Syntax) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var current = node.parent
        var inGuard = false
        while let c = current {
            if c.is(GuardStmtSyntax.self) { inGuard = true }
            if let item = c.as(CodeBlockItemSyntax.self), let list = item.parent {
                if inGuard || item.item.is(VariableDeclSyntax.self) { return start..<max(start, list.endPositionBeforeTrailingTrivia.utf8Offset) }
            }
            if c.is(IfExprSyntax.self) || c.is(ForStmtSyntax.self) || c.is(WhileStmtSyntax.self) || c.is(SwitchCaseSyntax.self)
                || c.is(ClosureExprSyntax.self) {
                return start..<c.endPositionBeforeTrailingTrivia.utf8Offset
            }
            current = c.parent
        }
        return start..<Int.max
    }
}

// MARK: Reads, assertions and flows

extension CheckedCalls {
    /// The declared names an expression reads: its references that are not
    /// member names, key-path components or pattern bindings.
    static func reads(_ node: some SyntaxProtocol, _ facts: Facts) -> Set<Int> {
        var out = Set<Int>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard let r = token.parent?.as(DeclReferenceExprSyntax.self), r.baseName.id == token.id,
                  isRead(r), let d = facts.resolve(r.baseName.text, at: r.positionAfterSkippingLeadingTrivia.utf8Offset) else { continue }
            out.insert(d)
        }
        return out
    }

    static func isRead(_ r: DeclReferenceExprSyntax) -> Bool {
        if let m = r.parent?.as(MemberAccessExprSyntax.self), m.declName.id == r.id { return false }
        if r.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return false }
        return !CheckedDeclarationWalker.isPatternBinding(r)
    }

    /// The declared name an expression's chain starts from: `dogs` of
    /// `dogs.first!.toys[0]`, `realm` of `try realm.objects(Dog.self)`.
    static func root(_ e: ExprSyntax, _ facts: Facts) -> Int? {
        var current = e
        while true {
            if let r = current.as(DeclReferenceExprSyntax.self) { return facts.resolve(r.baseName.text, at: r.positionAfterSkippingLeadingTrivia.utf8Offset) }
            if let m = current.as(MemberAccessExprSyntax.self), let b = m.base { current = b; continue }
            if let c = current.as(FunctionCallExprSyntax.self) { current = viewed(c) ?? c.calledExpression; continue }
            if let s = current.as(SubscriptCallExprSyntax.self) { current = s.calledExpression; continue }
            if let f = current.as(ForceUnwrapExprSyntax.self) { current = f.expression; continue }
            if let o = current.as(OptionalChainingExprSyntax.self) { current = o.expression; continue }
            if let t = current.as(TryExprSyntax.self) { current = t.expression; continue }
            if let a = current.as(AwaitExprSyntax.self) { current = a.expression; continue }
            if let t = current.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { current = only.expression; continue }
            return nil
        }
    }

    /// `ObjectiveCSupport.convert(object: x)`: the same object or collection
    /// seen through another type, so its root is `x`'s.
    private static func viewed(_ c: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "convert",
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ObjectiveCSupport",
              c.arguments.count == 1, let only = c.arguments.first else { return nil }
        return only.expression
    }

    /// Whether a call is one of the scenario language's assertions.
    static func isAssertion(_ c: FunctionCallExprSyntax) -> Bool {
        guard let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return Compiler.assertionNames.contains(name)
    }

    /// The roots a statement-level call changes: its receiver's root and its
    /// arguments' roots (closures aside). A global call changes nothing here.
    static func mutatedRoots(_ c: FunctionCallExprSyntax, _ facts: Facts) -> Set<Int> {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return [] }
        var out = Set<Int>()
        if let r = root(base, facts) { out.insert(r) }
        for arg in c.arguments where !arg.expression.is(ClosureExprSyntax.self) {
            if let r = root(arg.expression, facts) { out.insert(r) }
        }
        return out
    }

    /// `=` and the compound assignments.
    static func isAssignment(_ i: InfixOperatorExprSyntax) -> Bool {
        if i.operator.is(AssignmentExprSyntax.self) { return true }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["+=", "-=", "*=", "/=", "%="].contains(op)
    }
}

/// Collects the assertions and the flows of a body whose names are known.
final class CheckedFlowWalker: SyntaxVisitor {
    var facts: CheckedCalls.Facts

    init(_ facts: CheckedCalls.Facts) {
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    private func flow(_ from: Set<Int>, into to: Set<Int>, at offset: Int, binding: Bool = false) {
        for f in from { for t in to where t != f { facts.flows.append(CheckedCalls.Flow(from: f, to: t, offset: offset, binding: binding)) } }
    }

    private func declared(in node: some SyntaxProtocol) -> Set<Int> {
        Set(CheckedCalls.boundNames(node, facts))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if CheckedCalls.isAssertion(node) {
            facts.assertions.append((offset, CheckedCalls.reads(node, facts)))
        } else if CheckedCalls.isStatement(ExprSyntax(node)), let m = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = m.base, let receiver = CheckedCalls.root(base, facts) {
            // `list.append(d)`: what the arguments hold goes into the receiver;
            // `realm.add(d)`: from then on the receiver's state is the argument's too.
            var from = Set<Int>()
            for arg in node.arguments where !arg.expression.is(ClosureExprSyntax.self) { from.formUnion(CheckedCalls.reads(arg.expression, facts)) }
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            flow(from, into: [receiver], at: end)
            flow([receiver], into: Set(node.arguments.compactMap { CheckedCalls.root($0.expression, facts) }), at: end)
        }
        closureParameters(of: node)
        return .visitChildren
    }

    /// `results.observe { change in … }`: what the receiver and the other
    /// arguments hold reaches the closure's parameters, whenever the closure
    /// runs after it is written (a notification block hears later changes).
    private func closureParameters(of node: FunctionCallExprSyntax) {
        var closures = node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let t = node.trailingClosure { closures.append(t) }
        closures += node.additionalTrailingClosures.map(\.closure)
        guard !closures.isEmpty else { return }
        var from = CheckedCalls.reads(node.calledExpression, facts)
        for arg in node.arguments where !arg.expression.is(ClosureExprSyntax.self) { from.formUnion(CheckedCalls.reads(arg.expression, facts)) }
        for closure in closures {
            let range = closure.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.endPositionBeforeTrailingTrivia.utf8Offset
            let params = Set(facts.declarations.indices.filter { facts.declarations[$0].scope == range })
            flow(from, into: params.union(changedRoots(in: closure)), at: range.lowerBound)
        }
    }

    /// The roots a closure's statements change: what runs because of the call
    /// (`calls += 1` in a notification block) derives from its inputs.
    private func changedRoots(in closure: ClosureExprSyntax) -> Set<Int> {
        var out = Set<Int>()
        let body = Syntax(closure.statements)
        for call in CheckedCalls.statementCalls(in: body) {
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, let r = CheckedCalls.root(base, facts) { out.insert(r) }
        }
        for a in CheckedCalls.assignments(in: body) {
            if let r = CheckedCalls.root(a.leftOperand, facts) { out.insert(r) }
        }
        return out
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if CheckedCalls.isAssignment(node), let target = CheckedCalls.root(node.leftOperand, facts) {
            var from = CheckedCalls.reads(node.rightOperand, facts)
            from.formUnion(CheckedCalls.reads(node.leftOperand, facts))
            flow(from, into: [target], at: node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value {
            flow(CheckedCalls.reads(value, facts), into: declared(in: node.pattern), at: node.endPositionBeforeTrailingTrivia.utf8Offset, binding: true)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        let from = node.initializer.map { CheckedCalls.reads($0.value, facts) } ?? CheckedCalls.reads(node.pattern, facts)
        flow(from, into: declared(in: node.pattern), at: node.endPositionBeforeTrailingTrivia.utf8Offset, binding: true)
        return .visitChildren
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        flow(CheckedCalls.reads(node.initializer.value, facts), into: declared(in: node.pattern), at: node.endPositionBeforeTrailingTrivia.utf8Offset, binding: true)
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        flow(CheckedCalls.reads(node.sequence, facts), into: declared(in: node.pattern), at: node.sequence.endPositionBeforeTrailingTrivia.utf8Offset, binding: true)
        controls(CheckedCalls.reads(node.sequence, facts), node.body)
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let subject = CheckedCalls.reads(node.subject, facts)
        for c in node.cases {
            if let sc = c.as(SwitchCaseSyntax.self), case .case(let label) = sc.label {
                flow(subject, into: declared(in: label), at: label.endPositionBeforeTrailingTrivia.utf8Offset, binding: true)
            }
            controls(subject, c)
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let conditions = CheckedCalls.reads(node.conditions, facts)
        controls(conditions, node.body)
        if let e = node.elseBody { controls(conditions, e) }
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        controls(CheckedCalls.reads(node.conditions, facts), node.body)
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        controls(CheckedCalls.reads(node.conditions, facts), node.body)
        return .visitChildren
    }

    /// A condition decides what a branch changes and whether its assertions
    /// run: its names flow into every name the branch assigns or changes,
    /// and count as read by every assertion in it.
    private func controls(_ from: Set<Int>, _ branch: some SyntaxProtocol) {
        guard !from.isEmpty else { return }
        let inner = CheckedFlowWalker(facts)
        inner.walk(branch)
        let (flows, assertions) = (facts.flows.count, facts.assertions.count)
        for f in inner.facts.flows[flows...] { flow(from, into: [f.to], at: f.offset) }
        for a in inner.facts.assertions[assertions...] { facts.assertions.append((a.offset, from)) }
    }
}

// MARK: Statements and observations

extension CheckedCalls {
    /// `try x`, `await x`: `x`.
    static func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
        if let t = e.as(TryExprSyntax.self) { return unwrapped(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return unwrapped(a.expression) }
        return e
    }

    /// Whether an expression is a statement of its own (behind `try`/`await`), its result unused.
    static func isStatement(_ e: ExprSyntax) -> Bool {
        var current = Syntax(e)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent }
        return current.parent?.is(CodeBlockItemSyntax.self) == true || current.parent?.is(ExpressionStmtSyntax.self) == true
    }

    /// The calls inside `node` that are statements of their own, assertions aside.
    static func statementCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = CheckedNodeFinder()
        finder.walk(node)
        return finder.calls.filter { !isAssertion($0) && isStatement(ExprSyntax($0)) }
    }

    /// The assignments inside `node`.
    static func assignments(in node: Syntax) -> [InfixOperatorExprSyntax] {
        let finder = CheckedNodeFinder()
        finder.walk(node)
        return finder.infixes.filter(isAssignment)
    }

    /// The names a pattern declares.
    static func boundNames(_ pattern: some SyntaxProtocol, _ facts: Facts) -> [Int] {
        let range = pattern.positionAfterSkippingLeadingTrivia.utf8Offset..<pattern.endPositionBeforeTrailingTrivia.utf8Offset
        return facts.declarations.indices.filter { range.contains(facts.declarations[$0].offset) }
    }

    /// Per declared name, the latest position of an assertion its data
    /// reaches: an assertion that reads it, or one that reads a name it
    /// flows into after the flow.
    static func latestObservations(_ facts: Facts) -> [Int] {
        var latest = Array(repeating: -1, count: facts.declarations.count)
        for a in facts.assertions { for r in a.reads { latest[r] = max(latest[r], a.offset) } }
        var changed = true
        while changed {
            changed = false
            for f in facts.flows where latest[f.to] > f.offset && latest[f.to] > latest[f.from] {
                latest[f.from] = latest[f.to]
                changed = true
            }
        }
        return latest
    }

    /// Per declared name, every name it was bound from, through bindings at any position.
    static func bindingSources(_ facts: Facts) -> [Set<Int>] {
        var back = Array(repeating: Set<Int>(), count: facts.declarations.count)
        for f in facts.flows where f.binding { back[f.to].insert(f.from) }
        return back.indices.map { start in
            var seen = Set<Int>()
            var stack = [start]
            while let n = stack.popLast() {
                for m in back[n] where seen.insert(m).inserted { stack.append(m) }
            }
            return seen
        }
    }

    /// Per declared name, every name filled from it through flows at any position, itself included.
    static func derivations(_ facts: Facts) -> [Set<Int>] {
        var next = Array(repeating: Set<Int>(), count: facts.declarations.count)
        for f in facts.flows { next[f.from].insert(f.to) }
        return next.indices.map { start in
            var seen: Set<Int> = [start]
            var stack = [start]
            while let n = stack.popLast() {
                for m in next[n] where seen.insert(m).inserted { stack.append(m) }
            }
            return seen
        }
    }
}

/// The calls and infix expressions of a subtree.
final class CheckedNodeFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var infixes: [InfixOperatorExprSyntax] = []
    var members: [MemberAccessExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        infixes.append(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        members.append(node)
        return .visitChildren
    }
}
