// Overload resolution: of the declarations of a receiver whose labels a
// call binds, the one its arguments' static types select, as Swift picks
// one: `realm.delete(results)` is `delete(_: Results)`, `realm.delete(dog)`
// `delete(_: Object)`, `list.filter("age > 3")` `filter(_: String, _:)`,
// `list.filter(NSPredicate(format: …))` `filter(_: NSPredicate)`. An
// argument that fits a declared type exactly (a Results for `Results`)
// beats one that fits only as a generic sequence. When lint cannot tell
// the arguments apart, the call is ambiguous and credits no row; a call
// whose argument lint knows not to fit the one declaration its labels
// bind (a SortDescriptor array where a key path is declared) credits none.
// Of overloads that fit equally, the one that leaves out no defaulted
// argument wins, as in Swift.
// Related documentation: docs/writing-scenarios.md#what-a-lint-error-fails; sdk-reference api-surface.md.

internal import ScenarioAPI
internal import SwiftSyntax

extension Compiler {
    /// The outcome of resolving a call among the declarations its labels bind.
    struct Resolution {
        /// The declaration lint checks the call against (the first that binds when none is selected).
        let checked: ApiMember
        /// The overload the arguments select; nil when lint cannot tell which.
        let selected: ApiMember?
    }

    /// Resolves a call among `methods`; nil when no declaration binds its labels.
    func resolveOverload(_ methods: [ApiMember], labels: [String], _ c: FunctionCallExprSyntax) -> Resolution? {
        let binding = methods.compactMap { m in m.bind(labels).map { (m, $0) } }
        guard let first = binding.first else { return nil }
        let args = Array(c.arguments.map(\.expression)) + (c.trailingClosure.map { [ExprSyntax($0)] } ?? [])
        // Each fitting declaration, its score, and whether the call leaves out none of its defaulted arguments.
        var scored: [(ApiMember, Int, whole: Bool)] = []
        for (m, params) in binding {
            var score = 0
            var fits = true
            for (p, arg) in zip(params, args) {
                switch argumentFit(p.type, arg) {
                case .no: fits = false
                case .exact: score += 2
                case .loose: score += 1
                case .unknown: break
                }
            }
            if fits { scored.append((m, score, params.count == (m.params?.count ?? 0))) }
        }
        if binding.count == 1 { return Resolution(checked: first.0, selected: scored.first?.0) }
        guard let best = scored.map(\.1).max(), best > 0 else { return Resolution(checked: scored.first?.0 ?? first.0, selected: nil) }
        let top = scored.filter { $0.1 == best }
        if top.count == 1 { return Resolution(checked: top[0].0, selected: top[0].0) }
        // As Swift ranks them: of equally fitting overloads, the one that leaves
        // out no defaulted argument (`addNotificationBlock { … }` is the
        // one-argument form, not `(keyPaths:queue:_:)` with both defaults).
        let complete = top.filter(\.whole)
        return Resolution(checked: top[0].0, selected: complete.count == 1 ? complete[0].0 : nil)
    }

    /// How an argument fits a declared parameter type, as far as lint can tell.
    enum ArgumentFit { case exact, loose, no, unknown }

    func argumentFit(_ type: ApiType, _ arg: ExprSyntax) -> ArgumentFit {
        // `getVaList([…])` is the `args:` of the Objective-C query forms, never variadic arguments.
        if let c = arg.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "getVaList" {
            if case .array = type { return .exact }
            return .no
        }
        let shape = argumentShape(arg)
        switch (type, shape) {
        case (_, .unknown): return .unknown
        case (.any, _), (.element, _), (.predicate, _), (.formatArguments, _): return .loose
        case (.optional(let t), _): return argumentFit(t, arg)
        case (.string, .string), (.keyPath, .string), (.nsPredicate, .nsPredicate), (.swiftKeyPath, .swiftKeyPath),
             (.keyPath, .swiftKeyPath), (.object, .object), (.sortDescriptors, .sortDescriptors), (.keyValues, .keyValues),
             (.rlmObject, .rlmObject):
            return .exact
        case (.closure, .closure): return .exact
        case (.collection(let k), .collection(let a)): return k == a ? .exact : .no
        case (.anyCollection, .collection): return .exact
        case (.elements, .collection(let a)): return a == .map ? .no : .loose
        case (.elements, .array), (.elements, .sortDescriptors), (.keyValues, .array): return .loose
        // `[RLMSortDescriptor(keyPath:ascending:)]`: descriptors lint does not type.
        case (.sortDescriptors, .array): return .loose
        // An IndexSet is written as an array literal of indexes.
        case (.indexSet, .array): return .exact
        case (.keyPaths, .array(.string)), (.keyPaths, .array(.swiftKeyPath)), (.keyPaths, .array(.unknown)): return .loose
        case (.array(let t), .array(let s)): return elementFit(t, s)
        default: return .no
        }
    }

    /// How the elements of an array literal fit a declared array's element type.
    private func elementFit(_ t: ApiType, _ s: ArgumentShape) -> ArgumentFit {
        switch (t, s) {
        case (_, .unknown), (.any, _), (.element, _), (.mixed, _): return .loose
        case (.string, .string), (.swiftKeyPath, .swiftKeyPath): return .exact
        default: return .no
        }
    }

    /// What lint knows of an argument's type.
    enum ArgumentShape: Hashable {
        case string, nsPredicate, swiftKeyPath, closure, object, rlmObject, sortDescriptors, keyValues
        case collection(ApiReceiver)
        /// An array literal of elements of one shape (`.unknown` when mixed or unknown).
        indirect case array(ArgumentShape)
        case unknown
    }

    func argumentShape(_ e: ExprSyntax) -> ArgumentShape {
        if e.is(StringLiteralExprSyntax.self) { return .string }
        if e.is(KeyPathExprSyntax.self) { return .swiftKeyPath }
        if e.is(ClosureExprSyntax.self) { return .closure }
        if e.is(DictionaryExprSyntax.self) { return .keyValues }
        if let c = e.as(FunctionCallExprSyntax.self), let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            if r.baseName.text == "NSPredicate" || r.baseName.text == "NSCompoundPredicate" { return .nsPredicate }
            if r.baseName.text == "SortDescriptor" { return .unknown }
        }
        if let a = e.as(ArrayExprSyntax.self) {
            let shapes = Set(a.elements.map { elementShape($0.expression) })
            if shapes == [.sortDescriptor] { return .sortDescriptors }
            if shapes.count == 1, case .shape(let s)? = shapes.first { return .array(s) }
            return .array(.unknown)
        }
        if let r = e.as(DeclReferenceExprSyntax.self), apiUsage.strings[r.baseName.text] != nil { return .string }
        if let r = e.as(DeclReferenceExprSyntax.self), let a = apiUsage.arrays[r.baseName.text] { return argumentShape(ExprSyntax(a)) }
        if let k = receiverKind(e) {
            switch k.kind {
            case .object: return .object
            case .rlmObject: return .rlmObject
            case .results, .list, .set, .map, .linkingObjects, .rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection:
                return .collection(k.kind)
            default: return .unknown
            }
        }
        return .unknown
    }

    private enum ElementShape: Hashable { case sortDescriptor, shape(ArgumentShape) }

    private func elementShape(_ e: ExprSyntax) -> ElementShape {
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SortDescriptor" {
            return .sortDescriptor
        }
        return .shape(argumentShape(e))
    }
}
