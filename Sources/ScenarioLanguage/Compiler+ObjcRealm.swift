// Lint's typing of the Objective-C realm and objects: `RLMRealm.default()`
// and `ObjectiveCSupport.convert(object: realm)` are RLMRealms; an object of
// a class declared `: RLMObject` (or `: RLMEmbeddedObject`) is an RLMObject
// receiver, and the class one to call class methods on. An argument typed
// RLMObject takes only objects of such classes, as Swift's type checker
// allows: a Swift `Object` does not convert to `RLMObject`, nor the other
// way round. An embedded class has none of RLMObject's creation or query
// class methods, nor `primaryKey`/`indexedProperties` (RLMEmbeddedObject.h).
// Related documentation: sdk-reference api-surface.md §12.1, §12.2, §12.3.

internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// The receiver kind of an object of model class `type`: RLMObject for an Objective-C model.
    func objectReceiver(_ type: String) -> ApiReceiver {
        catalog.objcClasses.contains(type) ? .rlmObject : .object
    }

    /// `ObjectiveCSupport.convert(object: realm)`: the RLMRealm a Swift realm wraps, and the
    /// Swift realm of an RLMRealm.
    func objcRealmConversion(_ c: FunctionCallExprSyntax) -> LintReceiver? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "convert",
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ObjectiveCSupport",
              c.arguments.count == 1, let arg = c.arguments.first, arg.label?.text == "object" else { return nil }
        switch receiverKind(arg.expression)?.kind {
        case .realm?: return LintReceiver(kind: .rlmRealm)
        case .rlmRealm?: return LintReceiver(kind: .realm)
        default: return nil
        }
    }

    /// The receiver a call's declared result gives, when every declaration its labels bind
    /// answers an RLMRealm, an RLMObject or RLMResults (of the receiver's class, called on a class).
    func objcCallResult(_ receiver: LintReceiver, _ base: ExprSyntax, _ binding: [ApiMember]) -> LintReceiver? {
        guard !binding.isEmpty else { return nil }
        let results = Set(binding.map { m -> String in
            switch m.result {
            case .rlmRealm, .optional(.rlmRealm): return "realm"
            case .rlmObject, .optional(.rlmObject): return "object"
            case .collection(.rlmResults): return "results"
            default: return "other"
            }
        })
        guard results.count == 1, let only = results.first else { return nil }
        switch only {
        case "realm": return LintReceiver(kind: .rlmRealm)
        case "object": return LintReceiver(kind: .rlmObject)
        case "results":
            let element = receiver.kind == .rlmObjectClass ? base.as(DeclReferenceExprSyntax.self).map { PropertyType.object($0.baseName.text) } : nil
            return LintReceiver(kind: .rlmResults, element: element)
        default: return nil
        }
    }

    /// The model class a call on an RLMRealm or an RLMObject class gives objects of, when lint can tell:
    /// `Dog.allObjects()`, `Dog.create(in:withValue:)`, `rlm.allObjects("Dog")`, `rlm.object(withClassName: "Dog", …)`.
    func objcCallType(_ c: FunctionCallExprSyntax, _ base: ExprSyntax, _ name: String) -> StaticType? {
        if let r = base.as(DeclReferenceExprSyntax.self), catalog.objcClasses.contains(r.baseName.text), lookupStatic(r.baseName.text) == nil {
            let type = r.baseName.text
            if name.hasPrefix("create") || name == "object" { return .object(type) }
            return ["allObjects", "objects"].contains(name) ? .collection(of: type) : nil
        }
        guard receiverKind(base)?.kind == .rlmRealm, let first = c.arguments.first,
              case .string(let type)? = LiteralReader.value(first.expression), catalog.types[type] != nil else { return nil }
        switch name {
        case "allObjects", "objects": return .collection(of: type)
        case "object", "createObject": return .object(type)
        default: return nil
        }
    }

    /// Arguments the resolved declaration types as an RLMObject (or a Swift Object) that lint
    /// knows to be an object of the other kind of model class; and, on an embedded class, a
    /// class method RLMEmbeddedObject does not have.
    func checkObjcArguments(_ decl: ApiMember, _ c: FunctionCallExprSyntax, _ receiver: LintReceiver, _ base: ExprSyntax, _ labels: [String]) {
        if receiver.kind == .rlmObjectClass, let r = base.as(DeclReferenceExprSyntax.self),
           catalog.types[r.baseName.text]?.isEmbedded == true, decl.row(on: .rlmObjectClass, embedded: true) == nil {
            sink.error(.unknownMember, "'\(Messages.signature(decl.name, labels))' is a class method of RLMObject, which "
                       + "RLMEmbeddedObject '\(r.baseName.text)' does not have", at: location(c.calledExpression))
            return
        }
        guard let params = decl.bind(labels) else { return }
        for (arg, p) in zip(c.arguments, params) {
            if let problem = realmKindProblem(p.type, arg.expression) {
                let what = arg.label.map { "argument '\($0.text):'" } ?? "argument of '\(decl.name)'"
                sink.error(.wrongArgumentType, "\(what) must be \(problem)", at: location(arg.expression))
                continue
            }
            let wanted: ApiReceiver
            var candidates = [arg.expression]
            switch p.type {
            case .rlmObject, .optional(.rlmObject): wanted = .rlmObject
            case .object, .optional(.object): wanted = .object
            // The objects of an array literal (`[a, b] as NSArray`) given to a realm's sequence-taking member.
            case .elements where [.realm, .rlmRealm].contains(receiver.kind):
                wanted = receiver.kind == .realm ? .object : .rlmObject
                candidates = Self.arrayElements(arg.expression)
            default: continue
            }
            for e in candidates {
                guard case .object(let t)? = staticType(e), catalog.types[t] != nil, objectReceiver(t) != wanted else { continue }
                let what = arg.label.map { "argument '\($0.text):'" } ?? "argument of '\(decl.name)'"
                let sequence = candidates.first.map { $0.id != arg.expression.id } ?? false
                let kind = wanted == .rlmObject ? (sequence ? "hold RLMObjects" : "be an RLMObject")
                    : (sequence ? "hold Swift 'Object's" : "be a Swift 'Object'")
                let message = wanted == .rlmObject
                    ? "\(what) must \(kind); '\(t)' is a Swift 'Object', which does not convert to 'RLMObject'"
                    : "\(what) must \(kind); '\(t)' is an 'RLMObject', which does not convert to 'Object'"
                sink.error(.wrongArgumentType, message, at: location(e))
            }
        }
    }

    /// Why a realm argument is of the other kind (a `Realm` where an `RLMRealm` is taken, or the
    /// other way round); nil when it fits or lint cannot tell.
    private func realmKindProblem(_ type: ApiType, _ arg: ExprSyntax) -> String? {
        let given = receiverKind(arg)?.kind
        switch type {
        case .rlmRealm, .optional(.rlmRealm):
            return given == .realm ? "an 'RLMRealm', not a Swift 'Realm' (ObjectiveCSupport.convert(object:) gives one)" : nil
        case .realm, .optional(.realm):
            return given == .rlmRealm ? "a Swift 'Realm', not an 'RLMRealm' (ObjectiveCSupport.convert(object:) gives one)" : nil
        default: return nil
        }
    }

    /// The elements of an array literal, also when cast (`[a, b] as NSArray`); none for anything else.
    static func arrayElements(_ e: ExprSyntax) -> [ExprSyntax] {
        if let a = e.as(AsExprSyntax.self) { return arrayElements(a.expression) }
        return e.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? []
    }
}
