// `realmspec fuzz`: generated call sequences on several engines, compared
// call by call with the reference engine; each divergence shrunk and written
// out as a scenario file.

internal import ArgumentParser
internal import EngineFuzz
internal import Foundation
internal import RealmSpecCore
internal import ScenarioLanguage
internal import SpecRunner

struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Runs generated call sequences on engines and compares them with the reference engine.",
        discussion: """
            Sequence i of a run is generated from the seed and i alone, so a seed and a --count \
            give the same sequences and findings with any --jobs. Each divergence is shrunk and \
            written to --out as a scenario file tagged 'fuzz'. Exit status 1 when a divergence is \
            not listed under 'fuzz-divergences:' in the engine's expectations file.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("The run's seed, 0 to \(UInt64.max) (default: from the clock, printed).", valueName: "n"),
            transform: FuzzCommand.seed)
    var seed: UInt64?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many sequences to run (default: 1000, or no bound with --time).", valueName: "n"))
    var count: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop starting sequences after this many seconds.", valueName: "seconds"))
    var time: Double?

    @Option(help: ArgumentHelp("Engines, comma-separated or repeated: registered names or 'external:COMMAND'; the reference engine is added first when absent (default: every registered engine).",
                               valueName: "names"))
    var engines: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Sequences run in parallel, 1 to 512; the default is the number of cores.", valueName: "n"))
    var jobs: Int = min(ProcessInfo.processInfo.activeProcessorCount, RunCommand.jobsRange.upperBound)

    @Option(help: ArgumentHelp("Where shrunk scenario files go.", valueName: "dir"))
    var out: String = "Reports/fuzz"

    @Option(name: .customLong("invalid-share"), parsing: .unconditional, help: ArgumentHelp("The share of deliberately invalid calls, 0 to 1.", valueName: "fraction"))
    var invalidShare: Double = 0.1

    @Option(name: .customLong("specs-root"), help: ArgumentHelp("The folder with expectations/ (default: Specs when it exists).", valueName: "dir"))
    var specsRoot: String?

    /// Reads `--seed`: a whole number from 0 to UInt64.max. The value is
    /// taken even when it starts with '-', so that a negative seed is named
    /// as negative instead of as a missing value.
    static func seed(_ text: String) throws -> UInt64 {
        if let value = UInt64(text) { return value }
        let range = "a whole number from 0 to \(UInt64.max)"
        if text.hasPrefix("-"), text.count > 1, text.dropFirst().allSatisfy(\.isNumber) {
            throw ValidationError("--seed must be \(range), not '\(text)': it is negative")
        }
        throw ValidationError("--seed must be \(range), not '\(text)'")
    }

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1, not '\(count)'") }
        if let time, !(time > 0) { throw ValidationError("--time must be more than 0 seconds, not '\(time)'") }
        guard RunCommand.jobsRange.contains(jobs) else {
            throw ValidationError("--jobs must be from \(RunCommand.jobsRange.lowerBound) to \(RunCommand.jobsRange.upperBound), not '\(jobs)'")
        }
        guard (0...1).contains(invalidShare) else {
            throw ValidationError("--invalid-share must be between 0 and 1, not '\(invalidShare)'")
        }
        for name in engineNames where EngineRegistry.factory(for: name) == nil {
            if name.hasPrefix(EngineRegistry.externalPrefix) {
                throw ValidationError("--engines: '\(name)' names no command; write it as 'external:COMMAND'")
            }
            throw ValidationError("--engines: " + EngineSelection.unknown(name).message)
        }
        if engineNames.count < 2 { throw ValidationError("--engines needs an engine to compare with the reference engine") }
        if let specsRoot, !FileManager.default.fileExists(atPath: specsRoot) {
            throw ValidationError("--specs-root: no such folder '\(specsRoot)'")
        }
    }

    /// The engines, the reference first.
    var engineNames: [String] {
        var names: [String] = []
        for value in engines {
            let parts = value.hasPrefix(EngineRegistry.externalPrefix) ? [value] : value.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for p in parts where !p.isEmpty && !names.contains(p) { names.append(p) }
        }
        if names.isEmpty || names == ["all"] { names = EngineRegistry.names }
        names.removeAll { $0 == "reference" }
        return ["reference"] + names
    }

    func run() throws {
        let root = specsRoot ?? (FileManager.default.fileExists(atPath: "Specs/expectations") ? "Specs" : nil)
        let chosen = try EngineSelection.resolve(engineNames, specsRoot: root ?? "/nonexistent")
        let seed = self.seed ?? UInt64(Date().timeIntervalSince1970 * 1000)
        let config = FuzzConfiguration(seed: seed, count: count ?? (time == nil ? 1000 : nil), time: time, jobs: jobs,
                                       generator: FuzzGenerator.Options(invalidShare: invalidShare),
                                       engines: chosen.map { (name: $0.name, factory: $0.factory) })
        print("fuzzing \(chosen.dropFirst().map(\.name).joined(separator: ", ")) against \(chosen[0].name), seed \(seed)")
        let terminal = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let progress: (@Sendable (Int, Int) -> Void)? = terminal ? Self.progressLine : nil
        let summary = Fuzzer.run(config, progress: progress)
        if terminal { FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8)) }
        for message in summary.engineErrors { printError("engine failed: \(message)") }

        var written: [String] = []
        var unexpected = 0
        for found in summary.divergences {
            let d = found.divergence
            let reason = chosen.first { $0.name == d.engine }?.expectations.fuzzReason(for: d.signature)
            print("\(d.engine): \(d.signature): reference \(d.expected), \(d.engine) \(d.actual) "
                  + "(\(found.occurrences) sequence\(found.occurrences == 1 ? "" : "s"), first: sequence seed \(found.sequenceSeed))"
                  + (reason.map { "; expected: \($0)" } ?? ""))
            if reason != nil { continue }
            unexpected += 1
            if let path = try write(found, runSeed: seed, engines: config.engines) { written.append(path) }
        }
        print(String(format: "%d sequences, %d calls, %d divergences (%.1f s, %.0f calls/s)", summary.sequences, summary.calls,
                     summary.divergences.count, summary.seconds, Double(summary.calls) / max(summary.seconds, 1e-9)))
        for path in written { print(path) }
        if !summary.engineErrors.isEmpty { throw ExitCode(2) }
        if unexpected > 0 { throw ExitCode(1) }
    }

    /// Shrinks one divergence, writes its scenario and checks the file reproduces it.
    private func write(_ found: FoundDivergence, runSeed: UInt64,
                       engines: [(name: String, factory: EngineFactory)]) throws -> String? {
        guard let shrunk = Fuzzer.shrink(found, engines: engines) else {
            printError("could not shrink the divergence of sequence \(found.sequence): it did not recur")
            return nil
        }
        let name = "testFuzz" + Self.identifier("\(found.divergence.engine) \(found.divergence.signature)") + "\(found.sequenceSeed % 100_000)"
        let (text, unexpressed) = ScenarioWriter.file(records: shrunk.records, divergence: shrunk.divergence,
                                                      seed: found.sequenceSeed, runSeed: runSeed, name: name)
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the folder '\(out)' (--out): \(error.localizedDescription)")
        }
        let path = (out as NSString).appendingPathComponent(String(name.dropFirst(4)) + ".swift")
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            throw CLIError("cannot write '\(path)' (--out): \(error.localizedDescription)")
        }
        let calls = shrunk.steps.filter { $0.call != nil }.count
        let reproduces = Self.reproduces(text, engines: engines, engine: found.divergence.engine)
        print("  shrunk to \(calls) call\(calls == 1 ? "" : "s"): \(path)"
              + (unexpressed > 0 ? " (\(unexpressed) calls could not be written as Swift)" : "")
              + (reproduces ? "" : " (warning: the scenario does not reproduce the divergence)"))
        return path
    }

    /// Whether the scenario passes on the reference engine and fails on the other.
    static func reproduces(_ text: String, engines: [(name: String, factory: EngineFactory)], engine: String) -> Bool {
        let file = ScenarioLoader.load(source: text, path: "fuzz.swift", options: LoadOptions())
        guard !file.hasErrors, let scenario = file.scenarios.first,
              let reference = try? engines[0].factory(),
              let other = try? engines.first(where: { $0.name == engine })?.factory() else { return false }
        defer { reference.close(); other.close() }
        return ScenarioInterpreter.run(scenario, of: file, on: reference).status == .passed
            && ScenarioInterpreter.run(scenario, of: file, on: other).status != .passed
    }

    /// "sqlite get FzObj.f" -> "SqliteGetFzObjF".
    static func identifier(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" }).map { part in
            let p = part.replacingOccurrences(of: "@", with: "")
            return p.prefix(1).uppercased() + p.dropFirst()
        }.joined().filter { $0.isASCII }
    }

    @Sendable static func progressLine(_ sequences: Int, _ calls: Int) {
        FileHandle.standardOutput.write(Data("\r\(sequences) sequences, \(calls) calls".utf8))
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
    }
}
