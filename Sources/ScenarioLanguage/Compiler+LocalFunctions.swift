// Functions declared inside a scenario. The SDK's tests declare small
// functions inside a test method (`func check(_ value: Int?) { … }`, often
// generic over the value's type) and call them in turn. A local function is
// a constant holding a closure over the scope it is declared in: its
// parameters are bound by position, a generic parameter list is read as the
// language reads every value (by what it holds at run time), and a
// parameter typed as a model class holds that model's objects for lint.
// A call is bound as Swift binds it: by label, in order, a trailing closure
// taking the parameter it stands for; a default value is evaluated at the
// call (`line: UInt = #line` is the caller's line), and a variadic
// parameter (`_ values: T...`) gathers its arguments into an array.
// Functions of one name declared side by side are overloads told apart by
// their labels: a call takes the first whose parameters it fits.
// `inout` parameters and `async` are refused by name.
// Related documentation: docs/writing-scenarios.md#helper-functions.

internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

/// How a call of a local function binds its arguments.
struct LocalSignature {
    /// Each parameter's argument label, `_` for none.
    var labels: [String]
    /// Each parameter's default value, compiled at every call that leaves it out.
    var defaults: [ExprSyntax?]
    /// The variadic parameter, if any.
    var variadic: Int?
    /// The number of scopes open where the function is declared.
    var depth: Int
    /// The name its closure is held under: the function's own, or a name of
    /// its own for a second overload (`f#1`).
    var slot: String
}

extension Compiler {
    func localFunction(_ f: FunctionDeclSyntax, _ loc: SourceLocation) -> [Stmt] {
        let name = f.name.text
        let parameters = f.signature.parameterClause.parameters
        var variadic: Int?
        for (k, p) in parameters.enumerated() {
            if p.ellipsis != nil {
                if variadic != nil { unsupported(p, "a second variadic parameter") }
                variadic = k
            }
            if p.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedDescription == "inout" }) == true {
                unsupported(p, "an inout parameter")
            }
        }
        if f.signature.effectSpecifiers?.asyncSpecifier != nil { unsupported(f, "an async local function") }
        guard let body = f.body else { unsupported(f, "a local function without a body"); return [] }
        // An overload of a function declared beside it, or a function of its own.
        var overloads = localSignature(name) ?? []
        if overloads.first?.depth != scopes.count || scopes.last?[name] == nil { overloads = [] }
        let slot = overloads.isEmpty ? name : "\(name)#\(overloads.count)"
        // Declared before its body, so the body may call it.
        declare(slot, nil)
        if slot != name { declare(name, nil) }
        overloads.append(LocalSignature(labels: parameters.map { $0.firstName.text },
                                        defaults: parameters.map { $0.defaultValue?.value }, variadic: variadic,
                                        depth: scopes.count, slot: slot))
        localSignatures[name] = overloads
        scopes.append([:])
        defer { scopes.removeLast() }
        let params = declareParameters(parameters)
        let compiled = block(body.statements)
        return [.declare(name: slot, .closure(params: params, body: compiled), constant: true, loc)]
    }

    /// The overloads of the local function `name` names here, if it names one.
    func localSignature(_ name: String) -> [LocalSignature]? {
        guard let overloads = localSignatures[name], let first = overloads.first,
              let at = scopes.lastIndex(where: { $0[name] != nil }), at + 1 == first.depth else { return nil }
        return overloads
    }

    /// A call of a local function: the first overload its arguments fit.
    func localCall(_ name: String, _ overloads: [LocalSignature], _ args: [Arg], trailing: Int?,
                   at call: FunctionCallExprSyntax) -> Expr {
        for sig in overloads {
            if let bound = bindLocalCall(sig, args, trailing: trailing, at: call) { return .call(.identifier(sig.slot), bound) }
        }
        sink.error(.wrongLabels, Messages.wrongLabels(name, got: args.map { $0.label ?? "_" }, expected: overloads.map(\.labels)),
                   at: location(call))
        return .call(.identifier(name), args)
    }

    /// The arguments of a call of a local function, one per parameter in
    /// order: given ones by label, left-out ones by their defaults, a variadic
    /// parameter's as one array; nil when the call does not fit them.
    private func bindLocalCall(_ sig: LocalSignature, _ args: [Arg], trailing: Int?,
                               at call: FunctionCallExprSyntax) -> [Arg]? {
        var out: [Arg] = []
        var i = 0
        for (k, label) in sig.labels.enumerated() {
            // A trailing closure passes over a parameter with a default that
            // is not the last one (Swift's forward scan, simplified).
            func fits(_ i: Int, _ label: String) -> Bool {
                if i == trailing { return sig.defaults[k] == nil || k == sig.labels.count - 1 }
                return (args[i].label ?? "_") == label
            }
            if sig.variadic == k {
                var items: [Expr] = []
                if i < args.count, fits(i, label) {
                    items.append(args[i].value); i += 1
                    while i < args.count, args[i].label == nil, i != trailing { items.append(args[i].value); i += 1 }
                }
                out.append(Arg(label: nil, value: .array(items)))
            } else if i < args.count, fits(i, label) {
                out.append(args[i]); i += 1
            } else if let d = sig.defaults[k] {
                out.append(Arg(label: nil, value: defaultArgument(d, at: call)))
            } else {
                i = -1
                break
            }
        }
        return i == args.count ? out : nil
    }

    /// A default value as the call sees it: `#line` is the call's line,
    /// `#file`, `#filePath` and `#fileID` its file, `#function` empty.
    private func defaultArgument(_ value: ExprSyntax, at call: FunctionCallExprSyntax) -> Expr {
        if let m = value.as(MacroExpansionExprSyntax.self) {
            switch m.macroName.text {
            case "line": return .literal(.scalar(.int(Int64(location(call).line))))
            case "column": return .literal(.scalar(.int(Int64(location(call).column))))
            case "file", "filePath", "fileID": return .literal(.scalar(.string(file)))
            case "function": return .literal(.scalar(.string("")))
            default: break
            }
        }
        return expr(value)
    }
}
