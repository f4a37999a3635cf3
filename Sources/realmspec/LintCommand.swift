// `realmspec lint`: every diagnostic of the scenario files, pages.yaml and
// the expectations files, in the compiler's format.

import ArgumentParser
import Foundation
import RealmSpecCore
import SpecRunner

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks scenario files, pages.yaml and expectations; prints file:line:col: error: message.")

    @OptionGroup var corpus: CorpusOptions

    func run() throws {
        let loaded: SpecCorpus
        do {
            loaded = try SpecCorpus.load(paths: corpus.paths, root: corpus.specsRoot)
        } catch {
            print(error.description)
            throw ExitCode(1)
        }
        var errors = 0
        for file in loaded.files {
            for diagnostic in file.diagnostics {
                print(diagnostic.description)
                if diagnostic.severity == .error { errors += 1 }
            }
        }
        for problem in expectationProblems(loaded) {
            print(problem.description)
            errors += 1
        }
        let count = loaded.files.count
        print("\(count) file\(count == 1 ? "" : "s"), \(loaded.scenarios.count) scenarios, \(errors) error\(errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }

    /// Malformed or stale entries in `expectations/*.yaml` of the Specs root.
    private func expectationProblems(_ loaded: SpecCorpus) -> [SpecConfigError] {
        let folder = (loaded.root as NSString).appendingPathComponent("expectations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var problems: [SpecConfigError] = []
        for name in names.sorted() where name.hasSuffix(".yaml") {
            let engine = String(name.dropLast(".yaml".count))
            do {
                let expectations = try ExpectationsLoader.load(engine: engine, specsRoot: loaded.root)
                let unused: EngineFactory = { () throws(EngineError) -> any Engine in
                    throw EngineError(.unsupported, "lint runs no engine")
                }
                let run = SpecRun(corpus: loaded, engines: [RunnerEngine(name: engine, factory: unused, expectations: expectations)])
                try run.checkExpectations()
            } catch {
                problems.append(error)
            }
        }
        return problems
    }
}
