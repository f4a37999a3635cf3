// `realmspec expectations update`: an engine's expectations file from a run.

internal import ArgumentParser
internal import Foundation
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

struct ExpectationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expectations",
        abstract: "Maintains the engines' expectations files (Specs/expectations/ENGINE.yaml).",
        subcommands: [Update.self])

    struct Update: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "update",
            abstract: "Adds an entry for each scenario the run failed on the engine and removes the entries of "
                + "scenarios that now pass or no longer exist, keeping existing reasons.",
            discussion: "New entries get the reason TODO, which `realmspec lint` refuses until it is written. Scenarios with lint "
                + "errors get no entry (a lint error is never an expected failure). The file's comments and other keys stay.")

        @Option(help: ArgumentHelp("The engine whose file is updated (its name in the run).", valueName: "name"))
        var engine: String

        @Argument(help: "The run's results.json.")
        var results: String

        @Option(name: [.customLong("specs-root"), .customLong("specs")],
                help: ArgumentHelp("The folder holding pages.yaml, Models/ and expectations/.", valueName: "dir"))
        var specs: String = "Specs"

        func validate() throws {
            guard FileManager.default.fileExists(atPath: specs) else { throw ValidationError("no such folder '\(specs)'") }
        }

        func run() throws {
            let record: RunRecord, corpus: SpecCorpus
            do {
                record = try RunComparison.load(results)
                corpus = try SpecCorpus.load(paths: [specs], root: nil, jobs: ProcessInfo.processInfo.activeProcessorCount)
            } catch {
                throw CLIError(error.description)
            }
            let cases = record.cases.filter { $0.engine == engine }
            guard !cases.isEmpty else {
                let known = record.engines
                throw CLIError("the run has no case on the engine '\(engine)'"
                               + (Suggestion.closest(to: engine, in: known).map { "; did you mean '\($0)'?" } ?? "")
                               + " (engines in the run: \(known.joined(separator: ", ")))")
            }
            let existing: Expectations
            do { existing = try ExpectationsLoader.load(engine: engine, specsRoot: corpus.root) } catch {
                throw CLIError(error.description)
            }
            var ids: Set<String> = [], linted: Set<String> = []
            for file in corpus.files {
                for s in file.scenarios {
                    let id = "\(corpus.relativePath(file.path))::\(s.name)"
                    ids.insert(id)
                    if file.hasFileErrors || s.diagnostics.contains(where: { $0.severity == .error }) { linted.insert(id) }
                }
            }
            let update = ExpectationsUpdate(existing: existing, cases: cases, scenarioId: { c in
                let id = "\(corpus.relativePath(c.file))::\(c.name)"
                return ids.contains(id) ? id : nil
            }, exists: { ids.contains($0) }, hasLintErrors: { linted.contains($0) })
            let path = (corpus.root as NSString).appendingPathComponent("expectations/\(engine).yaml")
            try ReportDirectoryOption.prepare(folder: (path as NSString).deletingLastPathComponent, for: "the expectations of '\(engine)'")
            let text: String
            do {
                let old = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
                let added = update.expectations.entries.filter { update.added.contains($0.scenario) }
                text = try ExpectationsUpdate.edited(old, file: path, engine: engine, removed: Set(update.removed), added: added)
            } catch {
                throw CLIError(error.description)
            }
            try attempt { () throws(ReportError) in try AtomicFile.write(Array(text.utf8), to: path) }
            for id in update.added { print("added   \(id) (reason: TODO)") }
            for id in update.removed { print("removed \(id)") }
            for broken in cases where broken.failureType == "lint" && broken.section == "(none)" {
                print("skipped \(corpus.relativePath(broken.file)): the file has lint errors, and a lint error is never an expected "
                      + "failure; fix it (realmspec lint)")
            }
            for id in update.skippedForLint {
                print("skipped \(id): it has lint errors, and a lint error is never an expected failure; fix it (realmspec lint)")
            }
            print("\(path): \(update.expectations.entries.count) entries, \(update.added.count) added, \(update.removed.count) removed"
                  + (update.added.isEmpty ? "" : "; write the TODO reasons before `realmspec lint` passes"))
        }
    }
}
