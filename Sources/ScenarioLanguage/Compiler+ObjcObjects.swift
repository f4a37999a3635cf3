// What lint needs for the members declared in ApiDeclaration+ObjcObjects.swift:
// a model class as a receiver, and a subscript that is assigned to.
// Related documentation: sdk-reference api-surface.md §1 #1, #2; §2 #4, #19–#25.

internal import SwiftSyntax

extension Compiler {
    /// `Dog` used as a receiver: the model class, when no local name hides it.
    func modelClassReceiver(_ name: String) -> LintReceiver? {
        guard lookupStatic(name) == nil else { return nil }
        if name == "RLMRealm" { return LintReceiver(kind: .rlmRealmClass) }
        guard catalog.types[name] != nil else { return nil }
        return LintReceiver(kind: catalog.objcClasses.contains(name) ? .rlmObjectClass : .objectClass)
    }

    /// The receiver type a class-method call counts for: Object, or EmbeddedObject for an embedded model.
    func classReceiverName(_ base: ExprSyntax?) -> String {
        guard let r = base?.as(DeclReferenceExprSyntax.self), catalog.types[r.baseName.text]?.isEmbedded == true else { return "Object" }
        return "EmbeddedObject"
    }

    /// `dog["name"] = …`: a subscript that is the target of an assignment.
    func isAssignedSubscript(_ base: ExprSyntax) -> Bool {
        guard let s = base.parent?.as(SubscriptCallExprSyntax.self) else { return false }
        if let infix = s.parent?.as(InfixOperatorExprSyntax.self) {
            return infix.leftOperand.id == ExprSyntax(s).id && infix.operator.is(AssignmentExprSyntax.self)
        }
        if let list = s.parent?.as(ExprListSyntax.self) {
            let items = Array(list)
            if let i = items.firstIndex(where: { $0.id == ExprSyntax(s).id }), i + 1 < items.count {
                return items[i + 1].is(AssignmentExprSyntax.self)
            }
        }
        return false
    }
}
