// `realmspec expectations update`: an engine's expectations file from a run.

import ArgumentParser
import Foundation
import SpecReports
import SpecRunner

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
            discussion: "New entries get the reason TODO, which `realmspec lint` refuses until it is written.")

        @Option(help: ArgumentHelp("The engine whose file is updated (its name in the run).", valueName: "name"))
        var engine: String

        @Argument(help: "The run's results.json.")
        var results: String

        @Option(name: .customLong("specs"), help: ArgumentHelp("The Specs folder.", valueName: "dir"))
        var specs: String = "Specs"

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
            var ids: Set<String> = []
            for file in corpus.files { for s in file.scenarios { ids.insert("\(corpus.relativePath(file.path))::\(s.name)") } }
            let update = ExpectationsUpdate(existing: existing, cases: cases, scenarioId: { c in
                let id = "\(corpus.relativePath(c.file))::\(c.name)"
                return ids.contains(id) ? id : nil
            }, exists: { ids.contains($0) })
            let path = (corpus.root as NSString).appendingPathComponent("expectations/\(engine).yaml")
            try ReportDirectoryOption.prepare(folder: (path as NSString).deletingLastPathComponent, for: "the expectations of '\(engine)'")
            try attempt { () throws(ReportError) in
                try AtomicFile.write(Array(ExpectationsUpdate.render(update.expectations, engine: engine).utf8), to: path)
            }
            for id in update.added { print("added   \(id) (reason: TODO)") }
            for id in update.removed { print("removed \(id)") }
            print("\(path): \(update.expectations.entries.count) entries, \(update.added.count) added, \(update.removed.count) removed"
                  + (update.added.isEmpty ? "" : "; write the TODO reasons before `realmspec lint` passes"))
        }
    }
}
