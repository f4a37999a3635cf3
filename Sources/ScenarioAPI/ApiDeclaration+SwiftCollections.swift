// Further declared members of the Swift collections (List, Results,
// MutableSet, LinkingObjects, Map) beyond the shared surface: a map's
// key-value coding by key path; a list's or set's projectTo.
// Related documentation: sdk-reference api-surface.md §5 L25, §7 S21, §9 M16.

extension ApiDeclarations {
    static let swiftCollections: [ApiMember] = [
        .property([.list, .set], "projectTo", .any, lowers: "get per element", rows: [.list("L25"), .mutableSet("S21")]),
        .method([.map], "value", [.l("forKeyPath", .string)], .optional(.any), lowers: "mapGet; count or aggregate for an @ operator",
                rows: [.map("M16")]),
    ]
}
