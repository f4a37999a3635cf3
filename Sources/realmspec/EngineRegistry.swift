// The one list of engine name -> factory. A new engine is one module and one
// line here; nothing else in the project names a concrete engine.

internal import EngineWire
internal import Foundation
internal import PostgresEngine
internal import RealmSpecCore
internal import ReferenceEngine
internal import SQLiteEngine

/// The engines `realmspec` can run.
enum EngineRegistry {
    typealias Entry = RegisteredEngine

    /// In-process engines, by name: the built-in ones, then those
    /// `RealmSpecTool.main(engines:)` added.
    static var entries: [Entry] { builtIn + RealmSpecTool.added.withLock { $0 } }

    /// The engines of this package.
    static let builtIn: [Entry] = [
        Entry(name: "reference", summary: "in memory; does what the documentation says",
              factory: { () throws(EngineError) -> any Engine in ReferenceEngine() }),
        Entry(name: "sqlite", summary: "a temporary SQLite database file per realm", factory: { () throws(EngineError) -> any Engine in SQLiteEngine() }),
        Entry(name: "postgres", summary: "a PostgreSQL schema per worker ($REALMSPEC_POSTGRES_URL, or the server of 'make postgres')", factory: { () throws(EngineError) -> any Engine in PostgresEngine() }),
    ]

    /// The prefix of an engine in another process: `external:COMMAND`.
    static let externalPrefix = "external:"

    static var names: [String] { entries.map(\.name) }

    /// How to start what an engine needs, for the line that says it cannot start.
    static func startHint(for name: String) -> String? {
        name == "postgres" ? "Start the server with 'make postgres-start' (or set REALMSPEC_POSTGRES_URL)" : nil
    }

    /// The factory for a registered name or an `external:COMMAND`; nil for an unknown name.
    /// - Parameter callTimeout: seconds an external engine gets for each call.
    static func factory(for name: String, callTimeout: Double = 10) -> EngineFactory? {
        if name.hasPrefix(externalPrefix) {
            let command = String(name.dropFirst(externalPrefix.count))
            guard !command.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return ExternalEngine.factory(command: command, callTimeout: callTimeout)
        }
        return entries.first { $0.name == name }?.factory
    }
}
