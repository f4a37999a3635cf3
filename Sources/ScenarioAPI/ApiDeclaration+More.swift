// Further declared members of the documented types, beyond the ones the
// pages show: the dynamic (string-typed) Realm and Object members, freezing
// through the Realm, the Swift key-path aggregates, MutableSet's and Map's
// Objective-C names in their Swift spelling, and Projection's root accessors.
// Related documentation: sdk-reference api-surface.md §1 #5, #6, #18, #27, #35,
// #37, #43–#45, #51; §2 #6, #12–#14, #26, #30; §4 RC4, RC27–RC30; §9 M34, M36, M40–M43;
// §11 P2, P11, P12; §12.1, §12.2 #30–#34, §12.4, §12.7, §12.8.

extension ApiDeclarations {
    static let more: [ApiMember] = realmMore + objectMore + collectionsMore + predicateMore + setMore + mapMore

    static let realmMore: [ApiMember] = {
        let r: [ApiReceiver] = [.realm]
        return [
            .method(r, "writeAsync", [.u(.closure("() -> Void")), .d("onComplete", .optional(.closure("(Error?) -> Void")))], .any,
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.realm("#18")]),
            .method(r, "dynamicObjects", [.u(.string)], .collection(.results), lowers: "count/elements of .objects", rows: [.realm("#35")]),
            .method(r, "dynamicObject", [.l("ofType", .string), .l("forPrimaryKey", .any)], .optional(.object),
                    lowers: "objectForPrimaryKey", rows: [.realm("#37")]),
            .method(r, "dynamicCreate", [.u(.string), .d("value", .any), .d("update", .updatePolicy)], .object,
                    lowers: "create", rows: [.realm("#27")]),
            .method(r, "freeze", [.u(.object)], .object, lowers: "freeze", rows: [.realm("#43")]),
            .method(r, "freeze", [.u(.anyCollection)], .any, lowers: "freeze", rows: [.realm("#45")]),
            .method(r, "thaw", [.u(.object)], .optional(.object), lowers: "thaw", rows: [.realm("#44")]),
            .property(r, "autorefresh", .bool, lowers: "none", rows: [.realm("#6")]),
            .property(r, "isPerformingAsynchronousWriteOperations", .bool, lowers: "none", rows: [.realm("#5")]),
        ]
    }()

    static let objectMore: [ApiMember] = {
        let o: [ApiReceiver] = [.object]
        let p: [ApiReceiver] = [.projection]
        return [
            .method(o, "dynamicList", [.u(.string)], .collection(.list), lowers: "none (the property's list)", rows: [.object("#12"), .embeddedObject("#12")]),
            .method(o, "dynamicMutableSet", [.u(.string)], .collection(.set), lowers: "none (the property's set)", rows: [.object("#13")]),
            .method(o, "dynamicMap", [.u(.string)], .collection(.map), lowers: "none (the property's map)", rows: [.object("#14")]),
            .method(o, "mutableArrayValue", [.l("forKey", .string)], .collection(.list), lowers: "none (the property's list)",
                    rows: [.object("#30"), .embeddedObject("#26")]),
            .method(o, "mutableSetValue", [.l("forKey", .string)], .collection(.set), lowers: "none (the property's set)",
                    rows: [.object("#30"), .embeddedObject("#26")]),
            .method(o, "isEqual", [.u(.optional(.any))], .bool, lowers: "none", rows: [.object("#26"), .embeddedObject("#22")]),
            .property(p, "rootObject", .object, lowers: "none", rows: [.projection("P2")]),
            .property(p, "realm", .optional(.realm), lowers: "none", rows: [.projection("P11")]),
            .property(p, "isInvalidated", .bool, lowers: "isValid", rows: [.projection("P12")]),
        ]
    }()

    /// The Swift key-path aggregates (`sum(of: \.age)`), on every collection; `description`.
    static let collectionsMore: [ApiMember] = {
        let all = ApiReceiver.collections
        return [
            .property([.object], "description", .string, lowers: "get per property", rows: [.object("#6"), .embeddedObject("#7")]),
            // NSObject's description as RLMObjectBase overrides it (the same text as Object's); described, not counted.
            .property([.rlmObject], "description", .string, lowers: "get per property", origin: .stdlib),
            // NSObject's key-value coding as RLMObjectBase overrides it: a property read and set by name,
            // set as its accessor sets it (a managed primary key refuses a change); described, not counted.
            .method([.rlmObject], "setValue", [.u(.any), .l("forKey", .string)], lowers: "set", origin: .stdlib),
            .method([.rlmObject], "value", [.l("forKey", .string)], .optional(.any), lowers: "get", origin: .stdlib),
            .property(all, "description", .string, lowers: "elements",
                      rows: [.shared("RC4"), .list("L14"), .results("R1"), .mutableSet("S15"), .linkingObjects("LO2"), .map("M34")]),
            // NSObject's description as RLMArray, RLMSet, RLMResults (and RLMLinkingObjects) and RLMDictionary override
            // it: the Objective-C class and element class, then the elements (RLMCollection.mm
            // RLMDescriptionWithMaxDepth); described, not counted.
            .property([.rlmArray, .rlmSet, .rlmResults, .rlmDictionary], "description", .string, lowers: "elements", origin: .stdlib),
            // NSObject's isEqual(_:), which `==` calls: a managed list, set or map equals the same
            // property of the same object, unmanaged ones compare contents; Results by identity.
            // The rows (L26, R3, S22, LO4, M39) are `==`'s, earned by `==` only.
            .method(all, "isEqual", [.u(.optional(.any))], .bool, lowers: "none", origin: .foundation),
            .method(all, "min", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(min)", rows: [.shared("RC27"), .map("M40")]),
            .method(all, "max", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(max)", rows: [.shared("RC28"), .map("M41")]),
            .method(all, "sum", [.l("of", .keyPath)], .any, lowers: "aggregate(sum)", rows: [.shared("RC29"), .map("M42")]),
            .method(all, "average", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(avg)", rows: [.shared("RC30"), .map("M43")]),
        ]
    }()

    /// RLMCollection's NSPredicate members as Swift spells them (§12.4).
    static let predicateMore: [ApiMember] = {
        let rc = ApiReceiver.realmCollections
        return [
            .method([.rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection], "objects", [.l("with", .predicate)],
                    .collection(.results), lowers: "filtered results",
                    rows: [.rlmArray("#27"), .rlmSet("objectsWithPredicate:"), .rlmResults("objectsWithPredicate:"),
                           .rlmDictionary("objectsWithPredicate:"), .rlmCollection("objectsWithPredicate:")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "indexOfObject", [.l("with", .predicate)], .int, lowers: "indexMatching",
                    rows: [.rlmArray("#24"), .rlmResults("indexOfObjectWithPredicate:"), .rlmCollection("indexOfObjectWithPredicate:")]),
        ]
    }()

    /// RLMSet's names as Swift spells them (§12.7).
    static let setMore: [ApiMember] = {
        let s: [ApiReceiver] = [.set]
        return [
            .property([.rlmSet], "allObjects", .array(.element), lowers: "elements", rows: [.rlmSet("allObjects")]),
            .method([.rlmSet], "add", [.u(.element)], lowers: "setInsert", rows: [.rlmSet("addObject:")]),
            .method([.rlmSet], "addObjects", [.u(.elements)], lowers: "setInsert", rows: [.rlmSet("addObjects:")]),
            .method([.rlmSet], "remove", [.u(.element)], lowers: "setRemove", rows: [.rlmSet("removeObject:")]),
            .method([.rlmSet], "removeAllObjects", [], lowers: "setRemoveAll", rows: [.rlmSet("removeAllObjects")]),
            .method([.rlmSet], "union", [.u(.collection(.rlmSet))], lowers: "setInsert", rows: [.rlmSet("unionSet:")]),
            .method([.rlmSet], "intersect", [.u(.collection(.rlmSet))], lowers: "setIntersect", rows: [.rlmSet("intersectSet:")]),
            .method([.rlmSet], "minus", [.u(.collection(.rlmSet))], lowers: "setRemove", rows: [.rlmSet("minusSet:")]),
            .method([.rlmSet], "setSet", [.u(.collection(.rlmSet))], lowers: "setIntersect, setInsert", rows: [.rlmSet("setSet:")]),
        ]
    }()

    /// RLMDictionary's names as Swift spells them (§12.8).
    static let mapMore: [ApiMember] = {
        let m: [ApiReceiver] = [.map]
        let d: [ApiReceiver] = [.rlmDictionary]
        return [
            .method(m, "asKeyValueSequence", [], .array(.any), lowers: "mapKeys, mapGet", rows: [.map("M36")]),
            .property(d, "keyType", .any, lowers: "none", rows: [.rlmDictionary("keyType")]),
            .property(d, "allKeys", .array(.string), lowers: "mapKeys", rows: [.rlmDictionary("allKeys")]),
            .property(d, "allValues", .array(.element), lowers: "elements", rows: [.rlmDictionary("allValues")]),
            .method(d, "removeObject", [.l("forKey", .string)], lowers: "mapRemove", rows: [.rlmDictionary("removeObjectForKey:")]),
            .method(d, "removeObjects", [.l("forKeys", .array(.string))], lowers: "mapRemove per key",
                    rows: [.rlmDictionary("removeObjectsForKeys:")]),
            .method(d, "removeAllObjects", [], lowers: "mapRemoveAll", rows: [.rlmDictionary("removeAllObjects")]),
            .method(d, "setObject", [.u(.element), .l("forKey", .string)], lowers: "mapSet", rows: [.rlmDictionary("setObject:forKey:")]),
            .method(d, "addEntries", [.l("from", .keyValues)], lowers: "mapSet per key", rows: [.rlmDictionary("addEntriesFromDictionary:")]),
            .method(d, "setDictionary", [.u(.optional(.any))], lowers: "mapRemoveAll, mapSet per key",
                    rows: [.rlmDictionary("setDictionary:")]),
        ]
    }()
}
