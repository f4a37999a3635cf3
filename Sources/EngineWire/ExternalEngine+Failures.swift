// Every way an external engine can break, worded in one place. All are
// `engineFailure`: the runner reports the scenario as an error.

import Foundation
import RealmSpecCore

enum ExternalFailure {
    /// The command as messages show it: whitespace collapsed, at most 80 characters.
    static func shown(_ command: String) -> String {
        let flat = command.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(79)) + "…" : flat
    }

    static func cannotStart(_ command: String, _ error: any Error) -> EngineError {
        EngineError(.engineFailure, "external engine '\(shown(command))' could not be started: \(error)")
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
