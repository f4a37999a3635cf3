// What a run prints: a live counter on a terminal, plain lines otherwise,
// failures with expected and actual, a summary per engine, and the closing
// `N passed, N failed, N skipped` line.

import Foundation
import SpecReports
import SpecRunner

/// Prints a run as it goes.
final class RunPrinter: @unchecked Sendable {
    private let interactive: Bool
    private let color: Bool
    private let total: Int
    private let lock = NSLock()
    private var finished: [CaseRecord] = []

    init(total: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.total = total
        interactive = isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        color = interactive && environment["NO_COLOR"].map(\.isEmpty) ?? true
    }

    /// One finished case: unexpected ones in full; on a terminal a counter line.
    func record(_ record: CaseRecord) {
        lock.withLock {
            finished.append(record)
            if interactive { print("\r\u{1B}[2K", terminator: "") }
            if record.status.isUnexpected || !interactive {
                print(line(for: record))
                if record.status.isUnexpected, let details = record.details ?? record.message {
                    print(details.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
                }
            }
            if interactive {
                let summary = RunSummary(finished)
                print("[\(finished.count)/\(total)] \(summary.finalLine)", terminator: "")
                fflush(stdout)
            }
        }
    }

    /// The closing lines: per engine, then the counts, last the final line.
    func finish(_ cases: [CaseRecord]) {
        if interactive { print("\r\u{1B}[2K", terminator: "") }
        let engines = RunSummary.perEngine(cases)
        if engines.count > 1 || !cases.isEmpty {
            for (engine, summary) in engines {
                print("\(engine): \(summary.finalLine) (\(summary.detailLine))")
            }
        }
        let summary = RunSummary(cases)
        print(summary.detailLine)
        print(summary.finalLine)
        fflush(stdout)
    }

    private func line(for record: CaseRecord) -> String {
        let label = paint(record.status.rawValue.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0), record.status)
        let place = "\(record.file):\(record.line)"
        var text = "\(label) [\(record.engine)] \(record.name) (\(place))"
        if !record.status.isUnexpected, let message = record.message, record.status != .pass {
            text += ": \(message)"
        }
        return text
    }

    private func paint(_ text: String, _ status: CaseStatus) -> String {
        guard color else { return text }
        let code: String
        switch status {
        case .pass: code = "32"
        case .fail, .error, .timeout, .xpass: code = "31"
        case .skipped, .xfail: code = "33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
