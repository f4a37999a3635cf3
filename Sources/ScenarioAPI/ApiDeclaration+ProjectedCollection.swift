// `ProjectedCollection<Element>`, the value of a projected property that
// follows a list or set with `projectTo` (`@Projected(\Root.list.projectTo.prop)`):
// its own members, which read through the projected list or set. api-surface.md
// §11 lists them after Projection's rows (RealmCollection.swift `ProjectedCollection`)
// without rows of their own, so, like the types beside the documented ones,
// they count in no figure. Its elements, count, first, last, filter and the
// rest of RandomAccessCollection are the standard library's on its values.
// Related documentation: sdk-reference api-surface.md §11 (ProjectedCollection).

extension ApiDeclarations {
    static let projectedCollection: [ApiMember] = {
        let c: [ApiReceiver] = [.projectedCollection]
        let block = ApiParam.block("(RealmCollectionChange<ProjectedCollection<Element>>) -> Void")
        return [
            .property(c, "realm", .optional(.realm), lowers: "none", origin: .besideDocumented),
            .property(c, "isInvalidated", .bool, lowers: "none", origin: .besideDocumented),
            .property(c, "isFrozen", .bool, lowers: "none", origin: .besideDocumented),
            .property(c, "description", .string, lowers: "none", origin: .besideDocumented),
            .method(c, "freeze", [], .any, lowers: "freeze", origin: .besideDocumented),
            .method(c, "thaw", [], .optional(.any), lowers: "thaw", origin: .besideDocumented),
            .method(c, "observe", [.d("keyPaths", .optional(.keyPaths)), .d("on", .any), block], .token,
                    lowers: "observe", origin: .besideDocumented),
        ]
    }()
}
