// The SDK members each row of exceptions.md is raised from, for the rows
// whose text another row shares (the IX2 family, UM1 and UM3, UM8 and Q2,
// the PK2 family): the text alone cannot tell them apart, the member that raised
// it can. Each origin is a member as `Type.name`, without its labels
// (`List.subscript` stands for `List.subscript(_:)` and
// `List.subscript(bounds:)`), drawn from the row's "Trigger" column.
// Rows that share both text and member (TX3 and FZ2b) are told apart by the
// error kind the assertion states beside the text.
// Related SDK sections: sdk-messages (exceptions.md §5 IX2-IX2m, §6 PK2-PK2o, UM1, UM3, UM8, Q2, TX3, FZ2b).

extension SDKMessage {
    /// The members this row is raised from (`Type.name`), or nil for a row
    /// whose text is its own, which its text alone identifies.
    public var raisedBy: [String]? {
        switch self {
        case .ix2: Self.unmanagedListIndexing
        case .ix2s: ["MutableSet.subscript", "MutableSet.objects", "RLMSet.object", "RLMSet.subscript"]
        case .ix2r: ["List.replace", "List.subscript", "RLMArray.replaceObject", "RLMArray.subscript"]
        case .ix2m:
            Self.unmanagedListIndexing + ["Results.subscript", "Results.objects", "LinkingObjects.subscript", "LinkingObjects.objects",
                                          "MutableSet.subscript", "MutableSet.objects", "RLMResults.object", "RLMResults.subscript",
                                          "RLMSet.object", "RLMSet.subscript"]
        case .um8: ["List.filter", "List.where", "List.sorted", "List.distinct", "List.freeze", "List.thaw", "List.sectioned",
                    "RLMArray.objects", "RLMArray.sortedResults", "RLMArray.distinctResults", "RLMArray.freeze", "RLMArray.thaw"]
        case .q2: ["List.filter", "List.where", "MutableSet.filter", "MutableSet.where", "Map.filter", "Map.where"]
        case .um1: ["Object.freeze", "EmbeddedObject.freeze"]
        case .tx7: ["Realm.commitWrite", "RLMRealm.commitWriteTransaction"]
        case .tx7A: ["Realm.commitAsyncWrite", "RLMRealm.commitAsyncWriteTransaction"]
        case .pk7: ["Realm.object", "Realm.dynamicObject", "RLMRealm.object", "RLMObject.object"]
        case .um3: ["Realm.freeze", "Realm.thaw", "RLMObject.freeze", "RLMObject.thaw", "RLMEmbeddedObject.freeze", "RLMEmbeddedObject.thaw"]
        case .pk2: ["Realm.add"]
        case .pk2c: ["Realm.create"]
        case .pk2d: ["Realm.dynamicCreate"]
        case .pk2o: ["RLMRealm.addOrUpdate", "RLMRealm.addOrUpdateObjects", "RLMObject.createOrUpdate", "RLMObject.createOrUpdateModified",
                     "RLMObject.createOrUpdateInDefaultRealm", "RLMObject.createOrUpdateModifiedInDefaultRealm"]
        default: nil
        }
    }

    /// What raises IX2 on an unmanaged List, and IX2m on a managed one.
    private static let unmanagedListIndexing = [
        "List.subscript", "List.remove", "List.replace", "List.move", "List.swapAt", "List.insert", "List.removeFirst", "List.removeLast",
        "List.objects", "RLMArray.object", "RLMArray.subscript", "RLMArray.removeObject", "RLMArray.replaceObject", "RLMArray.moveObject",
        "RLMArray.exchangeObject", "RLMArray.insert", "RLMArray.objects",
    ]

    /// The error kinds this row is raised with (`ErrorKind` raw values), for
    /// a row whose text and member another row shares and which differs from
    /// it only by the state it is raised in: the subscript setter says the
    /// same words outside a write (TX3, `notInWriteTransaction`) and on a
    /// frozen object (FZ2b, `frozen`). Nil for every other row.
    public var raisedAs: [String]? {
        switch self {
        case .tx3: ["notInWriteTransaction"]
        case .fz2b, .fz3, .fz4: ["frozen"]
        default: nil
        }
    }

    /// Whether the row shares its text and its members with other rows and
    /// differs from them only by the state the call ran in, which the
    /// interpreter records when it raises the row (IX2 on an unmanaged List,
    /// IX2s on an unmanaged MutableSet, IX2r from a managed List's replace,
    /// IX2m from any other managed collection; `Interpreter+RaisedRows.swift`).
    /// Such a row is credited only by an assertion that was seen to raise it.
    public var isToldApartWhenRaised: Bool {
        switch self {
        case .ix2, .ix2s, .ix2r, .ix2m: true
        default: false
        }
    }

    /// The row this one restates (`= TX9` in exceptions.md), or nil.
    public var restates: SDKMessage? {
        if case .sameAs(let other) = scope { return other }
        return nil
    }

    /// `List.subscript(bounds:)` → `List.subscript`: a member id as an origin.
    public static func origin(ofMember id: String) -> String {
        String(id.prefix { $0 != "(" })
    }
}
