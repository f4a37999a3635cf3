// What the runner sees of a scenario file: its scenarios with their metadata,
// its diagnostics, and the outcome of running one scenario on one engine.
// This is the contract between ScenarioLanguage and SpecRunner.

internal import RealmSpecCore
public import ScenarioAPI

/// A position in a spec file (1-based line and column).
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
}

/// A lint or load problem, printed as `file:line:col: error: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable { case error, warning, note }
    /// A stable id from the diagnostics catalogue, e.g. "unsupported-construct".
    public var id: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public init(id: String, severity: Severity = .error, message: String, location: SourceLocation) {
        self.id = id; self.severity = severity; self.message = message; self.location = location
    }
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The metadata of one scenario (`// key: value` and `/// - key: value` lines).
public struct ScenarioMetadata: Hashable, Sendable, Codable {
    public var page: String?
    public var section: String?
    public var claims: [String]
    public var tags: [String]
    public var since: String?
    /// What the shipped SDK does where it differs from the page (`- sdk:`).
    public var sdk: String?
    /// Optional engine capabilities the scenario needs (`- requires:`); an
    /// engine whose handshake lacks one skips the scenario.
    public var requires: [String]?
    /// The first sentence of the doc comment.
    public var description: String?
    /// The entries of the SDK test ledger whose checks the scenario makes
    /// (`- sdk-test: <file> <Class>.<test>`), each `<file> <Class>.<test>`.
    public var sdkTests: [String] = []
    public init(page: String? = nil, section: String? = nil, claims: [String] = [], tags: [String] = [],
                since: String? = nil, sdk: String? = nil, description: String? = nil) {
        self.page = page; self.section = section; self.claims = claims; self.tags = tags
        self.since = since; self.sdk = sdk; self.description = description
    }
}

/// One `func test…()` of a spec file.
public struct ScenarioInfo: Hashable, Sendable, Codable {
    /// The function name, e.g. "testDeleteQueryResults".
    public var name: String
    public var location: SourceLocation
    public var metadata: ScenarioMetadata
    public var isAsync: Bool
    /// The lint problems inside this scenario: its body, its signature and
    /// its doc-comment metadata. An error here makes only this scenario an
    /// error case; the file's other scenarios still run.
    public var diagnostics: [Diagnostic]
    /// The SDK members it calls and the reasons it asserts, as lint saw them.
    public var apiUsage: ScenarioApiUsage?
    public init(name: String, location: SourceLocation, metadata: ScenarioMetadata, isAsync: Bool,
                diagnostics: [Diagnostic] = []) {
        self.name = name; self.location = location; self.metadata = metadata; self.isAsync = isAsync
        self.diagnostics = diagnostics
    }
    /// Whether a lint error keeps this scenario from running.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// A stable id across runs: "path/to/File.swift::testName".
    public var id: String { "\(location.file)::\(name)" }
}

/// One failed assertion (the scenario goes on, as in XCTest).
public struct AssertionFailure: Hashable, Sendable, Codable {
    /// "XCTAssertEqual", "assertThrows", …
    public var assertion: String
    /// The whole message a spec author reads: what was asserted and why it failed.
    public var message: String
    public var expected: String?
    public var actual: String?
    public var location: SourceLocation
    public init(assertion: String, message: String, expected: String? = nil, actual: String? = nil,
                location: SourceLocation) {
        self.assertion = assertion; self.message = message; self.expected = expected
        self.actual = actual; self.location = location
    }
}

/// How running one scenario on one engine ended.
public struct ScenarioOutcome: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        /// Every assertion held.
        case passed
        /// Some assertion failed (see `failures`).
        case failed
        /// The scenario could not run to its end: an unexpected Realm error,
        /// a runtime misuse, an engine failure (see `error`).
        case error
        /// The engine lacks a capability the scenario needs.
        case skipped
        /// The scenario ran out of time.
        case timeout
    }
    public var status: Status
    public var failures: [AssertionFailure]
    /// For `.error`, `.skipped` and `.timeout`: what happened.
    public var error: ScenarioError?
    /// What `print` wrote.
    public var output: String
    /// The rows of exceptions.md that passing `assertThrows(…, reason:)`
    /// saw raised, where the text alone cannot tell (`Interpreter+RaisedRows.swift`).
    public var raisedRows: [RaisedRow]
    public init(status: Status, failures: [AssertionFailure] = [], error: ScenarioError? = nil, output: String = "",
                raisedRows: [RaisedRow] = []) {
        self.status = status; self.failures = failures; self.error = error; self.output = output; self.raisedRows = raisedRows
    }
}

/// Why a scenario ended early.
public struct ScenarioError: Hashable, Sendable, Codable {
    /// An `ErrorKind` raw value for engine errors; otherwise "runtime", "lint",
    /// "thrown" (a Swift error the scenario threw), "timeout", "budget" (past the
    /// scenario's resource budget, see `Budget`).
    public var kind: String
    public var message: String
    public var location: SourceLocation?
    public init(kind: String, message: String, location: SourceLocation?) {
        self.kind = kind; self.message = message; self.location = location
    }
}
