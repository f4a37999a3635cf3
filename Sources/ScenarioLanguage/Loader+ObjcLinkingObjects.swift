// Linking objects of an Objective-C model, as the SDK's Swift declares them:
// a property typed `RLMLinkingObjects<Person>?` (or `RLMLinkingObjects`)
// and a `linkingObjectsProperties()` override that names its origin,
//
//     override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
//         ["parents": RLMPropertyDescriptor(with: Person.self, propertyName: "children")]
//     }
//
// RLMObjectSchema reads such a property only from that hook: one the hook
// does not name, or a hook entry that is not a descriptor, is refused.
// Related documentation: sdk-reference api-surface.md §12.2 (+linkingObjectsProperties), §12.6 RLMLinkingObjects.

internal import RealmSpecCore
internal import SwiftSyntax

/// The origin one `linkingObjectsProperties()` entry names.
struct LinkingDescriptor {
    let originType: String
    let originProperty: String
}

extension ModelReader {
    /// `RLMLinkingObjects<Person>?`, `RLMLinkingObjects<Person>` or `RLMLinkingObjects`.
    static func isLinkingObjectsType(_ t: TypeSyntax) -> Bool {
        let bare = t.as(OptionalTypeSyntax.self)?.wrappedType ?? t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? t
        return bare.as(IdentifierTypeSyntax.self)?.name.text == "RLMLinkingObjects"
    }

    /// The entries of the class's `linkingObjectsProperties()` override, by property name.
    mutating func readLinkingObjectsHook(_ decl: ClassDeclSyntax) -> [String: LinkingDescriptor] {
        var out: [String: LinkingDescriptor] = [:]
        for member in decl.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "linkingObjectsProperties",
                  f.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }) else { continue }
            guard let dict = Self.returnedExpression(f)?.as(DictionaryExprSyntax.self) else {
                sink.error(.schemaLegacyDeclaration, "'linkingObjectsProperties()' must return a dictionary literal of "
                           + "'RLMPropertyDescriptor(with:propertyName:)' values", at: location(f.name))
                continue
            }
            guard case .elements(let elements) = dict.content else { continue }
            for element in elements {
                guard let name = stringLiteral(element.key), let d = descriptor(element.value) else {
                    sink.error(.schemaLegacyDeclaration, "'linkingObjectsProperties()' entry '\(element.trimmedDescription)' is not "
                               + "a property name and an 'RLMPropertyDescriptor(with: Type.self, propertyName: \"name\")'",
                               at: location(element))
                    continue
                }
                out[name] = d
            }
        }
        return out
    }

    /// `RLMPropertyDescriptor(with: Person.self, propertyName: "children")`.
    private func descriptor(_ e: ExprSyntax) -> LinkingDescriptor? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "RLMPropertyDescriptor",
              call.arguments.map({ $0.label?.text }) == ["with", "propertyName"] else { return nil }
        let args = Array(call.arguments)
        guard let m = args[0].expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
              let base = m.base?.trimmedDescription, let prop = stringLiteral(args[1].expression) else { return nil }
        return LinkingDescriptor(originType: base, originProperty: prop)
    }

    /// The linking objects property `name`, as the hook describes it; a property the hook does not name is refused.
    mutating func linkingObjectsProperty(_ name: String, _ linking: [String: LinkingDescriptor],
                                         at binding: PatternBindingSyntax) -> PropertySchema? {
        guard let d = linking[name] else {
            sink.error(.schemaBadLinkingObjects, "linking objects '\(name)' need an entry in 'linkingObjectsProperties()' naming "
                       + "their origin class and property", at: location(binding))
            return nil
        }
        return PropertySchema(name: name, type: .linkingObjects(originType: d.originType, originProperty: d.originProperty),
                              collection: .list)
    }

    /// The one expression a function body returns (`return x` or a lone `x`).
    static func returnedExpression(_ f: FunctionDeclSyntax) -> ExprSyntax? {
        guard let items = f.body?.statements, items.count == 1, let item = items.first else { return nil }
        if let r = item.item.as(ReturnStmtSyntax.self) { return r.expression }
        return item.item.as(ExprSyntax.self)
    }
}
