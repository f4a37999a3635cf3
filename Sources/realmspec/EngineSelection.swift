// Turning `--engine` values into the engines a run uses, with their
// expectations, and "did you mean" for names that are not registered.

import Foundation
import RealmSpecCore
import SpecRunner

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
            guard let key = expectationsKey(for: name, factory: factory) else {
                return RunnerEngine(name: name, factory: factory, command: command)
            }
            return RunnerEngine(name: external ? label(key, taken: &labels) : name, factory: factory,
                                expectations: try expectations(key, specsRoot: specsRoot), command: command)
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

    /// Registered engines use their own name; an external engine the name it
    /// gives in its handshake, so a served engine keeps its expectations.
    /// Opening an empty realm first checks the external engine starts; one
    /// that does not gets a warning and no expectations, and each of its
    /// scenarios then ends as an error while the run goes on.
    private static func expectationsKey(for name: String, factory: EngineFactory) -> String? {
        guard name.hasPrefix(EngineRegistry.externalPrefix) else { return name }
        do {
            let engine = try factory()
            defer { engine.close() }
            try engine.open(schema: Schema(types: []))
            return engine.info.name
        } catch {
            let text = "warning: cannot start engine '\(name)': \(error.message); each of its scenarios will be an error\n"
            FileHandle.standardError.write(Data(text.utf8))
            return nil
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
