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
                    lowers: "beginWrite, commitWrite / cancelWrite", ref: "§1 #18"),
            .method(r, "addNotificationBlock", [.block("(Notification, Realm) -> Void")], .token, lowers: "observe", ref: "§12.1 #15"),
            .method(r, "dynamicObjects", [.u(.string)], .collection(.results), lowers: "count/elements of .objects", ref: "§1 #35"),
            .method(r, "dynamicObject", [.l("ofType", .string), .l("forPrimaryKey", .any)], .optional(.object),
                    lowers: "objectForPrimaryKey", ref: "§1 #37"),
            .method(r, "dynamicCreate", [.u(.string), .d("value", .any), .d("update", .updatePolicy)], .object,
                    lowers: "create", ref: "§1 #27"),
            .method(r, "freeze", [.u(.any)], .any, lowers: "freeze", ref: "§1 #43, #45"),
            .method(r, "thaw", [.u(.object)], .optional(.object), lowers: "thaw", ref: "§1 #44"),
            .property(r, "autorefresh", .bool, lowers: "none", ref: "§1 #6; §12.1 #34"),
            .property(r, "isPerformingAsynchronousWriteOperations", .bool, lowers: "none", ref: "§1 #5; §12.1 #25"),
            .property(r, "inWriteTransaction", .bool, lowers: "isInWriteTransaction", ref: "§12.1 #6"),
            .method(r, "beginWriteTransaction", [], lowers: "beginWrite", ref: "§12.1 #16"),
            .method(r, "commitWriteTransaction", [], throws: true, lowers: "commitWrite", ref: "§12.1 #17, #18"),
            .method(r, "commitWriteTransactionWithoutNotifying", [.u(.array(.token))], throws: true,
                    lowers: "commitWrite", ref: "§12.1 #19"),
            .method(r, "cancelWriteTransaction", [], lowers: "cancelWrite", ref: "§12.1 #20"),
            .method(r, "allObjects", [.u(.string)], .collection(.results), lowers: "count/elements of .objects", ref: "§12.1 #44"),
            .method(r, "objects", [.u(.string), .l("where", .predicate), .formatArguments], .collection(.results),
                    lowers: "filtered results", ref: "§12.1 #45"),
            .method(r, "objects", [.u(.string), .l("with", .predicate)], .collection(.results),
                    lowers: "filtered results", ref: "§12.1 #46"),
            .method(r, "object", [.l("withClassName", .string), .l("forPrimaryKey", .any)], .optional(.object),
                    lowers: "objectForPrimaryKey", ref: "§12.1 #47"),
            .method(r, "createObject", [.u(.string), .l("withValue", .any)], .object, lowers: "create", ref: "§12.1 #48"),
        ]
    }()

    static let objectMore: [ApiMember] = {
        let o: [ApiReceiver] = [.object]
        let p: [ApiReceiver] = [.projection]
        return [
            .method(o, "addNotificationBlock", [.block("(Bool, [RLMPropertyChange]?, Error?) -> Void"), .d("keyPaths", .keyPaths),
                                                 .d("queue", .any)], .token, lowers: "observe", ref: "§12.2 #30–#33"),
            .method(o, "addNotificationBlock", [.d("keyPaths", .keyPaths), .d("queue", .any),
                                                 .block("(Bool, [RLMPropertyChange]?, Error?) -> Void")], .token,
                    lowers: "observe", ref: "§12.2 #30–#33 (as a trailing closure)"),
            .method(o, "dynamicList", [.u(.string)], .collection(.list), lowers: "none (the property's list)", ref: "§2 #12"),
            .method(o, "dynamicMutableSet", [.u(.string)], .collection(.set), lowers: "none (the property's set)", ref: "§2 #13"),
            .method(o, "dynamicMap", [.u(.string)], .collection(.map), lowers: "none (the property's map)", ref: "§2 #14"),
            .method(o, "mutableArrayValue", [.l("forKey", .string)], .collection(.list), lowers: "none (the property's list)",
                    ref: "§2 #30"),
            .method(o, "mutableSetValue", [.l("forKey", .string)], .collection(.set), lowers: "none (the property's set)",
                    ref: "§2 #30"),
            .method(o, "isEqual", [.u(.optional(.any))], .bool, lowers: "none", ref: "§2 #26"),
            .method(o, "isEqual", [.l("to", .optional(.object))], .bool, lowers: "none", ref: "§12.2 #34"),
            .property(p, "rootObject", .object, lowers: "none", ref: "§11 P2"),
            .property(p, "realm", .optional(.realm), lowers: "none", ref: "§11 P11"),
            .property(p, "isInvalidated", .bool, lowers: "isValid", ref: "§11 P12"),
        ]
    }()

    /// The Swift key-path aggregates (`sum(of: \.age)`), on every collection; `description`.
    static let collectionsMore: [ApiMember] = {
        let all = ApiReceiver.collections
        return [
            .property([.object], "description", .string, lowers: "get per property", ref: "§2 #6"),
            .property(all, "description", .string, lowers: "elements",
                      ref: "§4 RC4; §5 L14; §6 R1; §7 S15; §8 LO2; §9 M34"),
            // NSObject's isEqual(_:), which `==` calls: a managed list, set or map equals the same
            // property of the same object, unmanaged ones compare contents; Results by identity.
            .method(all, "isEqual", [.u(.optional(.any))], .bool, lowers: "none",
                    ref: "§5 L26; §6 R3; §7 S22; §8 LO4; §9 M39"),
            .method(all, "min", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(min)", ref: "§4 RC27; §9 M40"),
            .method(all, "max", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(max)", ref: "§4 RC28; §9 M41"),
            .method(all, "sum", [.l("of", .keyPath)], .any, lowers: "aggregate(sum)", ref: "§4 RC29; §9 M42"),
            .method(all, "average", [.l("of", .keyPath)], .optional(.any), lowers: "aggregate(avg)", ref: "§4 RC30; §9 M43"),
        ]
    }()

    /// RLMCollection's NSPredicate members as Swift spells them (§12.4).
    static let predicateMore: [ApiMember] = {
        let rc = ApiReceiver.realmCollections
        return [
            .method(rc + [.map], "objects", [.l("with", .predicate)], .collection(.results), lowers: "filtered results",
                    ref: "§12.4 objectsWithPredicate:"),
            .method(rc, "indexOfObject", [.l("with", .predicate)], .int, lowers: "indexMatching",
                    ref: "§12.4 indexOfObjectWithPredicate:"),
        ]
    }()

    /// RLMSet's names as Swift spells them (§12.7).
    static let setMore: [ApiMember] = {
        let s: [ApiReceiver] = [.set]
        return [
            .property(s, "allObjects", .array(.element), lowers: "elements", ref: "§12.7 allObjects"),
            .method(s, "add", [.u(.element)], lowers: "setInsert", ref: "§12.7 addObject:"),
            .method(s, "addObject", [.u(.element)], lowers: "setInsert", ref: "§12.7 addObject:"),
            .method(s, "addObjects", [.u(.elements)], lowers: "setInsert", ref: "§12.7 addObjects:"),
            .method(s, "removeObject", [.u(.element)], lowers: "setRemove", ref: "§12.7 removeObject:"),
            .method(s, "removeAllObjects", [], lowers: "setRemoveAll", ref: "§12.7 removeAllObjects"),
            .method(s, "union", [.u(.collection(.set))], lowers: "setInsert", ref: "§12.7 unionSet:"),
            .method(s, "intersect", [.u(.collection(.set))], lowers: "setIntersect", ref: "§12.7 intersectSet:"),
            .method(s, "minus", [.u(.collection(.set))], lowers: "setRemove", ref: "§12.7 minusSet:"),
            .method(s, "setSet", [.u(.collection(.set))], lowers: "setIntersect, setInsert", ref: "§12.7 setSet:"),
        ]
    }()

    /// RLMDictionary's names as Swift spells them (§12.8).
    static let mapMore: [ApiMember] = {
        let m: [ApiReceiver] = [.map]
        return [
            .method(m, "asKeyValueSequence", [], .array(.any), lowers: "mapKeys, mapGet", ref: "§9 M36"),
            .property(m, "keyType", .any, lowers: "none", ref: "§12.8 keyType"),
            .property(m, "allKeys", .array(.string), lowers: "mapKeys", ref: "§12.8 allKeys"),
            .property(m, "allValues", .array(.element), lowers: "elements", ref: "§12.8 allValues"),
            .method(m, "removeObject", [.l("forKey", .string)], lowers: "mapRemove", ref: "§12.8 removeObjectForKey:"),
            .method(m, "removeObjects", [.l("forKeys", .array(.string))], lowers: "mapRemove per key",
                    ref: "§12.8 removeObjectsForKeys:"),
            .method(m, "removeAllObjects", [], lowers: "mapRemoveAll", ref: "§12.8 removeAllObjects"),
            .method(m, "setObject", [.u(.element), .l("forKey", .string)], lowers: "mapSet", ref: "§12.8 setObject:forKey:"),
            .method(m, "addEntries", [.l("from", .keyValues)], lowers: "mapSet per key", ref: "§12.8 addEntriesFromDictionary:"),
            .method(m, "setDictionary", [.u(.optional(.any))], lowers: "mapRemoveAll, mapSet per key", ref: "§12.8 setDictionary:"),
        ]
    }()
}
