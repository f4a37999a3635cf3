// The declared members of AnyRealmValue and Projection beyond the typed
// accessors and the root accessors: the cases of AnyRealmValue and their
// rows, the nested-collection accessors and statics (`listValue`,
// `dictionaryValue`, `fromArray(_:)`, `fromDictionary(_:)`), `hashValue`
// (which calls `hash(into:)`), and a projection's description, hash,
// `PersistedType` and `observe(keyPaths:)` with Swift key paths; and what
// lint needs to record them.
// Related documentation: sdk-reference api-surface.md §10 A1–A14, A26, A27,
// A29–A32; §11 P1, P5, P6, P8.

extension ApiDeclarations {
    static let mixedProjection: [ApiMember] = {
        let a: [ApiReceiver] = [.mixed]
        let p: [ApiReceiver] = [.projection]
        return [
            .property(a, "listValue", .optional(.collection(.list)), lowers: "none", ref: "§10 A27"),
            .property(a, "dictionaryValue", .optional(.collection(.map)), lowers: "none", ref: "§10 A26"),
            .property(a, "hashValue", .int, lowers: "none", ref: "§10 A32 (Hashable's hashValue calls hash(into:))"),
            .property(p, "hashValue", .int, lowers: "none", ref: "§11 P5 (Hashable's hashValue calls hash(into:))"),
            .property(p, "description", .string, lowers: "none", ref: "§11 P6"),
            projectionSwiftKeyPathObserve,
        ]
    }()

    /// The row of api-surface.md §10 of each case of AnyRealmValue (A1–A14),
    /// and of the statics a scenario spells like a case (`AnyRealmValue.fromArray([…])`).
    static let mixedCaseRows: [String: String] = [
        "none": "A1", "int": "A2", "bool": "A3", "float": "A4", "double": "A5", "string": "A6", "data": "A7",
        "date": "A8", "object": "A9", "objectId": "A10", "decimal128": "A11", "uuid": "A12",
        "dictionary": "A13", "list": "A14", "fromDictionary": "A30", "fromArray": "A31",
    ]

    /// `observe(keyPaths:)` on a projection with Swift key paths
    /// (`[\PersonProjection.firstName]`): the overload of §11 P8.
    static var projectionSwiftKeyPathObserve: ApiMember { ApiMember.method(
        [.projection], "observe", [.l("keyPaths", .keyPaths), .d("on", .any), .block("(Change) -> Void")], .token,
        lowers: "observe", ref: "§11 P8") }
}

import SwiftSyntax

extension Compiler {
    /// `AnyRealmValue.int(1)`, `AnyRealmValue.none`, `AnyRealmValue.fromArray([…])`
    /// and `AnyRealmValue()`: values lint knows to be AnyRealmValues.
    func isMixedValue(_ e: ExprSyntax) -> Bool {
        if let c = e.as(FunctionCallExprSyntax.self) {
            if c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyRealmValue" { return c.arguments.isEmpty }
            return isMixedCaseName(c.calledExpression)
        }
        return isMixedCaseName(e)
    }

    private func isMixedCaseName(_ e: ExprSyntax) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self),
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyRealmValue" else { return false }
        return ApiDeclarations.mixedCaseRows[m.declName.baseName.text] != nil
    }

    /// A projection's `observe(keyPaths:)` given Swift key paths
    /// (`[\PersonProjection.firstName]`) is the overload of §11 P8, not P7.
    func swiftKeyPathOverload(_ decl: ApiMember, _ receiver: ApiReceiver, _ c: FunctionCallExprSyntax) -> ApiMember {
        guard receiver == .projection, decl.name == "observe",
              let list = c.arguments.first(where: { $0.label?.text == "keyPaths" })?.expression.as(ArrayExprSyntax.self),
              !list.elements.isEmpty, list.elements.allSatisfy({ $0.expression.is(KeyPathExprSyntax.self) }) else { return decl }
        return ApiDeclarations.projectionSwiftKeyPathObserve
    }

    /// `PersonProjection.PersistedType` names the projection's root type,
    /// `Person` (api-surface.md §11 P1); any other type text is itself.
    func projectionPersistedType(_ text: String) -> String {
        let suffix = ".PersistedType"
        guard text.hasSuffix(suffix), let info = catalog.projections[String(text.dropLast(suffix.count))] else { return text }
        apiUsage.members.insert(ApiUse(receiver: "Projection", name: "PersistedType", ref: "§11 P1",
                                       id: "Projection.PersistedType"))
        return info.base
    }
}
