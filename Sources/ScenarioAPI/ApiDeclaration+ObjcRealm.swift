// RLMRealm, RLMObject and RLMEmbeddedObject as receivers of their own, in
// the Swift spelling the Objective-C headers import as: an RLMRealm from
// `RLMRealm.default()` (or `ObjectiveCSupport.convert(object: realm)`), an
// object of a model class declared `: RLMObject` or `: RLMEmbeddedObject`,
// and such a class called on. Each lowers to the same engine calls as its
// Swift twin; a call on one of these receivers credits the row of its
// Objective-C section, never the Swift type's.
// Related documentation: sdk-reference api-surface.md §12.1, §12.2, §12.3.

extension ApiDeclarations {
    static let objcRealmAndObjects: [ApiMember] = rlmRealm + rlmObject + rlmObjectClass + rlmObjectSpelt

    /// The block `addNotificationBlock` takes on an RLMRealm.
    private static let realmBlock = ApiType.closure("(RLMNotification, RLMRealm) -> Void")
    /// The block `addNotificationBlock` takes on an RLMObject.
    private static let objectBlock = ApiType.closure("(Bool, [RLMPropertyChange]?, Error?) -> Void")

    /// RLMRealm's members (§12.1), as Swift imports `RLMRealm.h` and `RLMRealm_Dynamic.h`.
    static let rlmRealm: [ApiMember] = {
        let r: [ApiReceiver] = [.rlmRealm]
        return [
            .property(r, "inWriteTransaction", .bool, lowers: "isInWriteTransaction", rows: [.rlmRealm("#6")]),
            .property(r, "isEmpty", .bool, lowers: "count", rows: [.rlmRealm("#7")]),
            .property(r, "isFrozen", .bool, lowers: "none", rows: [.rlmRealm("#8")]),
            .method(r, "freeze", [], .rlmRealm, lowers: "freeze", rows: [.rlmRealm("#9")]),
            .method(r, "thaw", [], .rlmRealm, lowers: "thaw", rows: [.rlmRealm("#10")]),
            .method(r, "addNotificationBlock", [.block(realmBlock.description)], .token, lowers: "observe", rows: [.rlmRealm("#15")]),
            .method(r, "beginWriteTransaction", [], lowers: "beginWrite", rows: [.rlmRealm("#16")]),
            // `commitWriteTransaction:` (an NSError out-parameter) imports as a throwing call.
            .method(r, "commitWriteTransaction", [], throws: true, lowers: "commitWrite", rows: [.rlmRealm("#18")]),
            .method(r, "commitWriteTransactionWithoutNotifying", [.u(.array(.token))], throws: true,
                    lowers: "commitWrite", rows: [.rlmRealm("#19")]),
            .method(r, "cancelWriteTransaction", [], lowers: "cancelWrite", rows: [.rlmRealm("#20")]),
            .method(r, "transaction", [.block("() -> Void")], throws: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.rlmRealm("#22")]),
            .method(r, "transaction", [.l("withoutNotifying", .array(.token)), .block("() -> Void")],
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.rlmRealm("#23")]),
            // `transactionWithoutNotifying:block:error:` would import under #23's name, so Swift's importer
            // keeps its `error:` label, passed as `()`, and imports it as throwing.
            .method(r, "transaction", [.l("withoutNotifying", .array(.token)), .l("block", .closure("() -> Void")), .l("error", .void)],
                    throws: true, lowers: "beginWrite, commitWrite / cancelWrite", rows: [.rlmRealm("#24")]),
            .method(r, "refresh", [], .bool, lowers: "refresh", rows: [.rlmRealm("#33")]),
            .property(r, "autorefresh", .bool, lowers: "none", rows: [.rlmRealm("#34")]),
            .method(r, "invalidate", [], lowers: "none (handles of the generation end)", rows: [.rlmRealm("#35")]),
            .method(r, "add", [.u(.rlmObject)], lowers: "add", rows: [.rlmRealm("#37")]),
            .method(r, "addObjects", [.u(.elements)], lowers: "add", rows: [.rlmRealm("#38")]),
            .method(r, "addOrUpdate", [.u(.rlmObject)], lowers: "add(update: .all)", rows: [.rlmRealm("#39")]),
            .method(r, "addOrUpdateObjects", [.u(.elements)], lowers: "add(update: .all)", rows: [.rlmRealm("#40")]),
            .method(r, "delete", [.u(.rlmObject)], lowers: "delete", rows: [.rlmRealm("#41")]),
            .method(r, "deleteObjects", [.u(.elements)], lowers: "deleteObjects, deleteCollection", rows: [.rlmRealm("#42")]),
            .method(r, "deleteAllObjects", [], lowers: "deleteAll", rows: [.rlmRealm("#43")]),
            .method(r, "allObjects", [.u(.string)], .collection(.rlmResults), lowers: "count/elements of .objects",
                    rows: [.rlmRealm("#44")]),
            .method(r, "objects", [.u(.string), .l("where", .predicate), .formatArguments], .collection(.rlmResults),
                    lowers: "filtered results", rows: [.rlmRealm("#45")]),
            .method(r, "objects", [.u(.string), .l("with", .nsPredicate)], .collection(.rlmResults),
                    lowers: "filtered results", rows: [.rlmRealm("#46")]),
            .method(r, "object", [.l("withClassName", .string), .l("forPrimaryKey", .any)], .optional(.rlmObject),
                    lowers: "objectForPrimaryKey", rows: [.rlmRealm("#47")]),
            .method(r, "createObject", [.u(.string), .l("withValue", .any)], .rlmObject, lowers: "create", rows: [.rlmRealm("#48")]),
        ]
    }()

    /// An RLMObject's (or RLMEmbeddedObject's) instance members (§12.2 #10–#13, #30–#36; §12.3).
    static let rlmObject: [ApiMember] = {
        let o: [ApiReceiver] = [.rlmObject]
        return [
            .property(o, "realm", .optional(.rlmRealm), lowers: "none", rows: [.rlmObject("#10"), .rlmEmbeddedObject("realm")]),
            .property(o, "objectSchema", .any, lowers: "none (the schema)", rows: [.rlmObject("#11"), .rlmEmbeddedObject("objectSchema")]),
            .property(o, "isInvalidated", .bool, lowers: "isValid", rows: [.rlmObject("#12"), .rlmEmbeddedObject("invalidated")]),
            .property(o, "isFrozen", .bool, lowers: "none", rows: [.rlmObject("#13"), .rlmEmbeddedObject("frozen")]),
            .method(o, "addNotificationBlock", [.block(objectBlock.description)], .token, lowers: "observe",
                    rows: [.rlmObject("#30"), .rlmEmbeddedObject("addNotificationBlock:")]),
            .method(o, "addNotificationBlock", [.u(objectBlock), .l("keyPaths", .array(.string))], .token, lowers: "observe",
                    rows: [.rlmObject("#33"), .rlmEmbeddedObject("addNotificationBlock:keyPaths:")]),
            .method(o, "isEqual", [.l("to", .optional(.rlmObject))], .bool, lowers: "none",
                    rows: [.rlmObject("#34"), .rlmEmbeddedObject("isEqualToObject:")]),
            .method(o, "freeze", [], .rlmObject, lowers: "freeze", rows: [.rlmObject("#35"), .rlmEmbeddedObject("freeze")]),
            .method(o, "thaw", [], .optional(.rlmObject), lowers: "thaw", rows: [.rlmObject("#36"), .rlmEmbeddedObject("thaw")]),
        ]
    }()

    /// Called on an RLMObject (or RLMEmbeddedObject) subclass: its name, the
    /// schema hooks (the class's own overrides, or RLMObject's defaults), and
    /// RLMObject's creation and query class methods, which an embedded class lacks.
    static let rlmObjectClass: [ApiMember] = {
        let c: [ApiReceiver] = [.rlmObjectClass]
        let results = ApiType.collection(.rlmResults)
        return [
            .method(c, "className", [], .string, lowers: "none (the model's name)", rows: [.rlmObject("#3"), .rlmEmbeddedObject("className")]),
            .method(c, "indexedProperties", [], .array(.string), lowers: "none (the class's override)", rows: [.rlmObject("#14")]),
            .method(c, "defaultPropertyValues", [], .optional(.any), lowers: "none (the class's override)",
                    rows: [.rlmObject("#15"), .rlmEmbeddedObject("defaultPropertyValues")]),
            .method(c, "primaryKey", [], .optional(.string), lowers: "none (the class's override)", rows: [.rlmObject("#16")]),
            .method(c, "ignoredProperties", [], .optional(.array(.string)), lowers: "none (the class's override)",
                    rows: [.rlmObject("#17"), .rlmEmbeddedObject("ignoredProperties")]),
            .method(c, "requiredProperties", [], .array(.string), lowers: "none (the class's override)",
                    rows: [.rlmObject("#18"), .rlmEmbeddedObject("requiredProperties")]),
            .method(c, "linkingObjectsProperties", [], .any, lowers: "none ([:]: not overridden)",
                    rows: [.rlmObject("#19"), .rlmEmbeddedObject("linkingObjectsProperties")]),
            .method(c, "createInDefaultRealm", [.l("withValue", .any)], .rlmObject, lowers: "create", rows: [.rlmObject("#4")]),
            .method(c, "create", [.l("in", .rlmRealm), .l("withValue", .any)], .rlmObject, lowers: "create", rows: [.rlmObject("#5")]),
            .method(c, "createOrUpdateInDefaultRealm", [.l("withValue", .any)], .rlmObject,
                    lowers: "create(update: .all)", rows: [.rlmObject("#6")]),
            .method(c, "createOrUpdateModifiedInDefaultRealm", [.l("withValue", .any)], .rlmObject,
                    lowers: "create(update: .modified)", rows: [.rlmObject("#7")]),
            .method(c, "createOrUpdate", [.l("in", .rlmRealm), .l("withValue", .any)], .rlmObject,
                    lowers: "create(update: .all)", rows: [.rlmObject("#8")]),
            .method(c, "createOrUpdateModified", [.l("in", .rlmRealm), .l("withValue", .any)], .rlmObject,
                    lowers: "create(update: .modified)", rows: [.rlmObject("#9")]),
            .method(c, "allObjects", [], results, lowers: "count/elements of .objects", rows: [.rlmObject("#20")]),
            // The `args:` forms come before the variadic ones, which would take `args:` as a further argument.
            .method(c, "objects", [.l("where", .predicate), .l("args", .array(.any))], results, lowers: "filtered results", rows: [.rlmObject("#22")]),
            .method(c, "objects", [.l("where", .predicate), .formatArguments], results, lowers: "filtered results", rows: [.rlmObject("#21")]),
            .method(c, "objects", [.l("with", .optional(.nsPredicate))], results, lowers: "filtered results", rows: [.rlmObject("#23")]),
            .method(c, "object", [.l("forPrimaryKey", .any)], .optional(.rlmObject), lowers: "objectForPrimaryKey", rows: [.rlmObject("#24")]),
            .method(c, "allObjects", [.l("in", .rlmRealm)], results, lowers: "count/elements of .objects", rows: [.rlmObject("#25")]),
            .method(c, "objects", [.l("in", .rlmRealm), .l("where", .predicate), .l("args", .array(.any))], results,
                    lowers: "filtered results", rows: [.rlmObject("#27")]),
            .method(c, "objects", [.l("in", .rlmRealm), .l("where", .predicate), .formatArguments], results,
                    lowers: "filtered results", rows: [.rlmObject("#26")]),
            .method(c, "objects", [.l("in", .rlmRealm), .l("with", .optional(.nsPredicate))], results,
                    lowers: "filtered results", rows: [.rlmObject("#28")]),
            .method(c, "object", [.l("in", .rlmRealm), .l("forPrimaryKey", .any)], .optional(.rlmObject),
                    lowers: "objectForPrimaryKey", rows: [.rlmObject("#29")]),
        ]
    }()

    /// An RLMObject's initialisers (`SwiftRLMDogObject()`, `SwiftRLMDogObject(value: […])`) and its
    /// keyed subscript, read (`objectForKeyedSubscript:`) and assigned (`setObject:forKeyedSubscript:`).
    static let rlmObjectSpelt: [ApiMember] = [
        .spelt(.initialiser, [.rlmObject], "init", [], .rlmObject, rows: [.rlmObject("#1"), .rlmEmbeddedObject("init")]),
        .spelt(.initialiser, [.rlmObject], "init", [.l("value", .any)], .rlmObject,
               rows: [.rlmObject("#2"), .rlmEmbeddedObject("initWithValue:")]),
        .spelt(.subscript, [.rlmObject], "subscript", [.u(.string)], .optional(.any), lowers: "get",
               rows: [.rlmObject("#37"), .rlmEmbeddedObject("objectForKeyedSubscript:")]),
        .spelt(.subscript, [.rlmObject], "subscript", [.u(.string), .u(.optional(.any))], lowers: "set",
               rows: [.rlmObject("#38"), .rlmEmbeddedObject("setObject:forKeyedSubscript:")]),
    ]
}
