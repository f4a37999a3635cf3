// Functions declared inside a scenario. The SDK's tests declare small
// functions inside a test method (`func check(_ value: Int?) { … }`, often
// generic over the value's type) and call them in turn. A local function is
// a constant holding a closure over the scope it is declared in: its
// parameters are bound by position, a generic parameter list is read as the
// language reads every value (by what it holds at run time), and a
// parameter typed as a model class holds that model's objects for lint.
// Defaults, `inout`, variadic parameters, `async` and `rethrows`-style
// effects other than `throws` are refused by name.
// Related documentation: docs/writing-scenarios.md#helper-functions.

internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

extension Compiler {
    func localFunction(_ f: FunctionDeclSyntax, _ loc: SourceLocation) -> [Stmt] {
        let name = f.name.text
        let parameters = f.signature.parameterClause.parameters
        for p in parameters {
            if p.defaultValue != nil { unsupported(p, "a default value of a local function's parameter") }
            if p.ellipsis != nil { unsupported(p, "a variadic parameter") }
            if p.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedDescription == "inout" }) == true {
                unsupported(p, "an inout parameter")
            }
        }
        if f.signature.effectSpecifiers?.asyncSpecifier != nil { unsupported(f, "an async local function") }
        guard let body = f.body else { unsupported(f, "a local function without a body"); return [] }
        // Declared before its body, so the body may call it.
        declare(name, nil)
        scopes.append([:])
        defer { scopes.removeLast() }
        let params = declareParameters(parameters)
        let compiled = block(body.statements)
        return [.declare(name: name, .closure(params: params, body: compiled), constant: true, loc)]
    }
}
