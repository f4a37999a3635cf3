// The declared members, receiver by receiver, each with its api-surface.md
// row ("§5 L8" is row L8 of section 5; "§12.5 #14" row 14 of 12.5; "stdlib"
// a member the Swift standard library supplies, which api-surface.md
// describes but does not count; "harness" a call the harness adds).
// Objective-C members appear in the Swift spelling the scenarios use.
// Related documentation: sdk-reference api-surface.md §1, §2, §4–§12.

extension ApiDeclarations {
    typealias P = ApiParam
    private static let queryClosure = ApiType.closure("(Query<Element>) -> Query<Bool>")
    private static let elementTest = ApiType.closure("(Element) throws -> Bool")
    private static let observeParams: [ApiParam] = [.d("keyPaths", .optional(.keyPaths)), .d("on", .any), .block("(Change) -> Void")]

    /// Initialisers that throw: `Realm()` (§1 #8).
    static let throwingInitialisers: Set<String> = ["Realm"]

    static let realm: [ApiMember] = {
        let r: [ApiReceiver] = [.realm]
        return [
            .method(r, "write", [.d("withoutNotifying", .array(.token)), .block("() throws -> Result")], .any, throws: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", ref: "§1 #14"),
            .method(r, "transaction", [.d("withoutNotifying", .array(.token)), .block("() -> Void")], .any, throws: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", ref: "§12.1 #21–#24"),
            .method(r, "asyncWrite", [.block("() throws -> Result")], .any, throws: true, async: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", ref: "§1 #22"),
            .method(r, "asyncWrite", [.block("() -> Void"), .l("onComplete", .closure("(Error?) -> Void"))], .any,
                    lowers: "beginWrite, commitWrite / cancelWrite", ref: "§1 #18 (writeAsync, in the pages' spelling)"),
            .method(r, "beginWrite", [], lowers: "beginWrite", ref: "§1 #15"),
            .method(r, "commitWrite", [.d("withoutNotifying", .array(.token))], throws: true, lowers: "commitWrite", ref: "§1 #16"),
            .method(r, "cancelWrite", [], lowers: "cancelWrite", ref: "§1 #17"),
            .property(r, "isInWriteTransaction", .bool, lowers: "isInWriteTransaction", ref: "§1 #4"),
            .method(r, "reopen", [], lowers: "reopen", ref: "harness"),
            .method(r, "invalidate", [], lowers: "none (handles of the generation end)", ref: "§1 #46; §12.1 #35"),
            .method(r, "add", [.u(.any), .d("update", .updatePolicy)], lowers: "add", ref: "§1 #24, #25; §12.1 #37"),
            .method(r, "addObjects", [.u(.elements)], lowers: "add", ref: "§12.1 #38"),
            .method(r, "addOrUpdate", [.u(.object)], lowers: "add(update: .all)", ref: "§12.1 #39"),
            .method(r, "addOrUpdateObjects", [.u(.elements)], lowers: "add(update: .all)", ref: "§12.1 #40"),
            .method(r, "create", [.u(.objectType), .d("value", .any), .d("update", .updatePolicy)], .object,
                    lowers: "create", ref: "§1 #26"),
            .method(r, "delete", [.u(.any)], lowers: "delete, deleteObjects, deleteCollection", ref: "§1 #28–#32"),
            .method(r, "deleteObject", [.u(.object)], lowers: "delete", ref: "§12.1 #41"),
            .method(r, "deleteObjects", [.u(.elements)], lowers: "deleteObjects, deleteCollection", ref: "§12.1 #42"),
            .method(r, "deleteAll", [], lowers: "deleteAll", ref: "§1 #33"),
            .method(r, "deleteAllObjects", [], lowers: "deleteAll", ref: "§12.1 #43"),
            .method(r, "objects", [.u(.objectType)], .collection(.results), lowers: "count/elements of .objects", ref: "§1 #34"),
            .method(r, "object", [.l("ofType", .objectType), .l("forPrimaryKey", .any)], .optional(.object),
                    lowers: "objectForPrimaryKey", ref: "§1 #36"),
            .property(r, "isEmpty", .bool, lowers: "count", ref: "§1 #3; §12.1 #7"),
            .method(r, "freeze", [], .realm, lowers: "freeze", ref: "§1 #41; §12.1 #9"),
            .method(r, "thaw", [], .realm, lowers: "thaw", ref: "§1 #42; §12.1 #10"),
            .property(r, "isFrozen", .bool, lowers: "none", ref: "§1 #7; §12.1 #8"),
            .method(r, "observe", [.block("(Notification, Realm) -> Void")], .token, lowers: "observe", ref: "§1 #39"),
            .method(r, "refresh", [], .bool, lowers: "refresh", ref: "§1 #40; §12.1 #33"),
        ]
    }()

    static let object: [ApiMember] = {
        let o: [ApiReceiver] = [.object]
        let p: [ApiReceiver] = [.projection]
        return [
            .property(o, "isInvalidated", .bool, lowers: "isValid", ref: "§2 #5; §12.2 #12"),
            .property(o, "realm", .optional(.realm), lowers: "none", ref: "§2 #3; §12.2 #10"),
            .method(o, "isSameObject", [.l("as", .optional(.object))], .bool, lowers: "none", ref: "§2 #15"),
            .method(o, "setValue", [.u(.any), .l("forKey", .string)], lowers: "set", ref: "§2 #29"),
            .method(o, "value", [.l("forKey", .string)], .optional(.any), lowers: "get", ref: "§2 #28"),
            .method(o, "freeze", [], .object, lowers: "freeze", ref: "§2 #17; §12.2 #35"),
            .method(o, "thaw", [], .optional(.object), lowers: "thaw", ref: "§2 #18; §12.2 #36"),
            .property(o, "isFrozen", .bool, lowers: "none", ref: "§2 #16; §12.2 #13"),
            .method(o, "observe", observeParams, .token, lowers: "observe", ref: "§2 #8"),
            .method(p, "freeze", [], .any, lowers: "freeze", ref: "§11 P14"),
            .method(p, "thaw", [], .optional(.any), lowers: "thaw", ref: "§11 P15"),
            .property(p, "isFrozen", .bool, lowers: "none", ref: "§11 P13"),
            .method(p, "observe", observeParams, .token, lowers: "observe", ref: "§11 P7"),
            .method([.token], "invalidate", [], lowers: "stopObserving", ref: "§1.9 NotificationToken"),
        ]
    }()

    /// The shared collection surface (§4) and the Objective-C collection names (§12.4–§12.8).
    static let collections: [ApiMember] = {
        let rc = ApiReceiver.realmCollections
        let all = ApiReceiver.collections
        let ordered: [ApiReceiver] = [.results, .linkingObjects, .list]
        return [
            .property(all, "count", .int, lowers: "count", ref: "§4 RC3; §9 M7; §12.4 count"),
            .property(rc, "isEmpty", .bool, lowers: "count", ref: "stdlib"),
            .property(rc, "first", .optional(.element), lowers: "count, element", ref: "§4 RC5"),
            .property(rc, "last", .optional(.element), lowers: "count, element", ref: "§4 RC6"),
            .method(rc, "firstObject", [], .optional(.element), lowers: "count, element", ref: "§12.4 firstObject"),
            .method(rc, "lastObject", [], .optional(.element), lowers: "count, element", ref: "§12.4 lastObject"),
            .method(rc, "object", [.l("at", .int)], .element, lowers: "element", ref: "§12.4 objectAtIndex:"),
            .method(rc, "objects", [.l("at", .indexSet)], .optional(.array(.element)), lowers: "count, element", ref: "§4 RC8; §12.4 objectsAtIndexes:"),
            .method(rc + [.map], "objects", [.l("where", .predicate), .l("args", .array(.any))], .collection(.results),
                    lowers: "filtered results", ref: "§12.4 objectsWhere:args:"),
            .method(rc + [.map], "objects", [.l("where", .predicate), .formatArguments], .collection(.results),
                    lowers: "filtered results", ref: "§12.4 objectsWhere:"),
            .method(all, "where", [.u(queryClosure)], .collection(.results), lowers: "filtered results", ref: "§4 RC15; §9 M19"),
            .method(all, "filter", [.u(.predicate), .formatArguments], .collection(.results),
                    lowers: "filtered results (a closure filters in the scenario)", ref: "§4 RC13, RC14; §9 M18; stdlib"),
            .method(all, "objectsWhere", [.u(.predicate), .formatArguments], .collection(.results),
                    lowers: "filtered results", ref: "§12.4 objectsWhere:"),
            .method(all, "sorted", [.l("byKeyPath", .keyPath), .d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", ref: "§4 RC17; §9 M22"),
            .method(all, "sorted", [.l("by", .any), .d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", ref: "§4 RC16, RC18; §9 M23, M44"),
            .method(all, "sorted", [.d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results on \"self\"", ref: "§4 RC19; §9 M21"),
            .method(all, "sortedResults", [.l("usingKeyPath", .keyPath), .l("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", ref: "§12.4 sortedResultsUsingKeyPath:ascending:"),
            .method(all, "sortedResults", [.l("usingDescriptors", .sortDescriptors)], .collection(.results),
                    lowers: "sorted results", ref: "§12.4 sortedResultsUsingDescriptors:"),
            .method(all, "sortedResults", [.l("using", .sortDescriptors)], .collection(.results),
                    lowers: "sorted results", ref: "§12.4 sortedResultsUsingDescriptors:"),
            .method(rc, "distinct", [.l("by", .keyPaths)], .collection(.results), lowers: "distinct results", ref: "§4 RC20, RC21"),
            .method(rc, "distinct", [], .collection(.results), lowers: "distinct results on \"self\"", ref: "§4 RC22"),
            .method(all, "distinctResults", [.l("usingKeyPaths", .keyPaths)], .collection(.results),
                    lowers: "distinct results", ref: "§12.4 distinctResultsUsingKeyPaths:"),
            .method(rc, "index", [.l("of", .element)], .optional(.int), lowers: "indexOf", ref: "§4 RC9; §7 S17"),
            .method(rc, "index", [.l("matching", .predicate), .formatArguments], .optional(.int),
                    lowers: "indexMatching", ref: "§4 RC10–RC12; §7 S18, S19"),
            .method(ordered + [.set], "index", [.l("after", .int)], .int, lowers: "none", ref: "§4 RC47"),
            .method(ordered + [.set], "index", [.l("before", .int)], .int, lowers: "none", ref: "§4 RC48"),
            .property(ordered + [.set], "startIndex", .int, lowers: "none", ref: "§4 RC45"),
            .property(ordered + [.set], "endIndex", .int, lowers: "count", ref: "§4 RC46"),
            .property(ordered + [.set], "indices", .range, lowers: "count", ref: "stdlib"),
            .method(rc, "indexOfObject", [.u(.element)], .int, lowers: "indexOf", ref: "§12.4 indexOfObject:"),
            .method(rc, "indexOfObject", [.l("where", .predicate), .l("args", .array(.any))], .int, lowers: "indexMatching",
                    ref: "§12.4 indexOfObjectWhere:args:"),
            .method(rc, "indexOfObject", [.l("where", .predicate), .formatArguments], .int, lowers: "indexMatching",
                    ref: "§12.4 indexOfObjectWhere:"),
            .method(rc, "indexOfObjectWhere", [.u(.predicate), .formatArguments], .int, lowers: "indexMatching", ref: "§12.4 indexOfObjectWhere:"),
            .method(rc, "firstIndex", [.l("of", .element)], .optional(.int), lowers: "indexOf", ref: "stdlib"),
            .method(rc, "contains", [.u(.element)], .bool, lowers: "contains", ref: "§7 S5; §12.7 containsObject:; stdlib"),
            .method(all, "contains", [.l("where", elementTest)], .bool, lowers: "elements", ref: "§9 M20; stdlib"),
            .method(all, "min", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(min)", ref: "§4 RC23, RC27; §9 M24; §12.4 minOfProperty:"),
            .method(all, "max", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(max)", ref: "§4 RC24, RC28; §9 M25; §12.4 maxOfProperty:"),
            .method(all, "sum", [.l("ofProperty", .keyPath)], .any, lowers: "aggregate(sum)", ref: "§4 RC25, RC29; §9 M26; §12.4 sumOfProperty:"),
            .method(all, "average", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(avg)", ref: "§4 RC26, RC30; §9 M27; §12.4 averageOfProperty:"),
            .method(all, "min", [], .optional(.element), lowers: "aggregate(min) on \"self\"", ref: "§4 RC31; §9 M45"),
            .method(all, "max", [], .optional(.element), lowers: "aggregate(max) on \"self\"", ref: "§4 RC32; §9 M46"),
            .method(all, "sum", [], .element, lowers: "aggregate(sum) on \"self\"", ref: "§4 RC33; §9 M47"),
            .method(all, "average", [], .optional(.double), lowers: "aggregate(avg) on \"self\"", ref: "§4 RC34; §9 M48"),
            .method(rc, "value", [.l("forKey", .string)], .any, lowers: "get per element", ref: "§4 RC35; §5 L4; §7 S3; §12.4 valueForKey:"),
            .method(rc, "value", [.l("forKeyPath", .string)], .any, lowers: "get per element", ref: "§4 RC36; §5 L5; §12.4 valueForKeyPath:"),
            .method(rc, "setValue", [.u(.any), .l("forKey", .string)], lowers: "setForAll", ref: "§4 RC37; §12.4 setValue:forKey:"),
            .method(rc, "setValue", [.u(.any), .l("forKeyPath", .string)], lowers: "setForAll", ref: "§12.4 setValue:forKey:"),
            .method(all, "first", [.l("where", elementTest)], .optional(.element), lowers: "elements", ref: "stdlib"),
            .method(all, "map", [.u(.closure("(Element) throws -> T"))], .array(.any), lowers: "elements", ref: "stdlib"),
            .method(all, "forEach", [.u(.closure("(Element) throws -> Void"))], lowers: "elements", ref: "stdlib"),
            .property(all, "type", .any, lowers: "none", ref: "§12.4 type"),
            .property(all, "isOptional", .bool, lowers: "none", ref: "§12.4 optional"),
            .property(all, "objectClassName", .optional(.string), lowers: "none", ref: "§12.4 objectClassName"),
            .property(all, "realm", .optional(.realm), lowers: "none", ref: "§4 RC1; §9 M1; §12.4 realm"),
            .property(all, "isInvalidated", .bool, lowers: "isValid", ref: "§4 RC2; §9 M2; §12.4 invalidated"),
            .method(all, "freeze", [], .any, lowers: "freeze", ref: "§4 RC43; §9 M32; §12.4 freeze"),
            .method(all, "thaw", [], .optional(.any), lowers: "thaw", ref: "§4 RC44; §9 M33; §12.4 thaw"),
            .property(all, "isFrozen", .bool, lowers: "none", ref: "§4 RC42; §9 M31; §12.4 frozen"),
            .method(all, "observe", observeParams, .token, lowers: "observe", ref: "§4 RC38; §9 M28"),
            .method(all, "addNotificationBlock", [.block("(Change) -> Void")], .token, lowers: "observe",
                    ref: "§12.4 addNotificationBlock:"),
            .method(all, "addNotificationBlock", [.block("(Change) -> Void"), .l("queue", .optional(.any))], .token,
                    lowers: "observe", ref: "§12.4 addNotificationBlock:queue:"),
            .method(all, "addNotificationBlock", [.block("(Change) -> Void"), .l("keyPaths", .optional(.keyPaths)),
                                                  .l("queue", .optional(.any))], .token,
                    lowers: "observe", ref: "§12.4 addNotificationBlock:keyPaths:queue:"),
            .method(all, "addNotificationBlock", [.block("(Change) -> Void"), .l("keyPaths", .optional(.keyPaths))], .token,
                    lowers: "observe", ref: "§12.4 addNotificationBlock:keyPaths:"),
            .method(all, "addNotificationBlock", [.d("keyPaths", .keyPaths), .d("queue", .any), .block("(Change) -> Void")], .token,
                    lowers: "observe", ref: "§12.4 addNotificationBlock: (as a trailing closure)"),
        ]
    }()

    static let list: [ApiMember] = {
        let l: [ApiReceiver] = [.list]
        return [
            .method(l, "append", [.u(.element)], lowers: "listAppend", ref: "§5 L6"),
            .method(l, "append", [.l("objectsIn", .elements)], lowers: "listAppend", ref: "§5 L7"),
            .method(l, "add", [.u(.element)], lowers: "listAppend", ref: "§12.5 #12"),
            .method(l, "addObject", [.u(.element)], lowers: "listAppend", ref: "§12.5 #12"),
            .method(l, "addObjects", [.u(.elements)], lowers: "listAppend", ref: "§12.5 #13"),
            .method(l, "insert", [.u(.element), .l("at", .int)], lowers: "listInsert", ref: "§5 L8; §12.5 #14"),
            .method(l, "insert", [.l("contentsOf", .elements), .l("at", .int)], lowers: "listInsert", ref: "§5 L19"),
            .method(l, "insertObject", [.u(.element), .l("at", .int)], lowers: "listInsert", ref: "§12.5 #14"),
            .method(l, "remove", [.l("at", .int)], lowers: "listRemove", ref: "§5 L9"),
            .method(l, "remove", [.l("atOffsets", .indexSet)], lowers: "listRemove per offset, highest first", ref: "§5 L21"),
            .method(l, "removeObject", [.l("at", .int)], lowers: "listRemove", ref: "§12.5 #15"),
            .method(l, "removeFirst", [.du(.int)], lowers: "count, listRemove per element", ref: "§5 L17"),
            .method(l, "removeLast", [.du(.int)], lowers: "count, listRemove per element", ref: "§5 L18"),
            .method(l, "removeLastObject", [], lowers: "count, listRemove", ref: "§12.5 #16"),
            .method(l, "removeAll", [], lowers: "listRemoveAll", ref: "§5 L10"),
            .method(l, "removeAllObjects", [], lowers: "listRemoveAll", ref: "§12.5 #17"),
            .method(l, "removeSubrange", [.u(.range)], lowers: "count, listRemove per index", ref: "§5 L20"),
            .method(l, "replace", [.l("index", .int), .l("object", .element)], lowers: "listReplace", ref: "§5 L11"),
            .method(l, "replaceSubrange", [.u(.range), .l("with", .elements)], lowers: "count, listInsert, listRemove per index",
                    ref: "§5 L15"),
            .method(l, "replaceObject", [.l("at", .int), .l("with", .element)], lowers: "listReplace", ref: "§12.5 #18"),
            .method(l, "move", [.l("from", .int), .l("to", .int)], lowers: "listMove", ref: "§5 L12"),
            .method(l, "move", [.l("fromOffsets", .indexSet), .l("toOffset", .int)], lowers: "count, listMove per offset",
                    ref: "§5 L22"),
            .method(l, "moveObject", [.l("at", .int), .l("to", .int)], lowers: "listMove", ref: "§12.5 #19"),
            .method(l, "swapAt", [.u(.int), .u(.int)], lowers: "listSwap", ref: "§5 L13"),
            .method(l, "exchangeObject", [.l("at", .int), .l("withObjectAt", .int)], lowers: "listSwap", ref: "§12.5 #20"),
        ]
    }()

    static let set: [ApiMember] = {
        let s: [ApiReceiver] = [.set]
        return [
            .method(s, "insert", [.u(.element)], lowers: "setInsert", ref: "§7 S8"),
            .method(s, "insert", [.l("objectsIn", .elements)], lowers: "setInsert", ref: "§7 S9"),
            .method(s, "remove", [.u(.element)], lowers: "setRemove", ref: "§7 S10"),
            .method(s, "removeAll", [], lowers: "setRemoveAll", ref: "§7 S11"),
            .method(s, "formUnion", [.u(.collection(.set))], lowers: "setInsert", ref: "§7 S14"),
            .method(s, "subtract", [.u(.collection(.set))], lowers: "setRemove", ref: "§7 S13"),
            .method(s, "formIntersection", [.u(.collection(.set))], lowers: "setIntersect", ref: "§7 S12"),
            .method(s, "intersects", [.u(.collection(.set))], .bool, lowers: "contains", ref: "§7 S7; §12.7 intersectsSet:"),
            .method(s, "isSubset", [.l("of", .collection(.set))], .bool, lowers: "elements", ref: "§7 S6; §12.7 isSubsetOfSet:"),
        ]
    }()

    static let map: [ApiMember] = {
        let m: [ApiReceiver] = [.map]
        return [
            .property(m, "keys", .array(.string), lowers: "mapKeys", ref: "§9 M3"),
            .property(m, "values", .array(.element), lowers: "elements", ref: "§9 M4"),
            .method(m, "updateValue", [.u(.element), .l("forKey", .string)], lowers: "mapSet", ref: "§9 M8"),
            .method(m, "setValue", [.u(.optional(.element)), .l("forKey", .string)], lowers: "mapSet / mapRemove", ref: "§9 M17"),
            .method(m, "merge", [.u(.keyValues), .l("uniquingKeysWith", .closure("(Element, Element) throws -> Element"))],
                    lowers: "mapGet, mapSet per key (restored as one on a Realm error)", ref: "§9 M9, M10"),
            .method(m, "removeObject", [.l("for", .string)], lowers: "mapRemove", ref: "§9 M11"),
            .method(m, "removeAll", [], lowers: "mapRemoveAll", ref: "§9 M12"),
            .method(m, "object", [.l("forKey", .string)], .optional(.element), lowers: "mapGet", ref: "§9 M14; §12.8 objectForKey:"),
            .method(m, "value", [.l("forKey", .string)], .optional(.element), lowers: "mapGet", ref: "§9 M15; §12.4 valueForKey:"),
        ]
    }()

    static let mixed: [ApiMember] = {
        let a: [ApiReceiver] = [.mixed]
        return [
            .method(a, "object", [.u(.objectType)], .optional(.object), lowers: "none", ref: "§10 A25"),
            .property(a, "dynamicObject", .optional(.object), lowers: "none", ref: "§10 A28"),
            .property(a, "intValue", .optional(.int), lowers: "none", ref: "§10 A15"),
            .property(a, "boolValue", .optional(.bool), lowers: "none", ref: "§10 A16"),
            .property(a, "floatValue", .optional(.double), lowers: "none", ref: "§10 A17"),
            .property(a, "doubleValue", .optional(.double), lowers: "none", ref: "§10 A18"),
            .property(a, "stringValue", .optional(.string), lowers: "none", ref: "§10 A19"),
            .property(a, "dataValue", .optional(.any), lowers: "none", ref: "§10 A20"),
            .property(a, "dateValue", .optional(.date), lowers: "none", ref: "§10 A21"),
            .property(a, "objectIdValue", .optional(.any), lowers: "none", ref: "§10 A22"),
            .property(a, "decimal128Value", .optional(.any), lowers: "none", ref: "§10 A23"),
            .property(a, "uuidValue", .optional(.any), lowers: "none", ref: "§10 A24"),
        ]
    }()

    /// The cases of AnyRealmValue (§10 A1–A14) with a scalar payload are
    /// `Interpreter.mixedCases`; these are the others.
    static let mixedOtherCases: Set<String> = ["none", "object", "list", "dictionary"]

    /// Members out of scope: they need threads, a second realm file or UI frameworks.
    static let outOfScope: [(String, String)] = [
        ("Realm.init(configuration:queue:), Realm.init(fileURL:), Realm.open(…)", "a second realm file or a queue"),
        ("Realm.resolve(_:), ThreadSafeReference", "threads"),
        ("beginAsyncWrite, commitAsyncWrite, cancelAsyncWrite, asyncRefresh", "a run loop on another thread"),
        ("observe(keyPaths:on:_isolation:_:) with an actor", "actors on other threads"),
        ("Realm.writeCopy(toFile:), writeCopy(configuration:), fileExists(for:), deleteFiles(for:)", "a second realm file"),
        ("sectioned(by:…), collectionPublisher, changesetPublisher, objectWillChange", "SwiftUI and Combine"),
        ("@ObservedResults, @ObservedRealmObject, @ObservedSectionedResults", "SwiftUI"),
    ]
}
