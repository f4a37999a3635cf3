// Lint: every construct outside the subset, missing or unexpected syntax,
// and the checks the compiler makes, reported as `file:line:col: error: message`.
// Related documentation: docs/writing-scenarios.md#what-a-lint-error-fails.

internal import RealmSpecCore
public import ScenarioInterpreter
public import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

/// Lints scenario files.
public enum ScenarioLint {
    /// The diagnostics of one loaded file (load problems, lint errors), in source order.
    ///
    /// - Parameter file: a file from `ScenarioLoader.load(file:options:)`.
    /// - Returns: every diagnostic, sorted by line and column.
    public static func diagnostics(for file: SpecFile) -> [Diagnostic] {
        file.diagnostics
    }

    /// Loads and lints a file in one step.
    public static func diagnostics(forFile path: String, options: LoadOptions) -> [Diagnostic] {
        ScenarioLoader.load(file: path, options: options).diagnostics
    }

    /// Structural problems of a parsed tree: missing and unexpected syntax,
    /// and top-level declarations outside the subset.
    static func structural(_ tree: SourceFileSyntax, lines: LineMap) -> [Diagnostic] {
        let visitor = StructureVisitor(lines: lines)
        // A tree without missing or unexpected syntax needs only its top level checked.
        if tree.hasError { visitor.walk(tree) } else { visitor.checkTopLevel(of: tree) }
        return visitor.sink.all
    }
}

/// Finds missing tokens, unexpected text and unsupported top-level declarations.
private final class StructureVisitor: SyntaxVisitor {
    let lines: LineMap
    var sink: DiagnosticSink

    init(lines: LineMap) {
        self.lines = lines
        self.sink = DiagnosticSink(file: lines.file)
        super.init(viewMode: .all)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(node) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let what = token.tokenKind == .identifier("") ? "identifier" : token.text.isEmpty ? "\(token.tokenKind)" : token.text
            sink.error(.syntaxMissing, "expected '\(what)'", at: location(token))
        }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        sink.error(.syntaxUnexpected, "unexpected code '\(node.trimmedDescription.prefix(40))'", at: location(node))
        return .skipChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        sink.error(.syntaxMissing, "expected an expression", at: location(node))
        return .skipChildren
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        checkTopLevel(of: node)
        return .visitChildren
    }

    func checkTopLevel(of tree: SourceFileSyntax) {
        let subclasses = ModelReader.objcSubclasses(in: tree)
        for item in tree.statements { checkTopLevel(item, subclasses: subclasses) }
    }

    private func checkTopLevel(_ item: CodeBlockItemSyntax, subclasses: [String: (kind: String, parent: String)]) {
        switch item.item {
        case .decl(let d):
            if d.is(ImportDeclSyntax.self) { return }
            if let f = d.as(FunctionDeclSyntax.self) { return checkFunction(f) }
            // `struct Box: CustomPersistable { … }`: a property type the models may use (Loader+CustomPersistable.swift).
            if ModelReader.customPersistableProtocol(d) != nil { return }
            if let c = d.as(ClassDeclSyntax.self) {
                if ModelReader.modelBase(of: c) == nil, subclasses[c.name.text] == nil {
                    sink.error(.unsupportedDeclaration, "class '\(c.name.text)' must inherit from 'Object', 'EmbeddedObject', 'Projection<T>' or an RLMObject model of this file",
                               at: location(c.name))
                }
                return
            }
            // `enum Kind: Int, PersistableEnum { … }`: a property type the models may use.
            if let e = d.as(EnumDeclSyntax.self), ModelReader.isPersistableEnum(e) { return }
            if d.is(VariableDeclSyntax.self) {
                sink.error(.unsupportedConstruct, "top-level code is outside the scenario subset; put it in a 'func test…()'", at: location(d))
                return
            }
            let keyword = d.firstToken(viewMode: .sourceAccurate)?.text ?? "declaration"
            sink.error(.unsupportedDeclaration, Messages.unsupported("top-level \(keyword)"), at: location(d))
        case .stmt, .expr:
            sink.error(.unsupportedConstruct, "top-level code is outside the scenario subset; put it in a 'func test…()'", at: location(item))
        }
    }

    private func checkFunction(_ f: FunctionDeclSyntax) {
        guard f.name.text.hasPrefix("test") else { return checkHelper(f) }
        if !f.signature.parameterClause.parameters.isEmpty {
            sink.error(.unsupportedDeclaration, "scenario '\(f.name.text)' must take no parameters", at: location(f.signature))
        }
        if f.body == nil {
            sink.error(.unsupportedDeclaration, "scenario '\(f.name.text)' has no body", at: location(f.name))
        }
        if f.genericParameterClause != nil {
            sink.error(.unsupportedDeclaration, "scenario '\(f.name.text)' must not be generic", at: location(f.name))
        }
    }

    /// A helper function (any top-level function not named `test…`): its
    /// parameters are bound by position, so each is plain (no default, no
    /// `inout`, no `...`), and it is not generic (Compiler+Helpers.swift).
    private func checkHelper(_ f: FunctionDeclSyntax) {
        let name = f.name.text
        if Interpreter.globals[name] != nil || Compiler.assertionNames.contains(name) {
            sink.error(.unsupportedDeclaration, "helper function '\(name)' has the name of a built-in function", at: location(f.name))
        }
        if f.body == nil { sink.error(.unsupportedDeclaration, "helper function '\(name)' has no body", at: location(f.name)) }
        if f.genericParameterClause != nil || f.genericWhereClause != nil {
            sink.error(.unsupportedDeclaration, "helper function '\(name)' must not be generic", at: location(f.name))
        }
        for p in f.signature.parameterClause.parameters {
            if p.defaultValue != nil {
                sink.error(.unsupportedDeclaration, "a parameter of helper function '\(name)' has a default value; pass every argument",
                           at: location(p))
            } else if p.ellipsis != nil || p.type.trimmedDescription.hasPrefix("inout ") {
                sink.error(.unsupportedDeclaration, "a parameter of helper function '\(name)' is variadic or inout; pass a plain value",
                           at: location(p))
            }
        }
    }
}
