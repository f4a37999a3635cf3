// SIGINT and SIGTERM stop a command cleanly: every engine process group it
// started is killed, its per-run temporary folder (SQLite databases, engine
// folders) is removed, and it exits 130 or 143. Reports are switched into
// place in one rename (see `ReportGeneration`), so the previous set stays
// whole whenever the signal comes.

internal import Dispatch
internal import Foundation
internal import RunTemporaries

enum SignalHandling {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Installs the handlers; call once, before any engine starts.
    static func install() {
        for signo in [SIGINT, SIGTERM] {
            signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .global())
            source.setEventHandler { stop(signo) }
            source.resume()
            sources.append(source)
        }
    }

    private static func stop(_ signo: Int32) -> Never {
        RunTemporaries.cleanUpNow()
        let name = signo == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("\nrealmspec: stopped by \(name); engines ended, temporary files removed, earlier reports kept\n".utf8))
        _exit(128 + signo)
    }
}
