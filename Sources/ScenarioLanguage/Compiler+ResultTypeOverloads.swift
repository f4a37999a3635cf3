// Overloads that differ only in their result type: List's own
// `value(forKey:) -> [AnyObject]` (api-surface.md §5 L4, "overloads RC35 by
// return type") beside RealmCollection's `value(forKey:) -> Any?` (§4 RC35).
// Swift picks the one the context asks for, `let v: Any? = list.value(forKey:
// "name")` or `list.value(forKey: "name") as Any?`; with no such context the
// receiver's own member, which shadows the protocol's. Lint credits the row
// of the overload so picked.
// Related documentation: sdk-reference api-surface.md §4 RC35, RC36; §5 L4, L5; §7 S3.

internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// Of declarations whose labels and argument types a call binds alike,
    /// the one its result type selects; nil when they differ in more than
    /// their result, or when neither the context nor the receiver picks one.
    func resultTypeOverload(_ methods: [ApiMember], labels: [String], _ c: FunctionCallExprSyntax,
                            on receiver: ApiReceiver) -> ApiMember? {
        let binding = methods.filter { $0.bind(labels) != nil }
        guard binding.count > 1, let params = binding[0].params, binding.allSatisfy({ $0.params == params }) else { return nil }
        if let wanted = contextualType(of: ExprSyntax(c)) {
            let matching = binding.filter { Self.spelling($0.result) == Self.spelling(wanted) }
            return matching.count == 1 ? matching[0] : nil
        }
        guard let own = receiver.sections(embedded: false).first else { return nil }
        let shadowing = binding.filter { $0.row(on: receiver)?.section == own }
        return shadowing.count == 1 ? shadowing[0] : nil
    }

    /// The type a call's context gives it: a binding's annotation or an `as` coercion.
    func contextualType(of e: ExprSyntax) -> String? {
        var node = Syntax(e)
        while let parent = node.parent {
            if let t = parent.as(TryExprSyntax.self) { node = Syntax(t); continue }
            if let a = parent.as(AsExprSyntax.self), a.questionOrExclamationMark == nil { return a.type.trimmedDescription }
            if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription
            }
            return nil
        }
        return nil
    }

    /// A result type's spelling for comparison: `AnyObject` and `Any` alike, spaces dropped.
    private static func spelling(_ t: ApiType) -> String { spelling("\(t)") }

    private static func spelling(_ text: String) -> String {
        text.replacingOccurrences(of: "AnyObject", with: "Any").filter { !$0.isWhitespace }
    }
}
