// RLMSet's and RLMDictionary's Objective-C members whose Swift spelling no
// Swift collection member shares: isEqual(to:) of two sets, RLMSet's
// comparisons with another RLMSet, and the key-and-value enumeration of a
// dictionary. The members both spellings share carry their §12.4–§12.8
// rows in ApiDeclaration+Members.swift and +More.swift. RLMCollection's rows
// (§12.4) are named by the declarations of its requirements; a call credits
// them only on a value typed as the protocol (`let c: RLMCollection = …`),
// or, on a conforming class, for a requirement its header does not redeclare.
// Related documentation: sdk-reference api-surface.md §12.4; §12.7 isEqualToSet:,
// intersectsSet:, isSubsetOfSet:; §12.8 enumerateKeysAndObjectsUsingBlock:.

extension ApiDeclarations {
    static let objcCollections: [ApiMember] = [
        .method([.rlmSet], "isEqual", [.l("to", .collection(.rlmSet))], .bool, lowers: "elements of both sets",
                rows: [.rlmSet("isEqualToSet:")]),
        // NSObject's isEqual(_:) as RLMSet.mm overrides it: false for a managed argument,
        // the elements compared otherwise; RLMManagedSet's is identity. Described, not counted.
        .method([.rlmSet], "isEqual", [.u(.optional(.any))], .bool, lowers: "elements of both sets", origin: .foundation),
        // NSObject's setValuesForKeysWithDictionary:, which sets each key as setValue(_:forKey:) does
        // (RLMDictionary.mm setValue:forKey: sets the entry). Described, not counted.
        .method([.rlmDictionary], "setValuesForKeys", [.u(.any)], lowers: "mapSet per key", origin: .foundation),
        .method([.rlmSet], "intersects", [.u(.collection(.rlmSet))], .bool, lowers: "contains", rows: [.rlmSet("intersectsSet:")]),
        .method([.rlmSet], "isSubset", [.l("of", .collection(.rlmSet))], .bool, lowers: "elements", rows: [.rlmSet("isSubsetOfSet:")]),
        .method([.rlmDictionary], "enumerateKeysAndObjects", [.block("(String, Element, UnsafeMutablePointer<ObjCBool>) -> Void")],
                lowers: "mapKeys, mapGet", rows: [.rlmDictionary("enumerateKeysAndObjectsUsingBlock:")]),
    ]
}
