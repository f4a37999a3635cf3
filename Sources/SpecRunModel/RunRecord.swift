// The results of a run, as every report reads them. The runner fills these
// in; the JUnit writer, the comparison matrix and the coverage pages only
// read them.

internal import RealmSpecCore

/// How one scenario ended on one engine, after expectations were applied.
public enum CaseStatus: String, Hashable, Sendable, Codable, CaseIterable {
    case pass, fail, error, timeout, skipped
    /// Failed, and the engine's expectations file says it is known to.
    case xfail
    /// Passed, although the expectations file says it should fail: unexpected.
    case xpass

    /// Whether this result makes the run fail.
    public var isUnexpected: Bool {
        switch self {
        case .fail, .error, .timeout, .xpass: return true
        case .pass, .skipped, .xfail: return false
        }
    }
}

/// One test case: one scenario on one engine.
public struct CaseRecord: Hashable, Sendable, Codable {
    /// The scenario a case runs, `file::name`, the same on every engine.
    public var scenarioKey: String { file + "::" + name }

    public var engine: String
    /// The page id (`crud-delete`); "(none)" when the scenario names none.
    public var page: String
    /// The section id; "(none)" when the scenario names none.
    public var section: String
    /// The scenario's function name.
    public var name: String
    /// The spec file path and the line of the `func`.
    public var file: String
    public var line: Int
    public var description: String?
    public var claims: [String]
    public var tags: [String]
    /// The `- sdk:` line: what the shipped SDK does instead of the page.
    public var sdk: String?
    public var status: CaseStatus
    /// One line: for failures the first failed assertion with expected and
    /// actual; for errors the kind and message.
    public var message: String?
    /// Everything else: every failed assertion with its file:line, the
    /// expectation's reason for xfail/xpass.
    public var details: String?
    /// A stable type for JUnit's `type` attribute: "assertion", an error kind, "timeout", …
    public var failureType: String?
    /// What the scenario printed.
    public var output: String
    /// Seconds.
    public var duration: Double
    /// The expectations file's reason, for xfail and xpass.
    public var reason: String?

    public init(engine: String, page: String, section: String, name: String, file: String, line: Int,
                description: String? = nil, claims: [String] = [], tags: [String] = [], sdk: String? = nil,
                status: CaseStatus, message: String? = nil, details: String? = nil,
                failureType: String? = nil, output: String = "", duration: Double = 0, reason: String? = nil) {
        self.engine = engine; self.page = page; self.section = section; self.name = name
        self.file = file; self.line = line; self.description = description; self.claims = claims
        self.tags = tags; self.sdk = sdk; self.status = status
        // Bounded, so huge captured text cannot make unreadable reports (see `ReportText`).
        self.message = ReportText.truncated(message, to: ReportText.maximumMessageBytes)
        self.details = ReportText.truncated(details, to: ReportText.maximumDetailsBytes)
        self.failureType = failureType
        self.output = ReportText.truncated(output, to: ReportText.maximumOutputBytes)
        self.duration = duration
        self.reason = reason
    }
}

/// A whole run: every case of every engine.
public struct RunRecord: Hashable, Sendable, Codable {
    public var cases: [CaseRecord]
    /// When the run started, seconds since 1970 (UTC).
    public var startedAt: Double
    public var hostname: String
    /// The command of each external engine, by its label.
    public var engineCommands: [String: String]
    /// The statement of each claim the cases name (from pages.yaml), so
    /// every report can show a failure beside the claims it breaks.
    public var claimTexts: [String: String]
    public init(cases: [CaseRecord], startedAt: Double, hostname: String, engineCommands: [String: String] = [:],
                claimTexts: [String: String] = [:]) {
        self.cases = cases; self.startedAt = startedAt; self.hostname = hostname; self.engineCommands = engineCommands
        self.claimTexts = claimTexts
    }

    /// `claim-id: statement` for each claim a case names; the id alone
    /// when the statement is unknown.
    public func claimLines(_ record: CaseRecord) -> [String] {
        record.claims.map { id in claimTexts[id].map { "\(id): \($0)" } ?? id }
    }

    private enum CodingKeys: String, CodingKey { case cases, startedAt, hostname, engineCommands, claimTexts }

    /// Older results files have no `engineCommands`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        cases = try c.decode([CaseRecord].self, forKey: .cases)
        startedAt = try c.decode(Double.self, forKey: .startedAt)
        hostname = try c.decode(String.self, forKey: .hostname)
        engineCommands = try c.decodeIfPresent([String: String].self, forKey: .engineCommands) ?? [:]
        claimTexts = try c.decodeIfPresent([String: String].self, forKey: .claimTexts) ?? [:]
    }

    public var engines: [String] {
        var seen: [String] = []
        for c in cases where !seen.contains(c.engine) { seen.append(c.engine) }
        return seen
    }
}

/// What a claim states about its members: what a call returns or changes
/// (`result`, the default), or that a call is refused with an error
/// (`refusal`, `outcome: refusal` in pages.yaml). A scenario counts for a
/// claim only when it checks one of the claim's members that way: through
/// an assertion on its value or change, or as the expression of `assertThrows`.
public enum ClaimOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    case result
    case refusal
}

/// The documentation pages and their claims (`Specs/pages.yaml`), as the
/// coverage pages read them.
public struct PageCatalog: Hashable, Sendable, Codable {
    public struct Claim: Hashable, Sendable, Codable {
        public var id: String
        public var text: String
        /// Languages whose page states this claim.
        public var languages: [String]
        /// How translations differ on this claim, if they do.
        public var note: String?
        /// The SDK members its statement is about, as member ids (`MutableSet.remove(_:)`):
        /// a scenario counts for the claim only when it uses one of them.
        public var members: [String]
        /// What its statement is about: what a call returns or changes, or that a call is refused.
        public var outcome: ClaimOutcome
        /// Why no scenario can check it, for a statement about what this
        /// project leaves out (`threads or queues` for "does not block the
        /// calling thread"); nil for a claim in scope. Such a claim counts on
        /// neither side of the coverage, and a scenario may not name it.
        public var outOfScope: String?
        /// Where the claim starts in pages.yaml (line and column, from 1); nil when not read from a file.
        public var line: Int?
        public var column: Int?
        public init(id: String, text: String, languages: [String], note: String? = nil, members: [String] = [],
                    outcome: ClaimOutcome = .result, outOfScope: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.id = id; self.text = text; self.languages = languages; self.note = note
            self.members = members; self.outcome = outcome; self.outOfScope = outOfScope; self.line = line; self.column = column
        }
    }
    public struct Section: Hashable, Sendable, Codable {
        public var id: String
        public var title: String
        public var languages: [String]
        public var claims: [Claim]
        public init(id: String, title: String, languages: [String], claims: [Claim]) {
            self.id = id; self.title = title; self.languages = languages; self.claims = claims
        }
    }
    public struct Page: Hashable, Sendable, Codable {
        public var id: String
        public var title: String
        public var languages: [String]
        public var sections: [Section]
        public init(id: String, title: String, languages: [String], sections: [Section]) {
            self.id = id; self.title = title; self.languages = languages; self.sections = sections
        }
    }
    public var pages: [Page]
    /// The file it was read from (`Specs/pages.yaml`); nil when not read from a file.
    public var file: String?
    public init(pages: [Page], file: String? = nil) { self.pages = pages; self.file = file }

    /// Every claim's statement, by id.
    public var claimTexts: [String: String] {
        var texts: [String: String] = [:]
        for page in pages { for section in page.sections { for claim in section.claims { texts[claim.id] = claim.text } } }
        return texts
    }
}
