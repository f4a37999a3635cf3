// Loading a scenario file: read, parse, fold operators, collect models and
// metadata, compile each scenario once, lint.
// Related documentation: language#files.

import Foundation
import RealmSpecCore
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What the interpreter needs of a loaded file beyond its public description.
final class Program: @unchecked Sendable {
    let catalog: ModelCatalog
    let scenarios: [String: CompiledScenario]
    init(catalog: ModelCatalog, scenarios: [String: CompiledScenario]) {
        self.catalog = catalog; self.scenarios = scenarios
    }
}

enum FileLoader {
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses and folds operators; folding problems are left for lint to report.
    static func parse(_ text: String) -> SourceFileSyntax {
        let tree = Parser.parse(source: text)
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        return folded.as(SourceFileSyntax.self) ?? tree
    }

    /// The shared models of a folder, with their diagnostics.
    static func sharedModels(_ directory: String?) -> (ModelCatalog, [Diagnostic]) {
        var catalog = ModelCatalog()
        guard let directory else { return (catalog, []) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var diagnostics: [Diagnostic] = []
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let text = read(path) else { continue }
            let tree = parse(text)
            var reader = ModelReader(tree: tree, file: path)
            reader.read(tree, into: &catalog)
            diagnostics += reader.sink.all
        }
        return (catalog, diagnostics)
    }

    static func load(_ path: String, options: LoadOptions) -> (SpecFile, Program?) {
        guard let text = read(path) else {
            let d = Diagnostic(id: DiagnosticKind.unreadableFile.rawValue, message: "cannot read scenario file '\(path)'",
                               location: SourceLocation(file: path, line: 1, column: 1))
            return (SpecFile(path: path, metadata: ScenarioMetadata(), scenarios: [], diagnostics: [d], schema: Schema(types: [])), nil)
        }
        return load(text: text, path: path, options: options)
    }

    static func load(text: String, path: String, options: LoadOptions) -> (SpecFile, Program?) {
        let tree = parse(text)
        var (catalog, diagnostics) = sharedModels(options.modelsDirectory)
        var reader = ModelReader(tree: tree, file: path)
        reader.read(tree, into: &catalog)
        reader.validate(catalog)
        diagnostics += reader.sink.all
        diagnostics += ScenarioLint.structural(tree, file: path)

        var fileMetadata = ScenarioMetadata()
        MetadataReader.apply(MetadataReader.fileMetadata(tree), to: &fileMetadata)
        let compiler = Compiler(tree: tree, file: path, catalog: catalog)
        var infos: [ScenarioInfo] = []
        var compiled: [String: CompiledScenario] = [:]
        for item in tree.statements {
            guard let f = item.item.as(FunctionDeclSyntax.self), f.name.text.hasPrefix("test") else { continue }
            let (metadata, unknownKeys) = MetadataReader.scenarioMetadata(docLines: MetadataReader.docLines(f), file: fileMetadata)
            let loc = compiler.location(f.name)
            for key in unknownKeys {
                compiler.sink.error(.unknownMetadataKey, "unknown metadata key '\(key)'; known keys are " +
                                    MetadataReader.knownKeys.sorted().map { "'\($0)'" }.joined(separator: ", "), at: compiler.location(f))
            }
            if let known = options.knownClaims {
                for claim in metadata.claims where !known.contains(claim) {
                    compiler.sink.error(.unknownClaim, Messages.unknownClaim(claim), at: compiler.location(f))
                }
            }
            let isAsync = f.signature.effectSpecifiers?.asyncSpecifier != nil
            infos.append(ScenarioInfo(name: f.name.text, location: loc, metadata: metadata, isAsync: isAsync))
            compiled[f.name.text] = compiler.compile(function: f)
        }
        diagnostics += compiler.sink.all
        diagnostics.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
        let file = SpecFile(path: path, metadata: fileMetadata, scenarios: infos, diagnostics: diagnostics, schema: catalog.schema)
        let program = Program(catalog: catalog, scenarios: compiled)
        file.program = program
        return (file, program)
    }
}
