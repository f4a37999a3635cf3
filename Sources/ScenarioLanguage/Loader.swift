// Loading a scenario file: read, parse, fold operators, collect models and
// metadata, compile each scenario once, lint.
// Related documentation: docs/writing-scenarios.md#what-a-scenario-runs-in, docs/writing-scenarios.md#what-a-lint-error-fails.

internal import Foundation
internal import RealmSpecCore
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// What the interpreter needs of a loaded file beyond its public description.
final class Program: @unchecked Sendable {
    // Sendable: every property is a `let` set in init; compiled scenarios and the schema index are never mutated after loading.
    let catalog: ModelCatalog
    let scenarios: [String: CompiledScenario]
    /// The schema by name, built once per file and shared (read-only) by every run.
    let index: SchemaIndex
    init(catalog: ModelCatalog, scenarios: [String: CompiledScenario]) {
        self.catalog = catalog; self.scenarios = scenarios; self.index = SchemaIndex(catalog.schema)
    }
}

/// Parsed shared models by their folder's content.
/// The shared models of one folder, read once and kept (see `LoadOptions.models`).
final class ModelsMemo: @unchecked Sendable {
    // Sendable: `kept` is read and written only under `lock`.
    private let lock = NSLock()
    private var kept: (directory: String?, models: (ModelCatalog, [Diagnostic]))?

    /// The models of `directory`, read with `read` the first time only; a
    /// file loaded meanwhile on another thread waits for that first read.
    func models(of directory: String?, _ read: () -> (ModelCatalog, [Diagnostic])) -> (ModelCatalog, [Diagnostic]) {
        lock.withLock {
            if let kept, kept.directory == directory { return kept.models }
            let models = read()
            kept = (directory, models)
            return models
        }
    }
}

final class ModelsCache: @unchecked Sendable {
    // Sendable: `entries` is read and written only under `lock`.
    static let shared = ModelsCache()
    private let lock = NSLock()
    private var entries: [String: (ModelCatalog, [Diagnostic])] = [:]

    func get(_ key: String) -> (ModelCatalog, [Diagnostic])? { lock.withLock { entries[key] } }
    func put(_ key: String, _ value: (ModelCatalog, [Diagnostic])) {
        lock.withLock {
            if entries.count > 16 { entries.removeAll() }
            entries[key] = value
        }
    }
}

enum FileLoader {
    /// Parses and folds operators; folding problems are left for lint to report.
    ///
    /// A text that nests too deep to parse, fold, compile or interpret
    /// safely (see `NestingCheck`) gives an empty tree and one
    /// 'nesting-too-deep' error at the place past the limit.
    static func parse(_ text: String, lines: LineMap) -> (SourceFileSyntax, Diagnostic?) {
        func refused(_ offset: Int, _ message: String) -> (SourceFileSyntax, Diagnostic?) {
            let d = Diagnostic(id: DiagnosticKind.nestingTooDeep.rawValue, severity: .error, message: message,
                               location: lines.location(offset: offset))
            return (Parser.parse(source: ""), d)
        }
        if let (offset, message) = NestingCheck.brackets(text) { return refused(offset, message) }
        let tree = Parser.parse(source: text)
        // `position` is stored in the node; `positionAfterSkippingLeadingTrivia`
        // would recurse down to the first token, as deep as the tree.
        if let node = NestingCheck.deepestNode(in: tree) {
            return refused(NestingCheck.skippingBlanks(text, from: node.position.utf8Offset), NestingCheck.tooDeepMessage())
        }
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        if let node = NestingCheck.deepestNode(in: folded) {
            return refused(NestingCheck.skippingBlanks(text, from: node.position.utf8Offset), NestingCheck.tooDeepMessage())
        }
        return (folded, nil)
    }

    /// The shared models of a folder, with their diagnostics. Parsed once per
    /// distinct content: a corpus run loads the same folder for every file.
    static func sharedModels(_ directory: String?) -> (ModelCatalog, [Diagnostic]) {
        guard directory != nil else { return (ModelCatalog(), []) }
        let sources = modelSources(directory)
        let key = sources.map { $0.path + "\u{0}" + $0.text }.joined(separator: "\u{1}")
        if let cached = ModelsCache.shared.get(key) { return cached }
        var catalog = ModelCatalog()
        var diagnostics: [Diagnostic] = []
        for (path, text) in sources {
            let lines = LineMap(file: path, text: text)
            let (tree, refusal) = parse(text, lines: lines)
            var reader = ModelReader(lines: lines)
            reader.read(tree, into: &catalog)
            diagnostics += reader.sink.all
            if let refusal { diagnostics.append(refusal) }
        }
        ModelsCache.shared.put(key, (catalog, diagnostics))
        return (catalog, diagnostics)
    }

    /// The `.swift` files of a shared models folder, by name, with their texts.
    static func modelSources(_ directory: String?) -> [(path: String, text: String)] {
        guard let directory else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // A file refused here is reported when it is loaded as a scenario file.
            guard case .text(let text) = checkedText(path) else { return nil }
            return (path, text)
        }
    }

    /// Loads the file at `path`, from `options.cache` when it holds the
    /// file as it is now (see `LoadCache`), else from its text, which is
    /// then kept there.
    static func load(_ path: String, options: LoadOptions) -> (SpecFile, Program?) {
        switch checkedText(path) {
        case .refused(let d):
            return (SpecFile(path: path, metadata: ScenarioMetadata(), scenarios: [], diagnostics: [d], schema: Schema(types: [])), nil)
        case .text(let text):
            return load(cached: text, path: path, options: options)
        }
    }

    /// Loads a file's text through `options.cache` when it holds the file as
    /// it is now (see `LoadCache`), else from the text, which is then kept there.
    static func load(cached text: String, path: String, options: LoadOptions) -> (SpecFile, Program?) {
        guard let cache = options.cache else { return load(text: text, path: path, options: options) }
        let key = cache.key(path: path, context: options.cacheContext.digest(of: options))
        if let hit = cache.entry(path: path, text: text, key: key, compiled: options.compiles, models: options.cacheContext.models) {
            return hit
        }
        let (file, program) = load(text: text, path: path, options: options)
        if let program { cache.store(file, program, text: text, key: key) }
        return (file, program)
    }

    /// A scenario's description; metadata problems go to the compiler's diagnostics.
    private static func scenarioInfo(_ f: FunctionDeclSyntax, fileMetadata: ScenarioMetadata, options: LoadOptions,
                                     compiler: Compiler) -> ScenarioInfo {
        let (metadata, unknownKeys) = MetadataReader.scenarioMetadata(docLines: MetadataReader.docLines(f), file: fileMetadata)
        for key in unknownKeys {
            compiler.sink.warning(.unknownMetadataKey, "unknown metadata key '\(key)'; known keys are " +
                                MetadataReader.knownKeys.sorted().map { "'\($0)'" }.joined(separator: ", "), at: compiler.location(f))
        }
        for name in metadata.requires ?? [] where Capability(rawValue: name) == nil {
            let known = Capability.allCases.map(\.rawValue)
            let hint = Messages.didYouMean(name, in: known)
            compiler.sink.error(.unknownCapability, "unknown capability '\(name)' in '- requires:'" + (hint.isEmpty
                                ? "; capabilities are " + known.map { "'\($0)'" }.joined(separator: ", ") : hint),
                                at: compiler.location(f))
        }
        if let pages = options.pages {
            let located = MetadataReader.located(in: f.leadingTrivia, at: f.position.utf8Offset, dashed: true)
            MetadataIdCheck(pages: pages, lines: compiler.lines).checkScenario(
                metadata, docPage: located.contains { $0.key == "page" }, located: located, fallback: compiler.location(f),
                into: &compiler.sink)
        } else if let known = options.knownClaims {
            for claim in metadata.claims where !known.contains(claim) {
                compiler.sink.error(.unknownClaim, Messages.unknownClaim(claim), at: compiler.location(f))
            }
        }
        if let known = options.knownSDKTests {
            let located = MetadataReader.located(in: f.leadingTrivia, at: f.position.utf8Offset, dashed: true)
            SDKTestId.check(located, known: known, lines: compiler.lines, fallback: compiler.location(f), into: &compiler.sink)
        }
        let isAsync = f.signature.effectSpecifiers?.asyncSpecifier != nil
        return ScenarioInfo(name: f.name.text, location: compiler.location(f.name), metadata: metadata, isAsync: isAsync)
    }

    /// Whether a scenario's braces are both there (or it has no body at
    /// all, itself an error of the scenario): a problem inside such a
    /// scenario is its own; one inside a body missing a brace may have
    /// swallowed the scenarios after it, so it is the file's.
    private static func isWhole(_ f: FunctionDeclSyntax) -> Bool {
        guard let body = f.body else { return true }
        return body.leftBrace.presence == .present && body.rightBrace.presence == .present
    }

    private static func before(_ a: SourceLocation, _ b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }

    static func load(text: String, path: String, options: LoadOptions) -> (SpecFile, Program?) {
        let lines = LineMap(file: path, text: text)
        let (tree, refusal) = parse(text, lines: lines)
        var (catalog, diagnostics) = options.models.models(of: options.modelsDirectory) { sharedModels(options.modelsDirectory) }
        // Each file's types in storage of its own, so workers running
        // different files never touch the same reference counts.
        catalog.types = catalog.types.mapValues { $0.withOwnStorage() }
        var reader = ModelReader(lines: lines)
        reader.read(tree, into: &catalog)
        reader.validate(catalog)
        let (modelDiagnostics, badDefaults) = ModelDefaultScope.split(reader.sink.all, catalog: catalog, path: path)
        diagnostics += modelDiagnostics
        var badDefaultsUsed = Set<Int>()

        var fileMetadata = ScenarioMetadata()
        MetadataReader.apply(MetadataReader.fileMetadata(tree), to: &fileMetadata)
        if let pages = options.pages, let first = tree.firstToken(viewMode: .sourceAccurate) {
            var sink = DiagnosticSink(file: path)
            MetadataIdCheck(pages: pages, lines: lines).checkFilePage(
                fileMetadata, located: MetadataReader.located(in: first.leadingTrivia, at: first.position.utf8Offset, dashed: false),
                fallback: SourceLocation(file: path, line: 1, column: 1), into: &sink)
            diagnostics += sink.all
        }
        let compiler = Compiler(lines: lines, text: text, catalog: catalog)
        // Helper functions first: every scenario calls them, and a problem in one is the file's.
        compiler.compileHelpers(tree.statements.compactMap { item in
            item.item.as(FunctionDeclSyntax.self).flatMap { $0.name.text.hasPrefix("test") ? nil : $0 }
        })
        diagnostics += compiler.sink.all
        var infos: [ScenarioInfo] = []
        var compiled: [String: CompiledScenario] = [:]
        /// Each scenario's span in the file, when its braces are whole.
        var spans: [(start: SourceLocation, end: SourceLocation)?] = []
        for item in tree.statements {
            guard let f = item.item.as(FunctionDeclSyntax.self), f.name.text.hasPrefix("test") else { continue }
            let already = compiler.sink.all.count
            var info = scenarioInfo(f, fileMetadata: fileMetadata, options: options, compiler: compiler)
            if let first = infos.first(where: { $0.name == info.name }) {
                compiler.sink.error(.duplicateScenario, Messages.duplicateScenario(info.name, first: first.location), at: info.location)
            }
            let body = compiler.compile(function: f)
            if compiled[f.name.text] == nil { compiled[f.name.text] = body }
            info.diagnostics = Array(compiler.sink.all[already...])
            // A default the language does not compute fails the scenarios that use its model.
            for (index, bad) in badDefaults.enumerated() where ModelDefaultScope.uses(f, any: bad.users) {
                info.diagnostics.append(bad.diagnostic)
                badDefaultsUsed.insert(index)
            }
            info.apiUsage = compiler.takeApiUsage()
            infos.append(info)
            spans.append(isWhole(f) ? (lines.location(f), lines.location(offset: f.endPositionBeforeTrailingTrivia.utf8Offset)) : nil)
        }
        for (index, bad) in badDefaults.enumerated() where !badDefaultsUsed.contains(index) {
            diagnostics.append(Diagnostic(id: bad.diagnostic.id, severity: .warning, message: bad.diagnostic.message,
                                          location: bad.diagnostic.location))
        }
        // Structural problems inside a whole scenario are the scenario's; the rest are the file's.
        for d in ScenarioLint.structural(tree, lines: lines) {
            let owner = spans.firstIndex { span in
                guard let span, d.location.file == path else { return false }
                return !before(d.location, span.start) && before(d.location, span.end)
            }
            if let owner { infos[owner].diagnostics.append(d) } else { diagnostics.append(d) }
        }
        if let refusal { diagnostics.append(refusal) }
        if refusal == nil && infos.isEmpty && !tree.statements.contains(where: { $0.item.is(ClassDeclSyntax.self) }) {
            diagnostics.append(Diagnostic(id: DiagnosticKind.noScenarios.rawValue, severity: .warning,
                                          message: "no scenarios: a scenario is a top-level 'func test…()'",
                                          location: SourceLocation(file: path, line: 1, column: 1)))
        }
        let order = { (a: Diagnostic, b: Diagnostic) in
            (a.location.file, a.location.line, a.location.column) < (b.location.file, b.location.line, b.location.column)
        }
        diagnostics.sort(by: order)
        for index in infos.indices { infos[index].diagnostics.sort(by: order) }
        let file = SpecFile(path: path, metadata: fileMetadata, scenarios: infos, diagnostics: diagnostics, schema: catalog.schema)
        let program = Program(catalog: catalog, scenarios: compiled)
        file.program = program
        return (file, program)
    }
}
