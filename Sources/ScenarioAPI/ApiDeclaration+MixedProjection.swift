// The declared members of AnyRealmValue and Projection beyond the typed
// accessors and the root accessors: the cases of AnyRealmValue and their
// rows, the nested-collection accessors and statics (`listValue`,
// `dictionaryValue`, `fromArray(_:)`, `fromDictionary(_:)`), `hashValue`
// (which calls `hash(into:)`), and a projection's description, hash,
// `PersistedType` and `observe(keyPaths:)` with Swift key paths.
// Related documentation: sdk-reference api-surface.md §10 A1–A14, A26, A27,
// A29–A32; §11 P1, P5, P6, P8.

extension ApiDeclarations {
    static let mixedProjection: [ApiMember] = {
        let a: [ApiReceiver] = [.mixed]
        let p: [ApiReceiver] = [.projection]
        return [
            .property(a, "listValue", .optional(.collection(.list)), lowers: "none", rows: [.mixed("A27")]),
            .property(a, "dictionaryValue", .optional(.collection(.map)), lowers: "none", rows: [.mixed("A26")]),
            .property(a, "hashValue", .int, lowers: "none", rows: [.mixed("A32")]),
            .property(p, "hashValue", .int, lowers: "none", rows: [.projection("P5")]),
            .property(p, "description", .string, lowers: "none", rows: [.projection("P6")]),
            .method(p, "observe", swiftKeyPathObserveParams, .token, lowers: "observe", rows: [.projection("P8")]),
        ]
    }()
}

