// What lint needs to record the members of AnyRealmValue and Projection
// declared in ApiDeclaration+MixedProjection.swift: which expressions are
// AnyRealmValues, and the type a projection's `PersistedType` names.
// Related documentation: sdk-reference api-surface.md §10 A1–A14; §11 P1.

internal import ScenarioAPI
internal import SwiftSyntax

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
