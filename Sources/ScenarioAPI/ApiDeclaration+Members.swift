// The declared members, receiver by receiver, each overload its own
// declaration with its api-surface.md rows as typed references
// (`.list("L8")` is row L8 of §5, `.shared("RC3")` row RC3 of the shared
// collection surface, `.rlmArray("#14")` row 14 of §12.5), at most one per
// section; `origin: .stdlib` marks a member the Swift standard library
// supplies (described, not counted), `.harness` a call the harness adds,
// `.objectiveCSpelling` an Objective-C selector's Swift spelling on a Swift
// type, which earns no row. Objective-C members appear in the Swift
// spelling the scenarios use; on an RLMArray or RLMSet receiver they name
// that class's row.
// Related documentation: sdk-reference api-surface.md §1, §2, §4–§12.

extension ApiDeclarations {
    typealias P = ApiParam
    private static let queryClosure = ApiType.closure("(Query<Element>) -> Query<Bool>")
    private static let elementTest = ApiType.closure("(Element) throws -> Bool")
    private static let observeParams: [ApiParam] = [.d("keyPaths", .optional(.keyPaths)), .d("on", .any), .block("(Change) -> Void")]
    /// The overload of `observe` taking Swift key paths (`[\Dog.name]`).
    static let swiftKeyPathObserveParams: [ApiParam] = [.l("keyPaths", .array(.swiftKeyPath)), .d("on", .any), .block("(Change) -> Void")]

    /// Initialisers that throw: `Realm()` (§1 #8).
    package static let throwingInitialisers: Set<String> = ["Realm"]

    static let realm: [ApiMember] = {
        let r: [ApiReceiver] = [.realm]
        return [
            .method(r, "write", [.d("withoutNotifying", .array(.token)), .block("() throws -> Result")], .any, throws: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.realm("#14")]),
            .method(r, "asyncWrite", [.block("() throws -> Result")], .any, throws: true, async: true,
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.realm("#22")]),
            .method(r, "asyncWrite", [.block("() -> Void"), .l("onComplete", .closure("(Error?) -> Void"))], .any,
                    lowers: "beginWrite, commitWrite / cancelWrite", rows: [.realm("#18")]),
            .method(r, "beginWrite", [], lowers: "beginWrite", rows: [.realm("#15")]),
            .method(r, "commitWrite", [.d("withoutNotifying", .array(.token))], throws: true, lowers: "commitWrite", rows: [.realm("#16")]),
            .method(r, "cancelWrite", [], lowers: "cancelWrite", rows: [.realm("#17")]),
            .property(r, "isInWriteTransaction", .bool, lowers: "isInWriteTransaction", rows: [.realm("#4")]),
            .method(r, "reopen", [], lowers: "reopen", origin: .harness),
            .method(r, "invalidate", [], lowers: "none (handles of the generation end)", rows: [.realm("#46")]),
            .method(r, "add", [.u(.object), .d("update", .updatePolicy)], lowers: "add", rows: [.realm("#24")]),
            .method(r, "add", [.u(.elements), .d("update", .updatePolicy)], lowers: "add", rows: [.realm("#25")]),
            .method(r, "create", [.u(.objectType), .d("value", .any), .d("update", .updatePolicy)], .object,
                    lowers: "create", rows: [.realm("#26")]),
            .method(r, "delete", [.u(.object)], lowers: "delete", rows: [.realm("#28")]),
            .method(r, "delete", [.u(.elements)], lowers: "deleteObjects, deleteCollection", rows: [.realm("#29")]),
            .method(r, "delete", [.u(.collection(.list))], lowers: "deleteCollection", rows: [.realm("#30")]),
            .method(r, "delete", [.u(.collection(.map))], lowers: "deleteCollection", rows: [.realm("#31")]),
            .method(r, "delete", [.u(.collection(.results))], lowers: "deleteCollection", rows: [.realm("#32")]),
            .method(r, "deleteAll", [], lowers: "deleteAll", rows: [.realm("#33")]),
            .method(r, "objects", [.u(.objectType)], .collection(.results), lowers: "count/elements of .objects", rows: [.realm("#34")]),
            .method(r, "object", [.l("ofType", .objectType), .l("forPrimaryKey", .any)], .optional(.object),
                    lowers: "objectForPrimaryKey", rows: [.realm("#36")]),
            .property(r, "isEmpty", .bool, lowers: "count", rows: [.realm("#3")]),
            .method(r, "freeze", [], .realm, lowers: "freeze", rows: [.realm("#41")]),
            .method(r, "thaw", [], .realm, lowers: "thaw", rows: [.realm("#42")]),
            .property(r, "isFrozen", .bool, lowers: "none", rows: [.realm("#7")]),
            .method(r, "observe", [.block("(Notification, Realm) -> Void")], .token, lowers: "observe", rows: [.realm("#39")]),
            .method(r, "refresh", [], .bool, lowers: "refresh", rows: [.realm("#40")]),
        ]
    }()

    static let object: [ApiMember] = {
        let o: [ApiReceiver] = [.object]
        let p: [ApiReceiver] = [.projection]
        return [
            .property(o, "isInvalidated", .bool, lowers: "isValid", rows: [.object("#5"), .embeddedObject("#6")]),
            .property(o, "realm", .optional(.realm), lowers: "none", rows: [.object("#3"), .embeddedObject("#4")]),
            .method(o, "isSameObject", [.l("as", .optional(.object))], .bool, lowers: "none", rows: [.object("#15"), .embeddedObject("#13")]),
            .method(o, "setValue", [.u(.any), .l("forKey", .string)], lowers: "set", rows: [.object("#29"), .embeddedObject("#25")]),
            .method(o, "setValuesForKeys", [.u(.any)], lowers: "set per key", origin: .stdlib),
            .method(o, "value", [.l("forKey", .string)], .optional(.any), lowers: "get", rows: [.object("#28"), .embeddedObject("#24")]),
            .method(o, "freeze", [], .object, lowers: "freeze", rows: [.object("#17"), .embeddedObject("#15")]),
            .method(o, "thaw", [], .optional(.object), lowers: "thaw", rows: [.object("#18"), .embeddedObject("#16")]),
            .property(o, "isFrozen", .bool, lowers: "none", rows: [.object("#16"), .embeddedObject("#14")]),
            .method(o, "observe", observeParams, .token, lowers: "observe", rows: [.object("#8"), .embeddedObject("#9")]),
            .method(o, "observe", swiftKeyPathObserveParams, .token, lowers: "observe", rows: [.object("#9")]),
            .method(p, "freeze", [], .any, lowers: "freeze", rows: [.projection("P14")]),
            .method(p, "thaw", [], .optional(.any), lowers: "thaw", rows: [.projection("P15")]),
            .property(p, "isFrozen", .bool, lowers: "none", rows: [.projection("P13")]),
            .method(p, "observe", observeParams, .token, lowers: "observe", rows: [.projection("P7")]),
            .method([.token], "invalidate", [], lowers: "stopObserving", origin: .objectiveCSpelling),
        ]
    }()

    /// The shared collection surface (§4) and the Objective-C collection names (§12.4–§12.8).
    static let collections: [ApiMember] = {
        let rc = ApiReceiver.realmCollections
        let all = ApiReceiver.collections
        let ordered: [ApiReceiver] = [.results, .linkingObjects, .list]
        let objc: [ApiReceiver] = [.rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection]
        return [
            .property(all + objc, "count", .int, lowers: "count", rows: [.shared("RC3"), .map("M7"), .rlmArray("#1"), .rlmSet("count"), .rlmResults("count"), .rlmDictionary("count"),
                          .rlmCollection("count")]),
            .property(rc, "isEmpty", .bool, lowers: "count", origin: .stdlib),
            .property(rc, "first", .optional(.element), lowers: "count, element", rows: [.shared("RC5")]),
            .property(rc, "last", .optional(.element), lowers: "count, element", rows: [.shared("RC6")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "firstObject", [], .optional(.element), lowers: "count, element",
                    rows: [.rlmArray("#10"), .rlmResults("firstObject"), .rlmCollection("firstObject")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "lastObject", [], .optional(.element), lowers: "count, element",
                    rows: [.rlmArray("#11"), .rlmResults("lastObject"), .rlmCollection("lastObject")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "object", [.l("at", .int)], .element, lowers: "element",
                    rows: [.rlmArray("#8"), .rlmResults("objectAtIndex:"), .rlmCollection("objectAtIndex:")]),
            .method(rc + [.rlmArray, .rlmResults, .rlmCollection], "objects", [.l("at", .indexSet)], .optional(.array(.element)), lowers: "count, element",
                    rows: [.shared("RC8"), .rlmArray("#9"), .rlmResults("objectsAtIndexes:"), .rlmCollection("objectsAtIndexes:")]),
            .method(objc, "objects", [.l("where", .predicate), .l("args", .array(.any))], .collection(.results),
                    lowers: "filtered results", rows: [.rlmArray("#26"), .rlmSet("objectsWhere:args:"), .rlmResults("objectsWhere:args:"),
                                                       .rlmDictionary("objectsWhere:args:"), .rlmCollection("objectsWhere:args:")]),
            .method(objc, "objects", [.l("where", .predicate), .formatArguments], .collection(.results),
                    lowers: "filtered results", rows: [.rlmArray("#25"), .rlmSet("objectsWhere:"), .rlmResults("objectsWhere:"),
                                                       .rlmDictionary("objectsWhere:"), .rlmCollection("objectsWhere:")]),
            .method(all, "where", [.u(queryClosure)], .collection(.results), lowers: "filtered results", rows: [.shared("RC15"), .map("M19")]),
            .method(all, "filter", [.u(.string), .formatArguments], .collection(.results),
                    lowers: "filtered results", rows: [.shared("RC13")]),
            .method(all, "filter", [.u(.nsPredicate)], .collection(.results), lowers: "filtered results",
                    rows: [.shared("RC14"), .map("M18")]),
            .method(all, "filter", [.u(elementTest)], .array(.element), lowers: "elements (the closure filters in the scenario)",
                    origin: .stdlib),
            .method(all, "sorted", [.l("byKeyPath", .keyPath), .d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", rows: [.shared("RC17"), .map("M22")]),
            .method(all, "sorted", [.l("by", .sortDescriptors)], .collection(.results),
                    lowers: "sorted results", rows: [.shared("RC16"), .map("M23")]),
            .method(all, "sorted", [.l("by", .swiftKeyPath), .d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", rows: [.shared("RC18"), .map("M44")]),
            .method(all, "sorted", [.d("ascending", .bool)], .collection(.results),
                    lowers: "sorted results on \"self\"", rows: [.shared("RC19"), .map("M21")]),
            .method(objc, "sortedResults", [.l("usingKeyPath", .keyPath), .l("ascending", .bool)], .collection(.results),
                    lowers: "sorted results", rows: [.rlmArray("#28"), .rlmSet("sortedResultsUsingKeyPath:ascending:"),
                          .rlmResults("sortedResultsUsingKeyPath:ascending:"), .rlmDictionary("sortedResultsUsingKeyPath:ascending:"),
                          .rlmCollection("sortedResultsUsingKeyPath:ascending:")]),
            .method([.rlmArray, .rlmSet], "sortedResults", [.l("usingDescriptors", .sortDescriptors)], .collection(.results),
                    lowers: "sorted results", rows: [.rlmArray("#29"), .rlmSet("sortedResultsUsingDescriptors:")]),
            .method(objc, "sortedResults", [.l("using", .sortDescriptors)], .collection(.results),
                    lowers: "sorted results", rows: [.rlmArray("#29"), .rlmSet("sortedResultsUsingDescriptors:"),
                          .rlmResults("sortedResultsUsingDescriptors:"), .rlmDictionary("sortedResultsUsingDescriptors:"),
                          .rlmCollection("sortedResultsUsingDescriptors:")]),
            .method(rc, "distinct", [.l("by", .array(.string))], .collection(.results), lowers: "distinct results", rows: [.shared("RC20")]),
            .method(rc, "distinct", [.l("by", .array(.swiftKeyPath))], .collection(.results), lowers: "distinct results",
                    rows: [.shared("RC21")]),
            .method(rc, "distinct", [], .collection(.results), lowers: "distinct results on \"self\"", rows: [.shared("RC22")]),
            .method(objc, "distinctResults", [.l("usingKeyPaths", .keyPaths)], .collection(.results),
                    lowers: "distinct results", rows: [.rlmArray("#30"), .rlmSet("distinctResultsUsingKeyPaths:"),
                          .rlmResults("distinctResultsUsingKeyPaths:"), .rlmDictionary("distinctResultsUsingKeyPaths:"),
                          .rlmCollection("distinctResultsUsingKeyPaths:")]),
            .method(rc, "index", [.l("of", .element)], .optional(.int), lowers: "indexOf", rows: [.shared("RC9"), .mutableSet("S17")]),
            .method(rc, "index", [.l("matching", .nsPredicate)], .optional(.int), lowers: "indexMatching", rows: [.shared("RC10")]),
            .method(rc, "index", [.l("matching", .string), .formatArguments], .optional(.int), lowers: "indexMatching",
                    rows: [.shared("RC11")]),
            .method(rc, "index", [.l("matching", queryClosure)], .optional(.int), lowers: "indexMatching", rows: [.shared("RC12")]),
            .method(ordered + [.set], "index", [.l("after", .int)], .int, lowers: "none", rows: [.shared("RC47")]),
            .method(ordered + [.set], "index", [.l("before", .int)], .int, lowers: "none", rows: [.shared("RC48")]),
            .property(ordered + [.set], "startIndex", .int, lowers: "none", rows: [.shared("RC45")]),
            .property(ordered + [.set], "endIndex", .int, lowers: "count", rows: [.shared("RC46")]),
            .property(ordered + [.set], "indices", .range, lowers: "count", origin: .stdlib),
            .method([.rlmArray, .rlmResults, .rlmCollection], "index", [.l("of", .element)], .int, lowers: "indexOf",
                    rows: [.rlmArray("#21"), .rlmResults("indexOfObject:"), .rlmCollection("indexOfObject:")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "indexOfObject", [.l("where", .predicate), .l("args", .array(.any))], .int,
                    lowers: "indexMatching", rows: [.rlmArray("#23"), .rlmResults("indexOfObjectWhere:args:"), .rlmCollection("indexOfObjectWhere:args:")]),
            .method([.rlmArray, .rlmResults, .rlmCollection], "indexOfObject", [.l("where", .predicate), .formatArguments], .int,
                    lowers: "indexMatching", rows: [.rlmArray("#22"), .rlmResults("indexOfObjectWhere:"), .rlmCollection("indexOfObjectWhere:")]),
            .method(rc, "firstIndex", [.l("of", .element)], .optional(.int), lowers: "indexOf", origin: .stdlib),
            .method(rc, "makeIterator", [], .any, lowers: "elements", origin: .stdlib),
            .method([.map], "makeIterator", [], .any, lowers: "mapKeys, mapGet", origin: .stdlib),
            .method(rc + [.rlmSet], "contains", [.u(.element)], .bool, lowers: "contains", rows: [.mutableSet("S5"), .rlmSet("containsObject:")]),
            .method(all, "contains", [.l("where", elementTest)], .bool, lowers: "elements", rows: [.map("M20")]),
            .method(all + objc, "min", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(min)", rows: [.shared("RC23"), .map("M24"), .rlmArray("#37"), .rlmSet("minOfProperty:"), .rlmResults("minOfProperty:"), .rlmDictionary("minOfProperty:"),
                          .rlmCollection("minOfProperty:")]),
            .method(all + objc, "max", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(max)", rows: [.shared("RC24"), .map("M25"), .rlmArray("#38"), .rlmSet("maxOfProperty:"), .rlmResults("maxOfProperty:"), .rlmDictionary("maxOfProperty:"),
                          .rlmCollection("maxOfProperty:")]),
            .method(all + objc, "sum", [.l("ofProperty", .keyPath)], .any, lowers: "aggregate(sum)", rows: [.shared("RC25"), .map("M26"), .rlmArray("#39"), .rlmSet("sumOfProperty:"), .rlmResults("sumOfProperty:"), .rlmDictionary("sumOfProperty:"),
                          .rlmCollection("sumOfProperty:")]),
            .method(all + objc, "average", [.l("ofProperty", .keyPath)], .optional(.any), lowers: "aggregate(avg)", rows: [.shared("RC26"), .map("M27"), .rlmArray("#40"), .rlmSet("averageOfProperty:"), .rlmResults("averageOfProperty:"), .rlmDictionary("averageOfProperty:"),
                          .rlmCollection("averageOfProperty:")]),
            .method(all, "min", [], .optional(.element), lowers: "aggregate(min) on \"self\"", rows: [.shared("RC31"), .map("M45")]),
            .method(all, "max", [], .optional(.element), lowers: "aggregate(max) on \"self\"", rows: [.shared("RC32"), .map("M46")]),
            .method(all, "sum", [], .element, lowers: "aggregate(sum) on \"self\"", rows: [.shared("RC33"), .map("M47")]),
            .method(all, "average", [], .optional(.double), lowers: "aggregate(avg) on \"self\"", rows: [.shared("RC34"), .map("M48")]),
            // RealmCollection's key-value coding gives `Any?`; a list's and a set's own give `[AnyObject]`
            // and shadow it unless the context asks for `Any?` (Compiler+ResultTypeOverloads.swift).
            .method(rc + [.rlmArray, .rlmSet, .rlmResults, .rlmCollection], "value", [.l("forKey", .string)], .optional(.any),
                    lowers: "get per element", rows: [.shared("RC35"), .rlmCollection("valueForKey:")]),
            .method([.list, .set], "value", [.l("forKey", .string)], .array(.any), lowers: "get per element",
                    rows: [.list("L4"), .mutableSet("S3")]),
            // RLMDictionary implements RLMCollection's valueForKeyPath: without redeclaring it: its calls earn that row.
            // RLMSet's valueForKeyPath: (RLMSet.mm) answers as the other collections' does.
            .method(rc + [.rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection], "value", [.l("forKeyPath", .string)], .optional(.any),
                    lowers: "get per element", rows: [.shared("RC36"), .rlmCollection("valueForKeyPath:")]),
            .method([.list], "value", [.l("forKeyPath", .string)], .array(.any), lowers: "get per element", rows: [.list("L5")]),
            .method(rc + [.rlmArray, .rlmSet, .rlmResults, .rlmCollection], "setValue", [.u(.any), .l("forKey", .string)], lowers: "setForAll",
                    rows: [.shared("RC37"), .rlmCollection("setValue:forKey:")]),
            .method(all, "first", [.l("where", elementTest)], .optional(.element), lowers: "elements", origin: .stdlib),
            .method(all, "map", [.u(.closure("(Element) throws -> T"))], .array(.any), lowers: "elements", origin: .stdlib),
            .method(all, "compactMap", [.u(.closure("(Element) throws -> T?"))], .array(.any), lowers: "elements", origin: .stdlib),
            .method(all, "flatMap", [.u(.closure("(Element) throws -> [T]"))], .array(.any), lowers: "elements", origin: .stdlib),
            .method(all, "enumerated", [], .array(.any), lowers: "elements", origin: .stdlib),
            .method(all, "forEach", [.u(.closure("(Element) throws -> Void"))], lowers: "elements", origin: .stdlib),
            // RLMSupport.swift makes RLMArray, RLMSet and RLMResults Sequences of their elements.
            .method([.rlmArray, .rlmSet, .rlmResults], "forEach", [.u(.closure("(Element) throws -> Void"))], lowers: "elements",
                    origin: .stdlib),
            .property(objc, "type", .any, lowers: "none",
                      rows: [.rlmArray("#2"), .rlmSet("type"), .rlmResults("type"), .rlmDictionary("type"), .rlmCollection("type")]),
            .property(objc, "isOptional", .bool, lowers: "none",
                      rows: [.rlmArray("#3"), .rlmSet("optional"), .rlmResults("optional"), .rlmDictionary("optional"), .rlmCollection("optional")]),
            .property(objc, "objectClassName", .optional(.string), lowers: "none", rows: [.rlmArray("#4"), .rlmSet("objectClassName"), .rlmResults("objectClassName"), .rlmDictionary("objectClassName"), .rlmCollection("objectClassName")]),
            .property(all + objc, "realm", .optional(.realm), lowers: "none", rows: [.shared("RC1"), .map("M1"), .rlmArray("#5"), .rlmSet("realm"), .rlmResults("realm"), .rlmDictionary("realm"), .rlmCollection("realm")]),
            .property(all + objc, "isInvalidated", .bool, lowers: "isValid", rows: [.shared("RC2"), .map("M2"), .rlmArray("#6"), .rlmSet("invalidated"), .rlmResults("invalidated"), .rlmDictionary("invalidated"), .rlmCollection("invalidated")]),
            .method(all + objc, "freeze", [], .any, lowers: "freeze", rows: [.shared("RC43"), .map("M32"), .rlmArray("#41"), .rlmSet("freeze"), .rlmResults("freeze"), .rlmDictionary("freeze"), .rlmCollection("freeze")]),
            .method(all + objc, "thaw", [], .optional(.any), lowers: "thaw", rows: [.shared("RC44"), .map("M33"), .rlmArray("#42"), .rlmSet("thaw"), .rlmResults("thaw"), .rlmDictionary("thaw"), .rlmCollection("thaw")]),
            .property(all + objc, "isFrozen", .bool, lowers: "none", rows: [.shared("RC42"), .map("M31"), .rlmArray("#7"), .rlmSet("frozen"), .rlmResults("frozen"), .rlmDictionary("frozen"), .rlmCollection("frozen")]),
            .method(all, "observe", observeParams, .token, lowers: "observe", rows: [.shared("RC38"), .map("M28")]),
            .method(rc, "observe", swiftKeyPathObserveParams, .token, lowers: "observe", rows: [.shared("RC39")]),
            // The four forms in header order: the block alone, with a queue, with key paths and a queue, with
            // key paths (RLMArray #33–#36, "(1)"–"(4)" of the other classes); RLMCollection requires the first three.
            .method(objc, "addNotificationBlock", [.block("(Change) -> Void")], .token, lowers: "observe",
                    rows: notificationRows(1, "#33", "addNotificationBlock:")),
            .method(objc, "addNotificationBlock", [.block("(Change) -> Void"), .l("queue", .optional(.any))], .token,
                    lowers: "observe", rows: notificationRows(2, "#34", "addNotificationBlock:queue:")),
            .method(objc, "addNotificationBlock", [.block("(Change) -> Void"), .l("keyPaths", .optional(.keyPaths)),
                                                         .l("queue", .optional(.any))], .token,
                    lowers: "observe", rows: notificationRows(3, "#35", "addNotificationBlock:keyPaths:queue:")),
            .method(objc.filter { $0 != .rlmCollection }, "addNotificationBlock",
                    [.block("(Change) -> Void"), .l("keyPaths", .optional(.keyPaths))], .token,
                    lowers: "observe", rows: notificationRows(4, "#36", nil)),
        ]
    }()

    /// The rows of the `n`th form of addNotificationBlock on each Objective-C collection class.
    private static func notificationRows(_ n: Int, _ array: String, _ collection: String?) -> [ApiRow] {
        [.rlmArray(array), .rlmSet("addNotificationBlock:… (\(n))"), .rlmResults("addNotificationBlock:… (\(n))"),
         .rlmDictionary("addNotificationBlock:… (\(n))")] + (collection.map { [.rlmCollection($0)] } ?? [])
    }

    static let list: [ApiMember] = {
        let l: [ApiReceiver] = [.list]
        return [
            .method(l, "append", [.u(.element)], lowers: "listAppend", rows: [.list("L6")]),
            .method(l, "append", [.l("objectsIn", .elements)], lowers: "listAppend", rows: [.list("L7")]),
            .method([.rlmArray], "add", [.u(.element)], lowers: "listAppend", rows: [.rlmArray("#12")]),
            .method([.rlmArray], "addObjects", [.u(.elements)], lowers: "listAppend", rows: [.rlmArray("#13")]),
            .method(l + [.rlmArray], "insert", [.u(.element), .l("at", .int)], lowers: "listInsert", rows: [.list("L8"), .rlmArray("#14")]),
            .method(l, "insert", [.l("contentsOf", .elements), .l("at", .int)], lowers: "listInsert", rows: [.list("L19")]),
            .method(l, "remove", [.l("at", .int)], lowers: "listRemove", rows: [.list("L9")]),
            .method(l, "remove", [.l("atOffsets", .indexSet)], lowers: "listRemove per offset, highest first", rows: [.list("L21")]),
            .method([.rlmArray], "removeObject", [.l("at", .int)], lowers: "listRemove", rows: [.rlmArray("#15")]),
            .method(l, "removeFirst", [.du(.int)], lowers: "count, listRemove per element", rows: [.list("L17")]),
            .method(l, "removeLast", [.du(.int)], lowers: "count, listRemove per element", rows: [.list("L18")]),
            .method([.rlmArray], "removeLastObject", [], lowers: "count, listRemove", rows: [.rlmArray("#16")]),
            .method(l, "removeAll", [], lowers: "listRemoveAll", rows: [.list("L10")]),
            .method([.rlmArray], "removeAllObjects", [], lowers: "listRemoveAll", rows: [.rlmArray("#17")]),
            .method(l, "removeSubrange", [.u(.range)], lowers: "count, listRemove per index", rows: [.list("L20")]),
            .method(l, "replace", [.l("index", .int), .l("object", .element)], lowers: "listReplace", rows: [.list("L11")]),
            .method(l, "replaceSubrange", [.u(.range), .l("with", .elements)], lowers: "count, listInsert, listRemove per index",
                    rows: [.list("L15")]),
            .method([.rlmArray], "replaceObject", [.l("at", .int), .l("with", .element)], lowers: "listReplace", rows: [.rlmArray("#18")]),
            .method(l, "move", [.l("from", .int), .l("to", .int)], lowers: "listMove", rows: [.list("L12")]),
            .method(l, "move", [.l("fromOffsets", .indexSet), .l("toOffset", .int)], lowers: "count, listMove per offset",
                    rows: [.list("L22")]),
            .method([.rlmArray], "moveObject", [.l("at", .int), .l("to", .int)], lowers: "listMove", rows: [.rlmArray("#19")]),
            .method(l, "swapAt", [.u(.int), .u(.int)], lowers: "listSwap", rows: [.list("L13")]),
            .method([.rlmArray], "exchangeObject", [.l("at", .int), .l("withObjectAt", .int)], lowers: "listSwap", rows: [.rlmArray("#20")]),
        ]
    }()

    static let set: [ApiMember] = {
        let s: [ApiReceiver] = [.set]
        return [
            .method(s, "insert", [.u(.element)], lowers: "setInsert", rows: [.mutableSet("S8")]),
            .method(s, "insert", [.l("objectsIn", .elements)], lowers: "setInsert", rows: [.mutableSet("S9")]),
            .method(s, "remove", [.u(.element)], lowers: "setRemove", rows: [.mutableSet("S10")]),
            .method(s, "removeAll", [], lowers: "setRemoveAll", rows: [.mutableSet("S11")]),
            .method(s, "formUnion", [.u(.collection(.set))], lowers: "setInsert", rows: [.mutableSet("S14")]),
            .method(s, "subtract", [.u(.collection(.set))], lowers: "setRemove", rows: [.mutableSet("S13")]),
            .method(s, "formIntersection", [.u(.collection(.set))], lowers: "setIntersect", rows: [.mutableSet("S12")]),
            .method(s, "intersects", [.u(.collection(.set))], .bool, lowers: "contains", rows: [.mutableSet("S7")]),
            .method(s, "isSubset", [.l("of", .collection(.set))], .bool, lowers: "elements", rows: [.mutableSet("S6")]),
        ]
    }()

    static let map: [ApiMember] = {
        let m: [ApiReceiver] = [.map]
        return [
            .property(m, "keys", .array(.string), lowers: "mapKeys", rows: [.map("M3")]),
            .property(m, "values", .array(.element), lowers: "elements", rows: [.map("M4")]),
            .method(m, "updateValue", [.u(.element), .l("forKey", .string)], lowers: "mapSet", rows: [.map("M8")]),
            .method(m + [.rlmDictionary], "setValue", [.u(.optional(.element)), .l("forKey", .string)], lowers: "mapSet / mapRemove",
                    rows: [.map("M17"), .rlmDictionary("setValue:forKey:")]),
            .method(m, "merge", [.u(.keyValues), .l("uniquingKeysWith", .closure("(Element, Element) throws -> Element"))],
                    lowers: "mapGet, mapSet per key (restored as one on a Realm error)", rows: [.map("M9")]),
            .method(m, "merge", [.u(.collection(.map)), .l("uniquingKeysWith", .closure("(Element, Element) throws -> Element"))],
                    lowers: "mapGet, mapSet per key (restored as one on a Realm error)", rows: [.map("M10")]),
            .method(m, "removeObject", [.l("for", .string)], lowers: "mapRemove", rows: [.map("M11")]),
            .method(m, "removeAll", [], lowers: "mapRemoveAll", rows: [.map("M12")]),
            .method(m + [.rlmDictionary], "object", [.l("forKey", .string)], .optional(.element), lowers: "mapGet",
                    rows: [.map("M14"), .rlmDictionary("objectForKey:")]),
            .method(m + [.rlmDictionary], "value", [.l("forKey", .string)], .optional(.element), lowers: "mapGet",
                    rows: [.map("M15"), .rlmDictionary("valueForKey:")]),
        ]
    }()

    static let mixed: [ApiMember] = {
        let a: [ApiReceiver] = [.mixed]
        return [
            .method(a, "object", [.u(.objectType)], .optional(.object), lowers: "none", rows: [.mixed("A25")]),
            .property(a, "dynamicObject", .optional(.object), lowers: "none", rows: [.mixed("A28")]),
            .property(a, "intValue", .optional(.int), lowers: "none", rows: [.mixed("A15")]),
            .property(a, "boolValue", .optional(.bool), lowers: "none", rows: [.mixed("A16")]),
            .property(a, "floatValue", .optional(.double), lowers: "none", rows: [.mixed("A17")]),
            .property(a, "doubleValue", .optional(.double), lowers: "none", rows: [.mixed("A18")]),
            .property(a, "stringValue", .optional(.string), lowers: "none", rows: [.mixed("A19")]),
            .property(a, "dataValue", .optional(.any), lowers: "none", rows: [.mixed("A20")]),
            .property(a, "dateValue", .optional(.date), lowers: "none", rows: [.mixed("A21")]),
            .property(a, "objectIdValue", .optional(.any), lowers: "none", rows: [.mixed("A22")]),
            .property(a, "decimal128Value", .optional(.any), lowers: "none", rows: [.mixed("A23")]),
            .property(a, "uuidValue", .optional(.any), lowers: "none", rows: [.mixed("A24")]),
        ]
    }()

    /// The cases of AnyRealmValue (§10 A1–A14) with a scalar payload are
    /// `Interpreter.mixedCases`; these are the others.
    package static let mixedOtherCases: Set<String> = ["none", "object", "list", "dictionary"]

}
