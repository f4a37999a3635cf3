// A claim's `members` in pages.yaml: the SDK members its statement is about,
// each a member id in Swift's spelling (`MutableSet.remove(_:)`,
// `List.count`). An unknown id is an error at its own line and column, with
// the nearest known id.
// Related documentation: README "pages.yaml".

internal import ScenarioAPI
internal import ScenarioLanguage

enum ClaimMembers {
    /// The ids of a claim's `members` list, in order.
    ///
    /// - Throws: `SpecConfigError` at the list when it is empty, and at each
    ///   id that is not a known member id or repeats one, all in one error.
    static func parse(_ node: YAMLNode) throws(SpecConfigError) -> [String] {
        var ids: [String] = []
        var problems: [SpecConfigError] = []
        for item in try node.sequence("a claim's 'members'") {
            do throws(SpecConfigError) {
                let id = try item.string("each of a claim's 'members'")
                try check(id, at: item)
                guard !ids.contains(id) else { throw item.error("member '\(id)' is listed twice") }
                ids.append(id)
            } catch {
                problems.append(error)
            }
        }
        if let combined = SpecConfigError.combined(problems) { throw combined }
        guard !ids.isEmpty else {
            throw node.error("a claim's 'members' must name at least one SDK member its statement is about")
        }
        return ids
    }

    private static func check(_ id: String, at node: YAMLNode) throws(SpecConfigError) {
        guard !ApiMemberIds.all.contains(id) else { return }
        let hint = ApiMemberIds.nearest(id).map { "; did you mean '\($0)'?" } ?? ""
        throw node.error("unknown member '\(id)'\(hint)")
    }
}
