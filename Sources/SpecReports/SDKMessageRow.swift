// One row of exceptions.md as the coverage reads it: its id, its texts
// with the SDK's placeholders, whether it is in scope, and which asserted
// reasons check it.
// Related SDK sections: sdk-messages (exceptions.md).

internal import RealmRules
public import SpecRunModel

/// One row of the SDK's message catalogue, as the coverage needs it.
public struct SDKMessageRow: Hashable, Sendable, Codable {
    public var id: String
    /// Its texts with the SDK's placeholders (`%@`, `%1`, …).
    public var templates: [String]
    /// Reachable through this project's API (raised, or reachable but not raised).
    public var inScope: Bool
    /// The members (`Type.name`) the row is raised from, for a row whose
    /// text other rows share; nil for a row its text alone identifies.
    public var raisedBy: [String]?
    /// The error kinds the row is raised with, for a row whose text and
    /// member another row shares (TX3 and FZ2b); nil for any other row.
    public var raisedAs: [String]?
    /// Whether only the state a call ran in tells the row from others with
    /// its text and members (the IX2 family): an assertion credits it only
    /// when it was seen to raise it (`AssertedReason.raised`).
    public var toldApartWhenRaised: Bool
    /// The row this one restates (`FZ1` is `= TX9`), or nil. A restating row
    /// counts in no figure, and, like every row out of scope that shares its
    /// text, is credited only through the members or kinds it names itself:
    /// its twin's text alone would credit it from its twin's trigger
    /// (`commitWrite` for TX7A, whose own is `commitAsyncWrite`; a missing
    /// primary key for MV1, whose own is any other required property).
    public var restates: String?

    public init(id: String, templates: [String], inScope: Bool, raisedBy: [String]? = nil, raisedAs: [String]? = nil,
                toldApartWhenRaised: Bool = false, restates: String? = nil) {
        self.id = id; self.templates = templates; self.inScope = inScope; self.raisedBy = raisedBy; self.raisedAs = raisedAs
        self.toldApartWhenRaised = toldApartWhenRaised; self.restates = restates
    }

    /// Whether an asserted reason's `assertThrows` expression calls a member this row is raised from
    /// (always, for a row without origins), and asserts a kind the row is raised with (always, for a
    /// row without kinds).
    func isRaised(by reason: AssertedReason) -> Bool {
        if toldApartWhenRaised, reason.raised?.contains(id) != true { return false }
        if let raisedAs, reason.kind.map(raisedAs.contains) != true { return false }
        guard let raisedBy else { return true }
        return reason.members.contains { raisedBy.contains(SDKMessage.origin(ofMember: $0)) }
    }

    /// Whether an asserted reason is this row's text in full: it matches
    /// one of the row's templates from its first character to its last,
    /// each placeholder standing for text of its kind (`SDKMessageTemplate`).
    /// A part of the text (`"write transaction"`), or another row's text,
    /// does not check the row.
    public func isChecked(by reason: String) -> Bool {
        specificity(of: reason) != nil
    }

    /// The literal length of the longest of the row's templates `reason`
    /// matches in full, or nil when it matches none.
    func specificity(of reason: String) -> Int? {
        templates.map { SDKMessageTemplate(id: id, $0) }.filter { $0.matches(reason) }.map(\.literalLength).max()
    }

    /// The ids of the rows the reasons check. A reason that matches several
    /// rows' templates in full checks those whose template spells the most
    /// of it as literal text: `Cannot sort on key path 'a': property 'Dog.a'
    /// does not exist.` is UP5's text, not Q6's `Cannot sort on key path '%1': %2.`.
    /// Of rows whose matching templates are the same text, those that name
    /// the members they are raised from (`raisedBy`) are checked only when
    /// the reason's `assertThrows` expression calls one of them: IX2s stays
    /// unchecked by an index past the end of a List, whose text is the same.
    /// Of rows that share text and member and name the error kinds they are
    /// raised with (`raisedAs`), each is checked only by a reason asserted
    /// with one of its kinds: `assertThrows(frozenDog["name"] = "x", .frozen,
    /// reason: …)` checks FZ2b, not TX3, and the same text asserted without a
    /// kind checks neither. Rows that share text and member and differ by the
    /// state the call ran in (`toldApartWhenRaised`) are each checked only by
    /// a reason seen to raise it: an index past the end of an unmanaged List
    /// checks IX2, of a managed one IX2m.
    public static func checkedIds(_ rows: [SDKMessageRow], by reasons: some Sequence<AssertedReason>) -> Set<String> {
        var out = Set<String>()
        for reason in Set(reasons) {
            let matches = rows.compactMap { row in row.specificity(of: reason.text).map { (row, $0) } }
            guard let best = matches.map(\.1).max() else { continue }
            let tied = matches.filter { $0.1 == best }.map(\.0)
            for row in tied where (tied.count == 1 && row.raisedAs == nil && !row.toldApartWhenRaised) || row.isRaised(by: reason) {
                // A row out of scope (a restating row is one) that shares its text and names
                // nothing of its own is never credited by that text: the case may be its twin's.
                if tied.count > 1, !row.inScope, row.raisedBy == nil, row.raisedAs == nil { continue }
                out.insert(row.id)
            }
        }
        return out
    }

    /// Whether any of the reasons matches, in full, a row that only the
    /// state of the call tells apart: the scenario must be run to credit it.
    public static func needRaisedRows(_ rows: [SDKMessageRow], _ reasons: some Sequence<AssertedReason>) -> Bool {
        let told = rows.filter(\.toldApartWhenRaised)
        return reasons.contains { reason in told.contains { $0.isChecked(by: reason.text) } }
    }

    /// The rows reason texts check, with no member known behind them: a row
    /// that shares its text with another and names its origins is not checked.
    public static func checkedIds(_ rows: [SDKMessageRow], byTexts texts: some Sequence<String>) -> Set<String> {
        checkedIds(rows, by: texts.map { AssertedReason(text: $0) })
    }

    /// The row's group, its id's letters ("TX" for TX7A).
    public var group: String { String(id.prefix { $0.isUppercase }) }
}

extension SDKMessageRow {
    /// The SDK's whole catalogue of misuse messages (`SDKMessage`), one row
    /// per message, in the catalogue's order.
    public static var catalogue: [SDKMessageRow] {
        SDKMessage.allCases.map { SDKMessageRow(id: $0.rawValue, templates: $0.templates, inScope: $0.isInScope, raisedBy: $0.raisedBy,
                                        raisedAs: $0.raisedAs, toldApartWhenRaised: $0.isToldApartWhenRaised,
                                        restates: $0.restates?.rawValue) }
    }
}
