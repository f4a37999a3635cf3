// The members of a model class called on the class (`Dog.className()`,
// `Dog.create(in:withValue:)`), RLMObject's class methods in their Swift
// spelling, the schema and configuration a realm answers, an object's
// schema and hash, and Realm's `==`.
// Related documentation: sdk-reference api-surface.md §1 #1, #2, #51;
// §2 #4, #19–#25, #27; §3 #3; §12.1; §12.2 #3–#29; §12.3.

extension ApiDeclarations {
    static let objcObjects: [ApiMember] = objectClass + objectSchemaMembers + realmSchemaMembers + rlmRealmClass

    /// `RLMRealm.default()`: the default realm, the one `Realm()` opens.
    static let rlmRealmClass: [ApiMember] = [
        .method([.rlmRealmClass], "default", [], .rlmRealm, lowers: "none (the default realm)", rows: [.rlmRealm("#1")]),
    ]

    /// Called on a model class: the schema hooks (their defaults, as a model
    /// declared with `@Persisted` does not override them), and RLMObject's
    /// creation and query class methods.
    static let objectClass: [ApiMember] = {
        let c: [ApiReceiver] = [.objectClass]
        return [
            .method(c, "className", [], .string, lowers: "none (the model's name)", rows: [.object("#24"), .embeddedObject("#20")]),
            .method(c, "primaryKey", [], .optional(.string), lowers: "none (nil: not overridden)", rows: [.object("#19")]),
            .method(c, "ignoredProperties", [], .array(.string), lowers: "none ([]: not overridden)", rows: [.object("#20"), .embeddedObject("#17")]),
            .method(c, "indexedProperties", [], .array(.string), lowers: "none ([]: not overridden)", rows: [.object("#21")]),
            .method(c, "propertiesMapping", [], .any, lowers: "none ([:]: not overridden)", rows: [.object("#22"), .embeddedObject("#18")]),
            .method(c, "_getProperties", [], .array(.any), lowers: "none (the schema's properties)", rows: [.object("#23"), .embeddedObject("#19")]),
            .method(c, "shouldIncludeInDefaultSchema", [], .bool, lowers: "none (true for a model class)", rows: [.object("#25"), .embeddedObject("#21")]),
            .method(c, "isEmbedded", [], .bool, lowers: "none (the schema)", rows: [.embeddedObject("#3")]),
            // The `args:` forms come before the variadic ones, which would take `args:` as a further argument.
        ]
    }()

    /// An object's schema and hash.
    static let objectSchemaMembers: [ApiMember] = {
        let o: [ApiReceiver] = [.object]
        return [
            .property(o, "objectSchema", .any, lowers: "none (the schema)", rows: [.object("#4"), .embeddedObject("#5")]),
            .property(o, "hash", .int, lowers: "none (primary key, row or handle)", rows: [.object("#27"), .embeddedObject("#23")]),
        ]
    }()

    /// A realm's schema and configuration, and `==`.
    static let realmSchemaMembers: [ApiMember] = {
        let r: [ApiReceiver] = [.realm]
        return [
            .property(r, "schema", .any, lowers: "none (the schema)", rows: [.realm("#1")]),
            .property(r, "configuration", .any, lowers: "none (the default configuration)", rows: [.realm("#2")]),
            .method(r, "==", [.u(.realm)], .bool, lowers: "none", rows: [.realm("#51")]),
        ]
    }()
}
