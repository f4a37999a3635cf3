// Which SDK calls of a scenario are *checked* and which are only *called*.
// A call, member read, subscript or comparison is checked when what it
// returns, or the state it changes, reaches an assertion of the same
// scenario; a use that reaches none is only called. The analysis reads the
// scenario's syntax tree (the one the compiler walks), in source order:
//
// - Inside the arguments of an assertion (`XCTAssert…`, `XCTUnwrap`,
//   `assertThrows`, any nesting, closures inside included):
//   `XCTAssertEqual(realm.objects(Dog.self).filter("age > 1").count, 2)`
//   checks `objects`, `filter` and `count`. The expression of `assertThrows`
//   and `XCTAssertThrowsError` is an argument like any other.
// - Its result is bound (`let`, `var`, `if let`, `guard let`, `case … =`,
//   a `for` loop's variable, an assignment) to a name that a later assertion
//   reads, directly or through further bindings and changes
//   (`let x = list.first` then `XCTAssertEqual(x?.name, "a")`).
// - A property set (`realm.autorefresh = false`, `dog.name = "x"`) is
//   checked only when that same property is read back after it, through its
//   receiver's root or a name derived from it, and the read reaches an
//   assertion (`XCTAssertFalse(realm.autorefresh)`).
// - A call whose result is not used, or an assignment through a subscript
//   (`list.append(d)`, `realm.add(d)`, `obj.setValue(…)`, `list[0] = d`),
//   is a change: it is checked when an assertion after it
//   reads its receiver's root name or one of its arguments' root names, or a
//   name derived from them (bound from them, or filled from them, before or
//   after the change: a live `Results` bound before `realm.add(d)` and
//   asserted after it reads what the add changed). After such a call the
//   receiver and its arguments' roots share state: a later change of the
//   receiver (`realm.refresh()` after `realm.add(vera)`) is read through them.
//   A name is a live view of what it was bound from: after
//   `let list = owner.dogs`, `list.append(d)` is read back through `owner`.
// - A change inside a write that a `cancelWrite()` ends is read only by the
//   assertions before the cancel (CheckedCalls+CancelledWrites.swift).
// - A bound result whose name is the receiver or an argument of a checked
//   change is checked (`let realm = try Realm()`, then a checked `realm.add(d)`).
// - A call that takes closures (a write block, a notification block) is
//   checked when the closure's parameters reach an assertion, inside the
//   closure or after it, or when a change inside the closure is checked.
//   What the call's receiver and arguments hold reaches the closure's
//   parameters and what the closure changes, whenever it runs: a change of
//   an observed list after `list.observe { _ in calls += 1 }` is checked by
//   a later assertion on `calls`.
// - Statements inside closures count in source order, as if the closure ran
//   where it is written. A condition (`if`, `guard`, `while`, `switch`, a
//   loop's sequence) flows into what its branches change and counts as read
//   by the assertions inside them.
//
// What it does not know is "called": names are matched by their
// declaration, never by their type, so a value copied before a change and
// asserted after it counts as derived from the changed root (the analysis
// cannot tell a copied count from a live collection); a call whose result is
// returned from the scenario, thrown, or discarded with no receiver is called;
// so is a use the compiler records outside an expression (an AnyRealmValue
// case spelt as a pattern, `if case .int(let i) = v`).
// Related documentation: sdk-api (coverage of the SDK's members).

internal import SwiftSyntax

/// The checked uses of one scenario's body.
///
/// Built once per scenario before it compiles; the compiler asks it for each
/// use it records (`ApiUsage+Checked.swift`).
struct CheckedCalls {
    private let facts: Facts
    /// Per declared name, the latest position of an assertion its data reaches (-1: none).
    private let latest: [Int]
    /// Per declared name, the names filled from it, at any position, itself
    /// included, and the names it was bound from (a change through a live
    /// view, `let list = owner.dogs; list.append(d)`, changes `owner`).
    private let derived: [Set<Int>]
    /// Per declared name, the latest position of a checked change that
    /// takes it as receiver or argument (-1: none).
    private var latestCheckedChange: [Int] = []
    /// Every member read of the body (`x.name`, not an assignment's target), by member name, in source order.
    private let memberReads: [String: [MemberAccessExprSyntax]]
    /// The body's writes (`CheckedCalls+CancelledWrites.swift`).
    let spans: [WriteSpan]
    /// Per cancelled write's end, `latest` counting only what comes before it.
    private let latestBeforeCancel: [Int: [Int]]

    /// Analyses one scenario function.
    init(_ function: FunctionDeclSyntax) {
        self.init(body: function.body.map { Syntax($0) } ?? Syntax(function))
    }

    /// Analyses a body (a function's, or any subtree of statements).
    init(body: Syntax) {
        let names = CheckedDeclarationWalker()
        names.walk(body)
        let flows = CheckedFlowWalker(names.facts)
        flows.walk(body)
        facts = flows.facts
        latest = Self.latestObservations(facts)
        let sources = Self.bindingSources(facts)
        derived = Self.derivations(facts).enumerated().map { $0.element.union(sources[$0.offset]) }
        memberReads = Self.memberReads(in: body)
        spans = Self.writeSpans(in: body)
        let facts = self.facts
        latestBeforeCancel = Dictionary(spans.filter(\.cancelled).map { ($0.end, Self.latestObservations(facts, before: $0.end)) },
                                        uniquingKeysWith: { a, _ in a })
        latestCheckedChange = checkedChanges(in: body)
    }

    /// A name used by a checked change has its value checked too:
    /// `let realm = try Realm()` then a checked `realm.add(d)`.
    private func checkedChanges(in body: Syntax) -> [Int] {
        var out = Array(repeating: -1, count: facts.declarations.count)
        for call in Self.statementCalls(in: body) where statementChecked(ExprSyntax(call)) {
            for r in Self.mutatedRoots(call, facts) { out[r] = max(out[r], call.positionAfterSkippingLeadingTrivia.utf8Offset) }
        }
        for a in Self.assignments(in: body) where !a.leftOperand.is(DeclReferenceExprSyntax.self) && assignmentChecked(a) {
            if let r = Self.root(a.leftOperand, facts) { out[r] = max(out[r], a.positionAfterSkippingLeadingTrivia.utf8Offset) }
        }
        return out
    }

    /// Whether a use is checked. `node` is the use's expression: a call, a
    /// member read, a subscript, a comparison, an assertion, a loop's sequence.
    /// A node outside the analysed body is called.
    func isChecked(_ node: some SyntaxProtocol) -> Bool {
        guard let e = Syntax(node).as(ExprSyntax.self) else { return false }
        return reaches(e)
    }

    /// Whether a use is part of the expression of an `assertThrows` or an
    /// `XCTAssertThrowsError` (their first argument, closures inside
    /// included): what it checks is that the call is refused, not what it
    /// returns or changes.
    func isRefusal(_ node: some SyntaxProtocol) -> Bool { refusalSite(node) != nil }

    /// The position of the `assertThrows` (or `XCTAssertThrowsError`) whose
    /// expression holds `node`, or nil when none does.
    func refusalSite(_ node: some SyntaxProtocol) -> Int? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
               let call = list.parent?.as(FunctionCallExprSyntax.self), Self.refusalAssertionNames.contains(Self.calleeName(call)),
               list.first?.id == argument.id {
                return call.positionAfterSkippingLeadingTrivia.utf8Offset
            }
            current = parent
        }
        return nil
    }

    /// The assertions whose first argument is an expression expected to be refused.
    static let refusalAssertionNames: Set<String> = ["assertThrows", "XCTAssertThrowsError"]

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    // MARK: Following a value up the tree

    /// Whether the value of `e` reaches an assertion.
    private func reaches(_ e: ExprSyntax) -> Bool {
        var current = Syntax(e)
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if Self.isAssertion(call) || closuresChecked(call) { return true }
            }
            guard let parent = current.parent else { return false }
            if let i = parent.as(InfixOperatorExprSyntax.self), Self.isAssignment(i), assignmentChecked(i) {
                // An assignment inside an assertion (`assertThrows(d.name = x, …)`) climbs on.
                return true
            }
            if parent.is(ExprSyntax.self) {
                // A closure is reached only through its statements (below).
                current = parent
                continue
            }
            switch parent.kind {
            case .labeledExpr, .labeledExprList, .arrayElement, .arrayElementList, .dictionaryElement, .dictionaryElementList,
                 .expressionSegment, .stringLiteralSegmentList, .exprList:
                current = parent
                continue
            default:
                return contextChecked(Syntax(current), parent)
            }
        }
    }

    /// Where a value stops being part of a larger expression: a binding, a
    /// condition, a loop's sequence, a statement, a return.
    private func contextChecked(_ value: Syntax, _ parent: Syntax) -> Bool {
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self) { return bound(binding.pattern, after: binding.endPositionBeforeTrailingTrivia) }
            if let b = initializer.parent?.as(OptionalBindingConditionSyntax.self) { return bound(b.pattern, after: b.endPositionBeforeTrailingTrivia) }
            if let m = initializer.parent?.as(MatchingPatternConditionSyntax.self) {
                return bound(m.pattern, after: m.endPositionBeforeTrailingTrivia) || conditionChecked(Syntax(m))
            }
            return false
        }
        if parent.is(ConditionElementSyntax.self) { return conditionChecked(parent) }
        if let f = parent.as(ForStmtSyntax.self), f.sequence.id == value.id {
            return bound(f.pattern, after: f.sequence.endPositionBeforeTrailingTrivia) || containsAssertion(f.body)
        }
        if let s = parent.as(SwitchExprSyntax.self), s.subject.id == value.id {
            return s.cases.contains { c in
                if let sc = c.as(SwitchCaseSyntax.self), case .case(let label) = sc.label, bound(label, after: label.endPositionBeforeTrailingTrivia) { return true }
                return containsAssertion(c)
            }
        }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
            guard let e = value.as(ExprSyntax.self) else { return false }
            return statementChecked(e) || closureValueChecked(statement: parent)
        }
        if parent.is(ReturnStmtSyntax.self) { return closureValueChecked(statement: parent) }
        return false
    }

    /// A statement-level expression: a call whose result is not used changes
    /// its receiver and arguments.
    private func statementChecked(_ e: ExprSyntax) -> Bool {
        guard let c = Self.unwrapped(e).as(FunctionCallExprSyntax.self) else { return false }
        return changeObserved(Self.mutatedRoots(c, facts), after: c.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `dog.name = x`, `list[0] = d`, `count += 1`: a change of the left side's root.
    private func assignmentChecked(_ i: InfixOperatorExprSyntax) -> Bool {
        var roots = Set<Int>()
        if let r = Self.root(i.leftOperand, facts) { roots.insert(r) }
        if i.leftOperand.is(DeclReferenceExprSyntax.self) {
            // A plain name rebound: what it holds from now on is the value.
            return roots.contains { latest[$0] > i.endPositionBeforeTrailingTrivia.utf8Offset }
        }
        if let property = Self.setProperty(i.leftOperand) {
            return propertyReadBack(property, roots: roots, after: i.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return changeObserved(roots, after: i.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `realm.autorefresh = false`, `dog.owner?.name = x`: the property a
    /// member assignment sets (a subscript's assignment sets none).
    private static func setProperty(_ left: ExprSyntax) -> String? {
        var e = left
        while let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
        return e.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A property set is checked only when that same property is read back
    /// after it, through the changed root or a name derived from it, and
    /// that read reaches an assertion (`realm.autorefresh = false` then
    /// `XCTAssertFalse(realm.autorefresh)`). Reading something else of the
    /// receiver later does not check the set.
    private func propertyReadBack(_ property: String, roots: Set<Int>, after offset: Int) -> Bool {
        let names = roots.reduce(into: Set<Int>()) { $0.formUnion(derived[$1]) }
        let cut = cancelCut(after: offset) ?? Int.max
        for read in memberReads[property] ?? [] where read.positionAfterSkippingLeadingTrivia.utf8Offset > offset
            && read.positionAfterSkippingLeadingTrivia.utf8Offset < cut {
            guard let base = read.base, let r = Self.root(base, facts), names.contains(r) else { continue }
            if reaches(ExprSyntax(read)) { return true }
        }
        return false
    }

    /// The member reads of a body by member name: every `base.name` that is
    /// not the target of an assignment.
    private static func memberReads(in body: Syntax) -> [String: [MemberAccessExprSyntax]] {
        let finder = CheckedNodeFinder()
        finder.walk(body)
        let targets = Set(finder.infixes.filter(isAssignment).map { Syntax($0.leftOperand).id })
        var out: [String: [MemberAccessExprSyntax]] = [:]
        for m in finder.members where m.base != nil && !targets.contains(Syntax(m).id) {
            out[m.declName.baseName.text, default: []].append(m)
        }
        return out
    }

    /// The value of a closure's only statement (or a `return`) is the
    /// closure's: it reaches what the call taking the closure reaches.
    private func closureValueChecked(statement: Syntax) -> Bool {
        var current = statement.parent
        while let c = current {
            if let closure = c.as(ClosureExprSyntax.self) {
                let single = closure.statements.count == 1 || statement.is(ReturnStmtSyntax.self)
                return single && reaches(ExprSyntax(closure))
            }
            if c.is(CodeBlockItemListSyntax.self) || c.is(CodeBlockItemSyntax.self) || c.is(ExpressionStmtSyntax.self)
                || c.is(ReturnStmtSyntax.self) {
                current = c.parent
                continue
            }
            return false
        }
        return false
    }

    /// A condition's value: checked when a branch it decides holds an
    /// assertion or changes something checked later.
    private func conditionChecked(_ node: Syntax) -> Bool {
        var current = node.parent
        while let c = current {
            if let i = c.as(IfExprSyntax.self) {
                return containsAssertion(i.body) || i.elseBody.map(containsAssertion) == true
                    || changesChecked(in: Syntax(i.body)) || i.elseBody.map { changesChecked(in: Syntax($0)) } == true
            }
            if let w = c.as(WhileStmtSyntax.self) { return containsAssertion(w.body) || changesChecked(in: Syntax(w.body)) }
            if let g = c.as(GuardStmtSyntax.self) { return containsAssertion(g.body) }
            current = c.parent
        }
        return false
    }

    /// A call's closures: their parameters reach an assertion, or a change
    /// made inside them is checked.
    private func closuresChecked(_ c: FunctionCallExprSyntax) -> Bool {
        var closures = c.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let t = c.trailingClosure { closures.append(t) }
        closures += c.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            let start = closure.positionAfterSkippingLeadingTrivia.utf8Offset
            let params = facts.declarations.indices.filter { i in
                facts.declarations[i].scope == start..<closure.endPositionBeforeTrailingTrivia.utf8Offset && facts.declarations[i].offset >= start
            }
            if params.contains(where: { latest[$0] > start }) { return true }
            if changesChecked(in: Syntax(closure.statements)) { return true }
        }
        return false
    }

    /// Whether a change made by a statement inside `node` is checked.
    private func changesChecked(in node: Syntax) -> Bool {
        for call in Self.statementCalls(in: node) where statementChecked(ExprSyntax(call)) { return true }
        for a in Self.assignments(in: node) where assignmentChecked(a) { return true }
        return false
    }

    private func containsAssertion(_ node: some SyntaxProtocol) -> Bool {
        facts.assertions.contains { node.positionAfterSkippingLeadingTrivia.utf8Offset <= $0.offset && $0.offset < node.endPositionBeforeTrailingTrivia.utf8Offset }
    }

    // MARK: Names

    /// Whether a name a pattern binds reaches an assertion after `position`.
    private func bound(_ pattern: some SyntaxProtocol, after position: AbsolutePosition) -> Bool {
        Self.boundNames(pattern, facts).contains { latest[$0] > position.utf8Offset || latestCheckedChange[$0] > position.utf8Offset }
    }

    /// Whether a name derived from the changed roots is asserted after the change.
    /// Whether an assertion after `offset` reads a root's data; for a change
    /// inside a cancelled write, only an assertion before the cancel.
    private func changeObserved(_ roots: Set<Int>, after offset: Int) -> Bool {
        let latest = cancelCut(after: offset).flatMap { latestBeforeCancel[$0] } ?? self.latest
        return roots.contains { root in derived[root].contains { latest[$0] > offset } }
    }
}
