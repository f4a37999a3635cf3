// Further declared members of the Swift collections (List, Results,
// MutableSet, LinkingObjects, Map) beyond the shared surface: a map's
// key-value coding by key path.
// Related documentation: sdk-reference api-surface.md §9 M16.

extension ApiDeclarations {
    static let swiftCollections: [ApiMember] = [
        .method([.map], "value", [.l("forKeyPath", .string)], .optional(.any), lowers: "mapGet; count or aggregate for an @ operator",
                ref: "§9 M16"),
    ]
}
