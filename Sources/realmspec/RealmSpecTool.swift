// The command as a library: another package adds its own engines to the
// registry and runs every subcommand on them (`run`, `conformance`, `serve`,
// `engines`, `fuzz`) without editing this package.

internal import ArgumentParser
public import RealmSpecCore
internal import Synchronization

/// An engine the command knows by name.
///
/// ```swift
/// let mine = RegisteredEngine(name: "sorted-array", summary: "tables in sorted arrays") {
///     () throws(EngineError) -> any Engine in ObjectStore(storage: SortedArrayStorage(), name: "sorted-array")
/// }
/// RealmSpecTool.main(engines: [mine])
/// ```
public struct RegisteredEngine: Sendable {
    /// The name `--engine` takes and reports use; its expectations are
    /// `Specs/expectations/<name>.yaml`.
    public var name: String
    /// One line for `realmspec engines`.
    public var summary: String
    /// Makes a fresh engine; a run makes one per worker.
    public var factory: EngineFactory

    public init(name: String, summary: String, factory: @escaping EngineFactory) {
        self.name = name; self.summary = summary; self.factory = factory
    }
}

/// The entry point of the `realmspec` command.
public enum RealmSpecTool {
    /// Engines added by the program that started the command.
    static let added = Mutex<[RegisteredEngine]>([])

    /// Parses the process's arguments, runs the subcommand and exits with
    /// its status (0 nothing unexpected, 1 something unexpected, 2 usage).
    ///
    /// - Parameter engines: engines to register next to the built-in ones
    ///   (`reference`, `sqlite`, `postgres`). A name already registered is
    ///   refused with status 2.
    public static func main(engines: [RegisteredEngine] = []) -> Never {
        if let refusal = refusal(of: engines) { RealmSpec.exit(with: refusal) }
        added.withLock { $0 = engines }
        RealmSpec.main()
        RealmSpec.exit(with: ExitCode.success)
    }

    /// Why these engines cannot be registered: an empty name, one taken by
    /// a built-in engine or by another of them, `all`, or an `external:` name.
    static func refusal(of engines: [RegisteredEngine]) -> CLIError? {
        var taken = Set(EngineRegistry.builtIn.map(\.name) + ["all"])
        for engine in engines {
            if engine.name.isEmpty || engine.name.hasPrefix(EngineRegistry.externalPrefix) || !taken.insert(engine.name).inserted {
                return CLIError("cannot register an engine named '\(engine.name)': the name is empty, taken or reserved")
            }
        }
        return nil
    }
}
