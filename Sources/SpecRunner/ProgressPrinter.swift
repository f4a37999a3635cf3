// What a run prints: a live counter on a terminal, plain lines otherwise
// (one per case that did not pass; passing cases too with --verbose),
// unexpected results with expected and actual values, a summary per engine,
// the unexpected cases again, where the reports went, and the closing
// `N passed, N failed, N skipped in T s (load L s, run R s)` line; and before
// the first case, on a terminal, a counter of the files loaded so far.

public import Foundation
internal import SpecReports
public import SpecRunModel

/// Prints a run as it goes.
public final class ProgressPrinter: @unchecked Sendable {
    // Sendable: the `let`s never change; `summary` and `done` are touched only under `lock`, and `write` is called only under it.
    private let interactive: Bool
    private let color: Bool
    private let verbose: Bool
    private let total: Int
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var summary = RunSummary([])
    private var done = 0
    /// Claim statements by id, shown under each unexpected case.
    private let claimTexts: [String: String]
    /// Engines that could not start: announced once before the run, so
    /// their cases get no line each.
    private let unstarted: Set<String>

    /// - Parameters:
    ///   - interactive: redraw one counter line (a terminal) instead of one line per case.
    ///   - color: ANSI colours for statuses.
    ///   - verbose: list passing cases too (otherwise only the others are listed).
    ///   - write: where text goes (standard output by default).
    ///   - unstarted: engines that could not start; their cases are counted, not listed one by one.
    public init(total: Int, interactive: Bool, color: Bool, verbose: Bool = false, claimTexts: [String: String] = [:],
                unstarted: Set<String> = [],
                write: @escaping @Sendable (String) -> Void = { text in
                    FileHandle.standardOutput.write(Data(text.utf8))
                }) {
        self.total = total; self.interactive = interactive; self.color = color
        self.verbose = verbose; self.write = write; self.claimTexts = claimTexts; self.unstarted = unstarted
    }

    /// For standard output: interactive on a terminal, colour unless
    /// `NO_COLOR` is set (to anything but the empty string) or the output is not a terminal.
    public static func standardOutput(total: Int, verbose: Bool = false, claimTexts: [String: String] = [:],
                                      unstarted: Set<String> = [],
                                      environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressPrinter {
        let terminal = isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        return ProgressPrinter(total: total, interactive: terminal, color: terminal && Self.colorAllowed(environment),
                               verbose: verbose, claimTexts: claimTexts, unstarted: unstarted)
    }

    /// `NO_COLOR` set to a non-empty value turns colour off (no-color.org).
    public static func colorAllowed(_ environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// One finished case.
    public func record(_ record: CaseRecord) {
        lock.withLock {
            done += 1
            summary.counts[record.status, default: 0] += 1
            var text = interactive ? "\r\u{1B}[2K" : ""
            if !unstarted.contains(record.engine) {
                if listed(record.status) { text += line(for: record) + "\n" }
                if record.status.isUnexpected { text += detailLines(record, indent: "    ") + about(record).map { "    \($0)\n" }.joined() }
            }
            if interactive { text += "[\(done)/\(total)] \(summary.counterLine)" }
            write(text)
        }
    }

    /// Whether a case gets its own line: always when unexpected; off a
    /// terminal every case that did not pass; passing cases only when verbose.
    private func listed(_ status: CaseStatus) -> Bool {
        if verbose || status.isUnexpected { return true }
        return !interactive && status != .pass
    }

    /// The closing lines: the unexpected cases again (so that a long run's
    /// problems need no scrolling; see `ClosingEntry` for how they are
    /// grouped), one line per engine with its other counts (their sum on a
    /// line of its own when there are several engines), the report folder,
    /// and last `N passed, N failed, N skipped in T s`.
    /// - Parameters:
    ///   - elapsed: the run's wall-clock seconds, when known.
    ///   - loading: the part of `elapsed` spent loading the scenario files,
    ///     when known: the line then reads `in 1.90 s (load 0.80 s, run 1.10 s)`.
    ///   - reportFolder: where the reports were written, when they were.
    public func finish(_ cases: [CaseRecord], elapsed: Double? = nil, loading: Double? = nil, reportFolder: String? = nil) {
        var text = interactive ? "\r\u{1B}[2K" : ""
        let unexpected = cases.filter(\.status.isUnexpected)
        let perEngine = RunSummary.perEngine(cases)
        if !unexpected.isEmpty {
            text += "\nUnexpected (\(unexpected.count)):\n"
            // An engine that could not start ran nothing: "every engine" means every engine that ran.
            let ran = perEngine.filter { !unstarted.contains($0.engine) }.count
            for entry in ClosingEntry.entries(unexpected, engineCount: ran) { text += lines(for: entry) }
            text += "\n"
        }
        for (engine, summary) in perEngine {
            text += "\(TerminalText.escaped(engine)): \(summary.finalLine); \(summary.detailLine)\n"
        }
        let summary = RunSummary(cases)
        if perEngine.count != 1 { text += summary.detailLine + "\n" }
        if let reportFolder { text += "Reports written to \(TerminalText.escaped(reportFolder))\n" }
        text += summary.finalLine + (elapsed.map { " in " + Self.timing(elapsed: $0, loading: loading) } ?? "") + "\n"
        write(text)
    }

    /// A line of its own between the cases and the closing lines (on a
    /// terminal, in place of the counter).
    public func note(_ text: String) {
        lock.withLock { write((interactive ? "\r\u{1B}[2K" : "") + TerminalText.escaped(text) + "\n") }
    }

    /// An entry of the closing list, indented.
    private func lines(for entry: ClosingEntry) -> String {
        switch entry {
        case .one(let record):
            return "  " + line(for: record, timed: false) + "\n" + about(record).map { "      \($0)\n" }.joined()
        case .everyEngine(let records):
            let first = records[0]
            let engines = records.map(\.engine).joined(separator: ", ")
            // An assertion that fails alike everywhere hints at the scenario; a lint error is the scenario's anyway.
            let hint = first.status == .fail ? "the same on every engine: the scenario's expected values may be wrong, not the engines"
                : first.failureType == "lint" ? nil : "the same on every engine"
            return "  " + line(for: first, timed: false, engineLabel: engines) + "\n"
                + (hint.map { "      \($0)\n" } ?? "") + about(first).map { "      \($0)\n" }.joined()
        case .repeated(let records):
            let first = records[0]
            let shown = records.prefix(3).map { TerminalText.escaped($0.name) }.joined(separator: ", ")
            let more = records.count > 3 ? " and \(records.count - 3) more" : ""
            let label = paint(first.status.rawValue.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0), first.status)
            return "  \(label) [\(TerminalText.escaped(first.engine))] \(shown)\(more) (\(records.count) cases): "
                + TerminalText.escaped(first.message ?? "") + "\n"
        }
    }

    /// A case's details under its line, without the lines its message already says.
    private func detailLines(_ record: CaseRecord, indent: String) -> String {
        guard let details = record.details, details != record.message else { return "" }
        var lines = details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let message = record.message, let first = lines.first, Self.sameText(first, message) { lines.removeFirst() }
        return lines.map { indent + TerminalText.escaped($0) + "\n" }.joined()
    }

    /// Whether a details line says what the message says: equal once their
    /// `file:line:col: ` is set aside, or the line only adding a label
    /// (`XCTAssertEqual: …`) before the message's text.
    static func sameText(_ line: String, _ message: String) -> Bool {
        let location = #"^.*?:[0-9]+:[0-9]+: "#
        func bare(_ text: String) -> Substring {
            guard let range = text.range(of: location, options: .regularExpression) else { return Substring(text) }
            return text[range.upperBound...]
        }
        let (l, m) = (bare(line), bare(message))
        return !m.isEmpty && (l == m || l.hasSuffix(": " + m))
    }

    /// `1.90 s (load 0.80 s, run 1.10 s)`, or `1.90 s` when the load time is not known.
    static func timing(elapsed: Double, loading: Double?) -> String {
        guard let loading else { return seconds(elapsed) }
        let load = min(max(0, loading), max(0, elapsed))
        return "\(seconds(elapsed)) (load \(seconds(load)), run \(seconds(max(0, elapsed) - load)))"
    }

    /// The scenario's description and the claims it checks, with their statements.
    func about(_ record: CaseRecord) -> [String] {
        var lines: [String] = []
        if let description = record.description, !description.isEmpty {
            lines.append("scenario: " + TerminalText.escaped(description))
        }
        for id in record.claims {
            lines.append("claim " + TerminalText.escaped(id) + (claimTexts[id].map { ": " + TerminalText.escaped($0) } ?? ""))
        }
        return lines
    }

    /// Seconds as a run prints them: `0.42 s`, `12.3 s`, `754 s`.
    public static func seconds(_ value: Double) -> String {
        let v = max(0, value)
        if v < 10 { return String(format: "%.2f s", v) }
        if v < 100 { return String(format: "%.1f s", v) }
        return String(format: "%.0f s", v)
    }

    /// `FAIL    [engine] testName (Specs/p/File.swift:12): message`; with
    /// `--verbose` the case's time follows the location.
    /// - Parameter engineLabel: what goes between the brackets instead of the case's engine.
    func line(for record: CaseRecord, timed: Bool = true, engineLabel: String? = nil) -> String {
        let label = paint(record.status.rawValue.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0), record.status)
        // Scenario and engine text is escaped: no control character reaches the terminal.
        var text = "\(label) [\(TerminalText.escaped(engineLabel ?? record.engine))] \(TerminalText.escaped(record.name)) "
            + "(\(TerminalText.escaped(record.file)):\(record.line))"
        if verbose && timed { text += " [\(Self.seconds(record.duration))]" }
        if record.status != .pass, let message = record.message { text += ": \(TerminalText.escaped(message))" }
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

/// The counter a command shows on a terminal while it loads the scenario
/// files (`loading 37/113 files`), redrawn in place and erased when loading
/// ends; off a terminal it writes nothing.
public final class LoadProgress: @unchecked Sendable {
    // Sendable: `shown` and `last` are touched only under `lock`, and `write` is called only under it.
    private let interactive: Bool
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var shown = false
    private var last = -1

    public init(interactive: Bool, write: @escaping @Sendable (String) -> Void = { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }) {
        self.interactive = interactive; self.write = write
    }

    /// For standard output: drawn only on a terminal (not `TERM=dumb`).
    public static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> LoadProgress {
        LoadProgress(interactive: isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb")
    }

    /// `loaded` of `total` files are loaded.
    public func update(loaded: Int, total: Int) {
        guard interactive else { return }
        lock.withLock {
            // One redraw per percent at most: a large corpus loads thousands of files a second from the cache.
            let step = total > 0 ? loaded * 100 / total : 0
            guard step != last else { return }
            last = step
            shown = true
            write("\r\u{1B}[2Kloading \(loaded)/\(total) files")
        }
    }

    /// Erases the counter.
    public func finish() {
        lock.withLock {
            guard shown else { return }
            shown = false
            write("\r\u{1B}[2K")
        }
    }
}
