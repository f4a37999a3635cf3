// Every way an external engine can break, worded in one place. All are
// `engineFailure`: the runner reports the scenario as an error.

internal import Foundation
internal import RealmSpecCore

enum ExternalFailure {
    /// The command as messages show it: whitespace collapsed, at most 80 characters.
    static func shown(_ command: String) -> String {
        let flat = command.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(79)) + "…" : flat
    }

    static func cannotStart(_ command: String, _ error: any Error) -> EngineError {
        EngineError(.engineFailure, "external engine '\(shown(command))' could not be started: \(error)")
    }

    /// An engine that is not started again: one made by the same factory failed to start.
    static func gaveUp(_ command: String, after earlier: EngineError) -> EngineError {
        let name = "external engine '\(shown(command))' "
        let why = earlier.message.hasPrefix(name) ? String(earlier.message.dropFirst(name.count)) : earlier.message
        return EngineError(.engineFailure, name + "is not started again in this run; its first start failed: " + why)
    }

    static func notRunning(_ command: String, during call: String) -> EngineError {
        EngineError(.engineFailure,
                    "external engine '\(shown(command))' is not running (it failed earlier); '\(call)' needs an open first")
    }

    /// The message for a broken exchange, with the exit status and stderr when the process ended.
    static func describe(_ failure: WireFailure, during call: String, process: EngineProcess,
                         command: String) -> EngineError {
        var message = "external engine '\(shown(command))' "
        switch failure {
        case .endOfFile:
            let how = process.exitDescription().map { " (\($0))" } ?? ""
            message += "exited during '\(call)'\(how)"
        case .timedOut(let seconds):
            message += "did not answer '\(call)' within \(seconds) s"
        case .garbage(let why):
            message += "answered '\(call)' with an invalid line: \(why)"
        case .wrongId(let expected, let got):
            message += "answered '\(call)' (request \(expected)) with the id \(got.map(String.init) ?? "of no request")"
        case .broken(let why):
            message += "broke during '\(call)': \(why)"
        }
        if let tail = process.stderrTail() { message += "; stderr: \(tail)" }
        return EngineError(.engineFailure, message)
    }
}

/// The first failed start among the engines one factory made: a command
/// that cannot start or never answers `hello` is tried once per run, not
/// once per scenario (each try may wait a whole call timeout).
final class ExternalStartRecord: @unchecked Sendable {
    // Sendable: `first` is read and written only under `lock`.
    private let lock = NSLock()
    private var first: EngineError?

    /// The first failure recorded, if any.
    var failure: EngineError? { lock.withLock { first } }

    /// Records `failure` unless one is recorded already, and returns it.
    func record(_ failure: EngineError) -> EngineError {
        lock.withLock { if first == nil { first = failure } }
        return failure
    }
}
