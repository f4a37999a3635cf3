// What each scenario uses of the SDK, recorded while lint checks it: the
// declared members it calls on receivers whose type lint knows, each with
// the one api-surface.md row that call credits, and the reason texts it
// asserts with `assertThrows(…, reason: "…")`. The coverage report counts
// the rows and maps the reasons to exceptions.md rows. Every member comes
// from the typed declaration (ApiDeclaration*.swift); recording costs a
// set insertion per checked call.
// Related SDK sections: sdk-api, sdk-messages.

internal import RealmRules
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

/// Collects a scenario's uses while it compiles.
struct ApiUsageRecorder {
    var members = ApiUseSet()
    var reasons: [String] = []
    /// Per reason, the position of the `assertThrows` that asserts it.
    var reasonSites: [Int] = []
    /// Per reason, the error kind its `assertThrows` asserts beside it (nil: none).
    var reasonKinds: [String?] = []
    /// Per reason, the line of the `assertThrows` that asserts it.
    var reasonLines: [Int] = []
    /// Names bound to a constant text (`let text = "…"`), for a reason given by name.
    var strings: [String: String] = [:]
    /// Names bound by `let` to an array literal, with the literal: a later
    /// `realm.delete(dogs)` resolves as `realm.delete([a, b])` does.
    var arrays: [String: ArrayExprSyntax] = [:]
}

extension Compiler {
    /// A call (or property read) that lint bound to a declaration of a known
    /// receiver; on an object whose class lint knows to be embedded, it is
    /// the EmbeddedObject's member.
    func noteApiUse(_ receiver: ApiReceiver, _ member: ApiMember, on base: ExprSyntax? = nil) {
        let embedded = [.objectClass, .rlmObjectClass].contains(receiver) ? isEmbeddedClass(base) : base.map(isEmbedded) ?? false
        apiUsage.members.insert(ApiUse(receiver: receiver.typeName(embedded: embedded), name: member.name,
                                       id: member.id(on: receiver, embedded: embedded),
                                       row: member.row(on: receiver, embedded: embedded)))
    }

    /// A member spelt other than after a dot (an initialiser, subscript, `==`, case, conformance).
    func noteSpelt(_ form: ApiForm, _ receiver: ApiReceiver, _ name: String, labels: [String]? = nil, on base: ExprSyntax? = nil) {
        guard let member = ApiDeclarations.spelt(form, receiver, name, labels: labels) else { return }
        noteApiUse(receiver, member, on: base)
    }

    private func isEmbedded(_ base: ExprSyntax) -> Bool {
        guard case .object(let t)? = staticType(base) else { return false }
        return catalog.types[t]?.isEmbedded == true
    }

    /// `Dog` in `Dog.className()`: an embedded model class.
    private func isEmbeddedClass(_ base: ExprSyntax?) -> Bool {
        guard let r = base?.as(DeclReferenceExprSyntax.self) else { return false }
        return catalog.types[r.baseName.text]?.isEmbedded == true
    }

    /// `Dog()` and `Dog(value: …)`: a model class's initialisers; `Realm()`;
    /// a projection's `init(projecting:)`; `AnyRealmValue()`.
    func noteInitialiser(_ type: String, labels: [String]) {
        if type == "Realm" { return noteSpelt(.initialiser, .realm, "init", labels: labels) }
        if type == "AnyRealmValue" { return noteSpelt(.initialiser, .mixed, "init", labels: labels) }
        if type == "AnyRealmCollection" { return noteSpelt(.initialiser, .anyRealmCollection, "init", labels: labels) }
        if catalog.projections[type] != nil { return noteSpelt(.initialiser, .projection, "init", labels: labels) }
        let kind = objectReceiver(type)
        guard let schema = catalog.types[type], let member = ApiDeclarations.spelt(.initialiser, kind, "init", labels: labels) else { return }
        apiUsage.members.insert(ApiUse(receiver: kind.typeName(embedded: schema.isEmbedded), name: member.name,
                                       id: member.id(on: kind, embedded: schema.isEmbedded),
                                       row: member.row(on: kind, embedded: schema.isEmbedded)))
    }

    /// An AnyRealmValue case spelt as a value or as a pattern (`.int(5)`,
    /// `AnyRealmValue.none`, `if case .string(let s) = v`), or a static spelt
    /// like one (`AnyRealmValue.fromArray(_:)`). A base other than
    /// `AnyRealmValue` (`UpdatePolicy.all`) is another enum's. A case with a
    /// payload spelt without its arguments (`.date`) is another enum's too
    /// (`RLMPropertyType.date`, `PropertyType.date`): only `.date(d)` is
    /// AnyRealmValue's.
    func noteMixedCase(_ name: String, base: ExprSyntax?, called: Bool) {
        if let base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "AnyRealmValue" { return }
        if !called, ApiDeclarations.spelt(.enumCase, .mixed, name)?.params != nil { return }
        noteSpelt(.enumCase, .mixed, name)
    }

    /// `list[0]`, `results[0]`, `map["k"]`, `dog["name"]`, `list[1..<3]`: the subscript of a receiver lint knows.
    func noteSubscript(_ base: ExprSyntax, assigned: Bool = false, bounds: Bool = false) {
        guard let kind = receiverKind(base)?.kind else { return }
        // An assignment is the setter where the type declares one of its own (RLMObject, RLMArray, RLMDictionary).
        if assigned, !bounds, ApiDeclarations.spelt(.subscript, kind, "subscript", labels: ["_", "_"]) != nil {
            return noteSpelt(.subscript, kind, "subscript", labels: ["_", "_"], on: base)
        }
        noteSpelt(.subscript, kind, "subscript", labels: bounds ? ["bounds"] : ["_"], on: base)
    }

    /// `a == b`, `a != b`, `XCTAssertEqual(a, b)`, `XCTAssertNotEqual(a, b)`:
    /// the `==` of the receivers' type when lint knows both sides to be of
    /// one SDK type (an AnyRealmValue may be compared with a case such as `.int(1)`).
    func noteEquality(_ a: ExprSyntax, _ b: ExprSyntax) {
        guard let ka = receiverKind(a)?.kind else {
            if isMixedCase(a), receiverKind(b)?.kind == .mixed { noteEquality(b, a) }
            return
        }
        let kb = receiverKind(b)?.kind
        guard kb == ka || (ka == .mixed && kb == nil && isMixedCase(b)) else { return }
        if ka == .realm { return noteApiUse(.realm, ApiDeclarations.members(.realm, named: "==")[0]) }
        let embedded = ka == .object && (isEmbedded(a) || isEmbedded(b))
        guard let member = ApiDeclarations.spelt(.operator, ka, "==") else { return }
        apiUsage.members.insert(ApiUse(receiver: ka.typeName(embedded: embedded), name: "==", id: member.id(on: ka, embedded: embedded),
                                       row: member.row(on: ka, embedded: embedded)))
    }

    /// `.int(1)`, `.none`, `AnyRealmValue.string("x")`: a case of AnyRealmValue.
    private func isMixedCase(_ e: ExprSyntax) -> Bool {
        let callee = e.as(FunctionCallExprSyntax.self)?.calledExpression ?? e
        guard let m = callee.as(MemberAccessExprSyntax.self) else { return false }
        let name = m.declName.baseName.text
        guard Interpreter.mixedCases[name] != nil || ApiDeclarations.mixedOtherCases.contains(name) else { return false }
        guard let base = m.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyRealmValue"
    }

    /// `a..<b`, `a...b`: a range, as a subscript's bounds.
    func isRangeExpression(_ e: ExprSyntax) -> Bool {
        guard let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self) else { return false }
        return ["..<", "..."].contains(op.operator.text)
    }

    /// `List<Int>()`, `MutableSet<String>()`, `Map<String, Int>()`: an empty
    /// unmanaged collection; `List<Dog>(collection: rlmArray)` wraps one.
    func noteCollectionInitialiser(_ name: String, labels: [String]) {
        guard let kind = Self.unmanagedCollectionKinds[name] else { return }
        noteSpelt(.initialiser, kind, "init", labels: labels)
    }

    static let unmanagedCollectionKinds: [String: ApiReceiver] = ["List": .list, "MutableSet": .set, "Map": .map]

    /// A read of linking objects its class declares with `LinkingObjects(fromType:property:)`.
    func noteDeclaredLinkingObjects(type: String, property: String) {
        guard catalog.declaredLinkingObjects.contains("\(type).\(property)") else { return }
        noteSpelt(.initialiser, .linkingObjects, "init", labels: ["fromType", "property"])
    }

    /// `List<Int>`, `MutableSet<String?>`, `Map<String, Int>`, `RLMArray<Dog>`: a
    /// collection type a declaration initialises, spelt with its element type
    /// (`List<Int>.self` for a decoder).
    func isCollectionTypeName(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return false }
        return Interpreter.creatableCollections[String(name[..<open])] != nil
    }

    /// `JSONEncoder().encode(collection)`: the collection's `encode(to:)`;
    /// `JSONDecoder().decode(List<Int>.self, from: data)`: the type's `init(from:)`.
    func noteCoding(_ c: FunctionCallExprSyntax, _ m: MemberAccessExprSyntax) {
        guard let call = m.base?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let coder = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = c.arguments.first?.expression else { return }
        switch (coder, m.declName.baseName.text) {
        case ("JSONEncoder", "encode"):
            guard let kind = receiverKind(first)?.kind, ApiReceiver.collections.contains(kind) else { return }
            noteSpelt(.conformance, kind, "encode")
        case ("JSONDecoder", "decode"):
            guard let t = first.as(MemberAccessExprSyntax.self), t.declName.baseName.text == "self",
                  let g = t.base?.as(GenericSpecializationExprSyntax.self),
                  let kind = Self.unmanagedCollectionKinds[g.expression.trimmedDescription] else { return }
            noteSpelt(.initialiser, kind, "init", labels: ["from"])
        default: return
        }
    }

    /// `for x in collection`: the collection's `makeIterator()`.
    func noteIteration(_ sequence: ExprSyntax) {
        guard let kind = receiverKind(sequence)?.kind, ApiReceiver.collections.contains(kind) else { return }
        noteSpelt(.conformance, kind, "makeIterator")
    }

    /// The `reason:` argument of an `assertThrows`, evaluated (ApiUsage+Reasons.swift).
    func noteReason(_ e: ExprSyntax, kind: String?, of assertion: FunctionCallExprSyntax) {
        guard let text = foldedString(e) else { return }
        apiUsage.reasons.append(text)
        apiUsage.reasonKinds.append(kind)
        apiUsage.reasonSites.append(assertion.positionAfterSkippingLeadingTrivia.utf8Offset)
        apiUsage.reasonLines.append(location(assertion).line)
    }

    /// `let text = "…"` (or `"…" + other`): remembered for a later `reason: text`.
    func noteStringConstant(_ name: String, _ value: ExprSyntax) {
        apiUsage.strings[name] = isConstantInitialiser(value) ? foldedString(value) : nil
    }

    /// `let dogs = [a, b]`: remembered so that an argument `dogs` has the literal's shape.
    func noteArrayConstant(_ name: String, _ value: ExprSyntax) {
        apiUsage.arrays[name] = isConstantInitialiser(value) ? value.as(ArrayExprSyntax.self) : nil
    }

    /// The uses recorded since the last call, in a stable order; starts afresh.
    func takeApiUsage() -> ScenarioApiUsage {
        defer { apiUsage = ApiUsageRecorder() }
        let members = apiUsage.members.sorted(by: ApiUse.precedes)
        let sites = apiUsage.members.refusalsBySite
        let reasonMembers = apiUsage.reasonSites.map { site in (sites[site] ?? []).map(\.id).sorted() }
        return ScenarioApiUsage(members: members, reasons: apiUsage.reasons, checked: checkedApiUses(),
                                results: resultApiUses(), refusals: refusalApiUses(), reasonMembers: reasonMembers,
                                 reasonKinds: apiUsage.reasonKinds, reasonLines: apiUsage.reasonLines)
    }
}
