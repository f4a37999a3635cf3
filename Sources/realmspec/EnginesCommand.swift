// `realmspec engines`: the registered engines and what each supports.

import ArgumentParser
import RealmSpecCore

struct EnginesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engines",
        abstract: "Lists the registered engines and their capabilities.")

    func run() throws {
        for entry in EngineRegistry.entries {
            do {
                let engine = try entry.factory()
                defer { engine.close() }
                let info = engine.info
                let capabilities = Capability.allCases.filter(info.capabilities.contains).map(\.rawValue)
                print("\(entry.name)  \(info.name) \(info.version): \(entry.summary)")
                print("    capabilities: \(capabilities.isEmpty ? "(none)" : capabilities.joined(separator: ", "))")
            } catch {
                print("\(entry.name): cannot start: \(error.message)")
            }
        }
        print("\(EngineRegistry.externalPrefix)COMMAND  an engine in another process, speaking the JSON-lines protocol (docs/engine-protocol.md)")
    }
}
