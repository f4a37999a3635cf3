// How each case status becomes a JUnit result element: fail -> <failure>,
// error and timeout -> <error>, skipped -> <skipped>, xfail -> <skipped>
// saying it is an expected failure and why, xpass -> <failure
// type="unexpected-pass">. A failure's message carries the assertion with
// expected and actual, then the spec's file:line.

internal import SpecRunModel

/// The one child element a `<testcase>` gets, if any.
struct JUnitOutcome: Hashable, Sendable {
    enum Element: String, Sendable { case failure, error, skipped }

    var element: Element
    /// The `message` attribute.
    var message: String
    /// The `type` attribute; nil for `<skipped>`.
    var type: String?
    /// The element's text: the full details.
    var text: String

    /// The result element for `record`, or nil when it passed.
    static func of(_ record: CaseRecord, claims: [String] = []) -> JUnitOutcome? {
        switch record.status {
        case .pass:
            return nil
        case .fail:
            return JUnitOutcome(element: .failure, message: located(record.message ?? "assertion failed", record),
                                type: record.failureType ?? "assertion", text: details(record, claims: claims))
        case .error:
            return JUnitOutcome(element: .error, message: located(record.message ?? "error", record),
                                type: record.failureType ?? "error", text: details(record, claims: claims))
        case .timeout:
            return JUnitOutcome(element: .error, message: located(record.message ?? "timed out", record),
                                type: record.failureType ?? "timeout", text: details(record, claims: claims))
        case .skipped:
            return JUnitOutcome(element: .skipped, message: record.message ?? "skipped", type: nil,
                                text: record.details ?? "")
        case .xfail:
            return JUnitOutcome(element: .skipped, message: expectedFailureMessage(record), type: nil,
                                text: details(record, claims: claims))
        case .xpass:
            return JUnitOutcome(element: .failure, message: unexpectedPassMessage(record),
                                type: "unexpected-pass", text: details(record, claims: claims))
        }
    }

    /// `message (file:line)` unless the message already names the spec file.
    static func located(_ message: String, _ record: CaseRecord) -> String {
        let location = "\(record.file):\(record.line)"
        return message.contains(record.file + ":") ? message : "\(message) (\(location))"
    }

    private static func expectedFailureMessage(_ record: CaseRecord) -> String {
        let why = record.reason ?? "listed in its expectations"
        let what = record.message.map { "; it failed with: \($0)" } ?? ""
        return "expected failure on \(record.engine): \(why)\(what)"
    }

    private static func unexpectedPassMessage(_ record: CaseRecord) -> String {
        let why = record.reason.map { " (\($0))" } ?? ""
        return "passed, but the expectations of \(record.engine) list it as an expected failure\(why); "
            + "remove the entry (\(record.file):\(record.line))"
    }

    /// The element text: details, else the message, then where the scenario is.
    /// The scenario's description and the claims it checks follow, so a
    /// reader sees which documented behaviour broke.
    private static func details(_ record: CaseRecord, claims: [String] = []) -> String {
        let body = record.details ?? record.message ?? ""
        var text = "at \(record.file):\(record.line)"
        if let about = record.description, !about.isEmpty { text += "\nscenario: \(about)" }
        for claim in claims { text += "\nclaim \(claim)" }
        return body.isEmpty ? text : body + "\n" + text
    }
}

/// The numbers a `<testsuite>` states about its cases.
struct JUnitCounts: Hashable, Sendable {
    var tests = 0, failures = 0, errors = 0, skipped = 0
    var time = 0.0

    init(_ records: some Sequence<CaseRecord>) {
        for record in records {
            tests += 1
            time += JUnitFormat.clampedSeconds(record.duration)
            switch record.status {
            case .fail, .xpass: failures += 1
            case .error, .timeout: errors += 1
            case .skipped, .xfail: skipped += 1
            case .pass: break
            }
        }
    }
}
