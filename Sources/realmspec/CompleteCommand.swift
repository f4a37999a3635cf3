// `realmspec complete`: record mode. Fills in `XCTAssertEqual(x, _)` and
// `assertThrows(x)` with what an engine produced, then lints the file.

internal import ArgumentParser
internal import Foundation
internal import RealmSpecCore
internal import ScenarioInterpreter
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunner

struct CompleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Fills in placeholder assertions — XCTAssertEqual(x, _) and assertThrows(x) with no kind — "
            + "with what the engine produced, rewriting the file in place, then lints it.",
        discussion: """
            Only the placeholders change; every other byte of the file stays as it was. A value that is not \
            a literal (an object, a collection) is reported and left for you to write. Exit 1 when a placeholder \
            could not be filled or the completed file does not lint.
            """)

    @Argument(help: "Scenario files to complete.")
    var files: [String]

    @Option(help: ArgumentHelp("The engine that produces the values (default: reference).", valueName: "name"))
    var engine: String = "reference"

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name the scenario files to complete") }
        for path in files where !FileManager.default.fileExists(atPath: path) { throw ValidationError("no such file '\(path)'") }
        if EngineRegistry.factory(for: engine) == nil { throw ValidationError(EngineSelection.unknown(engine).message) }
    }

    func run() throws {
        guard let factory = EngineRegistry.factory(for: engine) else { throw EngineSelection.unknown(engine) }
        var problems = 0
        for path in files {
            problems += try complete(path, factory: factory)
        }
        let lint: SpecCorpus
        do { lint = try SpecCorpus.load(paths: files, root: nil, jobs: 1) } catch { throw CLIError(error.description) }
        var lintErrors = 0
        for file in lint.files {
            for diagnostic in file.diagnostics where diagnostic.severity == .error {
                print(TerminalText.escaped(diagnostic.description))
                lintErrors += 1
            }
        }
        print("\(files.count) file\(files.count == 1 ? "" : "s") completed on \(engine); "
              + "\(problems) placeholder\(problems == 1 ? "" : "s") left, \(lintErrors) lint error\(lintErrors == 1 ? "" : "s")")
        if problems > 0 || lintErrors > 0 { throw ExitCode(1) }
    }

    /// Completes one file; answers how many placeholders could not be filled.
    private func complete(_ path: String, factory: EngineFactory) throws -> Int {
        guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
            throw CLIError("cannot read '\(path)' as UTF-8 text")
        }
        let completion = Completion(source: source)
        guard !completion.placeholders.isEmpty else {
            print("\(path): no placeholders")
            return 0
        }
        let root = SpecsRoot.locate(from: path)
        let models = (root as NSString).appendingPathComponent("Models")
        let options = LoadOptions(modelsDirectory: FileManager.default.fileExists(atPath: models) ? models : nil)
        let instrumented = ScenarioLoader.load(source: completion.instrumented, path: path, options: options)
        var fills: [Completion.Placeholder: Completion.Fill] = [:]
        for name in Set(completion.placeholders.map(\.scenario)) {
            let wanted = completion.placeholders.filter { $0.scenario == name }
            guard let scenario = instrumented.scenarios.first(where: { $0.name == name }) else {
                for p in wanted { fills[p] = .problem("'\(name)' is not a scenario the file runs") }
                continue
            }
            let outcome: ScenarioOutcome
            do {
                outcome = ScenarioInterpreter.run(scenario, of: instrumented, on: try factory())
            } catch {
                throw CLIError("cannot start the engine '\(engine)': \(error.message)")
            }
            fills.merge(Completion.fills(for: wanted, outcome: outcome)) { a, _ in a }
        }
        var left = 0
        for p in completion.placeholders.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            switch fills[p] {
            case .text(let text)?: print("\(path):\(p.line):\(p.column): filled in \(TerminalText.escaped(text))")
            case .problem(let why)?:
                print("\(path):\(p.line):\(p.column): error: cannot fill in the placeholder: \(TerminalText.escaped(why))")
                left += 1
            case nil:
                print("\(path):\(p.line):\(p.column): error: cannot fill in the placeholder")
                left += 1
            }
        }
        try attempt { () throws(ReportError) in try AtomicFile.write(Array(completion.filled(fills).utf8), to: path) }
        return left
    }
}
