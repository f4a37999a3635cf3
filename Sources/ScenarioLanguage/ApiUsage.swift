// What each scenario uses of the SDK, recorded while lint checks it: the
// declared members it calls on receivers whose type lint knows, and the
// reason texts it asserts with `assertThrows(…, reason: "…")`. The coverage
// report maps the members to api-surface.md rows and the reasons to
// exceptions.md rows. Recording costs a set insertion per checked call.
// Related SDK sections: sdk-api, sdk-messages.

import RealmRules
import SwiftSyntax

/// One declared member called on a receiver of a known type.
public struct ApiUse: Hashable, Sendable, Codable {
    /// The receiver type ("List").
    public var receiver: String
    public var name: String
    /// The declaration's api-surface.md rows ("§5 L6").
    public var ref: String
    /// The member's id in Swift's spelling (`List.append(_:)`; see `ApiMemberIds`).
    public var id: String
}

/// What one scenario uses of the SDK.
public struct ScenarioApiUsage: Hashable, Sendable, Codable {
    public var members: [ApiUse] = []
    /// The reason texts of its `assertThrows(…, reason:)` calls, in order.
    public var reasons: [String] = []
    /// The members whose result or change reaches an assertion (ApiUsage+Checked.swift).
    public var checked: [ApiUse] = []

    /// The ids of the members that earn credit for a claim naming them: a
    /// claim counts a scenario only when this holds one of the claim's members.
    /// A member earns it by being checked: its result or its change reaches
    /// an assertion of the scenario.
    public var creditedIds: Set<String> { Set(checked.map(\.id)) }
}

/// Collects a scenario's uses while it compiles.
struct ApiUsageRecorder {
    var members = ApiUseSet()
    var reasons: [String] = []
    /// Names bound to a constant text (`let text = "…"`), for a reason given by name.
    var strings: [String: String] = [:]
}

extension Compiler {
    /// A call (or property read) that lint bound to a declaration of a known
    /// receiver; on an object whose class lint knows to be embedded, it is
    /// the EmbeddedObject's member.
    func noteApiUse(_ receiver: ApiReceiver, _ member: ApiMember, on base: ExprSyntax? = nil) {
        var type = receiver.rawValue
        if receiver == .object, let base, isEmbedded(base) { type = "EmbeddedObject" }
        if receiver == .objectClass { type = classReceiverName(base) }
        apiUsage.members.insert(ApiUse(receiver: type, name: member.name, ref: member.ref, id: member.id(on: receiver)))
    }

    private func isEmbedded(_ base: ExprSyntax) -> Bool {
        guard case .object(let t)? = staticType(base) else { return false }
        return catalog.types[t]?.isEmbedded == true
    }

    /// `Dog()` and `Dog(value: …)`: a model class's initialisers (api-surface.md §2 #1, #2; §3 #1, #2);
    /// `Realm()` (§1 #8); a projection's `init(projecting:)` (§11 P3); `AnyRealmValue()` (§10 A29).
    func noteInitialiser(_ type: String, labels: [String]) {
        if type == "Realm", labels.isEmpty {
            apiUsage.members.insert(ApiUse(receiver: "Realm", name: "init", ref: "§1 #8", id: "Realm.init()"))
            return
        }
        if type == "AnyRealmValue", labels.isEmpty {
            apiUsage.members.insert(ApiUse(receiver: "AnyRealmValue", name: "init", ref: "§10 A29", id: "AnyRealmValue.init()"))
            return
        }
        if catalog.projections[type] != nil, labels == ["projecting"] {
            apiUsage.members.insert(ApiUse(receiver: "Projection", name: "init", ref: "§11 P3", id: "Projection.init(projecting:)"))
            return
        }
        guard let schema = catalog.types[type] else { return }
        let receiver = schema.isEmbedded ? "EmbeddedObject" : "Object"
        let row = labels == ["value"] ? "#2" : "#1"
        let ref = (schema.isEmbedded ? "§3 " : "§2 ") + row + "; §12.2 " + row
        apiUsage.members.insert(ApiUse(receiver: receiver, name: "init", ref: ref,
                                       id: labels == ["value"] ? "Object.init(value:)" : "Object.init()"))
    }

    /// An AnyRealmValue case spelt as a value or as a pattern (`.int(5)`,
    /// `AnyRealmValue.none`, `if case .string(let s) = v`): its row of
    /// api-surface.md §10 (A1–A14); `AnyRealmValue.fromArray(_:)` and
    /// `fromDictionary(_:)`, spelt the same way, are A31 and A30. A base
    /// other than `AnyRealmValue` (`UpdatePolicy.all`) is another enum's.
    func noteMixedCase(_ name: String, base: ExprSyntax?) {
        if let base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "AnyRealmValue" { return }
        guard let row = ApiDeclarations.mixedCaseRows[name] else { return }
        apiUsage.members.insert(ApiUse(receiver: "AnyRealmValue", name: name, ref: "§10 \(row)",
                                       id: ApiMemberIds.mixedCaseId(name)))
    }

    /// `list[0]`, `results[0]`, `map["k"]`, `dog["name"]`: the subscript of a receiver lint knows;
    /// read, it is also the Objective-C class's objectAtIndexedSubscript: (objectForKeyedSubscript:
    /// of a map), assigned its setObject:atIndexedSubscript: (setObject:forKeyedSubscript:).
    func noteSubscript(_ base: ExprSyntax, assigned: Bool = false, bounds: Bool = false) {
        let ref: String
        var receiver: String
        if bounds {
            // `list[1..<3]`: the subscript(bounds:) slice (§5 L16 on a List, §4 RC7 elsewhere).
            switch receiverKind(base)?.kind {
            case .list?: (receiver, ref) = ("List", "§5 L16")
            case .results?: (receiver, ref) = ("Results", "§4 RC7")
            case .set?: (receiver, ref) = ("MutableSet", "§4 RC7")
            case .linkingObjects?: (receiver, ref) = ("LinkingObjects", "§4 RC7")
            default: return
            }
            apiUsage.members.insert(ApiUse(receiver: receiver, name: "subscript(bounds:)", ref: ref,
                                           id: "\(receiver).subscript(bounds:)"))
            return
        }
        let read = "; §12.4 objectAtIndexedSubscript:"
        switch receiverKind(base)?.kind {
        case .list?: (receiver, ref) = ("List", "§5 L3" + (assigned ? "; §12.5 #32" : read))
        case .results?: (receiver, ref) = ("Results", "§6 R2" + read)
        case .set?: (receiver, ref) = ("MutableSet", "§7 S4")
        case .linkingObjects?: (receiver, ref) = ("LinkingObjects", "§8 LO3" + read)
        case .map?: (receiver, ref) = ("Map", "§9 M13; §12.8 " + (assigned ? "setObject:forKeyedSubscript:" : "objectForKeyedSubscript:"))
        case .object?: (receiver, ref) = ("Object", "§2 #7; §12.2 " + (assigned || isAssignedSubscript(base) ? "#38" : "#37"))
        default: return
        }
        let id = "\(receiver).subscript(_:)"
        if receiver == "Object", isEmbedded(base) { receiver = "EmbeddedObject" }
        apiUsage.members.insert(ApiUse(receiver: receiver, name: "subscript", ref: ref, id: id))
    }

    /// `a == b`, `a != b`, `XCTAssertEqual(a, b)`, `XCTAssertNotEqual(a, b)`:
    /// the `==` of the receivers' type when lint knows both sides to be of
    /// one SDK type (an AnyRealmValue may be compared with a case such as
    /// `.int(1)`). api-surface.md §1 #51, §2 #26, §5 L26, §6 R3, §7 S22,
    /// §8 LO4, §9 M39, §10 A33, §11 P4.
    func noteEquality(_ a: ExprSyntax, _ b: ExprSyntax) {
        guard let ka = receiverKind(a)?.kind else {
            if isMixedCase(a), receiverKind(b)?.kind == .mixed { noteEquality(b, a) }
            return
        }
        let kb = receiverKind(b)?.kind
        guard kb == ka || (ka == .mixed && kb == nil && isMixedCase(b)) else { return }
        let ref: String
        var receiver = ka.rawValue
        switch ka {
        case .realm: ref = "§1 #51"
        case .object:
            ref = "§2 #26"
            if isEmbedded(a) || isEmbedded(b) { receiver = "EmbeddedObject" }
        case .results: ref = "§6 R3"
        case .list: ref = "§5 L26"
        case .set: ref = "§7 S22"
        case .map: ref = "§9 M39"
        case .linkingObjects: ref = "§8 LO4"
        case .mixed: ref = "§10 A33"
        case .projection: ref = "§11 P4"
        case .token, .objectClass, .rlmRealmClass: return
        }
        apiUsage.members.insert(ApiUse(receiver: receiver, name: "==", ref: ref, id: "\(ka.rawValue).=="))
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
    /// unmanaged collection (api-surface.md §5 L1, §7 S1, §9 M5).
    /// `List<Dog>(collection: rlmArray)` is §5 L2, §7 S2, §9 M6.
    func noteCollectionInitialiser(_ name: String, labels: [String]) {
        guard labels.isEmpty || labels == ["collection"], let kind = Self.unmanagedCollectionKinds[name] else { return }
        let wraps = !labels.isEmpty
        let ref = switch kind {
        case .list: wraps ? "§5 L2" : "§5 L1"
        case .set: wraps ? "§7 S2" : "§7 S1"
        default: wraps ? "§9 M6" : "§9 M5"
        }
        apiUsage.members.insert(ApiUse(receiver: kind.rawValue, name: "init", ref: ref,
                                       id: "\(kind.rawValue).init(\(wraps ? "collection:" : ""))"))
    }

    static let unmanagedCollectionKinds: [String: ApiReceiver] = ["List": .list, "MutableSet": .set, "Map": .map]

    /// `observe(keyPaths: [\Dog.age]) { … }` on a collection: the Swift
    /// key-path form of observe (api-surface.md §4 RC39), besides the
    /// string form the declaration binds.
    func noteKeyPathObservation(_ receiver: ApiReceiver, _ decl: ApiMember, _ c: FunctionCallExprSyntax) {
        guard decl.name == "observe", ApiReceiver.realmCollections.contains(receiver),
              let paths = c.arguments.first(where: { $0.label?.text == "keyPaths" })?.expression.as(ArrayExprSyntax.self),
              !paths.elements.isEmpty, paths.elements.allSatisfy({ $0.expression.is(KeyPathExprSyntax.self) }) else { return }
        apiUsage.members.insert(ApiUse(receiver: receiver.rawValue, name: "observe(keyPaths:)", ref: "§4 RC39",
                                       id: "\(receiver.rawValue).observe(keyPaths:_:)"))
    }

    /// A read of linking objects its class declares with
    /// `LinkingObjects(fromType:property:)` (api-surface.md §8 LO1).
    func noteDeclaredLinkingObjects(type: String, property: String) {
        guard catalog.declaredLinkingObjects.contains("\(type).\(property)") else { return }
        apiUsage.members.insert(ApiUse(receiver: "LinkingObjects", name: "init(fromType:property:)", ref: "§8 LO1",
                                       id: "LinkingObjects.init(fromType:property:)"))
    }

    /// `List<Int>`, `MutableSet<String?>`, `Map<String, Int>`: a collection type
    /// spelt with its element type (`List<Int>.self` for a decoder).
    func isCollectionTypeName(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return false }
        return Self.unmanagedCollectionKinds[String(name[..<open])] != nil
    }

    /// `JSONEncoder().encode(collection)`: the collection's `encode(to:)`
    /// (api-surface.md §4 RC49, §9 M38); `JSONDecoder().decode(List<Int>.self,
    /// from: data)`: the type's `init(from:)` (§5 L24, §7 S20, §9 M37).
    func noteCoding(_ c: FunctionCallExprSyntax, _ m: MemberAccessExprSyntax) {
        guard let call = m.base?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let coder = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = c.arguments.first?.expression else { return }
        switch (coder, m.declName.baseName.text) {
        case ("JSONEncoder", "encode"):
            guard let kind = receiverKind(first)?.kind, ApiReceiver.collections.contains(kind) else { return }
            apiUsage.members.insert(ApiUse(receiver: kind.rawValue, name: "encode(to:)", ref: kind == .map ? "§9 M38" : "§4 RC49",
                                           id: "\(kind.rawValue).encode(to:)"))
        case ("JSONDecoder", "decode"):
            guard let t = first.as(MemberAccessExprSyntax.self), t.declName.baseName.text == "self",
                  let g = t.base?.as(GenericSpecializationExprSyntax.self),
                  let kind = Self.unmanagedCollectionKinds[g.expression.trimmedDescription] else { return }
            let ref = switch kind {
            case .list: "§5 L24"
            case .set: "§7 S20"
            default: "§9 M37"
            }
            apiUsage.members.insert(ApiUse(receiver: kind.rawValue, name: "init(from:)", ref: ref, id: "\(kind.rawValue).init(from:)"))
        default: return
        }
    }

    /// `for x in collection`: the collection's `makeIterator()` (api-surface.md
    /// §5 L23, §6 R4, §7 S16, §8 LO5, §9 M35).
    func noteIteration(_ sequence: ExprSyntax) {
        guard let kind = receiverKind(sequence)?.kind else { return }
        let ref: String
        switch kind {
        case .list: ref = "§5 L23"
        case .results: ref = "§6 R4"
        case .set: ref = "§7 S16"
        case .linkingObjects: ref = "§8 LO5"
        case .map: ref = "§9 M35"
        default: return
        }
        apiUsage.members.insert(ApiUse(receiver: kind.rawValue, name: "makeIterator", ref: ref, id: "\(kind.rawValue).makeIterator()"))
    }

    /// The `reason:` argument of an `assertThrows`, evaluated (ApiUsage+Reasons.swift).
    func noteReason(_ e: ExprSyntax) {
        if let text = foldedString(e) { apiUsage.reasons.append(text) }
    }

    /// `let text = "…"` (or `"…" + other`): remembered for a later `reason: text`.
    func noteStringConstant(_ name: String, _ value: ExprSyntax) {
        apiUsage.strings[name] = isConstantInitialiser(value) ? foldedString(value) : nil
    }

    /// The uses recorded since the last call, in a stable order; starts afresh.
    func takeApiUsage() -> ScenarioApiUsage {
        defer { apiUsage = ApiUsageRecorder() }
        let members = apiUsage.members.sorted { ($0.receiver, $0.name, $0.ref, $0.id) < ($1.receiver, $1.name, $1.ref, $1.id) }
        return ScenarioApiUsage(members: members, reasons: apiUsage.reasons, checked: checkedApiUses())
    }
}

/// The SDK's message catalogue for the coverage report: each row's id, texts and scope.
public enum SDKMessageCatalogue {
    public static var rows: [(id: String, templates: [String], inScope: Bool)] {
        SDKMessage.allCases.map { ($0.rawValue, $0.templates, $0.isInScope) }
    }
}
