// One row of exceptions.md as the coverage reads it: its id, its texts
// with the SDK's placeholders, whether it is in scope, and which asserted
// reasons check it.
// Related SDK sections: sdk-messages (exceptions.md).

/// One row of the SDK's message catalogue, as the coverage needs it.
public struct SDKMessageRow: Hashable, Sendable, Codable {
    public var id: String
    /// Its texts with the SDK's placeholders (`%@`, `%1`, …).
    public var templates: [String]
    /// Reachable through this project's API (raised, or reachable but not raised).
    public var inScope: Bool

    public init(id: String, templates: [String], inScope: Bool) {
        self.id = id; self.templates = templates; self.inScope = inScope
    }

    /// Whether an asserted reason is this row's text: the reason contains
    /// the longest run of literal text between the placeholders of one of
    /// the row's texts, or is itself at least half of one run of it (the
    /// interpreter checks a reason as a part of the message).
    public func isChecked(by reason: String) -> Bool {
        guard reason.count >= 8 else { return false }
        for template in templates {
            let runs = SDKMessageRow.literalRuns(template)
            if let longest = runs.max(by: { $0.count < $1.count }), longest.count >= 8, reason.contains(longest) { return true }
            if runs.contains(where: { $0.contains(reason) && reason.count * 2 >= $0.count }) { return true }
        }
        return false
    }

    /// The template's text between its placeholders.
    static func literalRuns(_ template: String) -> [String] {
        template.components(separatedBy: "%").enumerated().map { i, part in
            i == 0 ? part : String(part.drop { "@123456789".contains($0) }.dropPrefix(["llu", "zu", "s"]))
        }.filter { !$0.isEmpty }
    }

    /// The row's group, its id's letters ("TX" for TX7A).
    public var group: String { String(id.prefix { $0.isUppercase }) }
}

private extension Substring {
    func dropPrefix(_ prefixes: [String]) -> Substring {
        for p in prefixes where hasPrefix(p) { return dropFirst(p.count) }
        return self
    }
}
