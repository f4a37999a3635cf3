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
            .property(a, "listValue", .optional(.collection(.list)), lowers: "none", rows: [.mixed("A27")]),
            .property(a, "dictionaryValue", .optional(.collection(.map)), lowers: "none", rows: [.mixed("A26")]),
            .property(a, "hashValue", .int, lowers: "none", rows: [.mixed("A32")]),
            .property(p, "hashValue", .int, lowers: "none", rows: [.projection("P5")]),
            .property(p, "description", .string, lowers: "none", rows: [.projection("P6")]),
            .method(p, "observe", swiftKeyPathObserveParams, .token, lowers: "observe", rows: [.projection("P8")]),
        ]
    }()

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
        return ApiDeclarations.spelt(.enumCase, .mixed, m.declName.baseName.text) != nil
    }


    /// `PersonProjection.PersistedType` names the projection's root type,
    /// `Person` (api-surface.md §11 P1); any other type text is itself.
    func projectionPersistedType(_ text: String) -> String {
        let suffix = ".PersistedType"
        guard text.hasSuffix(suffix), let info = catalog.projections[String(text.dropLast(suffix.count))] else { return text }
        noteSpelt(.nestedType, .projection, "PersistedType")
        return info.base
    }
}
