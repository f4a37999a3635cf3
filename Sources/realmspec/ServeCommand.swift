// `realmspec serve`: one registered engine over stdin/stdout, JSON lines.

internal import ArgumentParser
internal import EngineWire
internal import Foundation
internal import RealmSpecCore

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves a registered engine over stdin/stdout with the JSON-lines protocol (docs/engine-protocol.md).")

    @Option(help: "The registered engine to serve.")
    var engine: String

    func validate() throws {
        guard EngineRegistry.entries.contains(where: { $0.name == engine }) else {
            throw ValidationError(EngineSelection.unknown(engine).message)
        }
    }

    func run() throws {
        guard let factory = EngineRegistry.factory(for: engine) else { throw EngineSelection.unknown(engine) }
        let served: any Engine
        do {
            served = try factory()
        } catch {
            throw CLIError("cannot start engine '\(engine)': \(error.message)")
        }
        if let problem = EngineServer.serve(served, input: .standardInput, output: .standardOutput) {
            throw CLIError("serve stopped: \(problem)", status: 1)
        }
    }
}
