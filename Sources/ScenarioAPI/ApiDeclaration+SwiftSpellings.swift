// Objective-C spellings belong to the Objective-C types. A Swift receiver
// (Realm, an Object, List, Results…) does not have `addObjects(_:)`,
// `firstObject()` or `addNotificationBlock`: Swift refuses such a call, and
// so does lint, naming the Swift spelling to use and the Objective-C type
// that declares the spelling written. The Objective-C twin of each Swift
// receiver is the type `ObjectiveCSupport.convert(object:)` gives (or, for
// objects and their classes, RLMObject).
// Related documentation: docs/writing-scenarios.md#the-swift-subset; sdk-reference api-surface.md §12.

extension ApiReceiver {
    /// The Objective-C type that declares the Objective-C spellings of this Swift receiver's behaviour.
    package var objectiveCTwin: ApiReceiver? {
        switch self {
        case .realm: .rlmRealm
        case .object: .rlmObject
        case .objectClass: .rlmObjectClass
        case .list: .rlmArray
        case .set: .rlmSet
        case .map: .rlmDictionary
        case .results, .linkingObjects: .rlmResults
        default: nil
        }
    }
}

extension ApiDeclarations {
    /// Why a Swift receiver refuses `name`: the Objective-C type declares it, and the Swift
    /// spelling to use instead (when there is one). nil when the receiver declares the name or
    /// its Objective-C twin does not.
    /// With `labels`, a call whose labels no overload of the receiver binds and one of the twin's does.
    package static func objectiveCOnly(_ name: String, labels: [String]? = nil, on receiver: ApiReceiver) -> String? {
        guard let twin = receiver.objectiveCTwin else { return nil }
        let own = members(receiver, named: name), declared = members(twin, named: name)
        let first: ApiMember?
        if let labels {
            guard !own.contains(where: { $0.bind(labels) != nil }) else { return nil }
            first = declared.first { $0.bind(labels) != nil }
        } else {
            guard own.isEmpty else { return nil }
            first = declared.first
        }
        guard let first else { return nil }
        let shown = first.params.map { ps in "\(name)(\(ps.map { ($0.variadic ? "_" : $0.label ?? "_") + ":" }.joined()))" } ?? name
        let swift = swiftSpellings[receiver]?[name] ?? swiftSpellings[sharedKey(receiver)]?[name]
        let use = swift.map { "use '\($0)'" } ?? "it has no Swift spelling"
        let holder = [.object, .objectClass].contains(receiver) ? "a model class declared ': RLMObject'"
            : "'\(twin.rawValue)' (ObjectiveCSupport.convert(object:) gives one)"
        return "'\(shown)' is the Objective-C spelling, declared by '\(twin.rawValue)', not '\(receiver.rawValue)': "
            + "on '\(receiver.rawValue)' \(use); to call '\(shown)', call it on \(holder)"
    }

    /// The table key of the spellings every collection shares.
    private static func sharedKey(_ receiver: ApiReceiver) -> ApiReceiver {
        ApiReceiver.collections.contains(receiver) ? .results : receiver
    }

    /// The Swift spelling of each Objective-C one, per Swift receiver (`.results` holds those every collection shares).
    static let swiftSpellings: [ApiReceiver: [String: String]] = [
        .realm: [
            "transaction": "write(_:)", "addObjects": "add(_:)", "addOrUpdate": "add(_:update:)",
            "addOrUpdateObjects": "add(_:update:)", "deleteObjects": "delete(_:)", "deleteAllObjects": "deleteAll()",
            "addNotificationBlock": "observe(_:)", "inWriteTransaction": "isInWriteTransaction",
            "beginWriteTransaction": "beginWrite()", "commitWriteTransaction": "commitWrite()",
            "commitWriteTransactionWithoutNotifying": "commitWrite(withoutNotifying:)",
            "cancelWriteTransaction": "cancelWrite()", "allObjects": "objects(_:)", "objects": "objects(_:).filter(_:)",
            "object": "object(ofType:forPrimaryKey:)", "createObject": "create(_:value:)",
        ],
        .object: ["addNotificationBlock": "observe(_:)", "isEqual": "isSameObject(as:)"],
        .objectClass: [
            "create": "realm.create(_:value:)", "createInDefaultRealm": "realm.create(_:value:)",
            "createOrUpdate": "realm.create(_:value:update:)", "createOrUpdateModified": "realm.create(_:value:update:)",
            "createOrUpdateInDefaultRealm": "realm.create(_:value:update:)",
            "createOrUpdateModifiedInDefaultRealm": "realm.create(_:value:update:)",
            "allObjects": "realm.objects(_:)", "objects": "realm.objects(_:).filter(_:)",
            "object": "realm.object(ofType:forPrimaryKey:)",
        ],
        .results: [
            "firstObject": "first", "lastObject": "last", "object": "subscript [index]", "objects": "filter(_:)",
            "sortedResults": "sorted(byKeyPath:ascending:) or sorted(by:)", "distinctResults": "distinct(by:)",
            "indexOfObject": "index(of:) or index(matching:)", "addNotificationBlock": "observe(_:)",
        ],
        .list: [
            "add": "append(_:)", "addObjects": "append(objectsIn:)", "removeObject": "remove(at:)",
            "removeLastObject": "removeLast()", "removeAllObjects": "removeAll()", "replaceObject": "replace(index:object:)",
            "moveObject": "move(from:to:)", "exchangeObject": "swapAt(_:_:)",
        ],
        .set: [
            "allObjects": "Array(set)", "add": "insert(_:)", "addObjects": "insert(objectsIn:)",
            "removeAllObjects": "removeAll()", "union": "formUnion(_:)", "intersect": "formIntersection(_:)",
            "minus": "subtract(_:)", "isEqual": "==",
        ],
        .map: [
            "allKeys": "keys", "allValues": "values", "removeObject": "removeObject(for:)", "removeAllObjects": "removeAll()",
            "setObject": "updateValue(_:forKey:)", "addEntries": "merge(_:uniquingKeysWith:)",
            "enumerateKeysAndObjects": "for (key, value) in map",
        ],
    ]
}
