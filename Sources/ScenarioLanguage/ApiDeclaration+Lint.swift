// Lint against the typed API declaration: a member on a receiver that does
// not have it (with the nearest declared name), labels no declaration of
// that receiver accepts, a literal argument of the wrong type (Int where a
// String is declared, a String into a List<Int>, `.int("x")`), a literal
// assigned to or compared with a property of another type, a misspelt
// AnyRealmValue case, and a throwing or async call without `try` or `await`
// — what the Swift compiler rejects against the real SDK.
// Related documentation: docs/writing-scenarios.md#the-swift-subset; sdk-reference api-surface.md.

internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

/// What lint knows of an SDK receiver: its type and, for a collection, its element type.
struct LintReceiver: Equatable {
    let kind: ApiReceiver
    var element: PropertyType?
    var elementOptional = false
}

extension Compiler {
    /// The SDK receiver type of an expression, when lint can tell it.
    func receiverKind(_ e: ExprSyntax) -> LintReceiver? {
        if let t = e.as(TryExprSyntax.self) { return receiverKind(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return receiverKind(a.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return receiverKind(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return receiverKind(o.expression) }
        if let r = e.as(DeclReferenceExprSyntax.self), let k = lookupReceiver(r.baseName.text) ?? modelClassReceiver(r.baseName.text) { return k }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, case .object(let t)? = staticType(base),
           let p = catalog.types[t]?[property: m.declName.baseName.text] {
            // An RLMObject's collection properties are the Objective-C collections it declares,
            // its linking objects an RLMLinkingObjects (an RLMResults).
            let objc = catalog.objcClasses.contains(t)
            if p.isLinkingObjects { return LintReceiver(kind: objc ? .rlmResults : .linkingObjects, element: p.type) }
            switch p.collection {
            case .list: return LintReceiver(kind: objc ? .rlmArray : .list, element: p.type, elementOptional: p.isOptional)
            case .set: return LintReceiver(kind: objc ? .rlmSet : .set, element: p.type, elementOptional: p.isOptional)
            case .map: return LintReceiver(kind: objc ? .rlmDictionary : .map, element: p.type, elementOptional: p.isOptional)
            case .single:
                if p.type == .mixed { return LintReceiver(kind: .mixed) }
                return p.type.objectType.map { LintReceiver(kind: objectReceiver($0)) }
            }
        }
        // `pet.realm`: a declared property answering an RLMRealm (or an RLMObject).
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let b = receiverKind(base),
           let k = objcCallResult(b, base, ApiDeclarations.members(b.kind, named: m.declName.baseName.text).filter(\.isProperty)) {
            return k
        }
        if let c = e.as(FunctionCallExprSyntax.self), let k = objcCollectionReceiver(c) ?? objcConversionReceiver(c) ?? objcRealmConversion(c) {
            return k
        }
        // `AnyRealmCollection(list)`: the type-erased wrapper (api-surface.md §4).
        if let c = e.as(FunctionCallExprSyntax.self), let r = c.calledExpression.as(DeclReferenceExprSyntax.self),
           r.baseName.text == "AnyRealmCollection" {
            return LintReceiver(kind: .anyRealmCollection)
        }
        // `PersonProjection(projecting: ann)` (api-surface.md §11 P3) is a projection.
        if let c = e.as(FunctionCallExprSyntax.self), let r = c.calledExpression.as(DeclReferenceExprSyntax.self),
           catalog.projections[r.baseName.text] != nil {
            return LintReceiver(kind: .projection)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let g = c.calledExpression.as(GenericSpecializationExprSyntax.self),
           let kind = Self.unmanagedCollectionKinds[g.expression.trimmedDescription] {
            return LintReceiver(kind: kind)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            if let b = receiverKind(base) {
                if ["freeze", "thaw"].contains(name) {
                    // `realm.freeze(x)` gives x's kind; `x.freeze()` gives x's.
                    guard let arg = c.arguments.first else { return b }
                    return b.kind == .realm ? receiverKind(arg.expression) : nil
                }
                // The standard library's closure `filter` gives an array; the SDK's forms give Results.
                // Of the overloads, those the call's labels bind (`objects(where:)`, not `objects(at:)`).
                let labels = c.arguments.map { $0.label?.text ?? "_" } + (c.trailingClosure == nil ? [] : ["_"])
                let named = ApiDeclarations.members(b.kind, named: name).filter { !$0.isProperty && $0.origin != .stdlib }
                let binding = named.filter { $0.bind(labels) != nil }
                let results = binding.isEmpty ? named : binding
                if let k = objcCallResult(b, base, results) { return k }
                if !results.isEmpty, results.allSatisfy({ $0.result == .collection(.results) }) {
                    // An Objective-C collection's queries give an RLMResults.
                    let kind: ApiReceiver = [.rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection].contains(b.kind) ? .rlmResults : .results
                    return LintReceiver(kind: kind, element: b.kind == .realm ? nil : b.element, elementOptional: b.elementOptional)
                }
                return nil
            }
        }
        if isMixedValue(e) { return LintReceiver(kind: .mixed) }
        switch staticType(e) {
        case .realm?: return LintReceiver(kind: .realm)
        case .object(let t)?: return LintReceiver(kind: objectReceiver(t))
        case .collection?: return LintReceiver(kind: .results)
        default: return nil
        }
    }

    /// A member call checked against the declarations of its receiver, when
    /// lint knows the receiver; otherwise against every table's labels.
    /// The label a trailing closure (given as "_") takes: that of the closure parameter
    /// at its place in the one declaration its receiver has that then binds; nil when the
    /// call binds as written, or when no declaration binds either way.
    func trailingClosureLabel(_ m: MemberAccessExprSyntax, labels: [String]) -> String? {
        let name = m.declName.baseName.text
        let declared = m.base.flatMap { receiverKind($0) }.map { ApiDeclarations.members($0.kind, named: name) }
            ?? ApiDeclarations.all.filter { $0.name == name }
        let methods = declared.filter { !$0.isProperty }
        guard !methods.contains(where: { $0.bind(labels) != nil }) else { return nil }
        let head = Array(labels.dropLast())
        var found: Set<String> = []
        for decl in methods {
            for p in decl.params ?? [] {
                guard case .closure = p.type, let label = p.label, decl.bind(head + [label]) != nil else { continue }
                found.insert(label)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    func checkCall(_ c: FunctionCallExprSyntax, _ m: MemberAccessExprSyntax, labels: [String]) {
        let name = m.declName.baseName.text
        guard let base = m.base, let receiver = receiverKind(base) else {
            checkLabels(name, labels: labels, at: m.declName)
            checkEffects(ApiDeclarations.all.filter { $0.name == name && $0.bind(labels) != nil }, c, name, labels)
            return
        }
        let declared = ApiDeclarations.members(receiver.kind, named: name)
        if declared.isEmpty {
            // A model property that holds something callable is the model's business;
            // an unknown member of an SDK receiver is reported where the member is read.
            if [.object, .rlmObject, .projection].contains(receiver.kind) { checkLabels(name, labels: labels, at: m.declName) }
            return
        }
        let methods = declared.filter { !$0.isProperty }
        guard let resolution = resolveOverload(methods, labels: labels, c) else {
            if let why = ApiDeclarations.objectiveCOnly(name, labels: labels, on: receiver.kind) {
                sink.error(.unknownMember, why, at: location(m.declName))
                return
            }
            if methods.isEmpty {
                sink.error(.wrongLabels, "'\(name)' is a property, not a method; remove the parentheses", at: location(m.declName))
                return
            }
            var expected: [[String]] = []
            for list in methods.flatMap(\.labelLists) {
                let shown = list.map { $0 == "*" ? "_" : $0 }
                if !expected.contains(shown) { expected.append(shown) }
            }
            sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: expected), at: location(m.declName))
            return
        }
        if let why = valueElementsOnly(name, labels, receiver) {
            sink.error(.wrongArgumentType, why, at: location(m.declName))
            return
        }
        let decl = resolution.checked
        if let selected = resolution.selected ?? resultTypeOverload(methods, labels: labels, c, on: receiver.kind) {
            noteApiUse(receiver.kind, selected, on: base)
        }
        checkArgumentTypes(decl, c, receiver, labels)
        checkCollectionTwins(decl, c, labels)
        checkObjcArguments(decl, c, receiver, base, labels)
        checkEffects([decl], c, name, labels)
    }

    /// A Swift collection given where its Objective-C twin is declared
    /// (`rlmSet.union(dog.tags)`), or the other way round: Swift refuses the
    /// call, as neither type converts to the other.
    private func checkCollectionTwins(_ decl: ApiMember, _ c: FunctionCallExprSyntax, _ labels: [String]) {
        guard let params = decl.bind(labels) else { return }
        for (arg, p) in zip(c.arguments, params) {
            guard case .collection(let wanted) = p.type, case .collection(let given) = argumentShape(arg.expression),
                  given.objectiveCTwin == wanted || wanted.objectiveCTwin == given else { continue }
            let what = arg.label.map { "argument '\($0.text):'" } ?? "argument of '\(decl.name)'"
            sink.error(.wrongArgumentType, "\(what) must be an '\(wanted.typeName(embedded: false))', not a '\(given.typeName(embedded: false))' "
                       + "(ObjectiveCSupport.convert(object:) converts one to the other)", at: location(arg.expression))
        }
    }

    /// The members whose constraint needs elements of a value type (`min()`, `sum()`,
    /// `sorted(ascending:)`, `distinct()`: api-surface.md §4 RC19, RC22, RC31–RC34; §9 M45, M46):
    /// Swift refuses them on a collection of objects, linking objects always included.
    private func valueElementsOnly(_ name: String, _ labels: [String], _ receiver: LintReceiver) -> String? {
        let objects: String? = receiver.kind == .linkingObjects ? (receiver.element?.objectType ?? "objects")
            : receiver.element?.objectType
        guard let objects else { return nil }
        let bare = labels.isEmpty || (name == "sorted" && labels == ["ascending"])
        guard bare, ["min", "max", "sum", "average", "sorted", "distinct"].contains(name) else { return nil }
        let hint = name == "sorted" ? "sorted(byKeyPath:ascending:)" : name == "distinct" ? "distinct(by:)" : "\(name)(ofProperty:)"
        return "'\(name)(\(labels.map { $0 + ":" }.joined()))' needs elements of a value type, and these are '\(objects)' objects; use \(hint)"
    }

    /// Literal arguments against the declared parameter types (and a collection's element type).
    /// Inside `assertThrows(…)` a wrong value may be the point, as Realm's
    /// refusal of it is what the scenario checks.
    private func checkArgumentTypes(_ decl: ApiMember, _ c: FunctionCallExprSyntax, _ receiver: LintReceiver, _ labels: [String]) {
        guard expectedErrorDepth == 0, let params = decl.bind(labels) else { return }
        for (arg, p) in zip(c.arguments, params) {
            guard let literal = literalKind(arg.expression) else { continue }
            let what = "argument \(arg.label.map { "'\($0.text):'" } ?? "of '\(decl.name)'")"
            if p.type == .element {
                if let problem = elementProblem(literal, receiver) {
                    sink.error(.wrongArgumentType, "\(what) must be \(problem), not \(literal.article) literal", at: location(arg.expression))
                }
                continue
            }
            if !p.type.accepts(literal) {
                sink.error(.wrongArgumentType, "\(what) must be \(p.type.withArticle), not \(literal.article) literal",
                           at: location(arg.expression))
            }
        }
    }

    /// Why a literal cannot be an element of the receiver, or nil when it can (or lint cannot tell).
    private func elementProblem(_ literal: LiteralKind, _ r: LintReceiver) -> String? {
        guard let element = r.element else { return nil }
        let fits: Bool
        switch element {
        case _ where literal == .nilLiteral: fits = r.elementOptional || element == .mixed
        case .int: fits = literal == .int
        case .float, .double: fits = literal == .int || literal == .float
        case .bool: fits = literal == .bool
        case .string: fits = literal == .string
        case .object: fits = false
        default: return nil
        }
        return fits ? nil : Self.withArticle(element.objectType ?? Self.swiftName(element))
    }

    /// The Swift name of a scalar property type.
    static func swiftName(_ t: PropertyType) -> String { ScalarTypes.swiftName(t) }

    static func withArticle(_ type: String) -> String {
        (["A", "E", "I", "O", "U"].contains(type.first.map(String.init) ?? "") ? "an " : "a ") + "'\(type)'"
    }

    /// `dog.age = "x"`: a literal that cannot be the property's type, as the
    /// Swift compiler would refuse it (not inside `assertThrows`, where the
    /// refusal may be the point).
    func checkAssignedLiteral(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard expectedErrorDepth == 0, let (owner, p, literal) = literalMismatch(target, value) else { return }
        sink.error(.wrongArgumentType,
                   "cannot assign \(literal.article) literal to '\(owner).\(p.name)' of type '\(Self.typeText(p))'",
                   at: location(value))
    }

    /// `dog.age == "x"`, `XCTAssertEqual(dog.age, "x")`: Swift compares only values of one type.
    func checkComparedLiteral(_ a: ExprSyntax, _ b: ExprSyntax) {
        guard expectedErrorDepth == 0 else { return }
        for (property, value) in [(a, b), (b, a)] {
            guard let (owner, p, literal) = literalMismatch(property, value), literal != .nilLiteral else { continue }
            sink.error(.wrongArgumentType,
                       "cannot compare '\(owner).\(p.name)' of type '\(Self.typeText(p))' with \(literal.article) literal",
                       at: location(value))
            return
        }
    }

    /// The model type, property and literal kind when `value` is a literal the property's type cannot take.
    private func literalMismatch(_ target: ExprSyntax, _ value: ExprSyntax) -> (String, PropertySchema, LiteralKind)? {
        guard let literal = literalKind(value),
              let m = target.as(MemberAccessExprSyntax.self), let base = m.base, case .object(let t)? = staticType(base),
              let p = catalog.types[t]?[property: m.declName.baseName.text], p.collection == .single, !p.isLinkingObjects else { return nil }
        // An `NSNumber?` takes a literal of any number or a Boolean, as NSNumber is expressible by each.
        if catalog.numberProperties.contains("\(t).\(p.name)"), [.int, .float, .bool].contains(literal) { return nil }
        let fits: Bool
        switch p.type {
        case _ where literal == .nilLiteral: fits = p.isOptional
        case .int: fits = literal == .int
        case .float, .double: fits = literal == .int || literal == .float
        case .bool: fits = literal == .bool
        case .string: fits = literal == .string
        case .mixed, .object: fits = false
        default: return nil
        }
        return fits ? nil : (t, p, literal)
    }

    static func typeText(_ p: PropertySchema) -> String {
        (p.type.objectType ?? (p.type == .mixed ? "AnyRealmValue" : swiftName(p.type))) + (p.isOptional ? "?" : "")
    }

    /// The kind of a literal expression (a negated number counts as the number).
    func literalKind(_ e: ExprSyntax) -> LiteralKind? {
        if e.is(IntegerLiteralExprSyntax.self) { return .int }
        if e.is(FloatLiteralExprSyntax.self) { return .float }
        if e.is(BooleanLiteralExprSyntax.self) { return .bool }
        if e.is(StringLiteralExprSyntax.self) { return .string }
        if e.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-",
           let inner = literalKind(p.expression), inner == .int || inner == .float { return inner }
        return nil
    }

    /// A throwing member needs `try`, an async one `await`, as Swift requires.
    /// `declared` are the declarations the call may be; only when all of them
    /// throw (or are async) is the mark required.
    private func checkEffects(_ declared: [ApiMember], _ c: FunctionCallExprSyntax, _ name: String, _ labels: [String]) {
        guard !declared.isEmpty else { return }
        let signature = Messages.signature(name, labels)
        if declared.allSatisfy(\.isThrowing), !isMarked(c, TryExprSyntax.self) {
            sink.error(.missingTry, "call to '\(signature)' can throw but is not marked with 'try'", at: location(c))
        }
        if declared.allSatisfy(\.isAsync), !isMarked(c, AwaitExprSyntax.self) {
            sink.error(.missingAwait, "'\(signature)' is async and must be marked with 'await'", at: location(c))
        }
    }

    /// Whether a `try` (or `await`) covers this call: one of its enclosing
    /// expressions in the same statement, not beyond a closure.
    func isMarked<T: SyntaxProtocol>(_ c: FunctionCallExprSyntax, _ mark: T.Type) -> Bool {
        var node = c.parent
        while let n = node {
            if n.is(mark) { return true }
            if n.is(ClosureExprSyntax.self) || n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { return false }
            node = n.parent
        }
        return false
    }

    /// `Realm()` throws (api-surface.md §1 #8): without `try` Swift refuses it.
    func checkInitialiser(_ name: String, _ c: FunctionCallExprSyntax) {
        guard ApiDeclarations.throwingInitialisers.contains(name), !isMarked(c, TryExprSyntax.self) else { return }
        sink.error(.missingTry, "call to '\(name)()' can throw but is not marked with 'try'", at: location(c))
    }

    /// `.strng("x")` and `.int("x")`: an AnyRealmValue case that does not
    /// exist near a name that does, or a literal payload of the wrong type.
    func checkEnumCase(_ name: String, _ c: FunctionCallExprSyntax) {
        if let payload = Interpreter.mixedCases[name] {
            guard expectedErrorDepth == 0, c.arguments.count == 1, let arg = c.arguments.first,
                  let literal = literalKind(arg.expression) else { return }
            let type: ApiType = switch payload {
            case .int: .int
            case .bool: .bool
            case .float, .double: .double
            case .string: .string
            default: .any
            }
            if type != .any, !type.accepts(literal) {
                sink.error(.wrongArgumentType,
                           "AnyRealmValue case '.\(name)' holds \(Self.withArticle(Self.swiftName(payload))), not \(literal.article) literal",
                           at: location(arg.expression))
            }
            return
        }
        if ApiDeclarations.mixedOtherCases.contains(name) || Self.otherPayloadCases.contains(name) { return }
        let names = Array(Interpreter.mixedCases.keys) + Array(ApiDeclarations.mixedOtherCases)
        if let near = ApiDeclarations.nearest(name, among: names) {
            sink.error(.unknownMember, "unknown AnyRealmValue case '.\(name)'; did you mean '.\(near)'?", at: location(c.calledExpression))
        }
    }

    /// Enum cases with a payload of the other enums a scenario spells (changes, errors).
    static let otherPayloadCases: Set<String> = ["initial", "update", "error", "change", "deleted", "didChange", "some"]
}

extension ApiType {
    /// "an Int", "a String".
    var withArticle: String { Compiler.withArticle(description) }
}

extension LiteralKind {
    var article: String {
        switch self {
        case .int: return "an integer"
        case .float: return "a floating-point"
        case .bool: return "a Boolean"
        case .string: return "a string"
        case .nilLiteral: return "a nil"
        }
    }
}
