// The reason texts a scenario asserts, evaluated before the coverage
// matches them against the SDK's message templates: a string literal, a
// `let` name bound to one, `+` of such parts, and interpolations of them
// (`"List" + tail`, `"Index \(n) is out of bounds"` with `let n = 5`).
// A reason with any other part records nothing.
// Related SDK sections: sdk-messages.

internal import SwiftSyntax

extension Compiler {
    /// The constant text of `e`, or nil when some part of it is not constant.
    func foldedString(_ e: ExprSyntax) -> String? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return foldedString(only.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self) { return apiUsage.strings[r.baseName.text] }
        if let n = e.as(IntegerLiteralExprSyntax.self) { return Int(n.literal.text.replacingOccurrences(of: "_", with: "")).map(String.init) }
        if let i = e.as(InfixOperatorExprSyntax.self) {
            guard i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                  let l = foldedString(i.leftOperand), let r = foldedString(i.rightOperand) else { return nil }
            return l + r
        }
        guard let literal = e.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                text += StringEscapes.resolve(s.content.text, in: literal)
                continue
            }
            guard let i = segment.as(ExpressionSegmentSyntax.self), i.expressions.count == 1, let only = i.expressions.first,
                  only.label == nil, let value = foldedString(only.expression) else { return nil }
            text += value
        }
        return text
    }

    /// Whether `value` initialises a `let` (a `var` may change before it is asserted).
    func isConstantInitialiser(_ value: ExprSyntax) -> Bool {
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return decl.bindingSpecifier.tokenKind == .keyword(.let)
    }
}
