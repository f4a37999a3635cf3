// Turning `--engine` values into the engines a run uses, with their
// expectations, and "did you mean" for names that are not registered.

internal import Foundation
internal import RealmSpecCore
internal import SpecRunner

enum EngineSelection {
    /// The engines named by `--engine` values (`all` = every registered one).
    /// - Throws: `CLIError` (status 2) for an unknown name or a malformed expectations file.
    static func resolve(_ names: [String], specsRoot: String, callTimeout: Double = 10) throws -> [RunnerEngine] {
        var expanded: [String] = []
        for name in names {
            let add = name == "all" ? EngineRegistry.names : [name]
            for item in add where !expanded.contains(item) { expanded.append(item) }
        }
        guard !expanded.isEmpty else { throw CLIError("no engine to run: none is registered") }
        var labels: Set<String> = Set(expanded.filter { !$0.hasPrefix(EngineRegistry.externalPrefix) })
        return try expanded.map { name in
            guard let factory = EngineRegistry.factory(for: name, callTimeout: callTimeout) else { throw unknown(name) }
            let external = name.hasPrefix(EngineRegistry.externalPrefix)
            let command = external ? String(name.dropFirst(EngineRegistry.externalPrefix.count)) : nil
            switch probe(factory) {
            case .failure(let error):
                return RunnerEngine(name: name, factory: factory, command: command,
                                    startFailure: "cannot start engine '\(name)': \(error.message)")
            case .success(let handshake):
                let key = external ? handshake : name
                return RunnerEngine(name: external ? label(key, taken: &labels) : name, factory: factory,
                                    expectations: try expectations(key, specsRoot: specsRoot), command: command)
            }
        }
    }

    /// One line per engine that cannot start, for standard error: why, how
    /// to start it when it is a server, and that its cases count as errors.
    static func startFailureLines(_ engines: [RunnerEngine], casesPerEngine: Int) -> [String] {
        engines.compactMap { engine in
            guard let failure = engine.startFailure else { return nil }
            let hint = EngineRegistry.startHint(for: engine.name).map { " \($0)." } ?? ""
            return "error: engine '\(engine.name)' cannot start, so its \(casesPerEngine) case\(casesPerEngine == 1 ? "" : "s") "
                + "count as errors.\(hint) (\(failure))"
        }
    }

    /// An external engine's label: its handshake name, or that name marked
    /// `(external)` (then numbered) when another engine of the run has it.
    private static func label(_ handshake: String, taken: inout Set<String>) -> String {
        var candidate = handshake.isEmpty ? "external" : handshake
        if taken.contains(candidate) { candidate += " (external)" }
        var n = 2
        let base = candidate
        while taken.contains(candidate) { candidate = "\(base) \(n)"; n += 1 }
        taken.insert(candidate)
        return candidate
    }

    private static func expectations(_ engine: String, specsRoot: String) throws -> Expectations {
        do {
            return try ExpectationsLoader.load(engine: engine, specsRoot: specsRoot)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Starts the engine once, before the run, by opening an empty realm.
    /// An engine that starts gives its handshake name: an external engine
    /// is labelled, and finds its expectations, by it, so a served engine
    /// keeps its own. One that does not start is not tried again: each of
    /// its cases ends as an error and the run goes on.
    private static func probe(_ factory: EngineFactory) -> Result<String, EngineError> {
        do throws(EngineError) {
            let engine = try factory()
            defer { engine.close() }
            try engine.open(schema: Schema(types: []))
            return .success(engine.info.name)
        } catch {
            return .failure(error)
        }
    }

    static func unknown(_ name: String) -> CLIError {
        let known = EngineRegistry.names
        var message = "unknown engine '\(name)'"
        if let guess = Suggestion.closest(to: name, in: known + ["all"]) { message += "; did you mean '\(guess)'?" }
        message += " (engines: \((known + ["all", "external:COMMAND"]).joined(separator: ", ")))"
        return CLIError(message)
    }
}
