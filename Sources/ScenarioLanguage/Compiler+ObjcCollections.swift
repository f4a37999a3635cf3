// Creating an Objective-C collection: `RLMArray(objectClassName: "Dog")`
// and `RLMSet(objectClassName: "Dog")` (also with the generic argument,
// `RLMArray<Dog>(objectClassName:)`) make an unmanaged collection of
// objects, typed for lint as a List or a MutableSet; `init` and `new` of
// RLMArray, RLMSet, RLMResults and RLMDictionary are unavailable, which
// Swift refuses at compile time with the header's text.
// A binding annotated with the protocol, `let c: RLMCollection =
// ObjectiveCSupport.convert(object: list)`, holds an RLMCollection: its calls
// are the protocol's requirements and credit RLMCollection's rows (§12.4),
// while the same calls on the RLMArray credit RLMArray's.
// Related documentation: sdk-reference api-surface.md §12.4, §12.5 #43 and the
// unavailable init, §12.6, §12.7 initWithObjectClassName:, §12.8.

internal import ScenarioAPI
internal import SwiftSyntax

extension Compiler {
    /// The header's unavailable text of each class's `init`.
    static let objcCollectionUnavailable: [String: String] = [
        "RLMArray": "RLMArrays cannot be created directly", "RLMSet": "RLMSets cannot be created directly",
        "RLMResults": "RLMResults cannot be created directly", "RLMDictionary": "RLMDictionary cannot be created directly",
    ]

    /// The lint receiver kind of what a class's `init(objectClassName:)` makes (an unmanaged
    /// collection), and the class as a receiver of the call.
    static let objcCollectionInit: [String: (ApiReceiver, ApiReceiver)] = [
        "RLMArray": (.rlmArray, .rlmArrayClass), "RLMSet": (.rlmSet, .rlmSetClass),
    ]

    /// The class named by a call's callee, with or without a generic argument.
    func objcCollectionClass(_ callee: ExprSyntax) -> String? {
        let name: String
        if let r = callee.as(DeclReferenceExprSyntax.self) { name = r.baseName.text }
        else if let g = callee.as(GenericSpecializationExprSyntax.self) { name = g.expression.trimmedDescription }
        else { return nil }
        return Self.objcCollectionUnavailable[name] != nil ? name : nil
    }

    /// Checks a call of an Objective-C collection class and records `init(objectClassName:)`;
    /// true when the callee is such a class.
    @discardableResult
    func checkObjcCollectionInit(_ c: FunctionCallExprSyntax, labels: [String]) -> Bool {
        guard let name = objcCollectionClass(c.calledExpression) else { return false }
        guard labels == ["objectClassName"], let (_, receiver) = Self.objcCollectionInit[name] else {
            sink.error(.wrongLabels, "'init(\(labels.map { "\($0):" }.joined()))' is unavailable: \(Self.objcCollectionUnavailable[name]!)",
                       at: location(c.calledExpression))
            return true
        }
        noteSpelt(.initialiser, receiver, "init", labels: labels)
        return true
    }

    /// `ObjectiveCSupport.convert(object: list)`: the RLMArray a Swift list wraps (RLMSet for a
    /// set, RLMResults for results or linking objects, RLMDictionary for a map), and the Swift
    /// collection an Objective-C one converts back to.
    func objcConversionReceiver(_ c: FunctionCallExprSyntax) -> LintReceiver? {
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "convert",
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ObjectiveCSupport",
              c.arguments.count == 1, let arg = c.arguments.first, arg.label?.text == "object",
              let wrapped = receiverKind(arg.expression) else { return nil }
        switch wrapped.kind {
        case .list: return LintReceiver(kind: .rlmArray, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .set: return LintReceiver(kind: .rlmSet, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .results, .linkingObjects:
            return LintReceiver(kind: .rlmResults, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .map: return LintReceiver(kind: .rlmDictionary, element: wrapped.element, elementOptional: wrapped.elementOptional)
        // The other way: an Objective-C collection converts back to its Swift twin.
        case .rlmArray: return LintReceiver(kind: .list, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .rlmSet: return LintReceiver(kind: .set, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .rlmResults: return LintReceiver(kind: .results, element: wrapped.element, elementOptional: wrapped.elementOptional)
        case .rlmDictionary: return LintReceiver(kind: .map, element: wrapped.element, elementOptional: wrapped.elementOptional)
        default: return nil
        }
    }

    /// The lint type of `RLMArray(objectClassName: "Dog")`: an unmanaged RLMArray (or RLMSet) of that class.
    func objcCollectionReceiver(_ c: FunctionCallExprSyntax) -> LintReceiver? {
        guard let name = objcCollectionClass(c.calledExpression), let (kind, _) = Self.objcCollectionInit[name],
              c.arguments.count == 1, let arg = c.arguments.first, arg.label?.text == "objectClassName",
              case .string(let cls)? = LiteralReader.value(arg.expression), catalog.types[cls] != nil else { return nil }
        return LintReceiver(kind: kind, element: .object(cls))
    }

    /// The receiver of `let c: RLMCollection = x`: the protocol, with x's
    /// elements, when x is an Objective-C collection; lint refuses any
    /// other value, which Swift does not convert to the protocol.
    func annotatedReceiver(_ b: PatternBindingSyntax) -> LintReceiver? {
        guard let annotation = b.typeAnnotation, annotation.type.trimmedDescription == "RLMCollection",
              let initial = b.initializer?.value else { return nil }
        guard let wrapped = receiverKind(initial), [.rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection].contains(wrapped.kind) else {
            sink.error(.wrongArgumentType, "'\(initial.trimmedDescription)' is not an Objective-C collection, so it does not conform to 'RLMCollection'",
                       at: location(initial))
            return nil
        }
        return LintReceiver(kind: .rlmCollection, element: wrapped.element, elementOptional: wrapped.elementOptional)
    }
}
