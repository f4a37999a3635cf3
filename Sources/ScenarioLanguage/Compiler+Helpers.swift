// File-level helper functions. The SDK's own tests factor repeated checks
// into functions (`func assertDogs(_ dogs: Results<Dog>, _ names: [String])`);
// a scenario file may do the same. A helper is a top-level function whose
// name does not start with `test`: it is compiled once, with its parameters
// in scope (a parameter typed as a model class is that model's object, for
// lint), and every scenario of the file runs with it as a closure over its
// outermost scope, so helpers call each other. A call passes its arguments by
// position, with the labels the declaration gives (`_` for none); defaults,
// `inout`, variadic and generic parameters are refused by lint.
// SDK calls inside a helper are checked like any other but credit no
// coverage: a credit names the scenario behind it, and a helper is none.
// Related documentation: docs/writing-scenarios.md#helper-functions.

internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// Reads the helpers' names and labels, then compiles each one; their
    /// diagnostics are the file's, and what they use of the SDK is dropped.
    func compileHelpers(_ functions: [FunctionDeclSyntax]) {
        for f in functions { helperLabels[f.name.text] = Self.labels(of: f) }
        helpers = functions.map { f in
            scopes = [[:]]
            receiverKinds = [:]
            declareHelpers()
            apiUsage.members.analysis = CheckedCalls(f)
            let params = declareParameters(f.signature.parameterClause.parameters)
            let body = f.body.map { block($0.statements) } ?? []
            _ = takeApiUsage()
            return HelperFunction(name: f.name.text, params: params, body: body)
        }
    }

    /// Declares a function's parameters in the current scope, a parameter typed
    /// as a model class holding that model's objects, and gives their names.
    func declareParameters(_ parameters: FunctionParameterListSyntax) -> [String] {
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        for (name, p) in zip(names, parameters) {
            let type = p.type.trimmedDescription
            declare(name, catalog.types[type] != nil ? .object(type) : nil)
        }
        return names
    }

    /// The helpers' names, in the outermost scope of the function being compiled.
    func declareHelpers() {
        for name in helperLabels.keys { declare(name, nil) }
    }

    /// A call of a helper: true when `name` is one, after checking its labels.
    func checkHelperCall(_ name: String, labels: [String], at node: some SyntaxProtocol) -> Bool {
        guard let expected = helperLabels[name], scopes.dropFirst().allSatisfy({ $0[name] == nil }) else { return false }
        if labels != expected {
            sink.error(.wrongLabels, Messages.wrongLabels(name, got: labels, expected: [expected]), at: location(node))
        }
        return true
    }

    /// The argument labels a call of `f` gives: each parameter's first name, `_` for none.
    static func labels(of f: FunctionDeclSyntax) -> [String] {
        f.signature.parameterClause.parameters.map { $0.firstName.text }
    }
}
