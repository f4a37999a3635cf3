// `realmspec lint`: every diagnostic of the scenario files, pages.yaml and
// the expectations files, in the compiler's format, all in one pass; over the
// whole corpus also each claim whose scenarios use none of its members, and
// a warning for each scenario naming a claim without using one of its members.

internal import ArgumentParser
internal import Foundation
internal import ScenarioInterpreter
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunner

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks scenario files, pages.yaml and expectations; prints file:line:col: error: message.")

    @OptionGroup var corpus: CorpusOptions

    func run() throws {
        let loaded: SpecCorpus
        var errors = 0
        try corpus.checkPaths()
        do {
            let (corpus, pagesProblems) = try SpecCorpus.loadReportingPages(paths: corpus.paths, root: corpus.specsRoot,
                                                                           jobs: ProcessInfo.processInfo.activeProcessorCount,
                                                                           cache: corpus.cache)
            loaded = corpus
            for problem in pagesProblems {
                print(problem.description)
                errors += 1
            }
        } catch {
            print(error.description)
            throw ExitCode(1)
        }
        // A shared model's problem is in every file's diagnostics: printed once.
        var printed: Set<Diagnostic> = []
        for file in loaded.files {
            for diagnostic in file.diagnostics where printed.insert(diagnostic).inserted {
                print(TerminalText.escaped(diagnostic.description))
                if diagnostic.severity == .error { errors += 1 }
            }
        }
        for problem in loaded.expectationProblems().flatMap(\.all) {
            print(problem.description)
            errors += 1
        }
        for naming in loaded.unbackedNamings { print(TerminalText.escaped(naming.diagnostic)) }
        for claim in loaded.unbackedClaims {
            print(TerminalText.escaped(claim.diagnostic))
            errors += 1
        }
        let count = loaded.files.count
        print("\(count) file\(count == 1 ? "" : "s"), \(loaded.scenarios.count) scenario\(loaded.scenarios.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
