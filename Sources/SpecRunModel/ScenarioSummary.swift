// What the coverage pages need to know of a scenario, independent of any
// run: where it is, which page, section and claims it names, and its `sdk`
// line when the shipped SDK differs from the documentation.
// Related: SPEC-FORMAT "Where docs and SDK disagree".

public import ScenarioAPI

/// One scenario's metadata, as the coverage pages read it.
public struct ScenarioSummary: Hashable, Sendable, Codable {
    /// Stable id, e.g. `crud-delete/Delete.swift::testDeleteOne`.
    public var id: String
    public var file: String
    /// The line of the scenario's `func`.
    public var line: Int
    /// The scenario's function name.
    public var name: String
    /// The page id (`crud-delete`).
    public var page: String?
    /// The section id, bare (`delete-an-object`) or qualified (`crud-delete#delete-an-object`).
    public var section: String?
    /// Claim ids from pages.yaml.
    public var claims: [String]
    /// What the shipped SDK does instead of what the page says.
    public var sdk: String?
    /// Whether the scenario records a difference between the documentation
    /// and the shipped SDK: an `sdk` line with some text.
    public var hasSDKNote: Bool { !(sdk ?? "").allSatisfy(\.isWhitespace) }
    /// The doc comment's first sentence.
    public var description: String?
    /// What it uses of the SDK, as lint recorded it: the members it calls
    /// (each with the api-surface.md row it credits), those it checks, and the
    /// reasons it asserts. Nil when not recorded, which earns no credit.
    public var apiUsage: ScenarioApiUsage?
    /// The rows of exceptions.md its passing `assertThrows(…, reason:)` saw
    /// raised on the reference engine, by the assertion's line, for the rows
    /// whose text and member others share (IX2, IX2s, IX2r, IX2m). Nil when it
    /// was not run for them, which credits none of those rows.
    public var raisedRows: [Int: [String]]?

    /// Each asserted reason with the members its `assertThrows` expression
    /// calls, and the rows it was seen to raise.
    public var assertedReasons: [AssertedReason] {
        guard let apiUsage else { return [] }
        return AssertedReason.all(of: apiUsage).map { reason in
            var reason = reason
            if let raisedRows { reason.raised = reason.line.flatMap { raisedRows[$0] } ?? [] }
            return reason
        }
    }
    /// The ids of the SDK members that earn it credit for a claim about a
    /// result (`List.append(_:)`), checked through their value or change:
    /// it counts for such a claim it names only when this holds one of the claim's members.
    /// Nil when not recorded, which earns no credit.
    public var creditedMembers: [String]? { apiUsage.map { $0.creditedIds.sorted() } }
    /// The ids of the SDK members it checks as refused (inside the expression
    /// of an `assertThrows`): what earns it credit for a claim about a refusal.
    /// Nil when not recorded, which earns no credit.
    public var refusalMembers: [String]? { apiUsage.map { $0.refusalCreditedIds.sorted() } }

    /// The members that earn it credit for a claim stating `outcome`.
    public func credited(for outcome: ClaimOutcome) -> [String]? {
        switch outcome {
        case .result: return creditedMembers
        case .refusal: return refusalMembers
        }
    }

    public init(id: String, file: String, line: Int, name: String, page: String? = nil, section: String? = nil,
                claims: [String] = [], sdk: String? = nil, description: String? = nil) {
        self.id = id; self.file = file; self.line = line; self.name = name; self.page = page
        self.section = section; self.claims = claims; self.sdk = sdk; self.description = description
    }

    /// The page and bare section this scenario names, if it names a section.
    package var sectionKey: SectionKey? {
        guard let section, !section.isEmpty else { return nil }
        if let hash = section.firstIndex(of: "#") {
            return SectionKey(page: String(section[..<hash]), section: String(section[section.index(after: hash)...]))
        }
        return page.map { SectionKey(page: $0, section: section) }
    }

    package var location: String { "\(file):\(line)" }
}

/// A documentation section named by page and bare section id.
package struct SectionKey: Hashable, Sendable {
    package var page: String
    package var section: String
    package init(page: String, section: String) { self.page = page; self.section = section }
}

/// A reason text a scenario asserts with `assertThrows(…, reason:)`, with the
/// ids of the SDK members called in the expression of that `assertThrows`:
/// a message row whose text other rows share is credited only when one of
/// them is a member the row is raised from.
public struct AssertedReason: Hashable, Sendable, Codable {
    public var text: String
    public var members: [String]
    /// The error kind asserted with the reason (`frozen`), or nil when none is.
    public var kind: String?
    /// The line of the `assertThrows`, when known.
    public var line: Int?
    /// The rows of exceptions.md it was seen to raise (`ScenarioSummary.raisedRows`),
    /// or nil when it was not run for them.
    public var raised: [String]?

    public init(text: String, members: [String] = [], kind: String? = nil, line: Int? = nil, raised: [String]? = nil) {
        self.text = text; self.members = members; self.kind = kind; self.line = line; self.raised = raised
    }
}

extension AssertedReason {
    /// Every reason a scenario asserts, each with the members its
    /// `assertThrows` expression calls (same order as `usage.reasons`).
    public static func all(of usage: ScenarioApiUsage) -> [AssertedReason] {
        usage.reasons.enumerated().map { i, text in
            AssertedReason(text: text, members: i < usage.reasonMembers.count ? usage.reasonMembers[i] : [],
                           kind: i < usage.reasonKinds.count ? usage.reasonKinds[i] : nil,
                           line: i < usage.reasonLines.count ? usage.reasonLines[i] : nil)
        }
    }
}
