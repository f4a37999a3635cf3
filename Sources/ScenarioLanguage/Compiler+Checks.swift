// Lint checks made while compiling: unknown model types and properties,
// unknown Realm API members, wrong argument labels, unknown error kinds,
// unknown names. They use the interpreter's member tables, so lint and
// runtime agree.
// Related documentation: docs/writing-scenarios.md#what-a-lint-error-fails.

internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// Names of plain values the runtime hands to blocks (change sets, property changes).
    static let plainMembers: Set<String> = [
        "deletions", "insertions", "modifications", "name", "oldValue", "newValue", "previousValue", "localizedDescription",
        "description", "rawValue",
        // A declared CustomPersistable's value, held as its persisted value (PersistedWrapper.swift).
        "persistableValue",
        // A map entry's, in `for entry in map` (api-surface.md §9 M35).
        "key", "value",
        // Schema and configuration values (Interpreter+Schema.swift).
        "properties", "primaryKeyProperty", "isPrimary", "isIndexed", "isOptional", "readOnly", "schemaVersion", "objectTypes",
    ]

    func isTypeName(_ name: String) -> Bool {
        // `[Decimal128].self`, `[Int?].self`: a Swift array of a type the language knows.
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            let element = name.dropFirst().dropLast()
            return isTypeName(String(element.hasSuffix("?") ? element.dropLast() : element))
        }
        return catalog.isKnownType(name) || catalog.enums[name] != nil || catalog.wrappers[name] != nil || Interpreter.isValueType(name) || ["XCTest", "Object", "EmbeddedObject"].contains(name)
            || isCollectionTypeName(name)
    }

    /// The static type of an expression, when lint can tell it.
    func staticType(_ e: ExprSyntax) -> StaticType? {
        if let t = e.as(TryExprSyntax.self) { return staticType(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return staticType(a.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return staticType(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return staticType(o.expression) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return lookupStatic(r.baseName.text) }
        if let c = e.as(FunctionCallExprSyntax.self) { return callType(c) }
        // `x as! Dog`, `x as? Dog`: an object of the model class cast to.
        if let a = e.as(AsExprSyntax.self) {
            let type = a.type.trimmedDescription
            return catalog.types[type] != nil ? .object(type) : nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            switch staticType(base) {
            case .collection(let t)? where ["first", "last"].contains(name): return .object(t)
            case .object(let t)?:
                guard let p = catalog.types[t]?[property: name], let target = p.type.objectType else { return nil }
                return p.collection == .single && !p.isLinkingObjects ? .object(target) : .collection(of: target)
            default: return nil
            }
        }
        return nil
    }

    private func callType(_ c: FunctionCallExprSyntax) -> StaticType? {
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if name == "Realm" { return .realm }
            return catalog.types[name] != nil ? .object(name) : nil
        }
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        let name = m.declName.baseName.text
        if let t = objcCallType(c, base, name) { return t }
        let firstType = c.arguments.first.flatMap { typeArgument($0.expression) }
        if let r = base.as(DeclReferenceExprSyntax.self), catalog.types[r.baseName.text] != nil,
           ["allObjects", "objects"].contains(name) {
            return .collection(of: r.baseName.text)
        }
        switch (staticType(base), name) {
        case (.realm?, "objects"): return firstType.flatMap { catalog.types[$0] != nil ? .collection(of: $0) : nil }
        case (.realm?, "object"), (.realm?, "create"): return firstType.map { .object($0) }
        case (.collection(let t)?, let n) where ["where", "filter", "sorted", "distinct", "freeze", "thaw", "objectsWhere", "sortedResults", "distinctResults"].contains(n):
            return .collection(of: t)
        case (.collection(let t)?, let n) where ["firstObject", "lastObject", "object"].contains(n): return .object(t)
        case (.object(let t)?, "freeze"), (.object(let t)?, "thaw"): return .object(t)
        // `decoder.decode(Dog.self, from: data)`: a new object of the model class.
        case (_, "decode") where c.arguments.count == 2 && c.arguments.last?.label?.text == "from":
            return firstType.flatMap { catalog.types[$0] != nil ? .object($0) : nil }
        default: return nil
        }
    }

    private func typeArgument(_ e: ExprSyntax) -> String? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let b = m.base else { return nil }
        return sourceText(b)
    }

    func checkIdentifier(_ name: String, at node: some SyntaxProtocol) {
        if name.hasPrefix("$") || name == "_" || lookupStatic(name) != nil || isTypeName(name) { return }
        if Interpreter.globals[name] != nil || Compiler.assertionNames.contains(name) || name == "NSNotFound" { return }
        sink.error(.undefinedVariable, "unknown name '\(name)'", at: location(node))
    }

    /// `base.name`: a property of a known model type or a member some table knows.
    func checkMember(_ name: String, of base: ExprSyntax, at node: some SyntaxProtocol) {
        if Int(name) != nil { return }
        // `$0.anyCol.any`, `$0.anyCol[0].any`: a where closure's wildcard subscript of an AnyRealmValue.
        if name == "any", base.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true { return }
        if let r = base.as(DeclReferenceExprSyntax.self), isTypeName(r.baseName.text), lookupStatic(r.baseName.text) == nil {
            if let k = modelClassReceiver(r.baseName.text)?.kind, refuseObjectiveCSpelling(name, on: k, at: node) { return }
            if MemberTableSet.shared.type[name] == nil {
                sink.error(.unknownMember, Messages.unknownMember(name, on: r.baseName.text), at: location(node))
            }
            return
        }
        // A projection: its declared properties (rootObject, realm, …) are uses; its projected ones are its class's.
        let receiver = receiverKind(base)
        if receiver?.kind == .projection, let p = ApiDeclarations.members(.projection, named: name).first(where: \.isProperty) {
            noteApiUse(.projection, p)
        }
        // A receiver of an SDK type lint can tell: its own declared members only.
        if let r = receiver, ![.object, .rlmObject, .projection].contains(r.kind) {
            let declared = ApiDeclarations.members(r.kind, named: name)
            if refuseObjectiveCSpelling(name, on: r.kind, at: node) { return }
            // Read as a property, the name must be a declared property (`map.first` is not).
            let access = node.parent?.as(MemberAccessExprSyntax.self)
            let isCallee = access.map { a in a.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(a).id } ?? true
            if let p = declared.first(where: \.isProperty), !isCallee { noteApiUse(r.kind, p) }
            if declared.contains(where: { isCallee || $0.isProperty }) { return }
            let names = (ApiDeclarations.byReceiver[r.kind] ?? []).map(\.name)
            let hint = declared.first.map { m in "; it is a method: '\(Messages.signature(name, m.labelLists.first ?? []))'" }
                ?? ApiDeclarations.nearest(name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            sink.error(.unknownMember, Messages.unknownMember(name, on: r.kind.rawValue) + hint, at: location(node))
            return
        }
        switch staticType(base) {
        case .object(let t)?:
            noteDeclaredLinkingObjects(type: t, property: name)
            // An RLMObject has its own declared members only, not Swift Object's.
            let kind = objectReceiver(t)
            if catalog.types[t]?[property: name] == nil, refuseObjectiveCSpelling(name, on: kind, at: node) { return }
            if catalog.types[t]?[property: name] == nil, let p = ApiDeclarations.members(kind, named: name).first(where: \.isProperty) { noteApiUse(kind, p, on: base) }
            let known = kind == .object ? MemberTableSet.shared.object[name] != nil : !ApiDeclarations.members(kind, named: name).isEmpty
            if catalog.types[t]?[property: name] != nil || known || catalog.ignoredProperties.contains("\(t).\(name)") { return }
            let hint = catalog.types[t].map { catalog.propertyHint([name], from: $0) } ?? ""
            sink.error(.unknownProperty, Messages.unknownProperty(name, on: t) + hint, at: location(node))
        case .realm?:
            if MemberTableSet.shared.realm[name] != nil { return }
            sink.error(.unknownMember, Messages.unknownMember(name, on: "Realm"), at: location(node))
        case .collection(let t)?:
            if MemberTables.collectionNames.contains(name) || MemberTables.collectionNames.contains(name + "()") { return }
            sink.error(.unknownMember, Messages.unknownMember(name, on: "collection of '\(t)'"), at: location(node))
        default:
            if isKnownAnywhere(name) { return }
            sink.error(.unknownMember, Messages.unknownMember(name), at: location(node))
        }
    }

    /// An Objective-C spelling on a Swift receiver (`realm.addObjects(_:)`, `list.firstObject()`):
    /// refused, naming the Swift spelling and the Objective-C type that declares it. True when refused.
    func refuseObjectiveCSpelling(_ name: String, on receiver: ApiReceiver, at node: some SyntaxProtocol) -> Bool {
        guard let why = ApiDeclarations.objectiveCOnly(name, on: receiver) else { return false }
        sink.error(.unknownMember, why, at: location(node))
        return true
    }

    private func isKnownAnywhere(_ name: String) -> Bool {
        if MemberTables.all[name] != nil || Self.plainMembers.contains(name) { return true }
        if catalog.types.values.contains(where: { $0[property: name] != nil }) { return true }
        return catalog.projections.values.contains { $0.properties.contains { $0.name == name } }
    }

    /// Whether every table that knows `name` knows it as a property.
    private func isPropertyOnly(_ name: String) -> Bool {
        MemberTables.byKind.allSatisfy { _, table in table[name + "()"] == nil && table[name]?.labels == nil }
            && MemberTableSet.shared.mixed[name] == nil
    }

    /// A member call's labels against every label list the tables accept for that name.
    func checkLabels(_ name: String, labels: [String], at node: some SyntaxProtocol) {
        guard let entry = MemberTables.all[name] else { return }
        guard let lists = entry else {
            if labels.isEmpty, isPropertyOnly(name) {
                sink.error(.wrongLabels, "'\(name)' is a property, not a method; remove the parentheses", at: location(node))
            }
            return
        }
        if lists.contains(where: { Member.matches($0, labels) }) { return }
        sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: lists), at: location(node))
    }

    /// A global call: a model initialiser, a known function, or a local closure.
    func checkGlobal(_ name: String, labels: [String], at node: some SyntaxProtocol) {
        if checkHelperCall(name, labels: labels, at: node) { return }
        if lookupStatic(name) != nil { return }
        if catalog.types[name] != nil {
            if labels.isEmpty || labels == ["value"] { return }
            sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: [[], ["value"]]), at: location(node))
            return
        }
        if catalog.projections[name] != nil {
            if labels == ["projecting"] { return }
            sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: [["projecting"]]), at: location(node))
            return
        }
        guard let lists = Interpreter.globals[name] else {
            if name.first?.isUppercase == true {
                sink.error(.unknownType, Messages.unknownType(name), at: location(node))
            } else {
                sink.error(.unknownFunction, Messages.unknownFunction(name), at: location(node))
            }
            return
        }
        if lists.contains(where: { Member.matches($0, labels) }) { return }
        sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: lists), at: location(node))
    }

    /// `assertThrows(expr)`, `assertThrows(expr, .kind)`, `assertThrows(expr, reason: "text")` or
    /// `assertThrows(expr, .kind, reason: "text")`: the kind must be an error kind;
    /// `XCTAssertEqual(a, b)`: a property and a literal must be of one type.
    func checkAssertion(_ name: String, _ c: FunctionCallExprSyntax) {
        let args = Array(c.arguments)
        if ["XCTAssertEqual", "XCTAssertNotEqual"].contains(name), args.count >= 2, args[0].label == nil, args[1].label == nil {
            checkComparedLiteral(args[0].expression, args[1].expression)
            noteEquality(args[0].expression, args[1].expression)
        }
        guard name == "assertThrows" else { return }
        let kindAndReason = args.count == 3 && args[1].label == nil && args[2].label?.text == "reason"
        guard args.count <= 2 || kindAndReason, args.first?.label == nil else {
            sink.error(.wrongLabels, "'assertThrows' takes an expression, and an error kind such as '.notInWriteTransaction', 'reason:', or both",
                       at: location(c))
            return
        }
        // `assertThrows(expr)`: any Realm error (never a call the engine does not implement).
        guard args.count > 1 else { return }
        if let reason = args.last, reason.label?.text == "reason" {
            let kind = kindAndReason ? args[1].expression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text) : nil
            noteReason(reason.expression, kind: kind, of: c)
        }
        let second = args[1]
        if second.label?.text == "reason" { return }
        guard second.label == nil, let m = second.expression.as(MemberAccessExprSyntax.self), m.base == nil else {
            sink.error(.wrongLabels, "the second argument of 'assertThrows' must be an error kind such as '.notInWriteTransaction' or 'reason: \"text\"'",
                       at: location(second))
            return
        }
        let kind = m.declName.baseName.text
        if ErrorKind(rawValue: kind) == nil {
            sink.error(.unknownErrorKind, Messages.unknownErrorKind(kind), at: location(m.declName))
        }
    }
}
