// `AnyRealmCollection<Element>`, the type-erased RealmCollection: a scenario
// wraps a list, set, results or linking objects in it (`AnyRealmCollection(list)`),
// reads its description and compares two with `==`. RealmSwift holds the
// wrapped collection's RLMCollection: `description` names AnyRealmCollection
// (`RLMDescriptionWithMaxDepth("AnyRealmCollection", collection, …)`) and `==`
// is that RLMCollection's `isEqual:` (RealmSwift/RealmCollection.swift,
// `AnyRealmCollection`). api-surface.md §4 names it among the types that
// conform to RealmCollection, with no rows of its own, so, like the types
// beside the documented ones, its members count in no figure.
// Related documentation: sdk-reference api-surface.md §4 (RC4: TypeName AnyRealmCollection).

extension ApiDeclarations {
    static let anyRealmCollection: [ApiMember] = {
        let c: [ApiReceiver] = [.anyRealmCollection]
        return [
            ApiMember(receivers: c, name: "init", params: [.u(.anyCollection)], result: .collection(.anyRealmCollection),
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            .property(c, "description", .string, lowers: "elements", origin: .besideDocumented),
            ApiMember(receivers: c, name: "==", params: [.u(.collection(.anyRealmCollection))], result: .bool,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .operator),
        ]
    }()
}
