// RLMSet's and RLMDictionary's Objective-C members whose Swift spelling no
// Swift collection member shares: isEqual(to:) of two sets and the
// key-and-value enumeration of a dictionary. The members both spellings
// share carry their §12.4–§12.8 rows in ApiDeclaration+Members.swift.
// Related documentation: sdk-reference api-surface.md §12.7 isEqualToSet:,
// §12.8 enumerateKeysAndObjectsUsingBlock:.

extension ApiDeclarations {
    static let objcCollections: [ApiMember] = [
        .method([.set], "isEqual", [.l("to", .collection(.set))], .bool, lowers: "elements of both sets",
                origin: .objectiveCSpelling),
        .method([.map, .rlmDictionary], "enumerateKeysAndObjects", [.block("(String, Element, UnsafeMutablePointer<ObjCBool>) -> Void")],
                lowers: "mapKeys, mapGet", rows: [.rlmDictionary("enumerateKeysAndObjectsUsingBlock:")]),
    ]
}
