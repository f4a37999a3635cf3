// The SDK test ledger (Specs/sdk-ledger.yaml): every test method of the
// SDK's own test files for the documented types, each covered by the
// scenarios that name it (`- sdk-test: <file> <Class>.<test>`), out of scope
// with a reason from a fixed set, or still open. Every mistake in the file is
// reported at its line and column; `scripts/sdk-ledger.py check` rechecks the
// list of methods against the SDK's files.

internal import Foundation
public import ScenarioAPI
internal import ScenarioLanguage

/// One test method of the SDK's suite.
public struct SDKLedgerEntry: Hashable, Sendable, Codable {
    public enum Status: Hashable, Sendable, Codable {
        /// Scenarios check what it checks; `leftOut` names the part they do not.
        case covered(leftOut: String?)
        /// Out of scope for a reason of the API table's fixed set (`OutOfScopeReason`).
        case outOfScope(OutOfScopeReason, why: String)
        case open
    }

    /// The test file, relative to the SDK's repository (`RealmSwift/Tests/ListTests.swift`).
    public var file: String
    /// `Class.testMethod`.
    public var test: String
    /// The classes or generic instantiations that run it, when more than its own class.
    public var runsIn: [String]
    /// The instantiations the scenarios cover, when not all of `runsIn`.
    public var covers: [String]?
    public var status: Status
    public var line: Int
    public var column: Int

    /// The id scenarios write: `<file> <Class>.<test>`.
    public var id: String { "\(file) \(test)" }
}

/// The ledger as read.
public struct SDKLedger: Sendable {
    /// Its name in the Specs root.
    public static let fileName = "sdk-ledger.yaml"
    public var file: String
    public var entries: [SDKLedgerEntry]

    public var ids: Set<String> { Set(entries.map(\.id)) }

    /// Reads and checks the ledger file.
    public static func load(file: String) throws(SpecConfigError) -> SDKLedger {
        try read(YAMLNode.load(file: file), file: file)
    }

    /// Checks a ledger given as text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(SpecConfigError) -> SDKLedger {
        try read(YAMLNode.parse(text, file: file), file: file)
    }

    private static func read(_ root: YAMLNode, file: String) throws(SpecConfigError) -> SDKLedger {
        var entries: [SDKLedgerEntry] = []
        var problems: [SpecConfigError] = []
        var seen: Set<String> = []
        for fileNode in try root.sequence("the ledger") {
            do throws(SpecConfigError) {
                let fields = try YAMLFields(fileNode, what: "a ledger file", allowed: ["file", "tests"])
                let path = try fields.required("file").string("'file'")
                for testNode in try fields.required("tests").sequence("'tests'") {
                    do throws(SpecConfigError) {
                        let entry = try parseEntry(testNode, file: path)
                        guard seen.insert(entry.id).inserted else { throw testNode.error("'\(entry.test)' is listed twice for '\(path)'") }
                        entries.append(entry)
                    } catch { problems.append(error) }
                }
            } catch { problems.append(error) }
        }
        if let combined = SpecConfigError.combined(problems) { throw combined }
        return SDKLedger(file: file, entries: entries)
    }

    private static func parseEntry(_ node: YAMLNode, file: String) throws(SpecConfigError) -> SDKLedgerEntry {
        let fields = try YAMLFields(node, what: "a ledger entry",
                                    allowed: ["test", "runs-in", "status", "reason", "why", "covers", "left-out"])
        let testNode = try fields.required("test")
        let test = try testNode.string("'test'")
        let parts = test.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
            throw testNode.error("'test' must be '<Class>.<testMethod>', not '\(test)'")
        }
        let statusNode = try fields.required("status")
        let statusText = try statusNode.string("'status'")
        let status: SDKLedgerEntry.Status
        func refuse(_ key: String, _ why: String) throws(SpecConfigError) {
            if let n = fields.optional(key) { throw n.error("'\(key)' \(why)") }
        }
        switch statusText {
        case "covered":
            try refuse("reason", "belongs to an out-of-scope entry")
            try refuse("why", "belongs to an out-of-scope entry")
            status = .covered(leftOut: try fields.optional("left-out")?.string("'left-out'"))
        case "out-of-scope":
            let reasonNode = try fields.required("reason")
            let text = try reasonNode.string("'reason'")
            guard let reason = OutOfScopeReason(key: text) else {
                throw reasonNode.error("'\(text)' is not a reason; reasons are " +
                                       OutOfScopeReason.allCases.map(\.key).joined(separator: ", "))
            }
            let why = try fields.required("why").string("'why'")
            guard !why.trimmingCharacters(in: .whitespaces).isEmpty else { throw fields.owner.error("'why' is empty") }
            try refuse("covers", "belongs to a covered entry")
            try refuse("left-out", "belongs to a covered entry")
            status = .outOfScope(reason, why: why)
        case "open":
            for key in ["reason", "why", "covers", "left-out"] { try refuse(key, "belongs to an accounted entry, and this one is open") }
            status = .open
        default:
            throw statusNode.error("'\(statusText)' is not a status; a status is covered, out-of-scope or open")
        }
        let runsIn = try fields.optional("runs-in")?.strings("'runs-in'") ?? []
        var covers: [String]?
        if let coversNode = fields.optional("covers") {
            let listed = try coversNode.strings("'covers'")
            if let stray = listed.first(where: { !runsIn.contains($0) }) {
                throw coversNode.error("'covers' names '\(stray)', which is not in 'runs-in'")
            }
            covers = listed
        }
        return SDKLedgerEntry(file: file, test: test, runsIn: runsIn, covers: covers, status: status,
                              line: node.line, column: node.column)
    }
}
